"""The hands on the Gin score screen read at every size (play-tester, 1280x720: the hands
stood as cards about 50 px tall, packed tight; on an undercut nobody could read the ranks
or see which cards were laid off, the gold edge the note pointed at barely visible)."""

from __future__ import annotations

import pygame
import pytest

import game.ui.scenes  # noqa: F401 - the scenes register themselves
from game.core.cards import Card
from game.core.melds import rules_solver
from game.core.view import Showdown
from game.ui import theme
from game.ui.layout import Layout
from game.ui.resources import Resources
from game.ui.showdown_strip import draw_showdown, grown_card_h
from game.variants import rules_for
from tests.ui.conftest import set_window
from tests.ui_variants.helpers import score_after_first_hand

SIZES = ((800, 600), (1280, 720), (1920, 1080))


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("seed, hands", [(5, 1), (3, 4)])   # an undercut with lay-offs;
def test_the_hands_are_readable_and_clear_of_the_rest(app, size, seed, hands):  # 4 rows
    set_window(app, size)
    sess, score = score_after_first_hand(app, "classic", 2, seed, hands=hands)
    app.step()
    parts = score.parts
    assert parts is not None and parts.strip is not None, "both hands are shown"
    t = score.table
    lay = score.layout
    h = grown_card_h(score.res, lay, t.state.showdown, t.names, t.you, t.solver,
                     parts.strip.width, parts.strip.height)
    # a size floor: 64 px at the least, and the design floor where the rows' width holds it
    assert h >= 64, h
    assert h >= min(max(64, lay.px(80)), 85), h
    # the two rows of cards fit their strip, and the strip stands clear of the rest
    assert 2 * h + lay.px(14) <= parts.strip.height
    strip = parts.strip
    assert parts.inner.contains(strip)
    for row, _x, y in parts.rows:
        assert y + lay.font_body <= strip.top, row
    assert parts.sheet is None or parts.sheet.top >= strip.bottom
    for b in (score.b_fair, score.b_next):
        assert not b.rect.colliderect(strip), b.name


FACE = (200, 200, 200)


def _cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(c) for c in text.split())


def test_a_laid_off_card_is_washed_and_edged_in_gold_on_what_shows_of_it(monkeypatch):
    pygame.font.init()
    res, lay = Resources(), Layout((1280, 720), 1.0)

    def flat(card, size, four_colour=False):
        face = pygame.Surface(size, pygame.SRCALPHA)
        face.fill((*FACE, 255))
        return face

    monkeypatch.setattr(res, "card_face", flat)
    # the knocker's run 4♦ 5♦ 6♦ with the defender's 3♦ laid off at its start (overlapped)
    sd = Showdown(0, "knock", (_cards("4D 5D 6D"), _cards("9S 9H 9C")), (), 1,
                  _cards("3D KS QH JC"), ((Card.parse("3D"), 0),))
    rect = pygame.Rect(0, 0, 1000, 250)
    surface = pygame.Surface(rect.size)
    surface.fill((0, 0, 0))
    draw_showdown(surface, res, lay, sd, ["Ann", "Bob"], 1, rules_solver(rules_for("classic")),
                  rect, grow=True)
    row = [tuple(surface.get_at((x, 60)))[:3] for x in range(rect.width)]
    faces = [x for x, c in enumerate(row) if c == FACE]
    first = next(x for x, c in enumerate(row) if c[0] > c[2] + 30)  # the laid-off card's edge
    # the laid-off card's sliver is washed gold across, left of the plain faces of its run
    sliver = row[first:first + 20]      # (a step is wider than 20 px here)
    assert min(faces) > first + 20
    assert all(c[0] > c[2] + 30 for c in sliver), sliver
    gold = theme.GOLD[:3]
    edge = [x for x, c in enumerate(row) if c == gold]
    assert len(edge) >= 3, "a gold edge at least 3 px wide"
