"""A bad card or move, reported by the engine as data, is worded in every shipped language."""

from __future__ import annotations

import pytest

from game.core.actions import parse_action
from game.core.cards import Card, parse_cards
from game.core.errors import CardParseError, IllegalActionError
from game.ui import i18n
from game.ui.notation_words import NOTATION, error_text, notation_problem

BAD = [(lambda: parse_cards("AS 1H"), "unknown-rank", "1H"),
       (lambda: parse_cards("AS 5Z"), "unknown-suit", "5Z"),
       (lambda: parse_cards("AS 7"), "card-too-short", "7"),
       (lambda: parse_action("goout 5H 6H 7H"), "expected-groups", "5H 6H 7H"),
       (lambda: parse_action(""), "empty-action", None),
       (lambda: parse_action("fly away"), "unreadable-action", "fly away"),
       (lambda: Card(14, 0), "no-such-card", "14")]


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
@pytest.mark.parametrize(("bad", "problem", "shown"), BAD)
def test_every_notation_problem_is_worded(bad, problem, shown, language):
    with pytest.raises(CardParseError) as info:
        bad()
    assert info.value.problem == problem and problem in NOTATION
    i18n.set_language(language)
    try:
        text = notation_problem(info.value)
        assert "[notation" not in text and "{" not in text
        if shown is not None:
            assert shown in text
        if language != "en":
            i18n.set_language("en")
            assert text != notation_problem(info.value)    # translated, not the English
    finally:
        i18n.set_language("en")


def test_a_refused_move_is_worded_as_the_table_words_it():
    err = IllegalActionError("draw-first")
    assert "[rule" in str(err)
    assert error_text(err) == "Draw a card (from the stock or the discard pile) first."
