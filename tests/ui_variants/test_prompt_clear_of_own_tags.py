"""The roomy Gin table's prompt keeps clear of the player's own tags over the hand: a long
prompt ("Discard a card: drag it to the pile, or click it twice") overlapped the deadwood
pill ("Deadwood 74 · 64 after the best discard") at 1280x720 and 100 %, in every language
(seen in a real window). Where there is no room above the tags (125 %), the tags come down
and a selected card under them rises only to just short of them."""

from __future__ import annotations

import pygame
import pytest

import game.ui.scenes  # noqa: F401 - registers the scenes by name
from game.ui import i18n
from game.ui.layout import Layout
from game.ui.probe import probe_draw
from tests.ui_variants.helpers import find, settle, show

PHASES = {
    "discard": lambda e: e.to_act == 0 and e.phase == "discard",
    "layoff": lambda e: e.to_act == 0 and e.phase == "layoff",
}


def _table(app, size, scale, phase):
    app.screen = pygame.Surface(size)
    app.layout = Layout(size, scale)
    sess = find("classic", PHASES[phase], seeds=range(1, 60))
    table = show(app, sess)
    settle(app, table)
    app.step()
    return table


@pytest.mark.parametrize("phase", sorted(PHASES))
@pytest.mark.parametrize("scale", [1.0, 1.25])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "fr", "pl"])
def test_the_prompt_keeps_off_the_own_tags_and_the_stock_label(app, language, size, scale,
                                                               phase):
    i18n.set_language(language)
    try:
        table = _table(app, size, scale, phase)
        assert table.roomy_tags(), "the roomy layout, where the tags stand over the hand"
        surf = probe_draw(app.res, size, app.scenes.draw)
        prompt = table.prompt()
        # (its shorter words, without the keys, where the longer line would be cut)
        said = {prompt, getattr(prompt, "shorter", prompt)}
        shown = [m.rect for m in surf.marks if m.kind == "text" and m.label in said]
        assert shown, "the prompt is on screen, whole"
        box = table.prompt_box(prompt)[1]
        tags = table._own_tag_rects
        assert len(tags) == 2
        assert not [t for t in tags if box.colliderect(t)], (box, tags)
        stock_text = i18n._("Stock {n}").format(n=table.stock)
        label = [m.rect for m in surf.marks if m.kind == "text" and m.label == stock_text]
        assert label and not box.colliderect(label[0]), (box, label)
    finally:
        i18n.set_language("en")


def test_a_selected_card_under_a_lowered_tag_rises_short_of_it(app):
    i18n.set_language("pl")
    try:
        table = _table(app, (1280, 720), 1.25, "discard")
        lay = table.layout
        first = table.hand[0]
        tag = table._own_tag_rects[0]
        assert tag.left < first.target.right and first.target.left < tag.right
        assert table.own_tags_bottom(first.target.y) > first.target.y - lay.px(26), \
            "the tags came down towards the cards (no room above them)"
        table.selected = first
        table.dirty = True
        for _ in range(40):
            app.step()
        assert first.lift > 0, "it still rises, to show it is selected"
        assert first.draw_rect.top >= table._own_tag_rects[0].bottom
    finally:
        i18n.set_language("en")
