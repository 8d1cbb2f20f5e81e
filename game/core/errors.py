"""Errors raised by the rules engine; each names the rule that was broken."""


class GameError(Exception):
    """Base class of every error the engine raises on purpose."""


class CardParseError(GameError, ValueError):
    """A card or action string could not be read."""


class IllegalActionError(GameError):
    """An action that the rules forbid in the current state; the state is left unchanged.

    `rule` is a short name of the rule that forbids it (e.g. ``"discard-not-just-taken"``).
    """

    def __init__(self, rule: str, message: str) -> None:
        super().__init__(f"{message} [rule: {rule}]")
        self.rule = rule
        self.message = message
