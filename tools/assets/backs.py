"""Card backs: a lattice field, a double frame and a medallion, one per colour of
``game.assets_manifest.CARD_BACKS``."""

from __future__ import annotations

import math

import pygame

from game.assets_manifest import CARD_BACKS
from tools.assets.geometry import (
    CARD_H,
    CARD_W,
    Color,
    draw_circle,
    draw_ellipse,
    draw_line,
    finish,
    lerp,
    new_card_canvas,
    s,
    sp,
    srect,
)
from tools.assets.suits import draw_suit

BACK_COLOURS: dict[str, tuple[Color, Color, Color]] = {
    # field, lattice, highlight
    "blue": ((22, 52, 120), (60, 104, 186), (214, 226, 250)),
    "red": ((128, 20, 30), (188, 56, 64), (250, 218, 214)),
    "green": ((18, 84, 52), (50, 140, 92), (212, 240, 222)),
}
if set(BACK_COLOURS) != set(CARD_BACKS):  # the manifest names the backs the game offers
    raise RuntimeError(f"card backs {sorted(BACK_COLOURS)} differ from the manifest's "
                       f"{sorted(CARD_BACKS)}")


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
        draw_line(pat, lattice, (x0, 0), (x0 + fh * 0.75, fh), 1.2)
        draw_line(pat, lattice, (x0, 0), (x0 - fh * 0.75, fh), 1.2)
    # dots at the centres of the lattice cells
    dy = step / 0.75 / 2
    for row in range(-1, int(fh / dy) + 2):
        for col in range(-1, int(fw / step) + 2):
            x = col * step + (step / 2 if row % 2 == 0 else 0)
            y = row * dy
            draw_circle(pat, lerp(lattice, light, 0.35), (x, y), 1.3)
    # inner double frame
    pygame.draw.rect(pat, light, srect(6, 6, fw - 12, fh - 12), s(1.4), border_radius=s(6))
    pygame.draw.rect(pat, light, srect(9.5, 9.5, fw - 19, fh - 19), s(0.7), border_radius=s(4))
    # medallion
    mcx, mcy = fw / 2, fh / 2
    draw_ellipse(pat, light, (mcx - 50, mcy - 68, 100, 136))
    draw_ellipse(pat, field, (mcx - 47, mcy - 65, 94, 130))
    draw_ellipse(pat, light, (mcx - 43, mcy - 61, 86, 122), None)
    draw_ellipse(pat, field, (mcx - 41.8, mcy - 59.8, 83.6, 119.6))
    for suit, (dx, dy2) in zip("SHDC", ((0, -30), (27, 0), (0, 30), (-27, 0)), strict=True):
        draw_suit(pat, suit, (mcx + dx, mcy + dy2), 24, light)
    draw_suit(pat, "D", (mcx, mcy), 10, light)
    for k in range(4):
        ang = math.pi / 4 + k * math.pi / 2
        draw_circle(pat, light, (mcx + 17 * math.cos(ang), mcy + 17 * math.sin(ang)), 1.6)
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
