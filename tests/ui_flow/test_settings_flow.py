"""Settings through the UI: changed with real key and mouse events on the settings screen,
saved atomically, the same after a restart; a corrupt settings file is reported on the menu and
the game starts with the defaults."""

from __future__ import annotations

import dataclasses
import json

import pygame

from game.persist import settings as store
from game.ui.settings_model import Settings, typed_options
from tests.ui_flow.conftest import click, click_widget, key, shutdown, type_text, widget


def open_settings(app):
    click_widget(app, "settings")
    assert app.scenes.top.name == "settings"
    return app.scenes.top


def test_settings_changed_on_screen_persist_across_a_restart(launched):
    app = launched(speed=None)
    scene = open_settings(app)
    # General: Down to the speed row, Right: normal -> fast
    assert scene.widgets.focus.name == "language"
    key(app, pygame.K_DOWN)
    assert scene.widgets.focus.name == "speed"
    key(app, pygame.K_RIGHT)
    # Cards: the card back picker (Right: blue -> red), the four-colour deck
    key(app, pygame.K_PAGEDOWN)
    scene = app.scenes.top
    assert scene.page == "cards" and scene.widgets.focus.name == "card_back"
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RIGHT)
    # Sound: the volume slider by 4 x 5 % down, then mute
    key(app, pygame.K_PAGEDOWN)
    assert app.scenes.top.widgets.focus.name == "volume"
    for _ in range(4):
        key(app, pygame.K_LEFT)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RIGHT)
    # Players: retype the first name
    key(app, pygame.K_PAGEDOWN)
    assert app.scenes.top.widgets.focus.name == "name0"
    for _ in range(30):
        key(app, pygame.K_BACKSPACE)
    type_text(app, "Ann")
    # Variant options: a click on the value of the match target (100 -> 150)
    key(app, pygame.K_PAGEDOWN)
    scene = app.scenes.top
    assert scene.page == "variant"
    target = widget(scene, "opt:target")
    if not target.visible:       # scroll it into view with the keyboard
        while scene.widgets.focus is not target:
            key(app, pygame.K_DOWN)
    click(app, (target.rect.right - 10, target.rect.centery))
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top.name == "menu"

    saved = store.load_settings()
    assert (saved.speed, saved.card_back, saved.four_colour) == ("fast", "red", True)
    assert abs(saved.volume - 0.5) < 1e-9 and saved.muted is True
    assert saved.player_names[0] == "Ann"
    assert saved.variant_options == {"classic": {"target": "150"}}
    shutdown(app)

    again = launched(speed=None)
    s = again.settings
    assert (s.speed, s.card_back, s.four_colour, s.muted) == ("fast", "red", True, True)
    assert s.player_names[0] == "Ann" and s.variant_options == {"classic": {"target": 150}}
    assert again.res.sounds.muted is True
    scene = open_settings(again)
    assert widget(scene, "speed").value == "fast"
    key(again, pygame.K_PAGEDOWN)
    assert widget(again.scenes.top, "card_back").value == "red"


def test_a_window_resize_is_saved_once_it_settles(launched):
    app = launched(speed=None)
    app.set_window_size((900, 640))
    for _ in range(3):
        app.step()
    shutdown(app)   # the pending size is flushed at exit
    assert store.load_settings().window_size == (900, 640)


def test_corrupt_settings_file_is_reported_on_the_menu_and_defaults_are_used(launched):
    path = store.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"speed": "fast", "volume": 0.', encoding="utf-8")
    app = launched(speed=None)
    assert app.settings == Settings()
    assert app.notices and "settings" in app.notices[0].lower()
    backups = list(path.parent.glob("settings.json.corrupt-*"))
    assert len(backups) == 1 and backups[0].read_text(encoding="utf-8").startswith('{"speed"')
    menu = app.scenes.top
    menu.dirty = True
    app.step()
    assert menu.notices_shown == app.notices       # drawn on the menu
    # the game works normally: open the rules and come back; the notice has been seen
    click_widget(app, "rules")
    assert app.scenes.top.name == "rules"
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is menu and app.notices == []


def test_a_bad_value_is_reset_with_a_message(launched):
    path = store.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format": 1, "speed": "warp", "card_back": "red"}', encoding="utf-8")
    app = launched(speed=None)
    assert app.settings.speed == "normal" and app.settings.card_back == "red"
    assert any("speed" in n for n in app.notices)


def test_bad_values_are_told_once_in_the_screens_words(launched):
    """A settings file with unusable values: the notice names the settings as the Settings
    screen does ("Animation speed", "Normal"), and the file is written back with the defaults
    (the old one kept beside it, a newer version's keys left in), so the next start is quiet
    (it said "Setting speed: it must be one of slow, normal..." at every start: a
    play-tester)."""
    path = store.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format": 1, "speed": 42, "volume": "loud", "card_back": "red", '
                    '"from_the_future": 3}', encoding="utf-8")
    app = launched(speed=None)
    assert app.settings.card_back == "red" and app.settings.speed == "normal"
    (notice,) = app.notices
    assert "Animation speed: the saved value could not be used (it was 42); it is back to " \
           "Normal." in notice
    assert "Volume: the saved value could not be used (it was loud); it is back to 70%." \
        in notice
    assert "must be one of" not in notice and "Setting speed" not in notice
    (backup,) = path.parent.glob("settings.json.corrupt-*")
    assert backup.name in notice and '"speed": 42' in backup.read_text(encoding="utf-8")
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["speed"] == "normal" and data["card_back"] == "red"
    assert data["from_the_future"] == 3
    shutdown(app)
    app = launched(speed=None)
    assert app.notices == [] and app.settings.card_back == "red"


def test_a_language_without_a_translation_is_told_and_english_is_used(launched):
    """"language": "xx" stood raw as the Language row's value, and nothing said why the
    game spoke English (a play-tester): the notice names it, like any unusable setting."""
    path = store.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format": 1, "language": "xx", "card_back": "red"}', encoding="utf-8")
    app = launched(speed=None)
    assert app.settings.language == "en" and app.settings.card_back == "red"
    (notice,) = app.notices
    assert "Language: the saved value could not be used (it was xx); it is back to " \
           "English." in notice
    assert json.loads(path.read_text(encoding="utf-8"))["language"] == "en"


def test_the_ui_settings_mirror_game_persist():
    ui = {f.name for f in dataclasses.fields(Settings)}
    assert ui == {f.name for f in dataclasses.fields(store.Settings)}
    assert Settings().to_persist() == store.Settings()
    s = Settings(variant_options={"classic": {"big_gin": True, "target": 150}},
                 window_size=(500, 300), player_names=("", "Bo"))
    p = s.to_persist()
    assert p.variant_options == {"classic": {"big_gin": "true", "target": "150"}}
    assert p.window_size == store.MIN_WINDOW            # clamped, not refused
    assert p.player_names[1] == "Bo" and p.player_names[0]
    assert Settings.from_persist(p).variant_options == {"classic": {"big_gin": True,
                                                                    "target": 150}}
    assert typed_options("classic", {"target": "abc", "nope": 1, "knock_limit": "7"}) == {
        "knock_limit": 7}


def test_text_size_applies_at_once_and_is_kept(launched):
    app = launched(size=(1280, 720))
    before = app.layout.font_body
    scene = open_settings(app)
    row = widget(scene, "ui_scale")
    scene.widgets.set_focus(row)
    key(app, pygame.K_RIGHT)            # 100 % -> 125 %
    key(app, pygame.K_RIGHT)            # -> 150 %
    assert app.settings.ui_scale == 150
    # applied live: the layout and this very screen use the larger text
    assert app.layout.ui_scale == 1.5 and app.layout.font_body > before
    assert widget(app.scenes.top, "ui_scale").rect.height > 0
    shutdown(app)
    assert store.load_settings().ui_scale == 150
    app = launched(size=(1280, 720))
    assert app.layout.ui_scale == 1.5 and app.layout.font_body > before


def _on_right_arrow(row, pos) -> bool:
    """`pos` is on the row's value box, on its part a click steps forward (the '>')."""
    box = row._value_rect()
    return box.collidepoint(pos) and pos[0] >= box.left + box.width * 0.35


def test_clicking_the_text_size_applies_it_at_once_under_the_pointer(launched):
    """A Text size clicked with the mouse is laid out at once, as the keys do ("125%" sat in
    the 100 % layout until the pointer moved, and four quick clicks left "200%" in 100 %
    text: a play-tester), and the pointer goes with the row's '>' so the next click steps
    the size again (a play-tester's second click once set the animation speed to Instant)."""
    app = launched(size=(800, 600))
    scene = open_settings(app)
    speed = app.settings.speed
    row = widget(scene, "ui_scale")
    point = (row.rect.right - 8, row.rect.centery)
    for wanted in (125, 150, 175, 200):
        click(app, point)
        assert app.settings.ui_scale == wanted
        assert app.layout.ui_scale == wanted / 100       # laid out at once
        row = widget(app.scenes.top, "ui_scale")
        point = tuple(app.scenes.top.widgets.mouse_pos)
        assert _on_right_arrow(row, point)               # the '>' is under the pointer
    assert app.settings.speed == speed


def test_where_the_pointer_cannot_follow_the_next_click_still_steps_the_size(launched,
                                                                              monkeypatch):
    """Some desktops (Wayland) do not let a game move the pointer: the next click, where the
    pointer still is, steps the Text size again instead of the row now under it; once the
    player moves the pointer, clicks are theirs again."""
    app = launched(size=(800, 600))
    monkeypatch.setattr(pygame.mouse, "set_pos", lambda *_a: None)
    scene = open_settings(app)
    speed = app.settings.speed
    row = widget(scene, "ui_scale")
    point = (row.rect.right - 8, row.rect.centery)
    click(app, point)
    assert app.layout.ui_scale == 1.25
    for wanted in (150, 175):
        assert not _on_right_arrow(widget(app.scenes.top, "ui_scale"), point)  # it moved
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=point, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=point, button=1))
        app.step()
        assert app.settings.ui_scale == wanted and app.layout.ui_scale == wanted / 100
    assert app.settings.speed == speed
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(4, 4), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    app.step()
    assert app.scenes.top.scale_click is None


def test_window_sizes_offered_fit_the_screen(launched):
    """The Window page offers only sizes the screen can show (a play-tester's '<' wrapped to
    2560 x 1440 on a 1920 x 1080 screen and the window ran off it)."""
    app = launched(size=(800, 600))
    desktop = pygame.display.get_desktop_sizes()[0]
    scene = open_settings(app)
    scene.show_page("window")
    sizes = widget(app.scenes.top, "window_size").choices
    assert (800, 600) in sizes
    assert all(w <= desktop[0] and h <= desktop[1] for w, h in sizes)
    assert (2560, 1440) not in sizes


def test_a_resized_window_keeps_its_centre_and_stays_on_the_screen():
    from game.ui.app import window_position
    # 800 x 600 centred on 1920 x 1080, made 1280 x 720: still centred
    assert window_position((560, 240), (800, 600), (1280, 720), (1920, 1080)) == (320, 180)
    # made 1920 x 1080: moved onto the screen instead of running off its right and bottom
    assert window_position((560, 240), (800, 600), (1920, 1080), (1920, 1080)) == (0, 0)
    # near the right edge, grown: pushed back left
    assert window_position((1100, 100), (800, 600), (1280, 720), (1920, 1080)) == (640, 40)
    # on a second screen to the right: left where its centre is
    assert window_position((2200, 100), (800, 600), (1280, 720), (1920, 1080)) == (1960, 40)


def test_the_keys_follow_a_click_on_a_row(launched):
    """Left/Right step the row last clicked: after clicks on Text size, Left twice had
    switched the Language row the keyboard still stood on (a play-tester, to Polish)."""
    app = launched(size=(1280, 720))
    scene = open_settings(app)
    assert scene.widgets.focus.name == "language"
    row = widget(scene, "speed")
    click(app, (row.rect.right - 8, row.rect.centery))
    assert app.scenes.top.widgets.focus.name == "speed"
    row = widget(app.scenes.top, "ui_scale")
    click(app, (row.rect.right - 8, row.rect.centery))
    assert app.settings.ui_scale == 125
    assert app.scenes.top.widgets.focus.name == "ui_scale"      # kept through the new layout
    language = app.settings.language
    key(app, pygame.K_LEFT)
    assert app.settings.ui_scale == 100 and app.settings.language == language


def test_the_volume_knob_drags(launched):
    """Pressing on the volume slider and moving the pointer drags its value (the widget set
    kept every pointer move for its hover and the slider never heard them)."""
    app = launched(size=(1280, 720))
    open_settings(app)
    key(app, pygame.K_PAGEDOWN)
    key(app, pygame.K_PAGEDOWN)
    slider = widget(app.scenes.top, "volume")
    track = slider.track()
    start = (track.left + track.width // 5, track.centery)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    app.step()
    assert abs(app.settings.volume - 0.2) < 0.03
    for x in (track.left + track.width // 2, track.left + track.width * 4 // 5):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, track.centery),
                                             rel=(1, 0), buttons=(1, 0, 0)))
        app.step()
    assert abs(app.settings.volume - 0.8) < 0.03
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(track.right, 0), button=1))
    app.step()
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(track.left, track.centery),
                                         rel=(-1, 0), buttons=(0, 0, 0)))
    app.step()
    assert abs(app.settings.volume - 0.8) < 0.03                # released: no longer dragged
