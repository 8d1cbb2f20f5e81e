"""Once the discard pile has been turned over into the stock, the computer counts cards: the
stock holds only cards discarded before, so a card never seen lies in another hand. Four
medium players had kept pairs waiting for each other's cards, throwing back the card each
drew, until the restocks ran out and the hand was void (a play-tester's three-player hand
ran about 45 rounds; 44 of 200 four-player hands were void)."""

from __future__ import annotations

from game.core.cards import new_deck
from game.core.events import HandScored
from game.match import Match
from game.players import make_player
from game.players.rami_ai import dead_cards
from game.variants import rules_for


def _void_hands(specs: tuple[str, ...], seeds: range) -> tuple[int, int]:
    void = hands = 0
    for seed in seeds:
        players = [make_player(spec, seed=seed * 31 + i) for i, spec in enumerate(specs)]
        match = Match(rules_for("rami"), players, seed=seed)
        match.run()
        for e in match.engine.events:
            if isinstance(e, HandScored):
                hands += 1
                void += e.kind == "draw"
    return void, hands


def test_four_medium_players_rarely_leave_a_hand_void():
    void, hands = _void_hands(("medium",) * 4, range(1000, 1006))
    assert hands == 30
    assert void <= 1, void     # (the discard that threw the costliest card left 7 of 30)


def test_after_a_restock_the_unseen_cards_are_dead_and_the_discards_live_again():
    players = [make_player("medium", seed=i) for i in range(4)]
    match = Match(rules_for("rami"), players, seed=1005)
    engine = match.engine
    while not engine.view(0).restocks:
        assert not engine.is_over, "the match ended before the stock was turned over"
        match.step()
    view = engine.view(engine.to_act)
    dead = dead_cards(view)
    on_table = {c for m in view.table_melds for c in m.cards}
    seen = set(view.discards_seen) | on_table | set(view.hand)
    unseen = [c for c in new_deck() if c not in seen]
    assert unseen and all(c in dead for c in unseen)
    taken = {c for s, known in enumerate(view.known_cards) if s != view.seat for c in known}
    drawable = set(view.discards_seen) - taken - on_table - set(view.hand)
    assert drawable and not drawable & dead
