"""Where a widget's tooltip goes and how it is drawn (`WidgetGroup` asks)."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.widgets import draw_panel


def tooltip_rect(group, res, layout, bounds: pygame.Rect) -> tuple[pygame.Rect, list[str]]:
    """Where the hovered widget's tooltip goes and its lines: wrapped to fit `bounds`,
    beside the widget where it covers no other widget (above, right, left, below)."""
    text = group.hover.tooltip_text() or ""
    px = layout.font_small
    pad = layout.px(8)
    gap = layout.px(6)
    width = max(40, min(bounds.width - 2 * pad - 2 * gap, layout.px(460)))
    lines = res.wrap(text, px, width)
    font = res.font(px)
    step = font.get_linesize()
    rect = pygame.Rect(0, 0, max(font.size(line)[0] for line in lines) + 2 * pad,
                       step * len(lines) + pad)
    w = group.hover.rect
    spots = [dict(midbottom=(w.centerx, w.top - gap)), dict(midleft=(w.right + gap, w.centery)),
             dict(midright=(w.left - gap, w.centery)), dict(midtop=(w.centerx, w.bottom + gap))]
    others = [o.rect for o in group.widgets if o is not group.hover and o.visible]
    fallback = None
    for spot in spots:
        r = rect.copy()
        (anchor, pos), = spot.items()
        setattr(r, anchor, pos)
        if bounds.contains(r) and r.collidelist(others) < 0:
            return r, lines
        if fallback is None and bounds.contains(r):
            fallback = r
    r = fallback or rect
    if fallback is None:
        r.midbottom = (w.centerx, w.top - gap)
        r.clamp_ip(bounds)
    return r, lines


def draw_tooltip(group, surface: pygame.Surface, res, layout) -> None:
    rect, lines = tooltip_rect(group, res, layout, surface.get_rect())
    draw_panel(surface, rect.move(2, 3), (0, 0, 0), 80, 6)
    pygame.draw.rect(surface, theme.TOOLTIP_BG, rect, border_radius=6)
    step = res.font(layout.font_small).get_linesize()
    top = rect.centery - step * len(lines) / 2
    for i, line in enumerate(lines):
        surf = res.text(line, layout.font_small, theme.TOOLTIP_TEXT)
        surface.blit(surf, surf.get_rect(midleft=(rect.left + layout.px(8),
                                                   round(top + i * step + step / 2))))
