"""A chosen card whose lift the prompt's row cuts short (16:9 at 200 %: three players rose
6 px of 52 at 1280x720, hardly told from the others: a play-tester) also takes a gold wash
over its face; drawn in its place, it hides no other card. At the full lift, no wash."""

from __future__ import annotations

import pygame
import pytest

import game.ui.scenes  # noqa: F401 - registers the panels (three players: the roles)
from game.ui.layout import SELECT_LIFT, Layout
from game.ui.table.gin_knock import CHOSEN_WASH
from tests.ui_variants.helpers import session, settle, show

#: (variant, seats, seed, options, window, Text size)
CASES = [("three-player", 3, 2, {}, (1280, 720), 2.0),
         ("three-player", 3, 2, {}, (1920, 1080), 2.0),
         ("classic", 2, 5, {"scoring": "hollywood"}, (1280, 720), 2.0),
         ("gin-rami", 2, 3, {}, (1920, 1080), 2.0),
         ("classic", 2, 3, {}, (1920, 1080), 1.0)]


@pytest.mark.parametrize(("variant", "seats", "seed", "options", "size", "scale"), CASES,
                         ids=[f"{v}{'-hollywood' if o else ''}-{w}x{h}-{int(s * 100)}"
                              for v, _n, _d, o, (w, h), s in CASES])
def test_a_chosen_card_rising_short_is_washed_gold(app, variant, seats, seed, options, size,
                                                   scale):
    app.screen = pygame.Surface(size)
    app.layout = Layout(size, scale)
    table = show(app, session(variant, seats, seed=seed, **options))
    for _ in range(5):
        settle(app, table)
        if app.scenes.top is table:
            break
        app.scenes.pop()               # three players: the roles' intro, read
    lay = table.layout
    short = 0
    for sprite in list(table.hand)[1:-1]:
        table.selected = sprite
        for _ in range(60):
            table._update_lifts(0.1)
        others = [s for s in table.hand if s is not sprite]
        assert not any(table.card_tint(s) == CHOSEN_WASH for s in others)
        if sprite.lift < lay.px(SELECT_LIFT):
            short += 1
            assert table.card_tint(sprite) == CHOSEN_WASH, (sprite.card, sprite.lift)
            # drawn in its place: the next card still lies over it (its index seen)
            order = table.table_sprites()
            assert order.index(sprite) < order.index(table.hand[table.hand.index(sprite) + 1])
        else:
            assert table.card_tint(sprite) != CHOSEN_WASH
    if scale == 1.0:
        assert short == 0               # the full lift says it alone
    elif seats == 3:
        assert short > 0                # (the case the play-tester saw)
