"""Unreadable card or action texts worded for people: `CardParseError` → a sentence.

The engine says what it could not read as data (an id and the text: `unknown-rank`,
token "1H"); this module words it through `_()`, as `game.ui.refusal_words` does for refusals and
`game.ui.persist_words` for files. It imports no pygame: the command line uses it.
"""

from __future__ import annotations

from game.core.errors import CardParseError, GameError, IllegalActionError
from game.ui import refusal_words
from game.ui.i18n import N_, _, ngettext

#: one sentence per problem id of `CardParseError` (its values fill the braces)
NOTATION: dict[str, str] = {
    "no-such-card": N_("There is no card of rank {rank} and suit {suit}."),
    "card-too-short": N_("“{token}” is not a card: write its rank, then its suit, like AS "
                         "or 10h."),
    "unknown-rank": N_("“{token}” is not a card: “{rank}” is not a rank (A, 2 to 10 or T, "
                       "J, Q, K)."),
    "unknown-suit": N_("“{token}” is not a card: “{suit}” is not a suit (S, H, D, C)."),
    "expected-groups": N_("“{text}” should be groups of cards in brackets, like [7H 8H 9H]."),
    "empty-action": N_("The move is empty."),
    "unreadable-action": N_("“{text}” is not a move (moves read like “draw stock”, "
                            "“discard 7H” or “knock 3C”)."),
}


def notation_problem(err: CardParseError) -> str:
    """What could not be read, as a sentence for whoever typed or sent it."""
    v = err.values
    if err.problem == "card-too-often":
        return ngettext("{card} appears {times} times, but this variant deals from {decks} "
                        "deck.", "{card} appears {times} times, but this variant deals from "
                        "{decks} decks.", int(v["decks"])).format(**v)
    text = NOTATION.get(err.problem)
    return _(text).format(**v) if text is not None else str(err)


def worded_error(exc: Exception) -> str | None:
    """An error the engine raises with its reason as data, in the player's words (a notation
    problem, a refused move); None for any other, whose own text is only for the log."""
    if isinstance(exc, CardParseError):
        return notation_problem(exc)
    if isinstance(exc, IllegalActionError):
        return refusal_words.refusal(exc.refusal)
    return None


def error_text(exc: GameError) -> str:
    """Any error the engine raises on purpose, worded where it can be (`worded_error`), else
    its own text (the command line prints this)."""
    worded = worded_error(exc)
    return str(exc) if worded is None else worded
