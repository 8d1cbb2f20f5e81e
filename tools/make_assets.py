#!/usr/bin/env python3
"""Generate every art and sound asset of the game procedurally.

The game ships without third-party art: card faces, card backs, the application icon
and all sound effects are drawn / synthesised here from code, so the repository stays
free of licensing questions and the assets can be rebuilt at any time, offline.

Run from anywhere::

    python tools/make_assets.py            # writes <repo>/assets
    python tools/make_assets.py --out DIR  # writes somewhere else

Output is deterministic: the same pygame version produces byte-identical files.
Drawing is done at ``SS`` times the final resolution and box-filtered down, which gives
anti-aliased edges for every polygon and circle.
"""

from __future__ import annotations

import argparse
import array
import io
import math
import os
import random
import struct
import wave
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

DEFAULT_OUT = Path(__file__).resolve().parents[1] / "assets"

RANKS = "A23456789TJQK"
SUITS = "SHDC"
CARD_W, CARD_H = 240, 336
SS = 4  # supersampling factor
CORNER_R = 13
BORDER_W = 1.25

Color = tuple[int, int, int]
Point = tuple[float, float]

FACE = (253, 251, 245)
BORDER = (150, 148, 140)
GOLD = (214, 170, 58)
GOLD_DARK = (150, 105, 30)
SKIN = (247, 218, 186)
SKIN_LINE = (150, 96, 66)
INK_DARK = (40, 30, 30)

STANDARD_INK: dict[str, Color] = {
    "S": (24, 24, 30),
    "H": (200, 28, 42),
    "D": (200, 28, 42),
    "C": (24, 24, 30),
}
FOUR_COLOUR_INK: dict[str, Color] = {
    "S": (24, 24, 30),
    "H": (200, 28, 42),
    "D": (22, 88, 196),
    "C": (22, 128, 58),
}


def lerp(a: Color, b: Color, t: float) -> Color:
    """Linear blend of two RGB colours."""
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def s(v: float) -> int:
    """Scale a 1x coordinate to the supersampled canvas."""
    return round(v * SS)


def sp(p: Point) -> tuple[int, int]:
    """Scale a 1x point to the supersampled canvas."""
    return (s(p[0]), s(p[1]))


def srect(x: float, y: float, w: float, h: float) -> pygame.Rect:
    """Rect in 1x units, scaled to the supersampled canvas."""
    return pygame.Rect(s(x), s(y), s(w), s(h))


def quad(p0: Point, p1: Point, p2: Point, n: int = 24) -> list[Point]:
    """Points along a quadratic Bezier curve (excluding the end point)."""
    out = []
    for i in range(n):
        t = i / n
        u = 1 - t
        out.append(
            (
                u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0],
                u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1],
            )
        )
    return out


# --------------------------------------------------------------------------- suit shapes
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


# ------------------------------------------------------------------------------ text
_FONT_SIZE = 360
_font_cache: list[pygame.font.Font] = []


def _font() -> pygame.font.Font:
    if not _font_cache:
        pygame.font.init()
        _font_cache.append(pygame.font.Font(None, _FONT_SIZE))
    return _font_cache[0]


def glyph(text: str, cap_h: float, color: Color, max_w: float | None = None) -> pygame.Surface:
    """Render ``text`` so that capitals are ``cap_h`` supersampled px tall.

    The returned surface's top edge is the cap line. Characters are tightly kerned and
    the whole string is condensed horizontally if wider than ``max_w``.
    """
    font = _font()
    ref = font.render("K", True, color).get_bounding_rect()
    parts = []
    for ch in text:
        surf = font.render(ch, True, color)
        r = surf.get_bounding_rect()
        parts.append((surf.subsurface(r).copy(), r.top - ref.top))
    gap = round(ref.height * 0.07)
    width = sum(p.get_width() for p, _ in parts) + gap * (len(parts) - 1)
    height = max(off + p.get_height() for p, off in parts)
    joined = pygame.Surface((width, height), pygame.SRCALPHA)
    joined.fill((*color, 0))
    x = 0
    for p, off in parts:
        joined.blit(p, (x, off))
        x += p.get_width() + gap
    k = cap_h / ref.height
    new_w = width * k
    if max_w is not None and new_w > max_w:
        new_w = max_w
    return pygame.transform.smoothscale(joined, (max(1, round(new_w)), max(1, round(height * k))))


def blit_centered_x(surf: pygame.Surface, img: pygame.Surface, cx: float, top: float) -> None:
    """Blit ``img`` horizontally centred at 1x ``cx`` with its top at 1x ``top``."""
    surf.blit(img, (s(cx) - img.get_width() // 2, s(top)))


# ------------------------------------------------------------------------------ cards
def new_card_canvas(edge: Color = BORDER) -> pygame.Surface:
    """A blank supersampled card: rounded face with a thin border, transparent outside."""
    surf = pygame.Surface((s(CARD_W), s(CARD_H)), pygame.SRCALPHA)
    surf.fill((*edge, 0))
    pygame.draw.rect(surf, edge, surf.get_rect(), border_radius=s(CORNER_R))
    inner = surf.get_rect().inflate(-2 * s(BORDER_W), -2 * s(BORDER_W))
    pygame.draw.rect(surf, FACE, inner, border_radius=s(CORNER_R - BORDER_W))
    return surf


def finish(surf: pygame.Surface) -> pygame.Surface:
    """Downsample a supersampled canvas to its final size."""
    w, h = surf.get_size()
    return pygame.transform.smoothscale(surf, (w // SS, h // SS))


RANK_LABEL = {"T": "10"}
INDEX_CX = 20.5
INDEX_TOP = 13.0
INDEX_CAP = 29.0
INDEX_PIP = 21.0


def draw_indices(surf: pygame.Surface, rank: str, suit: str, ink: Color) -> pygame.Surface:
    """Draw the rank + small suit in the top-left and (rotated) bottom-right corners."""
    label = RANK_LABEL.get(rank, rank)
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
    _outline_suit(surf, "S", (cx, cy + 2), big * 0.86, FACE, 1.6)
    draw_suit(surf, "S", (cx, cy - 10), 34, FACE)
    for dx in (-1, 1):
        draw_suit(surf, "D", (cx + dx * 26, cy - 6), 12, FACE)


def _outline_suit(
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


# ------------------------------------------------------------------------------ courts
PANEL = (44.0, 36.0, 152.0, 264.0)  # x, y, w, h


@dataclass(frozen=True)
class Palette:
    """Colours used on a court card of one suit."""

    ink: Color
    accent: Color
    tint: Color


def court_palette(suit: str, ink: Color) -> Palette:
    """Pick the robe, accent and panel colours for a suit."""
    if ink[0] > 150 and ink[1] < 80:  # red
        accent = (38, 72, 150)
    elif max(ink) < 60:  # black
        accent = (200, 40, 48)
    else:  # blue / green of the four-colour deck
        accent = (200, 40, 48) if suit == "D" else (38, 72, 150)
    tint = lerp(FACE, lerp(ink, GOLD, 0.5), 0.10)
    return Palette(ink, accent, tint)


def _poly(
    surf: pygame.Surface,
    color: Color,
    pts: Sequence[Point],
    line: Color | None = None,
    width: float = 0.8,
) -> None:
    """Filled polygon in 1x coordinates with an optional outline."""
    spts = [sp(p) for p in pts]
    pygame.draw.polygon(surf, color, spts)
    if line is not None:
        pygame.draw.lines(surf, line, True, spts, max(1, s(width)))


def _ellipse(
    surf: pygame.Surface,
    color: Color,
    rect: tuple[float, float, float, float],
    line: Color | None = None,
    width: float = 0.8,
) -> None:
    """Filled ellipse in 1x coordinates with an optional outline."""
    r = srect(*rect)
    pygame.draw.ellipse(surf, color, r)
    if line is not None:
        pygame.draw.ellipse(surf, line, r, max(1, s(width)))


def _circle(
    surf: pygame.Surface,
    color: Color,
    c: Point,
    r: float,
    line: Color | None = None,
    width: float = 0.7,
) -> None:
    """Filled circle in 1x coordinates with an optional outline."""
    pygame.draw.circle(surf, color, sp(c), s(r))
    if line is not None:
        pygame.draw.circle(surf, line, sp(c), s(r), max(1, s(width)))


def _line(surf: pygame.Surface, color: Color, a: Point, b: Point, width: float) -> None:
    """Thick line with round caps in 1x coordinates."""
    pygame.draw.line(surf, color, sp(a), sp(b), max(1, s(width)))
    pygame.draw.circle(surf, color, sp(a), s(width / 2))
    pygame.draw.circle(surf, color, sp(b), s(width / 2))


def _face(surf: pygame.Surface, cx: float, rank: str) -> None:
    """Head, neck and facial features of a court figure."""
    _poly(surf, SKIN, [(cx - 7, 86), (cx + 7, 86), (cx + 8, 104), (cx - 8, 104)], SKIN_LINE)
    _ellipse(surf, SKIN, (cx - 16, 52, 32, 40), SKIN_LINE)
    eye_y = 70.0
    for dx in (-6.5, 6.5):
        _ellipse(surf, (255, 255, 255), (cx + dx - 3, eye_y - 1.6, 6, 3.2))
        _circle(surf, INK_DARK, (cx + dx + (0.6 if dx < 0 else -0.6), eye_y), 1.5)
        _line(
            surf,
            (110, 70, 50),
            (cx + dx - 3.2, eye_y - 4.2),
            (cx + dx + 3.2, eye_y - 4.6 if dx < 0 else eye_y - 4.2),
            1.1,
        )
    _line(surf, SKIN_LINE, (cx, 71.5), (cx - 1.8, 78.5), 1.0)
    _line(surf, SKIN_LINE, (cx - 1.8, 78.5), (cx + 1.2, 79.2), 1.0)
    lips = (196, 70, 70) if rank != "K" else (170, 80, 70)
    if rank == "Q":
        _ellipse(surf, lips, (cx - 4, 82.6, 8, 3.4))
        for dx in (-10.5, 10.5):
            _circle(surf, (246, 186, 170), (cx + dx, 78), 2.6)
    else:
        _line(surf, lips, (cx - 3.5, 83.6), (cx + 3.5, 83.6), 1.3)


def _body_outline(cx: float, h: float) -> list[Point]:
    """Sloping shoulders and upper arms down to the divider line."""
    left = (
        quad((cx - 10, 97), (cx - 33, 96), (cx - 45, 111), 16)
        + quad((cx - 45, 111), (cx - 52, 120), (cx - 54, h), 10)
        + [(cx - 54, h)]
    )
    right = [(2 * cx - x, y) for x, y in reversed(left)]
    return left + right


def _robe(surf: pygame.Surface, cx: float, rank: str, suit: str, pal: Palette, h: float) -> None:
    """Shoulders, collar and ornaments of a court figure."""
    fold = lerp(pal.ink, (255, 255, 255), 0.28)
    if rank == "J":
        # doublet in the accent colour with a tabard in the suit colour
        _poly(surf, pal.accent, _body_outline(cx, h), INK_DARK, 0.8)
        for side in (-1, 1):
            _line(
                surf,
                lerp(pal.accent, (255, 255, 255), 0.3),
                (cx + side * 40, 112),
                (cx + side * 44, h),
                1.0,
            )
        tab = [(cx - 20, 99), (cx + 20, 99), (cx + 24, h), (cx - 24, h)]
        _poly(surf, pal.ink, tab, GOLD, 1.6)
        draw_suit(surf, suit, (cx, 119), 13, GOLD)
        # white ruff collar
        for i in range(7):
            x = cx - 12 + 4 * i
            _circle(surf, (250, 248, 240), (x, 99), 3.0, (170, 165, 150), 0.5)
        return
    _poly(surf, pal.ink, _body_outline(cx, h), INK_DARK, 0.8)
    for side in (-1, 1):
        _line(surf, fold, (cx + side * 38, 113), (cx + side * 42, h), 1.0)
    if rank == "K":
        # inner tunic, then an ermine mantle collar
        _poly(surf, pal.accent, [(cx - 12, 100), (cx + 12, 100), (cx, h)])
        for side in (-1, 1):
            _line(surf, GOLD, (cx + side * 12.5, 100), (cx, h), 2.0)
        for i in range(3):
            _circle(surf, GOLD, (cx, 112 + 7 * i), 1.5, GOLD_DARK, 0.5)
        collar = quad((cx - 44, 112), (cx - 20, 88), (cx, 96), 12)
        collar += [(2 * cx - x, y) for x, y in reversed(collar)]
        pygame.draw.lines(surf, (248, 246, 238), False, [sp(p) for p in collar], s(7.5))
        for p in collar[::2]:
            pygame.draw.circle(surf, (248, 246, 238), sp(p), s(3.75))
        for k, p in enumerate(collar[1::3]):
            _poly(
                surf,
                INK_DARK,
                [
                    (p[0], p[1] - 1.6 + (k % 2)),
                    (p[0] + 0.9, p[1] + 1.4 + (k % 2)),
                    (p[0] - 0.9, p[1] + 1.4 + (k % 2)),
                ],
            )
        for x, y in ((cx - 28, 124), (cx + 28, 124)):
            draw_suit(surf, suit, (x, y), 9, GOLD)
    else:
        # square-necked gown with a laced bodice
        _poly(
            surf, pal.accent, [(cx - 14, 99), (cx + 14, 99), (cx + 11, h), (cx - 11, h)], GOLD, 1.4
        )
        for i in range(3):
            y = 106 + 8 * i
            _line(surf, GOLD, (cx - 7, y), (cx + 7, y + 5), 0.9)
            _line(surf, GOLD, (cx + 7, y), (cx - 7, y + 5), 0.9)
        neck = [(cx - 18, 96), (cx + 18, 96), (cx + 16, 103), (cx - 16, 103)]
        _poly(surf, SKIN, neck, SKIN_LINE, 0.6)
        _line(surf, GOLD, (cx - 17, 103.2), (cx + 17, 103.2), 1.8)
        for x, y in ((cx - 30, 122), (cx + 30, 122)):
            draw_suit(surf, suit, (x, y), 9, GOLD)


def _crown(surf: pygame.Surface, cx: float, pal: Palette) -> None:
    """Five-spike royal crown with jewels."""
    top = [
        (cx - 20, 47),
        (cx - 22, 30),
        (cx - 14, 40),
        (cx - 9, 24),
        (cx - 4, 38),
        (cx, 18),
        (cx + 4, 38),
        (cx + 9, 24),
        (cx + 14, 40),
        (cx + 22, 30),
        (cx + 20, 47),
    ]
    _poly(surf, GOLD, top, GOLD_DARK, 0.9)
    for x, y in [(cx - 22, 30), (cx - 9, 24), (cx, 18), (cx + 9, 24), (cx + 22, 30)]:
        _circle(surf, (250, 236, 190), (x, y - 1.5), 2.4, GOLD_DARK, 0.6)
    _poly(surf, GOLD, [(cx - 21, 45), (cx + 21, 45), (cx + 20, 55), (cx - 20, 55)], GOLD_DARK, 0.9)
    for i, x in enumerate((-14, -7, 0, 7, 14)):
        col = pal.accent if i % 2 else (200, 40, 48)
        _circle(surf, col, (cx + x, 50), 2.3, GOLD_DARK, 0.5)


def _tiara(surf: pygame.Surface, cx: float, pal: Palette) -> None:
    """A delicate arched tiara with pearls."""
    arch = quad((cx - 17, 53), (cx, 30), (cx + 17, 53), 30) + [(cx + 17, 53)]
    inner = quad((cx + 14, 54), (cx, 40), (cx - 14, 54), 30) + [(cx - 14, 54)]
    _poly(surf, GOLD, arch + inner, GOLD_DARK, 0.8)
    for i in range(7):
        t = i / 6
        x = cx - 15 + 30 * t
        y = 53 - 19 * (1 - (2 * t - 1) ** 2) - 3.5
        _circle(surf, (252, 250, 240), (x, y), 1.9, (170, 160, 150), 0.5)
    _poly(surf, pal.accent, [(cx, 36), (cx + 3.5, 41), (cx, 46), (cx - 3.5, 41)], GOLD_DARK, 0.6)
    _circle(surf, (252, 250, 240), (cx, 31.5), 2.4, (170, 160, 150), 0.5)


def _cap(surf: pygame.Surface, cx: float, pal: Palette) -> None:
    """A jaunty beret with a band and a long curling feather."""
    # feather first so the cap overlaps its quill
    f0, f2 = (cx + 8, 46), (cx + 50, 16)
    upper = quad(f0, (cx + 30, 28), f2, 30)
    lower = quad(f2, (cx + 50, 40), f0, 30)
    _poly(surf, (250, 248, 238), upper + lower, (150, 140, 120), 0.8)
    spine = quad(f0, (cx + 42, 36), f2, 12) + [f2]
    for px, py in spine[2:-1]:
        _line(surf, (196, 186, 166), (px - 3.5, py - 1.5), (px, py), 0.7)
        _line(surf, (196, 186, 166), (px + 3.5, py + 1.0), (px, py), 0.7)
    pygame.draw.lines(surf, GOLD_DARK, False, [sp(p) for p in spine], s(0.9))
    _poly(
        surf,
        pal.accent,
        quad((cx - 24, 52), (cx - 14, 28), (cx + 20, 40), 24)
        + quad((cx + 20, 40), (cx + 28, 50), (cx + 16, 54), 10)
        + [(cx + 16, 54)],
        INK_DARK,
        0.8,
    )
    _poly(surf, GOLD, [(cx - 19, 49), (cx + 18, 49), (cx + 17, 56), (cx - 18, 56)], GOLD_DARK, 0.8)
    _circle(surf, pal.ink, (cx + 10, 46), 3.2, GOLD, 1.0)


def _hair(surf: pygame.Surface, cx: float, rank: str) -> None:
    """Hair (and the king's beard is drawn later, over the face)."""
    if rank == "K":
        _ellipse(surf, (222, 220, 214), (cx - 21, 50, 42, 44), (140, 138, 132))
    elif rank == "Q":
        hair = (170, 104, 44)
        _poly(
            surf,
            hair,
            [
                (cx - 20, 56),
                (cx - 27, 100),
                (cx - 33, 122),
                (cx - 12, 112),
                (cx, 58),
                (cx + 12, 112),
                (cx + 33, 122),
                (cx + 27, 100),
                (cx + 20, 56),
            ],
            (110, 64, 24),
            0.8,
        )
        _ellipse(surf, hair, (cx - 20, 47, 40, 34), (110, 64, 24))
    else:
        _ellipse(surf, (120, 76, 40), (cx - 19, 52, 38, 30), (80, 48, 24))
        _poly(surf, (120, 76, 40), [(cx - 19, 66), (cx - 18, 84), (cx - 12, 74)], None)
        _poly(surf, (120, 76, 40), [(cx + 19, 66), (cx + 18, 84), (cx + 12, 74)], None)


def _beard(surf: pygame.Surface, cx: float) -> None:
    """The king's beard and moustache."""
    pts = [
        (cx - 16, 73),
        (cx - 16.5, 86),
        (cx - 10, 98),
        (cx, 104),
        (cx + 10, 98),
        (cx + 16.5, 86),
        (cx + 16, 73),
        (cx + 11, 84),
        (cx + 4, 86),
        (cx - 4, 86),
        (cx - 11, 84),
    ]
    _poly(surf, (232, 230, 224), pts, (150, 146, 140), 0.8)
    for dx in (-7, 0, 7):
        _line(surf, (190, 186, 180), (cx + dx, 90), (cx + dx * 0.8, 99), 0.8)
    must = [
        (cx - 11, 83.5),
        (cx - 5, 79.5),
        (cx, 81),
        (cx + 5, 79.5),
        (cx + 11, 83.5),
        (cx + 4, 82.5),
        (cx, 83.2),
        (cx - 4, 82.5),
    ]
    _poly(surf, (240, 238, 232), must, (150, 146, 140), 0.7)


def _attribute(surf: pygame.Surface, cx: float, rank: str, suit: str, pal: Palette) -> None:
    """What the figure holds: sceptre (K), flower (Q); the jack has his feather."""
    if rank == "K":
        a, b = (cx + 27, 126), (cx + 42, 40)
        _line(surf, GOLD_DARK, a, b, 4.2)
        _line(surf, GOLD, a, b, 2.6)
        draw_suit(surf, suit, (b[0] + 2, b[1] - 12), 22, GOLD_DARK, outline=1.2)
        draw_suit(surf, suit, (b[0] + 2, b[1] - 12), 22, pal.ink)
        _circle(surf, GOLD, b, 3.5, GOLD_DARK, 0.7)
        _ellipse(surf, SKIN, (cx + 24, 108, 12, 10), SKIN_LINE)
    elif rank == "Q":
        a, b = (cx + 30, 124), (cx + 46, 44)
        pygame.draw.lines(
            surf, (40, 120, 60), False, [sp(p) for p in quad(a, (cx + 46, 90), b, 16) + [b]], s(2.0)
        )
        _poly(
            surf,
            (60, 150, 70),
            quad((cx + 40, 82), (cx + 54, 70), (cx + 58, 80), 10)
            + quad((cx + 58, 80), (cx + 50, 86), (cx + 40, 82), 10),
        )
        for i in range(6):
            ang = 2 * math.pi * i / 6
            _circle(
                surf,
                pal.ink,
                (b[0] + 6.5 * math.cos(ang), b[1] + 6.5 * math.sin(ang)),
                4.6,
                lerp(pal.ink, INK_DARK, 0.5),
                0.6,
            )
        _circle(surf, GOLD, b, 3.4, GOLD_DARK, 0.6)
        _ellipse(surf, SKIN, (cx + 28, 106, 12, 10), SKIN_LINE)


FIG_SCALE = 1.1


def draw_court_half(rank: str, suit: str, pal: Palette) -> pygame.Surface:
    """Top half of a court panel; the bottom half is this, rotated 180 degrees."""
    w, h = PANEL[2], PANEL[3] / 2
    surf = pygame.Surface((s(w), s(h)), pygame.SRCALPHA)
    surf.fill(pal.tint)
    # subtle diagonal hatch in the background
    hatch = lerp(pal.tint, pal.ink, 0.06)
    for i in range(-20, 40):
        x0 = i * 9.0
        _line(surf, hatch, (x0, 0), (x0 + h, h), 0.6)
    # the figure is drawn facing right on its own layer, scaled up and mirrored
    cx = 82.0
    fig = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    fig.fill((0, 0, 0, 0))
    _hair(fig, cx, rank)
    _robe(fig, cx, rank, suit, pal, h)
    _face(fig, cx, rank)
    if rank == "K":
        _beard(fig, cx)
        _crown(fig, cx, pal)
    elif rank == "Q":
        _tiara(fig, cx, pal)
        for i in range(9):
            t = i / 8
            _circle(
                fig,
                (252, 250, 240),
                (cx - 10 + 20 * t, 104.5 + 5 * math.sin(math.pi * t)),
                1.5,
                (170, 160, 150),
                0.4,
            )
    else:
        _cap(fig, cx, pal)
    _attribute(fig, cx, rank, suit, pal)
    fw, fh = fig.get_size()
    big = pygame.transform.smoothscale(fig, (round(fw * FIG_SCALE), round(fh * FIG_SCALE)))
    big = pygame.transform.flip(big, True, False)
    anchor_x = s(w - cx)  # mirrored figure centre
    surf.blit(big, (anchor_x - round(s(w - cx) * FIG_SCALE), fh - big.get_height()))
    # the big letter and a suit pip in the upper-right of the frame
    g = glyph(rank, s(25), pal.ink)
    blit_centered_x(surf, g, w - 17, 8)
    draw_suit(surf, suit, (w - 17, 50), 19, pal.ink)
    return surf


def draw_court(surf: pygame.Surface, rank: str, suit: str, ink: Color) -> None:
    """Framed double-ended court figure."""
    pal = court_palette(suit, ink)
    half = draw_court_half(rank, suit, pal)
    x, y, w, h = PANEL
    surf.blit(half, sp((x, y)))
    surf.blit(pygame.transform.flip(half, True, True), sp((x, y + h / 2)))
    # frame: ink outer line, gold inner line, gold divider
    pygame.draw.rect(surf, ink, srect(x - 1, y - 1, w + 2, h + 2), s(1.6), border_radius=s(3))
    pygame.draw.rect(
        surf, GOLD, srect(x + 2.2, y + 2.2, w - 4.4, h - 4.4), s(0.9), border_radius=s(2)
    )
    pygame.draw.line(surf, GOLD, sp((x + 2, y + h / 2)), sp((x + w - 2, y + h / 2)), s(1.0))


def make_face(rank: str, suit: str, inks: dict[str, Color]) -> pygame.Surface:
    """Render one final-size card face."""
    ink = inks[suit]
    surf = new_card_canvas()
    if rank == "A":
        draw_ace(surf, suit, ink)
    elif rank in "JQK":
        draw_court(surf, rank, suit, ink)
    else:
        draw_pips(surf, rank, suit, ink)
    surf = draw_indices(surf, rank, suit, ink)
    return finish(surf)


# ------------------------------------------------------------------------------ backs
BACK_COLOURS: dict[str, tuple[Color, Color, Color]] = {
    # field, lattice, highlight
    "blue": ((22, 52, 120), (60, 104, 186), (214, 226, 250)),
    "red": ((128, 20, 30), (188, 56, 64), (250, 218, 214)),
    "green": ((18, 84, 52), (50, 140, 92), (212, 240, 222)),
}


def make_back(name: str) -> pygame.Surface:
    """Card back: white margin, lattice field, double frame and a central medallion."""
    field, lattice, light = BACK_COLOURS[name]
    surf = new_card_canvas()
    margin = 10.0
    fw, fh = CARD_W - 2 * margin, CARD_H - 2 * margin
    pat = pygame.Surface((s(fw), s(fh)), pygame.SRCALPHA)
    pat.fill(field)
    step = 15.0
    n = int((fw + fh) / step) + 2
    for i in range(-n, n + 1):
        x0 = i * step
        _line(pat, lattice, (x0, 0), (x0 + fh * 0.75, fh), 1.2)
        _line(pat, lattice, (x0, 0), (x0 - fh * 0.75, fh), 1.2)
    # dots at the centres of the lattice cells
    dy = step / 0.75 / 2
    for row in range(-1, int(fh / dy) + 2):
        for col in range(-1, int(fw / step) + 2):
            x = col * step + (step / 2 if row % 2 == 0 else 0)
            y = row * dy
            _circle(pat, lerp(lattice, light, 0.35), (x, y), 1.3)
    # inner double frame
    pygame.draw.rect(pat, light, srect(6, 6, fw - 12, fh - 12), s(1.4), border_radius=s(6))
    pygame.draw.rect(pat, light, srect(9.5, 9.5, fw - 19, fh - 19), s(0.7), border_radius=s(4))
    # medallion
    mcx, mcy = fw / 2, fh / 2
    _ellipse(pat, light, (mcx - 50, mcy - 68, 100, 136))
    _ellipse(pat, field, (mcx - 47, mcy - 65, 94, 130))
    _ellipse(pat, light, (mcx - 43, mcy - 61, 86, 122), None)
    _ellipse(pat, field, (mcx - 41.8, mcy - 59.8, 83.6, 119.6))
    for suit, (dx, dy2) in zip("SHDC", ((0, -30), (27, 0), (0, 30), (-27, 0)), strict=True):
        draw_suit(pat, suit, (mcx + dx, mcy + dy2), 24, light)
    draw_suit(pat, "D", (mcx, mcy), 10, light)
    for k in range(4):
        ang = math.pi / 4 + k * math.pi / 2
        _circle(pat, light, (mcx + 17 * math.cos(ang), mcy + 17 * math.sin(ang)), 1.6)
    # corner flourishes
    for fx, fy in ((16, 16), (fw - 16, 16), (16, fh - 16), (fw - 16, fh - 16)):
        draw_suit(pat, "D", (fx, fy), 12, light)
    # rounded-corner mask
    mask = pygame.Surface(pat.get_size(), pygame.SRCALPHA)
    mask.fill((255, 255, 255, 0))
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=s(8))
    pat.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    surf.blit(pat, sp((margin, margin)))
    return finish(surf)


# ------------------------------------------------------------------------------ icon
def make_icon(front: pygame.Surface, back: pygame.Surface, size: int = 256) -> pygame.Surface:
    """Two fanned cards with a soft shadow on a transparent square."""
    big = size * 2
    canvas = pygame.Surface((big, big), pygame.SRCALPHA)
    canvas.fill((0, 0, 0, 0))
    scale = big * 0.80 / CARD_H
    placements = [(back, 15.0, (-0.15, -0.01)), (front, -9.0, (0.13, 0.03))]
    for card, angle, (ox, oy) in placements:
        rot = pygame.transform.rotozoom(card, angle, scale)
        cx, cy = big / 2 + ox * big, big / 2 + oy * big
        # shadow: blurred dark silhouette
        sil = rot.copy()
        sil.fill((0, 0, 0, 110), special_flags=pygame.BLEND_RGBA_MIN)
        w, h = sil.get_size()
        blur = pygame.transform.smoothscale(
            pygame.transform.smoothscale(sil, (max(1, w // 8), max(1, h // 8))), (w, h)
        )
        canvas.blit(blur, (round(cx - w / 2 + big * 0.015), round(cy - h / 2 + big * 0.025)))
        canvas.blit(rot, (round(cx - w / 2), round(cy - h / 2)))
    return pygame.transform.smoothscale(canvas, (size, size))


def png_bytes(surf: pygame.Surface) -> bytes:
    """Encode a surface as PNG in memory."""
    buf = io.BytesIO()
    pygame.image.save(surf, buf, "icon.png")
    return buf.getvalue()


def write_ico(path: Path, images: Sequence[pygame.Surface]) -> None:
    """Write a Windows .ico whose entries are PNG-compressed (valid since Vista)."""
    blobs = [png_bytes(img) for img in images]
    header = struct.pack("<HHH", 0, 1, len(blobs))
    offset = 6 + 16 * len(blobs)
    entries = b""
    for img, blob in zip(images, blobs, strict=True):
        w, h = img.get_size()
        entries += struct.pack("<BBBBHHII", w % 256, h % 256, 0, 0, 1, 32, len(blob), offset)
        offset += len(blob)
    path.write_bytes(header + entries + b"".join(blobs))


# ------------------------------------------------------------------------------ sounds
RATE = 44100
Signal = list[float]


def zeros(seconds: float) -> Signal:
    """A silent buffer."""
    return [0.0] * round(seconds * RATE)


def add(dst: Signal, src: Sequence[float], at: float, gain: float = 1.0) -> None:
    """Mix ``src`` into ``dst`` starting at ``at`` seconds (truncating at the end)."""
    start = round(at * RATE)
    for i, v in enumerate(src):
        j = start + i
        if j >= len(dst):
            break
        dst[j] += v * gain


def lowpass(sig: Sequence[float], cutoff: float) -> Signal:
    """One-pole low-pass filter."""
    a = 1 - math.exp(-2 * math.pi * cutoff / RATE)
    out, y = [], 0.0
    for v in sig:
        y += a * (v - y)
        out.append(y)
    return out


def highpass(sig: Sequence[float], cutoff: float) -> Signal:
    """One-pole high-pass filter (signal minus its low-passed version)."""
    return [v - lp for v, lp in zip(sig, lowpass(sig, cutoff), strict=True)]


def noise(rng: random.Random, seconds: float) -> Signal:
    """Uniform white noise."""
    return [rng.uniform(-1, 1) for _ in range(round(seconds * RATE))]


def envelope(n: int, attack: float, decay: float) -> Signal:
    """Linear attack then exponential decay (time constants in seconds)."""
    na = max(1, round(attack * RATE))
    out = []
    for i in range(n):
        if i < na:
            out.append(i / na)
        else:
            out.append(math.exp(-(i - na) / (decay * RATE)))
    return out


def mul(a: Sequence[float], b: Sequence[float]) -> Signal:
    """Element-wise product."""
    return [x * y for x, y in zip(a, b, strict=False)]


def tone(
    freq: float | Callable[[float], float],
    seconds: float,
    partials: Sequence[tuple[float, float]] = ((1.0, 1.0),),
    vibrato: float = 0.0,
) -> Signal:
    """Additive tone; ``freq`` may be a function of time; partials are (ratio, amp)."""
    n = round(seconds * RATE)
    out = []
    phase = 0.0
    for i in range(n):
        t = i / RATE
        f = freq(t) if callable(freq) else freq
        if vibrato:
            f *= 1 + vibrato * math.sin(2 * math.pi * 5.5 * t) * min(1.0, t / 0.15)
        phase += 2 * math.pi * f / RATE
        out.append(sum(a * math.sin(r * phase) for r, a in partials))
    return out


def damped(freq: float, seconds: float, decay: float, amp: float = 1.0) -> Signal:
    """Exponentially decaying sine."""
    n = round(seconds * RATE)
    return [
        amp * math.sin(2 * math.pi * freq * i / RATE) * math.exp(-i / (decay * RATE))
        for i in range(n)
    ]


def finalize(sig: Signal, peak: float, fade_in: float = 0.002, fade_out: float = 0.012) -> Signal:
    """Remove DC, normalise to ``peak`` and apply short raised-cosine fades."""
    mean = sum(sig) / len(sig)
    sig = [v - mean for v in sig]
    top = max(abs(v) for v in sig) or 1.0
    sig = [v * peak / top for v in sig]
    n_in, n_out = max(1, round(fade_in * RATE)), max(1, round(fade_out * RATE))
    for i in range(min(n_in, len(sig))):
        sig[i] *= 0.5 - 0.5 * math.cos(math.pi * i / n_in)
    for i in range(min(n_out, len(sig))):
        sig[-1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / n_out)
    return sig


def write_wav(path: Path, sig: Sequence[float]) -> None:
    """Write 16-bit mono PCM at 44.1 kHz."""
    data = array.array("h", (max(-32767, min(32767, round(v * 32767))) for v in sig))
    if data.itemsize != 2:  # pragma: no cover - exotic platforms
        raise RuntimeError("array('h') is not 16-bit here")
    if struct.pack("=h", 1) != struct.pack("<h", 1):  # pragma: no cover - big endian
        data.byteswap()
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(data.tobytes())


def flick(rng: random.Random, length: float, decay: float, lo: float, hi: float) -> Signal:
    """A papery card flick: band-limited noise burst."""
    src = noise(rng, length)
    band = lowpass(highpass(src, lo), hi)
    return mul(band, envelope(len(band), 0.0015, decay))


def snd_shuffle(rng: random.Random) -> Signal:
    """Riffle shuffle: a fast train of flaps that speeds up then settles."""
    out = zeros(0.62)
    n = 46
    t = 0.03
    for i in range(n):
        x = i / (n - 1)
        gain = 0.45 + 0.55 * math.sin(math.pi * min(1.0, x * 1.15)) ** 0.6
        add(out, flick(rng, 0.02, 0.0035, 1800, 7000), t, gain * rng.uniform(0.7, 1.0))
        t += 0.0125 - 0.004 * math.sin(math.pi * x) + rng.uniform(-0.0015, 0.0015)
    whirr = lowpass(highpass(noise(rng, 0.6), 600), 3000)
    add(
        out, mul(whirr, [0.08 * math.sin(math.pi * i / len(whirr)) for i in range(len(whirr))]), 0.0
    )
    # the two halves settling together
    add(out, flick(rng, 0.05, 0.012, 300, 2500), t + 0.02, 0.8)
    add(out, damped(150, 0.05, 0.01), t + 0.02, 0.25)
    return finalize(out, 0.7, 0.004, 0.02)


def snd_deal() -> Signal:
    """A soft single card flick."""
    rng = random.Random(11)
    sig = flick(rng, 0.08, 0.012, 1200, 6500)
    swish = mul(
        lowpass(highpass(noise(rng, 0.08), 900), 4000), envelope(round(0.08 * RATE), 0.02, 0.015)
    )
    out = [a + 0.5 * b for a, b in zip(sig, swish, strict=True)]
    return finalize(out, 0.55, 0.001, 0.01)


def snd_draw() -> Signal:
    """A card slid off the pile."""
    rng = random.Random(12)
    n = round(0.18 * RATE)
    slide = lowpass(highpass(noise(rng, 0.18), 700), 3200)
    env = [math.sin(math.pi * min(1.0, i / n * 1.25)) ** 1.5 * (1 - i / n) ** 0.5 for i in range(n)]
    out = mul(slide, env)
    add(out, flick(rng, 0.03, 0.006, 1500, 6000), 0.135, 0.7)
    return finalize(out, 0.5, 0.003, 0.015)


def snd_discard() -> Signal:
    """A card slapped onto the table."""
    rng = random.Random(13)
    out = zeros(0.17)
    add(out, flick(rng, 0.06, 0.007, 400, 5000), 0.0, 1.0)
    add(out, damped(140, 0.17, 0.03), 0.002, 0.55)
    add(out, damped(95, 0.17, 0.04), 0.002, 0.35)
    add(out, flick(rng, 0.03, 0.004, 2500, 8000), 0.0, 0.4)
    return finalize(out, 0.8, 0.0005, 0.02)


def snd_knock() -> Signal:
    """Two knuckle knocks on a wooden table."""
    rng = random.Random(14)
    out = zeros(0.48)
    for at, g in ((0.0, 1.0), (0.19, 0.85)):
        add(out, damped(190, 0.25, 0.045), at, 1.0 * g)
        add(out, damped(465, 0.2, 0.022), at, 0.55 * g)
        add(out, damped(1040, 0.1, 0.009), at, 0.3 * g)
        add(out, flick(rng, 0.01, 0.0015, 800, 5000), at, 0.5 * g)
    return finalize(out, 0.85, 0.0005, 0.03)


BELL = ((1.0, 1.0), (2.0, 0.35), (3.01, 0.15), (4.2, 0.08), (5.43, 0.05))


def bell(freq: float, seconds: float, decay: float) -> Signal:
    """A glockenspiel-like note."""
    n = round(seconds * RATE)
    out = []
    for i in range(n):
        t = i / RATE
        v = 0.0
        for r, a in BELL:
            v += a * math.sin(2 * math.pi * freq * r * t) * math.exp(-t * r / decay)
        out.append(v)
    return out


def snd_gin() -> Signal:
    """Bright rising arpeggio chime."""
    out = zeros(1.15)
    notes = (1046.5, 1318.5, 1568.0, 2093.0)
    for i, f in enumerate(notes):
        add(out, bell(f, 1.15 - i * 0.075, 0.45), i * 0.075, 1.0 - i * 0.1)
    add(out, bell(2637.0, 0.8, 0.3), 0.3, 0.35)
    return finalize(out, 0.75, 0.001, 0.05)


BRASS = tuple((k, 1 / k**0.9) for k in range(1, 9))


def brass(freq: float, seconds: float) -> Signal:
    """A soft synthetic brass note with a quick swell."""
    n = round(seconds * RATE)
    raw = tone(freq, seconds, BRASS, vibrato=0.004)
    a, r = round(0.02 * RATE), round(0.06 * RATE)
    env = [
        min(1.0, i / a) * min(1.0, (n - i) / r) * (0.85 + 0.15 * math.exp(-i / (0.05 * RATE)))
        for i in range(n)
    ]
    return lowpass(mul(raw, env), 3500)


def snd_win() -> Signal:
    """A short triumphant fanfare."""
    out = zeros(1.45)
    seq = (
        (392.0, 0.0, 0.11),
        (523.25, 0.12, 0.11),
        (659.25, 0.24, 0.11),
        (783.99, 0.36, 0.28),
        (659.25, 0.66, 0.12),
    )
    for f, at, dur in seq:
        add(out, brass(f, dur), at, 0.5)
    for f in (523.25, 659.25, 783.99, 1046.5):
        add(out, brass(f, 0.65), 0.79, 0.32)
    return finalize(out, 0.8, 0.002, 0.08)


def snd_lose() -> Signal:
    """Four descending, slightly mournful tones."""
    out = zeros(1.3)
    soft = ((1.0, 1.0), (2.0, 0.3), (3.0, 0.12), (4.0, 0.05))
    seq = ((392.0, 0.0, 0.26), (369.99, 0.27, 0.26), (349.23, 0.54, 0.26))
    for f, at, dur in seq:
        n = round(dur * RATE)
        env = [min(1.0, i / 400) * min(1.0, (n - i) / 1500) for i in range(n)]
        add(out, mul(tone(f, dur, soft), env), at, 0.6)
    n = round(0.48 * RATE)
    glide = tone(lambda t: 329.63 * (1 - 0.03 * t), 0.48, soft, vibrato=0.012)
    env = [min(1.0, i / 400) * math.exp(-i / (0.3 * RATE)) for i in range(n)]
    add(out, mul(glide, env), 0.81, 0.65)
    return finalize(lowpass(out, 2500), 0.55, 0.002, 0.05)


def snd_click() -> Signal:
    """A crisp short UI click."""
    rng = random.Random(15)
    out = zeros(0.035)
    add(out, damped(1900, 0.035, 0.004), 0.0, 1.0)
    add(out, damped(3600, 0.02, 0.0018), 0.0, 0.5)
    add(out, flick(rng, 0.004, 0.0007, 2000, 9000), 0.0, 0.6)
    return finalize(out, 0.55, 0.0003, 0.006)


def snd_error() -> Signal:
    """A soft, low double buzz."""
    out = zeros(0.34)
    odd = ((1.0, 1.0), (3.0, 0.3), (5.0, 0.14), (7.0, 0.07))
    for at in (0.0, 0.17):
        dur = 0.15
        n = round(dur * RATE)
        env = [min(1.0, i / 300) * min(1.0, (n - i) / 900) for i in range(n)]
        buzz = [a + 0.6 * b for a, b in zip(tone(118, dur, odd), tone(124, dur, odd), strict=True)]
        add(out, mul(buzz, env), at, 1.0)
    return finalize(lowpass(out, 900), 0.4, 0.004, 0.02)


def make_sounds() -> dict[str, Signal]:
    """All sound effects, by name."""
    return {
        "shuffle": snd_shuffle(random.Random(10)),
        "deal": snd_deal(),
        "draw": snd_draw(),
        "discard": snd_discard(),
        "knock": snd_knock(),
        "gin": snd_gin(),
        "win": snd_win(),
        "lose": snd_lose(),
        "click": snd_click(),
        "error": snd_error(),
    }


# ------------------------------------------------------------------------------ main
def generate(out: Path) -> list[Path]:
    """Write every asset below ``out``; return the written paths."""
    written: list[Path] = []
    cards = out / "cards"
    four = cards / "four_colour"
    sounds = out / "sounds"
    for d in (cards, four, sounds):
        d.mkdir(parents=True, exist_ok=True)

    faces: dict[str, pygame.Surface] = {}
    for folder, inks in ((cards, STANDARD_INK), (four, FOUR_COLOUR_INK)):
        for suit in SUITS:
            for rank in RANKS:
                img = make_face(rank, suit, inks)
                path = folder / f"{rank}{suit}.png"
                pygame.image.save(img, str(path))
                written.append(path)
                if folder is cards:
                    faces[rank + suit] = img
    backs = {}
    for name in BACK_COLOURS:
        backs[name] = make_back(name)
        path = cards / f"back_{name}.png"
        pygame.image.save(backs[name], str(path))
        written.append(path)

    icon = make_icon(faces["AS"], faces["JH"], 256)
    pygame.image.save(icon, str(out / "icon.png"))
    written.append(out / "icon.png")
    sizes = (256, 64, 48, 32, 16)
    ico_images = [icon if n == 256 else pygame.transform.smoothscale(icon, (n, n)) for n in sizes]
    write_ico(out / "icon.ico", ico_images)
    written.append(out / "icon.ico")

    for name, sig in make_sounds().items():
        path = sounds / f"{name}.wav"
        write_wav(path, sig)
        written.append(path)
    return written


def main(argv: Sequence[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--out", type=Path, default=DEFAULT_OUT, help=f"output directory (default: {DEFAULT_OUT})"
    )
    args = parser.parse_args(argv)
    pygame.font.init()
    try:
        written = generate(args.out.resolve())
    finally:
        pygame.quit()
    total = sum(p.stat().st_size for p in written)
    print(f"wrote {len(written)} files ({total / 1024:.0f} KiB) to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
