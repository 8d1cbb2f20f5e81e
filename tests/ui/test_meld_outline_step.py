"""A meld's outline never cuts through one of its own cards: the card just drawn stands up,
and when it ends a meld its top corner showed beyond the outline, whose right edge (ending
where the next card begins) ran down through the card's face."""

from __future__ import annotations

import pygame
import pytest

from game.players import make_player
from game.ui import scenes, theme  # noqa: F401 - scenes registers "table"
from game.ui.layout import Layout
from game.ui.session import Session
from game.ui.table.display import fan_box, fan_tab

from .conftest import pump


def _standing_meld_end(app, size, seed, next_melded=False):
    """Play the human seat until it must discard with its new card standing at the end of a
    meld that an unmelded card (`next_melded`: a card of another meld) follows; (table, meld,
    last card, next card) or None."""
    app.screen = pygame.Surface(size)
    app.layout = Layout(size, app.ui_scale)
    session = Session.create("classic", ai_level="medium", seed=seed, names=["You", "Computer"])
    table = app.make_scene("table", session=session)
    auto = make_player("medium", seed=3)
    table.autoplayer = auto
    app.scenes.clear_to(app.make_scene("menu"))
    app.scenes.push(table)
    for _ in range(600):
        pump(app)
        if app.scenes.top is not table:
            return None
        if table.my_turn and table.settled and table.new_card is not None:
            table.autoplayer = None
            pump(app, 40)          # the new card rises to its full lift
            _gaps, meld_of = table.hand_groups()
            hand = list(table.hand)
            for a, b in zip(hand, hand[1:], strict=False):
                m = meld_of.get(a.card, -1)
                other = meld_of.get(b.card, -1)
                if a.card == table.new_card and m >= 0 and other != m \
                        and (other >= 0) == next_melded \
                        and a.draw_rect.top < b.draw_rect.top - 6:
                    return table, m, a, b
            table.autoplayer = auto
    return None


def _drawn_case(app, size, seeds, next_melded=False):
    """The first deal among `seeds` with such a standing card, drawn: (table, the meld's
    outline colour, the last card's rect, the next card's rect, the meld's cards' rects,
    the outline's box as it ends before the next card)."""
    found = None
    for seed in seeds:
        found = _standing_meld_end(app, size, seed, next_melded)
        if found:
            break
    assert found, "no deal put the new card at a meld's end before such a card"
    table, meld, last, nxt = found
    app.scenes.draw(app.screen)
    lay = table.layout
    colour = pygame.Color(theme.MELD_OUTLINES[meld % len(theme.MELD_OUTLINES)])
    _gaps, meld_of = table.hand_groups()
    group = [pygame.Rect(s.draw_rect) for s in table.hand if meld_of.get(s.card, -1) == meld]
    cover = pygame.Rect(nxt.draw_rect)
    box = fan_box(group, [cover], lay.px(8), lay.px(5))
    return table, colour, pygame.Rect(last.draw_rect), cover, group, box


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_the_outline_steps_round_a_standing_card(app, size):
    table, colour, card, cover, group, box = _drawn_case(app, size, range(1, 12))
    lay = table.layout
    assert fan_tab(group, box, cover, lay.px(8), lay.px(5)) is not None
    width = max(2, lay.px(3))
    # where the box's right edge would have crossed the standing card's corner: card, no line
    x = box.right - width // 2 - 1
    for y in range(card.top + 3, cover.top - width - 1):   # (above the step's own line)
        assert app.screen.get_at((x, y)) != colour, (x, y)
    # the outline's top runs on over that corner, to the card's right edge
    line = [app.screen.get_at((card.right - lay.px(8), y)) for y in range(box.top, box.top + width)]
    assert colour in line


def test_no_step_where_the_next_card_stands_as_high():
    group = [pygame.Rect(100, 50, 60, 90), pygame.Rect(130, 50, 60, 90)]
    cover = pygame.Rect(160, 52, 60, 90)
    box = fan_box(group, [cover], 8, 5)
    assert fan_tab(group, box, cover, 8, 5) is None
    assert fan_tab(group, fan_box(group, [], 8, 5), None, 8, 5) is None


def test_no_step_into_the_next_melds_outline(app):
    """Where the next card starts another meld, that meld's outline is there: the standing
    card's corner is left as it is rather than the two outlines crossing."""
    table, colour, card, cover, _group, box = _drawn_case(app, (1280, 720), range(1, 40),
                                                          next_melded=True)
    for x in range(box.right + 1, card.right + table.layout.px(8)):
        for y in range(box.top, cover.top):
            assert app.screen.get_at((x, y)) != colour, (x, y)
