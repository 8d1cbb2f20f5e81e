"""Provable fairness: the shuffles are uniform permutations, every hand is dealt from the seed
committed to before it, and the deal can be recomputed from the revealed seed."""

from __future__ import annotations

import itertools
from collections import Counter

from game.core.actions import NextHand
from game.core.cards import Card, shuffled_deck
from game.core.events import CardDealt, HandStarted, SeedRevealed, UpcardTurned
from game.core.families import new_game
from game.core.seeds import commitment, derive_seed, verify
from game.match import Match
from game.players import make_player
from game.variants import rules_for

# chi-square critical values at p = 0.001 (tables; no scipy needed)
CHI2_001 = {5: 20.52, 51: 87.97}


def chi2(counts, expected: float) -> float:
    return sum((c - expected) ** 2 / expected for c in counts)


def _hand_seeds(n: int):
    """Hand seeds as the game makes them: consecutive deals of many matches."""
    for match_seed in range(n // 10):
        for deal_no in range(10):
            yield derive_seed(match_seed, deal_no)


def test_every_card_is_equally_likely_in_every_position():
    n = 20_000
    positions = [[0] * 52 for _ in range(52)]  # positions[card][place]
    for seed in _hand_seeds(n):
        for place, card in enumerate(shuffled_deck(seed)):
            positions[card.index][place] += 1
    # the whole 52x52 table: sum of 52 chi-squares with 51 degrees of freedom each
    total = sum(chi2(row, n / 52) for row in positions)
    dof = 52 * 51
    assert abs(total - dof) < 5 * (2 * dof) ** 0.5
    # and no single card is badly placed (p = 0.001 with a Bonferroni allowance)
    assert max(chi2(row, n / 52) for row in positions) < CHI2_001[51] + 25


def test_relative_orders_are_uniform():
    """Not only the marginals: the 6 orders of three given cards are equally likely."""
    n = 12_000
    trio = [Card.parse(c) for c in ("AS", "7H", "KC")]
    orders = Counter()
    for seed in _hand_seeds(n):
        deck = shuffled_deck(seed)
        orders[tuple(sorted(trio, key=deck.index))] += 1
    assert set(orders) == set(itertools.permutations(trio))
    assert chi2(orders.values(), n / 6) < CHI2_001[5]


def test_consecutive_deals_are_independent():
    """The top card of deal k and of deal k+1 of the same match are unrelated (suits)."""
    table = Counter()
    n = 0
    for match_seed in range(4000):
        a = shuffled_deck(derive_seed(match_seed, 0))[-1].suit
        b = shuffled_deck(derive_seed(match_seed, 1))[-1].suit
        table[a, b] += 1
        n += 1
    assert chi2([table[a, b] for a in range(4) for b in range(4)], n / 16) < 37.7  # 15 dof


def test_each_hand_is_dealt_from_its_committed_seed():
    rules = rules_for("classic")
    match = Match(rules, [make_player("easy", seed=1), make_player("easy", seed=2)], seed=99)
    match.run()
    events = match.engine.events
    starts = [i for i, e in enumerate(events) if isinstance(e, HandStarted)]
    assert len(starts) > 2
    for k, i in enumerate(starts):
        started = events[i]
        revealed = next(e for e in events[i:] if isinstance(e, SeedRevealed))
        assert revealed.hand_no == started.hand_no == k + 1
        assert started.commitment == commitment(revealed.seed)
        assert verify(revealed.seed, started.commitment)
        assert not verify(revealed.seed + 1, started.commitment)
        # the revealed seed alone reproduces the deal: the dealt cards come off its deck
        deck = shuffled_deck(revealed.seed)
        end = starts[k + 1] if k + 1 < len(starts) else len(events)
        dealt = [e.card for e in events[i:end] if isinstance(e, CardDealt)]
        upcard = next(e.card for e in events[i:end] if isinstance(e, UpcardTurned))
        assert dealt + [upcard] == deck[::-1][:21]
    # the commitment of a hand is published before any of its cards
    first = new_game(rules, 2, 99).apply(NextHand())
    kinds = [type(e) for e in first]
    assert kinds.index(HandStarted) < kinds.index(CardDealt)


# ----- a check a player can do --------------------------------------------------------------
def test_verify_accepts_the_digits_the_table_and_score_screen_show(capsys):
    """The table shows 12 hex digits, the score screen 16: `verify` takes either."""
    from game.__main__ import main

    hand_seed = derive_seed(2024, 1)
    whole = commitment(hand_seed)
    for shown in (whole[:12], whole[:16] + "…", whole):
        assert main(["verify", str(hand_seed), shown]) == 0, shown
        assert "OK" in capsys.readouterr().out
    assert main(["verify", str(hand_seed + 1), whole[:12]]) == 1
    capsys.readouterr()
    # a match seed finds its hand from the shown prefix too
    assert main(["verify", "2024", whole[:12]]) == 0
    assert "hand 2" in capsys.readouterr().out


def test_the_commitment_is_sha256_of_the_documented_text():
    """README, 'Fair deals': `printf 'gin-table-hand:%s' SEED | sha256sum`."""
    import hashlib
    import re
    from pathlib import Path

    seed = derive_seed(5, 0)
    assert commitment(seed) == hashlib.sha256(f"gin-table-hand:{seed}".encode()).hexdigest()
    readme = (Path(__file__).parents[2] / "README.md").read_text(encoding="utf-8")
    fair = readme.split("## Fair deals", 1)[1].split("\n## ", 1)[0]
    assert "printf 'gin-table-hand:%s'" in fair and "sha256sum" in fair
    assert re.search(r"gin-table-match:", fair)


def test_first_dealer_and_retourne_pack_are_committed_before_the_first_deal():
    """003's retourne pack and the first dealer come from the match seed: its commitment is
    published in MatchStarted, before the cut and the deal, and the seed when it is over."""
    from game.core.events import MatchOver, MatchStarted
    from game.core.seeds import match_commitment

    rules = rules_for("gin-rami")  # 003
    assert rules.knock_limit_source == "retourne"
    match = Match(rules, [make_player("easy", seed=1), make_player("easy", seed=2)], seed=606)
    first = match.next_hand()
    assert isinstance(first[0], MatchStarted)
    assert first[0].commitment == match_commitment(606)
    assert [type(e).__name__ for e in first].index("HandStarted") > 0
    match.run()
    over = next(e for e in match.engine.events if isinstance(e, MatchOver))
    assert over.seed == 606 and match_commitment(over.seed) == first[0].commitment


def test_match_seeds_come_from_secrets_never_from_random(monkeypatch):
    """A deliberate switch of `fresh_seed` to `random` must fail here."""
    import random
    import secrets

    def forbidden(*_args, **_kwargs):
        raise AssertionError("a match seed was drawn from random")

    for name in ("random", "randint", "randrange", "getrandbits", "choice"):
        monkeypatch.setattr(random, name, forbidden)
    drawn = []
    monkeypatch.setattr(secrets, "randbits", lambda k: drawn.append(k) or 4_815_162_342)
    engine = new_game(rules_for("classic"), 2)
    assert engine.seed == 4_815_162_342 and drawn == [63]
    from game.ui.session import Session

    session = Session.create("classic")
    assert session.match.engine.seed == 4_815_162_342
