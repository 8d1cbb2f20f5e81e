"""A save is refused only for what Continue needs (rules, seats, seed, moves): malformed
cosmetic fields are ignored, and a third-party bot named in a save is imported only after the
player agreed."""

from __future__ import annotations

import json
import sys

import pytest
from persist_helpers import Driver, mid_hand, new_match

from game.persist.saves import (
    autosave_path,
    enable_autosave,
    read_document,
    save_bots,
    try_load_match,
)
from game.players.sandbox import RemoteBot
from game.ui.persist_words import problems_text


def _saved_document() -> dict:
    match = new_match("classic", seed=9)
    enable_autosave(match)
    Driver(match).until(mid_hand(1, 5))
    return read_document(autosave_path())


@pytest.mark.parametrize("field,value", [
    ("incidents", 5), ("incidents", [7, "x", {"seat": "?"}]), ("created", 12),
    ("saved", None), ("app_version", ["x"]), ("summary", "over"),
])
def test_malformed_cosmetic_fields_do_not_lose_the_match(field, value):
    data = _saved_document()
    data[field] = value
    autosave_path().write_text(json.dumps(data), encoding="utf-8")
    result = try_load_match()
    assert result.ok, problems_text(result.problems)
    assert [str(a) for a in result.value.engine.log] == data["log"]


def test_a_malformed_name_is_replaced_not_fatal():
    data = _saved_document()
    data["seats"][1]["name"] = {"evil": True}
    autosave_path().write_text(json.dumps(data), encoding="utf-8")
    result = try_load_match()
    assert result.ok and result.value.names[1] == "Player 2"


def _with_bot(tmp_path, monkeypatch) -> None:
    """A save whose seat 1 names a bot module that records being imported."""
    module = tmp_path / "proof_bot.py"
    marker = tmp_path / "imported"
    module.write_text(
        "import pathlib\n"
        f"pathlib.Path({str(marker)!r}).write_text('yes')\n"
        "class Bot:\n"
        "    name = 'Proof'\n"
        "    def choose(self, view, legal):\n"
        "        return legal[0]\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    data = _saved_document()
    data["seats"][1]["player"] = "proof_bot:Bot"
    autosave_path().write_text(json.dumps(data), encoding="utf-8")
    return marker


def test_a_bot_in_a_save_is_not_imported_without_consent(tmp_path, monkeypatch):
    marker = _with_bot(tmp_path, monkeypatch)
    assert save_bots() == ["proof_bot:Bot"]
    result = try_load_match()
    assert result.ok and "not loaded" in problems_text(result.problems)
    assert not marker.exists() and "proof_bot" not in sys.modules
    assert not isinstance(result.value.players[1], RemoteBot)


def test_a_bot_in_a_save_is_loaded_once_the_player_agrees(tmp_path, monkeypatch):
    marker = _with_bot(tmp_path, monkeypatch)
    result = try_load_match(allow_bots=True)
    assert result.ok, problems_text(result.problems)
    bot = result.value.players[1]
    try:
        assert isinstance(bot, RemoteBot)      # in its own process, with the match's budget
        assert marker.exists() and "proof_bot" not in sys.modules
    finally:
        bot.close()


def test_a_bot_restored_from_a_save_has_a_budget(tmp_path, monkeypatch):
    """The table builds no budget of its own: a restored bot still cannot hang the game."""
    from pathlib import Path

    from game.players import sandbox

    monkeypatch.setattr(sandbox, "DEFAULT_BUDGET", 0.3)
    monkeypatch.syspath_prepend(str(Path(__file__).parents[1] / "players"))
    data = _saved_document()
    data["seats"][1]["player"] = "fakebots:Spinner"
    autosave_path().write_text(json.dumps(data), encoding="utf-8")
    match = try_load_match(allow_bots=True).value
    assert match.budget is None and isinstance(match.players[1], RemoteBot)
    driver = Driver(match)
    while not match.incidents:
        driver.act()
    assert "0.3 s budget" in match.incidents[0].problem


def test_a_bot_that_fails_to_hear_the_restored_match_is_told_at_loading(monkeypatch):
    """A bot that loads but fails while the match so far is replayed to it is replaced, and
    the loading says so (the table's notices start after the incidents known at loading)."""
    from pathlib import Path

    from game.persist.saves import player_spec

    monkeypatch.syspath_prepend(str(Path(__file__).parents[1] / "players"))
    data = _saved_document()
    data["seats"][1]["player"] = "fakebots:BadEars"
    autosave_path().write_text(json.dumps(data), encoding="utf-8")
    result = try_load_match(allow_bots=True)
    assert result.ok
    text = problems_text(result.problems)
    assert "fakebots:BadEars" in text and "stopped working while the match was restored" in text
    match = result.value
    assert player_spec(match.players[1]) == "medium"
    assert [i.seat for i in match.incidents] == [1]
    assert "cannot hear" in match.incidents[0].problem
    assert [str(a) for a in match.engine.log] == data["log"]
