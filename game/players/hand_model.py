"""The hard player's picture of one decision (`HandModel`): its own hand as masks, the
unseen pool with each card's chance of being the next draw, the sampled opponent hands
played forward, and the values built on them (draw potential and knock reach, a discard's
danger, the threat, the worth of knocking or waiting). `game.players.hard` decides with it;
the expert, the coach's hint, the close-call search and the study tools build it too.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.core.actions import Discard
from game.core.melds import MeldSolver
from game.core.view import PlayerView
from game.players.drops import Drops
from game.players.heuristics import (
    DECK,
    Knowledge,
    bits_of,
    mask_of,
    meld_partners,
    solver,
)
from game.players.match_value import hand_utility
from game.players.waiting import WaitLookahead


class HandModel:
    """Everything the hard player computes for one decision (masks and the sampled hands)."""

    forward_steps = 8   # at most this many greedy draws played forward per sampled hand
    # redraw samples that could have knocked at the opponent's last turn (with forward_steps
    # 4 their deadwood matches real hands'), off: measured head to head over 300 mirrored
    # matches, the calibrated samples won 47 % against the uncalibrated ones (the fear of an
    # early knock makes hard shed deadwood fast, and undercuts pay against knock-at-once play)
    consistent = False
    redraws = 3
    # redraw (up to `redraws` times) a sample already at gin after the opponent's last
    # discard: any player would have gone gin there. Found by a hint that told a play-tester
    # to wait with 2 deadwood: late in a hand up to half of the samples reached gin. Off: on
    # the deal sets 2042-2053 hard won 2,672 of 3,600 against medium with it, 2,675 without
    # (README "Tried", thirty-fifth round)
    reject_gin = False
    # our turns looked at by the knock-or-wait choice (`game.players.waiting`): 1, since two
    # turns (the next turn's knock a choice again) scored 71.3 % and 70.7 % of 300 mirrored
    # matches against medium on seeds 2026 and 2027 (one turn: 72.7 % and 74.0 %) and raised
    # the decision p95 from 5.6 to 8.6 ms
    horizon = 1
    # a discard's danger reads the sampled hands played forward without ever throwing a card
    # that melds with a known pick (its rank, or its suit within two ranks: the reason the
    # opponent took it); the same deals and draws as `opponent_hands`, which everything else
    # reads. Played forward greedily, a sampled 9♠ 9♦ lost the 9♦ at the first draw (a pair is
    # 18 points of deadwood), so after the opponent took the 9♠ only 24 % of the samples
    # could use the 9♣ where 59 % were dealt a nine: hard, and the hint that is its choice,
    # threw the 9♣ and the computer took it (a Polish play-tester). Off: hard with it won 13
    # fewer of 3,600 matches against medium on the deal sets 2042-2053 (README "Tried",
    # thirty-fourth round); the hint names the card the opponent took instead
    guard_picks = False

    def __init__(self, view: PlayerView, rng: random.Random, samples: int) -> None:
        self.view = view
        self.rng = rng
        self.rules = view.rules
        self.solver: MeldSolver = solver(view)
        self.dw = self.solver.deadwood_mask
        self.drops = Drops(self.solver)  # the least deadwood after one drop, by table
        self.val = {c.bit: self.solver.value(c) for c in DECK}
        self.partners = meld_partners(self.rules.turning_ace)
        self.know = k = Knowledge(view)
        self.limit = view.knock_limit
        pool = k.pool
        self.pool_bits = [c.bit for c in pool]
        self.pool_mask = mask_of(pool)
        weights = k.holding_weights(self.rules.turning_ace) if pool else []
        total = sum(weights) or 1.0
        u = k.opp_unknown
        self.hold = [min(0.95, u * w / total) for w in weights]
        stock_w = [1.0 - h for h in self.hold]
        norm = sum(stock_w) or 1.0
        self.draw_p = [w / norm for w in stock_w]  # chance each pool card is the next draw
        self.weights = weights
        self.n_samples = samples
        self._opp: list[int] | None = None
        self._guarded: tuple[list[int], list[int]] | None = None   # (`_opp`, danger's hands)
        self._inverse: list[float] | None = None
        # a hand's points as match-winning chance (classic race, Hollywood and 003
        # columns), else the points themselves
        self.util = hand_utility(view) or float
        self.mult = 2 if _doubled(view) else 1

    # ----- our hand -------------------------------------------------------------------------
    def can_meld(self, bit: int, mask: int) -> bool:
        same, pairs = self.partners[bit]
        if (mask & same).bit_count() >= 2:
            return True
        return any(mask & p == p for p in pairs)

    def deadwood_after(self, hand: int, discards: Sequence[Discard]) -> dict[int, int]:
        """The deadwood each discard leaves in `hand`, by the discarded card's bit."""
        return {a.card.bit: self.dw(hand & ~a.card.bit) for a in discards}

    def ranked(self, discards: Sequence[Discard], after: dict[int, int]) -> list[Discard]:
        """The discards from the least deadwood left, the highest card first among equals."""
        return sorted(discards, key=lambda a: (after[a.card.bit], -self.val[a.card.bit]))

    def min_after_discard(self, mask: int) -> int:
        """Least deadwood after throwing one card of `mask`."""
        return self.drops.best(mask)[0]

    def potential(self, mask: int, base: int | None = None) -> float:
        """Expected deadwood saved by the next stock draw (and best discard)."""
        if base is None:
            base = self.dw(mask)
        return self._next_draw(mask, base, -1)[0]

    def potential_and_reach(self, mask: int, base: int) -> tuple[float, float]:
        """`potential` and the chance that the next stock draw (and best discard) brings the
        deadwood to the knock limit or below (1 when it is there already), in one pass."""
        if base <= self.limit:
            return self.potential(mask, base), 1.0
        return self._next_draw(mask, base, self.limit)

    def _next_draw(self, mask: int, base: int, limit: int) -> tuple[float, float]:
        """The deadwood the next stock draw is expected to save from `base`, and the chance
        it leaves `limit` or less (0 with a negative limit)."""
        if base == 0:
            return 0.0, 0.0
        m1 = self.min_after_discard(mask)
        gain = chance = 0.0
        # per pool card: the least deadwood after drawing it and throwing the best card
        # (a card that melds with nothing can only replace the worst one); hard's hottest loop
        partners, val, best = self.partners, self.val, self.drops.best
        for bit, p in zip(self.pool_bits, self.draw_p, strict=True):
            same, pairs = partners[bit]
            if (mask & same).bit_count() >= 2:
                got = best(mask | bit, bit)[0]
            else:
                for q in pairs:
                    if mask & q == q:
                        got = best(mask | bit, bit)[0]
                        break
                else:
                    got = m1 + val[bit]
            if got < base:
                gain += p * (base - got)
                if got <= limit:
                    chance += p
        return gain, chance

    # ----- the opponent ---------------------------------------------------------------------
    def opponent_hands(self) -> list[int]:
        """Sampled opponent hands (masks), played forward like a real hand."""
        if self._opp is None:
            self._opp = self._sample_opponents()
        return self._opp

    def danger_hands(self) -> list[int]:
        """The sampled hands a discard's danger reads: `opponent_hands` played forward keeping
        the cards that meld with the opponent's picks (`guard_picks`), when they were sampled
        here; else (a study that set its own hands) `opponent_hands` itself."""
        hands = self.opponent_hands()
        if self._guarded is not None and self._guarded[0] is hands:
            return self._guarded[1]
        return hands

    def _sample_opponents(self) -> list[int]:
        if self.know.opp_unknown > len(self.pool_bits):
            return [mask_of(self.know.opp_known)]
        if not self.guard_picks or not self.know.opp_known:
            return [self.sample_opponent() for _ in range(self.n_samples)]
        pairs = [self._sample_pair() for _ in range(self.n_samples)]
        hands = [plain for plain, _ in pairs]
        self._guarded = (hands, [guarded for _, guarded in pairs])
        return hands

    def sample_opponent(self) -> int:
        """One opponent hand (mask): its known picks plus unknown cards drawn by weight, then
        played forward by as many greedy stock draws as it made (at most `forward_steps`)."""
        return self._sample_pair(guard=False)[0]

    def _sample_pair(self, guard: bool = True) -> tuple[int, int]:
        """`sample_opponent`'s hand, and the same deal played forward through the same draws
        never throwing a card that melds with a known pick (`guard_picks`; the plain hand
        again when `guard` is off). The generator is read as for the plain hand alone."""
        k = self.know
        known = mask_of(k.opp_known)
        u = k.opp_unknown
        bits = self.pool_bits
        rng = self.rng
        steps = min(k.opp_stock_draws, self.forward_steps)
        near = self._near_picks(known) if guard else 0
        dw, limit = self.dw, self.limit
        # a hand the opponent could have knocked with at its last discard is unlikely (most
        # players go out as soon as they can): such samples are drawn again, a few times
        check = self.consistent and k.opp_discards and limit > 0
        floor = limit if check else 0
        if self.reject_gin and k.opp_discards:
            check = True
        for _attempt in range(self.redraws + 1 if check else 1):
            # weighted sampling without replacement (Efraimidis-Spirakis keys)
            random = rng.random
            keys = [-random() ** e for e in self._inverse_weights()]
            keyed = sorted(range(len(bits)), key=keys.__getitem__)
            hand = known
            for i in keyed[:u]:
                hand |= bits[i]
            rest = [bits[i] for i in keyed[u:]]
            rng.shuffle(rest)
            guarded = hand
            for step in range(min(steps, len(rest))):
                hand = self._improve(hand, rest[step], known)
                if near:
                    guarded = self._improve(guarded, rest[step], known | (guarded & near))
            if not check or dw(hand) > floor:
                break
        return hand, (guarded if near else hand)

    def _near_picks(self, known: int) -> int:
        """The cards that meld with a card of `known`: its rank's other cards and its suit's
        cards within two ranks."""
        near = 0
        for bit in bits_of(known):
            same, pairs = self.partners[bit]
            near |= same
            for pair in pairs:
                near |= pair
        return near & ~known

    def _inverse_weights(self) -> list[float]:
        """The sampling exponent of each pool card (one over its weight), built once."""
        if self._inverse is None:
            self._inverse = [1.0 / w for w in self.weights]
        return self._inverse

    def _improve(self, hand: int, bit: int, keep: int) -> int:
        """The hand after drawing `bit` and throwing its worst card (never a known pick): the
        least deadwood left, then the highest card, then the lowest bit."""
        full = hand | bit
        worst = self.drops.best(full, keep)[1]
        return full & ~(worst or bit)

    def threat(self) -> float:
        """The share of sampled opponent hands within a draw or two of going out."""
        hands = self.opponent_hands()
        if not hands:
            return 0.0
        near = max(self.limit, 1) + 5
        dw = self.dw
        return sum(1 for h in hands if dw(h) <= near) / len(hands)

    def danger(self, bit: int) -> float:
        """Expected deadwood the opponent saves by taking this discard (0 if it melds with
        nothing), with a penalty when it would let them go out."""
        saved, outs, _ = self.takes(bit, None)
        return saved + outs

    def takes(self, bit: int, ours: int | None,
              undercuts: bool = True) -> tuple[float, float, float]:
        """What the sampled opponent hands make of this discard, per hand on average: the
        deadwood they save by taking it (0 if it melds with nothing), a flat penalty when it
        lets them go out (15 for gin, 8 for a knock), and the points they would score by
        going out at once against our deadwood `ours` (0 when `ours` is None; the tie rule's
        undercut counted against them, or as 0 without `undercuts`). The hands are
        `danger_hands`: they keep what the opponent took its picks for."""
        hands = self.danger_hands()
        if not hands:
            return 0.0, 0.0, 0.0
        saved = outs = points = 0.0
        dw = self.dw
        limit = self.limit
        for h in hands:
            if not self.can_meld(bit, h):
                continue
            base = dw(h)
            best = min(base, self.drops.best(h | bit, bit)[0])
            if best < base:
                saved += base - best
                if best <= limit:
                    outs += 15 if best == 0 else 8
                    if ours is not None:
                        scored = self.score(best, ours)
                        points += scored if undercuts or scored > 0 else 0
        n = len(hands)
        return saved / n, outs / n, points / n

    # ----- going out ------------------------------------------------------------------------
    def layoff_chains(self, melds: Sequence[Sequence]) -> list[tuple[int, list[int], list[int]]]:
        """Per meld: (set extension mask, run extension bits going down, going up)."""
        chains = []
        turning = self.rules.turning_ace
        for meld in melds:
            kind = self.solver.meld_kind(meld)
            if kind == "set":
                ext = 0
                if len(meld) == 3:
                    suits = {c.suit for c in meld}
                    for s in range(4):
                        if s not in suits:
                            ext |= 1 << (s * 13 + meld[0].rank - 1)
                chains.append((ext, [], []))
            elif kind == "run":
                ordered = self.solver.order_meld(meld)
                suit = ordered[0].suit
                room = 13 - len(ordered)
                down, up = [], []
                lo, hi = ordered[0].rank, ordered[-1].rank
                for step in range(1, room + 1):
                    r = lo - step
                    if r < 1:
                        if not turning:
                            break
                        r += 13
                    down.append(1 << (suit * 13 + r - 1))
                for step in range(1, room + 1):
                    r = hi + step
                    if r > 13:
                        if not turning:
                            break
                        r -= 13
                    up.append(1 << (suit * 13 + r - 1))
                chains.append((0, down, up))
        return chains

    def after_layoffs(self, hand: int, chains, run_lengths) -> int:
        """The defender's least deadwood after its lay-offs (as the engine's optimal plan):
        each meld takes a set's fourth card or a prefix of the held cards beyond either end of
        a run; every combination is scored, since laying off a card can break a meld of its
        own."""
        per_meld: list[list[int]] = []
        for (ext, down, up), length in zip(chains, run_lengths, strict=True):
            if ext:
                if hand & ext:
                    per_meld.append([0, hand & ext])
                continue
            room = 13 - length
            downs = [0]
            for b in down:
                if not hand & b or len(downs) > room:
                    break
                downs.append(downs[-1] | b)
            ups = [0]
            for b in up:
                if not hand & b or len(ups) > room:
                    break
                ups.append(ups[-1] | b)
            if len(downs) == 1 and len(ups) == 1:
                continue
            options = [d | u for i, d in enumerate(downs) for j, u in enumerate(ups)
                       if i + j <= room and not d & u]
            per_meld.append(options)
        dw = self.dw
        best = dw(hand)
        if not per_meld:
            return best
        combos = [0]
        for options in per_meld:
            combos = [c | o for c in combos for o in options if not c & o]
        for removed in combos:
            if removed:
                v = dw(hand & ~removed)
                if v < best:
                    best = v
        return best

    def score(self, mine: int, theirs: int) -> int:
        """Points (positive for the knocker) of a knock with deadwood `mine` against `theirs`,
        under the hand's tie rule (and doubled in a doubled Oklahoma hand)."""
        r = self.rules
        if mine == 0:
            return (r.gin_bonus + theirs) * self.mult
        if theirs > mine or (theirs == mine and not r.tie_is_undercut):
            return (theirs - mine) * self.mult
        return -(r.undercut_bonus + mine - theirs) * self.mult

    def knock_outcomes(self, melds, hands: list[int]) -> list[int]:
        """The opponents' deadwood after their lay-offs on `melds`."""
        chains = self.layoff_chains(melds)
        lengths = [len(m) for m in melds]
        return [self.after_layoffs(h, chains, lengths) for h in hands]

    def knock_value(self, cards, mine: int) -> tuple[float, tuple | None]:
        """Expected points of knocking with these ten cards, and the best arrangement."""
        hands = self.opponent_hands()
        u = self.util
        if mine == 0:
            return sum(u(self.score(0, self.dw(h))) for h in hands) / max(1, len(hands)), None
        best, best_melds = None, None
        for arr in self.solver.all_arrangements(list(cards))[:4]:
            theirs = self.knock_outcomes(arr.melds, hands)
            ev = sum(u(self.score(mine, t)) for t in theirs) / max(1, len(theirs))
            if best is None or ev > best:
                best, best_melds = ev, arr.melds
        return best, best_melds

    def wait_value(self, mask: int) -> float:
        """Expected points of discarding down to `mask` and playing on (`horizon` turns)."""
        return WaitLookahead(self, self.horizon).value(mask)


def _doubled(view: PlayerView) -> bool:
    """Whether this Oklahoma hand counts double (a spade upcard)."""
    return view.doubled
