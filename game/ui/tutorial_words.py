"""The texts of the guided first games (`game.coach.tutorial` steps), through `_()`.

No pygame here: the steps' keys map to sentences, with the step's cards written out in words.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.coach.tutorial import Step
from game.core.cards import Card
from game.core.events import HandScored
from game.core.melds import rules_solver
from game.ui.card_words import card_object, melds_names
from game.ui.coach_words import cards_text
from game.ui.i18n import N_, _, ngettext
from game.variants.presets import rules_for

# key -> the sentence; {cards} is the step's highlighted cards in words, {card} the first
# of them and {card_object} the same card as the object of a verb (`card_object`)
TEXTS: dict[str, str] = {
    "gin-welcome": N_("Welcome to Gin Rummy! You and the computer each hold ten cards. Make "
                      "melds — three or more of a rank, or three or more in a row of one "
                      "suit — and keep the rest low."),
    "gin-melds": N_("These cards already make a meld: {cards}."),
    "gin-deadwood": N_("Cards outside melds are deadwood and count against you: {cards}. "
                       "Aces count 1, faces 10."),
    "gin-opponent-took": N_("The computer took the upcard (the card turned face up beside the "
                            "stock at the deal) and threw away the {card_object}. It does not "
                            "help you."),
    "gin-draw-stock": N_("Your turn: draw the top card of the stock."),
    # ("count a point more each" left a play-tester asking more than what: say it plainly)
    "gin-discard": N_("Now throw one card away: the {card} is high and fits no meld. Your "
                      "jack and king of spades count 10 points each, one more than the nine, "
                      "but keep them: the queen of spades would join them in a meld."),
    "gin-take-discard": N_("The computer threw the {card_object}: take it from the discard pile, "
                           "it makes a meld with your jack and king of spades."),
    "gin-knock": N_("Your deadwood is 10 or less once you throw the {card_object}: knock with it "
                    "to end the hand."),
    "gin-layoffs": N_("The computer shows its hand and lays off cards on your melds: {cards}. "
                      "Laid-off cards no longer count as its deadwood."),
    # the bonuses with their figures, of the rules in play ("with a bonus", "a bigger
    # bonus": a play-tester asked how much)
    "gin-scoring": N_("You score the difference between the two deadwoods. Had the "
                      "computer's deadwood been equal to yours or lower, it would have "
                      "undercut you and scored the difference plus {undercut} points."),
    "gin-gin": N_("Going out with no deadwood at all is gin: you score the opponent's "
                  "deadwood plus {gin} points, and the opponent may not lay off."),
    # what comes after the hand in a match, and the help of a real game
    # (named as the score screen names them: "Game bonus", "Box bonus")
    "gin-match": N_("In a match the hands add up until a player reaches {target} points: "
                    "the winner then gets a game bonus of {game}, and each player a box "
                    "bonus of {box} for every hand they won."),
    "gin-help": N_("In your own games, H gives a hint and Z takes a move back where undo "
                   "is allowed. Well played — that is Gin Rummy!"),
    "rami-welcome": N_("Welcome to Rami! Lay your melds down on the table during the game "
                       "and be the first to get rid of every card."),
    "rami-draw": N_("Draw a card from the stock."),
    "rami-meld": N_("Lay this meld down on the table: {cards}."),
    "rami-discard": N_("End your turn by discarding the {card_object}."),
    "rami-opponent-melds": N_("The computer laid its own melds: {cards}."),
    "rami-draw-again": N_("Draw again from the stock."),
    "rami-layoff": N_("You may add cards to any meld on the table: lay off the {card_object}."),
    # (it said "keep melding and laying off until your hand is empty!" two steps before the
    # lesson ends with cards in hand: a play-tester read it as the lesson going on)
    "rami-done": N_("That is laying off. In a real hand you go on melding and laying off, "
                    "turn after turn, until your hand is empty."),
    "rami-going-out": N_("The hand ends when a player has no cards left: every other player "
                         "pays them the value of the cards in their hand. Going out all at "
                         "once, with nothing laid down before, is a Rami, paid double."),
    # (the Gin lesson's last step told of H and Z, the Rami one never: a play-tester)
    "rami-help": N_("In your own games too, H gives a hint and Z takes a move back where "
                    "undo is allowed. Well played — that is Rami!"),
}

# what the panel says while the table still shows the computer's replies to the player's
# move, keyed by the step they lead to ("When you discard the seven of hearts… knock with
# it" stood, dimmed, while the computer laid off after the knock: a play-tester)
WAITING: dict[str, str] = {
    "gin-layoffs": N_("You knocked. The computer now shows its hand and lays off what it "
                      "can on your melds…"),
}
COMPUTER_PLAYS = N_("The computer is playing…")


def waiting_text(step: Step) -> str:
    """The panel's sentence while the computer's replies that lead to `step` are shown."""
    return _(WAITING.get(step.key, COMPUTER_PLAYS))


def closing_text(scored: bool, all_done: bool) -> str:
    """The lesson's last words: where it stopped (a hand played out to its score, or one
    stopped between two turns: "The guided hand is over" beside a hand of seven cards
    puzzled a play-tester) and what to do next, by the lessons played ("go back and try the
    other one" after both were done: a play-tester)."""
    if scored:
        return _("Well done! You have played both lessons: start a real game from the main "
                 "menu, or play this one again.") if all_done else \
            _("Well done! The lesson ends here: play it again, or go back to try the other one.")
    return _("Well done! The lesson stops here, between two turns. You have played both "
             "lessons: start a real game from the main menu, or play this one again.") \
        if all_done else _("Well done! The lesson stops here, between two turns: play it "
                           "again, or go back to try the other one.")


def _scoring_text(scored: HandScored, seat: int) -> str:
    """The scoring step with the hand's own figures (a play-tester read "the difference
    between the two deadwoods" and looked for the numbers)."""
    yours, theirs = scored.deadwood[seat], scored.deadwood[1 - seat]
    points = scored.points[seat]
    return ngettext("Your deadwood is {yours} and the computer's {theirs}: you score the "
                    "difference, {theirs} − {yours} = {points} point. Had the computer's "
                    "deadwood been equal to yours or lower, it would have undercut you and "
                    "scored the difference plus {undercut} points.",
                    "Your deadwood is {yours} and the computer's {theirs}: you score the "
                    "difference, {theirs} − {yours} = {points} points. Had the computer's "
                    "deadwood been equal to yours or lower, it would have undercut you and "
                    "scored the difference plus {undercut} points.", points).format(
        yours=yours, theirs=theirs, points=points, undercut=_gin_rules().undercut_bonus
    ).replace(   # the sum kept on one line
        f"{theirs} − {yours} = {points}", f"{theirs}\u00a0−\u00a0{yours}\u00a0=\u00a0{points}")


def step_text(step: Step, shown: Sequence[Card] = (), scored: HandScored | None = None,
              seat: int = 0) -> str:
    """The step's sentence, translated: {card} is its first highlighted card, {cards} all of
    them, in words, in the order `shown` lays them out (the player's hand read left to
    right; the deadwood was listed in the script's order, two of hearts, nine of hearts,
    three of clubs…, under a hand sorted 2♥ 2♣ 3♦ 3♣). The scoring step gives the hand's
    figures when `scored` (the hand's score, `seat` the player's) is known."""
    if step.key == "gin-scoring" and scored is not None and scored.winner == seat and \
            scored.kind == "knock":
        return _scoring_text(scored, seat)
    place = {card: i for i, card in enumerate(shown)}
    cards = tuple(sorted(step.highlight, key=lambda c: place.get(c, len(place))))
    first = card_object(cards[0]) if cards else ""
    rules = _gin_rules()   # the lesson's own rules (`guided_session` plays them plain)
    return _(TEXTS[step.key]).format(card=cards_text(cards[:1]), cards=_cards_words(step, cards),
                                     card_object=first, undercut=rules.undercut_bonus,
                                     gin=rules.gin_bonus, target=rules.target,
                                     game=rules.game_bonus, box=rules.box_bonus)


def _gin_rules():
    """The rules of the Gin lesson, whose figures its sentences give."""
    return rules_for("classic")


def _cards_words(step: Step, cards: tuple[Card, ...]) -> str:
    """The step's cards in words; several melds laid at once one by one, as the feed lists
    them ("six, seven, eight of hearts, seven of diamonds…" read as one meld: a play-tester)."""
    if step.key == "rami-opponent-melds":
        solver = rules_solver(rules_for("rami"))
        arrangement = solver.best_arrangement(list(cards))
        if len(arrangement.melds) > 1 and not arrangement.deadwood_cards:
            return melds_names(solver.order_meld(list(m)) for m in arrangement.melds)
    return cards_text(cards)


__all__ = ["COMPUTER_PLAYS", "TEXTS", "WAITING", "closing_text", "step_text", "waiting_text"]
