"""The new-game screen's layout: the Players selector stays put while the count changes, the
variant summary is shown whole, and option labels never run into their value boxes."""

from __future__ import annotations

import pygame
import pytest

from game.ui.layout import Layout
from game.ui.scenes.setup import SetupScene
from game.ui.variant_summary import fullest_summary
from game.variants import VARIANTS, find_variant

SIZES = [(1280, 720), (800, 600)]


def _scene(app, size, variant="rami", mode="custom") -> SetupScene:
    app.layout = Layout(size)
    scene = SetupScene(app)
    scene.set_variant(variant)
    scene.set_mode(mode)
    return scene


def _click(scene, pos) -> None:
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))


def _visible(scene):
    return [w for w in scene.widgets.widgets if w.visible and w.rect.width > 0]


@pytest.mark.parametrize("size", SIZES)
def test_repeated_clicks_on_players_plus_keep_adding(app, size):
    scene = _scene(app, size)
    assert scene.seats == 2
    r = scene.c_seats._value_rect()
    plus = (r.right - 6, r.centery)
    where = scene.c_seats.rect.copy()
    for expected in (3, 4, 5, 6):
        _click(scene, plus)
        assert scene.seats == expected
        assert scene.c_seats.rect == where
    for seat in range(6):          # all people: no computer strength, Players stays put
        scene.set_human(seat, True)
    assert not scene.c_level.visible and scene.c_seats.rect == where


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("mode", ["ai", "hotseat", "custom"])
def test_summary_whole_and_nothing_overlaps(app, size, mode):
    scene = _scene(app, size, mode=mode)
    scene.set_seats(6)
    res, rect, px = scene.res, scene.summary_rect, scene.summary_px
    for text in (scene.summary(), fullest_summary("rami")):
        lines = res.wrap(text, px, rect.width)
        assert len(lines) * int(px * 1.25 * 0.8) <= rect.height
    assert px >= round(app.layout.font_small * 0.8)
    widgets = _visible(scene)
    if not scene.compact:   # under the rows, or under the options: clear of every row
        assert rect.bottom <= scene.b_start.rect.top
        for w in widgets:
            assert not rect.colliderect(w.rect), getattr(w, "name", w)
    for i, a in enumerate(widgets):
        for b in widgets[i + 1:]:
            assert not a.rect.colliderect(b.rect), (getattr(a, "name", a), getattr(b, "name", b))
    left = [w for w in widgets if w.rect.right < app.layout.w // 2 and w is not scene.b_back]
    assert max(w.rect.bottom for w in left) <= scene.b_start.rect.top


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("variant", [v.name for v in VARIANTS])
def test_option_labels_fit_beside_their_controls(app, size, variant):
    scene = _scene(app, size, variant=variant, mode="ai")
    for _page in range(scene.pages):
        for c in scene.option_widgets:
            r, vr = c.rect, c._value_rect()
            px = max(13, int(r.height * 0.5))
            lines, font_px = c.label_lines(scene.res, px, vr.left - r.left - 12)
            assert 1 <= len(lines) <= 2 and font_px * len(lines) <= r.height
            for line in lines:
                assert r.left + 4 + scene.res.font(font_px).size(line)[0] < vr.left - 4
            if c.truncated:
                assert c.label in c.tooltip_text()
            else:
                assert " ".join(lines) == c.label
        scene.next_page()


def test_long_labels_are_shown_whole_at_1280x720(app):
    scene = _scene(app, (1280, 720), variant="classic", mode="ai")
    labels = {}
    for _page in range(scene.pages):
        for c in scene.option_widgets:
            r = c.rect
            labels[c.label] = c.label_lines(scene.res, max(13, int(r.height * 0.5)),
                                            c._value_rect().left - r.left - 12)[0]
        scene.next_page()
    assert labels["Big gin (11 cards melded, no discard)"] == [
        "Big gin (11 cards melded, no discard)"]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("variant", [v.name for v in VARIANTS])
@pytest.mark.parametrize("mode", ["ai", "hotseat", "custom"])
def test_the_coaching_switch_is_a_row_of_the_players_column(app, size, variant, mode):
    """The undo / hints switch concerns the people at the table: it lies under the last name,
    as wide as the rows above it, clear of every other widget and of Back / Start (it was
    squeezed between "More options" and Start, narrower than every other row)."""
    scene = _scene(app, size, variant, mode)
    scene.set_seats(find_variant(variant).players[1])
    coach = scene.c_coach.rect
    names = [f.rect for f in scene.name_fields if f.visible and f.rect.width]
    assert coach.left == scene.c_mode.rect.left and coach.width == scene.c_mode.rect.width
    assert coach.top >= max(r.bottom for r in names)
    assert coach.bottom < scene.b_back.rect.top
    for w in _visible(scene):
        if w is not scene.c_coach:
            assert not coach.colliderect(w.rect), getattr(w, "name", w)


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "fr", "pl"])
@pytest.mark.parametrize("mode", ["ai", "hotseat"])
def test_the_coaching_switch_reads_as_large_as_mode(app, size, language, mode):
    """The undo switch's label ("Annulation dans les parties comptées") was set a size
    smaller than "Mode" above it at 1280x720 and 1920x1080: it reads at Mode's size now,
    on one line or two, whole."""
    from game.ui import i18n

    i18n.set_language(language)
    try:
        scene = _scene(app, size, variant="classic", mode=mode)
        res = scene.res
        mode_lines, mode_px = scene.c_mode.label_lines(res, scene.c_mode.label_px(),
                                                       scene.c_mode.label_width())
        coach = scene.c_coach
        lines, px = coach.label_lines(res, coach.label_px(), coach.label_width())
        assert not coach.truncated and " ".join(lines) == coach.label
        assert px >= mode_px - 2 and len(lines) <= 2, (lines, px, mode_px)
        if size != (800, 600):
            assert px == mode_px, (lines, px, mode_px)
    finally:
        i18n.set_language("en")


def test_a_long_label_takes_two_lines_near_full_size_before_a_smaller_one(app):
    """A label a little too long for its row at full size is set on one or two lines at
    the largest size two lines allow (18 in a 40 px row of 20 px text), not shrunk to 88 %
    (17) on one line: the row's neighbours read at 20."""
    from game.ui.scenes.setup_choice import SetupChoice

    res = app.res
    label = "Allow undo in counted matches, with every move taken back"
    width = res.font(20).size(label)[0] - 4          # one line at 20 is just too long
    row = SetupChoice(label, [False, True], False)
    row.rect = pygame.Rect(0, 0, 2 * (width + 12), 40)
    row.split, row.text_px = 0.5, 20
    assert row.label_width() == width
    lines, px = row.label_lines(res, 20, width)
    assert px == 18 and " ".join(lines) == label and not row.truncated
    assert all(res.font(px).size(line)[0] <= width for line in lines)


@pytest.mark.parametrize("language", ["fr", "pl", "en"])
@pytest.mark.parametrize("size", SIZES)
def test_every_value_keeps_clear_of_its_arrows(app, size, language):
    """"<Gin Rami en colonnes (deux jeux)>" touched its arrows at 800x600 in French (the
    value shrank to its 11 px floor and still ran into them): it now takes two lines."""
    from game.ui import i18n
    from game.ui.probe import probe_draw

    i18n.set_language(language)
    try:
        for variant in VARIANTS:
            scene = _scene(app, size, variant.name, "ai")
            scene.place()
            surf = probe_draw(app.res, size, scene.draw)
            arrows = [m.rect for m in surf.marks if m.kind == "text" and m.label in "<>"
                      and m.label]
            values = [m for m in surf.marks if m.kind == "text" and m.label not in "<>"]
            for m in values:
                for a in arrows:
                    assert not m.rect.inflate(4, 0).colliderect(a), (variant.name, m.label)
    finally:
        i18n.set_language("en")


def test_one_person_among_computers_keeps_the_name_you(app):
    """"Choose each seat" with one person: the name tag said "Player 1" while the table said
    "You" of that player's melds and moves (a play-tester); two people are named apart."""
    scene = _scene(app, (1280, 720))
    scene.set_seats(3)
    scene.names[0] = "You"
    scene.set_human(0, True)
    scene.set_human(1, False)
    scene.set_human(2, False)
    names = scene.player_names()
    assert names[0] == "You" and names[1] != "You"
    scene.set_human(2, True)     # two people: neither is "You"
    assert scene.player_names()[0] == "Player 1"
    hotseat = _scene(app, (1280, 720), mode="hotseat")
    hotseat.names[0] = "You"
    assert hotseat.player_names()[0] == "Player 1"


def test_left_and_right_walk_the_bottom_row_of_buttons(app):
    """The setup's bottom row answered only Tab: with the focus on Back, Right then Enter
    did nothing a player expected (a play-tester, 1280x720 / 150 %). Left and Right move the
    focus along a row of buttons; Up and Down still walk the whole form."""
    app.layout = Layout((1280, 720), 1.5)
    scene = SetupScene(app)
    scene.place()
    row = sorted((w for w in scene.widgets.widgets if w.visible and w.focusable and w.active
                  and abs(w.rect.centery - scene.b_start.rect.centery) < 4),
                 key=lambda w: w.rect.x)
    assert len(row) >= 2 and row[-1] is scene.b_start
    scene.widgets.set_focus(row[0])
    for expected in row[1:]:
        scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0,
                                              unicode=""))
        assert scene.widgets.focus is expected
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0,
                                          unicode=""))
    assert scene.widgets.focus is scene.b_start      # the row's end: it stays
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0,
                                          unicode=""))
    assert scene.widgets.focus is row[-2]


@pytest.mark.parametrize("language", ["fr", "pl", "en"])
@pytest.mark.parametrize("size", SIZES)
def test_the_settings_values_keep_clear_of_their_arrows(app, size, language):
    """Settings > Variant options: "<Gin-Rami w kolumnach (dwie talie)>" ran into its arrows
    at 800x600 in Polish (a play-tester); the settings' rows are placed as the setup's are."""
    from game.ui import i18n
    from game.ui.probe import probe_draw
    from game.ui.scenes.settings import SettingsScene

    i18n.set_language(language)
    try:
        app.layout = Layout(size)
        for variant in VARIANTS:
            scene = SettingsScene(app, page="variant")
            scene.set_option_variant(variant.name)
            surf = probe_draw(app.res, size, scene.draw)
            arrows = [m.rect for m in surf.marks if m.kind == "text" and m.label in "<>"
                      and m.label]
            values = [m for m in surf.marks if m.kind == "text" and m.label not in "<>"]
            assert arrows
            for m in values:
                for a in arrows:
                    assert not m.rect.inflate(4, 0).colliderect(a), (variant.name, m.label)
    finally:
        i18n.set_language("en")


def test_computers_are_numbered_from_one_and_never_share_a_name(app):
    """"Choose each seat" with the first seat a computer named it "Computer 0" (seen at the
    table beside "Computer 1"); two computers at a table of two were both "Computer"."""
    scene = _scene(app, (1280, 720), mode="custom")
    scene.set_seats(3)
    for seat in range(3):
        scene.set_human(seat, False)
    assert scene.player_names() == ["Computer\u00a01", "Computer\u00a02", "Computer\u00a03"]
    scene.set_human(1, True)
    assert scene.player_names()[0::2] == ["Computer\u00a01", "Computer\u00a02"]
    scene.set_seats(2)
    scene.set_human(1, False)
    assert scene.player_names() == ["Computer\u00a01", "Computer\u00a02"]
    ai = _scene(app, (1280, 720), mode="ai")
    ai.set_seats(3)
    assert ai.player_names()[1:] == ["Computer\u00a01", "Computer\u00a02"]
    ai.set_seats(2)
    assert ai.player_names()[1:] == ["Computer"]


def test_a_long_variant_name_takes_two_lines_rather_than_the_smallest_size(app, monkeypatch):
    """At 800x600 "Gin-Rami w kolumnach (dwie talie)" was shrunk to 11 px on one line in a
    Variant box that holds two lines of 13 px: it takes the two larger lines."""
    from game.ui import i18n
    from tests.ui_variants.helpers import TextSpy

    i18n.set_language("pl")
    try:
        scene = _scene(app, (800, 600), variant="gin-rami", mode="ai")
        name = scene.c_variant.fmt(scene.variant)
        spy = TextSpy(monkeypatch, app.res)
        scene.c_variant.draw(pygame.Surface((800, 600)), app.res, app.layout)
        rows = [(text, px) for text, px in spy.drawn if text and text in name]
        assert " ".join(text for text, _px in rows) == name, rows
        assert len(rows) == 2 and min(px for _t, px in rows) > 11, rows
    finally:
        i18n.set_language("en")
