"""The "Rami!" call window of the Rami table: when it is open, for whom, the answers; the
question, a Rami! button per person who may call, Let it go (Nobody) and the time left, in a
box low over the meld area.

One window for every person at the screen who may call the discard (hot-seat): the engine
polls the seats one by one from the discarder's left, the window asks them all at once, each
with their own button (a play-tester's three people were asked one after the other, 8 s each,
up to 24 s when nobody called). A press counts the moment the window shows (no greyed start:
a click in its first second was lost), for that person, however far the engine's polling has
come: the people before them in the queue let the card go (they did not call first), a
computer among them answers as it would. The box's size is set once for the window, its
question on two lines at most inside it (a long name wrapped it and the box grew over the
caller's seat tag), and it stays under the seats' tags and over the player's own.
"""

from __future__ import annotations

import math

import pygame

from game.core.actions import Action, CallRami, DeclineCall
from game.core.errors import IllegalActionError
from game.core.phase import Phase
from game.ui import theme
from game.ui.card_words import pile_card_object
from game.ui.i18n import _
from game.ui.table.feed import feed_rect
from game.ui.widgets import blit_lines, blit_text, draw_panel, fit_lines, label_pad

CALL_SECONDS = 4.0
#: hot-seat: one window for everyone at the screen who may call; each must notice it first
HOTSEAT_CALL_SECONDS = 8.0
#: at most this many people may call one discard (six seats, the discarder excepted)
MAX_CALLERS = 5


class RamiCallWindow:
    """The call window (mixed into the Rami display, before the table's HUD)."""

    call_key: tuple | None = None
    call_callers: tuple[int, ...] = ()
    call_wanted: int | None = None     # the person who pressed Rami!, until the engine asks
    call_let_go = False                # Let it go / Nobody, or the time ran out

    # ----- when, and for whom --------------------------------------------------------------
    def _offer_key(self) -> tuple | None:
        """What tells one offer from the next: the hand, the discard and who made it."""
        s = self.state
        if self.phase != Phase.CALL or s.call_card is None:
            return None
        return (s.hand_no, s.restocks, s.stock_size, s.call_offender, s.call_card)

    def call_queue(self) -> list[int]:
        """The seats still to answer this offer, in the engine's order (from the
        discarder's left, the one asked now first)."""
        s = self.state
        if self.phase != Phase.CALL or s.call_offender is None or s.to_act is None:
            return []
        order = [(s.call_offender + k) % self.seats for k in range(1, self.seats)]
        return order[order.index(s.to_act):] if s.to_act in order else []

    def call_open(self) -> bool:
        """The window is shown: the engine offers the discard, a person at the screen may
        still call it, and nobody has answered for the window yet."""
        return (self.call_key is not None and self.call_key == self._offer_key()
                and not self.call_let_go and self.call_wanted is None
                and any(s in self.call_callers for s in self.call_queue()))

    def call_seconds(self) -> float:
        """How long a window stays open unanswered."""
        return HOTSEAT_CALL_SECONDS if self.session.hotseat else CALL_SECONDS

    @property
    def call_left(self) -> float:
        """Seconds left in the open "Rami!" window."""
        task = self._timed.get("call")
        return 0.0 if task is None else max(0.0, task.due - self.tasks.clock)

    def _open_call(self) -> None:
        """A new offer reaches a person: the window opens for every person still to answer
        it, its buttons live and its countdown running at once."""
        self.call_key = self._offer_key()
        self.call_callers = tuple(s for s in self.call_queue()
                                  if self.session.is_human(s))[:MAX_CALLERS]
        self.call_wanted, self.call_let_go = None, False
        self.windows_opened += 1
        self.app.play("knock", 0.5)
        # unanswered, the window lets the discard go (the autoplayer answers for its seat)
        if self.autoplayer is None or self.call_callers != (self.viewer,):
            self._later("call", self.call_seconds(), self._call_timed_out)
        self._refresh_buttons()

    def _call_timed_out(self) -> None:
        if self.call_open():
            self.call_let_go = True
            self._settle_call()

    # ----- the answers ---------------------------------------------------------------------
    def want_call(self, seat: int | None) -> bool:
        """`seat`'s person presses Rami!: theirs once the engine reaches them (at once when
        it asks them now)."""
        if not self.call_open() or seat not in self.call_callers or \
                seat not in self.call_queue():
            return False
        self.call_wanted = seat
        self._settle_call()
        return True

    def let_go(self) -> bool:
        """Let it go (hot-seat: Nobody): no person at the screen calls this discard."""
        if not self.call_open():
            return False
        self.call_let_go = True
        self._settle_call()
        return True

    def answer_call(self, call: bool) -> bool:
        """The answer of the person the engine asks now (the keyboard, a hint, the
        autoplayer): Rami! for them, or the discard let go."""
        return self.want_call(self.state.to_act) if call else self.let_go()

    def _settle_call(self) -> None:
        """Give the engine the answers the window holds, as far as the people it asks go:
        whoever pressed Rami! calls, the people before them let it go; after Let it go,
        everyone does. A computer's turn in the queue is the table's usual one."""
        for _guard in range(MAX_CALLERS + 1):
            seat = self.state.to_act
            if self.phase != Phase.CALL or seat is None or seat not in self.call_callers \
                    or self.call_key != self._offer_key():
                break
            if self.call_wanted is None and not self.call_let_go:
                break
            action: Action = CallRami() if self.call_wanted == seat else DeclineCall()
            try:
                self.session.apply(action)
            except IllegalActionError as exc:
                self.refuse(self.refusal_text(exc))
                self.call_wanted, self.call_let_go = None, True
                break
            if isinstance(action, CallRami):
                break
        if not self.call_open():
            self._cancel("call")
        self._refresh_buttons()
        self.dirty = True

    def _caller(self, i: int) -> int | None:
        return self.call_callers[i] if i < len(self.call_callers) else None

    def _refresh_call_buttons(self) -> None:
        """The window's buttons: a Rami! per person who may call (hot-seat: their name on
        it, keys 1 to 5 when there are several, else C), live while the engine has not
        passed them; Let it go (Nobody, for several)."""
        window = self.call_open()
        queue = self.call_queue()
        many = len(self.call_callers) > 1
        for i, b in enumerate(self.b_calls):
            seat = self._caller(i)
            b.visible = window and seat is not None
            b.enabled = b.visible and seat in queue
            b.text = self.names[seat] if self.session.hotseat and seat is not None \
                else _("Rami!")
            b.shortcut = pygame.K_1 + i if many else pygame.K_c
        self.b_decline.visible = self.b_decline.enabled = window
        # TRANSLATORS: the "Rami!" window's button when several people may call: none does
        self.b_decline.text = _("Nobody calls") if many else _("Let it go")

    # ----- the box -------------------------------------------------------------------------
    def call_question(self) -> str:
        card = pile_card_object(self.state.call_card)
        if self.session.hotseat:
            return _("Who calls Rami! on the {card_object}?").format(card_object=card)
        # one person at the screen: spoken to as the rest of the table speaks to them, with
        # no name (the name read as if one of several people were meant: a play-tester)
        return _("Call Rami! on the {card_object}?").format(card_object=card)

    def call_buttons(self) -> list:
        """The shown window's Rami! buttons, one per person who may call."""
        return [b for b in self.b_calls if b.visible]

    def _single_call(self) -> bool:
        """One person may call, against the computer: one big Rami!, Let it go under it."""
        return len(self.call_callers) <= 1 and not self.session.hotseat

    def _call_plan(self) -> tuple[pygame.Rect, int, int, float]:
        """The box, the buttons' columns and rows, and how far their height shrinks: as
        many side by side as hold the longest label whole at the size it is drawn, the
        fewest rows first; the box as high as they need, within the room it has: under the
        melds the called card would go onto, which stay in sight (at 200 % text the box
        covered the whole meld area, the melds a player needs to judge the call with: a
        play-tester), unless even a box of one row of buttons has no room there."""
        lay = self.layout
        panel = self.meld_panel()
        left = int(self.pile_rect().right + lay.px(8))
        _top, bottom = self._prompt_band()
        bottom = int(max(bottom, panel.bottom))
        info = self.info_rect()
        if info.bottom > panel.top and info.top < bottom:
            left = max(left, info.right + lay.px(8))
        right = int(panel.right)
        width = right - left
        count = max(1, len(self.call_callers))
        pad, gap = lay.px(12), lay.px(10)
        line = self.res.font(lay.font_body).get_linesize()
        bh = lay.button_size()[1]
        labels = [b.text for b in self.b_calls[:count]] + [self.b_decline.text]
        single = self._single_call()

        def plan(room: int, shrink: float, low: bool = False):
            """The first layout whose buttons keep `shrink` of their height in `room` (`low`:
            one person's Rami! and Let it go side by side first, the lowest box)."""
            asked, _px, _cut = fit_lines(self.res, self.call_question(), lay.font_body,
                                         width - 2 * pad, 2 * line, max_lines=2)
            said = len(asked) if low else 2     # the question's lines kept in the box
            fixed = 2 * pad + said * line + gap + lay.px(8) + 2 * gap
            choices = ([(2, 1.0), (1, 1.5)] if low else [(1, 1.5), (2, 1.0)]) if single \
                else [(c, 1.0) for c in range(count + 1, 0, -1)]
            for cols, big in choices:
                rows = math.ceil((count + 1) / cols)
                want = fixed + (rows + big - 1) * bh + (rows - 1) * gap
                scale = min(1.0, room / want)
                h = max(lay.px(24), int(bh * scale))
                cell = (width - 2 * pad - (cols - 1) * lay.px(12)) / cols
                font = self.res.font(max(13, int(max(13, int(h * 0.5)) * 0.72)))
                fits = all(font.size(t)[0] + 2 * label_pad(h) <= cell for t in labels)
                if (fits or cols == 1) and scale >= shrink:
                    self._call_lines = said
                    return cols, rows, scale, int(min(want, room))
            return None

        keep = self._call_melds_bottom()
        if keep is not None and keep > panel.top:
            best = plan(bottom - keep, 0.8) or (plan(bottom - keep, 0.8, low=True)
                                                if single else None)
            if best is not None:
                return pygame.Rect(left, bottom - best[3], width, best[3]), *best[:3]
        if keep is not None and keep > panel.top and single:
            # a small window at a large text size (800x600 / 200 %): hanging from under
            # those melds, over the player's own tags and hand (nothing to play there
            # while the window is open; hot-seat keeps the tags of the person asked in
            # sight), clear of the move feed
            floor = lay.h - lay.margin
            feed = feed_rect(self)
            low = max(left, feed.right + lay.px(8)) if feed.right > left else left
            width = right - low
            best = plan(floor - keep, 0.8, low=True)
            if best is not None:
                return pygame.Rect(low, keep, width, best[3]), *best[:3]
            width = right - left
        # no room under them at all: as high as the whole area
        self._call_lines = 2
        best = plan(bottom - int(panel.top), 0.0) or (1, count + 1, 0.5, bottom - int(panel.top))
        cols, rows, scale, height = best
        return pygame.Rect(left, bottom - height, width, height), cols, rows, scale

    def _call_melds_bottom(self) -> int | None:
        """Just under the outlines of the melds the called card would go onto (None when
        it goes onto none shown)."""
        lay = self.layout
        spots, _labels, _mw = self.meld_layout()
        boxes = [spots[i].box.inflate(lay.px(12), lay.px(12))
                 for i in self.call_targets() if 0 <= i < len(spots)]
        if not boxes:
            return None
        return int(max(b.bottom for b in boxes) + lay.px(6))

    def call_box(self) -> tuple[pygame.Rect, list[str], int]:
        """The window's box, its question's lines and their size. Between the piles (and a
        score panel beside it) and the side column, from just over the player's own tags up
        as high as its buttons need, never over the seats' tags above the meld area nor
        over the melds the card would go onto (one person in a small window: hanging from
        under those, see `_call_plan`); the question on two lines at most within it."""
        lay = self.layout
        box, _cols, _rows, scale = self._call_plan()
        line = self.res.font(lay.font_body).get_linesize()
        lines, px, _cut = fit_lines(self.res, self.call_question(), lay.font_body,
                                    box.width - 2 * lay.px(12),
                                    int(self._call_lines * line * scale),
                                    max_lines=2, min_scale=0.5)
        return box, lines, px

    def _place_call_buttons(self) -> None:
        """The Rami! buttons in a grid in the box under its question, Let it go last."""
        if not self.b_rami.visible:
            return
        lay = self.layout
        box, cols, rows, scale = self._call_plan()
        pad, gap, hgap = lay.px(12), int(lay.px(10) * scale), lay.px(12)
        line = self.res.font(lay.font_body).get_linesize()
        bh = max(lay.px(24), int(lay.button_size()[1] * scale))
        top = box.top + pad + int(self._call_lines * line * scale) + gap
        inner = box.width - 2 * pad
        if self._single_call() and cols == 2:   # a low box: Rami! and Let it go in a row
            cw = (inner - hgap) // 2
            self.b_rami.rect = pygame.Rect(box.left + pad, top, cw, bh)
            self.b_decline.rect = pygame.Rect(box.right - pad - cw, top, cw, bh)
            return
        if self._single_call():
            rw = min(inner, max(lay.button_size(1.4)[0], int(inner * 0.8)))
            self.b_rami.rect = pygame.Rect(0, top, rw, int(bh * 1.5))
            self.b_rami.rect.centerx = box.centerx
            dw = min(inner, lay.button_size(0.9)[0])
            self.b_decline.rect = pygame.Rect(0, self.b_rami.rect.bottom + gap, dw, bh)
            self.b_decline.rect.centerx = box.centerx
            return
        shown = self.call_buttons() + [self.b_decline]
        cw = (inner - (cols - 1) * hgap) // cols
        for i, b in enumerate(shown):
            r, c = divmod(i, cols)
            in_row = min(cols, len(shown) - r * cols)
            x0 = box.centerx - (in_row * cw + (in_row - 1) * hgap) // 2
            b.rect = pygame.Rect(x0 + c * (cw + hgap), top + r * (bh + gap), cw, bh)

    def _call_bar(self) -> pygame.Rect:
        """The countdown's bar: across the box's foot, its seconds at its right."""
        lay = self.layout
        box, _lines, _px = self.call_box()
        pad = lay.px(12)
        label = self.res.font(lay.font_small).size(self.call_seconds_text())[0]
        return pygame.Rect(box.left + pad, box.bottom - pad - lay.px(8),
                           box.width - 2 * pad - label - lay.px(8), lay.px(8))

    def _draw_call_window(self, surface: pygame.Surface) -> None:
        lay = self.layout
        spots, _labels, _mw = self.meld_layout()
        for i in self.call_targets():
            if 0 <= i < len(spots):
                draw_panel(surface, spots[i].box.inflate(lay.px(12), lay.px(12)), theme.LEGAL,
                           60, lay.radius + 6, theme.LEGAL, max(2, lay.px(3)))
        box, lines, px = self.call_box()
        draw_panel(surface, box, theme.PANEL, 225, lay.px(18), theme.GOLD, 2)
        qh = self.b_rami.rect.top - box.top - lay.px(8)
        blit_lines(surface, self.res, lines, px,
                   pygame.Rect(box.left + lay.px(12), box.top + lay.px(8),
                               box.width - 2 * lay.px(12), max(qh, 1)),
                   theme.TEXT, "center")
        frac = max(0.0, min(1.0, self.call_left / self.call_seconds()))
        bar = self._call_bar()
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
        return _("{seconds} s").format(seconds=f"{max(0.0, math.ceil(self.call_left)):.0f}")

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        """No prompt under an open call window: the window asks its question itself (the
        prompt's line showed on both sides of the box)."""
        if self.call_open():
            return
        super()._draw_prompt(surface)  # type: ignore[misc]


__all__ = ["CALL_SECONDS", "HOTSEAT_CALL_SECONDS", "MAX_CALLERS", "RamiCallWindow"]
