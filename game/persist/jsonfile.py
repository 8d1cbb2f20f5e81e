"""Reading the game's JSON files defensively: any failure becomes a clear message, and the bad
file is moved aside as `NAME.corrupt-YYYYmmdd-HHMMSS` (see `atomic.move_aside`)."""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, TypeVar

from game.persist.atomic import move_aside

T = TypeVar("T")


class BadFile(Exception):
    """A file exists but cannot be used; the message says why, in plain words."""


@dataclass
class LoadResult(Generic[T]):
    """What loading a file gave: `ok` with a `value`, or a `message` (and the `backup` the bad
    file was moved to). `message` may also be set when `ok`, as a warning (e.g. a setting
    replaced by its default)."""

    ok: bool
    value: T | None
    message: str = ""
    backup: Path | None = None

    @property
    def match(self) -> T | None:  # readable alias for saves
        return self.value


def read_json_object(path: Path) -> dict[str, Any]:
    """The JSON object stored in `path`; raises `BadFile` (empty, truncated, not JSON, not an
    object, not UTF-8) or `FileNotFoundError`."""
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise
    except OSError as exc:
        raise BadFile(f"cannot be read ({exc.strerror or exc})") from exc
    if not raw.strip():
        raise BadFile("is empty")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise BadFile(f"is not text (byte {exc.start} is not UTF-8)") from exc
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        # a file the game wrote starts with "{" and ends with "}": a valid start whose end is
        # missing was cut short; anything else is garbage
        stripped = text.strip()
        truncated = stripped.startswith("{") and not stripped.endswith("}") and (
            exc.pos >= len(text.rstrip()) - 1 or exc.msg.startswith("Unterminated"))
        where = ("it ends too early (truncated)" if truncated
                 else f"it is not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})")
        raise BadFile(f"is damaged: {where}") from exc
    except RecursionError as exc:
        raise BadFile("is damaged: nested too deeply") from exc
    if not isinstance(data, dict):
        raise BadFile(f"holds a JSON {type(data).__name__}, not an object")
    return data


def set_aside(path: Path, what: str, reason: str, consequence: str) -> tuple[str, Path | None]:
    """Move a bad file aside and word the message for the player."""
    backup = move_aside(path)
    kept = (f" It was kept as {backup.name}." if backup is not None
            else " It could not be moved aside and was left in place.")
    return f"The {what} ({path.name}) {reason}.{kept} {consequence}", backup


def ensure_path(path: str | os.PathLike[str] | None, default: Path) -> Path:
    return default if path is None else Path(path)
