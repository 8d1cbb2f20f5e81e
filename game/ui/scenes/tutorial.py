""""Learn to play": choose a guided hand (the classic Gin Rummy one or the short Rami one),
then play it at the real table with the guide (`game.ui.table.guide`); back here at its end,
so either can be played again."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.guided import guided_session
from game.ui.i18n import _
from game.ui.scenes.base import UIScene
from game.ui.table.guide import Guide
from game.ui.widgets import Button, blit_text, draw_panel

GUIDES = ("gin", "rami")


class TutorialScene(UIScene):
    name = "tutorial"

    def build(self) -> None:
        self.title = _("Learn to play")
        self.b_gin = self.button(_("Gin Rummy: a whole hand"), lambda: self.start("gin"),
                                 pygame.K_g, _("Drawing, melds and deadwood, discarding, "
                                               "knocking, lay-offs and the score"), True,
                                 "guide-gin")
        self.b_rami = self.button(_("Rami: melding and laying off"),
                                  lambda: self.start("rami"), pygame.K_r,
                                  _("Laying melds down and adding to the melds on the table"),
                                  name="guide-rami")
        self.b_back = self.button(_("Back"), self.on_back, None,
                                  _("Key: {key}").format(key="Esc"), name="back")
        self.widgets.set_focus(self.b_gin)
        self.table = None

    def intro(self) -> str:
        # the deal said too: a lesson makes no fair-deal claim over its set deal
        return _("Play a real hand with a guide at your side: it explains each step and "
                 "points at the move to make. The deal and the computer's moves are set in "
                 "advance, so the hand always goes the same way.")

    def lessons(self) -> list[tuple[Button, str]]:
        """Each guided hand's button and what it teaches (said beside it, not only in its
        tooltip: the screen showed three bare buttons under a paragraph), a lesson played
        to its end marked done (nothing told a play-tester which one they had finished)."""
        done = self.app.settings.lessons_done
        return [(button, _("✓ Done · {what}").format(what=button.tooltip)
                 if name in done else button.tooltip)
                for name, button in (("gin", self.b_gin), ("rami", self.b_rami))]

    def mark_done(self, name: str) -> None:
        """The lesson `name` was played to its end: kept in the settings (saved with them)."""
        settings = self.app.settings
        if name not in settings.lessons_done:
            settings.lessons_done = tuple(n for n in GUIDES
                                          if n in settings.lessons_done or n == name)
            self.app.settings_changed()
        self.place()
        self.dirty = True

    def panel_width(self) -> int:
        lay = self.layout
        return min(lay.w - 2 * lay.margin, lay.px(900))

    def text_box(self) -> tuple[pygame.Rect, list[str]]:
        """Where the introduction goes, wrapped whole, under the title."""
        lay = self.layout
        width = self.panel_width()   # the lessons' panel's width: one column
        lines = self.res.wrap(self.intro(), lay.font_body, width)
        top = self.content_top()
        step = self.res.font(lay.font_body).get_linesize()
        return pygame.Rect(int(lay.w / 2 - width / 2), top, width, len(lines) * step), lines

    def place(self) -> None:
        """The introduction, then a panel with one row per guided hand (its button, and
        beside it, or under it in a narrow window, what it teaches), Back at the foot of the
        screen as on the other screens. Where the room is short (large text) the words
        are set smaller, and at the last the buttons stand alone (their tooltips say it)."""
        lay = self.layout
        box, _lines = self.text_box()
        bw, bh = self.button_size(1.6)
        self.b_back.rect = pygame.Rect(int(lay.w / 2 - bw / 2),
                                       lay.h - lay.margin - bh - lay.px(8), bw, bh)
        width = self.panel_width()
        left = int(lay.w / 2 - width / 2)
        room_top, room_bottom = box.bottom + lay.px(24), self.b_back.rect.top - lay.px(16)
        for px, pad, gap in ((lay.font_body, lay.px(22), lay.px(30)),
                             (lay.font_small, lay.px(14), lay.px(16)),
                             (None, lay.px(10), lay.px(10))):
            heights, self.lesson_rows, self.stacked = self._plan(px, pad, width, bw, bh)
            height = sum(heights) + 2 * pad + gap * (len(heights) - 1)
            if height <= room_bottom - room_top:
                break
        self.text_px = px or lay.font_small
        self.words = px is not None   # no words: the buttons alone, without a panel
        # in the room between the introduction and Back, a little above its middle
        top = max(room_top, int(room_top + (room_bottom - room_top - height) * 0.4))
        self.panel = pygame.Rect(left, top, width, height)
        y = top + pad
        self.row_rects: list[pygame.Rect] = []
        for (button, _text), (text_rect, _l), h in zip(self.lessons(), self.lesson_rows,
                                                       heights, strict=True):
            if self.stacked:
                button.rect = pygame.Rect(int(lay.w / 2 - bw / 2), y, bw, bh)
                text_rect.midtop = (self.panel.centerx, button.rect.bottom + lay.px(8))
            else:
                button.rect = pygame.Rect(left + pad, int(y + (h - bh) / 2), bw, bh)
                text_rect.midleft = (button.rect.right + pad, int(y + h / 2))
            self.row_rects.append(pygame.Rect(left, y, width, h))
            y += h + gap

    def _plan(self, px: int | None, pad: int, width: int, bw: int,
              bh: int) -> tuple[list[int], list[tuple[pygame.Rect, list[str]]], bool]:
        """(each lesson row's height, its words' box and lines, whether the words go under
        the button) with the words at `px` (None: no words)."""
        lay = self.layout
        beside = width - 2 * pad - bw - pad
        stacked = px is None or beside < lay.px(220)   # too narrow beside: under it
        text_w = width - 2 * pad if stacked else beside
        step = self.res.font(px or lay.font_small).get_linesize()
        rows: list[tuple[pygame.Rect, list[str]]] = []
        heights = []
        for _button, text in self.lessons():
            lines = self._wrap(text, px, text_w) if px else []
            words = len(lines) * step
            heights.append(bh + (lay.px(8) + words if lines else 0) if stacked
                           else max(bh, words))
            rows.append((pygame.Rect(0, 0, text_w, words), lines))
        return heights, rows, stacked

    @staticmethod
    def done_mark() -> tuple[str, str]:
        """The done mark's words ("✓ Done") and the whole lead before the description, the
        separator with it ("✓ Done · ")."""
        lead = _("✓ Done · {what}").partition("{what}")[0]
        return lead.rstrip().rstrip("·:–—-").rstrip(), lead

    def _wrap(self, text: str, px: int, width: int) -> list[str]:
        """A lesson's words wrapped `width` wide; where the done mark fills the first line
        alone it stands without its separator, the description from the next line ("✓
        Lekcja ukończona ·" left the dot hanging at the line's end: a play-tester)."""
        lines = self.res.wrap(text, px, width)
        mark, lead = self.done_mark()
        if mark and text.startswith(lead) and lines and lines[0].strip() == lead.strip():
            return [mark, *self.res.wrap(text[len(lead):], px, width)]
        return lines

    def start(self, name: str) -> None:
        """Play the guided hand `name` at the table (this scene stays under it)."""
        table = self.app.make_scene("table", session=guided_session(
            name, self.app.settings.name_of(0)))
        guide = Guide(name)
        guide.on_leave = lambda: self.finish(table)
        guide.on_again = lambda: self.again(table, name)
        guide.on_done = lambda: self.mark_done(name)
        # the last words suggest a real game once both lessons are done
        guide.other_done = all(n in self.app.settings.lessons_done for n in GUIDES if n != name)
        table.guide = guide
        self.table = table
        self.app.scenes.push(table)

    def finish(self, table) -> None:
        """Skip or Done: back to the choice of guides."""
        if self.app.scenes.top is table:
            self.app.scenes.pop()
        self.table = None
        self.dirty = True

    def again(self, table, name: str) -> None:
        self.finish(table)
        self.start(name)

    def draw_content(self, surface: pygame.Surface) -> None:
        lay = self.layout
        self.draw_screen_title(surface)
        box, lines = self.text_box()
        step = self.res.font(lay.font_body).get_linesize()
        for i, line in enumerate(lines):
            blit_text(surface, self.res, line, lay.font_body, (box.left, box.top + i * step),
                      theme.TEXT)
        if not self.words:
            return
        draw_panel(surface, self.panel, theme.PANEL, theme.PANEL_ALPHA, lay.px(14),
                   theme.GOLD_DARK, 1)
        for n, (text_rect, text_lines) in enumerate(self.lesson_rows):
            if n:   # a faint rule between two lessons
                y = (self.row_rects[n - 1].bottom + self.row_rects[n].top) // 2
                pygame.draw.line(surface, theme.GOLD_DARK, (self.panel.left + lay.px(18), y),
                                 (self.panel.right - lay.px(18), y), 1)
            step = self.res.font(self.text_px).get_linesize()
            mark = self.done_mark()[0]
            for i, line in enumerate(text_lines):
                anchor = "midtop" if self.stacked else "topleft"
                x = text_rect.centerx if self.stacked else text_rect.left
                y = text_rect.top + i * step
                if i == 0 and mark and line.startswith(mark):   # the done mark, in green
                    self._blit_marked(surface, line, mark, (x, y))
                    continue
                blit_text(surface, self.res, line, self.text_px, (x, y), theme.TEXT_DIM,
                          anchor)

    def _blit_marked(self, surface: pygame.Surface, line: str, mark: str,
                     pos: tuple[int, int]) -> None:
        """A lesson's first line led by its done mark, the mark in green (in the words'
        dim colour it read as a part of the description; matched without its separator and
        space, which a wrapped line may have lost, it stood grey on the Rami row: a
        play-tester)."""
        head = self.res.text(mark, self.text_px, theme.GREEN_OK)
        rest = self.res.text(line[len(mark):], self.text_px, theme.TEXT_DIM)
        x, y = pos
        if self.stacked:   # centred under the button, as the other lines are
            x -= (head.get_width() + rest.get_width()) // 2
        surface.blit(head, (x, y))
        surface.blit(rest, (x + head.get_width(), y))


__all__ = ["TutorialScene"]
