"""A number never ends a line apart from the word it counts or names (seen on the setup and
score screens): the Rami summary's "A match is 5" over "hands.", a payment's "o wartości"
over a lone "6)"."""

from __future__ import annotations

import re

import pytest

from game.core.cards import Card
from game.core.results import ScoreLine
from game.ui import i18n, theme, wording
from game.ui.layout import Layout
from game.ui.probe import probe_draw
from game.ui.scenes.setup import SetupScene
from game.variants import VARIANTS


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
@pytest.mark.parametrize("size,mode", [((1280, 720), "custom"), ((1920, 1080), "ai"),
                                       ((800, 600), "ai")])
def test_no_summary_line_ends_on_a_number(app, size, mode, language):
    i18n.set_language(language)
    try:
        app.layout = Layout(size)
        for v in VARIANTS:
            scene = SetupScene(app)
            scene.set_variant(v.name)
            scene.set_mode(mode)
            for seats in range(v.players[0], v.players[1] + 1):
                scene.set_seats(seats)
                if scene.compact:   # the summary's lines are rows of the form
                    lines = [t[0] for t in scene.page_texts
                             if t[2] == theme.TEXT_DIM and t[1] == scene.summary_px]
                else:
                    drawn = probe_draw(app.res, size, scene.draw)
                    lines = [m.label for m in drawn.marks if m.kind == "text" and
                             m.label and scene.summary_rect.contains(m.rect)]
                assert lines
                for line in lines:
                    assert not re.search(r"\d$", line), (v.name, seats, line)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("language,word", [("en", "worth"), ("fr", "tout"),
                                           ("pl", "razem")])
def test_a_payment_keeps_its_value_with_its_word(language, word):
    i18n.set_language(language)
    try:
        line = ScoreLine.of("pays-holding", 0, pay=6, value=6,
                            cards=(Card.parse("AS"), Card.parse("2D"), Card.parse("3C")))
        text = wording.score_line(line, ["Ann", "Bob"])
        assert f"{word}\u00a06)" in text, text
    finally:
        i18n.set_language("en")
