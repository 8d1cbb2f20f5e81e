"""A card another player took from the discard pile is public: it shows face up in that
player's hand until it leaves it, in live play and after a rebuild (issue 16)."""

from __future__ import annotations

import pytest

import game.ui.scenes  # noqa: F401 - registers the scenes by name
from game.players import make_player
from tests.ui_variants.helpers import find, session, settle, show


def _faces(table, seat: int) -> list:
    return sorted(s.card for s in table.others.get(seat, [])
                  if s.card is not None and s.face_up)


@pytest.mark.parametrize("variant,seats,level", [("classic", 2, "easy"),
                                                 ("rami", 3, "hard")])
def test_a_pickup_shows_face_up_after_a_rebuild(app, variant, seats, level):
    def opponent_holds_a_pickup(e) -> bool:
        v = e.view(0)
        return e.to_act == 0 and any(v.known_cards[s] for s in range(1, seats))

    sess = find(variant, opponent_holds_a_pickup, seats=seats, seeds=range(1, 80),
                level=level)
    table = show(app, sess)
    settle(app, table)
    v = sess.engine.view(0)
    for seat in range(1, seats):
        assert _faces(table, seat) == sorted(v.known_cards[seat])
        assert len(table.others[seat]) == v.hand_sizes[seat]


def test_a_pickup_shows_face_up_in_live_play(app):
    """From the deal, played at the table: every time the table waits for the player, the
    opponent's face-up cards are exactly the view's known cards; some seed shows one."""
    chooser = make_player("medium", seed=5)
    seen = 0
    for seed in range(1, 12):
        sess = session("classic", 2, seed)
        table = show(app, sess)
        for _ in range(15):
            settle(app, table)
            e = sess.engine
            if app.scenes.top is not table or e.to_act != 0 or e.showdown is not None:
                break
            known = sorted(e.view(0).known_cards[1])
            assert _faces(table, 1) == known
            seen += bool(known)
            table.submit(chooser.choose(table.state, table.legal()))
        app.scenes.pop()
        if seen >= 3:
            break
    assert seen >= 3
