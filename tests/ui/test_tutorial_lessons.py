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


@pytest.mark.parametrize("lang", ["en", "fr", "pl"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_both_done_rows_mark_alike_and_leave_no_separator_at_a_lines_end(
        size, lang, monkeypatch, tmp_path):
    """On the Remik row "✓ Lekcja ukończona ·" filled the first line alone: the dot hung
    at its end and the mark stood grey (not matched, the wrap having dropped its space),
    where the Gin row showed it green (a play-tester at 800x600). Each done row leads with
    the mark, drawn green, and no line ends with the separator."""
    import pygame

    app, scene = open_screen(monkeypatch, tmp_path, size, "tutorial", language=lang,
                             lessons_done=("gin", "rami"))
    try:
        mark, lead = scene.done_mark()
        assert mark and not mark.endswith("·")
        for (button, text), (_rect, lines) in zip(scene.lessons(), scene.lesson_rows,
                                                  strict=True):
            assert text.startswith(lead)
            assert lines[0].startswith(mark), lines
            assert not any(line.rstrip().endswith("·") for line in lines), lines
            # nothing of the description lost (the separator may go with a line of its own)
            words = "".join("".join(lines).split())
            assert words.endswith("".join(button.tooltip.split()))
        drawn = []
        monkeypatch.setattr(scene, "_blit_marked", lambda surface, line, m, pos:
                            drawn.append((line, m)))
        scene.draw_content(pygame.Surface(size))
        assert len(drawn) == 2 and all(m == mark for _l, m in drawn)   # both in green
    finally:
        i18n.set_language("en")
