"""The compact new-game screen (a large text size) repeats the summary over the rows of its
later pages: at 150 % in 1280x720 the summary stood on page 1 and the options that change it
on pages 2 and 3, so a player never saw it change as they set them (a play-tester). The
lines say what the focused option words, change with it, and move no row."""

from __future__ import annotations

import pygame
import pytest

from game.ui import i18n
from game.ui.layout import Layout
from game.ui.scenes.setup import SetupScene
from game.ui.variant_summary import as_set


def _scene(app, size, scale, variant) -> SetupScene:
    app.layout = Layout(size, scale)
    scene = SetupScene(app)
    scene.set_variant(variant)
    scene.place()
    return scene


def _page_of(scene, name: str) -> None:
    for page in range(scene.pages):
        scene.page = page
        scene.place()
        widget = next((w for w in scene.widgets.widgets if w.name == name), None)
        if widget is not None and widget.visible:
            scene.widgets.set_focus(widget)
            return
    raise AssertionError(f"{name} on no page")


def _words(lines: list[str]) -> str:
    return " ".join(lines).replace("…", "")


def test_a_rami_option_on_page_two_shows_the_summary_change_beside_it(app):
    scene = _scene(app, (1280, 720), 1.5, "rami")
    assert scene.compact and scene.pages > 1
    _page_of(scene, "opt:rami_only")
    assert scene.page > 0        # the option is not on the summary's page
    rows = {w.name: w.rect.copy() for w in scene.widgets.widgets if w.visible}
    before = _words(scene.band_lines())
    assert before and before.split()[0] in as_set(scene.summary())
    scene.set_option("rami_only", True)
    _page_of(scene, "opt:rami_only")
    after = _words(scene.band_lines())
    assert after != before and "Rami only" in after     # the new wording, on this page
    # (Rami only takes Arrêt and the call away: the rows that stay keep their places)
    now = {w.name: w.rect for w in scene.widgets.widgets if w.visible}
    kept = rows.keys() & now.keys()
    assert "opt:rami_only" in kept and {n: now[n] for n in kept} == {n: rows[n] for n in kept}


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("scale", [1.5, 2.0])
@pytest.mark.parametrize("language", ["en", "fr", "pl"])
def test_every_later_page_repeats_the_summary_clear_of_its_rows(app, size, scale, language):
    i18n.set_language(language)
    try:
        for variant in ("rami", "gin-rami"):
            scene = _scene(app, size, scale, variant)
            assert scene.compact
            for page in range(1, scene.pages):
                scene.page = page
                scene.place()
                rect, px, most = scene.band
                lines = scene.band_lines()
                assert 0 < len(lines) <= most
                font = scene.res.font(px)
                step = font.get_linesize()
                for i, line in enumerate(lines):
                    box = pygame.Rect(rect.left, rect.top + i * step, *font.size(line))
                    assert box.right <= rect.right, (variant, page, line)
                    assert not any(box.colliderect(w.rect) for w in scene.widgets.widgets
                                   if w.visible), (variant, page, line)
    finally:
        i18n.set_language("en")
