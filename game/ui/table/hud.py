"""The table's heads-up display: banners, the refusal toast, speech bubbles, the prompt,
the label pills, and where the side panel's buttons go.

Messages that last a while are scheduled tasks (`game.ui.tasks`), not countdowns: showing one
schedules its end, showing another of the same kind reschedules it.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.core.phase import OVER_PHASES
from game.ui import theme, widgets
from game.ui.card_words import card_words
from game.ui.i18n import R_, _
from game.ui.table import navigation
from game.ui.table.banner import BannerMixin
from game.ui.table.fair_link import FairLinkMixin
from game.ui.table.feed import feed_rect
from game.ui.table.frame_memo import per_frame
from game.ui.table.names import name_rows
from game.ui.tasks import Task
from game.ui.widgets import Button, draw_panel, fit_lines
from game.variants.terms import terms_for


def toast_is_stale(table) -> bool:
    """Whether the shown toast is a refusal about a state that is no longer shown, or one
    that said "not before your turn" once the turn has come (`refuse(until_turn=True)`)."""
    return table.toast[1] == theme.ILLEGAL and (
        getattr(table, "_toast_state", table.state_no) != table.state_no
        or getattr(table, "_toast_until_turn", False) and bool(table.legal()))


class HudMixin(BannerMixin, FairLinkMixin):
    """Labels, buttons, prompts and banners (mixed into the table scene)."""

    toast: tuple[str, tuple[int, int, int]] | None
    banner: str | None
    bubbles: dict[int, str]
    acting_bubbles: set[int]      # seats whose bubble says what they are doing now
    _timed: dict[object, Task]

    def show_banner(self, text: str, seconds: float) -> None:
        """A large message over the table for a while (longer at slow animation speeds)."""
        self.banner = text
        self._later("banner", max(0.9, seconds * max(0.6, self.factor)), self._end_banner)

    def _end_banner(self) -> None:
        self.banner = None

    def refuse(self, message: str, until_turn: bool = False) -> None:
        """Show why an action was refused (and play the error sound); `until_turn`: it says
        to wait for the turn, and goes when the turn starts (the hint's "on your turn, once
        the cards have landed" stayed after the deal had landed: a play-tester)."""
        self.toast = (card_words(message), theme.ILLEGAL)
        self._toast_state = self.state_no     # a refusal speaks of this shown state only
        self._toast_until_turn = until_turn
        self._later("toast", 3.5, self.clear_toast)
        self.app.play("error", 0.6)

    def clear_toast(self) -> None:
        self.toast = None
        self._cancel("toast")
        self.dirty = True

    def say(self, seat: int, text: str, seconds: float, acting: bool = True) -> None:
        """A speech bubble under `seat`'s label ("Draws", "Thinking…") for `seconds`.
        `acting`: it says what the seat is doing now ("Discards"), so it is stale as soon as
        another seat speaks (at a fast speed the next seat draws within a second), and goes
        then; a bubble that says what happened ("Took the 7♥") stays its time."""
        self.hush_others(seat)
        self.bubbles[seat] = text
        if acting:
            self.acting_bubbles.add(seat)
        else:
            self.acting_bubbles.discard(seat)
        self._later(("bubble", seat), seconds, lambda: self.hush(seat))

    def hush_others(self, seat: int) -> None:
        """`seat` begins its turn: what the other seats were doing ("Discards") is over
        (it lingered under the last seat's label while the next one was already lit)."""
        for other in [s for s in self.acting_bubbles if s != seat]:
            self.hush(other)

    def hush_acting(self) -> None:
        """Take away every bubble of what a seat is doing: the player's own turn has begun,
        so whatever the others were doing ("Discards") is over (their card counts show)."""
        for seat in list(self.acting_bubbles):
            self.hush(seat)

    def hush(self, seat: int) -> None:
        """Take `seat`'s speech bubble away now."""
        self._cancel(("bubble", seat))
        self.acting_bubbles.discard(seat)
        if self.bubbles.pop(seat, None) is not None:
            self.dirty = True

    def _later(self, key: object, delay: float, fn: Callable[[], object]) -> None:
        """(Re)schedule the one timed task named `key`; the screen redraws when it runs."""
        self._cancel(key)

        def run() -> None:
            self._timed.pop(key, None)
            fn()
            self.dirty = True

        self._timed[key] = self.tasks.schedule(delay, run)
        self.dirty = True

    def _cancel(self, key: object) -> None:
        task = self._timed.pop(key, None)
        if task is not None:
            task.cancel()

    def _add_sort_and_menu_buttons(self, melds_key: int, melds_help: str) -> None:
        """The hand-sorting buttons and the Menu button, added last (the focus order)."""
        w = self.widgets
        self.b_rank = w.add(Button(_("By rank"), lambda: self.sort_hand("rank"), pygame.K_r,
                                   _("Sort your hand by rank"), name="rank"))
        self.b_suit = w.add(Button(_("By suit"), lambda: self.sort_hand("suit"), pygame.K_u,
                                   _("Sort your hand by suit"), name="suit"))
        self.b_melds = w.add(Button(_("By melds"), lambda: self.sort_hand("melds"), melds_key,
                                    melds_help, name="melds"))
        self.b_menu = w.add(Button(_("Menu"), self.open_pause, None,
                                   _("Pause: settings, rules, main menu"), name="menu",
                                   key_name="Esc"))

    def _place_buttons(self) -> None:
        lay = self.layout
        if lay.compact:
            self._place_buttons_compact()
            return
        cx = lay.w - lay.margin - lay.side_panel_w / 2
        bw, bh = lay.button_size(0.85)
        gap = lay.px(10)
        y = self._buttons_top()
        sh = max(24, int(bh * 0.78))
        sort_top = lay.h - lay.margin - 3 * sh - 2 * lay.px(6)
        shown = [b for b in self._action_buttons() if b.visible]
        room = sort_top - (sh + lay.px(6)) - lay.px(10) - y   # a row kept for Hint / Undo
        if shown and len(shown) * (bh + gap) > room:   # a large text size: start higher,
            highest = lay.margin + sh + lay.px(16)      # just under the Menu button
            room += max(0, y - highest)
            y = min(y, highest)
        if shown and len(shown) * (bh + gap) > room:   # ... and then a tighter column
            gap = max(3, lay.px(4))
            bh = max(22, min(bh, int((room - (len(shown) - 1) * gap) / len(shown))))
        for b in self._action_buttons():
            if not b.visible:
                b.rect = pygame.Rect(0, 0, 0, 0)
                continue
            b.rect = pygame.Rect(int(cx - bw / 2), int(y), bw, bh)
            y += bh + gap
        y = sort_top
        for b in (self.b_rank, self.b_suit, self.b_melds):
            b.rect = pygame.Rect(int(cx - bw / 2), int(y), bw, sh)
            y += sh + lay.px(6)
        mw = max(70, lay.px(110))
        self.b_menu.rect = pygame.Rect(lay.w - lay.margin - mw, lay.margin, mw, sh)

    def _place_buttons_compact(self) -> None:
        """The compact layout's column: Menu at the top, the action buttons under it, a row
        kept for Hint / Undo, the sort buttons at the bottom (two to a row, then three, when
        the column would run out of the window); every button one small line high, its
        text never under the small font's 90 %."""
        lay = self.layout
        right = lay.w - lay.margin
        bw = lay.side_panel_w - lay.px(8)
        left = right - bw
        sh = max(24, int(lay.font_small * 1.8))
        gap = max(3, lay.px(4))
        mw = max(70, lay.px(110))
        self.b_menu.rect = pygame.Rect(right - mw, lay.margin, mw, sh)
        top = lay.margin + sh + lay.px(10)
        shown = [b for b in self._action_buttons() if b.visible]
        sorts = (self.b_rank, self.b_suit, self.b_melds)

        def bottom_of(rows: int) -> int:
            return top + (len(shown) + 1 + rows) * (sh + gap) - gap   # +1: Hint / Undo

        rows = next((r for r in (3, 2, 1) if bottom_of(r) <= lay.h - lay.margin), 1)
        y = top
        for b in self._action_buttons():
            if not b.visible:
                b.rect = pygame.Rect(0, 0, 0, 0)
                continue
            b.rect = pygame.Rect(left, y, bw, sh)
            y += sh + gap
        per_row = -(-len(sorts) // rows)
        y = lay.h - lay.margin - rows * (sh + gap) + gap
        for i, b in enumerate(sorts):
            r, c = divmod(i, per_row)
            in_row = min(per_row, len(sorts) - r * per_row)
            w = (bw - gap * (in_row - 1)) // in_row
            b.rect = pygame.Rect(left + c * (w + gap), y + r * (sh + gap), w, sh)

    def _place_buttons_if_changed(self) -> None:
        """Lay the buttons out again only when one was shown, hidden, enabled or relabelled."""
        state = tuple((b.enabled, b.visible, b.text) for b in self.widgets.widgets)
        focus = self.widgets.focus
        if focus is not None and not focus.active:    # greyed or hidden once used (Meld,
            self.widgets.set_focus(None)               # after the meld): no ring left on it
        if state != self._button_state:
            self._button_state = state
            self._place_buttons()
            self.dirty = True

    # ----- drawing ----------------------------------------------------------------------
    def prompt(self) -> str:
        """What to do now; while cards are still moving, the last settled prompt stays."""
        if self.queue or self.hold > 0:
            if getattr(self, "_last_mine", False):
                return ""    # the viewer has acted: their instruction ("Choose the card…") is void
            if getattr(self, "new_deal", False):
                return _("Dealing…")   # the next hand: the last one's "The hand is over" is void
            if self.phase in OVER_PHASES:
                return self.hand_over_words()   # not "Computer is playing…" at the showdown
            return getattr(self, "_last_prompt", "")
        self.new_deal = False
        self._last_prompt = self._prompt_now()
        self._last_mine = self.my_turn
        return self._last_prompt

    def hand_over_words(self) -> str:
        """"The hand is over", in the family's words (French Rami: *le coup*)."""
        return R_("The hand is over", terms_for(self.session.rules).rami)

    def _prompt_now(self) -> str:
        """The prompt for the shown state: the family words the viewer's own turn."""
        seat = self.state.to_act
        if self.phase in OVER_PHASES:
            return self.hand_over_words()
        if seat is None:
            return _("Dealing…")
        special = self.prompt_for_anyone(seat)
        if special:
            return special
        if not self.my_turn:
            if self.session.is_human(seat):
                return _("Turn: {name}").format(name=self.names[seat])
            return self.prompt_for_computer(seat)
        return self.prompt_for_viewer()

    def prompt_for_anyone(self, seat: int) -> str | None:
        """A prompt that stands whoever is to act (a family's open window), or None."""
        return None

    def prompt_for_computer(self, seat: int) -> str:
        return _("{name} is playing…").format(name=self.names[seat])

    def prompt_for_viewer(self) -> str:
        raise NotImplementedError

    def _pill(self, surface, text: str, pos, active: bool, anchor: str = "midtop",
              colour=theme.TEXT, max_width: int | None = None,
              px: int | None = None, pad: int | None = None, three: bool = False) -> pygame.Rect:
        """A name tag. Wider than `max_width`, it takes two lines, broken between its
        " · " parts (a seat's slot at six players is narrow), or (`three`) three, its name
        wrapped; returns its rect. `pad`: its text's room on both sides together (a crowded
        table's seats keep less)."""
        lay = self.layout
        px = px or lay.font_small
        ink = theme.TEXT_DARK if active else colour
        pad_x = lay.px(20) if pad is None else pad
        rows = [text]
        if max_width is not None and self.res.font(px).size(text)[0] + pad_x > max_width:
            rows, px = self._pill_rows(text, px, max_width - pad_x, three=three)
        return self._draw_pill(surface, rows, px, pos, anchor, ink, active, pad_x)

    def _draw_pill(self, surface, rows: list[str], px: int, pos, anchor: str, ink,
                   active: bool, pad_x: int, clamp: bool = True) -> pygame.Rect:
        """A tag's pill around `rows` of text at `px`, centred, its `anchor` at `pos` (kept
        in the window if `clamp`), gold when `active`; returns its rect."""
        lay = self.layout
        pad_y = lay.px(8)
        surfs = [self.res.text(row, px, ink) for row in rows]
        step = self.res.font(px).get_linesize()
        rect = pygame.Rect(0, 0, max(sf.get_width() for sf in surfs) + pad_x,
                           step * (len(rows) - 1) + surfs[0].get_height() + pad_y)
        setattr(rect, anchor, (int(pos[0]), int(pos[1])))
        if clamp:
            rect.clamp_ip(surface.get_rect())
        radius = min(rect.height // 2, lay.px(14))
        if active:
            draw_panel(surface, rect.inflate(lay.px(6), lay.px(6)), theme.GOLD, 90, radius + 3)
            pygame.draw.rect(surface, theme.GOLD, rect, border_radius=radius)
        else:
            draw_panel(surface, rect, theme.PANEL, 170, radius)
        y = rect.top + pad_y // 2
        for sf in surfs:
            surface.blit(sf, sf.get_rect(midtop=(rect.centerx, y)))
            y += step
        return rect

    def _pill_rows(self, text: str, px: int, width: int,
                   three: bool = False) -> tuple[list[str], int]:
        """`text` on two lines within `width`: the most " · " parts that fit on the first,
        the rest on the second; else (`three`) on three, its first part (a seat's long name)
        wrapped onto two lines between its words over the rest, or its three parts a line
        each (a crowded Rami table plans its band for that: `RamiSeats`); else the parts on two lines a little smaller (a
        word wrap would tear "2" from "cards"); else the words wrapped, then shrunk."""
        parts = text.split(" · ")
        font = self.res.font(px)
        split = self._part_rows(parts, font, width)
        if split:
            return split, px
        if three and len(parts) > 1:
            rows = name_rows(font, parts[0]) + [" · ".join(parts[1:])]
            if len(rows) == 3 and all(font.size(row)[0] <= width for row in rows):
                return rows, px
            # ... or its three parts a line each ("Władysław Wąsow" / "3 karty" /
            # "bilans +0": the count and the balance together were too wide)
            if len(parts) == 3 and all(font.size(part)[0] <= width for part in parts):
                return parts, px
        smaller = self._smaller_part_rows(parts, px, width)
        if smaller is not None:
            return smaller
        rows, size, _cut = fit_lines(self.res, text, px, width, max_lines=2, min_scale=0.75)
        return rows, size

    def _smaller_part_rows(self, parts: list[str], px: int,
                           width: int) -> tuple[list[str], int] | None:
        """The " · " parts on two lines within `width` a little smaller than `px` (down to
        85 %), and that size; None if no split fits even then."""
        for size in range(px - 1, int(px * 0.85) - 1, -1):
            split = self._part_rows(parts, self.res.font(size), width)
            if split:
                return split, size
        return None

    @staticmethod
    def _part_rows(parts: list[str], font, width: int) -> list[str]:
        """The " · " parts on two lines within `width` in `font`, the most on the first;
        empty if no split fits."""
        for k in range(len(parts) - 1, 0, -1):
            first, second = " · ".join(parts[:k]), " · ".join(parts[k:])
            if font.size(first)[0] <= width and font.size(second)[0] <= width:
                return [first, second]
        return []

    #: a family may show its banner on the prompt's line instead of over the table
    banner_in_prompt = False

    @property
    def compact_rows(self) -> bool:
        """Whether the table takes the compact layout's rows (the stock's count on it,
        the prompt on its own row over the player's tags): Gin's, on a small canvas."""
        return self.layout.compact and self.rows_can_compact

    #: a family whose middle band has the piles in the centre (Gin) can take compact rows
    rows_can_compact = False

    @per_frame
    def _prompt_center(self) -> tuple[float, float]:
        lay = self.layout
        cx, cy = lay.prompt_center if self.compact_rows else (
            lay.hand_center_x, lay.hand_area.top - lay.px(34))
        hand_top = self.hand_top()
        if hand_top is not None and not self.compact_rows:
            cy = self.prompt_y_above(hand_top)
        return cx, cy

    def hand_top(self) -> float | None:
        """The top of the player's hand as it lies (None without one): during the deal, the
        whole hand's ("Dealing…" jumped 35 px at the first card, then shook a pixel or two
        at every card as the row's arc grew)."""
        extent = self.hand_extent()
        return None if extent is None else extent[2]

    def prompt_y_above(self, hand_top: float) -> float:
        """The prompt line's centre over a hand whose cards' tops are at `hand_top` (the
        player's tags lie between)."""
        lay = self.layout
        return hand_top - lay.px(30) - lay.font_small - lay.font_body * 0.7

    def prompt_line_height(self) -> int:
        """The prompt's one-line box height: its text and padding."""
        return self.res.font(self.layout.font_body).get_height() + self.layout.px(12)

    def _prompt_band(self) -> tuple[float, float]:
        """The free band of the prompt's line: below the stock's label, above the hand's."""
        lay = self.layout
        if self.compact_rows:   # the stock's count lies on it: the prompt's own row
            return (max(self.stock_rect().bottom + lay.px(4), lay.prompt_top - lay.px(6)),
                    lay.prompt_top + lay.prompt_h + lay.px(4))
        top = self.stock_rect().bottom + lay.px(10) + lay.font_small * 1.25
        hand_top = self.hand_top()
        hand_top = lay.hand_area.top if hand_top is None else hand_top
        bottom = hand_top - lay.px(12) - lay.font_small - lay.px(10)
        return top, bottom

    def _below_stock_label(self, box: pygame.Rect) -> None:
        """Move the prompt's (or refusal's) box down, within its band, off the stock's label
        above it (a larger text size makes both taller)."""
        sr = self.stock_rect()
        if box.right <= sr.left or box.left >= sr.right:
            return
        top, bottom = self._prompt_band()
        if box.top < top:
            box.top = int(min(top, max(box.top, bottom - box.height)))

    def feed_clear(self, box: pygame.Rect) -> bool:
        """Whether a box centred on the prompt's line stays clear of the move feed."""
        panel = getattr(self, "feed_panel", None)
        if panel is None:
            return True
        cx = self._prompt_center()[0]
        return cx - box.width / 2 > panel.right

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        """The prompt's line: a refusal while it shows (it answers what the player just did;
        the prompt comes back with it gone), else the go-out banner or the prompt."""
        lay = self.layout
        text = self.prompt()
        cx, cy = self._prompt_center()
        if self.toast is not None and toast_is_stale(self):
            self.clear_toast()   # "Wait for your turn" must not linger into the next state
        if self.toast is not None:
            self._draw_toast(surface, (cx, cy))
            return
        if self.banner_in_prompt and self.banner is not None:
            self._draw_banner_in_band(surface)
            text = ""
        if text:
            surfs, box, step = self.prompt_box(text)
            radius = (box.height - lay.px(12) if len(surfs) == 1 else step) // 2 + lay.px(6)
            # the edge says "your turn" with the words, not before them (it came half a
            # second early, round "Bob is playing…" while Bob's pass was still shown)
            mine = self.my_turn and self.shown_to_act == self.viewer
            draw_panel(surface, box, theme.PANEL, 180, radius,
                       theme.GOLD_DARK if mine else None, 1)
            self._blit_rows(surface, surfs, box, step)

    @per_frame
    def prompt_box(self, text: str) -> tuple[list[pygame.Surface], pygame.Rect, int]:
        """The prompt `text` as drawn: its rows, its box and the rows' step (compact: two
        lines where its band has room, three for Rami's beside the piles)."""
        lay = self.layout
        room = self.prompt_room()
        return self._prompt_box(text, lay.font_body, self.prompt_lines(room) if lay.compact
                                else 1, room if lay.compact else None,
                                self._prompt_min_scale(), shorter=getattr(text, "shorter", None))

    def prompt_room(self) -> float:
        """The height a prompt's rows may take in its band (inside its box's padding)."""
        top, bottom = self._prompt_band()
        return bottom - top - self.layout.px(12)

    def _prompt_box(self, text: str, px: int, max_lines: int, height: float | None,
                    min_scale: float, wrap_first: bool = False, least_left: int = 0,
                    shorter: str | None = None) -> tuple[list[pygame.Surface], pygame.Rect, int]:
        """`text` in the prompt's place (the prompt, or the coach's line): its rows, their box
        within the prompt's span and band, below the stock's label, and the rows' step.
        `wrap_first` (the coach's line): whole at `px` on up to `max_lines` even rows where
        they fit, before any shrinking."""
        lay = self.layout
        cx, cy = self._prompt_center()
        left, right = self._prompt_bounds()
        left = max(left, least_left)    # (`least_left`: a tall hint clear of the tags)
        pad = lay.px(14)
        width = right - left - 2 * pad
        while shorter is not None and widgets.fit_lines(   # (measured here, not drawn)
                self.res, text, px, width, height, max_lines=max_lines, min_scale=min_scale)[2]:
            text, shorter = shorter, getattr(shorter, "shorter", None)   # the words that fit
        rows, size, cut = fit_lines(self.res, text, px, width, height, max_lines=max_lines,
                                    min_scale=1.0 if wrap_first else min_scale)
        if cut and wrap_first:     # not whole at its size: smaller, as any prompt
            rows, size, cut = fit_lines(self.res, text, px, width, height,
                                        max_lines=max_lines, min_scale=min_scale)
        if wrap_first and len(rows) == 2 and not cut:   # even: no "59 → 29" alone on a line
            rows = self.res.wrap_balanced(text, size, width)
        surfs = [self.res.text(row, size, theme.TEXT) for row in rows]
        step = self.res.font(size).get_linesize()
        rect = pygame.Rect(0, 0, max(sf.get_width() for sf in surfs),
                           step * (len(rows) - 1) + surfs[0].get_height())
        rect.center = (int(cx), int(cy))
        box = rect.inflate(2 * pad, lay.px(12))
        if len(rows) > 1:       # within its band
            top, bottom = self._prompt_band()
            box.centery = int(min(max(box.centery, top + box.height / 2),
                                  bottom - box.height / 2))
        box.clamp_ip(pygame.Rect(left, 0, right - left, lay.h))
        self._below_stock_label(box)
        return surfs, box, step

    @staticmethod
    def _blit_rows(surface: pygame.Surface, surfs: list[pygame.Surface], box: pygame.Rect,
                   step: int) -> None:
        """Rows centred in `box`, `step` apart."""
        top = box.centery - (step * (len(surfs) - 1) + surfs[0].get_height()) // 2
        for i, sf in enumerate(surfs):
            surface.blit(sf, sf.get_rect(midtop=(box.centerx, top + i * step)))

    def prompt_lines(self, room: float) -> int:
        """The compact prompt's most lines in a band `room` high: as many small lines as it
        holds, two to three."""
        small_line = self.res.font(self.layout.font_small).get_linesize()
        return max(2, min(3, int(room // small_line)))

    def _prompt_min_scale(self) -> float:
        """How far the prompt's line may shrink to fit: to 70 %; in the compact layout never
        under the small font, unless a tall score panel narrows its row (long names, 003)."""
        lay = self.layout
        if not self.compact_rows:
            return 0.7
        info = self.info_rect() if hasattr(self, "info_rect") else None
        if info is not None and info.bottom > lay.prompt_top:
            return 0.7         # the score panel narrows the row: smaller before it is cut
        return min(1.0, max(0.7, lay.font_small / lay.font_body))

    def _prompt_bounds(self) -> tuple[int, int]:
        """The span the prompt's line may use: right of the move feed where the feed's column
        reaches down to it, left of the side panel's buttons."""
        lay = self.layout
        left = lay.margin
        area = feed_rect(self)
        cy = self._prompt_center()[1]
        if area.width > 0 and area.height > 0 and \
                area.top - lay.px(6) <= cy <= area.bottom + lay.px(6):
            left = area.right + lay.px(12)
        # piles on the left (Rami) whose labels reach down to the line: keep right of them
        sr, pr = self.stock_rect(), self.pile_rect()
        piles_right = max(sr.right, pr.right)
        labels_bottom = max(sr.bottom, pr.bottom) + lay.px(8) + lay.font_small * 1.3
        if self.compact_rows:   # the prompt's row is its own; only a tall score panel reaches it
            info = self.info_rect() if hasattr(self, "info_rect") else None
            if info is not None and info.bottom > lay.prompt_top:
                left = max(left, info.right + lay.px(12))
        elif piles_right < self._prompt_center()[0] and cy - lay.font_body < labels_bottom:
            left = max(left, int(piles_right + lay.px(12)))
        right = lay.w - lay.margin - lay.side_panel_w - lay.px(6)
        return left, max(left + lay.px(120), right)

    def _draw_toast(self, surface: pygame.Surface, center: tuple[float, float]) -> None:
        """The refusal, in red on the prompt's line, shrunk (never cut) to the window."""
        lay = self.layout
        msg, colour = self.toast
        left, right = self._prompt_bounds()
        band = self._prompt_band()       # more than one line (a family may ask): its band
        room = band[1] - band[0] - lay.px(14) if lay.compact else None
        rows, px, _cut = fit_lines(self.res, msg, lay.font_body, right - left - lay.px(28),
                                   room, max_lines=self.toast_lines(),
                                   min_scale=self._prompt_min_scale())
        surfs = [self.res.text(row, px, (255, 255, 255)) for row in rows]
        step = self.res.font(px).get_linesize()
        rect = pygame.Rect(0, 0, max(sf.get_width() for sf in surfs),
                           step * (len(rows) - 1) + surfs[0].get_height())
        rect.center = (int(center[0]), int(center[1]))
        box = rect.inflate(lay.px(28), lay.px(14))
        if len(rows) > 1:       # within its band
            box.centery = int(min(max(box.centery, band[0] + box.height / 2),
                                  band[1] - box.height / 2))
        box.clamp_ip(pygame.Rect(left, 0, right - left, surface.get_height()))
        self._below_stock_label(box)
        rect.center = box.center
        radius = box.height // 2 if len(rows) == 1 else step // 2 + lay.px(6)
        draw_panel(surface, box, (140, 36, 30), 230, radius, colour, 2)
        for i, sf in enumerate(surfs):
            surface.blit(sf, sf.get_rect(midtop=(rect.centerx, rect.top + i * step)))

    def toast_lines(self) -> int:
        """The refusal's most lines: one (it answers what the player just did); in the
        compact layout as many as the prompt ("Nothing to take back: a card from the stock
        or the other player's move cannot be…" was cut at 1280x720 / 150 %: a play-tester)."""
        if self.layout.compact:
            return self.prompt_lines(self.prompt_room())
        return 1

    def _draw_banner(self, surface: pygame.Surface) -> None:
        if self.banner is None or self.banner_in_prompt:
            return
        lay = self.layout
        text = self.banner
        surf = self.res.text_shadowed(text, lay.font_large, theme.GOLD, bold=True)
        rect = surf.get_rect(center=self._banner_center())
        box = rect.inflate(lay.px(40), lay.px(18))
        draw_panel(surface, box, theme.PANEL, 215, box.height // 2, theme.GOLD, 2)
        surface.blit(surf, rect)

    def open_pause(self) -> None:
        navigation.open_pause(self)

    def _buttons_top(self) -> float:
        """Where the side panel's stack of action buttons starts."""
        return self.layout.pile_y - self.layout.px(10)
