"""Seeds: the same seed deals the same cards, commitments verify, and the shuffle is uniform."""

from collections import Counter
from itertools import permutations

from game.core.actions import NextHand
from game.core.cards import Card, shuffled_deck
from game.core.events import HandStarted, SeedRevealed
from game.core.families import new_game
from game.core.seeds import commitment, derive_seed, verify
from game.players.easy import EasyPlayer
from game.variants import rules_for


def deal(seed, variant="classic"):
    engine = new_game(rules_for(variant), 2, seed)
    engine.apply(NextHand())
    return engine


def test_same_seed_same_deal():
    for variant in ("classic", "polish", "oklahoma"):
        a, b = deal(123456789, variant), deal(123456789, variant)
        assert a.hands == b.hands and a.stock == b.stock and a.pile == b.pile
        assert a.dealer == b.dealer
    c = deal(123456790)
    assert c.hands != deal(123456789).hands


def test_recorded_seed_when_none_given():
    engine = new_game(rules_for("classic"), 2)
    assert isinstance(engine.seed, int)
    engine.apply(NextHand())
    again = deal(engine.seed)
    assert again.hands == engine.hands and again.stock == engine.stock


def test_each_hand_has_its_own_seed():
    assert len({derive_seed(7, n) for n in range(200)}) == 200
    assert derive_seed(7, 3) == derive_seed(7, 3) != derive_seed(8, 3)
    assert 0 <= derive_seed(7, "cut0") < 2 ** 63


def test_commitment_round_trip():
    seed = derive_seed(42, 0)
    published = commitment(seed)
    assert len(published) == 64 and int(published, 16) >= 0
    assert verify(seed, published)
    assert verify(seed, " " + published.upper() + "\n")
    assert not verify(seed + 1, published)
    assert not verify(seed, published[:-1] + ("0" if published[-1] != "0" else "1"))


def test_commitment_before_the_deal_matches_the_seed_after():
    engine = new_game(rules_for("classic"), 2, 77)
    players = [EasyPlayer(seed=1), EasyPlayer(seed=2)]
    while not engine.is_over:
        if engine.to_act is None:
            engine.apply(NextHand())
        else:
            engine.apply(players[engine.to_act].choose(engine.view(engine.to_act),
                                                       engine.legal_actions()))
    started = [e for e in engine.events if isinstance(e, HandStarted)]
    revealed = [e for e in engine.events if isinstance(e, SeedRevealed)]
    assert len(started) == len(revealed) >= 2
    for s, r in zip(started, revealed, strict=True):
        assert s.hand_no == r.hand_no
        assert verify(r.seed, s.commitment)
        # the revealed seed rebuilds the deck that was dealt
        assert r.seed == engine.hand_seed(r.hand_no - 1)
    deck = shuffled_deck(revealed[-1].seed)
    dealt = set(deck[-21:])
    hands_at_start = {e.card for e in engine.events[engine.events.index(started[-1]):]
                      if type(e).__name__ == "CardDealt"}
    assert hands_at_start == dealt - {deck[-21]}


# Chi-square critical values at p = 0.001 (upper tail): df 23 -> 49.73, df 51 -> 87.97.
CHI2_23 = 49.73
CHI2_51 = 87.97


def chi_square(counts, expected):
    return sum((c - expected) ** 2 / expected for c in counts)


def test_shuffle_puts_a_card_anywhere_uniformly():
    ace = Card.parse("AS")
    n = 20_000
    slots = Counter(shuffled_deck(derive_seed(2024, i)).index(ace) for i in range(n))
    assert set(slots) == set(range(52))
    assert chi_square([slots[k] for k in range(52)], n / 52) < CHI2_51


def test_shuffle_orders_four_cards_uniformly():
    four = [Card.parse(t) for t in ("AS", "KH", "7D", "2C")]
    n = 20_000
    orders = Counter()
    for i in range(n):
        deck = shuffled_deck(derive_seed(99, i))
        orders[tuple(c for c in deck if c in four)] += 1
    assert set(orders) == set(permutations(four))
    assert chi_square(list(orders.values()), n / 24) < CHI2_23


def test_the_chi_square_check_can_fail():
    # a biased "shuffle" (the ace kept in the top half) is caught by the same threshold
    n = 5_200
    biased = Counter((i * 7) % 26 for i in range(n))
    assert chi_square([biased[k] for k in range(52)], n / 52) > CHI2_51
