"""Card faces: corner indices, pip layouts, aces, and ``make_face`` for any rank and suit."""

from __future__ import annotations

import math

import pygame

from tools.assets.court import draw_court
from tools.assets.geometry import (
    CARD_H,
    CARD_W,
    FACE,
    Color,
    Point,
    blit_centered_x,
    finish,
    glyph,
    new_card_canvas,
    s,
    sp,
)
from tools.assets.suits import draw_suit

RANK_LABEL = {"T": "10"}
INDEX_CX = 20.5
INDEX_TOP = 13.0
INDEX_CAP = 29.0
INDEX_PIP = 21.0


def draw_indices(surf: pygame.Surface, rank: str, suit: str, ink: Color,
                 label: str | None = None) -> pygame.Surface:
    """Draw the rank (or `label`, a language's own letter for it) + small suit in the
    top-left and (rotated) bottom-right corners."""
    label = label or RANK_LABEL.get(rank, rank)
    for _ in range(2):
        g = glyph(label, s(INDEX_CAP), ink, max_w=s(31))
        blit_centered_x(surf, g, INDEX_CX, INDEX_TOP)
        pip_cy = INDEX_TOP + INDEX_CAP + 7 + INDEX_PIP / 2
        draw_suit(surf, suit, (INDEX_CX, pip_cy), INDEX_PIP, ink)
        surf = pygame.transform.flip(surf, True, True)
    return surf


PIP_COLS = (77.0, 120.0, 163.0)
PIP_TOP, PIP_BOTTOM = 64.0, 272.0
PIP_SIZE = 47.0

# (column, row) with column 0..2 (left, centre, right) and row 0..1 (top..bottom)
PIP_LAYOUT: dict[str, list[tuple[int, float]]] = {
    "2": [(1, 0), (1, 1)],
    "3": [(1, 0), (1, 0.5), (1, 1)],
    "4": [(0, 0), (2, 0), (0, 1), (2, 1)],
    "5": [(0, 0), (2, 0), (1, 0.5), (0, 1), (2, 1)],
    "6": [(0, 0), (2, 0), (0, 0.5), (2, 0.5), (0, 1), (2, 1)],
    "7": [(0, 0), (2, 0), (1, 0.25), (0, 0.5), (2, 0.5), (0, 1), (2, 1)],
    "8": [(0, 0), (2, 0), (1, 0.25), (0, 0.5), (2, 0.5), (1, 0.75), (0, 1), (2, 1)],
    "9": [(c, r) for r in (0, 1 / 3, 2 / 3, 1) for c in (0, 2)] + [(1, 0.5)],
    "T": [(c, r) for r in (0, 1 / 3, 2 / 3, 1) for c in (0, 2)] + [(1, 1 / 6), (1, 5 / 6)],
}


def draw_pips(surf: pygame.Surface, rank: str, suit: str, ink: Color) -> None:
    """Lay out the pips of a number card the way printed decks do."""
    for col, row in PIP_LAYOUT[rank]:
        x = PIP_COLS[col]
        y = PIP_TOP + (PIP_BOTTOM - PIP_TOP) * row
        draw_suit(surf, suit, (x, y), PIP_SIZE, ink, flip=row > 0.5)


def draw_ace(surf: pygame.Surface, suit: str, ink: Color) -> None:
    """One large central pip; the ace of spades gets an ornate treatment."""
    cx, cy = CARD_W / 2, CARD_H / 2
    if suit != "S":
        draw_suit(surf, suit, (cx, cy), 96, ink)
        return
    # rosette ring of tiny diamonds
    ring_r = 88.0
    pygame.draw.circle(surf, ink, sp((cx, cy)), s(ring_r - 7), max(1, s(0.9)))
    pygame.draw.circle(surf, ink, sp((cx, cy)), s(ring_r + 7), max(1, s(0.9)))
    for i in range(36):
        a = 2 * math.pi * i / 36
        px, py = cx + ring_r * math.sin(a), cy - ring_r * math.cos(a)
        size = 9.0 if i % 3 == 0 else 5.5
        draw_suit(surf, "D", (px, py), size, ink)
    # the spade: solid, with an inner cream line and an inner spade
    big = 150.0
    draw_suit(surf, "S", (cx, cy + 2), big, ink)
    outline_suit(surf, "S", (cx, cy + 2), big * 0.86, FACE, 1.6)
    draw_suit(surf, "S", (cx, cy - 10), 34, FACE)
    for dx in (-1, 1):
        draw_suit(surf, "D", (cx + dx * 26, cy - 6), 12, FACE)


def outline_suit(
    surf: pygame.Surface, suit: str, center: Point, size: float, color: Color, width: float
) -> None:
    """Stroke the outline of a suit symbol ``width`` px thick, inside its edge."""
    layer = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    layer.fill((*color, 0))
    draw_suit(layer, suit, center, size, color)
    inner = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    inner.fill((0, 0, 0, 0))
    draw_suit(inner, suit, center, size * (1 - 2 * width / size), (255, 255, 255))
    # punch the inner shape out of the layer, leaving a ring
    layer.blit(inner, (0, 0), special_flags=pygame.BLEND_RGBA_SUB)
    surf.blit(layer, (0, 0))



def make_face(rank: str, suit: str, inks: dict[str, Color],
              index: str | None = None) -> pygame.Surface:
    """Render one final-size card face; `index` is the letter its corners print when it is
    not the English one (a French queen's "D")."""
    ink = inks[suit]
    surf = new_card_canvas()
    if rank == "A":
        draw_ace(surf, suit, ink)
    elif rank in "JQK":
        draw_court(surf, rank, suit, ink, index)
    else:
        draw_pips(surf, rank, suit, ink)
    surf = draw_indices(surf, rank, suit, ink, index)
    return finish(surf)
