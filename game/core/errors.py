"""Errors raised by the rules engine; each names the rule that was broken."""

from __future__ import annotations

from typing import Any

from game.core.results import Refusal


class GameError(Exception):
    """Base class of every error the engine raises on purpose."""


class CardParseError(GameError, ValueError):
    """A card or action text could not be read (typed on the command line, sent by a bot,
    found in a file). `problem` is an id and `values` say what (the text among them), as
    data: `game.ui.notation_words` words it; `str(err)` is for developers and logs."""

    def __init__(self, problem: str, **values: Any) -> None:
        self.problem = problem
        self.values = values
        shown = ", ".join(f"{k}={v!r}" for k, v in values.items())
        super().__init__(f"[notation: {problem}] {shown}".rstrip())


class IllegalActionError(GameError):
    """An action that the rules forbid in the current state; the state is left unchanged.

    `refusal` says why as data (the UI words it with `game.ui.refusal_words.refusal`); `rule` is its
    short rule id (e.g. ``"discard-not-just-taken"``). `str(err)` is for developers and logs.
    """

    def __init__(self, rule: str, case: str = "", **values: Any) -> None:
        self.refusal = Refusal.of(rule, case, **values)
        self.rule = rule
        shown = ", ".join(f"{k}={v}" for k, v in self.refusal.items)
        super().__init__(f"[rule: {self.refusal.key}] {shown}".rstrip())
