"""003's deal: the computer's cards that have reached their row keep clear of its seat tag.
Each card dealt recentred the fan, which restarted the slow end of every card still arriving,
so the last ones sat a few pixels short of their row, over "Bob · dealer", card after card
(a play-tester). A card rising from the stock may pass over the tag; a card in its row not."""

from __future__ import annotations

import pytest

import game.ui.scenes  # noqa: F401 - the scenes register themselves
from game.ui.animator import Animator, CardSprite
from game.ui.session import Session
from game.ui.table import make_table
from tests.ui.conftest import set_window

IN_ROW = 5   # px: a card this close to its place reads as landed


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_cards_in_their_row_keep_off_the_seat_tag(app, size):
    set_window(app, size)
    app.settings.speed = "normal"
    sess = Session.create("003", {}, "ai", ["Ann", "Bob"], "easy", seats=2, seed=1,
                          human_seats=[0])
    table = make_table(app, sess)
    app.scenes.push(table)
    pills: list[tuple[str, object]] = []
    real = table._pill

    def spy(surface, text, *args, **kwargs):
        rect = real(surface, text, *args, **kwargs)
        pills.append((text, rect))
        return rect

    table._pill = spy
    touched, dealt = [], 0
    for frame in range(2000):
        pills.clear()
        app.step()
        tags = [r for text, r in pills if "Bob" in text]
        for s in table.others.get(1, []):
            if abs(s.rect.y - s.target.y) <= IN_ROW and any(s.rect.colliderect(r) for r in tags):
                touched.append((frame, tuple(s.rect)))
        dealt = max(dealt, len(table.others.get(1, [])))
        if frame > 30 and not table.dealing and table.settled:
            break
    assert dealt >= 10
    assert touched == []


def test_a_sideways_retarget_keeps_the_flight_going():
    """The mechanism: a card re-aimed only sideways goes on with its own flight (it started
    its ease-out again, so it crept the last pixels slowly at every new card)."""
    anim = Animator()
    s = CardSprite(None, False, (0, 300, 70, 100))
    anim.move(s, (100, 0, 50, 70), 1.0)
    anim.update(0.5)
    y_half = s.rect.y
    anim.move(s, (110, 0, 50, 70), 1.0)       # the fan recentred
    assert s.rect.y == y_half
    anim.update(0.5)
    assert not s.flying and (s.rect.x, s.rect.y) == (110, 0)
