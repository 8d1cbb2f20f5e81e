"""Polish credits a seat's points and bonuses with the seat as the sentence's subject
("Premię za partię zdobywa Anna"): a name cannot be declined by the game, so "dla gracza
{name}" (for the player Anna) read as a form filled in, on the match's last screens."""

from __future__ import annotations

import gettext
import re

import pytest

from game.ui import i18n

CREDITS = [
    "Game bonus for {name}: +{bonus}",
    "Box bonus for {name}: {hands} × {each} = +{bonus}",
    "Game {game}: {name} {winner_total}, {other} {loser_total}; net {net} to {name}",
]


@pytest.mark.parametrize("msgid", CREDITS)
def test_the_seat_credited_is_the_subject(msgid):
    text = i18n.gettext_in("pl", msgid)
    assert text != msgid
    assert "zdobywa {name}" in text or "{name} zdobywa" in text, text


def test_no_polish_line_credits_a_name_with_dla():
    catalog = gettext.translation("gin_table", str(i18n.locale_dir()), ["pl"])
    found = [t for t in catalog._catalog.values()
             if isinstance(t, str) and re.search(r"dla(?: gracza|:) \{name\}", t)]
    assert not found
