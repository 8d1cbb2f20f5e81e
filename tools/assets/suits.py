"""The four suit symbols as unit shapes (heart, diamond, spade, club) and ``draw_suit``."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from tools.assets.geometry import Color, Point, quad, s, sp

# Shapes live in a unit box: x and y in [-0.5, 0.5], y pointing down, height exactly 1.


@dataclass(frozen=True)
class Shape:
    """A suit symbol made of filled polygons and circles in unit coordinates."""

    polys: tuple[tuple[Point, ...], ...]
    circles: tuple[tuple[Point, float], ...] = ()


def _heart_points(n: int = 200) -> list[Point]:
    pts = []
    for i in range(n):
        t = 2 * math.pi * i / n
        x = 16 * math.sin(t) ** 3
        y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
        pts.append((x, y))
    return pts


def _fit(pts: Sequence[Point], height: float, top: float, squeeze: float = 1.0) -> list[Point]:
    """Scale points to a given height, horizontally centred at 0, top edge at ``top``."""
    xs = [p[0] for p in pts]
    ys = [p[1] for p in pts]
    k = height / (max(ys) - min(ys))
    cx = (max(xs) + min(xs)) / 2
    return [((x - cx) * k * squeeze, (y - min(ys)) * k + top) for x, y in pts]


def _stem(top_y: float, top_w: float, bottom_w: float) -> tuple[Point, ...]:
    """A flared stem from ``top_y`` down to the bottom of the unit box."""
    n = 20
    right = []
    for i in range(n + 1):
        t = i / n
        y = top_y + (0.5 - top_y) * t
        x = top_w / 2 + (bottom_w / 2 - top_w / 2) * t**2.2
        right.append((x, y))
    left = [(-x, y) for x, y in reversed(right)]
    # slightly curved base
    base = [
        (right[-1][0] * (1 - 2 * k / 8), 0.5 - 0.015 * math.sin(math.pi * k / 8))
        for k in range(1, 8)
    ]
    return tuple(right + base + left)


def _make_shapes() -> dict[str, Shape]:
    heart = _fit(_heart_points(), 1.0, -0.5, 0.9)
    spade_body = _fit([(x, -y) for x, y in _heart_points()], 0.8, -0.5, 0.92)
    spade = Shape((tuple(spade_body), _stem(0.05, 0.07, 0.38)))
    diamond: list[Point] = []
    corners = [(0.0, -0.5), (0.39, 0.0), (0.0, 0.5), (-0.39, 0.0)]
    for i in range(4):
        a, b = corners[i], corners[(i + 1) % 4]
        mid = ((a[0] + b[0]) / 2 * 0.82, (a[1] + b[1]) / 2 * 0.82)
        diamond += quad(a, mid, b)
    r = 0.228
    club = Shape(
        (_stem(0.02, 0.08, 0.38), ((-0.09, -0.12), (0.09, -0.12), (0.14, 0.1), (-0.14, 0.1))),
        (((0.0, -0.5 + r), r), ((-0.5 + r + 0.02, 0.035), r), ((0.5 - r - 0.02, 0.035), r)),
    )
    return {
        "S": spade,
        "H": Shape((tuple(heart),)),
        "D": Shape((tuple(diamond),)),
        "C": club,
    }


SHAPES = _make_shapes()


def draw_suit(
    surf: pygame.Surface,
    suit: str,
    center: Point,
    size: float,
    color: Color,
    flip: bool = False,
    outline: float = 0.0,
) -> None:
    """Draw a suit symbol (1x coordinates) ``size`` px tall, optionally rotated 180 deg.

    With ``outline`` > 0 the symbol is grown by that many px (used for halos).
    """
    shape = SHAPES[suit]
    sign = -1.0 if flip else 1.0
    cx, cy = center

    def tp(p: Point) -> tuple[int, int]:
        return sp((cx + sign * p[0] * size, cy + sign * p[1] * size))

    for poly in shape.polys:
        pts = [tp(p) for p in poly]
        pygame.draw.polygon(surf, color, pts)
        if outline > 0:
            pygame.draw.lines(surf, color, True, pts, max(1, s(outline * 2)))
            for p in pts[:: max(1, len(pts) // 64)]:
                pygame.draw.circle(surf, color, p, s(outline))
    for c, rad in shape.circles:
        pygame.draw.circle(surf, color, tp(c), s(rad * size + outline))
