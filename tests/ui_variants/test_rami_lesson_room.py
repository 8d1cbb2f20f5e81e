"""The Rami lesson at a small window and a large Text size (800x600 / 150 %, Polish, as a
play-tester played it): the move feed lies beside the hand, never over a card of it, and the
table's melds lie apart, each whole, inside their area."""

from __future__ import annotations

import pygame
import pytest

import game.ui.scenes  # noqa: F401 - the scenes register themselves
from game.ui import i18n
from game.ui.app import App
from game.ui.audio import quit_pygame
from game.ui.settings_model import Settings
from game.ui.table import base as table_base
from tests.ui.conftest import FrameClock, InlineExecutor, set_window
from tests.ui_variants.test_guide_scene import _guided_table_at


@pytest.fixture
def lesson(monkeypatch):
    """`at(key)`: the Rami lesson's table, played by the guide's autoplayer up to the step
    `key`, at rest."""
    monkeypatch.setattr(table_base, "ThreadPoolExecutor", InlineExecutor)
    app = App((800, 600), settings=Settings(speed="instant", ui_scale=150, language="pl"))
    app.clock = FrameClock()
    app.running = True
    set_window(app, (800, 600))

    def at(key: str):
        table = _guided_table_at(app, "rami", key)
        for _ in range(30):     # every glide to its end
            app.step()
        return table

    yield at
    i18n.set_language("en")
    quit_pygame()


def test_the_feed_keeps_off_the_hand_after_the_draw(lesson):
    table = lesson("rami-meld")        # the draw made: eleven cards
    assert len(table.hand) == 11
    panel = table.feed_panel
    assert panel is not None
    under = [str(s.card) for s in table.hand if pygame.Rect(s.rect).colliderect(panel)]
    assert not under, f"the feed lies over {under}"


def test_the_tables_melds_lie_apart_inside_their_area(lesson):
    table = lesson("rami-layoff")       # three melds: the player's and the computer's two
    spots, _labels, _mw = table.meld_layout()
    boxes = [s.box for s in spots]
    assert len(boxes) == 3
    area = table.meld_rect()
    for i, box in enumerate(boxes):
        assert area.contains(box), (box, area)
        for other in boxes[i + 1:]:
            assert not box.colliderect(other), (box, other)
