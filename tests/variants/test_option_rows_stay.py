"""Changing an option never moves its own row: a row that comes and goes with its value is
listed after it. In Gin Only a knock limit of 1 brought "Knock discard face down" in above
the Knock limit row, so the next click on the same arrow switched that option instead (a
play-tester); Rami's "Play to a target" brought "Match target" in at the top of the list."""

from __future__ import annotations

import pytest

from game.variants import VARIANTS
from game.variants.options import offered_options


@pytest.mark.parametrize("variant", [v.name for v in VARIANTS])
def test_a_changed_option_keeps_its_row(variant):
    base = offered_options(variant, {})
    for i, row in enumerate(base):
        for value in row.choices:
            keys = [r.key for r in offered_options(variant, {row.key: value})]
            assert keys.index(row.key) == i, (row.key, value, keys)


def test_dependent_rows_come_right_after_their_lead():
    keys = [r.key for r in offered_options("gin-only", {"knock_limit": 1})]
    assert keys[keys.index("knock_limit") + 1] == "knock_discard_face_down"
    keys = [r.key for r in offered_options("rami", {"match_hands": 0})]
    assert keys[-2:] == ["match_hands", "target"]
    keys = [r.key for r in offered_options("three-player", {"box_classic_bonuses": True})]
    at = keys.index("box_classic_bonuses")
    assert keys[at + 1:at + 4] == ["game_bonus", "box_bonus", "shutout_double"]
