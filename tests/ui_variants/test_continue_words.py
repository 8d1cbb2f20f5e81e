"""The main menu's Continue line said "Ann (0), Bob (10)": numbers in brackets nothing
explained (a play-tester, with a match in progress). Each figure is said in words, in each
language: points in Gin, the balance in Rami; a name never parts from its figure."""

from __future__ import annotations

import re

import pytest

from game.core.events import HandScored
from game.ui import i18n
from game.ui.scenes.menu import MenuScene
from tests.ui_variants.helpers import play_until, session

WORDS = {"en": ("points", "balance"), "fr": ("points", "solde"), "pl": ("punkt", "bilans")}


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
@pytest.mark.parametrize("variant,seats", [("classic", 2), ("rami", 3)])
def test_continue_says_what_the_numbers_are(app, language, variant, seats):
    sess = session(variant, seats=seats, seed=3, humans=())
    assert play_until(sess, lambda e: any(isinstance(x, HandScored) for x in e.events)
                      and e.phase != "hand-over")
    totals = sess.view(None).totals
    assert any(totals)
    app.session = sess
    i18n.set_language(language)
    try:
        said = MenuScene(app).continue_help()
    finally:
        i18n.set_language("en")
    word = WORDS[language][variant == "rami"]
    assert said.count(word) >= 1 and not re.search(r"\([+−-]?\d+\)", said), said
    for name, total in zip(sess.names, totals, strict=True):
        # "Bob: 10 points", "Cyd : solde +7": the name, then its figure, unbroken
        shown = f"{total:+d}".replace("-", "−") if variant == "rami" else str(total)
        item = re.search(re.escape(name) + r"[^,]*?" + re.escape(shown), said)
        assert item and " " not in item.group(0), (name, shown, said)
