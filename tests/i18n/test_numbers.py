"""Numbers as each language writes them: the decimal mark and the percentage sign, on the
statistics screen and the Text size setting (the French screen read "Main moy. 0.0" and
"100 %" stood in English as in French)."""

from __future__ import annotations

import pytest

from game.persist import stats as stats_store
from game.ui import i18n
from game.ui.scenes.stats import coach_text, record_cells


@pytest.fixture
def speak():
    def set_to(language: str) -> None:
        i18n.set_language(language)
    yield set_to
    i18n.set_language("en")


@pytest.mark.parametrize(("language", "average", "share"), [
    ("en", "2.5", "43%"), ("fr", "2,5", "43\u00a0%"), ("pl", "2,5", "43%")])
def test_decimals_and_percentages_follow_the_language(speak, language, average, share):
    speak(language)
    assert i18n.decimal(2.5) == average
    assert i18n.percent(0.426) == share
    record = stats_store.Record(hands_played=4, hands_won=2, hand_points=10, matches_played=2,
                                hints_used=3, undos=1)
    assert record_cells(record)[4] == average          # 10 points over 4 hands
    assert i18n.decimal(1.5) in coach_text(record)     # 3 hints over 2 matches
