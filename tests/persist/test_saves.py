"""Save -> load reproduces the engine exactly; bad save files are reported and kept aside."""

from __future__ import annotations

import json

import pytest
from persist_helpers import GIN_VARIANTS, Driver, between_hands, mid_hand, new_match

from game.match import Match
from game.paths import user_data_dir
from game.persist.saves import (
    FORMAT,
    SaveError,
    autosave_path,
    disable_autosave,
    discard_autosave,
    enable_autosave,
    load_match,
    player_spec,
    read_document,
    read_save,
    save_match,
    save_summary,
    try_load_match,
)
from game.players import make_player
from game.ui.persist_words import problems_text


def assert_same_match(a: Match, b: Match) -> None:
    ea, eb = a.engine, b.engine
    assert [str(x) for x in ea.log] == [str(x) for x in eb.log]
    assert ea.log == eb.log
    assert ea.events == eb.events and ea.hand_events == eb.hand_events
    assert (ea.seed, ea.rules, ea.phase, ea.to_act, ea.deal_no) == (
        eb.seed, eb.rules, eb.phase, eb.to_act, eb.deal_no)
    for seat in range(ea.seats):
        assert ea.view(seat) == eb.view(seat)
    assert ea.legal_actions() == eb.legal_actions()
    # the hidden state too: hands, stock order, discard pile, scores
    assert ea.hands == eb.hands and ea.stock == eb.stock and ea.pile == eb.pile
    if ea.scorer is not None:
        assert ea.scorer.totals == eb.scorer.totals
    assert a.names == b.names
    assert [player_spec(p) for p in a.players] == [player_spec(p) for p in b.players]


def continue_both(a: Match, b: Match, seed: int) -> None:
    """Play both on with identical fresh players: they must stay identical to the end."""
    for match in (a, b):
        for seat, player in enumerate(match.players):
            if player is not None:
                match.players[seat] = make_player("easy", seed=seed + seat)
    da, db = Driver(a, seed), Driver(b, seed)
    for _ in range(5000):
        if a.is_over:
            break
        da.act()
        db.act()
    assert a.is_over and b.is_over
    assert a.engine.log == b.engine.log and a.engine.events == b.engine.events


@pytest.mark.parametrize("variant", GIN_VARIANTS)
@pytest.mark.parametrize("point", ["mid-hand", "between-hands"])
def test_round_trip_reproduces_the_engine(variant, point):
    match = new_match(variant, seed=23)
    Driver(match, seed=5).until(mid_hand(2, 5) if point == "mid-hand" else between_hands)
    path = save_match(match)
    assert path == user_data_dir() / "autosave.json"
    loaded = load_match()
    assert loaded is not match
    assert_same_match(match, loaded)
    if point == "mid-hand":
        assert loaded.engine.phase not in ("start", "hand-over", "match-over")
        assert loaded.human_to_act() == match.human_to_act()
    continue_both(match, loaded, seed=99)


def test_round_trip_at_start_layoff_and_end(tmp_path):
    match = new_match("classic", seed=4)
    path = tmp_path / "s.json"
    save_match(match, path)
    assert_same_match(match, load_match(path))
    Driver(match, seed=1).until(lambda e: e.phase == "layoff")
    save_match(match, path)
    assert_same_match(match, load_match(path))
    Driver(match, seed=1).until(lambda e: e.is_over)
    save_match(match, path)
    loaded = load_match(path)
    assert loaded.is_over
    assert_same_match(match, loaded)


def test_save_document_format(tmp_path):
    match = new_match("polish", seed=8, target="150")
    Driver(match).until(mid_hand(1, 3))
    data = json.loads(save_match(match, tmp_path / "a.json").read_text())
    assert data["format"] == FORMAT
    assert data["variant"] == "polish"
    assert data["rules"] == match.rules.to_dict() and data["rules"]["target"] == 150
    assert data["seats"] == [{"player": "human", "name": "Human 1"},
                             {"player": "easy", "name": "Easy 2"}]
    assert "seed" not in data  # sealed: see test_seal.py
    assert read_save(tmp_path / "a.json").seed == 8
    assert data["log"] == [str(a) for a in match.engine.log]
    assert data["app_version"] and data["created"] and data["saved"]
    summary = save_summary(tmp_path / "a.json")
    assert summary["hand_no"] == 1 and summary["over"] is False
    assert load_match(tmp_path / "a.json").rules.target == 150


def test_autosave_after_every_action():
    match = new_match("classic", seed=3)
    enable_autosave(match)
    assert read_document(autosave_path())["log"] == []
    driver = Driver(match, seed=2)
    for _ in range(40):
        driver.act()
        saved = read_document(autosave_path())["log"]
        assert saved == [str(a) for a in match.engine.log]
    assert match.meta["autosave_error"] is None
    disable_autosave(match)
    driver.act()
    assert len(read_document(autosave_path())["log"]) == 40
    # enabling twice registers one listener
    enable_autosave(match)
    enable_autosave(match)
    assert sum(hasattr(f, "autosave_path") for f in match.listeners) == 1


def test_autosave_failure_does_not_stop_the_game(tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    match = new_match("classic", seed=3)
    enable_autosave(match, blocker / "autosave.json")
    Driver(match).act()
    assert "cannot write" in match.meta["autosave_error"]
    assert len(match.engine.log) == 1


def test_finished_save_is_discarded_only_when_over():
    match = new_match("classic", seed=3, humans=())
    enable_autosave(match)
    Driver(match).until(mid_hand(1, 2))
    discard_autosave()
    assert autosave_path().exists()  # unfinished: kept
    disable_autosave(match)
    match.run()
    save_match(match)
    discard_autosave()
    assert not autosave_path().exists()
    assert problems_text(try_load_match().problems) == "There is no saved match."


# ----- bad files ---------------------------------------------------------------------------
def _valid_save_bytes() -> bytes:
    match = new_match("classic", seed=21)
    Driver(match).until(mid_hand(1, 6))
    return save_match(match).read_bytes()


def _edit(mutate) -> bytes:
    data = json.loads(_valid_save_bytes())
    mutate(data)
    return json.dumps(data).encode()


def _set(key, value):
    return lambda d: d.__setitem__(key, value)


BAD_FILES = {
    "empty": (lambda: b"", "empty"),
    "truncated": (lambda: _valid_save_bytes()[:300], "truncated"),
    "garbage": (lambda: bytes(range(256)) * 3, "not text"),
    "not-json": (lambda: b"{this is not json", "damaged"),
    "json-list": (lambda: b"[1, 2, 3]", "table of values"),
    "no-format": (lambda: _edit(lambda d: d.pop("format")), "no format version"),
    "older-format": (lambda: _edit(_set("format", 0)), "too old"),
    "newer-format": (lambda: _edit(_set("format", FORMAT + 1)), "saved by a newer version"),
    "unknown-variant": (lambda: _edit(_set("variant", "snap")), "variant"),
    "unknown-rule": (lambda: _edit(lambda d: d["rules"].__setitem__("warp", 1)), "warp"),
    "bad-rule-value": (lambda: _edit(lambda d: d["rules"].__setitem__("scoring", "zzz")),
                       "invalid rules"),
    "bad-seed": (lambda: _edit(lambda d: d["sealed_seed"].__setitem__("data", "zz")),
                 "sealed part is damaged"),
    "seed-changed": (lambda: _edit(lambda d: d["sealed_seed"].__setitem__(
        "data", f"{int(d['sealed_seed']['data'][:2], 16) ^ 1:02x}" + d["sealed_seed"]["data"][2:])),
        "another installation"),
    "bad-move": (lambda: _edit(lambda d: d["log"].__setitem__(3, "fly away")), "move 4"),
    "illegal-move": (lambda: _edit(lambda d: d["log"].insert(2, "discard AS")),
                     "not a legal game"),
    "wrong-seats": (lambda: _edit(lambda d: d["seats"].pop()), "seats"),
}


@pytest.mark.parametrize("case", sorted(BAD_FILES))
def test_bad_save_is_reported_and_kept(case):
    make, expected = BAD_FILES[case]
    content = make()
    path = autosave_path()
    path.write_bytes(content)
    result = try_load_match()
    assert not result.ok and result.value is None
    assert expected in problems_text(result.problems)
    assert "autosave.json" in problems_text(result.problems) and "New game" in problems_text(result.problems)
    assert result.backup is not None and result.backup.name.startswith("autosave.json.corrupt-")
    assert result.backup.read_bytes() == content  # never deleted, content preserved
    assert result.backup.name in problems_text(result.problems)
    assert not path.exists()
    # the game starts normally: a new match saves and loads in the same place
    fresh = new_match("classic", seed=1)
    save_match(fresh)
    assert load_match().engine.seed == 1
    assert result.backup.read_bytes() == content


def test_load_match_raises_save_error_with_backup():
    autosave_path().write_text('{"format": 1, "log": [')
    with pytest.raises(SaveError) as info:
        load_match()
    assert "truncated" in info.value.message
    assert info.value.backup.read_text() == '{"format": 1, "log": ['


def test_missing_save_is_not_an_error():
    result = try_load_match()
    assert not result.ok and result.backup is None
    assert list(user_data_dir().iterdir()) == []


def test_missing_bot_is_replaced_by_builtin_ai(tmp_path):
    match = new_match("classic", seed=6)
    Driver(match).until(mid_hand(1, 4))
    path = save_match(match, tmp_path / "bot.json")
    data = json.loads(path.read_text())
    data["seats"][1]["player"] = "no_such_package.bots:Clever"
    path.write_text(json.dumps(data))
    result = try_load_match(path)
    assert result.ok
    assert "Clever" in problems_text(result.problems) and "no_such_package" in problems_text(result.problems)
    loaded = result.value
    assert loaded.engine.log == match.engine.log
    assert player_spec(loaded.players[1]) == "medium"
    assert loaded.incidents and loaded.incidents[-1].seat == 1


def test_saves_and_match_do_not_reach_into_each_other():
    """Saves resume a match through `Match.resume`, never a private member; the match runner
    knows nothing of persistence (no import circle)."""
    import re
    from pathlib import Path

    root = Path(__file__).parents[2] / "game"
    saves_src = (root / "persist" / "saves.py").read_text(encoding="utf-8")
    match_src = (root / "match.py").read_text(encoding="utf-8")
    assert "Match.resume(" in saves_src
    assert not re.search(r"\bmatch\._[a-z]", saves_src), "saves uses a private Match member"
    assert not re.search(r"^\s*(from|import) game\.persist", match_src, re.M)


def test_summary_follows_the_journal_not_only_the_snapshot():
    """Continue's line reads the summary: the moves journaled after the last snapshot (a
    hand scored, the next begun) count, or the line names a hand and totals long past."""
    match = new_match("classic", seed=3)
    enable_autosave(match)
    snapshot_hand = match.engine.deal_no
    Driver(match, seed=2).until(mid_hand(2, 3))
    document = json.loads(autosave_path().read_text())
    assert document["summary"]["hand_no"] == snapshot_hand + 1   # the snapshot is older
    assert len(read_document(autosave_path())["log"]) > len(document["log"])
    summary = save_summary()
    assert summary["hand_no"] == match.engine.deal_no + 1 == 2
    assert summary["totals"] == list(match.engine.scorer.totals)
    assert summary["phase"] == match.engine.phase and summary["over"] is False
    disable_autosave(match)


def test_summary_of_a_journal_the_rules_refuse_is_the_snapshots():
    match = new_match("classic", seed=3)
    enable_autosave(match)
    Driver(match, seed=2).until(mid_hand(1, 4))
    disable_autosave(match)
    document = json.loads(autosave_path().read_text())
    journal = autosave_path().with_name("autosave.json.journal")
    from game.persist.journal import journal_line
    with journal.open("ab") as f:   # a well-formed line whose move the rules refuse
        f.write(journal_line(document["journal"], len(read_document(autosave_path())["log"]) + 1,
                             "knock 2S"))
    summary = save_summary()
    assert summary["hand_no"] == document["summary"]["hand_no"]
    assert summary["totals"] == document["summary"]["totals"]
