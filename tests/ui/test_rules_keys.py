"""Rami's rules page listed the Gin table's keys ("K knocks, G goes gin"; in Rami G sorts by
melds and M melds, a play-tester). Each family's page names its own table's keys."""

from __future__ import annotations

from game.ui.rules_text import rules_sections


def test_each_family_lists_its_own_keys():
    rami = rules_sections("rami")[-1][1]
    assert "M melds" in rami and "L lays off" in rami and "R / U / G sort" in rami
    assert "K knocks" not in rami and "goes gin" not in rami
    gin = rules_sections("classic")[-1][1]
    assert "K knocks" in gin and "M melds" not in gin
