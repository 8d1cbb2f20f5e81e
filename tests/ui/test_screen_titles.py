"""Every full screen (About, Learn to play, Rules, Statistics, Settings, Fair deal, the new
game's setup) shows its title in the same place and style at every text size: left on the
title line, as the screens with a chooser beside their title need it (issue 16: About and
Learn to play were centred while Statistics and Settings sat left at 200 %)."""

from __future__ import annotations

import pytest

from game.ui import scenes as _scenes  # noqa: F401 - registers the scenes by name
from game.ui.probe import probe_draw

SCREENS = ("about", "tutorial", "rules", "stats", "settings", "fairness", "setup")
CASES = [((1920, 1080), 200, "pl"), ((1280, 720), 100, "en"), ((800, 600), 150, "fr"),
         ((800, 600), 100, "en"), ((1280, 720), 200, "fr")]


@pytest.mark.parametrize("big_app", CASES, indirect=True,
                         ids=[f"{w}x{h}-{s}-{lang}" for (w, h), s, lang in CASES])
def test_full_screen_titles_share_one_place_and_size(big_app):
    from game.ui.fair_words import FairDeal

    app, size, _scale = big_app
    lay = app.layout
    seen = {}
    for name in SCREENS:
        extra = {"fair": FairDeal(1, "ab" * 32, None, "cd" * 32, None)} \
            if name == "fairness" else {}
        scene = app.make_scene(name, **extra)
        app.scenes.clear_to(scene)
        app.step()
        surf = probe_draw(app.res, size, app.scenes.draw)
        marks = [m for m in surf.marks if m.kind == "text" and m.label == scene.title]
        assert marks, f"{name}: its title {scene.title!r} is not drawn"
        r = marks[0].rect
        seen[name] = (r.left, r.centery, r.height)
        assert abs(r.left - lay.margin) <= 4, (name, tuple(r))
        assert r.right <= size[0] - lay.margin + 4, (name, tuple(r))
    lefts = {v[0] for v in seen.values()}
    middles = {v[1] for v in seen.values()}
    heights = {v[2] for v in seen.values()}
    assert max(lefts) - min(lefts) <= 4, seen
    assert max(middles) - min(middles) <= 4, seen
    assert max(heights) - min(heights) <= 4, seen
