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


def test_a_name_never_follows_a_verb_that_declines_it():
    """"Jestem {name}" asked for the instrumental ("Jestem Graczem 1"), which the game cannot
    make; "Gra: {name}" read as "Game: Computer 5" (a play-tester). The name stands where
    its plain form is right."""
    catalog = gettext.translation("gin_table", str(i18n.locale_dir()), ["pl"])
    texts = [t for t in catalog._catalog.values() if isinstance(t, str)]
    assert not [t for t in texts if re.search(r"\bJestem \{name\}|\bGra: \{name\}", t)]
    assert i18n.gettext_in("pl", "I'm {name}, show my cards") == "To ja, {name}: pokaż moje karty"
    assert i18n.gettext_in("pl", "{name} is playing…") == "Teraz gra {name}…"


def test_a_void_result_is_not_one_letter_from_rami():
    """The results column said "remik" and "remis" a row apart (a play-tester)."""
    assert i18n.gettext_in("pl", "draw") == "bez wyniku"
    assert i18n.gettext_in("pl", "Rami") != i18n.gettext_in("pl", "draw")
