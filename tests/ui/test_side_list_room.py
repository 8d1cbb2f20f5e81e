"""The statistics and rules screens' side list of variants: every name whole on one line,
a rounded end's room from each edge of its button, and the buttons clear of each other
(in French and Polish at 1280x720 "Gin Rami en colonnes (deux jeux)" and "Gin-Rami w
kolumnach (dwie talie)" filled their buttons edge to edge: a play-tester)."""

from __future__ import annotations

import pytest

from game.ui import i18n
from game.ui.layout import Layout
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.stats import StatsScene
from game.ui.widgets import fit_lines, label_pad


@pytest.mark.parametrize("scene_type", [StatsScene, RulesScene])
@pytest.mark.parametrize("language", ["en", "fr", "pl"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_every_variant_name_keeps_its_room(app, scene_type, language, size):
    i18n.set_language(language)
    try:
        app.layout = Layout(size)
        scene = scene_type(app)
        scene.place()
        items = [b for b in scene.items if b.visible]
        assert items, "the side list is shown at 100 %"
        for b in items:
            r = b.rect
            px = max(13, int(r.height * 0.5))
            pad = getattr(b, "pad", 0) or label_pad(r.height)   # as the button draws
            lines, drawn, cut = fit_lines(app.res, i18n.resolve(b.text), px, r.width - 2 * pad,
                                          r.height, min_scale=0.72)
            assert len(lines) == 1 and not cut and drawn >= px * 0.9, (b.text, lines, drawn)
            width = app.res.font(drawn).size(lines[0])[0]
            assert width <= r.width - 2 * max(6, r.height // 3), (language, b.text)
        for a, b in zip(items, items[1:], strict=False):    # the shadow clear of the next
            assert b.rect.top - (a.rect.bottom + max(2, a.rect.height // 12)) >= \
                app.layout.px(6)
    finally:
        i18n.set_language("en")
