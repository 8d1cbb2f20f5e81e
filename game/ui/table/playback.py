"""Playing the engine's events on the table: a dispatch table, event type → handler.

Each handler changes the display model for one event, starts the sprites gliding, and returns
how long to wait before the next event is shown. Handlers are methods marked `@plays(Event)`;
a table class's `handlers` are its bases' plus its own (a family registers what only it emits
and may replace a shared handler). An event type without a handler is a programming error:
`play` raises `UnhandledEvent` naming the table and the event, never skips it silently.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar, TypeVar

from game.core.actions import DISCARD_PILE, STOCK
from game.core.events import (
    CardDealt,
    CardsCut,
    Discarded,
    Drew,
    Event,
    GameClosed,
    HandScored,
    HandStarted,
    HandVoid,
    MatchOver,
    MatchStarted,
    RolesAssigned,
    SeedRevealed,
    UpcardTurned,
    redact,
)
from game.ui import table_words
from game.ui.card_words import card_name
from game.ui.i18n import _
from game.ui.table.display import MOVE

DEAL_GAP = 0.07  # seconds between two dealt cards
#: the share of another seat's draw spent crossing to its fan before it rises (`Tween`)
SIDEWAYS_FIRST = 0.4

Handler = Callable[[Any, Any, float], float]
F = TypeVar("F", bound=Callable[..., float])


class UnhandledEvent(LookupError):
    """A table was handed an event type it has no handler for."""


def plays(*kinds: type[Event]) -> Callable[[F], F]:
    """Mark a table method as the handler of these event types."""

    def mark(fn: F) -> F:
        fn._plays = kinds  # type: ignore[attr-defined]
        return fn

    return mark


class PlaybackMixin:
    """The dispatch of events to handlers, and the handlers both families share."""

    handlers: ClassVar[dict[type[Event], Handler]] = {}
    feed_in_flight: list[Event]
    #: a seat's bubble is said after its name, in its tag (Rami), not beside it (Gin)
    bubble_after_name: ClassVar[bool] = False

    def doing(self, what: str, **values: object) -> str:
        """What a seat is doing, worded for this table's bubbles (`table_words.doing`)."""
        return table_words.doing(what, self.bubble_after_name, **values)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        table: dict[type[Event], Handler] = {}
        for klass in reversed(cls.__mro__):   # the most derived registration wins
            for value in vars(klass).values():
                for kind in getattr(value, "_plays", ()):
                    table[kind] = value
        cls.handlers = table

    def play(self, event: Event) -> float:
        """Show one event; returns how long to wait before the next one."""
        self.note_landed()      # a discard still in flight is worded before what follows it
        flight = MOVE * self.factor
        if isinstance(event, Discarded) and event.seat != self.viewer and flight > 0:
            # another seat's discard is worded as its card lands face up on the pile, not
            # while it still flies face down (the feed named it a third of a second early)
            self.feed_in_flight.append(event)
            self._later("feed-landing", flight, self.note_landed)
        else:
            self.feed.note(event)   # the feed redacts for its own reader
        e = redact(event, self.viewer)
        if self.dealing and not isinstance(e, CardDealt):
            self.dealing = False
            if not self.manual_order:
                self.sort_hand()
        handler = self.handlers.get(type(e))
        if handler is None:
            raise UnhandledEvent(f"{type(self).__name__} has no handler for "
                                 f"{type(e).__name__}")
        return handler(self, e, flight)

    def note_landed(self) -> None:
        """Word the discards whose cards were still in flight (`play`), in order."""
        waiting, self.feed_in_flight = self.feed_in_flight, []
        for event in waiting:
            self.feed.note(event)

    @plays(MatchStarted, CardsCut, RolesAssigned)
    def _play_nothing(self, e: Event, d: float) -> float:
        """Events the table shows through the next view, not by a move of its own."""
        return 0.0

    @plays(HandStarted)
    def _play_hand_started(self, e: HandStarted, d: float) -> float:
        self.hand, self.others, self.pile, self.melds = [], {}, [], []
        self.order, self.manual_order, self.selected = [], False, None
        # nothing said of the last hand stays over the deal (a showdown's "Deadwood 28"
        # bubble had seconds left when Next hand was pressed; the score screen pauses them)
        self.new_deal = True
        self.dealt_hand = e.hand_no      # the panel's "Hand n" before the deal's view comes
        self.dealt_dealer = e.dealer     # and the seat tags' "dealer" (Rami named the last one)
        for seat in list(self.bubbles):
            self.hush(seat)
        self.banner = None          # nor the last hand's "Computer 1 knocks with 9" banner
        self._cancel("banner")
        # nor the focus the last hand's buttons had (a greyed Knock kept the white ring of
        # its click into the next deal: a play-tester)
        self.widgets.set_focus(None)
        self.reset_hand()
        # every family deals from one 52-card deck (003's second deck is only the retourne's
        # pack): "Talon: 81" stood under 003's stock until the first draw corrected it to 31
        self.stock = 52
        self.last_scored = self.last_void = self.seed_revealed = None
        # a lesson's deal is set in advance: no "Fair deal ✓" claim over it (a play-tester
        # was shown real-looking fingerprints for the scripted deal)
        self.commitment = e.commitment if self.guide is None else ""
        for seat in range(self.seats):
            if seat != self.viewer:
                self.others[seat] = []
        self.app.play("shuffle")
        self.relayout()
        return 0.35 * self.factor

    @plays(CardDealt)
    def _play_dealt(self, e: CardDealt, d: float) -> float:
        self.dealing = True
        self.stock = max(0, self.stock - 1)
        if e.seat == self.viewer and e.card is not None:
            sprite = self._sprite(e.card, False)
            sprite.card = e.card
            self.hand.append(sprite)
            self.order.append(e.card)
        else:
            sprite = self._sprite(None, False)
            self.others.setdefault(e.seat, []).append(sprite)
        self.app.play("deal", 0.5)
        self.relayout(d * 0.8)
        return DEAL_GAP * self.factor

    @plays(UpcardTurned)
    def _play_upcard(self, e: UpcardTurned, d: float) -> float:
        self.stock = max(0, self.stock - 1)
        sprite = self._sprite(e.card, False)
        sprite.card = e.card
        self.pile.append(sprite)
        self.relayout(d)
        self.anim.move(sprite, sprite.target, d, face_up=True)   # turned face up
        return d + 0.1 * self.factor

    @plays(Drew)
    def _play_draw(self, e: Drew, d: float) -> float:
        if e.source == STOCK:
            self.stock = max(0, self.stock - 1)
            sprite = self.incoming or self._sprite(None, False)
            self.incoming = None
            if e.seat == self.viewer and e.card is not None:
                sprite.card = e.card
        else:
            sprite = self.pile.pop() if self.pile else self._sprite(e.card, True)
        if e.seat == self.viewer:
            drop_at, self.drop_at = getattr(self, "drop_at", None), None
            self.new_card = sprite.card
            if self.app.settings.sort_order != "none" and not self.manual_order:
                self.hand.append(sprite)
                self.sort_hand()              # the hand sorts itself: the card goes in order
            else:                             # where it was dropped (a click: at the end)
                at = len(self.hand) if drop_at is None else self.drop_index(drop_at)
                self.hand.insert(at, sprite)
                self.order = [s.card for s in self.hand if s.card is not None]
        else:
            if e.source == DISCARD_PILE:
                # a card taken from the pile is public: it stays face up in the taker's hand
                # until it leaves it (the view's known_cards say the same after a rebuild)
                sprite.card = e.card
                sprite.face_up = e.card is not None
            self.others.setdefault(e.seat, []).append(sprite)
            self.relayout(d)
            if self.layout.beside and sprite.tween is not None:
                # across to its place at the piles' height, then up: its name tag right of
                # the fan stays clear (a play-tester at 200 %: the drawn card glided over it)
                sprite.tween.sideways_first = SIDEWAYS_FIRST
            if e.source == DISCARD_PILE and e.card is not None:
                # the pickup is public: name it, and leave it up long enough to be read
                self.say(e.seat, self.doing("took", card=card_name(e.card)), 2.5,
                         acting=False)
            else:
                # a verb with its object: French "Pioche" alone read as the stock's name
                # ("Pioche : 29") beside "Ordinateur 1 · capitaine" (a play-tester)
                self.say(e.seat, self.doing("take" if e.source == DISCARD_PILE else "draw"),
                         1.2)
        self.app.play("draw")
        self.relayout(d)
        return d + 0.08 * self.factor

    @plays(Discarded)
    def _play_discard(self, e: Discarded, d: float) -> float:
        if e.seat == self.viewer and e.card is not None:
            sprite = self._take_from_hand(e.card)
        else:
            sprite = self._take_from_other(e.seat, e.card) if e.card is not None else \
                self._sprite(None, False)
        face = not e.face_down and sprite.card is not None
        sprite.face_up = sprite.face_up and face
        self.pile.append(sprite)
        self.app.play("discard")
        self.relayout(d)
        self.anim.move(sprite, sprite.target, d, face_up=face)
        return d + 0.08 * self.factor

    @plays(HandVoid)
    def _play_void(self, e: HandVoid, d: float) -> float:
        self.last_void = e.reason
        self.show_banner(_("Void hand"), 1.5)
        return 0.9 * self.factor

    @plays(HandScored)
    def _play_scored(self, e: HandScored, d: float) -> float:
        self.last_scored = e
        self.hush_acting()   # the hand is over: nobody "Discards" any more (a play-tester)
        if e.winner is not None:
            if self.viewer is None or not self.session.hotseat:
                self.app.play("win" if e.winner == self.viewer else "lose")
            else:
                self.app.play("win")
        return 0.4 * self.factor

    @plays(SeedRevealed)
    def _play_seed(self, e: SeedRevealed, d: float) -> float:
        self.seed_revealed = e
        return 0.0

    @plays(GameClosed)
    def _play_closed(self, e: GameClosed, d: float) -> float:
        self.closed.append(e)
        return 0.0

    @plays(MatchOver)
    def _play_match_over(self, e: MatchOver, d: float) -> float:
        self.match_over = e
        return 0.0
