"""The meld solver against an independent brute force: deadwood, arrangements and lay-offs.

The brute force knows only the definitions of RULES.md: a set is 3-4 cards of one rank (no
suit twice), a run 3+ cards of one suit in consecutive ranks (the ace low, or turning in 003),
a card in at most one meld; the deadwood is the least value left over any subset of the hand
that splits into melds.
"""

from collections import Counter
from functools import lru_cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.strategies import composite

from game.core.cards import ALL_CARDS, Card, parse_cards
from game.core.melds import rules_solver
from game.variants import rules_for

CLASSIC = rules_solver(rules_for("classic"))
GIN_RAMI = rules_solver(rules_for("gin-rami"))      # ace 15, turning ace
SOLVERS = {"classic": CLASSIC, "gin-rami": GIN_RAMI}


# ----- the brute force --------------------------------------------------------------------
def is_set(cards) -> bool:
    return (3 <= len(cards) <= 4 and len({c.rank for c in cards}) == 1
            and len({c.suit for c in cards}) == len(cards))


def is_run(cards, turning: bool) -> bool:
    n = len(cards)
    ranks = {c.rank for c in cards}
    if n < 3 or len({c.suit for c in cards}) != 1 or len(ranks) != n:
        return False
    if not turning:
        return max(ranks) - min(ranks) == n - 1
    return any({(start - 1 + k) % 13 + 1 for k in range(n)} == ranks for start in ranks)


def is_meld(cards, turning: bool) -> bool:
    return is_set(cards) or is_run(cards, turning)


@lru_cache(maxsize=200_000)
def splits_into_melds(cards: tuple[Card, ...], turning: bool) -> bool:
    """Whether these cards (sorted) are exactly a union of disjoint legal melds."""
    if not cards:
        return True
    first, rest = cards[0], cards[1:]
    partners = [i for i, c in enumerate(rest) if c.rank == first.rank or c.suit == first.suit]
    for mask in range(1, 1 << len(partners)):
        chosen = [rest[partners[b]] for b in range(len(partners)) if mask >> b & 1]
        if len(chosen) < 2 or not is_meld([first, *chosen], turning):
            continue
        left = list(rest)
        for c in chosen:
            left.remove(c)
        if splits_into_melds(tuple(left), turning):
            return True
    return False


def brute_optimal(hand, values, turning):
    """(min deadwood, the melded sub-multisets achieving it) by trying every subset."""
    hand = sorted(hand, key=lambda c: c.index)
    best, subsets = None, set()
    for mask in range(1 << len(hand)):
        melded = tuple(hand[i] for i in range(len(hand)) if mask >> i & 1)
        if melded and not splits_into_melds(melded, turning):
            continue
        dead = sum(values[hand[i].rank - 1] for i in range(len(hand)) if not mask >> i & 1)
        key = tuple(sorted(c.index for c in melded))
        if best is None or dead < best:
            best, subsets = dead, {key}
        elif dead == best:
            subsets.add(key)
    return best, subsets


def brute_deadwood(hand, solver) -> int:
    return brute_optimal(hand, solver.values, solver.turning)[0]


def can_take(meld, extra, turning) -> bool:
    """Whether the cards `extra` can all be laid off on `meld` (one by one, in some order).

    A set takes a 4th card; a run takes cards at either end, so it can take a group exactly
    when meld + group is one run."""
    if not extra:
        return True
    whole = [*meld, *extra]
    if is_set(meld):
        return is_set(whole)
    return is_run(whole, turning)


def can_assign(off, melds, groups, turning, i=0) -> bool:
    """Whether the cards `off[i:]` can be shared out among the melds (groups so far)."""
    if i == len(off):
        return all(can_take(m, g, turning) for m, g in zip(melds, groups, strict=True))
    c = off[i]
    for k, m in enumerate(melds):
        if c.rank == m[0].rank or c.suit == m[0].suit:
            groups[k].append(c)
            ok = can_assign(off, melds, groups, turning, i + 1)
            groups[k].pop()
            if ok:
                return True
    return False


def brute_layoffs(defender, melds, solver) -> int:
    """Least deadwood the defender can keep, over every subset of cards laid off."""
    best = None
    n = len(defender)
    for mask in range(1 << n):
        off = [defender[i] for i in range(n) if mask >> i & 1]
        if not can_assign(off, melds, [[] for _ in melds], solver.turning):
            continue
        rest = [defender[i] for i in range(n) if not mask >> i & 1]
        dw = brute_deadwood(rest, solver)
        best = dw if best is None else min(best, dw)
    return best


# ----- hand strategies --------------------------------------------------------------------
@composite
def hands(draw, size, decks=1, duplicate=False):
    """Hands of `size` cards: uniform, or crowded into a few ranks so melds overlap."""
    rng = draw(st.randoms(use_true_random=False))
    pool = list(ALL_CARDS[: 52 * decks])
    if rng.random() < 0.75:
        start = rng.randrange(13)
        window = {(start + k) % 13 + 1 for k in range(rng.choice((4, 5, 6, 7)))}
        pool = [c for c in pool if c.rank in window]
    hand = rng.sample(pool, size)
    if duplicate:
        twin = rng.choice(hand[1:])
        hand[0] = Card.of(twin.rank, twin.suit, 1 - twin.deck)
    return hand


def key_of(cards):
    return tuple(sorted(c.index for c in cards))


def check_against_brute(hand, solver):
    best, subsets = brute_optimal(hand, solver.values, solver.turning)
    assert solver.deadwood(hand) == best, hand
    arrangements = solver.all_arrangements(hand)
    assert arrangements and arrangements[0] == solver.best_arrangement(hand)
    seen = set()
    for arr in arrangements:
        assert arr.deadwood == best == solver.total(arr.deadwood_cards)
        assert all(is_meld(m, solver.turning) for m in arr.melds), arr
        used = Counter(c for m in arr.melds for c in m) + Counter(arr.deadwood_cards)
        assert used == Counter(hand), "melds and deadwood are disjoint and cover the hand"
        ident = tuple(sorted(key_of(m) for m in arr.melds))
        assert ident not in seen, "an arrangement is listed twice"
        seen.add(ident)
    # every optimal choice of melded cards is offered
    assert {key_of([c for m in a.melds for c in m]) for a in arrangements} == subsets
    return best


@settings(max_examples=250, deadline=None)
@given(hands(10), st.sampled_from(sorted(SOLVERS)))
def test_deadwood_of_ten_cards_equals_brute_force(hand, name):
    check_against_brute(hand, SOLVERS[name])


@settings(max_examples=150, deadline=None)
@given(hands(11), st.sampled_from(sorted(SOLVERS)))
def test_deadwood_of_eleven_cards_and_best_discards(hand, name):
    solver = SOLVERS[name]
    check_against_brute(hand, solver)
    after = solver.deadwood_after_each_discard(hand)
    expected = {c: solver.deadwood([x for x in hand if x is not c]) for c in hand}
    assert after == expected
    best, cards = solver.best_discards(hand)
    assert best == min(expected.values())
    assert set(cards) == {c for c, v in expected.items() if v == best}


@settings(max_examples=150, deadline=None)
@given(st.one_of(hands(10, decks=2, duplicate=True), hands(11, decks=2, duplicate=True)),
       st.sampled_from(sorted(SOLVERS)))
def test_two_identical_cards_against_brute_force(hand, name):
    assert len({(c.rank, c.suit) for c in hand}) < len(hand)
    check_against_brute(hand, SOLVERS[name])


@settings(max_examples=150, deadline=None)
@given(hands(10))
def test_mask_path_equals_general_path(hand):
    mask = 0
    for c in hand:
        mask |= c.bit
    for solver in SOLVERS.values():
        assert solver.deadwood_mask(mask) == solver.best_arrangement(hand).deadwood


@composite
def meld_rich_hands(draw):
    """3 to 12 cards of no face twice from a few suits and ranks (long runs, sets, runs that
    touch), now and then from the second deck, as knocking hands are."""
    rng = draw(st.randoms(use_true_random=False))
    size = rng.choice((3, 5, 7, 9, 10, 10, 11, 11, 12))
    suits = rng.sample(range(4), rng.randint(1, 4))
    ranks = rng.sample(range(1, 14), rng.randint(4, 13))
    pool = [c for c in ALL_CARDS[:52] if c.suit in suits and c.rank in ranks]
    if len(pool) < size:
        pool = list(ALL_CARDS[:52])
    hand = rng.sample(pool, size)
    if rng.random() < 0.2:
        hand = [Card.of(c.rank, c.suit, rng.choice((0, 1))) for c in hand]
    return hand


@settings(max_examples=400, deadline=None)
@given(st.one_of(meld_rich_hands(), hands(10), hands(11)), st.sampled_from(sorted(SOLVERS)))
def test_fast_arrangements_equal_the_exhaustive_search(hand, name):
    """Hands without a face twice take the fast search (masks, a known least deadwood, runs
    merged by blocks); it lists exactly what the exhaustive search lists, in its order, so
    the engine's knock and spread arrangements never change."""
    solver = SOLVERS[name]
    assert solver.all_arrangements(hand) == solver._any_arrangements(tuple(hand))


@composite
def set_heavy_hands(draw):
    """10 or 11 cards holding two or three ranks three or four times (the solver's slow path,
    which reads its set choices from a precomputed table), the rest near them in rank."""
    rng = draw(st.randoms(use_true_random=False))
    size = rng.choice((10, 11))
    ranks = rng.sample(range(1, 14), rng.choice((2, 3)))
    hand: list[Card] = []
    for rank in ranks:
        for suit in rng.sample(range(4), rng.choice((3, 4))):
            hand.append(Card.of(rank, suit))
    hand = hand[:size]
    near = {(r + d - 1) % 13 + 1 for r in ranks for d in (-2, -1, 1, 2)}
    rest = [c for c in ALL_CARDS[:52] if c not in hand and c.rank in near]
    hand += rng.sample(rest, size - len(hand))
    return hand


@settings(max_examples=250, deadline=None)
@given(set_heavy_hands(), st.sampled_from(sorted(SOLVERS)))
def test_set_choice_table_equals_brute_force(hand, name):
    solver = SOLVERS[name]
    mask = 0
    for c in hand:
        mask |= c.bit
    assert solver.deadwood_mask(mask) == brute_deadwood(hand, solver), hand
    # the deadwood after each discard reads each set choice once for the other ranks' cards
    after = solver.deadwood_after_each_discard(hand)
    assert after == {c: solver.deadwood_mask(mask & ~c.bit) for c in hand}
    assert solver._with_set_options(mask, _triple_ranks(mask)) == brute_deadwood(hand, solver)


def _triple_ranks(mask: int) -> int:
    """The 13-bit mask of the ranks held in three or four suits."""
    suits = [(mask >> (13 * s)) & 0x1FFF for s in range(4)]
    return (suits[0] & suits[1] & (suits[2] | suits[3])) | ((suits[0] | suits[1]) & suits[2]
                                                            & suits[3])


# ----- examples -----------------------------------------------------------------------------
@pytest.mark.parametrize("hand, classic, gin_rami", [
    ("AS 2S 3S 4H 5H 6H 7C 8C 9C KD", 10, 10),
    ("QS KS AS 2D 3D 4D 9H 9C 9S 5C", 26, 5),        # Q-K-A is a run only with a turning ace
    ("KH AH 2H 5C 5D 5S 7S 8S 9S TC", 23, 10),       # so is K-A-2
    ("4S 5S 6S 7S 7H 7D 7C 2D 3H 9C", 14, 14),       # 4-7S + 7H7D7C, or 4-6S + 7777
    ("AS AH AD 2S 3S 4S JC QC KC TD", 10, 10),
    ("AS AH AD AC 2S 2H 2D 3S 3H 3D", 0, 0),
])
def test_example_hands(hand, classic, gin_rami):
    cards = parse_cards(hand)
    assert CLASSIC.deadwood(cards) == classic == brute_deadwood(cards, CLASSIC)
    assert GIN_RAMI.deadwood(cards) == gin_rami == brute_deadwood(cards, GIN_RAMI)


def test_all_arrangements_offers_the_four_of_a_kind_choice():
    cards = parse_cards("4S 5S 6S 7S 7H 7D 7C 2D 3H 9C")
    shown = [[" ".join(map(str, m)) for m in a.melds] for a in CLASSIC.all_arrangements(cards)]
    assert sorted(map(sorted, shown)) == [["4S 5S 6S", "7S 7H 7D 7C"], ["4S 5S 6S 7S",
                                                                        "7H 7D 7C"]]


def test_all_arrangements_returns_a_fresh_list():
    cards = parse_cards("4S 5S 6S 7S 7H 7D 7C 2D 3H 9C")
    first = CLASSIC.all_arrangements(cards)
    first.clear()
    assert len(CLASSIC.all_arrangements(cards)) == 2


def test_discard_table_follows_the_deck_of_each_card():
    for hand in ("AS 2S 3S 5D 9H", "AS 2S 3S 5D' 9H", "AS 2S 3S 5D 9H'"):
        cards = parse_cards(hand)
        after = CLASSIC.deadwood_after_each_discard(cards)
        assert set(after) == set(cards)
        assert after[cards[3]] == 9 and after[cards[4]] == 5


def test_meld_kind():
    kind = CLASSIC.meld_kind
    assert kind(parse_cards("7S 7H 7D")) == "set"
    assert kind(parse_cards("7S 7H 7D 7C")) == "set"
    assert kind(parse_cards("7S 7H 7S'")) is None                 # a suit twice
    assert kind(parse_cards("5H 6H 7H 8H")) == "run"
    assert kind(parse_cards("5H 6H 8H")) is None
    assert kind(parse_cards("5H 6H 7D")) is None
    assert kind(parse_cards("QS KS AS")) is None
    assert GIN_RAMI.meld_kind(parse_cards("QS KS AS")) == "run"
    assert GIN_RAMI.meld_kind(parse_cards("KS AS 2S")) == "run"
    assert GIN_RAMI.meld_kind(parse_cards("5H 6H 6H'")) is None
    assert kind(parse_cards("5H 6H")) is None


# ----- lay-offs -----------------------------------------------------------------------------
def test_layoff_examples():
    melds = [tuple(parse_cards("5H 6H 7H")), tuple(parse_cards("9S 9D 9C"))]
    layoffs, rest = CLASSIC.best_layoffs(parse_cards("8H 9H 4H 9H' KC"), melds)
    # chain: 8H then 9H on the run, 4H below it; the second deck's 9H completes the nines
    assert sorted((str(c), i) for c, i in layoffs) == [("4H", 0), ("8H", 0), ("9H", 0),
                                                      ("9H'", 1)]
    assert rest.deadwood == 10
    layoffs, rest = CLASSIC.best_layoffs(parse_cards("9H 2C"), melds)
    assert [(str(c), i) for c, i in layoffs] == [("9H", 1)]      # the 4th card of a set
    assert rest.deadwood == 2
    assert not CLASSIC.can_lay_off(Card.parse("9H"), parse_cards("9S 9D 9C 9H'"))
    assert CLASSIC.can_lay_off(Card.parse("4H"), melds[0])
    assert not CLASSIC.can_lay_off(Card.parse("9H"), melds[0])
    assert GIN_RAMI.can_lay_off(Card.parse("AS"), parse_cards("JS QS KS"))
    assert not CLASSIC.can_lay_off(Card.parse("AS"), parse_cards("JS QS KS"))


@composite
def showdowns(draw):
    """Knocker's melds (1-3, disjoint) and a defender's 10 cards crowded around them."""
    rng = draw(st.randoms(use_true_random=False))
    turning = draw(st.booleans())
    free = list(ALL_CARDS[:52])
    melds = []
    for _ in range(rng.randint(1, 3)):
        for _attempt in range(20):
            if rng.random() < 0.5:
                rank = rng.randint(1, 13)
                suits = rng.sample(range(4), rng.choice((3, 3, 4)))
                meld = [Card.of(rank, s) for s in suits]
            else:
                suit, start, n = rng.randrange(4), rng.randrange(13), rng.randint(3, 5)
                meld = [Card.of((start + k) % 13 + 1, suit) for k in range(n)]
            if all(c in free for c in meld) and is_meld(meld, turning):
                melds.append(tuple(meld))
                for c in meld:
                    free.remove(c)
                break
    near = [c for c in free if any(c.rank == m[0].rank or
                                   (c.suit == m[0].suit and
                                    min(abs(c.rank - x.rank) % 13 for x in m) <= 3)
                                   for m in melds)]
    far = [c for c in free if c not in near]
    k = min(len(near), rng.randint(3, 8))
    defender = rng.sample(near, k) + rng.sample(far, 10 - k)
    return turning, melds, defender


@settings(max_examples=120, deadline=None)
@given(showdowns())
def test_best_layoffs_equals_brute_force(case):
    turning, melds, defender = case
    solver = GIN_RAMI if turning else CLASSIC
    layoffs, rest = solver.best_layoffs(defender, melds)
    assert rest.deadwood == brute_layoffs(defender, melds, solver)
    # the lay-offs can be played one by one in the order given
    table = [list(m) for m in melds]
    hand = list(defender)
    for card, target in layoffs:
        assert solver.can_lay_off(card, table[target]), (card, table[target])
        table[target].append(card)
        hand.remove(card)
    assert Counter(c for m in rest.melds for c in m) + Counter(rest.deadwood_cards) == \
        Counter(hand)
    assert rest.deadwood == solver.deadwood(hand)


def test_equal_deadwood_plans_lay_off_the_most_cards():
    """Holding 2♠ 3♠ 4♠ against a knocker's 5♠ 6♠ 7♠ the three are laid off (a run of the
    defender's own gave the same deadwood, and the game proposed no lay-off at all: a
    play-tester read "lays off nothing" as a mistake); with 2♥ 2♦ too, 2♠ keeps its set."""
    run = [tuple(parse_cards("5S 6S 7S"))]
    plan, rest = CLASSIC.best_layoffs(parse_cards("4S 3S 2S KH"), run)
    assert [str(c) for c, _t in plan] == ["4S", "3S", "2S"] and rest.deadwood == 10
    plan, rest = CLASSIC.best_layoffs(parse_cards("4S 3S 2S 2H 2D"), run)
    assert rest.deadwood == 0 and {str(c) for c, _t in plan} == {"4S", "3S"}
    # two decks (a face twice: the general path, not the bit-mask one)
    plan, rest = GIN_RAMI.best_layoffs(parse_cards("4S 3S 2S KH KH'"), run)
    assert [str(c) for c, _t in plan] == ["4S", "3S", "2S"] and rest.deadwood == 20
