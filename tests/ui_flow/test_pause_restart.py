"""The pause menu's Restart (the same game from a new deal, after asking when a match is in
play) and New game (the setup with this game's choices); the setup remembers hot-seat and
the names between launches, and a corrupt settings file still opens the default setup
(issue 16)."""

from __future__ import annotations

import pygame
import pytest

from game.coach import usage
from game.persist import stats as stats_store
from game.persist.settings import settings_path
from tests.ui_flow.conftest import click_widget, key, shutdown, widget
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
    assert [s.name for s in app.scenes.stack] == ["menu", "table", "setup"]
    # Esc (Back) returns to the match, not to the main menu (a play-tester)
    key(app, pygame.K_ESCAPE, frames=2)
    assert app.scenes.top is table and not table.session.match.is_over
    # started from there, the new match replaces the old table
    _pause(app)
    click_widget(app, "new-game", frames=2)
    click_widget(app, "start", frames=2)
    assert app.scenes.top.name == "ask"     # the match in play is given up when asked
    click_widget(app, "abandon-old", frames=2)
    assert [s.name for s in app.scenes.stack] == ["menu", "table"]
    assert app.scenes.top is not table


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
    for item in pause.widgets.widgets:
        assert box.contains(item.rect), item.name


def test_setup_remembers_hot_seat_and_names_between_launches(launched):
    app = launched()
    click_widget(app, "new")
    setup = app.scenes.top
    setup.set_mode("hotseat")
    setup.set_name(0, "Ala")
    setup.set_name(1, "Olek")
    click_widget(app, "start")
    assert app.scenes.top.name in ("table", "handover")
    shutdown(app)
    app = launched()
    click_widget(app, "new")
    setup = app.scenes.top
    assert setup.mode == "hotseat"
    assert widget(setup, "name0").value == "Ala" and widget(setup, "name1").value == "Olek"


def test_corrupt_settings_start_with_the_default_setup(launched):
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"game_mode": "hotseat", "player_names": ["Ala"', encoding="utf-8")
    app = launched()
    click_widget(app, "new")
    setup = app.scenes.top
    assert setup.name == "setup" and setup.mode == "ai"
