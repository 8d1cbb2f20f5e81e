"""The menu's notice about a damaged save stands clear of every button, with all its lines, at
every window and text size, and a click on it puts it away (at 1280x720 / 150 % the Continue and
Rules buttons covered its middle lines and clicking it did nothing: a play-tester)."""

from __future__ import annotations

import pygame
import pytest

from game.persist import saves as save_store
from game.ui import i18n
from game.ui.app import App
from game.ui.layout import Layout
from game.ui.persistence import attach
from game.ui.scenes import menu as menu_module
from game.ui.scenes.menu import MenuScene
from game.ui.session import Session
from game.ui.settings_model import Settings

SIZES = [(800, 600), (1280, 720), (1920, 1080), (1024, 768)]


def _menu(monkeypatch, tmp_path, size, scale, lang, extra=()) -> tuple[App, MenuScene]:
    """The menu of an app started on a save cut short (as `truncate -s 1500` did)."""
    monkeypatch.setenv("GIN_TABLE_HOME", str(tmp_path))
    session = Session.create("classic", {"scoring": "hollywood"}, "ai", ["You", "Computer"],
                             "medium", seed=3)
    target = save_store.save_match(session.match)
    target.write_bytes(target.read_bytes()[:1500])
    app = App(size, settings=Settings(speed="instant", ui_scale=scale, language=lang))
    app.screen = pygame.Surface(size)
    app.layout = Layout(size, app.ui_scale)
    attach(app)
    app.notices.extend(extra)
    scene = MenuScene(app)
    scene.enter()
    scene.draw(app.screen)
    return app, scene


@pytest.mark.parametrize("lang", ["en", "fr", "pl"])
@pytest.mark.parametrize("scale", [100, 150, 200])
@pytest.mark.parametrize("size", SIZES)
def test_the_notice_and_the_buttons_never_overlap(monkeypatch, tmp_path, size, scale, lang):
    drawn: list[int] = []
    real = menu_module.blit_paragraph

    def spy(surface, res, text, px, rect, *args, **kwargs):
        used = real(surface, res, text, px, rect, *args, **kwargs)
        drawn.append(used // int(px * 1.25 * 0.8))   # the lines it drew
        return used

    monkeypatch.setattr(menu_module, "blit_paragraph", spy)
    try:
        app, scene = _menu(monkeypatch, tmp_path, size, scale, lang)
        assert len(app.notices) == 1 and "autosave.json" in app.notices[0]
        box = scene.notice_box
        assert pygame.Rect(0, 0, *size).contains(box)
        for w in scene.widgets.widgets:
            assert not box.colliderect(w.rect), (w.name, box, w.rect)
            assert pygame.Rect(0, 0, *size).contains(w.rect)
        assert box.height >= scene.notice_height(box.width)
        _px, wrapped = scene.notice_lines(box.width)
        assert drawn == [len(lines) for lines in wrapped]   # every line of it shown
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_two_notices_fit_too(monkeypatch, tmp_path, size):
    try:
        app, scene = _menu(monkeypatch, tmp_path, size, 150, "fr", [
            "Le fichier de réglages n’a pas pu être lu : les réglages par défaut sont utilisés."])
        box = scene.notice_box
        assert len(app.notices) == 2
        assert not any(box.colliderect(w.rect) for w in scene.widgets.widgets)
        assert box.height >= scene.notice_height(box.width)
    finally:
        i18n.set_language("en")


def test_a_click_on_the_notice_puts_it_away(monkeypatch, tmp_path):
    try:
        app, scene = _menu(monkeypatch, tmp_path, (1280, 720), 150, "fr")
        moved = [w.rect.copy() for w in scene.widgets.widgets]
        box = scene.notice_box
        scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                              pos=box.midleft))
        assert app.notices == []
        scene.draw(app.screen)
        assert scene.notice_box is None
        assert [w.rect for w in scene.widgets.widgets] != moved   # the buttons go back up
        assert not scene.b_continue.enabled   # nothing to continue: the save was moved aside
    finally:
        i18n.set_language("en")
