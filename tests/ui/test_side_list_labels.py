"""The rules' and statistics' side lists: each variant's button holds its label on one line
("Gin-Rami with columns (two decks)" stood on two lines with almost no room above and below
them: a play-tester), in every shipped language, at 800x600, 1280x720 and 1920x1080."""

from __future__ import annotations

import pytest

from game.ui import i18n
from game.ui import scenes as _scenes  # noqa: F401 - registers the scenes by name
from game.ui.widgets import fit_lines, label_pad
from tests.ui.conftest import open_screen

SIZES = ((800, 600), (1280, 720), (1920, 1080))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("name", ["stats", "rules"])
@pytest.mark.parametrize("language", ["en", "fr", "pl"])
def test_each_variant_label_stands_on_one_line(monkeypatch, tmp_path, size, name, language):
    app, scene = open_screen(monkeypatch, tmp_path, size, name, language=language)
    try:
        shown = [b for b in scene.items if b.visible]
        assert shown, "the side list is shown at this size"
        for b in shown:
            r = b.rect
            px = max(13, int(r.height * 0.5))
            lines, size_px, cut = fit_lines(app.res, i18n.resolve(b.text), px,
                                            r.width - 2 * label_pad(r.height), r.height,
                                            min_scale=0.72)
            assert (len(lines), cut) == (1, False), (b.text, lines)
            assert size_px == px or r.width >= int(size[0] * 0.28) - 1, (b.text, size_px)
            assert r.right < scene.items[0].rect.right + 1   # one column, one width
        # the panel beside the list starts clear of it
        panel = scene.table_rect if name == "stats" else scene.box
        assert panel.left > max(b.rect.right for b in shown)
    finally:
        i18n.set_language("en")
