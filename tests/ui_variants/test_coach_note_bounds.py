"""The coach's line (a hint, "Taken back: …") stands where the prompt stands and keeps to
the prompt's span: a two-line Polish Rami hint at 1920x1080 / 200 % ran across the score
panel under the piles ("Rozdanie 1 z 5"), seen in a real window."""

from __future__ import annotations

import pygame
import pytest

from game.ui import i18n
from game.ui.layout import Layout
from game.ui.probe import probe_draw, problems
from tests.ui_variants.helpers import find, settle, show

LONG = ("Dobierz z talonu: ta karta (dziewiątka kier) zostawiłaby 40 pkt poza układami; "
        "talon jest lepszy")


@pytest.mark.parametrize(("variant", "seats"), [("rami", 4), ("rami", 6), ("rami", 2),
                                                 ("classic", 2)])
@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_a_two_line_coach_note_collides_with_no_text(app, variant, seats, size):
    i18n.set_language("pl")
    try:
        app.screen = pygame.Surface(size)
        app.layout = Layout(size, 2.0)
        sess = find(variant, lambda e: e.to_act == 0 and e.phase == "draw", seats=seats,
                    seeds=range(1, 9))
        table = show(app, sess)
        settle(app, table)
        table.coach_note = (table.state_no, LONG, None)
        assert table.note_shown()
        marks = probe_draw(app.res, size, table.draw).marks
        found = [p for p in problems(marks, size) if "układami" in p or "talon jest" in p
                 or "Dobierz" in p]
        assert not found, found
    finally:
        i18n.set_language("en")
