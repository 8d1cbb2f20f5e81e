"""A lesson plays from the keyboard alone: once a step waits for the player's move, Enter
plays the move the guide outlines (a Polish play-tester: after the draw the first Enter
discarded the drawn king, not the nine of hearts the guide outlined, and was then refused;
after K the arrows needed ten presses to reach the seven of hearts; in Rami, Enter on the
outlined king of hearts said "Choose one card to discard")."""

from __future__ import annotations

from itertools import groupby

import pygame
import pytest

import game.ui.scenes  # noqa: F401 - the scenes register themselves
from game.coach.tutorial import script_for
from game.core.actions import Knock
from tests.ui.conftest import key


def _waits(table) -> bool:
    """The table waits for a key: an explanation's lit Continue, or the player's move."""
    guide = table.guide
    if not table.settled or table.intents or table.queue:
        return False
    if guide.step.expect is None:
        return guide.b_next.active
    return table.my_turn and guide.caught_up(table)


@pytest.mark.parametrize("name", ["gin", "rami"])
def test_enter_alone_plays_the_lesson_through(app, name):
    app.clear_to_scene("tutorial")
    app.scenes.top.start(name)
    table = app.scenes.top
    keys = []
    for _ in range(20000):
        app.step()
        if table.guide.finished:
            break
        if not _waits(table):
            continue
        step = table.guide.step
        keys.append(step.key)
        key(app, pygame.K_RETURN)
        assert table.toast is None, (step.key, table.toast)
        if isinstance(step.expect, Knock):
            assert table.knock_mode and table.selected.card == step.highlight[0]
            key(app, pygame.K_RETURN)     # the outlined card, chosen at once
            assert table.toast is None, (step.key, table.toast)
    assert table.guide.finished
    # each step once, in order (a step is seen at each frame it waits; the Rami lesson asks
    # for a discard twice, so its key comes back later in the script)
    assert [k for k, _run in groupby(keys)] == [s.key for s in script_for(name).steps]


def test_k_in_the_lesson_chooses_the_outlined_card_to_knock_with(app):
    from tests.ui_variants.test_guide_scene import _to_step

    app.clear_to_scene("tutorial")
    app.scenes.top.start("gin")
    table = app.scenes.top
    _to_step(app, table, "gin-knock")
    app.step()
    key(app, pygame.K_k)
    assert table.knock_mode and table.selected.card == table.guide.step.highlight[0]
