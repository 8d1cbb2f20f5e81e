"""The coach's sentences: a `HintReason` (data from `game.coach.hint`) worded for the player.

No pygame here, so the command line and tests can word hints too. Cards are written out in
words (`card_words`: pygame's default font has no suit symbols); every sentence goes through
`_()` / `ngettext` with named placeholders so translators can reorder them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from game.coach import hint as h
from game.coach import undo as u
from game.core.actions import (
    DISCARD_PILE,
    Action,
    BigGin,
    CallRami,
    DeclineCall,
    Discard,
    Draw,
    FinishLayoffs,
    GoOut,
    Knock,
    LayOff,
    Meld,
    NextHand,
    Pass,
    Restock,
    Stop,
)
from game.core.cards import Card
from game.ui.card_words import card_name as words_of_card
from game.ui.card_words import card_object, card_symbol, cards_symbols, list_separator
from game.ui.i18n import R_, _, ngettext, percent, pgettext
from game.variants.terms import CLASSIC_TERMS, Terms


def card_name(card: Card) -> str:
    """"seven of hearts" for 7H (never capitalised: it sits inside a sentence)."""
    return words_of_card(card)


def cards_text(cards: Sequence[Card]) -> str:
    """A list of cards in words ("five of hearts, six of hearts, seven of hearts")."""
    return ", ".join(card_name(c) for c in cards)


def rank_plural(rank: int) -> str:
    """"kings" for 13: the rank of the cards the opponent let go by."""
    return {1: _("aces"), 2: _("twos"), 3: _("threes"), 4: _("fours"), 5: _("fives"),
            6: _("sixes"), 7: _("sevens"), 8: _("eights"), 9: _("nines"), 10: _("tens"),
            11: _("jacks"), 12: _("queens"), 13: _("kings")}[rank]


def action_text(action: Action, terms: Terms = CLASSIC_TERMS) -> str:
    """The hinted action as a short imperative ("Take the seven of hearts"), in the variant's
    words (`terms`: 003 goes down, a *descente*, where the others knock)."""
    if isinstance(action, Draw):
        return _("Draw from the stock") if action.source == "stock" else _("Take the top "
                                                                             "discard")
    if isinstance(action, Pass):
        return _("Pass")
    if isinstance(action, Knock):
        if terms.descente:
            return _("Go down with the {card_object}").format(
                card_object=card_object(action.card))
        return _("Knock with the {card_object}").format(
            card_object=card_object(action.card))
    if isinstance(action, Discard):
        return _("Discard the {card_object}").format(
            card_object=card_object(action.card))
    if isinstance(action, BigGin):
        return _("Go big gin")
    if isinstance(action, LayOff):
        return _("Lay off the {card_object}").format(
            card_object=card_object(action.card))
    if isinstance(action, FinishLayoffs):
        return _("Finish laying off")
    if isinstance(action, Meld):
        return _("Lay down {cards}").format(cards=cards_symbols(action.cards))
    if isinstance(action, GoOut):
        return _("Go out")
    if isinstance(action, CallRami):
        return _("Call \"Rami!\"")
    if isinstance(action, DeclineCall):
        return _("Do not call")
    if isinstance(action, Restock):
        return _("Turn the pile over")
    if isinstance(action, Stop):
        return _("Stop the hand")
    if isinstance(action, NextHand):
        return _("Deal the next hand")
    return str(action)


def _deadwood(reason: h.HintReason, rami: bool = False) -> str:
    """The points the move leaves outside melds, in the family's word: Rami's table says
    "unmelded" (a Gin player's "deadwood" is no Rami word)."""
    if rami:
        return _("unmelded {before} → {after}").format(before=reason.deadwood_before,
                                                       after=reason.deadwood_after)
    return _("deadwood {before} → {after}").format(before=reason.deadwood_before,
                                                   after=reason.deadwood_after)


def _deadwood_best(reason: h.HintReason, rami: bool = False) -> str:
    """A take's deadwood: the best case, after the lowest discard that follows ("75 → 47"
    became "57 → 49" at the next hint, which advised another discard: a play-tester)."""
    if rami:
        return _("unmelded {before} → as low as {after}").format(
            before=reason.deadwood_before, after=reason.deadwood_after)
    return _("deadwood {before} → as low as {after}").format(before=reason.deadwood_before,
                                                             after=reason.deadwood_after)


def meld_symbols(cards: Sequence[Card]) -> str:
    """A meld as on its cards' faces, joined by no-break spaces: one piece when the line
    wraps ("completes 9♠" over "9♥ 9♣" split a meld: a play-tester)."""
    return "\u00a0".join(card_symbol(c) for c in cards)


def _kept_safe(r: h.HintReason, obj: str, safe: bool) -> str:
    """A discard the opponent let the rank of go by: "safe" only when no meld of its can use
    the card (`DISCARD_SAFE`), otherwise only less likely to help it (a "safe" jack of hearts
    made the computer's 8♥ 9♥ 10♥ J♥: a play-tester)."""
    if len(r.passed) == 1:
        # one card of the rank: named ("threw away kings" after one king: a play-tester)
        other = card_object(r.passed[0])
        if safe and not r.declined:
            return _("Discard the {card_object} — it is safe: the opponent threw away the "
                     "{other} and no run can use it").format(card_object=obj, other=other)
        if safe:
            return _("Discard the {card_object} — it is safe: the opponent did not take the "
                     "{other} and no run can use it").format(card_object=obj, other=other)
        # "who", not "it": in hot-seat the opponent is a person (a play-tester)
        if not r.declined:
            return _("Discard the {card_object} — less likely to help the opponent, who threw "
                     "away the {other}").format(card_object=obj, other=other)
        return _("Discard the {card_object} — less likely to help the opponent, who did not "
                 "take the {other}").format(card_object=obj, other=other)
    rank = rank_plural(r.cards[0].rank)
    # it threw one away: it did not "pass on" it
    if safe and not r.declined:
        return _("Discard the {card_object} — it is safe: the opponent threw away {rank} and "
                 "no run can use it").format(card_object=obj, rank=rank)
    if safe:
        return _("Discard the {card_object} — it is safe: the opponent passed on {rank} and "
                 "no run can use it").format(card_object=obj, rank=rank)
    if not r.declined:
        return _("Discard the {card_object} — less likely to help the opponent, who threw "
                 "away {rank}").format(card_object=obj, rank=rank)
    return _("Discard the {card_object} — less likely to help the opponent, who passed on "
             "{rank}").format(card_object=obj, rank=rank)


def _given_clause(r: h.HintReason) -> str:
    """"; it leaves 2 points more than throwing the jack of diamonds" after a safer discard
    that is not the lowest-deadwood one ("" when it is)."""
    g = r.gives_up
    if g is None:
        return ""
    return list_separator() + ngettext("it leaves {n} point more than throwing the {instead}",
                           "it leaves {n} points more than throwing the {instead}",
                           g.points).format(n=g.points, instead=card_object(g.instead))


def _gives_up(r: h.HintReason, obj: str) -> str:
    """A discard that is not the lowest-deadwood one: by how much, beside which card, and
    why ("it keeps the cards that can still make melds; deadwood 41 → 33" beside the table's
    "as low as 31" did not say why 2 points were worth giving up: a play-tester)."""
    g = r.gives_up
    instead = card_object(g.instead)
    dw = _deadwood(r)
    if g.kept:
        return ngettext("Discard the {card_object} — it leaves {n} point more than throwing "
                        "the {instead}, but keeps {cards} open for a meld; {deadwood}",
                        "Discard the {card_object} — it leaves {n} points more than throwing "
                        "the {instead}, but keeps {cards} open for a meld; {deadwood}",
                        g.points).format(card_object=obj, n=g.points, instead=instead,
                                         cards=meld_symbols(g.kept), deadwood=dw)
    if g.feeds and g.took is not None:   # why it is likelier: the card the opponent took
        return ngettext("Discard the {card_object} — it leaves {n} point more than throwing "
                        "the {instead}, but the opponent took the {took} and is more likely "
                        "to take the {instead}; {deadwood}",
                        "Discard the {card_object} — it leaves {n} points more than throwing "
                        "the {instead}, but the opponent took the {took} and is more likely "
                        "to take the {instead}; {deadwood}", g.points).format(
            card_object=obj, n=g.points, instead=instead, took=card_object(g.took),
            deadwood=dw)
    if g.feeds:   # (the card as an object: French wants its article, Polish its case)
        return ngettext("Discard the {card_object} — it leaves {n} point more than throwing "
                        "the {instead}, but the opponent is more likely to take the {instead}; "
                        "{deadwood}",
                        "Discard the {card_object} — it leaves {n} points more than throwing "
                        "the {instead}, but the opponent is more likely to take the {instead}; "
                        "{deadwood}", g.points).format(card_object=obj, n=g.points,
                                                       instead=instead, deadwood=dw)
    return ngettext("Discard the {card_object} — it leaves {n} point more than throwing the "
                    "{instead}, but more chances to improve at the next draw; {deadwood}",
                    "Discard the {card_object} — it leaves {n} points more than throwing the "
                    "{instead}, but more chances to improve at the next draw; {deadwood}",
                    g.points).format(card_object=obj, n=g.points, instead=instead, deadwood=dw)


#: the discard reasons that add "although the opponent took …" (a safe card needs no warning)
_TOOK_SAID = (h.DISCARD_LESS_LIKELY, h.DISCARD_GIVES_UP, h.DISCARD_HIGHEST_UNMELDABLE,
              h.DISCARD_ONLY_UNMELDABLE, h.DISCARD_DEADWOOD, h.DISCARD_KEEPS_MELDS)


def _took_clause(took: Card) -> str:
    """", although the opponent took the nine of spades": a discard the opponent may want,
    advised since every other is worse (a Polish play-tester was told only "it keeps the
    cards that can still make melds" of a 9♣ the computer took at once to its 9♠)."""
    return _(", although the opponent took the {card_object}").format(
        card_object=card_object(took))


def _gap(r: h.HintReason) -> int:
    """How many points, on average, the better of knocking now and waiting one turn is worth
    over the other (0 when not estimated). The hints say this gap, not the two expected
    figures: "expected -1 against -5" read as statistics, and a knock that "loses a point"
    as advice against itself (a play-tester)."""
    if r.expected_now is None or r.expected_wait is None:
        return 0
    return abs(r.expected_now - r.expected_wait)


def _undercut_share(r: h.HintReason) -> str:
    """The share of the hands the opponent may hold that would undercut a knock now, as the
    language writes a percentage, to the nearest 5 (at least 5: the hint says it only when the
    knock is expected to lose, which takes some undercut)."""
    return percent(max(5, 5 * round((r.undercut or 0.0) * 20)) / 100)


def hint_text(hint: h.Hint, rami: bool = False, talon: bool | None = None,
              descente: bool = False) -> str:
    """The one-line hint: what to do, a dash, why (`rami`: in Rami's words; `talon`: the
    variant's French stock is the *talon*, as in Rami and 003; by default when `rami`;
    `descente`: 003 goes down where the others knock, as its button and panel say: its
    hints said "Knock" beside a "Descente" button, a Polish play-tester)."""
    talon = rami if talon is None else talon
    if hint.reason.took is not None and hint.reason.kind in _TOOK_SAID and not rami:
        plain = h.Hint(hint.action, replace(hint.reason, took=None))
        return hint_text(plain, rami, talon, descente) + _took_clause(hint.reason.took)
    if descente and hint.reason.kind in _GOING_DOWN:
        return _going_down_text(hint.reason)
    r = hint.reason
    card = card_name(r.cards[0]) if r.cards else ""
    obj = card_object(r.cards[0]) if r.cards else ""
    # a meld as on the cards' faces: short on the prompt's line, and it takes no case ("Wyłóż
    # siódemka pik, …" was Polish in the nominative where the verb wants the accusative)
    meld = meld_symbols(r.meld)
    k = r.kind
    if k == h.TAKE_COMPLETES_MELD:
        return _("Take the {card_object} — it completes {meld}; {deadwood}").format(
            card_object=obj, meld=meld, deadwood=_deadwood_best(r, rami))
    if k == h.TAKE_LOWERS_DEADWOOD:
        if rami:
            return _("Take the {card_object} — it lowers the points outside your melds; "
                     "{unmelded}").format(card_object=obj, unmelded=_deadwood_best(r, rami))
        return _("Take the {card_object} — it lowers your deadwood; {deadwood}").format(
            card_object=obj, deadwood=_deadwood_best(r))
    if k == h.TAKE_FOR_A_MELD and r.meld:   # (Rami: its own deadwood word)
        return _("Take the {card_object} — it goes with {meld} toward a meld; "
                 "{deadwood}").format(card_object=obj, meld=meld,
                                      deadwood=_deadwood_best(r, rami))
    if k == h.TAKE_FOR_A_MELD:
        return _("Take the {card_object} — it makes your hand better for the draws to come; "
                 "{deadwood}").format(card_object=obj, deadwood=_deadwood_best(r, rami))
    if k == h.DRAW_STOCK:
        if r.cards and rami:
            return _("Draw from the stock — the {card} would leave {after} unmelded; the "
                     "stock is worth more").format(card=card, after=r.deadwood_after)
        if r.cards and talon:
            return pgettext("talon", "Draw from the stock — the {card} would leave deadwood "
                            "{after}; the stock is worth more").format(
                card=card, after=r.deadwood_after)
        if r.cards:
            return _("Draw from the stock — the {card} would leave deadwood {after}; the "
                     "stock is worth more").format(card=card, after=r.deadwood_after)
        return _("Draw from the stock")
    if k == h.PASS_UPCARD:
        if r.cards and r.deadwood_after is not None and r.deadwood_before is not None \
                and r.deadwood_after < r.deadwood_before:
            # (not "the stock is worth more": at the first upcard's offer nobody may draw
            # yet, a play-tester noted)
            return _("Pass — the {card} would still leave deadwood {after}: too little "
                     "gain to take it").format(card=card, after=r.deadwood_after)
        return _("Pass — the {card} does not help your hand").format(card=card)
    if k in (h.DISCARD_SAFE, h.DISCARD_LESS_LIKELY):
        # the gin family's only (Rami hints name no opponent's passes)
        return _kept_safe(r, obj, k == h.DISCARD_SAFE) + _given_clause(r)
    if k == h.DISCARD_GIVES_UP and r.gives_up is not None:
        return _gives_up(r, obj)
    # Rami's discards are worded in its own verb (French *écarter*; `R_`)
    if k == h.DISCARD_HIGHEST_UNMELDABLE:
        return R_("Discard the {card_object} — highest card that nothing in your hand can "
                  "meld with; {deadwood}", rami).format(card_object=obj,
                                                      deadwood=_deadwood(r, rami))
    if k == h.DISCARD_ONLY_UNMELDABLE:
        return R_("Discard the {card_object} — the only card that nothing in your hand can "
                  "meld with; {deadwood}", rami).format(card_object=obj,
                                                      deadwood=_deadwood(r, rami))
    if k == h.DISCARD_GOES_OUT:   # Rami's only: the last card
        return _("Discard the {card_object} and go out — it is your last card; "
                 "{deadwood}").format(card_object=obj, deadwood=_deadwood(r, rami))
    if k == h.DISCARD_LAST_CARD and r.meld:   # Rami's only: one card stays (as on its face)
        return _("Discard the {card_object} — only {card} stays in your hand; "
                 "{deadwood}").format(card_object=obj, card=meld, deadwood=_deadwood(r, rami))
    if k == h.DISCARD_HOLDS_MELDS:   # Rami's only
        n = r.fewest
        if n is not None and n <= 2:   # the risk said where it is near
            return ngettext("Discard the {card_object} — hold your melds for a Rami, paid "
                            "double, though an opponent holds only {n} card: if they go out "
                            "first, your melds count against you",
                            "Discard the {card_object} — hold your melds for a Rami, paid "
                            "double, though an opponent holds only {n} cards: if they go out "
                            "first, your melds count against you", n).format(card_object=obj,
                                                                             n=n)
        return _("Discard the {card_object} — hold your melds for a Rami, paid double; "
                 "they count against you if someone goes out first").format(card_object=obj)
    if k == h.DISCARD_DEADWOOD:
        return R_("Discard the {card_object} — it keeps the cards that can still make melds; "
                  "{deadwood}", rami).format(card_object=obj, deadwood=_deadwood(r, rami))
    if k == h.DISCARD_KEEPS_MELDS:
        return R_("Discard the {card_object} — the best hand is left without it; "
                  "{deadwood}", rami).format(card_object=obj, deadwood=_deadwood(r, rami))
    if k == h.KNOCK_NOW:
        if _gap(r):
            return ngettext("Knock now with the {card_object} — on average that is worth {n} "
                            "point more than waiting one turn",
                            "Knock now with the {card_object} — on average that is worth {n} "
                            "points more than waiting one turn", _gap(r)).format(
                card_object=obj, n=_gap(r))
        return ngettext("Knock now with the {card_object} — you have {n} point of deadwood",
                        "Knock now with the {card_object} — you have {n} points of deadwood",
                        r.deadwood_after or 0).format(card_object=obj, n=r.deadwood_after)
    if k == h.WAIT_UNDERCUT_RISK:
        if _gap(r):
            return ngettext("Wait — discard the {card_object}: an undercut is likely, the "
                            "opponent's deadwood is probably low (on average knocking now is "
                            "worth {n} point less)",
                            "Wait — discard the {card_object}: an undercut is likely, the "
                            "opponent's deadwood is probably low (on average knocking now is "
                            "worth {n} points less)", _gap(r)).format(card_object=obj, n=_gap(r))
        return _("Wait — discard the {card_object}: an undercut is likely, the opponent's "
                 "deadwood is probably low").format(card_object=obj)
    if k == h.WAIT_UNDERCUT_COST:
        # an undercut not likely but dearer than the knock's win: said with its chance, not as
        # "likely" (2 points of deadwood against a play-tester's 33)
        share = _undercut_share(r)
        if _gap(r):
            return ngettext("Wait — discard the {card_object}: about {share} of the hands the "
                            "opponent may hold would undercut a knock now, and an undercut costs "
                            "more than the knock would win (on average knocking now is worth "
                            "{n} point less)",
                            "Wait — discard the {card_object}: about {share} of the hands the "
                            "opponent may hold would undercut a knock now, and an undercut costs "
                            "more than the knock would win (on average knocking now is worth "
                            "{n} points less)", _gap(r)).format(card_object=obj, share=share,
                                                                 n=_gap(r))
        return _("Wait — discard the {card_object}: about {share} of the hands the opponent "
                 "may hold would undercut a knock now, and an undercut costs more than the knock "
                 "would win").format(card_object=obj, share=share)
    if k == h.WAIT_BETTER:
        if r.close_call and _gap(r):
            return ngettext("A close call — wait by discarding the {card_object}, or knock "
                            "now: on average waiting is worth only {n} point more",
                            "A close call — wait by discarding the {card_object}, or knock "
                            "now: on average waiting is worth only {n} points more",
                            _gap(r)).format(card_object=obj, n=_gap(r))
        if r.close_call:
            return _("A close call — wait by discarding the {card_object}, or knock now: on "
                     "average the two are worth the same").format(card_object=obj)
        if _gap(r):
            return ngettext("Wait — discard the {card_object}: on average one more turn is "
                            "worth {n} point more than knocking now",
                            "Wait — discard the {card_object}: on average one more turn is "
                            "worth {n} points more than knocking now", _gap(r)).format(
                card_object=obj, n=_gap(r))
        return _("Wait — discard the {card_object}: one more turn is worth more than knocking "
                 "now").format(card_object=obj)
    if k == h.GO_GIN:
        return _("Go gin with the {card_object} — no deadwood left").format(card_object=obj)
    if k == h.GO_BIG_GIN:
        return _("Go big gin — all your cards are melded")
    if k in (h.LAY_OFF, h.LAY_MELD) and r.stop_near:
        return _stop_near_text(r, obj, meld)
    if k == h.LAY_OFF:
        return _("Lay off the {card_object} on {meld}").format(card_object=obj, meld=meld)
    if k == h.DONE_LAYING_OFF:
        return _("Finish — nothing more can be laid off")
    if k == h.LAY_MELD:
        return ngettext("Lay down {meld} — {n} card fewer left in your hand",
                        "Lay down {meld} — {n} cards fewer left in your hand",
                        len(r.meld)).format(meld=meld, n=len(r.meld))
    if k == h.GO_OUT:
        return _("Go out — lay down every card: {cards}").format(cards=cards_symbols(r.cards))
    if k == h.CALL_RAMI:
        if r.cards:
            return _("Call \"Rami!\" — the {card} could have been laid off").format(card=card)
        return _("Call \"Rami!\"")
    if k == h.NO_CALL:
        return _("Do not call — there is nothing to catch")
    if k == h.RESTOCK:
        return _("Turn the discard pile over to make a new stock")
    if k in (h.STOP, h.TAKE_NOT_STOP):
        return _arret_text(r, obj)
    if k == h.NEXT_HAND:
        return _("Deal the next hand")
    return action_text(hint.action)


def _arret_text(r: h.HintReason, obj: str) -> str:
    """Rami Arrêt's choice at an empty stock, stop or take, said in cards, what a Stop is paid
    in: "it lowers the points outside your melds" advised a take with no word of the Stop
    (a Polish play-tester)."""
    n, low = r.count, r.fewest
    if r.kind == h.TAKE_NOT_STOP and r.out:
        return _("Take the {card_object} and go out this turn — that pays the points left in "
                 "the other hands, more than stopping the hand").format(card_object=obj)
    if r.kind == h.TAKE_NOT_STOP:
        return _("Take the {card_object} rather than stop the hand — another player holds "
                 "fewer cards ({fewest} against your {n}), and a Stop would cost you the "
                 "difference").format(card_object=obj, fewest=low, n=n)
    points = r.points or 0
    if points > 0 and not r.tied:
        return ngettext("Stop the hand — you hold the fewest cards ({n}): the others pay you "
                        "{points} point",
                        "Stop the hand — you hold the fewest cards ({n}): the others pay you "
                        "{points} points", points).format(n=n, points=points)
    if points > 0:
        return ngettext("Stop the hand — no one holds fewer cards than you ({n}): you share the "
                        "payments and get {points} point",
                        "Stop the hand — no one holds fewer cards than you ({n}): you share the "
                        "payments and get {points} points", points).format(n=n, points=points)
    return _("Stop the hand — no one holds fewer cards than you ({n})").format(n=n)


def _stop_near_text(r: h.HintReason, obj: str, meld: str) -> str:
    """A meld or lay-off as the stock runs out in Rami Arrêt: the hand may stop on card count
    (the hint held 7-7-7 back for a Rami one turn before the hand stopped: a play-tester)."""
    if r.kind == h.LAY_OFF:
        return _("Lay off the {card_object} on {meld} — one card fewer in your hand: the hand "
                 "can soon stop, and a Stop counts the cards in hand").format(card_object=obj,
                                                                            meld=meld)
    return ngettext("Lay down {meld} — {n} card fewer in your hand: the hand can soon stop, "
                    "and a Stop counts the cards in hand",
                    "Lay down {meld} — {n} cards fewer in your hand: the hand can soon stop, "
                    "and a Stop counts the cards in hand", len(r.meld)).format(
        meld=meld, n=len(r.meld))


_GOING_DOWN = (h.KNOCK_NOW, h.WAIT_UNDERCUT_RISK, h.WAIT_UNDERCUT_COST, h.WAIT_BETTER)


def _going_down_text(r: h.HintReason) -> str:
    """`hint_text`'s knock-or-wait sentences in 003's words: going down (a *descente*)."""
    obj = card_object(r.cards[0]) if r.cards else ""
    n = _gap(r)
    if r.kind == h.KNOCK_NOW:
        if n:
            return ngettext("Go down now with the {card_object} — on average that is worth "
                            "{n} point more than waiting one turn",
                            "Go down now with the {card_object} — on average that is worth "
                            "{n} points more than waiting one turn", n).format(
                card_object=obj, n=n)
        return ngettext("Go down now with the {card_object} — you have {n} point of deadwood",
                        "Go down now with the {card_object} — you have {n} points of "
                        "deadwood", r.deadwood_after or 0).format(card_object=obj,
                                                                  n=r.deadwood_after)
    if r.kind == h.WAIT_UNDERCUT_RISK:
        if n:
            return ngettext("Wait — discard the {card_object}: an undercut is likely, the "
                            "opponent's deadwood is probably low (on average going down now "
                            "is worth {n} point less)",
                            "Wait — discard the {card_object}: an undercut is likely, the "
                            "opponent's deadwood is probably low (on average going down now "
                            "is worth {n} points less)", n).format(card_object=obj, n=n)
        return _("Wait — discard the {card_object}: an undercut is likely, the opponent's "
                 "deadwood is probably low").format(card_object=obj)
    if r.kind == h.WAIT_UNDERCUT_COST:
        share = _undercut_share(r)
        if n:
            return ngettext("Wait — discard the {card_object}: about {share} of the hands the "
                            "opponent may hold would undercut a descente now, and an undercut costs "
                            "more than the descente would win (on average going down now is "
                            "worth {n} point less)",
                            "Wait — discard the {card_object}: about {share} of the hands the "
                            "opponent may hold would undercut a descente now, and an undercut costs "
                            "more than the descente would win (on average going down now is "
                            "worth {n} points less)", n).format(card_object=obj, share=share, n=n)
        return _("Wait — discard the {card_object}: about {share} of the hands the opponent "
                 "may hold would undercut a descente now, and an undercut costs more than the "
                 "descente would win").format(card_object=obj, share=share)
    if r.close_call and n:
        return ngettext("A close call — wait by discarding the {card_object}, or go down "
                        "now: on average waiting is worth only {n} point more",
                        "A close call — wait by discarding the {card_object}, or go down "
                        "now: on average waiting is worth only {n} points more",
                        n).format(card_object=obj, n=n)
    if r.close_call:
        return _("A close call — wait by discarding the {card_object}, or go down now: on "
                 "average the two are worth the same").format(card_object=obj)
    if n:
        return ngettext("Wait — discard the {card_object}: on average one more turn is worth "
                        "{n} point more than going down now",
                        "Wait — discard the {card_object}: on average one more turn is worth "
                        "{n} points more than going down now", n).format(card_object=obj, n=n)
    return _("Wait — discard the {card_object}: one more turn is worth more than going down "
             "now").format(card_object=obj)


def undo_text(action: Action, pile_top: Card | None = None, rami: bool = False) -> str:
    """What an undo gave back, said from the table as it is now (`pile_top`: the pile's top
    card after it): "Taken back: the king of spades is on the discard pile again", where the
    imperative "Taken back: Take the top discard" named no card and read as an order. At a
    Rami table (`rami`) in Rami's words: French "Coup repris" said the *hand* was taken back
    (a Rami *coup* is a hand; seen in the Rami lesson)."""
    if isinstance(action, Draw) and action.source == DISCARD_PILE and pile_top is not None:
        return R_("Taken back: the {card} is on the discard pile again", rami).format(
            card=card_name(pile_top))
    if isinstance(action, Discard | LayOff):
        return R_("Taken back: the {card} is in your hand again", rami).format(
            card=card_name(action.card))
    if isinstance(action, Meld):
        return R_("Taken back: {cards} are in your hand again", rami).format(
            cards=cards_text(action.cards))
    if isinstance(action, Pass):
        return _("Taken back: your pass — the upcard is on offer again")
    return R_("Taken back: {move}", rami).format(move=action_text(action))


def undo_refusal_text(reason: str | None, terms: Terms = CLASSIC_TERMS) -> str:
    """Why Undo takes nothing back, from `game.coach.undo.undo_refusal`'s key, in the
    variant's words (after a knock it said "a card from the stock or another player's move
    cannot be undone": a play-tester)."""
    if reason == u.REFUSE_KNOCK:
        return _("Nothing to take back: a descente ends your turn and cannot be undone") \
            if terms.descente else \
            _("Nothing to take back: a knock ends your turn and cannot be undone")
    if reason == u.REFUSE_GIN:
        return _("Nothing to take back: going gin ends the hand and cannot be undone")
    if reason == u.REFUSE_OUT:
        return _("Nothing to take back: going out ends the hand and cannot be undone")
    if reason == u.REFUSE_THEIR_KNOCK:
        return _("Nothing to take back: the other player's descente cannot be undone; to "
                 "keep a card proposed for laying off, drag it back to your hand") \
            if terms.descente else \
            _("Nothing to take back: the other player's knock cannot be undone; to keep a "
              "card proposed for laying off, drag it back to your hand")
    if reason == u.REFUSE_STOCK:
        return pgettext("talon", "Nothing to take back: a card drawn from the stock cannot "
                        "be undone") if terms.stock == "talon" else \
            _("Nothing to take back: a card drawn from the stock cannot be undone")
    # (Rami's words at a Rami table: French "dans cette main", "votre dernier coup" where a
    # Rami *coup* is the hand, `R_`)
    if reason == u.REFUSE_OTHER_MOVED:
        return R_("Nothing to take back: another player has moved since your last move, "
                  "and that cannot be undone", terms.rami)
    if reason == u.REFUSE_NOTHING_YET:
        return R_("Nothing to take back yet in this hand", terms.rami)
    if reason == u.REFUSE_HAND_OVER:
        return R_("Nothing to take back: the hand is over", terms.rami)
    return R_("Nothing to take back: your last move cannot be undone", terms.rami)


def review_lines(costly: Sequence) -> list[str]:
    """The review for the score screen: one line per costly decision
    (`game.coach.review.CostlyDecision`), or "No costly decisions"."""
    if not costly:
        return [_("No costly decisions")]
    out = []
    for d in costly:
        points = max(1, round(d.cost))
        out.append(ngettext(
            "With {hand}: you chose “{played}”, the coach prefers “{preferred}” "
            "(about {n} point lost)",
            "With {hand}: you chose “{played}”, the coach prefers “{preferred}” "
            "(about {n} points lost)", points).format(
            hand=cards_text(d.hand), played=action_text(d.played),
            preferred=action_text(d.preferred), n=points))
    return out


__all__ = ["action_text", "card_name", "cards_text", "hint_text", "meld_symbols", "rank_plural",
           "review_lines", "undo_refusal_text", "undo_text"]
