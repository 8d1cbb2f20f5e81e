"""Every RULES.md setting of the gin variants is a Rules field reachable by `--option` and
shown on the setup screen for the games it matters in."""

import argparse
import dataclasses

import pytest

from game.cli.common import add_variant_args, rules_from_args
from game.variants import rules_for
from game.variants.rules import Rules, user_options

SETTINGS = {
    "gin-only": {"knock_limit": "10", "scoring": "hollywood", "target": "150"},
    "oklahoma": {"spade_double": "on", "scoring": "hollywood", "target": "150"},
    "classic": {"scoring": "hollywood", "target": "150"},
    "three-player": {"gin_bonus": "20", "advisor_sees_captain": "on",
                     "box_classic_bonuses": "on", "target": "150"},
    "gin-rami": {"column_target": "250", "column_bonus": "500", "cocotte_value": "50",
                 "gin_cocottes": "on", "blitz_double": "off", "retourne_reshuffle": "on",
                 "big_gin_bonus": "31", "gin_bonus": "20", "undercut_bonus": "20"},
}


def parse(argv):
    parser = argparse.ArgumentParser()
    add_variant_args(parser)
    return rules_from_args(parser.parse_args(argv))


@pytest.mark.parametrize("variant", sorted(SETTINGS))
def test_every_setting_reaches_the_rules_and_the_setup_screen(variant):
    options = SETTINGS[variant]
    argv = ["--variant", variant]
    for key, value in options.items():
        argv += ["--option", f"{key}={value}"]
    rules = parse(argv)
    shown = {f.name for f in user_options(rules_for(variant))}
    fields = {f.name: f for f in dataclasses.fields(Rules)}
    for key, value in options.items():
        f = fields[key]
        assert f.metadata["label"] and f.metadata["user"]
        assert key in shown, key
        got = getattr(rules, key)
        if isinstance(got, bool):
            assert got == (value == "on")
        else:
            assert str(got) == value
            assert got in f.metadata["choices"]
    assert rules.variant == variant


@pytest.mark.parametrize("variant, hidden", [
    ("classic", {"column_target", "advisor_sees_captain", "spade_double", "rami_arret"}),
    ("oklahoma", {"knock_limit", "column_target"}),
    ("three-player", {"scoring", "next_dealer", "column_target", "rami_call"}),
    ("gin-rami", {"knock_limit", "next_dealer", "game_bonus", "advisor_sees_captain"}),
    ("rami", {"gin_bonus", "column_target", "knock_limit"}),
])
def test_setup_screen_hides_settings_of_other_games(variant, hidden):
    shown = {f.name for f in user_options(rules_for(variant))}
    assert not hidden & shown


KNOCK_ONLY = {"knock_discard_face_down", "undercut_bonus", "tie_is_undercut"}


def test_options_of_a_knock_go_with_the_knock():
    """Gin Only (knock limit 0) has no knock: no undercut bonus, no "equal deadwood is an
    undercut", no face-down knock discard offered (issue 16, item 9: only options that
    apply); a knock limit chosen above 0 brings them back."""
    from game.variants.options import offered_options

    def keys(variant, chosen=None):
        return {row.key for row in offered_options(variant, chosen)}

    assert not KNOCK_ONLY & keys("gin-only")
    assert "knock_limit" in keys("gin-only")          # RULES.md: the sub-variant with a knock
    assert KNOCK_ONLY <= keys("gin-only", {"knock_limit": 5})
    assert not KNOCK_ONLY & keys("classic", {"knock_limit": 0})
    assert KNOCK_ONLY <= keys("classic") and KNOCK_ONLY <= keys("oklahoma")


def test_the_big_gin_bonus_is_offered_with_big_gin_only():
    from game.variants.options import offered_options

    def keys(variant, chosen=None):
        return {row.key for row in offered_options(variant, chosen)}

    assert "big_gin_bonus" not in keys("classic")
    assert "big_gin_bonus" in keys("classic", {"big_gin": True})
    assert "big_gin_bonus" in keys("gin-rami")         # 003's Grand Gin is on


def test_a_descente_game_labels_its_options_in_its_own_words():
    """Gin-Rami's table says Descente and Grand gin, its setup said "Big gin" and "Knock
    discard face down" (a play-tester, English): the labels follow the game's terms."""
    from game.variants.options import offered_options

    def labels(variant: str) -> dict[str, str]:
        return {row.key: row.label for row in offered_options(variant, {"big_gin": True})}

    two_decks, classic = labels("gin-rami"), labels("classic")
    assert two_decks["big_gin"] == "Grand gin (11 cards melded, no discard)"
    assert two_decks["big_gin_bonus"] == "Grand gin bonus"
    assert two_decks["knock_discard_face_down"] == "Descente discard face down"
    assert classic["big_gin"] == "Big gin (11 cards melded, no discard)"
    assert classic["big_gin_bonus"] == "Big gin bonus"
    assert classic["knock_discard_face_down"] == "Knock discard face down"


def test_rami_only_hides_the_options_that_cannot_apply_and_says_why():
    """With Rami only and Arrêt a play-tester saw every hand end "everyone has 10 cards:
    nobody pays", and the "Rami!" call can never happen (no meld on the table before the
    hand ends). Rami only's own row says why they go; the pay-out option says what it means
    there (never doubled)."""
    from game.variants.options import offered_options

    def rows(chosen):
        return {row.key: row for row in offered_options("rami", chosen)}

    plain, only = rows({}), rows({"rami_only": True, "rami_arret": True, "rami_call": True})
    assert {"rami_arret", "rami_call"} <= set(plain)
    assert not {"rami_arret", "rami_call"} & set(only)
    assert "restock_cap" in only          # its stock is reshuffled, Arrêt or not
    assert "Rami Arrêt and the \"Rami!\" call do not apply" in only["rami_only"].help
    assert "twice" in plain["rami_pay_own_hand"].label
    assert only["rami_pay_own_hand"].label == "Each loser pays their own hand"
