"""The app loop, scene stack, widgets and resources."""

from __future__ import annotations

import pygame
import pytest

from game.paths import asset_path
from game.ui.i18n import _
from game.ui.layout import Layout
from game.ui.resources import referenced_assets
from game.ui.scene import Scene
from game.ui.scenes.menu import MenuScene
from game.ui.settings_model import Settings
from tests.ui.conftest import click, key, pump


class Recorder(Scene):
    def __init__(self, app, log):
        super().__init__(app)
        self.log = log

    def enter(self):
        super().enter()
        self.log.append("enter")

    def exit(self):
        self.log.append("exit")

    def reveal(self):
        super().reveal()
        self.log.append("reveal")

    def draw(self, surface):
        self.log.append("draw")


def test_every_referenced_asset_exists():
    missing = [name for name in referenced_assets() if not asset_path(name).is_file()]
    assert missing == []


def test_scene_stack_push_pop_replace(app):
    log_a, log_b = [], []
    a, b = Recorder(app, log_a), Recorder(app, log_b)
    app.scenes.push(a)
    app.scenes.push(b)
    assert app.scenes.top is b and log_a == ["enter"] and log_b == ["enter"]
    app.scenes.pop()
    assert app.scenes.top is a and log_b == ["enter", "exit"] and log_a[-1] == "reveal"
    c = Recorder(app, [])
    app.scenes.replace(c)
    assert app.scenes.stack == [c] and log_a[-1] == "exit"


def test_idle_frames_are_not_redrawn(app):
    log = []
    app.scenes.push(Recorder(app, log))
    pump(app, 5)
    assert log.count("draw") == 1   # drawn once, then nothing changed


def test_menu_buttons_by_mouse_and_keys(app):
    menu = MenuScene(app)
    app.scenes.push(menu)
    pump(app)
    assert not menu.b_continue.enabled       # no match in progress
    quit_button = menu.widgets.widgets[-1]
    click(app, quit_button.rect.center)
    assert not app.running
    app.running = True
    key(app, pygame.K_q)
    assert not app.running


def test_escape_on_the_menu_asks_before_quitting(app):
    """A newcomer's Esc ("back") closed the game at once; it now asks: Esc again stays,
    Enter quits."""
    menu = MenuScene(app)
    app.scenes.push(menu)
    pump(app)
    key(app, pygame.K_ESCAPE)
    assert app.running and app.scenes.top.name == "ask"
    key(app, pygame.K_ESCAPE)
    assert app.running and app.scenes.top is menu
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_RETURN)
    assert not app.running


def test_layout_keeps_cards_readable_and_on_screen():
    for size in [(800, 600), (1280, 720), (1920, 1080), (3840, 2160)]:
        lay = Layout(size)
        assert lay.card_h >= 90
        positions = lay.hand_positions(11, [0, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0])
        assert positions[0][0] >= 0 and positions[-1][0] + lay.card_w <= size[0]
        assert lay.hand_area.bottom <= size[1]
    # under the smallest window (800x600, which the window is held at), laid out for it
    assert Layout((640, 480)).size == Layout((700, 450)).size == (800, 600)


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_a_few_cards_open_out_and_a_full_hand_keeps_its_fan(size):
    """Five cards left in a Rami hand bunched at a full hand's spacing (a bit over half a
    card apart) in the middle of an empty row; a few cards now show most of each card."""
    lay = Layout(size)
    for count in (2, 3, 4, 5):
        xs = [x for x, _y in lay.hand_positions(count)]
        steps = {round(b - a, 3) for a, b in zip(xs, xs[1:], strict=False)}
        assert min(steps) >= 0.74 * lay.card_w, (count, steps)
        assert xs[0] >= lay.hand_area.left and xs[-1] + lay.card_w <= lay.hand_area.right
    full = [x for x, _y in lay.hand_positions(10)]
    assert full[1] - full[0] <= 0.57 * lay.card_w          # Gin's ten cards: as before


def test_settings_round_trip_and_bad_values():
    s = Settings(speed="fast", volume=0.3, muted=True, card_back="red")
    assert Settings.from_dict(s.to_dict()) == s
    bad = Settings.from_dict({"speed": "warp", "volume": "loud", "nope": 1, "window_size": [1]})
    assert bad.speed == "normal" and bad.volume == Settings().volume


def test_untranslated_text_falls_back_to_english():
    assert _("New game") == "New game"


def test_a_press_whose_release_never_came_does_not_eat_the_next_click(app):
    """A button pressed when the scene changed under it (its release went elsewhere) took the
    next click's release, and that click did nothing (found by the monkey test)."""
    menu = MenuScene(app)
    app.scenes.push(menu)
    pump(app)
    stale = next(w for w in menu.widgets.widgets if w.name == "learn")   # before settings
    settings = next(w for w in menu.widgets.widgets if w.name == "settings")
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=stale.rect.center,
                                         button=1))
    pump(app)
    assert stale.pressed
    click(app, settings.rect.center)
    assert app.scenes.top.name == "settings"


def test_a_tooltips_key_is_never_split_from_its_word(app):
    """The Continue tooltip wrapped "… — Key:" over a lone "C" (a play-tester)."""
    menu = MenuScene(app)
    app.scenes.push(menu)
    pump(app)
    button = next(w for w in menu.widgets.widgets if w.name == "continue")
    text = "Return to Gin Rummy (classic), hand 1: Alice (0), Bob (0)"
    button.tooltip = text
    tip = button.tooltip_text()
    width = app.res.font(app.layout.font_small).size(text + " — Key:")[0] + 4
    lines = app.res.wrap(tip, app.layout.font_small, width)
    assert lines[-1].replace("\u00a0", " ").endswith("Key: C") and len(lines) == 2
