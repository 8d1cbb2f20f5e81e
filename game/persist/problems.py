"""What went wrong with a file or a setting, as data: an id and the values its sentence needs.

The persistence layer says *what* is wrong (the settings file is truncated, setting `speed`
was "warp" and `normal` is used instead, move 12 of a save is refused); the UI's
`game.ui.persist_words` says it in the player's language, as `game.ui.wording` does for the
engine's score lines. A `Problem`'s values may hold another `Problem` (the reason a file was
set aside). `str(problem)` is a compact form for logs and developers, not for players.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Problem:
    """One problem: `id` names the sentence, `items` the values it needs (sorted pairs)."""

    id: str
    items: tuple[tuple[str, Any], ...] = field(default=())

    @classmethod
    def of(cls, id: str, **values: Any) -> Problem:  # noqa: A002 - the field's own name
        """`Problem.of("not-json", line=3, column=7)`."""
        return cls(id, tuple(sorted(values.items())))

    @property
    def values(self) -> dict[str, Any]:
        return dict(self.items)

    def __str__(self) -> str:
        args = ", ".join(f"{k}={v}" if isinstance(v, Problem) else f"{k}={v!r}"
                         for k, v in self.items)
        return f"{self.id}({args})" if args else self.id


class ProblemError(Exception):
    """An error that carries a `Problem` (the persistence layer's exceptions)."""

    def __init__(self, id: str, **values: Any) -> None:  # noqa: A002
        self.problem = Problem.of(id, **values)
        super().__init__(str(self.problem))
