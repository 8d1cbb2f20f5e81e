"""The move feed's region stays clear of the prompt's box, at every window size and Text
size, in the three languages' longest prompt: a feed panel that fills its region (the
heading and three moves) never touches the prompt under it (at 800x600 / 125 % the Rami
feed's region used to end 3 px inside a long prompt's box)."""

from __future__ import annotations

import pygame
import pytest

import game.ui.scenes  # noqa: F401 - registers the scenes by name
from game.ui import i18n
from game.ui.layout import Layout
from game.ui.session import Session
from game.ui.table.feed import feed_rect
from tests.ui_variants.helpers import settle, show

SIZES = ((800, 600), (1280, 720), (1920, 1080))
SCALES = (1.0, 1.25, 1.5, 1.75, 2.0)
FAMILIES = (("classic", 2), ("three-player", 3), ("gin-rami", 2), ("rami", 2), ("rami", 4),
            ("rami", 6))
CASES = [pytest.param(v, n, size, scale, id=f"{v}-{n}p-{size[0]}x{size[1]}-{int(scale * 100)}")
         for v, n in FAMILIES for size in SIZES for scale in SCALES]
#: the longest of the table's prompts, in each language
LONG = "Click 3 or more cards to choose a meld, or discard (lay-offs from your second turn)"


@pytest.mark.parametrize(("variant", "seats", "size", "scale"), CASES)
def test_the_feed_region_keeps_clear_of_a_long_prompt(app, variant, seats, size, scale):
    for language in ("en", "fr", "pl"):
        try:
            i18n.set_language(language)
            app.screen = pygame.Surface(size)
            app.layout = Layout(size, scale)
            names = [i18n._("You")] + [f"{i18n._('Computer')} {n}" for n in range(1, seats)]
            sess = Session.create(variant, {}, "ai", names, "easy", seats=seats, seed=3)
            table = show(app, sess)
            settle(app, table)
            area = feed_rect(table)
            _rows, box, _step = table.prompt_box(i18n._(LONG))
            assert not area.colliderect(box), (language, tuple(area), tuple(box))
        finally:
            i18n.set_language("en")
