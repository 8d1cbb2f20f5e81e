"""Why an action was refused, as a sentence for the player who tried it.

The engine refuses with data (`game.core.results.Refusal`: a key and its values); `REFUSALS`
words each key through `_()` and `ngettext`, in the variant's vocabulary (`Terms`: knock or
descente). It imports no pygame: the tables, the save reader and the notation all use it.
"""

from __future__ import annotations

from collections.abc import Callable

from game.core.results import Refusal
from game.ui.card_words import card_name, cards_names
from game.ui.i18n import N_, R_, _, ngettext, pgettext
from game.variants.terms import CLASSIC_TERMS, Terms


def _refuse_knock_limit(t: Terms, v: dict) -> str:
    text = (_("A descente needs deadwood of {limit} or less; yours would be {deadwood}")
            if t.descente else
            _("Knocking needs deadwood of {limit} or less; yours would be {deadwood}"))
    return text.format(**v)


def _refuse_player_count(t: Terms, v: dict) -> str:
    if v["low"] == v["high"]:
        return ngettext("This variant is played by {low} player, not {seats}",
                        "This variant is played by {low} players, not {seats}",
                        v["low"]).format(**v)
    return _("This variant is played by {low} to {high} players, not {seats}").format(**v)


def _refuse(text: str) -> Callable[[Terms, dict], str]:
    def build(t: Terms, v: dict) -> str:
        shown = {k: (card_name(x) if k == "card" else cards_names(x) if k == "cards" else x)
                 for k, x in v.items()}
        if "target" in shown and isinstance(shown["target"], int):
            shown["target"] += 1  # melds are numbered from 1 for players
        return _(text).format(**shown)
    return build


REFUSALS: dict[str, Callable[[Terms, dict], str]] = {
    "player-count": _refuse_player_count,
    "match-over": _refuse(N_("The match is over.")),
    "hand-over": lambda t, v: R_("The hand is over: deal the next hand.", t.rami),
    "hand-in-progress": lambda t, v: R_("The hand is still being played.", t.rami),
    "first-turn-upcard": _refuse(N_("On the first turn you may only take the upcard or pass.")),
    "draw-first": lambda t, v: (
        pgettext("talon", "Draw a card (from the stock or the discard pile) first.")
        if t.stock == "talon" else _("Draw a card (from the stock or the discard pile) first.")),
    "draw-source": _refuse(N_("Draw from the stock or the discard pile.")),
    "first-turn-both-passed": _refuse(N_("Both players passed the upcard: draw from the "
                                          "stock.")),
    "empty-discard-pile": _refuse(N_("The discard pile is empty.")),
    "opening-discard": _refuse(N_("The non-dealer opens by discarding without drawing (or "
                                   "goes out at once).")),
    "one-draw-per-turn": lambda t, v: R_("You have already drawn this turn: discard a card.",
                                         t.rami),
    "pass-only-first-turn": _refuse(N_("Passing is only possible on the first upcard.")),
    "big-gin-disabled": _refuse(N_("Big gin is not played with these rules.")),
    "big-gin-all-melded": _refuse(N_("Big gin needs every card in a meld.")),
    "discard-now/gin": lambda t, v: (_("Discard a card (or go down).") if t.descente
                                     else _("Discard a card (or knock).")),
    "discard-now/rami": _refuse(N_("Meld, lay off, discard a card or go out.")),
    "card-in-hand": _refuse(N_("The {card} is not in your hand.")),
    "discard-not-just-taken": _refuse(N_("The {card} was just taken from the discard pile and "
                                          "may not be discarded this turn.")),
    "discard-not-just-taken/kept-alone": _refuse(N_("You would keep only the {card}, just taken "
                                                     "from the discard pile, and could not "
                                                     "discard it.")),
    "gin-only": _refuse(N_("Only gin goes out in this hand: every card must be melded "
                            "(your deadwood is {deadwood}).")),
    "knock-limit": _refuse_knock_limit,
    "meld-shape": _refuse(N_("These cards are not a set or a run: {cards}.")),
    "meld-cards-in-hand": _refuse(N_("The melds use cards that are not in your hand (or one "
                                      "twice).")),
    "layoff-phase": _refuse(N_("Lay off cards on the knocker's melds, or finish.")),
    "layoff-target": _refuse(N_("There is no meld number {target} on the table.")),
    "layoff-fits": _refuse(N_("The {card} does not extend that meld.")),
    "rami-call-window": _refuse(N_("Call \"Rami!\" or let the discard go.")),
    "rami-call-layoff": _refuse(N_("Lay off the called {card} on a meld on the table.")),
    "rami-call-discard": _refuse(N_("Discard one card of your own.")),
    "stock-exhausted/arret": _refuse(N_("The stock is exhausted: take the top discard or "
                                         "stop.")),
    "stock-exhausted/rami-only": _refuse(N_("The stock is exhausted: take the top discard.")),
    "stock-exhausted/restock": _refuse(N_("The stock is exhausted: take the top discard or "
                                           "turn the discard pile over.")),
    "restock-arret": _refuse(N_("In Rami Arrêt the hand stops instead: take the top discard "
                                 "or stop.")),
    "restock-rami-only": _refuse(N_("In Rami only the pile is reshuffled by itself.")),
    "restock-stock-left": _refuse(N_("The stock is not exhausted yet.")),
    "stop-arret-only": _refuse(N_("Stopping the hand is only played in Rami Arrêt.")),
    "stop-stock-left": _refuse(N_("You may stop only when the stock is exhausted.")),
    "layoff-second-turn": _refuse(N_("You may lay off on the table's melds only from your "
                                      "second turn on.")),
    "go-out-on-discard": _refuse(N_("With these rules you go out by melding all your cards "
                                     "but one and discarding it.")),
    "go-out-on-discard/keep-one": _refuse(N_("With these rules you go out by discarding your "
                                              "last card: keep one card to discard.")),
    "rami-only-all-at-once/whole-hand": _refuse(N_("In Rami only you may lay down melds only "
                                                    "when you lay down your whole hand this "
                                                    "turn.")),
    "rami-only-all-at-once/started": _refuse(N_("In Rami only you must lay down your whole "
                                                 "hand this turn once you have started.")),
    "go-out-all-cards": _refuse(N_("Going out lays down every card in your hand as melds.")),
}


def refusal(reason: Refusal, terms: Terms = CLASSIC_TERMS) -> str:
    """Why an action is refused, as a sentence for the player who tried it."""
    return REFUSALS[reason.key](terms, reason.values)
