"""Hot-seat hints: the players' agreement carries over to their next table while the game runs
(a play-tester had every player agree again at each New game of one evening, from the pause
menu and after a match); other players at the table are asked again."""

from __future__ import annotations

import game.ui.scenes  # noqa: F401 - the scenes register themselves
from game.coach import usage


def _hot_seat_setup(app, names=("Ann", "Bob")):
    app.clear_to_scene("setup")
    setup = app.scenes.top
    setup.variant = "classic"
    setup.set_mode("hotseat")
    for i, name in enumerate(names):
        setup.set_name(i, name)
    return setup


def _new_game_from_pause(app):
    """Pause → New game over the table in play: the setup it opens."""
    table = app.scenes.top
    assert table.name == "table"
    app.push_scene("pause", table=table)
    app.scenes.top.on_new_game()
    setup = app.scenes.top
    assert setup.name == "setup"
    return setup


def _hints_at(table) -> bool:
    return bool(table.session.match_meta.get(usage.HINTS_AGREED)) and table.hint_offered()


def test_the_same_players_keep_their_hints_at_the_next_table(app):
    setup = _hot_seat_setup(app)
    assert setup.c_coach.value is False          # nobody has agreed yet
    setup.set_coach(True)
    setup.start(confirmed=True)
    assert _hints_at(app.scenes.top)
    again = _new_game_from_pause(app)
    assert "Hints" in again.c_coach.label and again.c_coach.value is True
    again.start(confirmed=True)
    assert _hints_at(app.scenes.top)
    # after the match: the match-over screen's New game goes through the menu to the setup
    app.clear_to_scene("menu")
    app.push_scene("setup")
    third = app.scenes.top
    assert third.c_coach.value is True
    third.start(confirmed=True)
    assert _hints_at(app.scenes.top)


def test_other_players_are_asked_again(app):
    setup = _hot_seat_setup(app)
    setup.set_coach(True)
    setup.start(confirmed=True)
    again = _new_game_from_pause(app)
    assert again.c_coach.value is True
    again.set_name(1, "Cyd")                      # someone else sits down
    assert again.c_coach.value is False
    again.set_name(1, "Bob")                      # ... and Bob is back: his answer stands
    assert again.c_coach.value is True
    again.set_name(1, "Cyd")
    again.start(confirmed=True)
    assert not _hints_at(app.scenes.top)
    # Ann and Cyd did not agree: Ann and Bob's answer was the last one, and it is gone
    third = _new_game_from_pause(app)
    third.set_name(1, "Bob")
    assert third.c_coach.value is False


def test_a_game_against_the_computer_between_forgets_the_answer(app):
    setup = _hot_seat_setup(app)
    setup.set_coach(True)
    setup.start(confirmed=True)
    solo = _new_game_from_pause(app)
    solo.set_mode("ai")
    solo.start(confirmed=True)
    back = _new_game_from_pause(app)
    back.set_mode("hotseat")
    assert back.c_coach.value is False


def test_players_who_said_no_are_not_given_hints_next_time(app):
    setup = _hot_seat_setup(app)
    setup.set_coach(True)
    setup.start(confirmed=True)
    again = _new_game_from_pause(app)
    again.set_coach(False)                        # they changed their minds
    again.start(confirmed=True)
    assert not _hints_at(app.scenes.top)
    assert _new_game_from_pause(app).c_coach.value is False


def test_a_player_more_is_other_players(app):
    app.clear_to_scene("setup")
    setup = app.scenes.top
    setup.set_variant("rami")
    setup.set_mode("hotseat")
    setup.set_seats(3)
    setup.set_coach(True)
    setup.start(confirmed=True)
    again = _new_game_from_pause(app)
    assert again.variant == "rami" and again.seats == 3 and again.c_coach.value is True
    again.set_seats(4)
    assert again.c_coach.value is False
    again.set_seats(3)
    assert again.c_coach.value is True
