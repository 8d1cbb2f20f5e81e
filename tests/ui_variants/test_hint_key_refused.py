"""H at a hot-seat table whose players did not agree to hints said nothing at all (a
play-tester): the key says why, as Z does where undo is off."""

from __future__ import annotations

import pygame

import game.ui.scenes  # noqa: F401 - the scenes register themselves


def _hot_seat_table(app, hints: bool):
    app.clear_to_scene("setup")
    setup = app.scenes.top
    setup.variant = "classic"
    setup.set_mode("hotseat")
    for i, name in enumerate(("Alice", "Bob")):
        setup.set_name(i, name)
    setup.set_coach(hints)
    setup.start(confirmed=True)
    table = app.scenes.top
    assert table.name == "table"
    return table


def _press_h(table) -> None:
    table.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0,
                                          unicode="h", scancode=0))


def test_h_with_hints_off_says_where_they_are_switched_on(app):
    table = _hot_seat_table(app, hints=False)
    assert not table.hint_offered() and table.toast is None
    _press_h(table)
    assert table.toast is not None
    assert "Hints are off" in table.toast[0] and "New game" in table.toast[0]


def test_h_with_hints_agreed_says_no_such_thing(app):
    table = _hot_seat_table(app, hints=True)
    assert table.hint_offered()
    _press_h(table)
    assert table.toast is None or "Hints are off" not in table.toast[0]
