"""Values from outside (settings, saves, statistics, `--option`) are checked in one place and
refused with the reason; strings from files are cleaned and bounded (issue 11 items 6-8)."""

from __future__ import annotations

import json

import pytest
from persist_helpers import Driver, mid_hand, new_match

from game.core.errors import GameError
from game.persist.saves import autosave_path, save_match, try_load_match
from game.persist.settings import read_settings, save_settings, settings_path
from game.persist.stats import Stats, read_stats, save_stats, stats_path
from game.persist.text import clean_name, clean_text
from game.ui.persist_words import problems_text
from game.variants import VARIANTS, Rules, rules_for
from game.variants.rules import validate_rules


@pytest.mark.parametrize("variant", [v.name for v in VARIANTS])
def test_every_preset_passes_its_own_checks(variant):
    rules = rules_for(variant)
    assert rules.validated() is rules
    assert validate_rules(rules.to_dict()) == rules


@pytest.mark.parametrize("option", [
    {"hand_size": "30"}, {"non_dealer_extra": "40"}, {"knock_limit": 99}, {"target": 0},
    {"decks": 0}, {"gin_bonus": -5}, {"target": True}, {"hand_size": "1e9"},
    {"first_dealer": "me"}, {"restock_cap": 1000}, {"max_players": 9}])
def test_out_of_range_rule_values_are_refused_with_the_reason(option):
    key = next(iter(option))
    with pytest.raises(GameError, match=key):
        rules_for("classic", **option)


def test_settings_with_an_impossible_hand_size_load_without_it():
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(json.dumps(
        {"format": 1, "variant_options": {"classic": {"hand_size": "30", "target": "150"}}}))
    result = read_settings()
    assert result.value.variant_options == {"classic": {"target": "150"}}
    assert "hand_size" in problems_text(result.problems)
    result.value.rules_for_variant("classic")   # a new game can be built from them


@pytest.mark.parametrize("rule, value", [("knock_limit", 99), ("target", 0), ("decks", 0),
                                         ("hand_size", 30), ("undercut_bonus", "lots")])
def test_a_save_with_tampered_rules_is_refused_with_the_reason(rule, value):
    match = new_match("classic", seed=21)
    Driver(match).until(mid_hand(1, 6))
    data = json.loads(save_match(match).read_text())
    data["rules"][rule] = value
    autosave_path().write_text(json.dumps(data))
    result = try_load_match()
    assert not result.ok and result.value is None
    assert "invalid rules" in problems_text(result.problems) and rule in problems_text(result.problems)


@pytest.mark.parametrize("name", ["Ann\x00", "\ud800Bob", "x" * 5_000_000, "\x1b[31mEve"])
def test_a_hostile_name_in_a_save_is_cleaned(name):
    match = new_match("classic", seed=21)
    Driver(match).until(mid_hand(1, 6))
    data = json.loads(save_match(match).read_text())
    data["seats"][0]["name"] = name
    autosave_path().write_text(json.dumps(data))
    result = try_load_match()
    assert result.ok, problems_text(result.problems)
    got = result.value.names[0]
    assert 0 < len(got) <= 24 and got.isprintable()
    got.encode("utf-8")   # no lone surrogate left


def test_clean_text():
    assert clean_name("  Ann\x00\x07 ") == "Ann"
    assert clean_name("\ud800") == "\ufffd"
    assert clean_name("a\nb") == "a b"
    assert clean_name("\u202eevil") == "evil"
    assert len(clean_name("é" * 100)) == 24
    assert clean_text(5, 10) == ""


def test_names_in_settings_are_cleaned_and_bounded():
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(json.dumps(
        {"format": 1, "player_names": ["\ud800Ann", "B" * 1000, "C\x00"]}), encoding="utf-8")
    names = read_settings().value.player_names
    assert names == ("\ufffdAnn", "B" * 24, "C")
    save_settings(read_settings().value)   # and they save again
    settings_path().write_text(json.dumps({"format": 1, "player_names": ["\x00"]}))
    result = read_settings()
    assert result.value.player_names[0] == "You" and "Player names:" in problems_text(result.problems)
    assert "\x00" not in problems_text(result.problems)     # it is shown to the player


def test_a_surrogate_stats_key_does_not_break_later_saves():
    stats_path().parent.mkdir(parents=True, exist_ok=True)
    stats_path().write_text(json.dumps({"format": 1, "seen": ["\ud800"], "records": {
        "classic\ud800": {"ai": {"matches": 1}}}}))
    result = read_stats()
    assert result.ok
    save_stats(result.value)   # would raise UnicodeEncodeError with the raw key
    assert read_stats().ok


@pytest.mark.parametrize("version", [0, -1, True, 1.0, "1"])
def test_stats_with_a_wrong_format_are_refused(version):
    stats_path().parent.mkdir(parents=True, exist_ok=True)
    stats_path().write_text(json.dumps({"format": version, "records": {}, "seen": []}))
    result = read_stats()
    assert not result.ok and result.backup is not None


@pytest.mark.parametrize("version", [True, 1.0, 0, "1"])
def test_settings_with_a_wrong_format_are_refused(version):
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(json.dumps({"format": version, "volume": 0.2}))
    result = read_settings()
    assert not result.ok and result.backup is not None
    assert result.value.volume != 0.2


def test_rules_round_trip_and_refuse_a_non_table():
    assert validate_rules({}) == Rules()
    with pytest.raises(GameError):
        validate_rules([1, 2])
    assert Stats().to_dict()["format"] == 1
