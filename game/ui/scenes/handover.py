"""Hot-seat hand-over: hides every hand until the next player says it is them."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.handover_words import handover_context
from game.ui.i18n import _, ngettext
from game.ui.scenes.base import UIScene
from game.ui.widgets import blit_text


class HandoverScene(UIScene):
    """Opaque: nothing of the table (so no hand) is drawn while it is up."""

    name = "handover"

    def __init__(self, app, table, seat: int) -> None:
        self.table = table
        self.seat = seat
        super().__init__(app)

    @property
    def player(self) -> str:
        return self.table.names[self.seat]

    def others(self) -> int:
        """How many other people sit at the screen (one in a two-player hot-seat game)."""
        session = self.table.session
        return max(1, sum(1 for s in range(len(self.table.names))
                          if s != self.seat and session.is_human(s)))

    def build(self) -> None:
        # what awaits them (the hand that begins, the knock to answer, the others' moves
        # since their last turn): worded once, the table stands still behind this screen
        view = self.table.session.view(None)
        self.context = handover_context(view, self.table.names, self.seat)
        # the cards the incoming player holds now: the table may still show the last hand's
        # end (nine backs at "Hand 2 begins", a play-tester)
        self.held = view.hand_sizes[self.seat] if self.seat < len(view.hand_sizes) else 0
        self.b_show = self.button(_("I'm {name}, show my cards").format(name=self.player),
                                  self.confirm, pygame.K_RETURN,
                                  _("Only {name} should be looking now").format(
                                      name=self.player), True, "show")
        self.widgets.set_focus(self.b_show)

    def place(self) -> None:
        """The button under what the screen says: at 62 % of the height, lower (down to the
        window's margin) where the moves since the player's last turn need the room (at
        150 % the oldest moves were dropped with 190 px left empty under it: a play-tester)."""
        lay = self.layout
        bw, bh = self.button_size(2.0)
        bw = min(bw, lay.w - 2 * lay.margin)
        bh = int(bh * 1.2)
        lowest = lay.h - lay.margin - bh
        top = min(int(lay.h * 0.62), lowest)
        self.b_show.rect = pygame.Rect(int(lay.w / 2 - bw / 2), lowest, bw, bh)
        texts = self.texts()
        bottom = texts[-1][4] + self.res.font(texts[-1][1]).get_linesize()
        self.b_show.rect.top = max(top, min(lowest, bottom + lay.px(16)))

    def texts(self) -> list[tuple[str, int, tuple[int, int, int], bool, int]]:
        """The title, what awaits the incoming player and the line under it, wrapped to the
        window: (text, px, colour, bold, top). The moves since their last turn are told in
        sentences where they fit above the button at its lowest, else in the feed's short
        wording, else the latest of them under a "…" (six players' turns, each with a
        pickup, melds and lay-offs, at a large Text size)."""
        lay = self.layout
        bh = int(self.button_size(2.0)[1] * 1.2)
        room = lay.h - lay.margin - bh - lay.px(16)
        key = (lay.w, lay.h, lay.font_body, room, self.title_px())
        cached = getattr(self, "_texts_cache", None)
        if cached is not None and cached[0] == key:
            return cached[1]
        texts = self._fitted(room)
        self._texts_cache = (key, texts)
        return texts

    def _fitted(self, room: int) -> list[tuple[str, int, tuple[int, int, int], bool, int]]:
        texts = []
        for brief in (False, True):
            for dropped in range(len(self.context) if brief else 1):
                lines = [b if brief else t for t, b in self.context][dropped:]
                texts = self._texts(["…"] + lines if dropped else lines)
                if texts[-1][4] + self.res.font(texts[-1][1]).get_linesize() <= room:
                    return texts
        return texts

    def _texts(self, context: list[str]) -> list[tuple[str, int, tuple[int, int, int], bool,
                                                       int]]:
        lay = self.layout
        width = lay.w - 2 * lay.margin
        measure = self.measure(width)
        out = []
        y = lay.margin + lay.px(20)
        title = _("Pass the screen to {name}").format(name=self.player)
        px = self.title_px()
        for line in self.res.wrap(title, px, width, True):
            out.append((line, px, theme.GOLD, True, y))
            y += self.res.font(px, True).get_linesize()
        y += lay.px(8)
        for sentence in context:
            for line in self.res.wrap_balanced(sentence, lay.font_body, measure):
                out.append((line, lay.font_body, theme.GOLD, False, y))
                y += self.res.font(lay.font_body).get_linesize()
        if context:   # the moves apart from the line asking the others to look away
            y += lay.px(6)
        others = self.others()
        body = ngettext("The other player looks away: the cards stay hidden until {name} is "
                        "ready.",
                        "The other players look away: the cards stay hidden until {name} is "
                        "ready.", others).format(name=self.player)
        for line in self.res.wrap_balanced(body, lay.font_body, measure):
            out.append((line, lay.font_body, theme.TEXT, False, y))
            y += self.res.font(lay.font_body).get_linesize()
        return out

    def measure(self, width: int) -> int:
        """How wide the sentences under the title run: 60 % of the window, or 60 characters
        where that is wider, never wider than `width` (at 200 % the line asking the others
        to look away ran from edge to edge of a 1280-pixel window: a play-tester)."""
        font = self.res.font(self.layout.font_body)
        sample = "the cards stay hidden until"
        chars = 60 * font.size(sample)[0] / len(sample)
        return int(min(width, max(self.layout.w * 0.6, chars)))

    def confirm(self) -> None:
        self.app.scenes.pop()
        self.table.set_viewer(self.seat)

    def on_back(self) -> None:
        self.app.push_scene("pause", table=self.table)

    def draw_content(self, surface: pygame.Surface) -> None:
        lay = self.layout
        texts = self.texts()
        # centred as a block in the upper part of the window (lower when it is short)
        bottom = texts[-1][4] + self.res.font(texts[-1][1]).get_linesize()
        shift = max(0, int(lay.h * 0.36) - bottom)
        for text, px, colour, bold, y in texts:
            blit_text(surface, self.res, text, px, (lay.w / 2, y + shift), colour, "midtop",
                      bold, shadow=True)
        # the incoming player's hand, face down, as many cards as it holds (two fans of ten
        # stood there whatever the game: a play-tester); never a face, and only where it fits
        # over the button
        size = lay.small_size
        if bottom + shift + lay.px(10) + size[1] + lay.px(10) > self.b_show.rect.top:
            return
        n = self.held
        if n <= 0:
            return
        back = self.res.card_back(self.app.settings.card_back, size)
        shadow = self.res.card_shadow(size, lay.px(8))
        y = max(lay.h * 0.43, bottom + shift + lay.px(10))
        step = min(size[0] * 0.3, (lay.w * 0.8 - size[0]) / max(1, n - 1))
        x0 = lay.w / 2 - (size[0] + step * (n - 1)) / 2
        for i in range(n):
            x = x0 + i * step
            surface.blit(shadow, (x - lay.px(8) + 2, y - lay.px(8) + 4))
            surface.blit(back, (x, y))
