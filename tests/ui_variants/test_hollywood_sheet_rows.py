"""Hollywood's score sheet at 200 % text (a play-tester, at 800x600 and 1920x1080): the
hand rows switched layout from one row to the next: a hand was spelt out over three lines
("1  You: +19 (19)" / "Hard" / "computer: (0)", the loser's line in the winner's gold), the
next stood on one line in a smaller font, and the key "In each cell: …" came only after
several scrolls, under the games. Every row now has one line and one size, a name is never
split, and the key stands over the games' rows."""

from __future__ import annotations

import pygame
import pytest

from game.ui import theme
from game.ui.app import App
from game.ui.layout import Layout
from game.ui.probe import probe_draw
from game.ui.score_sheet import ScoreSheetView, draw_sheet
from game.ui.settings_model import Settings
from tests.ui_variants.helpers import score_after_first_hand

NAMES = ["You", "Hard computer"]
KEY = "In each cell: +points won in the hand (total so far)"


def _sheet_tab(size: tuple[int, int], scale: int):
    """(app, the score screen's sheet tab) after six hands of Oklahoma with Hollywood scoring."""
    app = App(size, settings=Settings(speed="instant", ui_scale=scale))
    app.running = True
    app.screen = pygame.Surface(size)
    app.layout = Layout(size, app.ui_scale)
    _sess, score = score_after_first_hand(app, "oklahoma", 2, 3, hands=6, names=NAMES,
                                          scoring="hollywood")
    if score.compact:
        score.show_view("sheet")
        app.step()
    return app, score


@pytest.mark.parametrize(("size", "scale"), [((800, 600), 200), ((1920, 1080), 200),
                                             ((800, 600), 100)])
def test_every_hand_row_has_one_line_one_size_and_the_key_above(monkeypatch, size, scale):
    app, score = _sheet_tab(size, scale)
    sheet = score.sheet()
    assert sheet is not None and sheet.extra
    width = score.text.text_rect(score.view_rect, app.layout).width if score.compact else \
        score.parts.sheet.width
    height = ScoreSheetView(app.res, app.layout, sheet).height(width)
    drawn: list[tuple[str, int, tuple]] = []
    text = app.res.text

    def spy(t, px, colour=theme.TEXT, *args, **kwargs):
        drawn.append((t, px, tuple(colour)[:3]))
        return text(t, px, colour, *args, **kwargs)

    monkeypatch.setattr(app.res, "text", spy)
    probe = probe_draw(app.res, (width + 20, height + 20), lambda surf: draw_sheet(
        surf, app.res, app.layout, sheet, pygame.Rect(10, 10, width, height)))
    cells = {c for sub in sheet.extra for row in sub.rows for c in row[1:]}
    sizes = {px for t, px, _c in drawn if t in cells}
    assert len(sizes) == 1, sorted((t, px) for t, px, _c in drawn if t in cells)
    # a name is drawn whole, never a piece of it ("Hard" over "computer:")
    for t, _px, _c in drawn:
        assert "computer" not in t or "Hard computer" in t, t
        assert t != "Hard", drawn
    # the loser's "(19)" is dim, never in the winner's gold
    assert all(c != theme.GOLD and c != theme.HIGHLIGHT for t, _px, c in drawn
               if t.startswith("(")), drawn
    # every row of the games stands in its cells, never spelt out "You: +19 (19)"
    assert not [t for t, _px, _c in drawn if t != KEY and (": +" in t or ": (" in t)]
    marks = [m for m in probe.marks if m.kind == "text"]
    key = next(m for m in marks if m.label == KEY)
    # the first game's title (the main table's header "Game 1" comes before it)
    first_game = [m for m in marks if m.label == sheet.extra[0].title][-1]
    assert key.rect.bottom <= first_game.rect.top


def test_a_hand_row_of_figures_is_never_spelt_out(app):
    """The cells of a hand ("+19 (19)", "(0)") are figures: in a column too narrow for them
    they share the numbers' size rather than being spelt out as words across the columns."""
    from game.core.scoring.base import ScoreSheet

    view = ScoreSheetView(app.res, app.layout, ScoreSheet("Game 1", ("#", "You", "Hard "
                                                                     "computer"), ()))
    row = ("1", "+19 (19)", "(0)")
    assert view._spill(view.sheet, row, app.layout.font_small, [20.0, 30.0, 30.0]) == []
