"""A chosen card of the Gin hand never rises into the prompt's box: on the wide compact table
(16:9 at 150 % text and more) the prompt stood about px(10) over the hand while a chosen card
rises px(26), and its box was drawn over the card's top and its meld's outline (a
play-tester). The prompt's row now stands over the whole lift (`Layout.lift_gap`) wherever
the other seats' rows, the cards' growth and the score panel with the move feed beside it
leave the room, and where they do not (at 200 %: three players' cards at their 100 % size,
the panel with the variant's name, Gin-Rami's tall panel) the lift stops short of it. Every Gin variant, each card chosen in turn."""

from __future__ import annotations

import pygame
import pytest

import game.ui.scenes  # noqa: F401 - registers the panels (three players: the roles)
from game.ui.layout import SELECT_LIFT, Layout
from game.ui.probe import Ledger, ProbeSurface
from tests.ui_variants.helpers import session, settle, show

#: (name, variant, seats, seed, options): seed 2 of three players deals the player a hand
VARIANTS = [("classic", "classic", 2, 3, {}), ("polish", "polish", 2, 3, {}),
            ("gin-only", "gin-only", 2, 3, {}), ("oklahoma", "oklahoma", 2, 3, {}),
            ("hollywood", "classic", 2, 5, {"scoring": "hollywood"}),
            ("three-player", "three-player", 3, 2, {}), ("gin-rami", "gin-rami", 2, 3, {})]
WINDOWS = [((1280, 720), 1.0), ((1280, 720), 1.5), ((1280, 720), 2.0), ((1920, 1080), 1.0),
           ((1920, 1080), 1.5), ((1920, 1080), 2.0), ((800, 600), 1.0), ((800, 600), 2.0)]
CASES = [(v, size, scale) for v in VARIANTS for size, scale in WINDOWS]


@pytest.mark.parametrize(("variant", "size", "scale"), CASES,
                         ids=[f"{v[0]}-{w}x{h}-{int(s * 100)}" for v, (w, h), s in CASES])
def test_a_chosen_card_and_its_outline_stay_under_the_prompt(app, variant, size, scale):
    _name, key, seats, seed, options = variant
    app.screen = pygame.Surface(size)
    app.layout = Layout(size, scale)
    ledger = Ledger()
    ledger.install(app.res)
    table = show(app, session(key, seats, seed=seed, **options))
    for _ in range(5):
        settle(app, table)
        if app.scenes.top is table:
            break
        app.scenes.pop()               # three players: the roles' intro, read
    for _ in range(1200):              # Oklahoma, Gin-Rami: the knock limit's banner, read
        if table.banner is None:
            break
        app.step()
    lay = table.layout
    text = table.prompt()
    assert text, "a prompt over the hand"
    box = table.prompt_box(text)[1]
    # the whole lift wherever the layout holds it: every 16:9 window at 150 %; at 200 % the
    # score panel (with the variant's name) and the move feed under it, or three players'
    # cards at their 100 % size, may leave the prompt's row less
    full = not lay.beside or lay.prompt_gap >= lay.lift_gap
    if lay.beside and scale < 2.0:
        assert full, (lay.prompt_gap, lay.lift_gap)
    checked = 0
    for sprite in list(table.hand):
        table.selected = sprite
        for _ in range(60):
            table._update_lifts(0.1)
        if full:
            assert sprite.lift == lay.px(SELECT_LIFT), (sprite.card, sprite.lift)
        elif not (seats == 3 or key == "gin-rami" or _name == "hollywood"):
            # as far as the row leaves, over a hovered card's px(12) (three players',
            # Gin-Rami's and Hollywood's at 200 %, whose panels keep the knock limit's line
            # too, have less: the focus ring says which is chosen)
            assert lay.px(12) <= sprite.lift < lay.px(SELECT_LIFT), (sprite.card, sprite.lift)
        surf = ProbeSurface(size, ledger)
        app.scenes.draw(surf)
        words = [m.rect for m in surf.marks if m.kind == "text" and m.label
                 and m.label in text and box.contains(m.rect)]
        assert words, "the prompt is drawn, in its box"
        card = pygame.Rect(sprite.draw_rect)
        outline = card.inflate(lay.px(8), lay.px(8))    # a meld's outline round the card
        assert not outline.colliderect(box), f"{sprite.card} at {tuple(card)} meets {box}"
        assert not any(card.colliderect(r) for r in words), (sprite.card, card, words)
        checked += 1
    assert checked >= 10
