"""The table's per-frame geometry memo: answers kept only while a frame is drawn, rects
handed out as copies, and a drawn frame the same with it as without it."""

import pygame
import pytest

from game.ui.audio import quit_pygame
from game.ui.bench import _table_waiting_for_discard
from game.ui.table.frame_memo import FrameMemo, per_frame


class Probe:
    def __init__(self) -> None:
        self.calls = 0
        self.x = 10

    @per_frame
    def rect(self) -> pygame.FRect:
        self.calls += 1
        return pygame.FRect(self.x, 0, 5, 5)

    @per_frame
    def boxed(self, text: str) -> tuple[str, pygame.Rect, int]:
        self.calls += 1
        return text, pygame.Rect(self.x, 0, 5, 5), len(text)


def test_outside_a_frame_every_call_computes():
    p = Probe()
    p.rect()
    p.x = 20
    assert p.rect().x == 20 and p.calls == 2


def test_within_a_frame_one_computation_per_arguments_and_copies_out():
    p = Probe()
    with FrameMemo(p):
        first = p.rect()
        first.x = 99                       # a caller moving its own copy
        assert p.rect().x == 10
        box = p.boxed("a")[1]
        box.x = 77
        assert p.boxed("a")[1].x == 10 and p.boxed("bb")[2] == 2
        assert p.calls == 3                # rect once, boxed once per text
    p.x = 30
    assert p.rect().x == 30                # the memo went with the frame


@pytest.fixture(params=[(1280, 720), (800, 600)])
def table_app(request):
    """The table waiting for the player's discard, a card hovered (the bench's position)."""
    app, table = _table_waiting_for_discard(request.param)
    yield app, table
    quit_pygame()


def test_a_drawn_table_frame_is_the_same_with_the_memo(table_app):
    app, table = table_app
    screen = app.screen
    table.draw(screen)
    with_memo = pygame.image.tobytes(screen, "RGB")
    assert table.__dict__.get("_frame_memo") is None
    table.__dict__["_frame_memo"] = None
    original = type(table)._draw_frame
    original(table, screen)                # the frame's body with no memo open
    assert pygame.image.tobytes(screen, "RGB") == with_memo
