"""Public facts about a discard for the hint (`game.coach.hint`): whether the opponent could
still meld it, and what a discard gives up beside the lowest-deadwood one.

Everything here reads the player's view only: its hand, the discard pile and the hand's
events, never the engine. A card is *dead* when public information puts it out of the
opponent's reach: on the discard pile (only its top can be taken, and that is the card being
thrown), passed on by the opponent, or in the player's own hand.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from game.core.cards import Card
from game.core.melds import MeldSolver
from game.core.view import PlayerView


def dead_cards(view: PlayerView) -> set[tuple[int, int]]:
    """(rank, suit) of every card the opponent can no longer take: the discard pile, the cards
    it passed on, the player's hand (the gin family plays one deck): `dead_counts`' keys."""
    return set(dead_counts(view))


def copies_in_play(view: PlayerView) -> int:
    """How many copies of each card the hand is played with: the number of decks, but 003's
    second deck only turns the retourne (never dealt), so its game holds one of each card."""
    rules = view.rules
    if rules.knock_limit_source == "retourne":
        return 1
    return max(1, rules.decks)


def knowledge(view: PlayerView):
    """What the view's seat can deduce of the hand (`game.players.heuristics.Knowledge`): read
    once by a caller that asks several of the questions below of one view."""
    from game.players.heuristics import Knowledge

    return Knowledge(view)


def dead_counts(view: PlayerView, know=None) -> Counter[tuple[int, int]]:
    """How many copies of each (rank, suit) are out of the opponent's reach (`dead_cards`,
    counted per copy: a card is dead only once every copy in play is); `know` the view's
    `knowledge` when the caller has it."""
    know = know if know is not None else knowledge(view)
    # a declined card is on the pile too: each card once (two decks: two distinct cards)
    cards = {*know.pile, *know.opp_declined, *view.hand}
    return Counter((c.rank, c.suit) for c in cards)


def opponent_holds_rank(view: PlayerView, rank: int, know=None) -> bool:
    """Whether the opponent is known to hold a card of `rank` (it took it from the pile and
    has not thrown it since): its passes of the rank then tell nothing of its wishes."""
    know = know if know is not None else knowledge(view)
    return any(c.rank == rank for c in know.opp_known)


def _near(rank: int, step: int, turning: bool) -> int | None:
    """The rank `step` away from `rank` in a run, None past the end (aces turn the corner in
    the variants where K-A-2 is a run)."""
    r = rank + step
    if turning:
        return (r - 1) % 13 + 1
    return r if 1 <= r <= 13 else None


def meld_open(view: PlayerView, card: Card, turning: bool) -> tuple[bool, bool]:
    """Whether public information leaves the opponent a way to meld `card`: (in a set, in a
    run). A set needs two other cards of its rank alive; a run the two cards below it, the
    ones on each side, or the two above it (same suit, rank ±1 and ±2). Passing on two jacks
    settles sets of jacks, not a run of hearts through the jack of hearts (a play-tester was
    told the jack of hearts was "safe" and the computer took it for 8♥ 9♥ 10♥ J♥).

    Cards are counted per copy in play (`copies_in_play`): with two decks dealt a card is
    dead only when both of its copies are. A rank the opponent holds is open for a set
    whatever its passes (a Polish play-tester was told a six was "safe" in 003 while the
    computer held the six of hearts it had taken from the pile)."""
    copies = copies_in_play(view)
    know = knowledge(view)   # once: the dead cards and the opponent's rank read it both
    dead = dead_counts(view, know)
    dead[(card.rank, card.suit)] -= 1          # the card itself, thrown now
    alive_rank = sum(copies - min(copies, dead[(card.rank, s)]) for s in range(4)
                     if s != card.suit)
    alive_rank += copies - 1 - min(copies - 1, max(0, dead[(card.rank, card.suit)]))

    def alive(step: int) -> bool:
        r = _near(card.rank, step, turning)
        return r is not None and r != card.rank and dead[(r, card.suit)] < copies

    below, below2, above, above2 = alive(-1), alive(-2), alive(1), alive(2)
    run = (below and (below2 or above)) or (above and above2)
    return alive_rank >= 2 or opponent_holds_rank(view, card.rank, know), run


def picked_near(view: PlayerView, card: Card, turning: bool, know=None) -> Card | None:
    """The card the opponent took from the pile (and still holds) that `card` could join in a
    meld: one of its rank first, else the nearest of its suit within two ranks; None when it
    took none. A strong player weighs this before throwing `card` (a Polish play-tester was
    told to throw the 9♣ after the computer had taken the 9♠, and it took the 9♣ too)."""
    if view.rules.family == "rami" or len(view.players) != 2:
        return None
    know = know if know is not None else knowledge(view)
    best, gap = None, 3
    for c in know.opp_known:
        if c == card:
            continue
        if c.rank == card.rank:
            return c
        if c.suit == card.suit:
            d = abs(c.rank - card.rank)
            if turning:
                d = min(d, 13 - d)
            if d < gap:
                best, gap = c, d
    return best


def safe(view: PlayerView, card: Card, turning: bool) -> bool:
    """No meld the opponent could make can use `card`, from public information alone."""
    return meld_open(view, card, turning) == (False, False)


# ----- a discard that is not the lowest ---------------------------------------------------------
@dataclass(frozen=True)
class GivesUp:
    """What a discard gives up beside the lowest-deadwood discard: `points` more deadwood than
    throwing `instead`, and why: `kept` the cards throwing `instead` would break up (they can
    still become a meld; never a card already in one of the hand's melds), or `feeds` when
    `instead` is the likelier to help the opponent (`took`: the card the opponent took from
    the pile that `instead` could join, when that is why)."""

    points: int
    instead: Card
    kept: tuple[Card, ...] = ()
    feeds: bool = False
    took: Card | None = None


def partners(solver: MeldSolver, cards: list[Card], card: Card) -> tuple[Card, ...]:
    """`card` with the cards of `cards` it could still meld with, as one group in order: its
    suit neighbours within two ranks (a run to draw to) or else the cards of its rank (empty
    when it has neither)."""
    def gap(c: Card) -> int:
        d = abs(c.rank - card.rank)
        return min(d, 13 - d) if solver.turning else d

    run = [c for c in cards if c != card and c.suit == card.suit and gap(c) <= 2]
    same = [c for c in cards if c != card and c.rank == card.rank]
    group = run or same
    if not group:
        return ()
    return tuple(sorted([card, *group], key=lambda c: (c.suit, c.rank) if run else c.suit))


def gives_up(view: PlayerView, solver: MeldSolver, hand: list[Card], card: Card,
             discards: list[Card], seed: int) -> GivesUp | None:
    """What throwing `card` gives up against the legal discard (`discards`) that leaves the
    least deadwood; None when `card` is one of those. The why follows `hard`'s own weighing
    of the two (`game.players.hard`): the draws its hand keeps, against how much the sampled
    opponent hands gain by taking the card."""
    after = solver.deadwood_after_each_discard(hand)
    legal = [c for c in discards if c in after]
    if card not in after or not legal:
        return None
    low = min(after[c] for c in legal)
    if after[card] <= low:
        return None
    # the lowest discard named: the highest card among them (what a player would throw)
    instead = max((c for c in legal if after[c] == low), key=lambda c: (c.rank, -c.suit))
    points = after[card] - low
    # the cards left out of melds only: "keeps 7♣ 9♣ open for a meld" named the 7♣ of a set
    # of sevens (a Polish play-tester)
    free = list(solver.best_arrangement([c for c in hand if c != card]).deadwood_cards)
    kept = partners(solver, free, instead)
    draw_gain, feed_gain = _weights(view, hand, card, instead, seed)
    took = picked_near(view, instead, solver.turning)
    if picked_near(view, card, solver.turning) is not None:
        # the card thrown is near a pick too (the hint then says "although the opponent took
        # …" of it): "the opponent took the 8♠ and would rather take the 8♦" beside a 7♠
        # that joins the 8♠ as well told half the story
        took = None
    if feed_gain > max(draw_gain, 0.0) or (took is not None and feed_gain > 0.0):
        # a card next to one the opponent took is told as the danger it is, whatever else
        # weighed (the play-tester's hint said only "keeps 7♣ 9♣" beside a 9♣ the computer
        # wanted after taking the 9♠)
        return GivesUp(points, instead, feeds=True, took=took)
    return GivesUp(points, instead, kept=kept)   # no `kept`: the draws of the whole hand


def _weights(view: PlayerView, hand: list[Card], card: Card, instead: Card,
             seed: int) -> tuple[float, float]:
    """`hard`'s reasons to throw `card` rather than `instead`, in points of deadwood: what the
    kept hand gains in draw potential, and what it saves in danger (the opponent's gain by
    taking the card). (0, 0) when the model cannot be built for this view."""
    try:
        from game.players.hand_model import HandModel
        from game.players.hard import HardPlayer
        from game.players.heuristics import mask_of

        player = HardPlayer(seed=seed)
        model = HandModel(view, random.Random(seed), player.samples)
        mask = mask_of(hand)
        beta = player._beta(view)
        early = player._early(view)
        danger = player.early_danger_weight if early else player.danger_weight
        keep_card = mask & ~card.bit      # throwing the hinted card keeps `instead`
        keep_other = mask & ~instead.bit
        draw = beta * (model.potential(keep_card) - model.potential(keep_other))
        feed = danger * (model.danger(instead.bit) - model.danger(card.bit))
        return draw, feed
    except (ImportError, AttributeError, TypeError, ValueError, IndexError):
        return 0.0, 0.0


__all__ = ["GivesUp", "copies_in_play", "dead_cards", "dead_counts", "gives_up", "knowledge",
           "meld_open", "opponent_holds_rank",
           "partners", "picked_near", "safe"]
