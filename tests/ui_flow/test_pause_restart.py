"""The pause menu's Restart (the same game from a new deal, after asking when a match is in
play) and New game (the setup with this game's choices), issue 16."""

from __future__ import annotations

import pygame
import pytest

from game.coach import usage
from game.persist import stats as stats_store
from tests.ui_flow.conftest import click_widget, key
from tests.ui_flow.test_continue_flow import start_new_game
from tests.ui_flow.test_guards import _table_mid_hand


def _pause(app) -> None:
    key(app, pygame.K_ESCAPE, frames=2)
    assert app.scenes.top.name == "pause"


def test_restart_asks_first_and_cancel_keeps_the_match(launched):
    app = launched()
    table = _table_mid_hand(app)
    old = table.session
    _pause(app)
    click_widget(app, "restart", frames=2)
    assert app.scenes.top.name == "ask", "Restart gave up the match without asking"
    key(app, pygame.K_RETURN, frames=2)          # Enter is the safe answer: cancel
    assert app.scenes.top.name == "pause"
    assert app.session is old and app.scenes.stack[-2].session is old


def test_restart_deals_the_same_game_anew(launched):
    app = launched()
    table = _table_mid_hand(app)
    old = table.session
    usage.enable_undo(old.match)
    _pause(app)
    click_widget(app, "restart", frames=2)
    click_widget(app, "restart", frames=2)       # the dialog's answer
    top = app.scenes.top
    assert top.name == "table"
    new = top.session
    assert new is app.session and new is not old
    assert (new.variant, new.options, new.mode, new.names, new.seats) == \
        (old.variant, old.options, old.mode, old.names, old.seats)
    assert len(new.engine.log) <= 2              # a fresh deal
    assert usage.usage_of(new.match.meta).with_undo
    assert [s.name for s in app.scenes.stack] == ["table"]    # nothing left under it
    record = stats_store.load_stats().total(variant=new.engine.rules.variant)
    assert record.matches_abandoned == 1


def test_new_game_opens_the_setup_with_this_games_choices(launched):
    app = launched()
    table = _table_mid_hand(app)
    variant = table.session.variant
    _pause(app)
    click_widget(app, "new-game", frames=2)
    assert app.scenes.top.name == "setup"
    assert app.scenes.top.variant == variant
    assert [s.name for s in app.scenes.stack] == ["menu", "setup"]


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_the_pause_menu_fits_the_window(launched, size):
    app = launched()
    app.set_window_size(size)
    start_new_game(app)
    _pause(app)
    pause = app.scenes.top
    app.step()
    box = pause.box()
    assert app.screen.get_rect().contains(box), (box, size)
    for widget in pause.widgets.widgets:
        assert box.contains(widget.rect), widget.name
