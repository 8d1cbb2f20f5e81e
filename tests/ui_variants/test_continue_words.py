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


@pytest.mark.parametrize("big_app", [((1280, 720), 200, "pl"), ((800, 600), 200, "fr")],
                         indirect=True, ids=["1280x720-200-pl", "800x600-200-fr"])
def test_with_no_room_for_the_scores_the_line_still_names_the_match(big_app):
    """At 200 % the scores in words left the line no room over the buttons and it vanished:
    the match and hand are said alone there (the tooltip keeps the scores)."""
    app, _size, _scale = big_app
    sess = session("rami", seats=3, seed=3, humans=())
    assert play_until(sess, lambda e: any(isinstance(x, HandScored) for x in e.events)
                      and e.phase != "hand-over")
    app.session = sess
    menu = MenuScene(app)
    app.scenes.push(menu)
    app.step()
    menu.place()
    caption = menu.continue_caption()
    assert caption is not None
    lines, _px, _top = caption
    said = " ".join(lines).replace("\u00a0", " ")
    assert said in (menu.continue_said.replace("\u00a0", " "),
                    menu.continue_help(brief=True).replace("\u00a0", " "))
    assert menu.b_continue.tooltip_text().startswith(menu.continue_said)
