"""The table: the match in play, as a package of small rooms with one job each.

- `base`       the scene shell (enter, exit, update, the flow of a match); knows no family
- `display`    sprites, the display model, drawing the cards in layers
- `playback`   the dispatch table: event type → handler
- `input`      drag, drop, click and keys → actions
- `hud`        banners, toasts, bubbles, prompts, labels, the buttons' places
- `navigation` the scenes the table opens (pause, score, hand-over)
- `gin`, `gin_display`, `gin_labels`, `gin_panel`  the gin family: knock mode, lay-off
               proposals, its buttons; where its cards lie; its tags and bubbles; its
               score panel
- `rami`, `rami_display`  Rami: meld selection, the "Rami!" call window
- `coaching`   Hint and Undo (through the session), the hint's outline and line, the review's
               record of the player's decisions
- `guide`      a guided first game: the step's text, Continue / Skip, only the step's move

`table_for(session)` says which table a session plays at; `make_table(app, session)` builds it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.ui.table.base import TableScene


def table_for(session) -> type[TableScene]:
    """The table class for `session`'s rule family."""
    if session.rules.family == "rami":
        from game.ui.table.rami import RamiTable

        return RamiTable
    from game.ui.table.gin import GinTable

    return GinTable


def make_table(app, session, autoplayer=None) -> TableScene:
    """A new table for `session` (the family's own)."""
    return table_for(session)(app, session, autoplayer=autoplayer)


__all__ = ["make_table", "table_for"]
