"""The settings screen's page tabs: every label keeps a rounded end's room from each edge of
its tab ("Options des variantes" filled its tab edge to edge in French: a play-tester), and
the tabs stay clear of the rows' panel."""

from __future__ import annotations

import pytest

from game.ui import i18n
from game.ui.layout import Layout
from game.ui.scenes.settings import SettingsScene
from game.ui.widgets import fit_lines, label_pad


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("scale", [100, 125])
def test_every_tab_label_keeps_its_room(app, language, size, scale):
    i18n.set_language(language)
    try:
        app.layout = Layout(size, scale / 100)
        scene = SettingsScene(app)
        scene.place()
        assert not scene.compact
        panel_left = scene.content_rect.left - app.layout.px(20)
        for tab in scene.tabs:
            r = tab.rect
            room = r.width - 2 * max(6, r.height // 3)      # the rounded ends' room
            px = max(13, int(r.height * 0.5))
            pad = getattr(tab, "pad", 0) or label_pad(r.height)      # as the button draws
            lines, drawn, _cut = fit_lines(app.res, i18n.resolve(tab.text), px,
                                           r.width - 2 * pad, r.height, min_scale=0.72)
            assert len(lines) == 1 and drawn >= px * 0.9, (tab.text, drawn, px)
            assert app.res.font(drawn).size(lines[0])[0] <= room, (language, tab.text)
            assert r.right + app.layout.px(8) <= panel_left        # clear of the rows
    finally:
        i18n.set_language("en")
