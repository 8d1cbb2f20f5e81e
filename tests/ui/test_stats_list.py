"""Statistics in a narrow window: where the table's columns cannot hold their words the results
read as a list, at the body size when the whole list fits its panel (a new player's few
records at 800x600 read at 13 px over an empty panel before), else at the small size."""

from __future__ import annotations

from game.persist import stats as store
from game.ui import i18n
from game.ui.scenes.stats import StatsScene
from game.variants import VARIANTS
from tests.ui.conftest import set_window

RECORD = store.Record(matches_played=12, matches_won=7, hands_played=140, hands_won=77, gins=9,
                      undercuts=3, hand_points=2345, best_match=187)


def _stats_at_800x600(app, records: dict) -> StatsScene:
    store.save_stats(store.Stats(records=records))
    size = (800, 600)
    set_window(app, size)
    scene = StatsScene(app)
    app.scenes.push(scene)
    app.step()
    return scene


def _sizes(scene: StatsScene) -> set[int]:
    return {line.px for line in scene.text.lines}


def test_a_few_records_read_at_the_body_size(app):
    # the longest English variant name leaves the columns too little room: the list
    scene = _stats_at_800x600(app, {"gin-rami": {"ai-medium": RECORD}})
    assert scene.as_list
    assert _sizes(scene) == {scene.layout.font_body}
    assert scene.text.height <= scene.table_rect.height     # all of it in view


def test_many_records_keep_the_small_size(app):
    modes = ("ai-easy", "ai-medium", "ai-hard", "ai-bot", "hotseat")
    scene = _stats_at_800x600(app, {v.name: {m: RECORD for m in modes} for v in VARIANTS})
    assert scene.as_list
    assert _sizes(scene) == {scene.layout.font_small}


def test_a_rami_record_in_the_list_leaves_out_the_gins_and_undercuts(app, monkeypatch):
    """"Gins –" and "Undercuts –" stood in a Rami-only list (a play-tester, in French):
    Rami has neither, so the list leaves them out; a Gin record beside it keeps them."""
    i18n.set_language("fr")
    # (the list, as a larger text size gives: French headings now wrap onto two lines and
    # the table holds them at 800x600)
    monkeypatch.setattr(StatsScene, "table_fits", lambda self: False)
    try:
        scene = _stats_at_800x600(app, {"rami": {"ai-medium": RECORD}})
        assert scene.as_list
        words = [line.text for line in scene.text.lines]
        assert i18n._("Hands won") in words
        assert i18n._("Gins") not in words and i18n._("Undercuts won / lost") not in words
        app.scenes.pop()
        scene = _stats_at_800x600(app, {"rami": {"ai-medium": RECORD},
                                        "gin-rami": {"ai-medium": RECORD}})
        words = [line.text for line in scene.text.lines]
        assert words.count(i18n._("Gins")) == 2            # the Gin record and the total
        assert words.count(i18n._("Hands won")) == 3
    finally:
        i18n.set_language("en")
