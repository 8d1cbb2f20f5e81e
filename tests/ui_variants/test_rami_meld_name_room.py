"""A long owner's name over the melds uses the room beside it: at 800x600 / 100 % in French
a play-tester read "Dominique-…" before Dominique-Marie's melds, with the rest of the row
empty (the names' column was 90 px whatever the name)."""

from __future__ import annotations

import pygame

import game.ui.scenes  # noqa: F401 - registers the scenes
from game.players import make_player
from game.ui import i18n
from game.ui.layout import Layout
from game.ui.session import Session
from game.ui.table import rami_display
from tests.ui_variants.helpers import show

NAMES = ["Amelie", "Bruno", "Chloe", "Dominique-Marie"]


def test_a_long_owners_name_is_whole_where_its_row_has_room(app, monkeypatch):
    drawn: list[tuple[list[str], int, pygame.Rect]] = []
    real = rami_display.blit_lines

    def spy(surface, res, lines, px, rect, *args, **kwargs):
        drawn.append((list(lines), px, pygame.Rect(rect)))
        return real(surface, res, lines, px, rect, *args, **kwargs)

    monkeypatch.setattr(rami_display, "blit_lines", spy)
    i18n.set_language("fr")
    try:
        app.screen = pygame.Surface((800, 600))
        app.layout = Layout((800, 600), 1.0)
        checked = 0
        for seed in range(1, 12):
            sess = Session.create("rami", {}, "ai", NAMES, "easy", seats=4, seed=seed)
            table = show(app, sess, autoplayer=make_player("medium", seed=5))
            for _ in range(20000):
                drawn.clear()
                app.step()
                if app.scenes.top is not table:
                    break
                if not (table.settled and not table.intents and 3 in table.meld_owner):
                    continue
                names = [d for d in drawn if "".join(d[0]).startswith("Dominique")]
                assert names, "the name is not drawn"
                for lines, _px, _box in names:
                    assert "".join(lines).replace(" ", "") == "Dominique-Marie", lines
                checked += 1
            app.scenes.clear_to(table)
            app.scenes.pop()
            if checked >= 3:
                break
        assert checked >= 3
    finally:
        i18n.set_language("en")
