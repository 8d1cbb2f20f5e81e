"""The match's last screen and the hand's score panel keep the score sheet readable:
Hollywood's three games at 1280x720 drew the sheet at 12 px (9 px on the last hand's panel) of
the small size's 20 to fit; a panel now scrolls the sheet at full size where it would shrink
under 80 % of the small size for want of height."""

from __future__ import annotations

import pygame
import pytest

from game.ui import i18n
from game.ui.scenes.match_over import MatchOverScene
from game.ui.scenes.score import ScoreScene
from game.ui.scenes.scroll_box import whole_lines
from game.ui.score_sheet import SQUEEZED, ScoreSheetView
from game.ui.score_tables import sheet_for
from tests.ui.conftest import pump, set_window
from tests.ui_variants.helpers import TextSpy
from tests.ui_variants.test_score_sheets import finished, table_at_the_end


def _over(app, monkeypatch, variant: str, options: dict, seed: int = 3,
          size: tuple[int, int] = (1280, 720)):
    # the whole window (the fixture's may be cut to the dummy desktop)
    set_window(app, size)
    sess = finished(variant, 2, options, seed=seed)
    table = table_at_the_end(app, sess)
    spy = TextSpy(monkeypatch, app.res)
    scene = MatchOverScene(app, table)
    app.scenes.push(scene)
    pump(app, 2)
    return scene, spy


def test_hollywood_sheet_scrolls_at_a_readable_size(app, monkeypatch):
    scene, spy = _over(app, monkeypatch, "classic", {"scoring": "hollywood"})
    small = app.layout.font_small
    games = [px for text, px in spy.drawn if text.startswith("Game ") and len(text) == 6]
    assert games and min(games) >= small * SQUEEZED, (games, small)
    assert scene.scrolls and scene.text.overflows and scene.text_active()
    before = scene.text.scroll
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode="",
                                         scancode=0))
    pump(app, 2)
    assert scene.text.scroll > before        # the keys reach the sheet's lower rows


def test_a_sheet_that_fits_is_drawn_in_place(app, monkeypatch):
    scene, spy = _over(app, monkeypatch, "classic", {}, seed=5)     # a match of 4 hands
    assert not scene.scrolls and not scene.text.overflows
    assert not scene.text.up.visible and not scene.text.down.visible
    assert spy.any("Score sheet") and not spy.any("earlier hand")


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_a_sheet_with_room_is_set_at_the_reckonings_size(app, monkeypatch, size):
    """At 800x600 the last screen's sheet (four hands) was set at the small size, a size
    under the reckoning above it, over a panel a quarter empty: where the whole sheet fits
    at a larger size it takes it (up to the reckoning's), and stays inside the panel."""
    from game.ui.probe import probe_draw

    scene, spy = _over(app, monkeypatch, "classic", {}, seed=5, size=size)
    lay = app.layout
    assert not scene.scrolls
    results = [px for text, px in spy.drawn if text == "knock"]
    assert results and min(results) > lay.font_small, (results, lay.font_small)
    assert max(results) <= lay.font_body
    drawn = probe_draw(app.res, size, scene.draw_content)
    inner = scene.box.inflate(-lay.px(50), -lay.px(36))
    texts = [m.rect for m in drawn.marks if m.kind == "text" and scene.box.contains(m.rect)]
    assert texts and max(r.bottom for r in texts) <= inner.bottom


def test_every_hand_of_a_long_match_is_on_its_last_screen(app, monkeypatch):
    """Ten hands at 1280x720 showed the last ones under "… 5 earlier hands", and nothing on
    the match's last screen showed the first five: the sheet scrolls instead."""
    scene, spy = _over(app, monkeypatch, "classic", {}, seed=3)     # a match of 10 rows
    assert scene.scrolls and scene.text.overflows and scene.text.down.visible
    assert not spy.any("earlier hand")
    hands = [row[0] for row in scene.whole_sheet.rows]
    assert hands == [str(n) for n in range(1, 11)]
    assert all(n in spy.seen for n in hands)     # each hand's number, drawn as its own cell


def test_the_first_view_of_the_scrolling_sheet_is_full(app, monkeypatch):
    """The box shows whole lines only, but the lines between Hollywood's game sheets cross
    every row gap: the first view stopped above the game sheets and left blank room (64 of
    462 pixels at 1280x720). It now ends within a row's height of the box's foot."""
    scene, _spy = _over(app, monkeypatch, "classic", {"scoring": "hollywood"})
    area = scene.text.text_rect(scene.text.rect, app.layout)
    step = int(app.layout.font_small * 1.3)
    assert scene.scrolls and scene.text.shown is not None
    assert scene.text.shown.height > area.height - step, (scene.text.shown, area)


def test_a_vertical_rule_does_not_fill_the_gaps_between_lines():
    """`whole_lines` ends the view in a gap between lines even where a ruled line crosses it."""
    content = pygame.Surface((200, 400), pygame.SRCALPHA)
    for y in range(0, 400, 20):   # "lines of text": 10 rows of ink, 10 rows of gap
        content.fill((255, 255, 255, 255), (0, y, 90, 10))
        content.fill((255, 255, 255, 255), (110, y, 90, 10))
    pygame.draw.line(content, (200, 160, 60), (100, 150), (100, 399), 1)
    view = whole_lines(content, pygame.Rect(0, 0, 200, 305))
    assert view.top == 0 and 290 <= view.bottom <= 300, view
    # near the rule's end, where it runs on only one way, a gap is still a gap
    assert 370 <= whole_lines(content, pygame.Rect(0, 0, 200, 385)).bottom <= 380
    # a letter's own stroke is no rule: a gap it crosses is not a gap
    content.fill((255, 255, 255, 255), (50, 285, 2, 20))
    assert whole_lines(content, pygame.Rect(0, 0, 200, 305)).bottom <= 280


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
def test_a_sheet_drawn_at_its_measured_height_shows_every_row_and_footer(app, monkeypatch,
                                                                        language):
    """`height` counts a footer line as the lines it wraps to in a narrow column: counted as
    one, Hollywood's game sheets drawn at their measured height elided their first hands
    ("… 2 wcześniejsze rozdania" at 480-720 pixels in Polish, "… 3 mains précédentes" in
    French) and cut their last footer line ("netto 95 dla" without "ciebie")."""
    i18n.set_language(language)
    sess = finished("classic", 2, {"scoring": "hollywood"})
    table = table_at_the_end(app, sess)
    sheet = sheet_for(table, reckoned=True)
    assert sheet is not None and len(sheet.extra) == 3
    spy = TextSpy(monkeypatch, app.res)
    for width in range(480, 1201, 80):
        view = ScoreSheetView(app.res, app.layout, sheet)
        height = view.height(width)
        spy.seen.clear()
        view.draw(pygame.Surface((width, height), pygame.SRCALPHA),
                  pygame.Rect(0, 0, width, height))
        assert not spy.any("…"), (width, [t for t in spy.seen if "…" in t])
        for sub in sheet.extra:
            assert all(row[0] in spy.seen for row in sub.rows), (width, sub.title)
            for line in sub.footer:      # drawn whole, as one string or wrapped over several
                assert _drawn_whole(line, spy.seen), (width, line)


def _drawn_whole(line: str, seen: list[str]) -> bool:
    """Whether `line` was drawn as consecutive strings (its wrapped parts) in `seen`."""
    def plain(text: str) -> str:   # (a sum's " = 175" is held to its figures by NBSPs)
        return text.replace("\u00a0", " ")

    for i in range(len(seen)):
        for j in range(i + 1, min(len(seen), i + 5) + 1):
            if plain(" ".join(seen[i:j])) == plain(line):
                return True
    return False


def test_the_last_hands_score_panel_scrolls_a_sheet_it_would_squeeze(app, monkeypatch):
    """The score panel after the match's last hand drew Hollywood's sheet at 9 px at
    1280x720 (its three games' closing lines took the room): it scrolls it at full size now,
    with the keys and the wheel; a classic sheet too long for its place scrolls as well."""
    size = (1280, 720)
    set_window(app, size)
    table = table_at_the_end(app, finished("classic", 2, {"scoring": "hollywood"}))
    spy = TextSpy(monkeypatch, app.res)
    scene = ScoreScene(app, table)
    app.scenes.push(scene)
    pump(app, 2)
    small = app.layout.font_small
    games = [px for text, px in spy.drawn if text.startswith("Game ") and len(text) == 6]
    assert games and min(games) >= small * SQUEEZED, (games, small)
    assert scene.scrolls and scene.text.overflows and scene.text_active()
    sheet_box = scene.panel_layout().sheet
    assert sheet_box is not None and scene.text.rect == sheet_box
    assert scene.text.rect.bottom <= scene.b_fair.rect.top       # clear of the buttons
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode="",
                                         scancode=0))
    pump(app, 2)
    assert scene.text.scroll > 0 and app.scenes.top is scene    # End scrolled, nothing else
    app.scenes.pop()
    classic = ScoreScene(app, table_at_the_end(app, finished("classic", 2, {})))
    app.scenes.push(classic)
    pump(app, 2)
    # a classic sheet of ten hands, taller than the room readable cards leave it, scrolls
    # too (it folded its earlier hands away for good: a play-tester), first at its latest
    # hands and totals
    assert classic.scrolls and classic.text.overflows
    assert classic.text.scroll == classic.text.height - classic.text.rect.height > 0


def test_only_a_sheet_short_of_height_is_scrolled(app):
    """A sheet small for want of width (Rami's pay-outs with six seats in a narrow box) would
    read no larger in a scrolling box, narrower by its bar: it stays in place; Hollywood's
    sheet in a wide, low box reads larger scrolled."""
    rami = sheet_for(table_at_the_end(app, finished("rami", 6, {})), reckoned=True)
    narrow = pygame.Rect(0, 0, 330, 2000)
    view = ScoreSheetView(app.res, app.layout, rami)
    assert view.drawn_px(narrow) < app.layout.font_small * SQUEEZED
    assert not view.scrolls_better(narrow, narrow.width - 40)
    hollywood = sheet_for(table_at_the_end(app, finished("classic", 2,
                                                          {"scoring": "hollywood"})))
    low = pygame.Rect(0, 0, 900, 260)
    assert ScoreSheetView(app.res, app.layout, hollywood).scrolls_better(low, 860)


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_the_last_screen_links_to_the_fair_deal_with_the_match_revealed(app, monkeypatch,
                                                                      size):
    """The fair-deal page promises the match's number "revealed when the match is over";
    the match's last screen had no way to it (a play-tester). Its link opens the page with
    the match's seed, and stands clear of the other buttons and the panel."""
    scene, _spy = _over(app, monkeypatch, "classic", {}, seed=5, size=size)
    buttons = [scene.b_fair, scene.b_new, scene.b_menu]
    window = pygame.Rect(0, 0, *size)
    for i, b in enumerate(buttons):
        assert window.contains(b.rect)
        assert not b.rect.colliderect(scene.box)
        assert not any(b.rect.colliderect(o.rect) for o in buttons[i + 1:])
    scene.b_fair.activate()
    page = app.scenes.top
    assert page.name == "fairness" and page.fair.match_seed is not None
