"""`python -m game verify` and `python -m game replay` (run through game.__main__.main)."""

from __future__ import annotations

import pytest
from persist_helpers import Driver, new_match

from game.__main__ import main
from game.core import events as ev
from game.core.actions import NextHand
from game.core.families import new_game
from game.core.seeds import commitment, derive_seed
from game.persist.saves import save_match
from game.ui import wording
from game.variants import rules_for


def run_cli(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_verify_ok_and_mismatch(capsys):
    hand_seed = derive_seed(1234, 0)
    good = commitment(hand_seed)
    code, out, _ = run_cli(capsys, "verify", hand_seed, good)
    assert code == 0 and out.startswith("OK") and str(hand_seed) in out
    code, out, _ = run_cli(capsys, "verify", hand_seed, good.upper())  # case does not matter
    assert code == 0
    code, out, _ = run_cli(capsys, "verify", hand_seed + 1, good)
    assert code == 1 and "MISMATCH" in out and commitment(hand_seed + 1) in out
    # a match seed is recognised: the commitment of its third deal
    code, out, _ = run_cli(capsys, "verify", 1234, commitment(derive_seed(1234, 2)))
    assert code == 0 and "hand 3" in out and "match seed" in out


def test_verify_rejects_malformed_input(capsys):
    with pytest.raises(SystemExit) as info:
        main(["verify", "12", "not-a-hash"])
    assert info.value.code == 2
    assert "at least the first 12, at most all 64" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["verify", "twelve", "0" * 64])


def test_commitments_in_a_real_match_verify():
    match = new_match("classic", seed=77, humans=())
    match.run()
    started = [e for e in match.engine.events if isinstance(e, ev.HandStarted)]
    revealed = [e for e in match.engine.events if isinstance(e, ev.SeedRevealed)]
    assert len(started) == len(revealed) > 1
    for s, r in zip(started, revealed, strict=True):
        assert s.hand_no == r.hand_no
        assert r.seed == derive_seed(77, s.hand_no - 1)
        assert main(["verify", str(r.seed), s.commitment]) == 0


def _deal_of(events):
    hands: dict[int, set[str]] = {}
    for e in events:
        if isinstance(e, ev.CardDealt):
            hands.setdefault(e.seat, set()).add(e.card.code)
    return hands


def test_replay_of_a_save_prints_every_move(capsys, tmp_path):
    match = new_match("classic", seed=31)
    match.names[:] = ["Alice", "Robot"]
    Driver(match, seed=3).until(lambda e: e.deal_no >= 1 and e.phase == "hand-over")
    path = save_match(match, tmp_path / "game.json")
    code, out, _ = run_cli(capsys, "replay", path, "--ascii")
    assert code == 0
    events = match.engine.events
    # the deal of every hand, both hands in full
    for hs in [e for e in events if isinstance(e, ev.HandStarted)]:
        assert f"Hand {hs.hand_no}:" in out and hs.commitment in out
    second = [i for i, e in enumerate(events) if isinstance(e, ev.HandStarted)][1]
    first_deal = _deal_of(events[:second])
    for seat, cards in first_deal.items():
        line = next(ln for ln in out.splitlines()
                    if ln.strip().startswith(f"Dealt to {match.names[seat]}:"))
        assert set(line.split(":", 1)[1].split()) == cards
    # every draw and discard with its seat's name and card, in order
    moves = [wording.event(e, match.names) for e in events
             if isinstance(e, (ev.Drew, ev.Discarded))]
    assert any(m.startswith("Alice drew the ") for m in moves)
    pos = 0
    for move in moves:
        pos = out.index(move, pos)
    # showdown, score and revealed seed
    scored = [e for e in events if isinstance(e, ev.HandScored)]
    for e in scored:
        for line in wording.score_lines(e.lines, match.names):
            assert line.replace("−", "-").replace("×", "x") in out
    for e in [e for e in events if isinstance(e, ev.SeedRevealed)]:
        assert f"verify {e.seed} {commitment(e.seed)}" in out
    assert any(isinstance(e, (ev.Knocked, ev.HandVoid)) for e in events)
    # only hand 2
    code, out2, _ = run_cli(capsys, "replay", path, "--hand", "2", "--ascii")
    assert code == 0 and "Hand 2:" in out2 and "Hand 1:" not in out2
    code, _, err = run_cli(capsys, "replay", path, "--hand", "9")
    assert code == 2 and "no hand 9" in err


def test_replay_of_a_seed_shows_the_first_deal(capsys):
    rules = rules_for("oklahoma")
    engine = new_game(rules, 2, 4242)
    dealt = engine.apply(NextHand())
    code, out, _ = run_cli(capsys, "replay", 4242, "--variant", "oklahoma", "--ascii")
    assert code == 0
    hs = next(e for e in dealt if isinstance(e, ev.HandStarted))
    assert hs.commitment in out and hs.commitment == commitment(derive_seed(4242, 0))
    for seat, cards in _deal_of(dealt).items():
        line = next(ln for ln in out.splitlines() if f"Dealt to Seat {seat + 1}:" in ln)
        assert set(line.split(":", 1)[1].split()) == cards
    upcard = next(e.card for e in dealt if isinstance(e, ev.UpcardTurned))
    assert wording.event(ev.UpcardTurned(upcard), []) in out
    assert f"verify {derive_seed(4242, 0)} {hs.commitment}" in out


def test_replay_of_later_deal_and_hand_seed_match_the_real_hand(capsys):
    match = new_match("classic", seed=55, humans=())
    driver = Driver(match)
    driver.until(lambda e: e.deal_no == 2)
    third = match.engine.hand_events
    hs = third[0]
    dealer = hs.dealer
    non_dealer = next(s for s in hs.players if s != dealer)
    deal = _deal_of(third)
    for argv in (["replay", 55, "--hand", 3], ["replay", derive_seed(55, 2), "--hand-seed"]):
        code, out, _ = run_cli(capsys, *argv, "--ascii")
        assert code == 0
        assert hs.commitment in out
        lines = out.splitlines()
        nd = next(ln for ln in lines if "Dealt to the non-dealer:" in ln)
        d = next(ln for ln in lines if "Dealt to the dealer:" in ln)
        assert set(nd.split(":", 1)[1].split()) == deal[non_dealer]
        assert set(d.split(":", 1)[1].split()) == deal[dealer]
        stock_line = next(ln for ln in lines if "Stock from the top:" in ln)
        assert len(stock_line.split(":", 1)[1].split()) == 52 - 21


def test_replay_reports_bad_sources(capsys, tmp_path):
    code, _, err = run_cli(capsys, "replay", tmp_path / "missing.json")
    assert code == 2 and "no save file" in err
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": 1, "log": ')
    code, _, err = run_cli(capsys, "replay", bad)
    assert code == 2 and "truncated" in err
    assert bad.exists()  # replay never moves a file aside
