"""Reading the game's JSON files defensively: any failure becomes a `Problem` (data the UI
words, `game.ui.persist_words`), and the bad file is moved aside as
`NAME.corrupt-YYYYmmdd-HHMMSS` (see `atomic.move_aside`)."""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, TypeVar

from game.persist.atomic import move_aside
from game.persist.problems import Problem, ProblemError

T = TypeVar("T")


class BadFile(ProblemError):
    """A file exists but cannot be used; its `problem` says why (as data)."""


@dataclass
class LoadResult(Generic[T]):
    """What loading a file gave: `ok` with a `value`, or `problems` saying why not (and the
    `backup` the bad file was moved to). `problems` may also be set when `ok`, as warnings
    (e.g. a setting replaced by its default)."""

    ok: bool
    value: T | None
    problems: tuple[Problem, ...] = ()
    backup: Path | None = None

    @property
    def message(self) -> str:
        """The problems in a compact form for logs and developers (the UI words them)."""
        return "; ".join(str(p) for p in self.problems)

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
        raise BadFile("unreadable", error=str(exc.strerror or exc)) from exc
    if not raw.strip():
        raise BadFile("empty")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise BadFile("not-text", byte=exc.start) from exc
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        # a file the game wrote starts with "{" and ends with "}": a valid start whose end is
        # missing was cut short; anything else is garbage
        # (a cut that happens to end on an inner "}" is cut short too: the parser still
        # wanted more at the very end)
        stripped = text.strip()
        truncated = stripped.startswith("{") and (exc.pos >= len(text.rstrip()) or (
            not stripped.endswith("}") and (exc.pos >= len(text.rstrip()) - 1
                                            or exc.msg.startswith("Unterminated"))))
        if truncated:
            raise BadFile("truncated") from exc
        raise BadFile("not-json", line=exc.lineno, column=exc.colno) from exc
    except RecursionError as exc:
        raise BadFile("too-deep") from exc
    if not isinstance(data, dict):
        raise BadFile("not-object")
    return data


def set_aside(path: Path, what: str, reason: Problem, then: str) -> tuple[Problem, Path | None]:
    """Move a bad file aside; the problem to tell the player: `what` file ("settings",
    "statistics", "save") was set aside for `reason`, kept as `backup` (None: it could not
    be moved), and what happens `then` ("default-settings", "stats-afresh", "new-game")."""
    backup = move_aside(path)
    return Problem.of("set-aside", what=what, file=path.name, reason=reason,
                      backup=None if backup is None else backup.name, then=then), backup


def ensure_path(path: str | os.PathLike[str] | None, default: Path) -> Path:
    return default if path is None else Path(path)
