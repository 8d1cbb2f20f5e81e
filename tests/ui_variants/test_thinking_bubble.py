"""A computer's "Thinking…" shows only when it thinks long enough to be seen: it was said as
each computer move was asked for and taken away when the move came, so on nearly every turn
(a move takes a few milliseconds) it flashed under the seat's tag for one frame."""

from __future__ import annotations

from concurrent.futures import Future

import game.ui.scenes  # noqa: F401 - registers the score panel the hand ends on
from game.players import make_player
from game.ui.table.base import THINKING_DELAY
from tests.ui_variants.helpers import session, show

THINKING = "Thinking…"


class PendingExecutor:
    """An AI pool whose moves come only when the test lets them (a slow computer)."""

    def __init__(self) -> None:
        self.asked: list[tuple[Future, object, tuple]] = []

    def submit(self, fn, *args) -> Future:
        future: Future = Future()
        self.asked.append((future, fn, args))
        return future

    def answer(self) -> None:
        future, fn, args = self.asked.pop(0)
        future.set_result(fn(*args))


def _frames_until_the_computer_is_asked(app, table, limit: int = 3000) -> None:
    for _ in range(limit):
        app.step()
        if table.ai_future is not None:
            return
    raise AssertionError("the computer was never asked for a move")


def test_a_quick_computer_move_says_nothing(app):
    """A hand of computer turns at the normal speed, the moves coming at once: no frame shows
    the bubble (one frame per computer turn did)."""
    app.settings.speed = "normal"
    sess = session("classic", seed=3, level="medium")
    table = show(app, sess, autoplayer=make_player("medium", seed=3))
    asked = shown = 0
    for _ in range(6000):
        was = table.ai_future
        app.step()
        asked += table.ai_future is not None and was is None
        shown += THINKING in table.bubbles.values()
        if app.scenes.top is not table:   # the hand is over: its score panel
            break
    assert asked >= 5
    assert shown == 0


def test_a_slow_computer_says_it_is_thinking_then_plays(app):
    sess = session("classic", seed=3, level="medium", humans=())
    table = show(app, sess)
    pool = table.executor = PendingExecutor()
    _frames_until_the_computer_is_asked(app, table)
    seat = table.ai_seat
    frames = 0
    while THINKING not in table.bubbles.values():
        app.step()
        frames += 1
        assert frames < 600, "the bubble never came"
    assert table.bubbles.get(seat) == THINKING
    assert frames * 0.016 >= THINKING_DELAY * 0.9    # not before the delay (16 ms frames)
    moves = len(sess.engine.log)
    pool.answer()
    app.step()
    assert THINKING not in table.bubbles.values()
    assert len(sess.engine.log) > moves              # the move it thought about is played


def _said_when_the_computer_fails(app, exc: Exception) -> tuple[list[str], object, object]:
    """Play a computers-only classic match whose first computer move raises `exc`: (what
    the table said then, the table, the session)."""
    sess = session("classic", seed=3, level="medium", humans=())
    table = show(app, sess)
    apply = sess.apply
    raised: list[Exception] = []

    def fail_once(action):
        if not raised:
            raised.append(exc)
            raise exc
        return apply(action)

    sess.apply = fail_once
    said: list[str] = []
    refuse = table.refuse
    table.refuse = lambda message: (said.append(message), refuse(message))
    for _ in range(3000):
        app.step()
        if said:
            break
    assert raised
    return said, table, sess


def test_a_refused_computer_move_is_worded_for_the_player(app):
    """A computer's move the rules refuse (a bug, or a bot) is reported in words and the
    match goes on; the refusal's log text ("[rule: …]") never reaches the table."""
    from game.core.errors import IllegalActionError

    exc = IllegalActionError("match-over")
    said, table, sess = _said_when_the_computer_fails(app, exc)
    assert str(exc).startswith("[rule:")
    text = said[0]
    assert text.startswith("The computer player failed: ") and "[rule" not in text
    assert text.endswith(table.refusal_text(IllegalActionError("match-over")))
    assert sess.engine.log          # the fallback move was played: the match goes on


def test_any_other_computer_failure_is_worded_without_its_log_text(app):
    """An error other than a refusal (a bug) showed its own text after "The computer player
    failed:" (English, for the log). The table says what happens instead; the match goes
    on."""
    from game.core.errors import GameError

    said, _table, sess = _said_when_the_computer_fails(
        app, GameError("scoring system 'nope' is not available"))
    assert said == ["The computer player failed; it plays a safe move instead."]
    assert sess.engine.log          # the fallback move was played: the match goes on
