"""Where the table goes: the pause menu, the score screen, the hand-over screen.

Scenes are opened by their registered name (`app.push_scene`), so the table imports no scene.
"""

from __future__ import annotations

from typing import Any


def open_pause(table: Any) -> None:
    """Esc / Menu: the pause menu over the table."""
    table.app.push_scene("pause", table=table)


def show_score(table: Any) -> None:
    """The hand is over: the score screen (it goes on to the match-over screen itself)."""
    table.app.push_scene("score", table=table)


def show_handover(table: Any, seat: int) -> None:
    """Hot-seat: hide the table until `seat`'s player confirms they sit at the screen."""
    table.app.push_scene("handover", table=table, seat=seat)
