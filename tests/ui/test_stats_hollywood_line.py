"""Statistics: a Hollywood match stood under "Gin Rummy (classic) / Versus medium computer" with
nothing saying it was Hollywood (a play-tester). Matches scored another way than their variant's
own have their own line under "All variants" and their own page, named with the scoring."""

from __future__ import annotations

import pygame

from game.persist import stats as store
from game.ui import i18n
from game.ui.scenes.stats import StatsScene
from tests.ui.conftest import set_window

RACE = store.Record(matches_played=3, matches_won=2, hands_played=20, hands_won=11,
                    best_match=150)
HOLLYWOOD = store.Record(matches_played=1, matches_won=1, hands_played=9, hands_won=6,
                         best_match=820)


def _scene(app, variant="all", size=(1920, 1080)) -> StatsScene:
    store.save_stats(store.Stats(records={"classic": {"ai-medium": RACE},
                                          "classic+hollywood": {"ai-medium": HOLLYWOOD}}))
    set_window(app, size)
    scene = StatsScene(app, variant)
    app.scenes.push(scene)
    app.step()
    return scene


def test_hollywood_has_its_own_line(app):
    scene = _scene(app)
    rows = {label: record for label, record, _gin in scene.rows()}
    assert rows["Gin Rummy (classic)"].best_match == 150        # the races alone
    assert rows["Gin Rummy (classic), Hollywood scoring"].best_match == 820
    assert "classic+hollywood" not in rows                        # never the raw key


def test_hollywood_has_its_own_page(app):
    scene = _scene(app)
    names = [b.name for b in scene.items]
    assert names.index("variant:classic+hollywood") == names.index("variant:classic") + 1
    scene.choose("classic+hollywood")
    assert [(label, r.best_match) for label, r, _g in scene.rows()] == [
        ("Versus medium computer", 820)]
    scene.draw(app.screen)


def test_the_page_is_named_in_french(app):
    i18n.set_language("fr")
    try:
        scene = _scene(app, "classic+hollywood", (800, 600))
        scene.draw(app.screen)
        labels = [label for label, _r, _g in StatsScene(app).rows()]
        assert any("Hollywood" in label for label in labels), labels
    finally:
        i18n.set_language("en")


def test_left_and_right_step_through_the_hollywood_page(app):
    scene = _scene(app, "classic")
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0,
                                          unicode=""))
    assert scene.variant == "classic+hollywood"
