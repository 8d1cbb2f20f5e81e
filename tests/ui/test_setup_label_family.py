"""The setup screen's option labels read as one family: one size down the column (the largest
that fits every label, wrapped where it must), never a few shrunk beside full-size ones (issue
16: at 800x600 / 100 % three Rami labels were drawn at 88 % among full-size ones)."""

from __future__ import annotations

import pygame
import pytest

from game.ui import i18n
from game.ui import scenes as _scenes  # noqa: F401 - registers the scenes by name
from game.ui.layout import Layout
from game.ui.probe import probe_draw

CASES = [((800, 600), 100, "en", "rami"), ((800, 600), 100, "fr", "rami"),
         ((1280, 720), 100, "pl", "rami"), ((800, 600), 200, "pl", "rami"),
         ((800, 600), 100, "en", "classic"), ((1920, 1080), 150, "fr", "gin-rami")]


@pytest.mark.parametrize("size,scale,lang,variant", CASES,
                         ids=[f"{w}x{h}-{s}-{lang}-{v}" for (w, h), s, lang, v in CASES])
def test_option_labels_share_one_size(size, scale, lang, variant, monkeypatch, tmp_path):
    from game.ui.app import App
    from game.ui.settings_model import Settings

    monkeypatch.setenv("GIN_TABLE_HOME", str(tmp_path))
    app = App(size, settings=Settings(speed="instant", ui_scale=scale, language=lang,
                                      default_variant=variant))
    try:
        app.running = True
        app.screen = pygame.Surface(size)
        app.layout = Layout(size, app.ui_scale)
        scene = app.make_scene("setup")
        app.scenes.clear_to(scene)
        app.step()
        pages = getattr(scene, "pages", 1)
        sizes: dict[str, set[int]] = {}
        for _page in range(pages):
            surf = probe_draw(app.res, size, app.scenes.draw)
            texts = [m for m in surf.marks if m.kind == "text"]
            for c in (c for c in scene.option_widgets if c.visible and c.label):
                value_left = c._value_rect().left
                # the label's lines: texts drawn in the row, left of its value box
                lines = [m for m in texts if c.rect.collidepoint(m.rect.center)
                         and m.rect.right <= value_left]
                assert lines, c.label
                sizes[c.label] = {m.rect.height for m in lines}
            if pages > 1:
                scene.next_page()
                app.step()
        assert sizes, "the variant shows options"
        assert len(set().union(*sizes.values())) == 1, sizes
    finally:
        pygame.quit()
        i18n.set_language("en")
