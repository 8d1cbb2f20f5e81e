"""French and Polish are 20-35 % longer than English: the screens must still hold them.

Every menu, setup, settings, rules, statistics and about screen is drawn in English, French
and Polish at 800x600 and 1280x720; every widget must lie inside the window and no button or
option label may be cut (widgets shrink, then wrap onto two lines, before they would cut).
"""

from __future__ import annotations

import pygame
import pytest

from game.ui import i18n
from game.ui.audio import quit_pygame
from game.ui.text_field import TextField
from game.ui.widgets import Button, Choice, fit_lines

SIZES = [(800, 600), (1280, 720)]
LANGUAGES = ["en", "fr", "pl"]


def _scenes(app):
    from game.ui.scenes.about import AboutScene
    from game.ui.scenes.menu import MenuScene
    from game.ui.scenes.rules import RulesScene
    from game.ui.scenes.settings import PAGES, SettingsScene
    from game.ui.scenes.setup import SetupScene
    from game.ui.scenes.stats import StatsScene
    from game.variants import VARIANTS

    yield "menu", MenuScene(app)
    for v in VARIANTS:
        app.settings.default_variant = v.name
        yield f"setup {v.name}", SetupScene(app)
    for page, _label in PAGES:
        yield f"settings {page}", SettingsScene(app, page)
    for i in range(len(VARIANTS)):
        yield f"rules {i}", RulesScene(app, i)
    yield "about", AboutScene(app)
    yield "stats", StatsScene(app)


def _check(app, name: str) -> list[str]:
    window = app.screen.get_rect()
    scene = app.scenes.top
    problems = []
    for w in scene.widgets.widgets:
        if not w.visible or w.rect.width <= 0:
            continue
        label = getattr(w, "text", None) or getattr(w, "label", None)
        if not window.contains(w.rect):
            problems.append(f"{name}: {label!r} {w.rect} leaves the window {window.size}")
        if isinstance(w, (Button, Choice)) and getattr(w, "label_cut", False):
            problems.append(f"{name}: the label {i18n.resolve(label)!r} is cut")
        if getattr(w, "truncated", False):
            problems.append(f"{name}: the option label {i18n.resolve(label)!r} is cut")
    return problems


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_screen_holds_its_texts(size, language, restore_language):
    from game.ui.app import App
    from game.ui.layout import Layout
    from game.ui.settings_model import Settings

    app = App(size, settings=Settings(speed="instant", language=language))
    try:
        app.running = True
        app.screen = pygame.Surface(size)      # the dummy display caps windows at 1024x768
        app.layout = Layout(size, app.ui_scale)
        problems = []
        for name, scene in _scenes(app):
            app.scenes.clear_to(scene)
            app.step()
            app.step()
            problems += _check(app, name)
            if hasattr(scene, "b_more") and scene.b_more.visible:   # setup's second page
                scene.b_more.activate()
                app.step()
                problems += _check(app, name + " (more)")
        assert problems == []
    finally:
        quit_pygame()


def test_fit_lines_shrinks_then_wraps_then_cuts():
    from game.ui.resources import Resources

    pygame.font.init()
    res = Resources()
    short = fit_lines(res, "Menu", 20, 200, 40)
    assert short == (["Menu"], 20, False)
    text = "Gin-Rami w kolumnach (dwie talie)"
    width = res.font(20).size(text)[0]
    lines, size, cut = fit_lines(res, text, 20, int(width * 0.6), 60)
    assert len(lines) == 2 and not cut and " ".join(lines) == text
    assert all(res.font(size).size(line)[0] <= width * 0.6 for line in lines)
    lines, size, cut = fit_lines(res, text * 4, 20, int(width * 0.6), 30)
    assert cut and lines[-1].endswith("…") and size == max(11, int(20 * 0.8))
    assert all(res.font(size).size(line)[0] <= width * 0.6 for line in lines)


def test_a_cut_label_shows_whole_in_its_tooltip(restore_language):
    from game.ui.resources import Resources

    pygame.font.init()
    res = Resources()
    surface = pygame.Surface((400, 100))
    field = TextField(i18n._("Your name"))
    field.rect = pygame.Rect(0, 0, 300, 30)
    field.draw(surface, res, None)
    b = Button(i18n._("Lay the chosen cards down as a meld (or drop them on the table)"))
    b.rect = pygame.Rect(0, 0, 60, 20)
    b.draw(surface, res, None)
    assert b.label_cut
    assert b.tooltip_text().startswith("Lay the chosen cards down")


SCALED = [((1280, 720), 150), ((1280, 720), 200), ((1920, 1080), 150), ((1920, 1080), 200),
          ((800, 600), 175), ((800, 600), 200)]


@pytest.mark.parametrize(("size", "scale"), SCALED, ids=[f"{w}x{h}-{s}" for (w, h), s in SCALED])
def test_every_screen_holds_its_texts_at_a_larger_ui_scale(size, scale, restore_language):
    """The player's text size (150-200 %, applied whole in these windows) keeps every widget
    whole and inside the window, and the texts of every screen (menu, setup, settings, rules,
    about, statistics) apart. (tests/ui/test_large_text_layout.py turns every page, in
    French and Polish too, and checks the screens over a table.)"""
    from game.ui.app import App
    from game.ui.layout import Layout
    from game.ui.probe import Ledger, ProbeSurface, problems
    from game.ui.settings_model import Settings

    app = App(size, settings=Settings(speed="instant", ui_scale=scale))
    try:
        app.running = True
        app.screen = pygame.Surface(size)
        app.layout = Layout(size, app.ui_scale)
        assert app.layout.ui_effective == scale / 100           # applied whole, not capped
        assert app.layout.font_body > Layout(size).font_body   # the setting applies
        ledger = Ledger()
        ledger.install(app.res)
        found = []
        for name, scene in _scenes(app):
            app.scenes.clear_to(scene)
            app.step()
            found += _check(app, name)
            surf = ProbeSurface(size, ledger)
            app.scenes.draw(surf)
            found += [f"{name}: {p}" for p in problems(surf.marks, size)]
        assert found == []
    finally:
        quit_pygame()


def test_wrap_breaks_between_dotted_parts_when_that_costs_no_line():
    """A dotted line ("Rozdanie 1 · partia do 100") reads "Rozdanie 1 ·" over "partia do 100",
    not with the word "partia" left on the first line; a break between parts never adds a
    line, and the dot stays to tell the parts from a wrapped name."""
    from game.ui.resources import Resources

    pygame.font.init()
    res = Resources()
    text = "Rozdanie 1 · partia do 100"
    width = res.font(20).size("Rozdanie 1 · partia do")[0]
    assert res.wrap(text, 20, width) == ["Rozdanie 1 ·", "partia do 100"]
    tag = "Expert computer · deadwood 10"
    narrow = res.font(20).size("deadwood 10")[0]
    assert res.wrap(tag, 20, narrow) == ["Expert", "computer ·", "deadwood 10"]
    assert res.wrap(text, 20, width * 3) == [text]
    # parts that would need more lines than the words: the words' wrap stays
    long = "a · bbbbbbbbbb cccccccccc"
    tight = res.font(20).size("a · bbbbbbbbbb")[0]
    assert res.wrap(long, 20, tight) == ["a · bbbbbbbbbb", "cccccccccc"]


def test_the_dot_never_stands_alone_on_a_line():
    """A seat tag in a narrow row ("Ordinateur · bois mort 3" at 1920x1080 / 200 %) read
    "Ordinateur" / "·" / "bois mort 3": the dot now ends the name's line, and where that
    line is wider than the room, `fit_lines` takes the smaller size it needs."""
    from game.ui.resources import Resources

    pygame.font.init()
    res = Resources()
    tag = "Ordinateur · bois\u00a0mort 3"
    room = res.font(40).size("Ordinateur")[0] + 8
    assert "·" not in [line.strip() for line in res.wrap(tag, 40, room)]
    lines, size, cut = fit_lines(res, tag, 40, room, max_lines=3, min_scale=0.75)
    assert lines == ["Ordinateur ·", "bois\u00a0mort 3"] and not cut and size < 40


def test_a_two_line_wrap_is_balanced_where_asked():
    """The score panel's wrapped lines split evenly: "Stukanie przy / 10 lub mniej", not a
    lone "mniej" under a full line; one line or three stay as `wrap` gives them."""
    from game.ui.resources import Resources

    pygame.font.init()
    res = Resources()
    text = "Stukanie przy 10 lub mniej"
    width = res.font(20).size("Stukanie przy 10 lub")[0]
    assert res.wrap(text, 20, width) == ["Stukanie przy 10 lub", "mniej"]
    assert res.wrap_balanced(text, 20, width) == ["Stukanie przy", "10 lub mniej"]
    assert res.wrap_balanced(text, 20, width * 3) == [text]
    three = res.font(20).size("Stukanie")[0]
    assert res.wrap_balanced(text, 20, three) == res.wrap(text, 20, three)
