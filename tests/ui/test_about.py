"""The about box shows the version from pyproject.toml, and Escape returns to the menu."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pygame

from game import __version__
from game.ui.scenes.about import AboutScene
from game.ui.scenes.menu import MenuScene
from tests.ui.conftest import click, key, pump, set_window


def test_about_box_shows_the_project_version(app):
    project = tomllib.loads((Path(__file__).resolve().parents[2] / "pyproject.toml").read_text())
    assert __version__ == project["project"]["version"]
    app.scenes.push(MenuScene(app))
    pump(app, 2)
    about_button = next(w for w in app.scenes.top.widgets.widgets if w.name == "about")
    click(app, about_button.rect.center)
    pump(app, 2)
    scene = app.scenes.top
    assert isinstance(scene, AboutScene)
    assert any(__version__ in text for text, _colour in scene.lines())
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, MenuScene)


def _title_and_back(app, scene):
    from game.ui.probe import Ledger, ProbeSurface

    scene.enter()
    ledger = Ledger()
    ledger.install(scene.res)
    surface = ProbeSurface(app.screen.get_size(), ledger)
    scene.draw(surface)
    ledger.uninstall(scene.res)
    title = next(m.rect for m in surface.marks if m.kind == "text" and m.label == scene.title)
    back = next(w.rect for w in scene.widgets.widgets if w.name == "back")
    return title.centery, back


def test_about_sits_like_every_other_screen(app):
    """The about box's title and Back button are where the rules screen has them."""
    from game.ui.scenes.rules import RulesScene

    for size in ((800, 600), (1920, 1080)):
        set_window(app, size)
        about, rules = AboutScene(app), RulesScene(app)
        assert _title_and_back(app, about) == _title_and_back(app, rules)


def test_about_reads_at_the_body_size_within_a_reading_measure(app):
    """At 800x600 the about text stood at the small size over an empty screen, and at
    1920x1080 the list of games ran 1,800 px wide: it is set at the body size now, its lines
    no wider than 32 of its ems, and the box ends above Back."""
    for size in ((800, 600), (1280, 720), (1920, 1080)):
        set_window(app, size)
        about = AboutScene(app)
        about.enter()
        px = app.layout.font_body
        lines = about.text.lines
        assert lines and all(line.px == px for line in lines)
        widest = max(about.res.font(px).size(line.text)[0] for line in lines)
        assert widest <= 32 * px
        assert len({line.y for line in lines}) == len(lines) > 6   # the games' list wraps
        assert about.box.bottom < about.b_back.rect.top
