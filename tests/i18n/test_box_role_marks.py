"""The box sheet's role marks read as the start of their words in each language (a French
play-tester: "A = conseiller (absent)" gave the advisor an A, capitaine and conseiller both
starting with C): each mark is distinct, and its legend pairs it with a word it begins."""

from __future__ import annotations

import pytest

from game.ui import i18n
from game.ui.score_tables import role_legend, role_marks


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
def test_each_role_mark_starts_its_word(language):
    i18n.set_language(language)
    try:
        marks = role_marks()
        legend = role_legend()
    finally:
        i18n.set_language("en")
    assert len(set(marks.values())) == 3, marks
    pairs = [part.split(" = ", 1) for part in legend.split(", ")]
    assert [mark for mark, _word in pairs] == [marks[r] for r in ("box", "captain", "advisor")]
    for mark, word in pairs:
        assert word.casefold().startswith(mark.rstrip(".").casefold()), (mark, word)
