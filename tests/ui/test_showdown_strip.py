"""The score panel's showdown strip greys the deadwood: its group stood beside the melds
looking like one more meld (A♥ 2♣ 3♣ 4♦ read as a run), with only a one-pixel dimmer edge."""

from __future__ import annotations

import pygame

from game.core.cards import Card
from game.core.melds import rules_solver
from game.core.view import Showdown
from game.ui.layout import Layout
from game.ui.resources import Resources
from game.ui.showdown_strip import draw_showdown, strip_height
from game.variants import rules_for

FACE = (200, 200, 200)


def _cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(c) for c in text.split())


def test_deadwood_is_greyed_and_melds_are_not(monkeypatch):
    pygame.font.init()
    res, lay = Resources(), Layout((1280, 720), 1.0)
    # every face one flat grey: what the strip does to a face shows in its pixels
    monkeypatch.setattr(res, "card_face", lambda card, size, four_colour=False:
                        _flat(size))
    melds = (_cards("2S 2H 2D"), _cards("3S 3H 3D"))
    # the defender keeps 6♣ 6♦ 6♠ (a meld) and A♥ 2♣ 3♣ 4♦ (deadwood, a run to the eye)
    sd = Showdown(0, "gin", melds, (), 1, _cards("6C 6D 6S AH 2C 3C 4D"), ())
    rect = pygame.Rect(0, 0, 1000, strip_height(lay))
    surface = pygame.Surface(rect.size)
    surface.fill((0, 0, 0))
    solver = rules_solver(rules_for("classic"))
    draw_showdown(surface, res, lay, sd, ["Ann", "Bob"], 0, solver, rect)
    row = rect.height * 3 // 4                  # the defender's row, through its cards
    seen = [tuple(surface.get_at((x, row)))[:3] for x in range(rect.width)]
    faces = [c for c in seen if c[0] > 60 and c[0] == c[1] == c[2]]
    assert faces[0] == FACE, "the meld first, untouched"
    assert faces[-1][0] < 0.75 * FACE[0], ("the deadwood last, greyed", faces[-1])
    assert faces[-1][0] > 0.4 * FACE[0], "greyed, still readable"
    # the knocker's row (all melds, no deadwood) keeps every face as it is
    top = [tuple(surface.get_at((x, rect.height // 4)))[:3] for x in range(rect.width)]
    assert {c for c in top if c[0] > 60 and c[0] == c[1] == c[2]} == {FACE}


def _flat(size: tuple[int, int]) -> pygame.Surface:
    face = pygame.Surface(size, pygame.SRCALPHA)
    face.fill((*FACE, 255))
    return face
