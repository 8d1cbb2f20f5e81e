"""A computer seat's status in its Rami tag reads on from its name: "Hard computer 2 ·
draws a card" (compact: the name over "draws a card"), where "Hard computer 2 / Draws"
read as a sentence begun again (a play-tester). Gin says it in a bubble of its own beside
the tag, a sentence that keeps its capital ("Draws a card")."""

from __future__ import annotations

import pygame
import pytest

from game.core import events as ev
from game.core.actions import DISCARD_PILE
from game.core.cards import Card
from game.ui import i18n, table_words
from game.ui.layout import Layout
from tests.ui_variants.helpers import TextSpy, session, settle, show

WHAT = ["draw", "take", "took", "discard", "meld", "lay-off", "think"]


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
def test_every_rami_status_reads_on_from_the_name(app, language):
    """Every status a Rami seat can show starts in lower case after the name, where Gin's
    sentence of its own starts with a capital, in each language ("réfléchit…" after the
    name, "Réflexion…" alone; Polish "myśli…", the seat's verb, not "Myślę…")."""
    i18n.set_language(language)
    try:
        for what in WHAT:
            values = {"card": "7♥"} if what == "took" else {}
            after = table_words.doing(what, True, **values)
            alone = table_words.doing(what, False, **values)
            assert after[0].islower(), (what, after)
            assert alone[0].isupper(), (what, alone)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
def test_a_computers_draw_in_its_rami_tag(app, monkeypatch, language):
    """Six players at 1280x720 / 150 %: a computer's draw and pickup are said in its tag
    as its name's verb ("draws a card", never "Draws a card"); Gin keeps its sentence."""
    i18n.set_language(language)
    try:
        app.screen = pygame.Surface((1280, 720))
        app.layout = Layout((1280, 720), 1.5)
        names = ["Ann"] + [i18n._("Hard computer") + f" {n}" for n in range(1, 6)]
        table = show(app, session("rami", 6, 3, names=names))
        settle(app, table)
        spy = TextSpy(monkeypatch, app.res)
        table._play_draw(ev.Drew(3, DISCARD_PILE, Card.parse("7H")), 0.1)
        assert table.bubbles[3][0].islower(), table.bubbles[3]
        table._play_draw(ev.Drew(2, "stock", None), 0.1)    # (in the tag where it fits)
        said = table.bubbles[2]
        assert said[0].islower(), said
        spy.seen.clear()
        table.draw(app.screen)
        assert any(said in text for text in spy.seen), (said, spy.seen)
        assert not any(said[0].upper() + said[1:] in text for text in spy.seen)
        app.scenes.pop()
        gin = show(app, session("classic", seed=3))
        settle(app, gin)
        gin._play_draw(ev.Drew(1, "stock", None), 0.1)
        assert gin.bubbles[1] == i18n._("Draws a card")
    finally:
        i18n.set_language("en")
