"""The session of a guided first game: the script's deal, the player at the script's seat,
and a `ScriptedPlayer` opposite who plays the script's moves (`game.coach.tutorial`).

Kept apart from the table (which reads views and the session only): the scripted player needs
to know how far the match has gone, which only the match itself says.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.coach.tutorial import Script, script_for
from game.core.actions import Action
from game.core.view import PlayerView
from game.ui.i18n import _
from game.ui.session import Session
from game.variants.presets import rules_for


class ScriptedPlayer:
    """The computer of a guided game: plays the script's next move (its match's log tells
    where the script stands; the deal is the log's first entry)."""

    #: undo may take the player's moves back (`game.coach.undo.undo_available`): its move
    #: follows from the match's log alone, so it remembers nothing an undo takes away
    undo_safe = True

    def __init__(self, script: Script, name: str) -> None:
        self.script = script
        self.name = name
        self.session: Session | None = None   # set once the session exists

    def choose(self, view: PlayerView, legal_actions: Sequence[Action]) -> Action:
        index = self.session.log_length() - 1
        log = self.script.log
        if 0 <= index < len(log) and log[index] in legal_actions:
            return log[index]
        return legal_actions[0]   # past the script: anything legal keeps the table alive


def guided_session(name: str, player: str = "") -> Session:
    """A session playing the script `name` ("gin" or "rami") at its fixed seed, the player
    called `player`."""
    script = script_for(name)
    names = [player or _("Player {n}").format(n=1), _("Computer")]
    if script.seat != 0:
        names.reverse()
    session = Session.create(script.variant, {}, "ai", names, "easy", seats=2,
                             seed=script.seed, human_seats=[script.seat])
    other = 1 - script.seat
    scripted = ScriptedPlayer(script, names[other])
    scripted.session = session
    session.match.players[other] = scripted
    session.match.trusted[other] = True
    if session.rules != rules_for(script.variant):
        raise ValueError(f"the guided game {name!r} needs the plain {script.variant} rules")
    return session


__all__ = ["ScriptedPlayer", "guided_session"]
