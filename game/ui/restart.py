"""Restart: the same game (variant, options, players, names, coaching) from a new deal."""

from __future__ import annotations

from game.coach import usage
from game.ui.session import Session

#: what a restarted match keeps of the old one's meta: the coaching agreed in setup
KEPT_META = (usage.UNDO_ENABLED, usage.HINTS_AGREED)


def same_game(session: Session) -> Session:
    """A new match set up exactly as `session`'s, with a fresh (unseeded) deal."""
    humans = [i for i, kind in enumerate(session.seats) if kind is None]
    level = next((kind for kind in session.seats if kind is not None), "medium")
    fresh = Session.create(session.variant, dict(session.options), session.mode,
                           list(session.names), level, len(session.seats),
                           human_seats=humans)
    for key in KEPT_META:
        if key in session.match.meta:
            fresh.match.meta[key] = session.match.meta[key]
    return fresh


def restart(app, session: Session) -> None:
    """Open the table on a new match set up as `session`'s (the old one is already given up
    or over)."""
    fresh = same_game(session)
    app.session = fresh
    hook = getattr(app, "on_new_session", None)
    if callable(hook):
        hook(fresh)
    app.clear_to_scene("table", session=fresh)
