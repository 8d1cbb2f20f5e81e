""""Learn to play" shows each guided hand as a lesson: its button and, beside it or under it,
what it teaches, in a panel between the introduction and Back (it showed three bare buttons
under a paragraph, Back among them, and the lessons' contents only in tooltips)."""

from __future__ import annotations

import pytest

from game.ui import i18n
from game.ui import scenes as _scenes  # noqa: F401 - registers the scenes by name
from tests.ui.conftest import open_screen

CASES = [(size, lang, 100) for size in ((800, 600), (1280, 720), (1920, 1080))
         for lang in ("en", "fr", "pl")] + [((1920, 1080), "pl", 200), ((800, 600), "fr", 150)]


@pytest.mark.parametrize("size,lang,scale", CASES,
                         ids=[f"{w}x{h}-{lang}-{s}" for (w, h), lang, s in CASES])
def test_each_lesson_says_what_it_teaches(size, lang, scale, monkeypatch, tmp_path):
    app, scene = open_screen(monkeypatch, tmp_path, size, "tutorial", language=lang,
                             ui_scale=scale)
    try:
        intro, _lines = scene.text_box()
        panel = scene.panel
        assert intro.bottom < panel.top and panel.bottom < scene.b_back.rect.top
        assert app.screen.get_rect().contains(panel)
        buttons = [b for b, _t in scene.lessons()]
        if scale == 100:     # room enough: every lesson's words are on the screen
            assert all(lines for _r, lines in scene.lesson_rows)
            assert scene.text_px >= app.layout.font_small
        for button, (words, lines) in zip(buttons, scene.lesson_rows, strict=True):
            assert panel.contains(button.rect)
            if not lines:
                continue
            assert panel.contains(words), (words, panel)
            for other in buttons:
                assert not words.colliderect(other.rect)
            font = scene.res.font(scene.text_px)
            assert all(font.size(line)[0] <= words.width for line in lines)
            # the whole text, wrapped (a no-break space in "bois mort" may not end a line)
            assert "".join("".join(lines).split()) == "".join(button.tooltip.split())
        assert not buttons[0].rect.colliderect(buttons[1].rect)
    finally:
        i18n.set_language("en")
