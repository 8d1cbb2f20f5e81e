"""How much coaching a match used, kept in `match.meta` (saved with the match) and counted in
the statistics: hints asked, undos made, and whether undo was turned on for a match counted
for statistics (such a match is marked "with undo")."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

HINTS = "hint_count"
UNDOS = "undo_count"
UNDO_ENABLED = "undo_enabled"
HINTS_AGREED = "hints_agreed"   # hot-seat: every player allowed hints in setup


@dataclass(frozen=True)
class Usage:
    hints: int = 0
    undos: int = 0
    with_undo: bool = False


def note_hint(match) -> None:
    """Count one hint shown to the player."""
    match.meta[HINTS] = int(match.meta.get(HINTS, 0)) + 1


def enable_undo(match) -> None:
    """Undo turned on in setup for this match: the statistics mark it "with undo"."""
    match.meta[UNDO_ENABLED] = True


def agree_hints(match) -> None:
    """Every hot-seat player allowed hints in setup: the table offers them."""
    match.meta[HINTS_AGREED] = True


def usage_of(meta: Mapping[str, object] | None) -> Usage:
    """The coaching a match used, from its meta (missing or damaged values count as none)."""
    meta = meta or {}

    def count(key: str) -> int:
        value = meta.get(key, 0)
        return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 \
            else 0

    undos = count(UNDOS)
    return Usage(count(HINTS), undos, bool(meta.get(UNDO_ENABLED)) or undos > 0)


def saved_usage(meta: Mapping[str, object]) -> dict[str, object]:
    """The part of a save that keeps the usage."""
    u = usage_of(meta)
    return {"hints": u.hints, "undos": u.undos, "undo_enabled": bool(meta.get(UNDO_ENABLED)),
            "hints_agreed": bool(meta.get(HINTS_AGREED))}


def restore_usage(meta: dict, saved: object) -> None:
    """Put the saved usage back into a resumed match's meta."""
    if not isinstance(saved, dict):
        return
    u = usage_of({HINTS: saved.get("hints", 0), UNDOS: saved.get("undos", 0)})
    meta[HINTS], meta[UNDOS] = u.hints, u.undos
    if saved.get("undo_enabled") is True:
        meta[UNDO_ENABLED] = True
    if saved.get("hints_agreed") is True:
        meta[HINTS_AGREED] = True


__all__ = ["HINTS", "HINTS_AGREED", "UNDOS", "UNDO_ENABLED", "Usage", "agree_hints",
           "enable_undo", "note_hint",
           "restore_usage", "saved_usage", "usage_of"]
