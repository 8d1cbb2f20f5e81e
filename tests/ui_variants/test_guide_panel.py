"""The guide's panel at every size and Text size: its buttons clear of the table's, and its
sentences at a readable size. At 200 % the panel between the action and the sort buttons
was too short for any sentence (Continue and Skip only, over the action buttons at 16:9),
seen in a real window in French and Polish."""

from __future__ import annotations

import pygame
import pytest

import game.ui.scenes  # noqa: F401 - the scenes register themselves
from game.ui import i18n
from game.ui.layout import Layout


def _guided(app, name: str, size, scale: float):
    app.screen = pygame.Surface(size)
    app.layout = Layout(size, scale)
    app.clear_to_scene("menu")
    tutorial = app.make_scene("tutorial")
    app.scenes.push(tutorial)
    tutorial.start(name)
    table = tutorial.table
    for _ in range(200):
        app.step()
        if table.settled and not table.queue:
            break
    return table


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
@pytest.mark.parametrize("name", ["rami", "gin"])
def test_the_guide_reads_at_a_readable_size_clear_of_the_buttons(app, name, language):
    i18n.set_language(language)
    try:
        for size in ((800, 600), (1280, 720), (1920, 1080)):
            for scale in (1.0, 1.5, 2.0):
                table = _guided(app, name, size, scale)
                guide, lay = table.guide, table.layout
                mine = [b for b in (guide.b_next, guide.b_skip) if b.visible]
                others = [b for b in table.widgets.widgets if b.visible and b not in mine
                          and b.rect.width and getattr(b, "name", "") != "feed"]
                for b in mine:
                    hit = [o.text for o in others if b.rect.colliderect(o.rect)]
                    assert not hit, (size, scale, b.text, hit)
                panel = guide.panel_rect(table)
                assert all(panel.contains(b.rect) for b in mine), (size, scale)
                room = guide.text_room(table)
                floor = max(11, int(lay.font_small * 0.85))
                small = [t for t in guide.texts() if guide.text_px(table, t, room) < floor]
                assert not small, (size, scale, lay.font_small, small[:2])
    finally:
        i18n.set_language("en")
