"""The hint claims no more than the player's public knowledge supports, and its numbers agree
with each other and with the table's "as low as" counter (play-testers, Gin against Hard)."""

from __future__ import annotations

import re

import pytest

from game.coach.hint import TAKE_COMPLETES_MELD, Hint, HintReason, explain, hint
from game.core.actions import Discard, Draw
from game.core.cards import Card
from game.core.melds import rules_solver
from game.ui.coach_words import card_name, hint_text
from tests.coach.coach_helpers import sample_positions
from tests.core.core_helpers import play, start_hand

DISCARD_SAFE, DISCARD_LESS_LIKELY = "discard-safe", "discard-less-likely"
OPPONENT = "AS 2S 4S 5S 7S 9S AD 3D 5D 6D"


def _after_two_passed_jacks(mine: str):
    """The opponent passes on the jack of diamonds (the upcard) and then on the jack of
    spades (our discard); we have drawn again and hold the jack of hearts."""
    engine = start_hand("classic", mine, OPPONENT, "JD", "KC QC 9C")
    me = engine.to_act
    play(engine, "pass", "pass", "draw stock", "discard JS", "draw stock", "discard 6D",
         "draw stock")
    return engine.view(me), engine.legal_actions()


def test_a_jack_is_not_safe_while_a_run_of_hearts_can_still_take_it():
    """"Discard the jack of hearts — it is safe: the opponent passed on jacks", and the
    computer took it for 8♥ 9♥ 10♥ J♥: the rank's evidence says nothing of the run."""
    view, legal = _after_two_passed_jacks("JH JS 2C 4D 6S 8C KD 3S 5C 7D")
    jack = Discard(Card.parse("JH"))
    reason = explain(view, legal, jack)
    text = hint_text(Hint(jack, reason))
    assert reason.kind == DISCARD_LESS_LIKELY, reason
    assert "safe" not in text
    assert text == ("Discard the jack of hearts — less likely to help the opponent, who "
                    "passed on jacks")


@pytest.mark.parametrize("passed, declined, said", [
    ("10C", False, "less likely to help the opponent, who threw away the ten of clubs"),
    ("5D", True, "less likely to help the opponent, who did not take the five of diamonds"),
    ("9D 9H", False, "less likely to help the opponent, who threw away nines"),
    ("9D 9H", True, "less likely to help the opponent, who passed on nines")])
def test_the_opponent_is_never_it(passed, declined, said):
    """"…: it threw away the ten of clubs", "…: it passed on nines": in hot-seat the opponent
    is a person (a play-tester); the sentence says "who", as French says "qui"."""
    cards = tuple(Card.parse(c) for c in passed.split())
    card = Card.parse({"10C": "10H", "5D": "5S"}.get(passed, "9S"))
    reason = HintReason(DISCARD_LESS_LIKELY, cards=(card,), passed=cards, declined=declined)
    text = hint_text(Hint(Discard(card), reason))
    assert said in text and " it " not in text.split("—")[1], text


def test_a_jack_is_safe_when_its_rank_and_its_run_neighbours_are_dead():
    """The ten and the queen of hearts in our hand, two jacks passed on: no set (one jack
    left alive) and no run (no neighbour on either side) can use the jack of hearts."""
    view, legal = _after_two_passed_jacks("JH JS 2C 10H QH 8C KD 3S 5C 7D")
    jack = Discard(Card.parse("JH"))
    reason = explain(view, legal, jack)
    assert reason.kind == DISCARD_SAFE, reason
    assert hint_text(Hint(jack, reason)).startswith(
        "Discard the jack of hearts — it is safe: the opponent passed on jacks and no run can "
        "use it")


def test_every_safe_hint_in_play_is_dead_for_the_opponent():
    """Over sampled Gin positions, a discard called "safe" has at most one card of its rank
    and no run left that public information does not rule out."""
    from game.coach.discards import dead_cards

    said = 0
    for view, legal in sample_positions("classic", 300, seed=9):
        solver = rules_solver(view.rules)
        for a in legal:
            if not isinstance(a, Discard):
                continue
            reason = explain(view, legal, a)
            if "safe" not in hint_text(Hint(a, reason)):
                continue
            assert reason.kind == DISCARD_SAFE
            dead = dead_cards(view)
            c = a.card
            alive = [s for s in range(4) if s != c.suit and (c.rank, s) not in dead]
            assert len(alive) <= 1, (view.hand, alive)

            def live(step: int, c=c, dead=dead, turning=solver.turning) -> bool:
                r = c.rank + step
                if turning:
                    r = (r - 1) % 13 + 1
                return 1 <= r <= 13 and (r, c.suit) not in dead

            assert not (live(-1) and (live(-2) or live(1))) and not (live(1) and live(2))
            said += 1
    assert said, "no safe discard in the sample"


def _deadwood_said(text: str) -> tuple[int, int] | None:
    found = re.search(r"deadwood (\d+) → (?:as low as )?(\d+)", text)
    return None if found is None else (int(found.group(1)), int(found.group(2)))


def test_a_discard_above_the_lowest_says_what_it_gives_up_and_beside_which_card():
    """"Discard the eight of spades — … deadwood 41 → 33" beside the table's "as low as 31
    after a discard": a hint whose discard is not the lowest names the lowest and the
    points between them, and gives a reason."""
    checked = 0
    for n, (view, legal) in enumerate(sample_positions("classic", 400, seed=7)):
        got = hint(view, legal, seed=n)
        if not isinstance(got.action, Discard):
            continue
        text = hint_text(got)
        said = _deadwood_said(text)
        solver = rules_solver(view.rules)
        # the lowest of the discards allowed (not the card just taken), as the table's counter
        after = {c: n for c, n in solver.deadwood_after_each_discard(list(view.hand)).items()
                 if c != view.taken_card}
        low = min(after.values())
        lows = [c for c, n in after.items() if n == low]
        mine = solver.deadwood([c for c in view.hand if c != got.action.card])
        if said is not None:
            assert said[1] == mine
        if mine == low or got.reason.kind.startswith("wait") or \
                got.reason.kind == "knock-now":
            continue
        gap = mine - low
        names = [card_name(c) for c in lows]
        unit = "point" if gap == 1 else "points"
        assert f"it leaves {gap} {unit} more than throwing the " in text, text
        assert any(f"throwing the {name}" in text for name in names), (text, names)
        if said is not None:
            assert " but " in text, text    # and why
        checked += 1
    assert checked, "no discard above the lowest in the sample"


def test_a_take_promises_the_best_case_the_table_shows_after_it():
    """"Take the nine of clubs — …; deadwood 75 → 47", then "deadwood 57 → 49" at the next
    hint without a word: the take says "as low as", the table's own figure after it."""
    found = taken_for_later = 0
    positions = sample_positions("classic", 400, seed=5) + sample_positions("classic", 400, seed=7)
    for n, (view, legal) in enumerate(positions):
        got = hint(view, legal, seed=n % 400)
        if not (isinstance(got.action, Draw) and got.action.source == "discard"):
            continue
        text = hint_text(got)
        solver = rules_solver(view.rules)
        top = view.discard_top
        low = min(n for c, n in solver.deadwood_after_each_discard([*view.hand, top]).items()
                  if c != top)      # the card taken may not go back (as the table counts)
        before = solver.deadwood(list(view.hand))
        assert f"deadwood {before} → as low as {low}" in text, text
        # ("it lowers your deadwood; deadwood 15 → as low as 16")
        assert ("lowers" in text) == (low < before and got.reason.kind != TAKE_COMPLETES_MELD), text
        taken_for_later += low >= before
        found += got.reason.kind == TAKE_COMPLETES_MELD
    assert found and taken_for_later


@pytest.mark.parametrize("kind", [TAKE_COMPLETES_MELD, "lay-off", "lay-meld"])
def test_a_melds_faces_are_one_piece_for_the_wrap(kind):
    """"completes 9♠" over "9♥ 9♣" split one meld across two lines: its faces are joined by
    no-break spaces, which the wrap never breaks."""
    from game.coach.hint import HintReason
    from game.core.actions import LayOff, Meld

    nines = tuple(Card.parse(c) for c in ("9S", "9H", "9C"))
    reason = HintReason(kind, cards=nines[:1] if kind != "lay-meld" else nines, meld=nines,
                        deadwood_before=75, deadwood_after=47)
    action = {TAKE_COMPLETES_MELD: Draw("discard"), "lay-off": LayOff(nines[0], 0),
              "lay-meld": Meld(nines)}[kind]
    text = hint_text(Hint(action, reason))
    assert "9♠\u00a09♥\u00a09♣" in text and "9♠ 9♥" not in text, text


def _jack_taken_after_two_passed():
    """The opponent passes on the jack of diamonds (the upcard) and the jack of spades, then
    takes our jack of clubs from the pile and keeps it, face up for us."""
    engine = start_hand("classic", "JH JS 2C 10H QH 8C KD 3S 5C 7D", OPPONENT, "JD",
                        "JC QC 9C 2H")
    me = engine.to_act
    play(engine, "pass", "pass", "draw stock", "discard JS", "draw stock", "discard 6D",
         "draw stock", "discard JC", "draw discard", "discard 5D", "draw stock")
    return engine.view(me), engine.legal_actions()


def test_a_rank_the_opponent_took_is_not_called_safe_nor_passed_on():
    """A Polish play-tester (003): "discard the six of spades — it is safe: the opponent
    passed on sixes" while the computer held the six of hearts it had taken from the pile.
    A rank the opponent holds is open for a set, and its passes are no reason to cite."""
    view, legal = _jack_taken_after_two_passed()
    jack = Discard(Card.parse("JH"))
    reason = explain(view, legal, jack)
    text = hint_text(Hint(jack, reason))
    assert reason.kind not in (DISCARD_SAFE, DISCARD_LESS_LIKELY), (reason, text)
    assert "safe" not in text and "passed on" not in text and "jacks" not in text, text


@pytest.mark.parametrize("variant", ["gin-rami", "oklahoma"])
def test_no_safe_or_passed_hint_names_a_rank_the_opponent_holds(variant):
    """Over sampled two-deck 003 (the second deck only turns the retourne) and Oklahoma
    positions: a discard called safe, or less likely to help for the opponent's passes, is
    never of a rank the opponent is seen to hold, and a "safe" card is dead as the one-deck
    count says (the retourne's copy never counts as dead)."""
    from game.coach.discards import copies_in_play, dead_cards
    from game.players.heuristics import Knowledge

    said = 0
    for view, legal in sample_positions(variant, 150, seed=14):
        assert copies_in_play(view) == 1
        held = {c.rank for c in Knowledge(view).opp_known}
        for a in legal:
            if not isinstance(a, Discard):
                continue
            reason = explain(view, legal, a)
            if reason.kind not in (DISCARD_SAFE, DISCARD_LESS_LIKELY):
                continue
            said += 1
            assert a.card.rank not in held, (view.hand, a.card, held)
            if reason.kind == DISCARD_SAFE:
                dead = dead_cards(view)
                alive = [s for s in range(4)
                         if s != a.card.suit and (a.card.rank, s) not in dead]
                assert len(alive) <= 1, (view.hand, a.card, alive)
    assert said, "no hint citing the opponent's passes in the sample"


def test_the_open_meld_check_reads_the_view_once(monkeypatch):
    """Upkeep: `meld_open` built the seat's `Knowledge` twice for one card (the dead cards,
    then the opponent's ranks), and the hint's passes twice more; each now reads it once,
    and says the same."""
    from game.coach import discards
    from game.coach import hint as hint_module
    from game.players import heuristics

    view, _legal = _after_two_passed_jacks("JH JS 2C 10H QH 8C KD 3S 5C 7D")
    jack = Card.parse("JH")
    built = []

    class Counting(heuristics.Knowledge):
        __slots__ = ()

        def __init__(self, v):
            built.append(v)
            super().__init__(v)

    monkeypatch.setattr(heuristics, "Knowledge", Counting)
    assert discards.meld_open(view, jack, False) == (False, False)
    assert len(built) == 1
    built.clear()
    passed, declined = hint_module._opponent_passed(view, jack)
    assert [str(c) for c in passed] == ["JD", "JS"] and declined
    assert len(built) == 1
