"""Rami's rules page listed the Gin table's keys ("K knocks, G goes gin"; in Rami G sorts by
melds and M melds, a play-tester). Each family's page names its own table's keys."""

from __future__ import annotations

import pytest

from game.ui.rules_text import rules_sections


def test_each_family_lists_its_own_keys():
    rami = rules_sections("rami")[-1][1]
    assert "M melds" in rami and "L lays off" in rami and "R / U / G sort" in rami
    assert "K knocks" not in rami and "goes gin" not in rami
    gin = rules_sections("classic")[-1][1]
    assert "K knocks" in gin and "M melds" not in gin


def test_every_table_button_key_is_on_its_rules_page(app):
    """The Hint (H) and Undo (Z) keys were missing from both pages (a play-tester): every key
    of a button on the table is named on that family's rules page."""
    import re

    import pygame

    from game.ui.session import Session
    from game.ui.table import make_table

    # (the sit-out's N is three-player Gin's, whose advisor skips the hand it sits out; 003
    # turns no upcard, so it has nothing to pass)
    never = {"classic": {"skip"}, "gin-rami": {"skip", "pass"}, "three-player": set(),
             "rami": set()}
    for variant, seats in (("classic", 2), ("three-player", 3), ("gin-rami", 2), ("rami", 2)):
        session = Session.create(variant, {}, "ai", ["Ann", "Bob", "Cy"][:seats], "easy",
                                 seats, seed=3)
        table = make_table(app, session)
        app.scenes.push(table)
        app.step()
        text = rules_sections(variant)[-1][1]
        keys = {pygame.key.name(w.shortcut).upper() for w in table.widgets.widgets
                if getattr(w, "shortcut", None) is not None
                and getattr(w, "name", "") not in never[variant]}
        assert {"H", "Z"} <= keys
        missing = [k for k in sorted(keys) if not re.search(rf"(^|[\s(/]){re.escape(k)}\b",
                                                              text)]
        assert not missing, (variant, missing)
        app.scenes.pop()


def test_oklahomas_knock_limits_name_the_ace_once():
    """The page listed "ace 1" among the knock limits and then "an ace upcard means no
    knocking at all" (a play-tester); the engine makes an ace gin only."""
    from game.core.cards import Card
    from game.core.families.gin import knock_limit_of

    text = " ".join(body for _title, body in rules_sections("oklahoma"))
    assert "ace 1, two to ten" not in text
    assert "an ace means no knocking at all" in text
    assert knock_limit_of(Card.of(1, 0)) == 0


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
def test_the_rami_rules_name_every_rule_option_as_the_setup_does(language):
    """Each of Rami's rule switches is explained in the rules under the label the setup gives
    it (the rules said "Going out on a discard" beside the setup's "Going out needs a final
    discard", and left out "A Rami is paid twice each loser's own hand": a play-tester)."""
    from game.ui import i18n
    from game.ui.option_text import option_label
    from game.ui.rules_text import rules_sections
    from game.variants.options import offered_options

    i18n.set_language(language)
    try:
        text = dict(rules_sections("rami"))[i18n._("Variants (options)")]
        switches = [row for row in offered_options("rami") if row.choices == (False, True)]
        assert len(switches) >= 5
        for row in switches:
            label = option_label(row)
            assert label.split(" (")[0] in text, (label, language)
    finally:
        i18n.set_language("en")
