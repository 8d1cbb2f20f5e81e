"""The knock limit stands on the table at every window size and Text size, in every Gin
variant (RULES.md: "The current knock limit must be visible on the table at all times").
At 150 and 200 % the compact layout left a fixed limit to the Knock button's tooltip, so
the table no longer said it (a play-tester, 1280x720)."""

from __future__ import annotations

import pygame
import pytest

import game.ui.scenes  # noqa: F401 - registers the scenes by name
from game.ui import i18n
from game.ui.layout import Layout
from game.ui.probe import probe_draw, problems
from game.variants import VARIANTS
from tests.ui_variants.helpers import session, settle, settle_three_player, show

GIN = [v.name for v in VARIANTS if v.rules.family == "gin"]
SIZES = [(800, 600), (1280, 720), (1920, 1080)]
SCALES = [1.0, 1.5, 2.0]


@pytest.mark.parametrize("scale", SCALES, ids=[f"{int(s * 100)}" for s in SCALES])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("variant", GIN)
def test_the_knock_limit_is_drawn_in_the_panel(app, variant, size, scale):
    i18n.set_language("en")
    app.screen = pygame.Surface(size)
    app.layout = Layout(size, scale)
    table = show(app, session(variant, 3 if variant == "three-player" else 2, 3))
    if variant == "three-player":
        settle_three_player(app, table)
    else:
        settle(app, table)
    marks = probe_draw(app.res, size, table.draw).marks
    panel = table.info_rect()
    said = " ".join(m.label.strip() for m in marks
                    if m.kind == "text" and panel.contains(m.rect)).replace("\u00a0", " ")
    limit = table.knock_limit_text()
    assert table.limit_shown and any(ch.isdigit() for ch in limit) or "only" in limit.lower()
    assert limit in said, f"{limit!r} not drawn in the panel: {said!r}"
    assert panel.bottom <= size[1] and panel.right <= size[0]
    assert problems(marks, size) == []
