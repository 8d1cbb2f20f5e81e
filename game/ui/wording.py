"""Results worded for players: score lines and engine events → translated sentences.

The engine speaks in data (`game.core.results.ScoreLine`, `game.core.events`); this module is
the one place that turns that data into sentences, through `_()` and `ngettext`, so every
sentence can be translated whole (a `Refusal`'s sentence is `game.ui.refusal_words`'s). It imports no pygame: the score screen, the tables and
the command line (`replay`) all use it.

`names` is the list of seat names; `you` is the seat that reads in the second person ("You
receive 12") or None (everyone in the third person, e.g. hot-seat or a spectator). `terms`
is the variant's vocabulary (`game.variants.terms`): knock or descente, big gin or grand gin.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.core import events as ev
from game.core.actions import Action
from game.core.results import ScoreLine
from game.ui import table_words
from game.ui.card_words import (
    card_name,
    card_object,
    cards_names,
    cut_cards,
    list_separator,
    melds_names,
)
from game.ui.coach_words import action_text
from game.ui.hand_order import by_suit
from game.ui.i18n import N_, R_, Rn_, _, ngettext, npgettext, pgettext
from game.variants.terms import CLASSIC_TERMS, Terms

Names = Sequence[str]


class _Ctx:
    """What a sentence builder needs: the names, who is 'you' and the variant's terms."""

    def __init__(self, names: Names, you: int | None, terms: Terms,
                 brief: bool = False) -> None:
        self.names, self.you, self.terms = list(names), you, terms
        self.brief = brief   # payments without the cards held (shown as cards beside them)

    def name(self, seat: int | None) -> str:
        if seat is None:
            return _("nobody")
        return self.names[seat] if 0 <= seat < len(self.names) else _("seat {n}").format(
            n=seat + 1)

    def is_you(self, seat: int | None) -> bool:
        return seat is not None and seat == self.you

    def pick(self, seat: int | None, you_text: str, other_text: str) -> str:
        """The second-person sentence when `seat` is you, else the third-person one."""
        return you_text if self.is_you(seat) else other_text

    def list_names(self, seats: Sequence[int]) -> str:
        return ", ".join(self.name(s) for s in seats)

    def and_names(self, seats: Sequence[int]) -> str:
        """The names as the subject of a sentence: "Ann, Bob and Cyd"."""
        names = [self.name(s) for s in seats]
        if len(names) < 2:
            return "".join(names)
        # TRANSLATORS: the last two of a list of players' names ("Ann, Bob and Cyd")
        return _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])

    def figures(self, seats: Sequence[int], totals: Sequence[int], signed: bool = False) -> str:
        return table_words.figures([self.name(s) for s in seats], totals, signed)


def _points(n: int) -> str:
    return ngettext("{n} point", "{n} points", n).format(n=n)


# ----- score lines ---------------------------------------------------------------------------
def _line_gin(c: _Ctx, s: tuple[int, ...], v: dict) -> str:
    if c.is_you(s[1]):      # "deadwood of You" read the player as a name
        text = _("Gin by {name}: bonus {bonus} + your deadwood {deadwood} = {points}")
    else:
        text = c.pick(s[0],
                      _("Your gin: bonus {bonus} + {other}'s deadwood {deadwood} = {points}"),
                      _("Gin by {name}: bonus {bonus} + {other}'s deadwood {deadwood} = "
                        "{points}"))
    return text.format(name=c.name(s[0]), other=c.name(s[1]), **v)


def _line_big_gin(c: _Ctx, s: tuple[int, ...], v: dict) -> str:
    if c.terms.big_gin == "grand-gin":
        if c.is_you(s[1]):
            text = _("Grand gin by {name}: bonus {bonus} + your deadwood {deadwood} = {points}")
        else:
            text = c.pick(
                s[0],
                _("Your grand gin: bonus {bonus} + {other}'s deadwood {deadwood} = {points}"),
                _("Grand gin by {name}: bonus {bonus} + {other}'s deadwood {deadwood} = "
                  "{points}"))
    elif c.is_you(s[1]):
        text = _("Big gin by {name}: bonus {bonus} + your deadwood {deadwood} = {points}")
    else:
        text = c.pick(
            s[0], _("Your big gin: bonus {bonus} + {other}'s deadwood {deadwood} = {points}"),
            _("Big gin by {name}: bonus {bonus} + {other}'s deadwood {deadwood} = {points}"))
    return text.format(name=c.name(s[0]), other=c.name(s[1]), **v)


def _line_knock(c: _Ctx, s: tuple[int, ...], v: dict) -> str:
    if c.terms.descente:
        text = c.pick(s[0], _("Your descente with {deadwood} deadwood"),
                      _("Descente by {name} with {deadwood} deadwood"))
    else:
        text = c.pick(s[0], _("You knock with {deadwood} deadwood"),
                      _("Knock by {name} with {deadwood} deadwood"))
    return text.format(name=c.name(s[0]), **v)


def _line_layoffs(c: _Ctx, s: tuple[int, ...], v: dict) -> str:
    laid = v.get("laid")
    if laid:            # the cards by name: the showdown is read from this line
        text = c.pick(s[0], _("You lay off {laid}: {deadwood} deadwood left"),
                      _("{name} lays off {laid}: {deadwood} deadwood left"))
        return text.format(name=c.name(s[0]), laid=cards_names(laid), deadwood=v["deadwood"])
    if not v["cards"]:
        text = c.pick(s[0], _("You lay off nothing: {deadwood} deadwood left"),
                      _("{name} lays off nothing: {deadwood} deadwood left"))
        return text.format(name=c.name(s[0]), deadwood=v["deadwood"])
    text = c.pick(s[0], ngettext("Your lay-offs: {cards} card, {deadwood} deadwood left",
                                 "Your lay-offs: {cards} cards, {deadwood} deadwood left",
                                 v["cards"]),
                  ngettext("Lay-offs by {name}: {cards} card, {deadwood} deadwood left",
                           "Lay-offs by {name}: {cards} cards, {deadwood} deadwood left",
                           v["cards"]))
    return text.format(name=c.name(s[0]), **v)


def _line_pays_holding(c: _Ctx, s: tuple[int, ...], v: dict) -> str:
    if c.brief and v["cards"]:
        return c.pick(s[0], _("You pay {pay}"), _("{name} pays {pay}")).format(
            name=c.name(s[0]), pay=v["pay"])
    if not v["cards"]:
        text = c.pick(s[0], _("You pay {pay} (holding nothing)"),
                      _("{name} pays {pay} (holding nothing)"))
        return text.format(name=c.name(s[0]), pay=v["pay"])
    # the cards by suit and rank ("ten of spades, five of clubs, six of clubs, seven of
    # diamonds, four of hearts..." was hard to check), and "worth", not "=": in Rami only
    # each pays what the winner laid down, and "pays 9 (holding ... = 39)" read as a sum
    # gone wrong (a play-tester)
    text = c.pick(s[0], _("You pay {pay} (holding {cards}, worth {value})"),
                  _("{name} pays {pay} (holding {cards}, worth {value})"))
    # the value keeps to its word: "o wartości" ended a line over a lone "6)"
    text = text.replace(" {value}", "\u00a0{value}")
    held = by_suit(v["cards"])
    return text.format(name=c.name(s[0]), pay=v["pay"], cards=cards_names(held),
                       value=v["value"])


def _line_arret_stop(c: _Ctx, s: tuple[int, ...], v: dict) -> str:
    # why the hand stopped: the stock was empty and the stopper declined the top discard
    # (it only said "the stock is exhausted": a play-tester)
    if v.get("card") is None:
        text = c.pick(s[0], _("You stop the hand (the stock is exhausted); every hand is shown"),
                      _("{name} stops the hand (the stock is exhausted); every hand is shown"))
        return text.format(name=c.name(s[0]))
    text = c.pick(s[0], _("You stop the hand: the stock is exhausted and you decline the "
                          "{card_object} on the discard pile; every hand is shown"),
                  _("{name} stops the hand: the stock is exhausted and they decline the "
                    "{card_object} on the discard pile; every hand is shown"))
    return text.format(name=c.name(s[0]), card_object=card_object(v["card"]))


def _line_arret_pays(c: _Ctx, s: tuple[int, ...], v: dict) -> str:
    n = v["cards"]
    text = c.pick(s[0], ngettext("You hold {cards} card and pay {pay}",
                                 "You hold {cards} cards and pay {pay}", n),
                  ngettext("{name} holds {cards} card and pays {pay}",
                           "{name} holds {cards} cards and pays {pay}", n))
    return text.format(name=c.name(s[0]), **v)


def _line_arret_fewest(c: _Ctx, s: tuple[int, ...], v: dict) -> str:
    n = v["cards"]
    text = c.pick(s[0], ngettext("You hold the fewest cards ({cards} card) and receive {points}",
                                 "You hold the fewest cards ({cards} cards) and receive {points}",
                                 n),
                  ngettext("{name} holds the fewest cards ({cards} card) and receives {points}",
                           "{name} holds the fewest cards ({cards} cards) and receives {points}",
                           n))
    return text.format(name=c.name(s[0]), **v)


def _line_arret_tie(c: _Ctx, s: tuple[int, ...], v: dict) -> str:
    # "Ann and Bob tie", "you and Bob tie" (the verb agrees: "Bob, Vous sont" read in French)
    n = v["cards"]
    others = [seat for seat in s if not c.is_you(seat)]
    fill = {"cards": n, "points": v["points"], "shares": c.figures(s, v["shares"])}
    if len(others) < len(s):
        return ngettext("You and {names} tie with {cards} card and share {points}: {shares}",
                        "You and {names} tie with {cards} cards and share {points}: {shares}",
                        n).format(names=c.and_names(others), **fill)
    return ngettext("{names} tie with {cards} card and share {points}: {shares}",
                    "{names} tie with {cards} cards and share {points}: {shares}",
                    n).format(names=c.and_names(s), **fill)


def _line_draw(c: _Ctx, s: tuple[int, ...], v: dict) -> str:
    reason = v["reason"]
    if reason.kind == "stock-ran-out":
        n = reason.values["restocks"]
        return ngettext("Draw: the stock ran out after {n} restock; nobody pays",
                        "Draw: the stock ran out after {n} restocks; nobody pays", n).format(n=n)
    return _("Draw: {reason}; nobody pays").format(reason=score_line(reason, c.names, c.you,
                                                                     c.terms))


def _line_grand_total(c: _Ctx, s: tuple[int, ...], v: dict) -> str:
    if v["blitz"]:
        text = _("{name}: columns {columns} × {bonus} + points {points} + cocottes {cocottes} × "
                 "{each} + blitz {blitz} = {total}")
    else:
        text = _("{name}: columns {columns} × {bonus} + points {points} + cocottes {cocottes} × "
                 "{each} = {total}")
    return text.format(name=c.name(s[0]), **v)


def _simple(you_text: str | None, other_text: str, you_second: str | None = None
            ) -> Callable[[_Ctx, tuple, dict], str]:
    """A line whose sentence names its seats `{name}` (first) and `{other}` (second), with a
    second-person form `you_text` when the first seat is you (`you_second`: when the second
    is; "the column of You is doubled" read as a name, not as you)."""
    def build(c: _Ctx, s: tuple[int, ...], v: dict) -> str:
        if you_text is not None and c.is_you(s[0] if s else None):
            text = _(you_text)
        elif you_second is not None and c.is_you(s[1] if len(s) > 1 else None):
            text = _(you_second)
        else:
            text = _(other_text)
        return text.format(name=c.name(s[0]) if s else "",
                           other=c.name(s[1]) if len(s) > 1 else "", **v)
    return build


def _counted(c: _Ctx, s: tuple[int, ...], v: dict, you_text: str | None,
             other_text: str) -> str:
    """Like `_simple`, for texts already chosen with ngettext by their count (Polish has
    three forms: "102 punkty" but "105 punktów")."""
    text = you_text if you_text is not None and c.is_you(s[0] if s else None) else other_text
    return text.format(name=c.name(s[0]) if s else "",
                       other=c.name(s[1]) if len(s) > 1 else "", **v)


def _figures(label: str, signed: bool = False) -> Callable[[_Ctx, tuple, dict], str]:
    def build(c: _Ctx, s: tuple[int, ...], v: dict) -> str:
        return _(label).format(figures=c.figures(s, v["totals"], signed))
    return build


SCORE_LINES: dict[str, Callable[[_Ctx, tuple[int, ...], dict], str]] = {
    # a Gin hand
    "gin": _line_gin,
    "big-gin": _line_big_gin,
    "knock": _line_knock,
    "layoffs": _line_layoffs,
    "undercut": _simple(N_("You undercut: {bonus} + ({knocker} − {defender}) = {points}"),
                        N_("Undercut by {name}: {bonus} + ({knocker} − {defender}) = "
                           "{points}")),
    "knock-points": _simple(N_("Your points: the difference {defender} − {knocker} = "
                               "{points}"),
                            N_("Points to {name}: the difference {defender} − {knocker} "
                               "= {points}")),
    # (it also counts as two boxes: the boxes row grew by two for one hand, unexplained)
    "spade-double": _simple(None, N_("Spade upcard: double points, and the hand counts as two "
                                     "boxes: {points}")),
    "void-stock-ran-down": _simple(None, N_("Void hand: the stock ran down; the same dealer "
                                             "deals again")),
    "stock-down": lambda c, s, v: (
        npgettext("talon", "The stock is down to {cards} card",
                  "The stock is down to {cards} cards", v["cards"])
        if c.terms.stock == "talon" else
        ngettext("The stock is down to {cards} card", "The stock is down to {cards} cards",
                 v["cards"])).format(**v),
    # a Rami hand
    "rami-only-own-hand": _simple(
        N_("You go Rami (Rami only): every other player pays the value of their own hand"),
        N_("{name} goes Rami (Rami only): every other player pays the value of their own hand")),
    "rami-only-laid": _simple(
        N_("You go Rami (Rami only), laying down cards worth {laid}: every other player pays {laid}"),
        N_("{name} goes Rami (Rami only), laying down cards worth {laid}: every other player pays "
           "{laid}")),
    "rami-own-hand-double": _simple(
        N_("You go Rami: every other player pays twice their own hand"),
        N_("{name} goes Rami: every other player pays twice their own hand")),
    "rami-laid-double": _simple(
        N_("You go Rami, laying down cards worth {laid}: every other player pays 2 × {laid} = {pay}"),
        N_("{name} goes Rami, laying down cards worth {laid}: every other player pays 2 × {laid} = "
           "{pay}")),
    "out": _simple(N_("You go out: every other player pays the value of their hand"),
                   N_("{name} goes out: every other player pays the value of their hand")),
    "pays-holding": _line_pays_holding,
    "receives": _simple(N_("You receive {points}"), N_("{name} receives {points}")),
    "arret-stop": _line_arret_stop,
    "arret-pays": _line_arret_pays,
    "arret-nobody-pays": lambda c, s, v: ngettext("Every player holds {cards} card: nobody pays",
                                                  "Every player holds {cards} cards: nobody "
                                                  "pays", v["cards"]).format(**v),
    "arret-fewest": _line_arret_fewest,
    "arret-tie": _line_arret_tie,
    "stock-ran-out": lambda c, s, v: ngettext("The stock ran out after {restocks} restock",
                                              "The stock ran out after {restocks} restocks",
                                              v["restocks"]).format(**v),
    "draw-nobody-pays": _line_draw,
    # match scoring
    "game-bonus": _simple(N_("Your game bonus: +{bonus}"),
                          N_("Game bonus for {name}: +{bonus}")),
    "shutout-match": _simple(N_("Shutout: your score is doubled to {total}"),
                             N_("Shutout: the score of {name} is doubled to {total}")),
    "box-bonus": _simple(N_("Your box bonus: {hands} × {each} = +{bonus}"),
                         N_("Box bonus for {name}: {hands} × {each} = +{bonus}")),
    "target-reached": lambda c, s, v: _counted(
        c, s, v, ngettext("You reach the target with {points} point",
                          "You reach the target with {points} points", v["points"]),
        ngettext("Target reached by {name} with {points} point",
                 "Target reached by {name} with {points} points", v["points"])),
    "final": _figures(N_("Final: {figures}")),
    "match-won-by": _simple(N_("Result: you win the match by {net}"),
                            N_("Result: the match goes to {name} by {net}")),
    "box-reaches": lambda c, s, v: _counted(
        c, s, v, ngettext("You reach {points} point and win the match",
                          "You reach {points} points and win the match", v["points"]),
        ngettext("{name} reaches {points} point and wins the match",
                 "{name} reaches {points} points and wins the match", v["points"])),
    "box-match-won": _simple(N_("Result: you win by {net} over the next best total"),
                             N_("Result: {name} wins by {net} over the next best total")),
    "column-closes": lambda c, s, v: _counted(
        c, s, v, ngettext("Column {column} closes: you reach {points} point",
                          "Column {column} closes: you reach {points} points", v["points"]),
        ngettext("Column {column} closes: {name} reaches {points} point",
                 "Column {column} closes: {name} reaches {points} points", v["points"])),
    "column-winner-figure": _simple(None, N_("{name}: column bonus {bonus} + points {points} + "
                                              "cocottes {cocottes} × {each} = {total}")),
    "column-loser-figure": _simple(None, N_("{name}: points {points} + cocottes {cocottes} × "
                                             "{each} = {total}")),
    "blitz": _simple(N_("Blitz: you scored nothing in column {column}; the column of {other} "
                        "is doubled to {total}"),
                     N_("Blitz: {name} scored nothing in column {column}; the column of "
                        "{other} is doubled to {total}"),
                     N_("Blitz: {name} scored nothing in column {column}; your column is "
                        "doubled to {total}")),
    "columns-grand-total": _line_grand_total,
    "match-drawn-equal": _simple(None, N_("Result: equal grand totals; the match is drawn")),
    "game-closes": lambda c, s, v: _counted(
        c, s, v, ngettext("Game {game} closes: you reach {points} point",
                          "Game {game} closes: you reach {points} points", v["points"]),
        ngettext("Game {game} closes: {name} reaches {points} point",
                 "Game {game} closes: {name} reaches {points} points", v["points"])),
    "shutout-game": _simple(N_("Shutout: you have no score in game {game}; the total of "
                               "{other} is doubled to {total}"),
                            N_("Shutout: {name} has no score in game {game}; the total "
                               "of {other} is doubled to {total}"),
                            N_("Shutout: {name} has no score in game {game}; your total is "
                               "doubled to {total}")),
    "game-figures": _simple(N_("Game {game}: you {winner_total}, {other} {loser_total}; net "
                               "{net} to you"),
                            N_("Game {game}: {name} {winner_total}, {other} "
                               "{loser_total}; net {net} to {name}")),
    "game-won": _simple(N_("Game {game}: you win it, net {net}"),
                        N_("Game {game}: won by {name}, net {net}")),
    "totals": _figures(N_("Totals: {figures}")),
    "match-drawn-nets": _simple(None, N_("Result: the nets cancel out; the match is drawn")),
    "match-won-nets": _simple(N_("Result: you win by {net} (sum of the nets)"),
                              N_("Result: {name} wins by {net} (sum of the nets)")),
    "hands-played": lambda c, s, v: Rn_("{hands} hand played", "{hands} hands played",
                                        v["hands"], c.terms.rami).format(**v),
    "received-target": _simple(N_("You have received {received} (target {target})"),
                               N_("{name} has received {received} (target {target})")),
    "balances": _figures(N_("Balances: {figures}"), signed=True),
    "balance-tie": lambda c, s, v: _("Tie for the best balance: {names}").format(
        names=c.list_names(s)),
    "balance-winner": _simple(N_("Result: you win with {balance:+d}"),
                              N_("Result: {name} wins with {balance:+d}")),
}


def score_line(line: ScoreLine, names: Names, you: int | None = None,
               terms: Terms = CLASSIC_TERMS, brief: bool = False) -> str:
    """One score line as a sentence in the current language (`brief`: a payment without the
    cards held, for a panel that shows them as cards)."""
    return SCORE_LINES[line.kind](_Ctx(names, you, terms, brief), line.seats, line.values)


def score_lines(lines: Sequence[ScoreLine], names: Names, you: int | None = None,
                terms: Terms = CLASSIC_TERMS, brief: bool = False) -> list[str]:
    return [score_line(line, names, you, terms, brief) for line in lines]


# ----- the variant's words -------------------------------------------------------------------
def knock_word(terms: Terms) -> str:
    """The button and verb for going down: 'Knock' or 'Descente'."""
    return _("Descente") if terms.descente else _("Knock")


def big_gin_word(terms: Terms) -> str:
    return _("Grand gin") if terms.big_gin == "grand-gin" else _("Big gin")


def stock_label(cards: int, terms: Terms = CLASSIC_TERMS) -> str:
    """The label under the stock ("Stock 31", "Stock empty"): French says *talon* in Rami and
    003 but *pioche* in Gin, so the talon's words carry the message context "talon"."""
    if terms.stock == "talon":
        if cards <= 0:
            return pgettext("talon", "Stock empty")
        return pgettext("talon", "Stock {n}").format(n=cards)
    return _("Stock empty") if cards <= 0 else _("Stock {n}").format(n=cards)


def go_out_banner(kind: str, name: str, deadwood: int, terms: Terms = CLASSIC_TERMS,
                  you: bool = False) -> str:
    """The table's banner when a player goes down (worded in `game.ui.table_words`)."""
    from game.ui.table_words import go_out_banner as banner

    return banner(kind, name, deadwood, terms, you)


def hand_kind(kind: str, terms: Terms = CLASSIC_TERMS) -> str:
    """A hand's outcome kind in a few words (the score headline, the sheet's Result column)."""
    words = {"gin": _("gin"), "undercut": _("undercut"), "out": _("going out"),
             "rami": _("Rami"), "arret": _("Arrêt"), "draw": _("draw"), "void": _("void"),
             "knock": _("descente") if terms.descente else _("knock"),
             "big-gin": _("grand gin") if terms.big_gin == "grand-gin" else _("big gin")}
    return words.get(kind, kind)


# ----- events (the command line's replay) ----------------------------------------------------
def undone(seat: int, moves: Sequence[object], names: Names, you: int | None = None) -> str:
    """A player's actions taken back by undo (`moves`: actions, or notation that did not
    parse), as the replay prints them."""
    c = _Ctx(names, you, CLASSIC_TERMS)
    said = list_separator().join(action_text(m) if isinstance(m, Action) else str(m) for m in moves)
    text = c.pick(seat, _("You took back: {moves}"), _("{name} took back: {moves}"))
    return text.format(name=c.name(seat), moves=said)


def event(e: ev.Event, names: Names, you: int | None = None,
          terms: Terms = CLASSIC_TERMS) -> str | None:
    """A played event as a sentence in the past tense, as the move feed, its log and the
    replay tell what happened ("You drew from the stock", "Bob knocked: …"; the feed mixed
    "Bob calls Rami!" with "Bob drew…", a play-tester); None for an event that has no
    sentence of its own (a dealt card, a score whose lines are worded apart)."""
    c = _Ctx(names, you, terms)

    def say(seat: int, you_text: str, other_text: str, **values: object) -> str:
        return c.pick(seat, you_text, other_text).format(name=c.name(seat), **values)

    def card(x):
        return (card_name(x) if x is not None else _("a card"))

    def object_(x):   # "the {card}" written as the feed writes it (French: its article)
        return card_object(x) if x is not None else pgettext("card as an object", "a card")
    if isinstance(e, ev.MatchStarted):
        return ngettext("A match of {variant} for {n} player", "A match of {variant} for {n} "
                        "players", e.seats).format(variant=e.variant, n=e.seats)
    if isinstance(e, ev.CardsCut):
        return say(e.dealer, _("Cut for the deal: {cards}; you dealt first"),
                   _("Cut for the deal: {cards}; {name} dealt first"),
                   cards=cut_cards(e.cards, c.name, c.you, card_name))
    if isinstance(e, ev.HandStarted):
        if len(e.players) >= len(c.names):   # everyone plays: no need to list them
            return say(e.dealer, R_("Hand {n}: you dealt", c.terms.rami),
                       R_("Hand {n}: {name} dealt", c.terms.rami), n=e.hand_no)
        return say(e.dealer, _("Hand {n}: you dealt; playing: {players}"),
                   _("Hand {n}: {name} dealt; playing: {players}"), n=e.hand_no,
                   players=c.list_names(e.players))
    if isinstance(e, ev.RolesAssigned):
        return _("Box: {box}, captain: {captain}, advisor: {advisor}").format(
            box=c.name(e.box), captain=c.name(e.captain), advisor=c.name(e.advisor))
    if isinstance(e, ev.UpcardTurned):
        # French Rami turns *la retourne* (seed 002), Gin *l'entame* (seed 000): a
        # play-tester read Gin's word at the Rami table
        return R_("The upcard was the {card}", c.terms.rami).format(card=card(e.card))
    if isinstance(e, ev.RetourneTurned):
        return _("The retourne was the {card}").format(card=card(e.card))
    if isinstance(e, ev.KnockLimitSet):
        if e.limit == 0:
            text = _("Only gin goes out this hand")
        elif terms.descente:
            text = _("Descente at {n} or less this hand").format(n=e.limit)
        else:
            text = _("Knock at {n} or less this hand").format(n=e.limit)
        return _("{text} (the hand counts double)").format(text=text) if e.doubled else text
    if isinstance(e, ev.Passed):
        return say(e.seat, _("You passed"), _("{name} passed"))
    if isinstance(e, ev.Drew):
        if e.source == "stock":
            if e.card is None:
                return say(e.seat, _("You drew from the stock"), _("{name} drew from the stock"))
            return say(e.seat, _("You drew the {card} from the stock"),
                       _("{name} drew the {card} from the stock"), card=object_(e.card))
        return say(e.seat, _("You took the {card} from the discard pile"),
                   _("{name} took the {card} from the discard pile"), card=card(e.card))
    if isinstance(e, ev.Discarded):
        if e.face_down:
            return say(e.seat, _("You discarded the {card} face down"),
                       _("{name} discarded the {card} face down"), card=card(e.card))
        return say(e.seat, R_("You discarded the {card}", terms.rami),
                   R_("{name} discarded the {card}", terms.rami), card=object_(e.card))
    if isinstance(e, ev.Knocked):
        melds = melds_names(e.melds)
        if e.kind == "gin":
            return say(e.seat, _("You went gin: {melds}"), _("{name} went gin: {melds}"),
                       melds=melds)
        if e.kind == "big-gin":
            if terms.big_gin == "grand-gin":
                return say(e.seat, _("You went grand gin: {melds}"),
                           _("{name} went grand gin: {melds}"), melds=melds)
            return say(e.seat, _("You went big gin: {melds}"),
                       _("{name} went big gin: {melds}"), melds=melds)
        dead = cards_names(e.deadwood_cards) or _("none")
        if terms.descente:
            return say(e.seat, _("You went down: {melds}; deadwood {dead} ({n})"),
                       _("{name} went down: {melds}; deadwood {dead} ({n})"), melds=melds,
                       dead=dead, n=e.deadwood)
        return say(e.seat, _("You knocked: {melds}; deadwood {dead} ({n})"),
                   _("{name} knocked: {melds}; deadwood {dead} ({n})"), melds=melds, dead=dead,
                   n=e.deadwood)
    if isinstance(e, ev.Spread):
        melds = melds_names(e.melds) or _("no meld")
        dead = cards_names(e.deadwood_cards) or _("none")
        # TRANSLATORS: past tense, as every line of the move feed ("Vous avez étalé")
        return say(e.seat, _("You spread: {melds}; deadwood {dead} ({n})"),
                   _("{name} spread: {melds}; deadwood {dead} ({n})"), melds=melds,
                   dead=dead, n=e.deadwood)
    if isinstance(e, ev.LaidOff):
        return say(e.seat, _("You laid off the {card_object} on meld {n}"),
                   _("{name} laid off the {card_object} on meld {n}"),
                   card_object=card_object(e.card),
                   n=e.target + 1)
    if isinstance(e, ev.Melded):
        return say(e.seat, _("You laid down {melds}"), _("{name} laid down {melds}"),
                   melds=cards_names(e.cards))
    if isinstance(e, ev.Restocked) and e.seat is not None:
        return say(e.seat, ngettext("You turned the discard pile over: {n} card in the stock",
                                    "You turned the discard pile over: {n} cards in the stock",
                                    e.size),
                   ngettext("{name} turned the discard pile over: {n} card in the stock",
                            "{name} turned the discard pile over: {n} cards in the stock",
                            e.size), n=e.size)
    if isinstance(e, ev.Restocked) and e.shuffled:   # Rami only: shuffled, not turned over
        return ngettext("The discard pile was shuffled into a new stock: {n} card",
                        "The discard pile was shuffled into a new stock: {n} cards",
                        e.size).format(n=e.size)
    if isinstance(e, ev.Restocked):
        return ngettext("The discard pile was turned over: {n} card in the stock",
                        "The discard pile was turned over: {n} cards in the stock",
                        e.size).format(n=e.size)
    if isinstance(e, ev.RamiCalled):
        if c.is_you(e.offender):   # not "… discarded by You"
            return _("{name} called \"Rami!\" on the {card} you discarded").format(
                name=c.name(e.seat), card=card(e.card))
        return say(e.seat, _("You called \"Rami!\" on the {card} discarded by {other}"),
                   _("{name} called \"Rami!\" on the {card} discarded by {other}"),
                   card=card(e.card), other=c.name(e.offender))
    if isinstance(e, ev.HandVoid) and e.reason.kind == "stock-down":
        n = e.reason.values["cards"]
        return ngettext("The hand was void: only {n} card was left in the stock",
                        "The hand was void: only {n} cards were left in the stock",
                        n).format(n=n)
    if isinstance(e, ev.HandVoid):
        reason = score_line(e.reason, names, you, terms)
        if e.reason.kind == "stock-ran-out":   # a sentence of its own: no capital after ':'
            reason = reason[:1].lower() + reason[1:]
        return _("The hand was void: {reason}").format(reason=reason)
    if isinstance(e, ev.GameClosed):
        # Hollywood's games are "Game 1" on its sheet (the log said "Column 1"), and the
        # player is "you" (it read "won by You")
        if any(line.kind == "game-figures" for line in e.lines):
            return say(e.winner, _("You won game {n}"), _("{name} won game {n}"),
                       n=e.column + 1)
        return say(e.winner, _("You won column {n}"), _("{name} won column {n}"),
                   n=e.column + 1)
    if isinstance(e, ev.MatchOver):
        if e.winner is None:
            return _("The match ended in a draw")
        # Rami is won on a balance: "wins by 104" (the gap to the next balance) beside the
        # sheet's "wins with +52" read as two different results
        balance = next((line.values["balance"] for line in e.lines
                        if line.kind == "balance-winner"), None)
        if balance is not None:
            return say(e.winner, _("You won the match with {balance:+d}"),
                       _("{name} won the match with {balance:+d}"), balance=balance)
        return say(e.winner, _("You won the match by {net}"),
                   _("{name} won the match by {net}"), net=e.net)
    return None
