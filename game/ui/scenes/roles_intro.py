"""Three-player Gin (004), the first hand: the cut, and who is box, captain and advisor, with
one line on what each role does; at a later hand whose roles change, the new roles under
"New roles this hand". Pushed by name ("roles-intro") by the table; Enter or Esc
closes it and the hand goes on."""

from __future__ import annotations

import pygame

from game.core.cards import Card
from game.ui import theme
from game.ui.card_words import card_name
from game.ui.i18n import _
from game.ui.scenes.base import UIScene
from game.ui.widgets import blit_text, draw_panel


def intro_lines(names: list[str], viewer: int | None, roles: tuple[int, int, int],
                cut: tuple[Card, ...]) -> list[tuple[str, tuple[int, int, int]]]:
    """The introduction's lines (text, colour): the cut, then each role and what it does."""
    box, captain, advisor = roles
    out: list[tuple[str, tuple[int, int, int]]] = []
    if cut:
        cards = ", ".join(_("{name}: {card}").format(name=names[i], card=card_name(c))
                          for i, c in enumerate(cut) if i < len(names))
        out.append((_("The cut: {cards}. The highest card takes the box, the middle one is "
                       "captain.").format(cards=cards), theme.TEXT_DIM))

    def role(seat: int, you: str, other: str) -> str:
        return (you if seat == viewer else other).format(name=names[seat])

    out.append((role(box, _("You are in the box: you deal and play alone against the "
                            "captain."),
                     _("{name} is in the box: deals and plays alone against the captain.")),
                theme.GOLD))
    # the captain plays for a team of two, the advisor being the other (RULES.md, 004);
    # "for the other two" had put the box on the captain's side (a play-tester)
    out.append((role(captain, _("You are the captain and play against the box, with the "
                                "advisor on your team."),
                     _("{name} is the captain and plays against the box, with the advisor "
                       "on the same team.")),
                theme.TEXT))
    out.append((role(advisor, _("You are the advisor and sit this hand out: you score "
                                "nothing this hand (N skips to its end)."),
                     _("{name} is the advisor and sits this hand out, scoring nothing this "
                       "hand.")), theme.TEXT))
    out.append((_("The box stays in the box by winning; when the box loses, the captain takes "
                  "the box and the advisor becomes captain."), theme.TEXT_DIM))
    return out


class RolesIntroScene(UIScene):
    """The cut and the roles at the first hand of a three-player match; the new roles at each
    later hand that changes them."""

    name = "roles-intro"
    overlay = True

    def __init__(self, app, names: list[str] | None = None, viewer: int | None = None,
                 roles: tuple[int, int, int] = (0, 1, 2), cut: tuple[Card, ...] = (),
                 changed: bool = False) -> None:
        self.names, self.viewer, self.roles, self.cut = list(names or []), viewer, roles, cut
        self.changed = changed      # a later hand whose roles moved on
        super().__init__(app)

    def build(self) -> None:
        self.title = _("New roles this hand") if self.changed else _("Who plays this hand?")
        self.button(_("Play"), self.on_back, pygame.K_RETURN, _("Start the hand"), True,
                    "play")

    def box(self) -> pygame.Rect:
        """The panel, as tall as its title, its lines at the body size and the Play button
        need (a fixed 560 design px left half of it empty under five lines), up to the
        window; where that is too short the lines are set smaller (`_fit`)."""
        lay = self.layout
        w = min(lay.w - 2 * lay.margin, lay.px(980))
        title_h = self.res.font(self.title_size(w), True).get_linesize()
        rows = [self.res.wrap(text, lay.font_body, w - lay.px(64))
                for text, _c in self.lines()]
        text_h = sum(len(r) for r in rows) * self.res.font(lay.font_body).get_linesize() + \
            lay.px(10) * (len(rows) - 1)
        bh = lay.button_size(0.9)[1]
        need = lay.px(24) + title_h + text_h + lay.px(8) + lay.px(16) + bh + lay.px(20)
        r = pygame.Rect(0, 0, w, min(lay.h - 2 * lay.margin, need))
        r.center = (lay.w // 2, lay.h // 2)
        return r

    def lines(self) -> list[tuple[str, tuple[int, int, int]]]:
        """The introduction's paragraphs, with their colours (`intro_lines`)."""
        return intro_lines(self.names, self.viewer, self.roles, self.cut)

    def title_size(self, width: int) -> int:
        """The title's size within a box `width` wide, not the window."""
        lay = self.layout
        title_px = self.title_px()
        while title_px > lay.font_body and \
                self.res.font(title_px, True).size(self.title)[0] > width - lay.px(40):
            title_px -= 2
        return title_px

    def place(self) -> None:
        lay = self.layout
        bw, bh = lay.button_size(0.9)
        b = self.box()
        self.widgets.widgets[0].rect = pygame.Rect(b.centerx - bw // 2,
                                                   b.bottom - bh - lay.px(20), bw, bh)

    def draw_content(self, surface: pygame.Surface) -> None:
        lay = self.layout
        b = self.box()
        draw_panel(surface, b, theme.PANEL, theme.READING_ALPHA, lay.px(16), theme.GOLD_DARK, 2)
        title_px = self.title_size(b.width)
        title_h = self.res.font(title_px, True).get_linesize()
        blit_text(surface, self.res, self.title, title_px,
                  (b.centerx, b.top + lay.px(14) + title_h / 2), theme.GOLD, "center", True,
                  shadow=True)
        x, y = b.left + lay.px(32), b.top + lay.px(24) + title_h
        width = b.width - lay.px(64)
        bottom = self.widgets.widgets[0].rect.top - lay.px(8)
        lines = self.lines()
        size, rows = self._fit(lines, width, bottom - y)
        step = self.res.font(size).get_linesize()
        for (_text, colour), wrapped in zip(lines, rows, strict=True):
            for row in wrapped:
                surface.blit(self.res.text(row, size, colour), (x, y))
                y += step
            y += lay.px(10)

    def _fit(self, lines: list[tuple[str, tuple[int, int, int]]], width: int,
             height: float) -> tuple[int, list[list[str]]]:
        """One size for all the paragraphs, the largest (from the body font down to 60 % of
        it) at which they, wrapped, fit between the title and the Play button: at 200 % a
        long cut and long names ran out of the box and under the button."""
        lay = self.layout
        smallest = max(11, int(lay.font_body * 0.6))
        for size in range(lay.font_body, smallest - 1, -1):
            rows = [self.res.wrap(text, size, width) for text, _c in lines]
            step = self.res.font(size).get_linesize()
            need = sum(len(r) for r in rows) * step + lay.px(10) * (len(rows) - 1)
            if need <= height:
                return size, rows
        return smallest, [self.res.wrap(text, smallest, width) for text, _c in lines]
