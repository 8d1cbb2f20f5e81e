"""Six long names on the score panel at 800x600: the sheet's player columns shrank every
header to a hardly legible 8-9 px ("Bartholomew Wolf" over a 60 px column), and the headline
"Rozdanie 1: remik, 480 punktów zdobywa Władysław Wąsow" ran on one line to the panel's
border. A player's header now takes two lines (first name over surname) at the rows' size,
and the headline wraps inside the panel's margins."""

from __future__ import annotations

import pygame
import pytest

from game.ui import i18n
from game.ui.probe import probe_draw
from game.ui.scenes.score import ScoreScene
from game.ui.score_sheet import MIN_PX, ScoreSheetView
from game.ui.score_tables import score_table
from game.ui.session import Session
from tests.ui.conftest import set_window
from tests.ui_variants.helpers import TextSpy, score_after_first_hand

LONG = ["Bartholomew Wolf", "Wilhelmina Woods", "Maximilian Mwaw", "Małgorzata Wójci",
        "Władysław Wąsow", "Grzegorz Żmudzki"]


def _score_panel(app, language: str) -> ScoreScene:
    """The score panel after the first hand of six computers with long names."""
    i18n.set_language(language)
    return score_after_first_hand(app, "rami", 6, 5, names=LONG)[1]


@pytest.mark.parametrize("language", ["en", "pl"])
def test_long_names_head_their_columns_at_a_legible_size(app, monkeypatch, language):
    try:
        set_window(app, (800, 600))
        score = _score_panel(app, language)
        parts = score.parts
        assert parts is not None and parts.sheet is not None
        spy = TextSpy(monkeypatch, app.res)
        score.draw(app.screen)
        drawn = dict(spy.drawn)
        for name in LONG:
            first, last = name.split(" ")
            assert name not in drawn           # never squeezed whole into its column
            assert drawn[first] >= MIN_PX - 1 and drawn[last] >= MIN_PX - 1, drawn
        # the two lines lie in their column, and the rows still start under the rule
        surface = probe_draw(app.res, app.screen.get_size(), score.draw)
        heads = [m.rect for m in surface.marks if m.kind == "text"
                 and m.label in {w for n in LONG for w in n.split(" ")}]
        assert len(heads) >= 2 * len(LONG)
        for a in heads:
            for b in heads:
                assert a is b or not a.colliderect(b), (a, b)
    finally:
        i18n.set_language("en")


def test_a_one_line_header_stays_on_one_line(app):
    """Names that fit their columns keep the single header line (the sheet's height is as
    before)."""
    set_window(app, (1280, 720))
    sheet = score_table(_score_panel(app, "en").table.state.score, ["Ann", "Bob", "Cyd",
                                                                     "Dee", "Eve", "Fay"],
                        None)
    view = ScoreSheetView(app.res, app.layout, sheet)
    px, widths = view.fit(sheet, 700)
    assert all(len(lines) == 1 for lines in view._header_lines(sheet, px, widths))


@pytest.mark.parametrize("language", ["en", "pl"])
def test_the_headline_keeps_inside_the_panel(app, language):
    try:
        set_window(app, (800, 600))
        score = _score_panel(app, language)
        headline = score.headline()
        surface = probe_draw(app.res, app.screen.get_size(), score.draw)
        inner = score.parts.inner
        lines = [m for m in surface.marks if m.kind == "text" and m.label
                 and m.label in headline and m.rect.top < inner.top + 3 * app.layout.font_large]
        assert " ".join(m.label for m in lines) == headline
        if language == "pl":   # "… punktów zdobywa Wilhelmina Woods" is too long for one
            assert len(lines) >= 2
        for m in lines:
            assert inner.contains(m.rect), (m.label, m.rect, inner)
        # the hand's first line starts under the headline
        first = min(y for _row, _x, y in score.parts.rows)
        assert first >= max(m.rect.bottom for m in lines)
        assert pygame.Rect(score.box()).contains(score.b_next.rect)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "pl"])
def test_the_match_reckoning_wraps_inside_its_panel(app, language):
    """The match's last screen listed six balances on one line ("Salda: Bartholomew Wolf
    (-136), … Władysła") past the panel's border; the line now wraps, its rest indented."""
    from game.ui.scenes.match_over import MatchOverScene
    from tests.ui.conftest import pump
    from tests.ui_variants.test_score_sheets import table_at_the_end

    i18n.set_language(language)
    try:
        set_window(app, (800, 600))
        sess = Session.create("rami", {}, "ai", list(LONG), "easy", seats=6, seed=5,
                              human_seats=[])
        sess.match.run()
        scene = MatchOverScene(app, table_at_the_end(app, sess))
        app.scenes.push(scene)
        pump(app, 2)
        assert not scene.compact
        surface = probe_draw(app.res, app.screen.get_size(), scene.draw)
        box = scene.box
        said = [m for m in surface.marks if m.kind == "text" and m.label.strip()
                and m.rect.colliderect(box)]
        assert any(LONG[-1].split(" ")[0] in m.label for m in said)
        for m in said:
            assert box.contains(m.rect), (m.label, m.rect, box)
    finally:
        i18n.set_language("en")
