"""Hot-seat at the game's own speed: the deal queued behind the hand-over screen is shown once,
to the player who confirms it. Each player's hand at the table holds exactly their cards, once
each (the deal had played behind the hand-over screen and again after it: twenty cards, each
twice, and twice the deadwood)."""

from __future__ import annotations

import time

import pytest

from game.players import make_player
from game.ui.session import Session
from game.ui.table import make_table
from tests.ui_flow.conftest import click


def shown_hand(table) -> list[str]:
    return sorted(s.card.code for s in table.hand)


@pytest.mark.parametrize("variant, seats, humans", [
    ("classic", 2, None), ("three-player", 3, None), ("gin-rami", 2, None), ("rami", 3, None),
    ("rami", 4, [0, 2])])   # the setup's "Choose each seat": two people, two computers
def test_each_hot_seat_player_sees_their_own_cards_once(launched, variant, seats, humans):
    app = launched(speed="normal")
    names = ["Ann", "Bob", "Cyd", "Dee"][:seats]
    if humans is None:
        session = Session.create(variant, {}, "hotseat", names, seats=seats, seed=21)
    else:
        session = Session.create(variant, {}, "ai", names, "easy", seats, seed=21,
                                 human_seats=humans)
    app.session = session
    table = make_table(app, session, autoplayer=make_player("easy", seed=2))
    app.scenes.push(table)
    engine = session.engine
    checked: set[int] = set()
    for _ in range(20000):
        app.step()
        top = app.scenes.top
        if top.name == "handover":
            click(app, top.b_show.rect.center, frames=0)
            continue
        viewer = table.viewer
        if top is table and viewer is not None and viewer not in checked \
                and table.settled and table.my_turn:
            assert shown_hand(table) == sorted(c.code for c in engine.hands[viewer]), \
                f"seat {viewer}'s hand at the table is not their cards"
            checked.add(viewer)
            dealt = {seat for seat in range(seats) if engine.hands[seat]  # 004: one sits out
                     and session.is_human(seat)}
            if checked >= dealt:
                return
        time.sleep(0.001)
    raise AssertionError(f"only seats {sorted(checked)} were reached")
