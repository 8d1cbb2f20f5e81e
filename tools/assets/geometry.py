"""Card geometry, colours and drawing primitives on a supersampled canvas.

Everything is drawn at ``SS`` times the final size and box-filtered down by ``finish``, which
anti-aliases every edge. Card size, ranks and suits come from ``game.assets_manifest``.
"""

from __future__ import annotations

import os
from collections.abc import Sequence

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game.assets_manifest import CARD_SIZE  # noqa: E402

CARD_W, CARD_H = CARD_SIZE
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


def draw_poly(
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


def draw_ellipse(
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


def draw_circle(
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


def draw_line(surf: pygame.Surface, color: Color, a: Point, b: Point, width: float) -> None:
    """Thick line with round caps in 1x coordinates."""
    pygame.draw.line(surf, color, sp(a), sp(b), max(1, s(width)))
    pygame.draw.circle(surf, color, sp(a), s(width / 2))
    pygame.draw.circle(surf, color, sp(b), s(width / 2))
