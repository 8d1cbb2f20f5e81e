"""The "Rami!" call window of the Rami table: when it is open, when it takes answers and for
whom, the answers; the question, the Rami! and Let-it-go buttons and the time left, in a box
over the meld area that holds its question whole."""

from __future__ import annotations

import pygame

from game.core.actions import Action, CallRami, DeclineCall
from game.core.errors import IllegalActionError
from game.core.phase import Phase
from game.ui import theme
from game.ui.card_words import pile_card_object
from game.ui.i18n import _
from game.ui.widgets import blit_lines, blit_text, draw_panel, fit_lines

CALL_SECONDS = 4.0
#: hot-seat: the window passes from person to person at one screen, each must notice their
#: name in it first (a play-tester's turn ran out while they read it)
HOTSEAT_CALL_SECONDS = 8.0
#: hot-seat: a window takes no answer this long after it opens (it may have just passed from
#: one player at the screen to the next, in the same place)
CALL_ARM_SECONDS = 0.75


class RamiCallWindow:
    """The call window (mixed into the Rami display, before the table's HUD)."""

    def call_open(self) -> bool:
        """The "Rami!" call is offered to a human seat in the shown state, window open."""
        seat = self.state.to_act
        return (self.phase == Phase.CALL and seat is not None and self.session.is_human(seat)
                and self.call_key == self.state_no)

    def call_seconds(self) -> float:
        """How long a window stays open unanswered."""
        return HOTSEAT_CALL_SECONDS if self.session.hotseat else CALL_SECONDS

    @property
    def call_left(self) -> float:
        """Seconds left in the open "Rami!" window."""
        task = self._timed.get("call")
        if task is None:   # not yet armed: the whole time is still to come
            return self.call_seconds() if self.call_open() and not self.call_armed else 0.0
        return max(0.0, task.due - self.tasks.clock)

    def _arm_call(self) -> None:
        """The window takes answers now, and its countdown starts."""
        self.call_armed = True
        if self.autoplayer is None or self.call_seat != self.viewer:
            # unanswered, the window closes by itself: the discard is let go
            self._later("call", self.call_seconds(),
                        lambda: self.answer_call(False, timed_out=True))
        self._refresh_buttons()

    def answer_call(self, call: bool, timed_out: bool = False) -> bool:
        """The human's answer in the "Rami!" window (False: let the discard go): only to the
        window shown, for the seat it was opened for, once it takes answers."""
        if not self.call_open() or self.call_seat != self.state.to_act or \
                not (self.call_armed or timed_out):
            return False
        action: Action = CallRami() if call else DeclineCall()
        try:
            self.session.apply(action)
        except IllegalActionError as exc:
            self.refuse(self.refusal_text(exc))
            return False
        self.call_key = None
        self.call_armed = False
        self._cancel("call")
        self._cancel("call-arm")
        self._refresh_buttons()
        self.dirty = True
        return True

    def call_question(self) -> str:
        seat = self.state.to_act
        who = self.names[seat] if seat is not None else ""
        return _("{name}: call Rami! on the {card_object}?").format(
            name=who, card_object=pile_card_object(self.state.call_card))

    def call_box(self) -> tuple[pygame.Rect, list[str], int]:
        """The window's box, its question's lines and their size: as wide as the question
        needs between the piles and the side column (it ran out of its box on both sides,
        "Ann : annoncer Rami ! sur cette carte : valet de trèfle ?"), on two lines at most,
        the box reaching up over them."""
        lay = self.layout
        b = self.b_rami.rect
        left = int(self.pile_rect().right + lay.px(8))
        right = int(lay.w - lay.margin - lay.side_panel_w - lay.px(8))
        pad = lay.px(16)
        base = b.inflate(lay.px(120), 0)
        text = self.call_question()
        want = self.res.font(lay.font_body).size(text)[0] + 2 * pad
        width = min(max(base.width, want), right - left)
        # over the Rami! button, under the seats' tags (smaller type before it reaches them)
        room = b.top - lay.px(24) - (self.meld_rect().top - lay.px(4))
        lines, px, cut = fit_lines(self.res, text, lay.font_body, width - 2 * pad,
                                   max(room, lay.font_small), max_lines=2, min_scale=0.6)
        if cut:     # a small meld area (800x600 / 200 %): whole, over the tags, never cut
            lines, px, _cut = fit_lines(self.res, text, lay.font_body, width - 2 * pad,
                                        max_lines=2, min_scale=0.6)
        height = self.res.font(px).get_linesize() * len(lines)
        top = b.top - lay.px(14) - height - lay.px(10)
        box = pygame.Rect(0, top, width, b.bottom + lay.px(97) - top)
        box.centerx = b.centerx
        box.clamp_ip(pygame.Rect(left, 0, right - left, lay.h))
        return box, lines, px

    def _draw_call_window(self, surface: pygame.Surface) -> None:
        lay = self.layout
        spots, _labels, _mw = self.meld_layout()
        for i in self.call_targets():
            if 0 <= i < len(spots):
                draw_panel(surface, spots[i].box.inflate(lay.px(12), lay.px(12)), theme.LEGAL,
                           60, lay.radius + 6, theme.LEGAL, max(2, lay.px(3)))
        b = self.b_rami.rect
        box, lines, px = self.call_box()
        draw_panel(surface, box, theme.PANEL, 225, lay.px(18), theme.GOLD, 2)
        blit_lines(surface, self.res, lines, px,
                   pygame.Rect(box.left, box.top + lay.px(10), box.width,
                               self.res.font(px).get_linesize() * len(lines)),
                   theme.TEXT, "center")
        frac = max(0.0, min(1.0, self.call_left / self.call_seconds()))
        bar = pygame.Rect(b.left, b.bottom + lay.px(12), b.width, lay.px(8))
        pygame.draw.rect(surface, theme.FELT_DARK, bar, border_radius=bar.height // 2)
        fill = bar.copy()
        fill.width = max(1, int(bar.width * frac))
        pygame.draw.rect(surface, theme.GOLD if frac > 0.3 else theme.RED, fill,
                         border_radius=bar.height // 2)
        blit_text(surface, self.res, self.call_seconds_text(), lay.font_small,
                  (bar.right + lay.px(8), bar.centery), theme.TEXT, "midleft")

    def call_seconds_text(self) -> str:
        """The seconds left to call, with their unit (a bare "3" beside the bar read as a
        count of something)."""
        # TRANSLATORS: the seconds left to call "Rami!", beside a draining bar ("3 s")
        return _("{seconds} s").format(seconds=f"{max(0.0, self.call_left):.0f}")

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        """No prompt under an open call window: the window asks its question itself (the
        prompt's line showed on both sides of the box)."""
        if self.call_open():
            return
        super()._draw_prompt(surface)  # type: ignore[misc]


__all__ = ["CALL_ARM_SECONDS", "CALL_SECONDS", "HOTSEAT_CALL_SECONDS", "RamiCallWindow"]
