"""The settings screen's rows follow the Text size up to 200 %: their text is half a row's
height, and the tenth of the window a row may take held 200 % at 175 %'s size, smaller
than the small text of the other screens (a play-tester: "Settings at 200 % looks like
175 %")."""

from __future__ import annotations

import pytest

from game.ui.layout import Layout
from game.ui.scenes.settings import SettingsScene


def _row_text(app, size, scale: int) -> tuple[int, int]:
    app.layout = Layout(size, scale / 100)
    scene = SettingsScene(app)
    scene.place()
    row = next(w for w in scene.rows if w.name == "ui_scale")
    return max(13, int(row.rect.height * 0.5)), app.layout.font_small


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_rows_grow_from_175_to_200(app, size):
    at175, _small = _row_text(app, size, 175)
    at200, small = _row_text(app, size, 200)
    assert at200 > at175
    assert at200 >= small           # never under the other screens' small text


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_the_100_percent_rows_are_unchanged(app, size):
    text, small = _row_text(app, size, 100)
    assert text == max(13, int(min(max(28, Layout(size).px(42)), max(28, size[1] // 10)) * 0.5))
