"""The player's own knock reads as the opponent's does: their melds outlined in their row, the
deadwood left in their hand under the showdown's wash (it was bright, one unbroken fan, so the
melds and the deadwood could not be told apart while the computer laid off)."""

from __future__ import annotations

import pygame

import game.ui.scenes  # noqa: F401 - registers the scenes by name (the score scene)
from game.core.actions import Knock
from game.ui import theme
from game.ui.table import gin_display
from tests.ui.test_table import play_as_medium, settle, start


def knocked_table(app):
    """A table where the human (seat 0) has just knocked, the knock played out on it."""
    for seed in range(40):
        session, table = start(app, seed=seed)
        engine = session.engine
        action = play_as_medium(app, table, seed, stop_after=lambda a: isinstance(a, Knock))
        if isinstance(action, Knock):
            for _ in range(400):         # the knock played out: the melds laid down
                app.step()
                if table.settled and table.knocker == 0:
                    break
            sd = engine.view(0).showdown
            if sd is not None and sd.knocker == 0 and sd.knocker_deadwood:
                return engine, table
        app.scenes.clear_to(table)
        app.scenes.pop()
    raise AssertionError("no seed had the human knock with deadwood")


def outlines(table, monkeypatch) -> list[pygame.Rect]:
    """The outlines `_draw_hand_marks` draws."""
    drawn: list[pygame.Rect] = []
    original = pygame.draw.rect

    def spy(surface, colour, rect, *args, **kwargs):
        drawn.append(pygame.Rect(rect))
        return original(surface, colour, rect, *args, **kwargs)

    monkeypatch.setattr(gin_display.pygame.draw, "rect", spy)
    table._draw_hand_marks(pygame.Surface(table.app.screen.get_size()))
    monkeypatch.setattr(gin_display.pygame.draw, "rect", original)
    return drawn


def check(table, engine, monkeypatch) -> None:
    dead = set(engine.view(0).showdown.knocker_deadwood)
    assert {s.card for s in table.hand} == dead
    assert all(table.card_tint(s) == theme.DEADWOOD_WASH for s in table.hand)
    assert not any(table.card_tint(s) for meld in table.melds for s in meld)
    boxes = outlines(table, monkeypatch)
    groups = [*table.melds, table.hand]
    for i, meld in enumerate(table.melds):
        first = pygame.Rect(meld[0].draw_rect)
        box = next((b for b in boxes if b.collidepoint(first.center)), None)
        assert box is not None, f"meld {i} has no outline"
        following = pygame.Rect(groups[i + 1][0].draw_rect)
        assert box.right <= following.left, "an outline runs over the next group's card"


def test_own_knock_outlines_the_melds_and_washes_the_deadwood(app, monkeypatch):
    engine, table = knocked_table(app)
    check(table, engine, monkeypatch)
    table.rebuild_from_view()          # the same from the view alone (a resumed match)
    table.relayout(0)
    check(table, engine, monkeypatch)


def test_the_hand_is_bright_while_playing(app):
    session, table = start(app, seed=3)
    settle(app, table)
    assert table.hand and not any(table.card_tint(s) for s in table.hand)
