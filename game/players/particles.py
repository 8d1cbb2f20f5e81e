"""The opponent's hand as a particle filter over the hand's public history (two-player Gin).

Each particle is one guess at the opponent's cards that we have never seen (the cards it took
from the pile are known to everyone and shared by all particles). The filter starts at the deal
with guesses drawn uniformly from the cards we have not seen and follows the hand's events as
our seat saw them, in order:

- the opponent's stock draw adds an unseen card to each guess, and weighs the guess by the
  chance that a hand like it left the pile's top card (`OpponentPolicy.take_chance`);
- its pickup or its pass of the upcard weighs each guess by the chance of that choice;
- its discard must come from its hand: a guess without the card gives up for it the unseen
  card a player would keep least (the one whose loss leaves the least deadwood: so guesses
  keep meld-like hands, as real hands do; giving up a random card left them 6.5 points of
  deadwood above the real hands on average, this 2.3 below, and it holds more of the real
  cards: 38 % of the unseen ones against 36 % for `hard`'s model, in hard-against-hard
  matches), and every guess is weighed by the chance of that discard among the hand's others
  (each point of deadwood more left in the hand makes a discard e times less likely: 1.0
  held the real cards best of 0.25-5), and by the chance of not knocking when the guess
  could have knocked;
- a card we draw from the stock cannot be the opponent's: guesses holding it swap it for
  another unseen card.

When the weights grow uneven (fewer than half the particles' worth), the particles are drawn
again by weight and each further copy of a particle swaps one unseen card, to keep them
varied.

The filter's random draws come from its own generator, seeded by the player's seed and the
hand's number, and each event draws the same way whenever it is processed, so a filter advanced
decision by decision (kept across the hand) and one rebuilt from the whole history at once (a
restored match) hold the same particles: the player's choices replay from its seed.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Sequence

from game.core.actions import DISCARD_PILE
from game.core.events import CardDealt, Discarded, Drew, Event, Passed, UpcardTurned
from game.core.melds import MeldSolver
from game.players.heuristics import BIT_CARD, DECK, bits_of, can_meld


class OpponentPolicy:
    """How likely a reasonable opponent's observed choices are, given its hand (bit masks)."""

    discard_temperature = 1.0   # points of deadwood: a discard 1 worse is e times less likely
    take_midpoint = 3.0         # deadwood saved at which taking the pile's card is even odds
    take_spread = 2.0
    take_unmelded = 0.05        # the chance of taking a card that melds with nothing
    wait_early, wait_late = 0.3, 0.7  # the chance of not knocking when it could (early: 24+)
    wait_gin = 0.02                   # ... when it could go gin

    def __init__(self, solver: MeldSolver, turning: bool, limit: int) -> None:
        self.solver = solver
        self.dw = solver.deadwood_mask
        self.after = solver.after_each_mask
        self.turning = turning
        self.limit = limit

    def __deepcopy__(self, memo: dict) -> OpponentPolicy:
        return self   # no state of its own (a copied match, as the study tools make, shares it)

    def melds_with(self, bit: int, hand: int) -> bool:
        return can_meld(BIT_CARD[bit], hand, self.turning)

    def take_chance(self, hand: int, top: int) -> float:
        """The chance that a player holding `hand` (10 cards) takes `top` from the pile."""
        if not self.melds_with(top, hand):
            return self.take_unmelded
        base = self.dw(hand)
        best = min((v for b, v in self.after(hand | top) if b != top), default=base)
        gain = base - best
        p = 1.0 / (1.0 + math.exp(-(gain - self.take_midpoint) / self.take_spread))
        return min(0.95, max(0.05, p))

    def discard_chance(self, full: int, card: int, taken: int, early: bool) -> float:
        """The chance that a player holding `full` (11 cards) throws `card` (never `taken`),
        times the chance that it did not knock when throwing it let it knock."""
        options = [(b, v) for b, v in self.after(full) if b != taken]
        least = min(v for _, v in options)
        t = self.discard_temperature
        total, mine = 0.0, 0.0
        for b, v in options:
            w = math.exp(-(v - least) / t)
            total += w
            if b == card:
                mine = w
        p = mine / total if total else 0.0
        if least == 0:
            p *= self.wait_gin   # it could have gone gin
        elif self.limit > 0 and least <= self.limit:
            p *= self.wait_early if early else self.wait_late
        return p


class OpponentParticles:
    """Weighted guesses at the opponent's unseen cards, advanced event by event."""

    early_stock = 24   # stock cards from which the hand is in its first turns

    def __init__(self, me: int, policy: OpponentPolicy, rng: random.Random, n: int) -> None:
        self.me = me
        self.policy = policy
        self.rng = rng
        self.n = n
        self.seen = 0          # cards we have seen (ours, the pile's, our stock draws)
        self.known = 0         # cards the opponent took from the pile and still holds
        self.unknown = 0       # how many unseen cards the opponent holds
        self.particles: list[int] = []
        self.weights: list[float] = []
        self.pile: list[int] = []
        self.stock = 52
        self.taken = 0         # the card the opponent took from the pile this turn
        self.passes = 0        # upcard passes since the last draw (two: the stock is forced)
        self._cum: list[float] | None = None
        self.done = 0          # events processed
        self.broken = False    # the history did not fit (then the caller samples otherwise)

    # ----- sampling -----------------------------------------------------------------------
    def sample(self, rng: random.Random) -> int:
        """One opponent hand (mask), a particle drawn by weight."""
        if self._cum is None:
            self._cum = list(itertools.accumulate(self.weights))
        i = rng.choices(range(len(self.particles)), cum_weights=self._cum)[0]
        return self.known | self.particles[i]

    def ready(self, hand_size: int) -> bool:
        return (not self.broken and bool(self.particles)
                and self.known.bit_count() + self.unknown == hand_size)

    # ----- following the hand ---------------------------------------------------------------
    def advance(self, events: Sequence[Event]) -> None:
        """Process the events not yet seen (`events` is the hand's whole history so far)."""
        for e in events[self.done:]:
            if not self.broken:
                self._event(e)
        self.done = len(events)
        self._cum = None

    def _add_unseen(self, particle: int) -> int:
        """The guess plus one card drawn from those nobody has seen and it does not hold."""
        taken = self.seen | self.known | particle
        unseen = [c.bit for c in DECK if not c.bit & taken]
        if not unseen:
            self.broken = True
            return particle
        return particle | self.rng.choice(unseen)

    def _event(self, e: Event) -> None:
        if not isinstance(e, (CardDealt, UpcardTurned, Passed, Drew, Discarded)):
            return   # the hand's start, its knock limit, the showdown: nothing to follow
        opp = not isinstance(e, UpcardTurned) and e.seat != self.me
        if isinstance(e, CardDealt):
            self.stock -= 1
            if opp:
                self.unknown += 1
            elif e.card is not None:
                self.seen |= e.card.bit
            return
        if not self.particles:
            self._start()
        if isinstance(e, UpcardTurned):
            self.stock -= 1
            self.seen |= e.card.bit
            self.pile.append(e.card.bit)
            self._drop_seen(e.card.bit)
        elif isinstance(e, Passed):
            self.passes += 1
            if opp and self.pile:
                top = self.pile[-1]
                self._weigh(lambda p: 1.0 - self.policy.take_chance(self.known | p, top))
        elif isinstance(e, Drew):
            self._drew(e, opp)
        elif isinstance(e, Discarded):
            self._discarded(e, opp)

    def _start(self) -> None:
        pool = [c.bit for c in DECK if not c.bit & self.seen]
        if len(pool) < self.unknown:
            self.broken = True
            return
        for _ in range(self.n):
            p = 0
            for b in self.rng.sample(pool, self.unknown):
                p |= b
            self.particles.append(p)
        self.weights = [1.0] * self.n

    def _drew(self, e: Drew, opp: bool) -> None:
        forced, self.passes = self.passes >= 2, 0   # both passed the upcard: no choice
        if e.source == DISCARD_PILE:
            if not self.pile:
                self.broken = True
                return
            top = self.pile.pop()
            if opp:
                self._weigh(lambda p: self.policy.take_chance(self.known | p, top))
                self.known |= top
                self.taken = top
            return
        self.stock -= 1
        if not opp:
            if e.card is not None:
                self.seen |= e.card.bit
                self._drop_seen(e.card.bit)
            return
        top = self.pile[-1] if self.pile else 0
        if top and not forced:
            self._weigh(lambda p: 1.0 - self.policy.take_chance(self.known | p, top))
        self.taken = 0
        self.unknown += 1
        for i, p in enumerate(self.particles):
            self.particles[i] = self._add_unseen(p)

    def _discarded(self, e: Discarded, opp: bool) -> None:
        if e.card is None:
            self.broken = True
            return
        bit = e.card.bit
        self.pile.append(bit)
        if not opp:
            self.seen |= bit
            return
        early = self.stock >= self.early_stock
        taken, known = self.taken, self.known
        self.taken = 0
        policy = self.policy
        if known & bit:
            self.known = known & ~bit
            for i, p in enumerate(self.particles):
                self.weights[i] *= policy.discard_chance(known | p, bit, taken, early)
        else:
            self.unknown -= 1
            for i, p in enumerate(self.particles):
                if not p:
                    self.broken = True
                    return
                if not p & bit:   # the card was among its unseen ones: give one up for it
                    p = p & ~self._worst(known | p, p) | bit
                self.weights[i] *= policy.discard_chance(known | p, bit, taken, early)
                self.particles[i] = p & ~bit
        self.seen |= bit
        self._renormalise()

    def _worst(self, full: int, among: int) -> int:
        """The card of `among` whose loss leaves `full` the least deadwood (the lowest bit
        among equals): the guess keeps what a player would keep."""
        best_v, best_b = 1 << 30, 0
        for b, v in self.policy.after(full):
            if b & among and v < best_v:
                best_v, best_b = v, b
        return best_b or bits_of(among)[0]

    def _drop_seen(self, bit: int) -> None:
        """A card we now see is in no guess: guesses holding it take another unseen card."""
        for i, p in enumerate(self.particles):
            if p & bit:
                self.particles[i] = self._add_unseen(p & ~bit)

    def _weigh(self, chance) -> None:
        for i, p in enumerate(self.particles):
            self.weights[i] *= chance(p)
        self._renormalise()

    def _renormalise(self) -> None:
        total = sum(self.weights)
        if total <= 0.0:   # nothing fits: start the weights afresh rather than divide by 0
            self.weights = [1.0] * len(self.particles)
            return
        n = len(self.weights)
        self.weights = [w * n / total for w in self.weights]
        ess = n * n / sum(w * w for w in self.weights)
        if ess < n / 2:
            self._resample()

    def _resample(self) -> None:
        """Draw the particles again by weight (systematic), each copy after the first of a
        particle swapping one unseen card for another."""
        n, rng = len(self.particles), self.rng
        step = sum(self.weights) / n
        u = rng.random() * step
        out, acc, i = [], self.weights[0], 0
        last = -1
        for _ in range(n):
            while u > acc and i < n - 1:
                i += 1
                acc += self.weights[i]
            p = self.particles[i]
            if i == last and p:
                p = self._add_unseen(p & ~rng.choice(bits_of(p)))
            out.append(p)
            last = i
            u += step
        self.particles = out
        self.weights = [1.0] * n
