"""A score sheet keeps inside its box whatever the box's height: the "… n earlier hands" line
is said only where it fits over the rows kept (in a box of one row it pushed that row onto
the Fair deal button under the box: Polish Rami at 1920x1080, a play-tester)."""

from __future__ import annotations

import pygame

from game.core.scoring.base import ScoreSheet
from game.ui.layout import Layout
from game.ui.score_sheet import draw_sheet

HEADERS = ("Hand", "Ann", "Bob", "Result")
ROWS = tuple((str(n), f"+{n} ({n * 10})", f"({n})", "knock") for n in range(1, 7))
FOOTER = ("Hands won: Ann (6), Bob (0)", "In each cell: +points won in the hand (total so far)")


def test_the_sheet_never_runs_out_of_its_box(app):
    lay = Layout((1920, 1080), 1.0)
    surface = pygame.Surface((1920, 1080))
    big = pygame.Rect(100, 100, 1200, 900)
    full = draw_sheet(surface, app.res, lay, ScoreSheet("Score sheet", HEADERS, ROWS, FOOTER),
                      big)
    # the least a sheet shows: its headers and its last row
    least = draw_sheet(surface, app.res, lay, ScoreSheet("Score sheet", HEADERS, ROWS[-1:], ()),
                       big)
    assert least < full
    sheet = ScoreSheet("Score sheet", HEADERS, ROWS, FOOTER)
    for height in range(least, full + 1):
        used = draw_sheet(surface, app.res, lay, sheet, pygame.Rect(100, 100, 1200, height))
        assert used <= height, (height, used)
