"""003's score sheet scrolled notch by notch, as a French play-tester did at 1920x1080 and
at 1280x720 150 %: the first row ("Vous : points") hid under the heading kept in place, and
the columns' hand lists showed cut words, a blank band under their headings, or nothing."""

from __future__ import annotations

import pygame
import pytest

from game.ui.probe import _ink, probe_draw
from tests.ui_variants.helpers import score_after_first_hand


def _lines(marks, area: pygame.Rect) -> list[pygame.Rect]:
    return [_ink(m) for m in marks if m.kind == "text" and area.colliderect(m.rect)]


@pytest.mark.parametrize("big_app", [((1920, 1080), 100, "fr"), ((1280, 720), 150, "fr")],
                         indirect=True, ids=["1920x1080-100", "1280x720-150"])
@pytest.mark.parametrize("hands", [1, 8])
def test_every_scroll_shows_whole_rows_under_the_headings(big_app, hands):
    app, size, _scale = big_app
    _sess, score = score_after_first_hand(app, "gin-rami", 2, 3, hands=hands)
    if score.compact:
        score.show_view("sheet")
        app.step()
    box = score.text
    assert box.overflows
    area = box.text_rect(box.rect, app.layout)
    w, h = area.width, box.height
    content = [m for m in probe_draw(app.res, (w, h),
                                     lambda s: box.painter(s, pygame.Rect(0, 0, w, h))).marks
               if m.kind == "text"]
    end = h - area.height
    for scroll in sorted({*range(0, end, max(1, box.step // 3)), end}):
        box.scroll = scroll
        box._clamp()
        drawn = probe_draw(app.res, size, score.draw).marks
        seen = [m for m in drawn if m.kind == "text" and area.contains(m.rect)]
        if scroll == 0:
            # the sheet's first row, "Ann : points", under its headings
            assert any(m.label.startswith("Ann") and m.label.endswith("points")
                       for m in seen), sorted(
                (m.rect.top, m.label) for m in seen)
        # no word under another (a row under the kept heading)
        ink = _lines(seen, area)
        for i, a in enumerate(ink):
            assert not any(a.colliderect(b) for b in ink[i + 1:]), (scroll, a)
        # no line of the content cut by the window's edges (the columns' too)
        shown = box.shown
        cut = [m.label for m in content if _ink(m).colliderect(shown)
               and not shown.contains(_ink(m))]
        assert not cut, (scroll, shown, cut)
        # no blank band: between lines, and under the last one, less than two rows
        tops = sorted((r.top, r.bottom) for r in ink)
        low = tops[0][1]
        for top, bottom in tops:
            assert top - low < 2 * box.step, (scroll, low, top, sorted(
                (m.rect.top, m.label) for m in seen))
            low = max(low, bottom)
        assert area.bottom - low < 2 * box.step, (scroll, low, area.bottom)


@pytest.mark.parametrize("options", [{"scoring": "hollywood"}, {}], ids=["hollywood", "classic"])
def test_the_match_over_box_cuts_no_line_of_its_reckoning_or_sheet(app, monkeypatch, options):
    """The match's last screen scrolls its reckoning and sheet in one box: the window starts
    and ends between the lines of both (the sheet's lines known, the reckoning's with them)."""
    from tests.ui_variants.test_match_over_sheet import _over

    scene, _spy = _over(app, monkeypatch, "classic", options)
    box = scene.text
    assert box.overflows
    area = box.text_rect(box.rect, app.layout)
    w, h = area.width, box.height
    content = [m for m in probe_draw(app.res, (w, h),
                                     lambda s: box.painter(s, pygame.Rect(0, 0, w, h))).marks
               if m.kind == "text" and m.rect.bottom <= h]
    end = h - area.height
    for scroll in sorted({*range(0, end, max(1, box.step // 3)), end}):
        box.scroll = scroll
        box._clamp()
        probe_draw(app.res, app.screen.get_size(), scene.draw)
        shown = box.shown
        cut = [m.label for m in content if _ink(m).colliderect(shown)
               and not shown.contains(_ink(m))]
        assert not cut, (scroll, shown, cut)
