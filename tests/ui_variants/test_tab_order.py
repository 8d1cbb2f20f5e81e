"""Tab and Shift+Tab go round the setup and score screens as the eye reads them: top to bottom,
left to right, a form in columns column by column, every shown button on the way (a
play-tester: the setup's coaching switch, at the left column's foot, came after every option
on the right; the score screen went from its buttons up to the fair-deal link over them)."""

from __future__ import annotations

import pygame
import pytest

import game.ui.scenes  # noqa: F401 - the scenes register themselves
from game.ui.scenes.match_over import MatchOverScene
from game.ui.scenes.score import ScoreScene
from tests.ui.conftest import key, pump, set_window
from tests.ui_variants.helpers import score_after_first_hand
from tests.ui_variants.test_score_sheets import finished, table_at_the_end


def tab_round(app, scene, first: str, back: bool = False) -> list[str]:
    """The widgets' names Tab (Shift+Tab) visits once round, from the one named `first`."""
    group = scene.widgets
    group.set_focus(next(w for w in group.widgets if w.name == first))
    seen = [first]
    for _ in range(60):
        key(app, pygame.K_TAB, pygame.KMOD_SHIFT if back else 0)
        name = group.focus.name
        if name == first:
            return seen
        seen.append(name)
    raise AssertionError(f"Tab never came back to {first}: {seen}")


def shown(scene) -> set[str]:
    """Every widget a player can reach: shown and enabled, and meant for the keys."""
    return {w.name for w in scene.widgets.widgets if w.visible and w.active and w.focusable}


def reads_down_then_right(scene, names: list[str]) -> None:
    """Each step goes down the page, or right along the same row."""
    rects = {w.name: w.rect for w in scene.widgets.widgets}
    for a, b in zip(names, names[1:], strict=False):
        ra, rb = rects[a], rects[b]
        same_row = ra.top <= rb.centery < ra.bottom or rb.top <= ra.centery < rb.bottom
        assert (rb.left > ra.left) if same_row else rb.top >= ra.bottom, (a, b, names)


def check_round(app, scene, first: str) -> list[str]:
    order = tab_round(app, scene, first)
    assert len(order) == len(set(order)) and set(order) == shown(scene), order
    back = tab_round(app, scene, first, back=True)
    assert back == [first] + order[1:][::-1]          # Shift+Tab: the same way back
    return order


def _setup(app, size=(1280, 720), **chosen):
    set_window(app, size)
    for name, value in chosen.items():
        setattr(app.settings, name, value)
    app.clear_to_scene("setup")
    scene = app.scenes.top
    app.step()
    return scene


@pytest.mark.parametrize(("variant", "mode", "seats"),
                         [("classic", "ai", 2), ("rami", "custom", 3), ("rami", "hotseat", 5)])
def test_the_setup_form_is_read_left_column_then_options_then_the_bottom_row(
        app, variant, mode, seats):
    scene = _setup(app, default_variant=variant, game_mode=mode, seats=seats)
    if mode == "custom":
        scene.set_human(1, True)
    assert not scene.compact
    order = check_round(app, scene, "variant")
    left = [n for n in order if not n.startswith("opt:") and n not in ("more", "back",
                                                                           "start")]
    options = [n for n in order if n.startswith("opt:") or n == "more"]
    assert left[-1] == "coach" and "mode" in left      # the left column's foot is its last
    assert order == left + options + ["back", "start"]
    reads_down_then_right(scene, left)
    reads_down_then_right(scene, options)
    if mode == "custom":   # the Players count left of the computer strength in one row
        assert order.index("seats") + 1 == order.index("level")


def test_the_one_column_setup_reads_down_then_back_pages_start(app):
    app.settings.ui_scale = 200
    app.apply_ui_scale()
    scene = _setup(app, default_variant="rami", game_mode="custom", seats=3)
    scene.set_human(1, True)
    assert scene.compact and scene.pages > 1
    for page in range(scene.pages):
        order = check_round(app, scene, "back")
        # the bottom row, left to right, then round to the column's top; the greyed arrow
        # (‹ on the first page, › on the last) is passed over
        arrows = [n for n, on in (("prev", page > 0), ("more", page < scene.pages - 1)) if on]
        bottom = ["back", *arrows, "start"]
        assert order[:len(bottom)] == bottom, order
        column = order[len(bottom):]
        assert column, order
        reads_down_then_right(scene, column)
        scene.turn_page(1)


@pytest.mark.parametrize("scale", [100, 200])
def test_the_score_screen_reads_tabs_link_then_buttons(app, scale):
    app.settings.ui_scale = scale
    app.apply_ui_scale()
    _sess, score = score_after_first_hand(app, "classic", 2, 3)
    table = score.table
    app.scenes.pop()
    table.review_record = lambda: object()     # a hand the player can review
    score = ScoreScene(app, table)
    app.scenes.push(score)
    app.step()
    assert score.b_review.visible
    order = check_round(app, score, "next")
    start = order.index("view:hand") if "view:hand" in order else order.index("fair")
    order = order[start:] + order[:start]       # from the top of the screen
    assert order[-4:] == ["fair", "review", "next", "menu"], order
    reads_down_then_right(score, order)


@pytest.mark.parametrize("scale", [100, 200])
def test_the_match_over_screen_reads_tabs_link_then_buttons(app, scale):
    app.settings.ui_scale = scale
    app.apply_ui_scale()
    set_window(app, (1280, 720))
    table = table_at_the_end(app, finished("classic", 2, {}, seed=3))
    scene = MatchOverScene(app, table)
    app.scenes.push(scene)
    pump(app, 2)
    tabs = ["view:result", "view:sheet"] if scene.compact else []
    order = check_round(app, scene, (tabs or ["fair"])[0])
    assert order == tabs + ["fair", "new", "menu"], order
    reads_down_then_right(scene, order)
