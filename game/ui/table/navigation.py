"""Where the table goes: the pause menu, the score screen, the hand-over screen.

The table's only knowledge of other scenes is here, in one small place, so that pushing
scenes by name (a scene registry) replaces these few lines and nothing else.
"""

from __future__ import annotations

from typing import Any


def open_pause(table: Any) -> None:
    """Esc / Menu: the pause menu over the table."""
    from game.ui.scenes.pause import PauseScene

    table.app.scenes.push(PauseScene(table.app, table))


def show_score(table: Any) -> None:
    """The hand is over: the score screen (it goes on to the match-over screen itself)."""
    from game.ui.scenes.score import ScoreScene

    table.app.scenes.push(ScoreScene(table.app, table))


def show_handover(table: Any, seat: int) -> None:
    """Hot-seat: hide the table until `seat`'s player confirms they sit at the screen."""
    from game.ui.scenes.handover import HandoverScene

    table.app.scenes.push(HandoverScene(table.app, table, seat))
