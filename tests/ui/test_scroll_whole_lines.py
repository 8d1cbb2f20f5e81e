"""A scrolled score sheet shows whole lines only (issue 16): at 200 % a row of the sheet was
half cut by the box's lower edge; the window of the painted content now ends, and starts, in
the gap between two lines."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.layout import Layout
from game.ui.scenes.scroll_box import ScrollBox
from game.ui.widgets import WidgetGroup


def test_a_painted_box_shows_no_line_cut_at_any_scroll(app):
    lay = Layout((1280, 720), 2.0)
    px = lay.font_small
    step = int(px * 1.3)
    texts = [f"Hand {i + 1}   12   34   56 · gin" for i in range(30)]
    inks: list[pygame.Rect] = []

    def painter(surface: pygame.Surface, rect: pygame.Rect) -> None:   # like the sheet's rows
        inks.clear()
        for i, text in enumerate(texts):
            y = rect.top + i * step
            if i % 2:
                stripe = pygame.Surface((rect.width, step), pygame.SRCALPHA)
                stripe.fill((255, 255, 255, 14))
                surface.blit(stripe, (rect.left, y - 2))
            surf = app.res.text(text, px, theme.TEXT)
            surface.blit(surf, (rect.left, y))
            inks.append(surf.get_bounding_rect().move(rect.left, y))

    box = ScrollBox(WidgetGroup())
    box.set_painter(painter, step * len(texts), step)
    box.place(pygame.Rect(100, 100, 700, 7 * step + step // 2), lay)   # 7.5 lines high
    screen = pygame.Surface((1280, 720))
    cut_before = 0
    for scroll in range(0, box.height, 7):
        box.scroll = scroll
        box._clamp()
        box.draw(screen, app.res, lay)
        shown = box.shown
        assert shown.height >= 6 * step            # never much less than the box holds
        seen = [r for r in inks if r.colliderect(shown)]
        assert seen and all(shown.contains(r) for r in seen), (scroll, shown)
        plain = pygame.Rect(0, box.scroll, shown.width, box.rect.height)
        cut_before += any(r.colliderect(plain) and not plain.contains(r) for r in inks)
    assert cut_before > 0     # the plain window of the box's height did cut lines
