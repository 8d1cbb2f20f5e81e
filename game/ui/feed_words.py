"""The move feed: a hand's events, as one reader may see them, worded as short sentences.

Built only from events (never the live engine), so the table, its log overlay and tests read
the same lines. `MoveFeed.note` redacts every event for its reader itself: a stock draw by
someone else never names the card, a face-down discard by someone else stays hidden, and in
hot-seat (`reader=None`) only public information is worded. A turn's draw and discard become
one sentence ("Bob drew from the stock and discarded the K♣"); a Rami turn's melds and lay-offs
another ("Bob laid down 7♥, 8♥, 9♥ and laid off the Q♠"). No pygame here.

Every line is in the past tense, one shape ("{name} did …"): the feed read "Bob calls Rami!"
and "Bob turns the discard pile over" beside "Bob drew the 7♠" (a play-tester).

A line has a `short` wording too where its sentence is long ("Bob drew, discarded K♣", "Bob
took your 7♥", "Bob knocked with 8"), plain words with the card as on its face, for a narrow
feed (a compact table at a large Text size) and for a newest line whose sentence does not
fit; the log keeps the whole sentence.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass

from game.core import events as ev
from game.core.cards import Card
from game.ui import wording
from game.ui.card_words import (
    card_object,
    card_symbol,
    cards_names,
    cards_symbols,
    cut_cards,
    melds_names,
    melds_symbols,
)
from game.ui.i18n import R_, _, language, ngettext, pgettext
from game.variants.terms import CLASSIC_TERMS, Terms

#: events that have no line of their own (dealing, score details, seed digits)
SILENT = (ev.CardDealt, ev.HandScored, ev.SeedRevealed, ev.MatchStarted)


@dataclass(frozen=True)
class FeedLine:
    """One sentence of the feed; `seat` did it (None: the table), `took` is a card that seat
    took from the discard pile (so the table can highlight the pickup); `short` the same in
    fewer words for a narrow feed (None: `text` is short enough); `whole`: never cut, on
    as many lines as it takes (the cut for the deal: the fourth player's card was lost
    behind "…", a play-tester)."""

    text: str
    seat: int | None = None
    took: Card | None = None
    short: str | None = None
    whole: bool = False

    @property
    def brief(self) -> str:
        """The short wording where there is one, else the sentence."""
        return self.short if self.short is not None else self.text


class MoveFeed:
    """The lines of one match so far, for one reader (None = everyone: public only)."""

    def __init__(self, names: Sequence[str], reader: int | None,
                 terms: Terms = CLASSIC_TERMS) -> None:
        self.names, self.reader, self.terms = list(names), reader, terms
        self.language = language()     # the lines are worded in it when noted
        self.noted: list[ev.Event] = []   # what it was told, redacted (`reworded`)
        self.done: list[FeedLine] = []
        self.hand_start = 0            # index in `done` where the current hand begins
        self.table_start = 0           # ... and where the table's feed begins (`table_lines`)
        self._hands = 0
        self._draw: ev.Drew | None = None
        self._draw_yours = False       # the card drawn was the reader's own discard
        self._melds: list[tuple[Card, ...]] = []
        self._layoffs: list[Card] = []
        self._seat: int | None = None  # whose melds / lay-offs are pending
        self._last_discard: tuple[int, Card | None] | None = None

    # ----- reading --------------------------------------------------------------------
    def lines(self) -> list[FeedLine]:
        """Every line so far, the turn in progress included."""
        return self.done + self._pending()

    def drawing(self) -> int | None:
        """The seat whose draw is the turn in progress (its discard still to come), else None:
        its line is the feed's last."""
        return self._draw.seat if self._draw is not None else None

    def hand_lines(self) -> list[FeedLine]:
        """The lines of the current hand (the log's content)."""
        return self.lines()[self.hand_start:]

    def table_lines(self) -> list[FeedLine]:
        """The lines the table's feed may show: the current hand's, and in the first hand the
        cut before it (a new hand's feed began with the last hand's "Alice spreads: deadwood
        64", read as this hand's move)."""
        return self.lines()[self.table_start:]

    def reworded(self, names: Sequence[str]) -> MoveFeed:
        """The same feed worded afresh in the language now set, with `names` (the default
        names follow the language): after a change of language in the settings the older
        lines stayed in the old one under the new ones."""
        feed = MoveFeed(names, self.reader, self.terms)
        for event in self.noted:
            feed.note(event)
        return feed

    # ----- writing --------------------------------------------------------------------
    def note(self, event: ev.Event) -> None:
        """Take one event (as the engine emitted it; it is redacted here)."""
        e = ev.redact(event, self.reader)
        if isinstance(e, ev.Discarded) and e.face_down and e.seat != self.reader:
            e = dataclasses.replace(e, card=None)
        self.noted.append(e)    # as redacted: the feed never keeps a card its reader may not see
        if isinstance(e, ev.Drew):
            self._flush()
            self._draw = e
            last = self._last_discard
            self._draw_yours = (e.source != "stock" and last is not None and
                                last[0] == self.reader and self.reader is not None
                                and last[0] != e.seat)
            return
        if isinstance(e, ev.Melded | ev.LaidOff):
            if self._seat != e.seat:
                self._flush_group()
            self._flush_draw()
            self._seat = e.seat
            if isinstance(e, ev.Melded):
                self._melds.append(e.cards)
            else:
                self._layoffs.append(e.card)
            return
        if isinstance(e, ev.Discarded):
            self._flush_group()
            draw = self._draw if self._draw is not None and self._draw.seat == e.seat else None
            if draw is None:
                self._flush_draw()
            self._draw = None
            self.done.append(self._discard_line(e, draw))
            self._last_discard = (e.seat, e.card)
            return
        self._flush()
        if isinstance(e, ev.HandStarted):
            self.hand_start = len(self.done)
            self.table_start = self.hand_start if self._hands else 0
            self._hands += 1
            self._last_discard = None
        if isinstance(e, SILENT):
            return
        if isinstance(e, ev.Passed):
            text = self._say(e.seat, _("You passed"), _("{name} passed"))
            self.done.append(FeedLine(text, e.seat))
            return
        text = wording.event(e, self.names, self.reader, self.terms)
        if text:
            self.done.append(FeedLine(text, getattr(e, "seat", None),
                                      short=self._short_event(e),
                                      whole=isinstance(e, ev.CardsCut)))

    # ----- sentences ------------------------------------------------------------------
    def _name(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else str(seat + 1)

    def _say(self, seat: int, you_text: str, other_text: str, **values: object) -> str:
        text = you_text if seat == self.reader else other_text
        return text.format(name=self._name(seat), **values)

    def _took(self, e: ev.Drew) -> Card | None:
        return e.card if e.source != "stock" else None

    def _draw_line(self, e: ev.Drew) -> FeedLine:
        short = None
        if e.source == "stock":
            if e.card is None:
                text = self._say(e.seat, _("You drew from the stock"),
                                 _("{name} drew from the stock"))
            else:
                text = self._say(e.seat, _("You drew the {card} from the stock"),
                                 _("{name} drew the {card} from the stock"),
                                 card=card_object(e.card))
                short = self._say(e.seat, _("You drew {card}"), _("{name} drew {card}"),
                                  card=card_symbol(e.card))
        elif self._draw_yours:
            text = _("{name} took your {card}").format(name=self._name(e.seat),
                                                       card=self._card(e.card))
            short = _("{name} took your {card}").format(name=self._name(e.seat),
                                                        card=self._symbol(e.card))
        else:
            text = self._say(e.seat, _("You took the {card}"), _("{name} took the {card}"),
                             card=self._card(e.card))
            short = self._say(e.seat, _("You took {card}"), _("{name} took {card}"),
                              card=self._symbol(e.card))
        return FeedLine(text, e.seat, self._took(e), short)

    def _discard_line(self, e: ev.Discarded, draw: ev.Drew | None) -> FeedLine:
        if e.card is None:   # face down, hidden from this reader
            if draw is None:
                return FeedLine(self._say(e.seat, _("You discarded a card face down"),
                                          _("{name} discarded a card face down")), e.seat)
            drawn = self._draw_line(draw)
            return FeedLine(_("{what}, then discarded a card face down").format(
                what=drawn.text), e.seat, drawn.took,
                _("{what}, discarded face down").format(what=drawn.brief))
        card = card_object(e.card)   # "the {card}": French writes its article, Polish
        sym = card_symbol(e.card)    # its accusative ("a défaussé la dame de carreau")
        rami = self.terms.rami   # French: Rami *écarte* where Gin *défausse*
        if draw is None:
            return FeedLine(self._say(e.seat, R_("You discarded the {card}", rami),
                                      R_("{name} discarded the {card}", rami), card=card),
                            e.seat, short=self._say(e.seat, R_("You discarded {card}", rami),
                                                    R_("{name} discarded {card}", rami),
                                                    card=sym))
        if draw.source == "stock":
            if draw.card is None:
                text = self._say(
                    e.seat, R_("You drew from the stock and discarded the {card}", rami),
                    R_("{name} drew from the stock and discarded the {card}", rami), card=card)
                # TRANSLATORS: the move feed's short line: drew from the stock, discarded a card
                short = self._say(e.seat, R_("You drew, discarded {card}", rami),
                                  R_("{name} drew, discarded {card}", rami), card=sym)
            else:
                text = self._say(
                    e.seat,
                    R_("You drew the {drawn} from the stock and discarded the {card}", rami),
                    R_("{name} drew the {drawn} from the stock and discarded the {card}", rami),
                    drawn=card_object(draw.card), card=card)
                short = self._say(e.seat, R_("You drew {drawn}, discarded {card}", rami),
                                  R_("{name} drew {drawn}, discarded {card}", rami),
                                  drawn=card_symbol(draw.card), card=sym)
            return FeedLine(text, e.seat, short=short)
        if self._draw_yours:
            text = R_("{name} took your {drawn} and discarded the {card}", rami).format(
                name=self._name(e.seat), drawn=self._card(draw.card), card=card)
            short = R_("{name} took your {drawn}, discarded {card}", rami).format(
                name=self._name(e.seat), drawn=self._symbol(draw.card), card=sym)
        else:
            text = self._say(e.seat, R_("You took the {drawn} and discarded the {card}", rami),
                             R_("{name} took the {drawn} and discarded the {card}", rami),
                             drawn=self._card(draw.card), card=card)
            short = self._say(e.seat, R_("You took {drawn}, discarded {card}", rami),
                              R_("{name} took {drawn}, discarded {card}", rami),
                              drawn=self._symbol(draw.card), card=sym)
        return FeedLine(text, e.seat, draw.card, short)

    def _group_line(self) -> FeedLine | None:
        seat = self._seat
        if seat is None or not (self._melds or self._layoffs):
            return None
        text = self._group_text(seat, melds_names(self._melds), cards_names(self._layoffs))
        # the same sentence with the cards as on their faces ("J♠, Q♠, K♠"), for a column
        # where the words would be cut ("laid down jack of spades, queen of spade…")
        short = self._group_text(seat, melds_symbols(self._melds),
                                 cards_symbols(self._layoffs))
        return FeedLine(text, seat, short=short if short != text else None)

    def _group_text(self, seat: int, melds: str, layoffs: str) -> str:
        """A seat's melds and lay-offs of one turn in a sentence, the cards as given."""
        n = len(self._layoffs)
        if self._melds and self._layoffs:
            return self._say(seat, ngettext("You laid down {melds} and laid off {cards} card: "
                                            "{layoffs}",
                                            "You laid down {melds} and laid off {cards} "
                                            "cards: {layoffs}", n),
                             ngettext("{name} laid down {melds} and laid off {cards} card: "
                                      "{layoffs}",
                                      "{name} laid down {melds} and laid off {cards} cards: "
                                      "{layoffs}", n),
                             melds=melds, cards=n, layoffs=layoffs)
        if self._melds:
            return self._say(seat, _("You laid down {melds}"), _("{name} laid down {melds}"),
                             melds=melds)
        return self._say(seat, ngettext("You laid off {cards} card: {layoffs}",
                                        "You laid off {cards} cards: {layoffs}", n),
                         ngettext("{name} laid off {cards} card: {layoffs}",
                                  "{name} laid off {cards} cards: {layoffs}", n),
                         cards=n, layoffs=layoffs)

    def _short_event(self, e: ev.Event) -> str | None:
        """A table event's line in few words, for a narrow feed or a newest line whose
        sentence does not fit ("Bob knocked with 8": the melds lie on the table, the log
        keeps them); None where the sentence is short already."""
        if isinstance(e, ev.Knocked):
            if e.kind == "gin":
                return self._say(e.seat, _("You went gin"), _("{name} went gin"))
            if e.kind == "big-gin":
                if self.terms.big_gin == "grand-gin":
                    return self._say(e.seat, _("You went grand gin"),
                                     _("{name} went grand gin"))
                return self._say(e.seat, _("You went big gin"), _("{name} went big gin"))
            if self.terms.descente:
                return self._say(e.seat, _("You went down with {n} deadwood"),
                                 _("{name} went down with {n} deadwood"), n=e.deadwood)
            return self._say(e.seat, _("You knocked with {n} deadwood"),
                             _("{name} knocked with {n} deadwood"), n=e.deadwood)
        if isinstance(e, ev.Spread):
            # TRANSLATORS: the move feed's short line, past tense: the defender showed their hand
            return self._say(e.seat, _("You spread: deadwood {n}"),
                             _("{name} spread: deadwood {n}"), n=e.deadwood)
        if isinstance(e, ev.HandStarted):
            rami = self.terms.rami   # French: a Rami deal is a *coup*
            return self._say(e.dealer, R_("Hand {n}: you dealt", rami),
                             R_("Hand {n}: {name} dealt", rami), n=e.hand_no)
        if isinstance(e, ev.CardsCut):
            # each player's card; the next line ("Hand 1: Ann dealt") says who deals (this
            # line said it first: "Ann deals first", then "Hand 1: Ann deals")
            # TRANSLATORS: the move feed's short line for the cut that chooses the first
            # dealer: each player's card, e.g. "Cut: you (4♠), Ann (K♦)"
            return _("Cut: {cuts}").format(cuts=cut_cards(e.cards, self._name, self.reader,
                                                          self._symbol))
        if isinstance(e, ev.RolesAssigned):
            return _("Box: {box}").format(box=self._name(e.box))
        if isinstance(e, ev.UpcardTurned):   # French Rami: *la retourne* (see `wording`)
            return R_("Upcard: {card}", self.terms.rami).format(card=self._symbol(e.card))
        if isinstance(e, ev.RetourneTurned):
            return _("Retourne: {card}").format(card=self._symbol(e.card))
        if isinstance(e, ev.HandVoid):
            return _("The hand was void")
        if isinstance(e, ev.RamiCalled):
            return self._say(e.seat, _("You called \"Rami!\" on {card}"),
                             _("{name} called \"Rami!\" on {card}"), card=self._symbol(e.card))
        if isinstance(e, ev.MatchOver) and e.winner is not None:
            return self._say(e.winner, _("You won the match"), _("{name} won the match"))
        return None

    def _card(self, card: Card | None) -> str:
        """A card as the object of a full line's verb ("took the {card}")."""
        return card_object(card) if card is not None else \
            pgettext("card as an object", "a card")

    def _symbol(self, card: Card | None) -> str:
        """A card as on its face ("K♣"), for the short wording."""
        return card_symbol(card) if card is not None else _("a card")

    # ----- the turn in progress -------------------------------------------------------
    def _pending(self) -> list[FeedLine]:
        out = []
        if self._draw is not None:
            out.append(self._draw_line(self._draw))
        group = self._group_line()
        if group is not None:
            out.append(group)
        return out

    def _flush_draw(self) -> None:
        if self._draw is not None:
            self.done.append(self._draw_line(self._draw))
            self._draw = None

    def _flush_group(self) -> None:
        group = self._group_line()
        if group is not None:
            self.done.append(group)
        self._melds, self._layoffs, self._seat = [], [], None

    def _flush(self) -> None:
        self._flush_draw()
        self._flush_group()
