"""The court figures (jack, queen, king): a mirrored half-figure per rank and suit."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from tools.assets.geometry import (
    FACE,
    GOLD,
    GOLD_DARK,
    INK_DARK,
    SKIN,
    SKIN_LINE,
    Color,
    Point,
    blit_centered_x,
    draw_circle,
    draw_ellipse,
    draw_line,
    draw_poly,
    glyph,
    lerp,
    quad,
    s,
    sp,
    srect,
)
from tools.assets.suits import draw_suit

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



def _face(surf: pygame.Surface, cx: float, rank: str) -> None:
    """Head, neck and facial features of a court figure."""
    draw_poly(surf, SKIN, [(cx - 7, 86), (cx + 7, 86), (cx + 8, 104), (cx - 8, 104)], SKIN_LINE)
    draw_ellipse(surf, SKIN, (cx - 16, 52, 32, 40), SKIN_LINE)
    eye_y = 70.0
    for dx in (-6.5, 6.5):
        draw_ellipse(surf, (255, 255, 255), (cx + dx - 3, eye_y - 1.6, 6, 3.2))
        draw_circle(surf, INK_DARK, (cx + dx + (0.6 if dx < 0 else -0.6), eye_y), 1.5)
        draw_line(
            surf,
            (110, 70, 50),
            (cx + dx - 3.2, eye_y - 4.2),
            (cx + dx + 3.2, eye_y - 4.6 if dx < 0 else eye_y - 4.2),
            1.1,
        )
    draw_line(surf, SKIN_LINE, (cx, 71.5), (cx - 1.8, 78.5), 1.0)
    draw_line(surf, SKIN_LINE, (cx - 1.8, 78.5), (cx + 1.2, 79.2), 1.0)
    lips = (196, 70, 70) if rank != "K" else (170, 80, 70)
    if rank == "Q":
        draw_ellipse(surf, lips, (cx - 4, 82.6, 8, 3.4))
        for dx in (-10.5, 10.5):
            draw_circle(surf, (246, 186, 170), (cx + dx, 78), 2.6)
    else:
        draw_line(surf, lips, (cx - 3.5, 83.6), (cx + 3.5, 83.6), 1.3)


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
        draw_poly(surf, pal.accent, _body_outline(cx, h), INK_DARK, 0.8)
        for side in (-1, 1):
            draw_line(
                surf,
                lerp(pal.accent, (255, 255, 255), 0.3),
                (cx + side * 40, 112),
                (cx + side * 44, h),
                1.0,
            )
        tab = [(cx - 20, 99), (cx + 20, 99), (cx + 24, h), (cx - 24, h)]
        draw_poly(surf, pal.ink, tab, GOLD, 1.6)
        draw_suit(surf, suit, (cx, 119), 13, GOLD)
        # white ruff collar
        for i in range(7):
            x = cx - 12 + 4 * i
            draw_circle(surf, (250, 248, 240), (x, 99), 3.0, (170, 165, 150), 0.5)
        return
    draw_poly(surf, pal.ink, _body_outline(cx, h), INK_DARK, 0.8)
    for side in (-1, 1):
        draw_line(surf, fold, (cx + side * 38, 113), (cx + side * 42, h), 1.0)
    if rank == "K":
        # inner tunic, then an ermine mantle collar
        draw_poly(surf, pal.accent, [(cx - 12, 100), (cx + 12, 100), (cx, h)])
        for side in (-1, 1):
            draw_line(surf, GOLD, (cx + side * 12.5, 100), (cx, h), 2.0)
        for i in range(3):
            draw_circle(surf, GOLD, (cx, 112 + 7 * i), 1.5, GOLD_DARK, 0.5)
        collar = quad((cx - 44, 112), (cx - 20, 88), (cx, 96), 12)
        collar += [(2 * cx - x, y) for x, y in reversed(collar)]
        pygame.draw.lines(surf, (248, 246, 238), False, [sp(p) for p in collar], s(7.5))
        for p in collar[::2]:
            pygame.draw.circle(surf, (248, 246, 238), sp(p), s(3.75))
        for k, p in enumerate(collar[1::3]):
            draw_poly(
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
        draw_poly(
            surf, pal.accent, [(cx - 14, 99), (cx + 14, 99), (cx + 11, h), (cx - 11, h)], GOLD, 1.4
        )
        for i in range(3):
            y = 106 + 8 * i
            draw_line(surf, GOLD, (cx - 7, y), (cx + 7, y + 5), 0.9)
            draw_line(surf, GOLD, (cx + 7, y), (cx - 7, y + 5), 0.9)
        neck = [(cx - 18, 96), (cx + 18, 96), (cx + 16, 103), (cx - 16, 103)]
        draw_poly(surf, SKIN, neck, SKIN_LINE, 0.6)
        draw_line(surf, GOLD, (cx - 17, 103.2), (cx + 17, 103.2), 1.8)
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
    draw_poly(surf, GOLD, top, GOLD_DARK, 0.9)
    for x, y in [(cx - 22, 30), (cx - 9, 24), (cx, 18), (cx + 9, 24), (cx + 22, 30)]:
        draw_circle(surf, (250, 236, 190), (x, y - 1.5), 2.4, GOLD_DARK, 0.6)
    draw_poly(surf, GOLD, [(cx - 21, 45), (cx + 21, 45), (cx + 20, 55), (cx - 20, 55)], GOLD_DARK, 0.9)
    for i, x in enumerate((-14, -7, 0, 7, 14)):
        col = pal.accent if i % 2 else (200, 40, 48)
        draw_circle(surf, col, (cx + x, 50), 2.3, GOLD_DARK, 0.5)


def _tiara(surf: pygame.Surface, cx: float, pal: Palette) -> None:
    """A delicate arched tiara with pearls."""
    arch = quad((cx - 17, 53), (cx, 30), (cx + 17, 53), 30) + [(cx + 17, 53)]
    inner = quad((cx + 14, 54), (cx, 40), (cx - 14, 54), 30) + [(cx - 14, 54)]
    draw_poly(surf, GOLD, arch + inner, GOLD_DARK, 0.8)
    for i in range(7):
        t = i / 6
        x = cx - 15 + 30 * t
        y = 53 - 19 * (1 - (2 * t - 1) ** 2) - 3.5
        draw_circle(surf, (252, 250, 240), (x, y), 1.9, (170, 160, 150), 0.5)
    draw_poly(surf, pal.accent, [(cx, 36), (cx + 3.5, 41), (cx, 46), (cx - 3.5, 41)], GOLD_DARK, 0.6)
    draw_circle(surf, (252, 250, 240), (cx, 31.5), 2.4, (170, 160, 150), 0.5)


def _cap(surf: pygame.Surface, cx: float, pal: Palette) -> None:
    """A jaunty beret with a band and a long curling feather."""
    # feather first so the cap overlaps its quill
    f0, f2 = (cx + 8, 46), (cx + 50, 16)
    upper = quad(f0, (cx + 30, 28), f2, 30)
    lower = quad(f2, (cx + 50, 40), f0, 30)
    draw_poly(surf, (250, 248, 238), upper + lower, (150, 140, 120), 0.8)
    spine = quad(f0, (cx + 42, 36), f2, 12) + [f2]
    for px, py in spine[2:-1]:
        draw_line(surf, (196, 186, 166), (px - 3.5, py - 1.5), (px, py), 0.7)
        draw_line(surf, (196, 186, 166), (px + 3.5, py + 1.0), (px, py), 0.7)
    pygame.draw.lines(surf, GOLD_DARK, False, [sp(p) for p in spine], s(0.9))
    draw_poly(
        surf,
        pal.accent,
        quad((cx - 24, 52), (cx - 14, 28), (cx + 20, 40), 24)
        + quad((cx + 20, 40), (cx + 28, 50), (cx + 16, 54), 10)
        + [(cx + 16, 54)],
        INK_DARK,
        0.8,
    )
    draw_poly(surf, GOLD, [(cx - 19, 49), (cx + 18, 49), (cx + 17, 56), (cx - 18, 56)], GOLD_DARK, 0.8)
    draw_circle(surf, pal.ink, (cx + 10, 46), 3.2, GOLD, 1.0)


def _hair(surf: pygame.Surface, cx: float, rank: str) -> None:
    """Hair (and the king's beard is drawn later, over the face)."""
    if rank == "K":
        draw_ellipse(surf, (222, 220, 214), (cx - 21, 50, 42, 44), (140, 138, 132))
    elif rank == "Q":
        hair = (170, 104, 44)
        draw_poly(
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
        draw_ellipse(surf, hair, (cx - 20, 47, 40, 34), (110, 64, 24))
    else:
        draw_ellipse(surf, (120, 76, 40), (cx - 19, 52, 38, 30), (80, 48, 24))
        draw_poly(surf, (120, 76, 40), [(cx - 19, 66), (cx - 18, 84), (cx - 12, 74)], None)
        draw_poly(surf, (120, 76, 40), [(cx + 19, 66), (cx + 18, 84), (cx + 12, 74)], None)


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
    draw_poly(surf, (232, 230, 224), pts, (150, 146, 140), 0.8)
    for dx in (-7, 0, 7):
        draw_line(surf, (190, 186, 180), (cx + dx, 90), (cx + dx * 0.8, 99), 0.8)
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
    draw_poly(surf, (240, 238, 232), must, (150, 146, 140), 0.7)


def _attribute(surf: pygame.Surface, cx: float, rank: str, suit: str, pal: Palette) -> None:
    """What the figure holds: sceptre (K), flower (Q); the jack has his feather."""
    if rank == "K":
        a, b = (cx + 27, 126), (cx + 42, 40)
        draw_line(surf, GOLD_DARK, a, b, 4.2)
        draw_line(surf, GOLD, a, b, 2.6)
        draw_suit(surf, suit, (b[0] + 2, b[1] - 12), 22, GOLD_DARK, outline=1.2)
        draw_suit(surf, suit, (b[0] + 2, b[1] - 12), 22, pal.ink)
        draw_circle(surf, GOLD, b, 3.5, GOLD_DARK, 0.7)
        draw_ellipse(surf, SKIN, (cx + 24, 108, 12, 10), SKIN_LINE)
    elif rank == "Q":
        a, b = (cx + 30, 124), (cx + 46, 44)
        pygame.draw.lines(
            surf, (40, 120, 60), False, [sp(p) for p in quad(a, (cx + 46, 90), b, 16) + [b]], s(2.0)
        )
        draw_poly(
            surf,
            (60, 150, 70),
            quad((cx + 40, 82), (cx + 54, 70), (cx + 58, 80), 10)
            + quad((cx + 58, 80), (cx + 50, 86), (cx + 40, 82), 10),
        )
        for i in range(6):
            ang = 2 * math.pi * i / 6
            draw_circle(
                surf,
                pal.ink,
                (b[0] + 6.5 * math.cos(ang), b[1] + 6.5 * math.sin(ang)),
                4.6,
                lerp(pal.ink, INK_DARK, 0.5),
                0.6,
            )
        draw_circle(surf, GOLD, b, 3.4, GOLD_DARK, 0.6)
        draw_ellipse(surf, SKIN, (cx + 28, 106, 12, 10), SKIN_LINE)


FIG_SCALE = 1.1


def draw_court_half(rank: str, suit: str, pal: Palette,
                    letter: str | None = None) -> pygame.Surface:
    """Top half of a court panel; the bottom half is this, rotated 180 degrees."""
    w, h = PANEL[2], PANEL[3] / 2
    surf = pygame.Surface((s(w), s(h)), pygame.SRCALPHA)
    surf.fill(pal.tint)
    # subtle diagonal hatch in the background
    hatch = lerp(pal.tint, pal.ink, 0.06)
    for i in range(-20, 40):
        x0 = i * 9.0
        draw_line(surf, hatch, (x0, 0), (x0 + h, h), 0.6)
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
            draw_circle(
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
    # the big letter (`letter`: a language's own, "D" for a French queen) and a suit pip in
    # the upper-right of the frame
    g = glyph(letter or rank, s(25), pal.ink)
    blit_centered_x(surf, g, w - 17, 8)
    draw_suit(surf, suit, (w - 17, 50), 19, pal.ink)
    return surf


def draw_court(surf: pygame.Surface, rank: str, suit: str, ink: Color,
               letter: str | None = None) -> None:
    """Framed double-ended court figure; `letter` is the one its frame prints when it is not
    the English rank letter."""
    pal = court_palette(suit, ink)
    half = draw_court_half(rank, suit, pal, letter)
    x, y, w, h = PANEL
    surf.blit(half, sp((x, y)))
    surf.blit(pygame.transform.flip(half, True, True), sp((x, y + h / 2)))
    # frame: ink outer line, gold inner line, gold divider
    pygame.draw.rect(surf, ink, srect(x - 1, y - 1, w + 2, h + 2), s(1.6), border_radius=s(3))
    pygame.draw.rect(
        surf, GOLD, srect(x + 2.2, y + 2.2, w - 4.4, h - 4.4), s(0.9), border_radius=s(2)
    )
    pygame.draw.line(surf, GOLD, sp((x + 2, y + h / 2)), sp((x + w - 2, y + h / 2)), s(1.0))
