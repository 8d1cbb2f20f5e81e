"""Actions a player can take, as small frozen values that print and parse.

`str(action)` gives the notation used by logs, saves and the command line (`draw stock`,
`discard 7H`, `knock 3C`, `layoff 5H 0`, `meld 5H 6H 7H`), and `parse_action` reads it back.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.cards import Card, format_cards, parse_cards
from game.core.errors import CardParseError

STOCK = "stock"
DISCARD_PILE = "discard"


@dataclass(frozen=True)
class Action:
    """Base class of every action."""

    def __deepcopy__(self, memo: dict) -> Action:
        return self  # an immutable value: an engine's clone shares it (cloning is look-ahead's cost)

    def __str__(self) -> str:  # pragma: no cover - every subclass overrides
        raise NotImplementedError


@dataclass(frozen=True)
class Draw(Action):
    """Draw the top of the stock (`stock`) or take the top of the discard pile (`discard`)."""

    source: str = STOCK

    def __str__(self) -> str:
        return f"draw {self.source}"


@dataclass(frozen=True)
class Pass(Action):
    """Decline the upcard on the first turn."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True)
class Discard(Action):
    card: Card

    def __str__(self) -> str:
        return f"discard {self.card}"


@dataclass(frozen=True)
class Knock(Action):
    """Discard `card` and go out (gin when no deadwood is left).

    `melds` is the knocker's declared arrangement; None asks the engine for the optimal one.
    """

    card: Card
    melds: tuple[tuple[Card, ...], ...] | None = None

    def __str__(self) -> str:
        text = f"knock {self.card}"
        if self.melds is not None:  # "[]" declares no meld at all (not the same as None)
            text += "".join(f" [{format_cards(m)}]" for m in self.melds) or " []"
        return text


@dataclass(frozen=True)
class BigGin(Action):
    """Go out with every card melded and no discard (Big Gin / Grand Gin)."""

    def __str__(self) -> str:
        return "big-gin"


@dataclass(frozen=True)
class LayOff(Action):
    """Add `card` to the table meld number `target` (the knocker's melds in Gin)."""

    card: Card
    target: int

    def __str__(self) -> str:
        return f"layoff {self.card} {self.target}"


@dataclass(frozen=True)
class FinishLayoffs(Action):
    """The defender is done laying off; the hand is scored."""

    def __str__(self) -> str:
        return "done"


@dataclass(frozen=True)
class NextHand(Action):
    """Deal the next hand of the match."""

    def __str__(self) -> str:
        return "next"


@dataclass(frozen=True)
class Meld(Action):
    """Lay these cards on the table as a new meld (Rami)."""

    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return f"meld {format_cards(self.cards)}"


@dataclass(frozen=True)
class GoOut(Action):
    """Lay down every remaining card at once as these melds, with no final discard (Rami)."""

    melds: tuple[tuple[Card, ...], ...]

    def __str__(self) -> str:
        return "goout" + "".join(f" [{format_cards(m)}]" for m in self.melds)


@dataclass(frozen=True)
class Restock(Action):
    """Turn the discard pile over to make a new stock (Rami)."""

    def __str__(self) -> str:
        return "restock"


@dataclass(frozen=True)
class CallRami(Action):
    """Call "Rami!" on the discard just made (Rami option)."""

    def __str__(self) -> str:
        return "rami"


@dataclass(frozen=True)
class DeclineCall(Action):
    """Let the discard go without calling "Rami!"."""

    def __str__(self) -> str:
        return "nocall"


@dataclass(frozen=True)
class Stop(Action):
    """Decline the top discard with the stock exhausted, ending the hand (Rami Arrêt)."""

    def __str__(self) -> str:
        return "stop"


def _parse_groups(text: str) -> tuple[tuple[Card, ...], ...]:
    groups = []
    for chunk in text.split("]"):
        chunk = chunk.strip()
        if not chunk:
            continue
        if not chunk.startswith("["):
            raise CardParseError("expected-groups", text=chunk)
        cards = tuple(parse_cards(chunk[1:]))
        if cards:  # "[]" alone stands for an empty declaration
            groups.append(cards)
    return tuple(groups)


_SIMPLE = {"pass": Pass(), "big-gin": BigGin(), "done": FinishLayoffs(), "next": NextHand(),
           "restock": Restock(), "rami": CallRami(), "nocall": DeclineCall(), "stop": Stop()}


# one shared object per action without a card: the engine lists these and the built-in
# players answer with them, so the runner recognises its own listed objects by identity
DRAW_STOCK = Draw(STOCK)
TAKE_DISCARD = Draw(DISCARD_PILE)
PASS = Pass()
NEXT_HAND = NextHand()


def parse_action(text: str) -> Action:
    """Read an action from its notation; the error says what could not be read."""
    words = text.strip().split(None, 1)
    if not words:
        raise CardParseError("empty-action")
    verb = words[0].lower()
    rest = words[1] if len(words) > 1 else ""
    if verb in _SIMPLE and not rest:
        return _SIMPLE[verb]
    if verb == "draw" and rest.strip().lower() in (STOCK, DISCARD_PILE):
        return Draw(rest.strip().lower())
    if verb == "take" and not rest:
        return Draw(DISCARD_PILE)
    if verb == "discard" and rest:
        return Discard(Card.parse(rest))
    if verb in ("knock", "gin") and rest:
        card_text, _, groups = rest.partition("[")
        melds = _parse_groups("[" + groups) if groups else None
        return Knock(Card.parse(card_text), melds)
    if verb == "layoff" and rest:
        parts = rest.split()
        if len(parts) == 2 and parts[1].isdigit():
            return LayOff(Card.parse(parts[0]), int(parts[1]))
    if verb == "meld" and rest:
        return Meld(tuple(parse_cards(rest)))
    if verb == "goout":
        return GoOut(_parse_groups(rest))
    raise CardParseError("unreadable-action", text=text)
