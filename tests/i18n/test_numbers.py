"""Numbers as each language writes them: the decimal mark and the percentage sign, on the
statistics screen and the Text size setting (the French screen read "Main moy. 0.0" and
"100 %" stood in English as in French)."""

from __future__ import annotations

import pytest

from game.persist import stats as stats_store
from game.ui import i18n
from game.ui.i18n import _
from game.ui.scenes.stats import coach_text, record_cells
from game.variants import find_variant


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


def test_the_coach_line_puts_each_label_before_its_figure(speak):
    """"1,0 coups repris" took a plural French does not write under 2 (a play-tester): the
    averages follow their labels, where no number agrees with a word."""
    speak("fr")
    record = stats_store.Record(hands_played=4, hands_won=2, hand_points=10, matches_played=2,
                                hints_used=2, undos=2)
    assert "indices 1,0, coups repris 1,0" in coach_text(record)


def test_rami_rows_show_no_gin_counts(app_free_stats):
    """Rami has neither gins nor undercuts: its rows read "–" there ("Gins 0" read as none
    yet), while a Gin row beside it, and the total over both, keep their counts."""
    from game.ui.scenes.stats import ALL

    scene = app_free_stats(ALL)
    rows = {label: (record, gin) for label, record, gin in scene.rows()}
    rami_record, rami_gin = rows[_(find_variant("rami").title)]
    gin_record, gin_gin = rows[_(find_variant("classic").title)]
    assert record_cells(rami_record, rami_gin)[2:4] == ["–", "–"]
    assert record_cells(gin_record, gin_gin)[2:4] == ["3", "2 / 0"]   # won / lost
    assert any(gin for _r, gin in rows.values())          # the total over both counts them
    # a mode's row on the Rami page is Rami's; the same mode on a Gin variant's page is not
    scene.variant = "rami"
    assert not any(gin for _l, _r, gin in scene.rows())
    scene.variant = "classic"
    assert all(gin for _l, _r, gin in scene.rows())


@pytest.fixture
def app_free_stats(tmp_path, monkeypatch):
    """A statistics scene over a classic record (3 gins, 2 undercuts) and a Rami one, in
    the same mode, without a window."""
    from game.ui.scenes.stats import StatsScene

    stats = stats_store.Stats()
    gin = stats.get("classic", "ai-medium")
    gin.matches_played, gin.hands_played, gin.gins, gin.undercuts = 2, 9, 3, 2
    rami = stats.get("rami", "ai-medium")
    rami.matches_played, rami.hands_played = 1, 5

    def make(variant):
        scene = StatsScene.__new__(StatsScene)
        scene.variant, scene.stats = variant, stats
        return scene
    return make
