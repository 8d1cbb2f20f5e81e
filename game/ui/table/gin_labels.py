"""What the gin-family table says in words: the seats' name tags with their roles (and the
deadwood of a hand shown face up), the player's own tags and live deadwood pill, the status
bubbles beside the tags, the top-left panel (variant, hand, scores, knock limit, deal
commitment) and where the showdown banner stands. Mixed into `GinDisplay`, which places the
cards these words keep clear of.
"""

from __future__ import annotations

import pygame

from game.ui import i18n, table_words, theme
from game.ui.i18n import _
from game.ui.table.feed import row_count
from game.ui.table.info_wrap import wrap_parts
from game.ui.widgets import blit_text, draw_panel, fit_lines
from game.variants import find_variant

#: the score panel's text may shrink this far in the compact layout (`_fit_info_px`)
INFO_MIN_SCALE = 0.8


class GinLabels:
    """The gin-family table's tags, bubbles, info panel and banner place."""

    def _seat_label(self, seat: int) -> str:
        name = self.names[seat]
        role = ""
        roles = self._roles()
        if seat < len(roles) and roles[seat]:
            role = {"dealer": table_words.dealer_tag(name), "box": _("box"), "captain": _("captain"),
                    "advisor": _("advisor, sits out")}.get(roles[seat], roles[seat])
        return f"{name} · {role}" if role else name

    def _pill_rows(self, text: str, px: int, width: int,
                   three: bool = False) -> tuple[list[str], int]:
        """A tag too wide for `width`: on two lines (its " · " parts split, else its words
        wrapped), and on three smaller ones in the same height where two would have to cut
        it: a narrow slot of three players at 200 % holds "Ordinateur / expert 1 · /
        capitaine" whole, not "Ordinateur expert 1 ·…" (issue 16). (`three`, the Rami
        tags' name wrapped over its role, is what this does for every Gin tag anyway.)"""
        font = self.res.font(px)
        parts = text.split(" · ")
        split = self._part_rows(parts, font, width)
        if split:
            return split, px
        # two lines as high as the tag may be, three smaller ones within that height
        step = font.get_linesize()
        rows, size, _cut = fit_lines(self.res, text, px, width, height=2 * step,
                                     max_lines=3, min_scale=0.65)
        return rows, size

    def _tag_clear_of_info(self, label: str, cx: float) -> tuple[float, int | None]:
        """The one opponent's tag, wider than their cards ("Computer · dealer · deadwood 2"
        at a showdown), moved right off the score panel, short of the button column, and
        on two lines (max width) when the room between them is narrower."""
        lay = self.layout
        left = self.info_rect().right + lay.px(8)
        right = lay.w - lay.margin - lay.side_panel_w - lay.px(8)
        half = (self.res.font(lay.font_small).size(label)[0] + lay.px(20)) / 2
        if cx - half >= left:
            return cx, None
        if 2 * half > right - left:
            return (left + right) / 2, int(right - left)
        return min(left + half, right - half), None

    def _bubble_spot(self, surface: pygame.Surface, text: str, tag: pygame.Rect,
                     others: list[pygame.Rect]) -> tuple[tuple[int, int], str] | None:
        """Where a seat's status ("Draws", "Took the …") goes: on its name tag's line, right
        of it, else left of it; None when neither side has room (the move feed and the
        face-up pickup say it anyway)."""
        lay = self.layout
        w = self.res.text(text, lay.font_small).get_width()
        h = self.res.font(lay.font_small).get_height()
        gap = lay.px(12)
        blocked = [r.inflate(lay.px(8), 0) for r in others]
        if lay.beside:            # the rows' cards lie left of the tags
            blocked += [pygame.Rect(c.target) for cards in self.others.values() for c in cards]
            blocked += [pygame.Rect(c.target) for m in self.melds for c in m]
            blocked += [pygame.Rect(c.target) for c in self.knock_dead]
        blocked += [b.rect for b in self.widgets.widgets if getattr(b, "visible", False)]
        blocked.append(self.info_rect())
        for x, anchor in ((tag.right + gap, "midleft"), (tag.left - gap, "midright")):
            box = pygame.Rect(0, 0, w, h)
            setattr(box, anchor, (x, tag.centery))
            inside = lay.margin // 2 <= box.left and box.right <= lay.w - lay.margin // 2
            if inside and box.collidelist(blocked) < 0:
                return (x, tag.centery), anchor
        return None

    def _draw_labels(self, surface: pygame.Surface) -> None:
        lay = self.layout
        to_act = self.shown_to_act
        places = self.seat_places()
        tags: dict[int, pygame.Rect] = {}
        talking: list[int] = []
        for seat, place in places.items():
            sprites = list(self.others.get(seat, []))
            shown = self.shown_deadwood(seat)
            advisor = self._roles()[seat:seat + 1] == ("advisor",)
            if self.narrow_slots() and advisor:
                continue          # its empty chair says who sits out
            if seat == self.knocker and self.melds_in_empty_row():
                tags[seat] = (self.knocker_plate_tag(surface, seat) if lay.beside
                              else self._knocker_tag_in_row(surface, seat))
                continue          # with its melds, not on its own row, empty now
            if seat == self.knocker and not self.melds_in_empty_row():
                sprites += [c for m in self.melds for c in m] + list(self.knock_dead)
            if seat == self.middle_seat():     # its cards in the middle: at the band's top
                bottom = lay.margin - lay.px(8)
            elif sprites:
                bottom = max(s.target.bottom for s in sprites)   # where they land: no jump mid-flight
            else:
                bottom = place.center[1] + lay.small_size[1] / 2
            label = self.seat_tag_text(seat, len(sprites))
            narrow = self.compact_rows and self.seats > 2 and not lay.beside   # a slot each
            if lay.beside:        # on its row, right of its cards (none: in the middle)
                row = [] if seat == self.middle_seat() else sprites
                tags[seat] = self._beside_tag(surface, seat, label, row, place,
                                              shown is not None)
                if self.bubbles.get(seat) and shown is None:
                    talking.append(seat)
                continue
            # a slot of the narrow band, or the advisor's room between pile and buttons
            width = int(place.width - lay.px(8)) if (narrow or advisor) and place.width \
                else None
            cx = place.center[0]
            if self.compact_rows and not narrow:    # a long tag clear of the score panel
                cx, width = self._tag_clear_of_info(label, cx)
            tags[seat] = self._pill(surface, label, (cx, bottom + lay.px(8)),
                                    seat == to_act, max_width=width)
            if self.bubbles.get(seat) and shown is None:   # a face-up hand's label says it all
                talking.append(seat)
        said: list[pygame.Rect] = []      # bubbles already placed: the next keeps off them
        for seat in talking:
            spot = self._bubble_spot(surface, self.bubbles[seat], tags[seat],
                                     [r for s, r in tags.items() if s != seat] + said)
            if spot is not None:
                said.append(blit_text(surface, self.res, self.bubbles[seat], lay.font_small,
                                      spot[0], theme.HIGHLIGHT, spot[1], shadow=True))
        row = self.tag_row()
        if self.viewer is not None and row:
            text = self.deadwood_text()
            after = None
            if len(self.hand) > self.rules.hand_size and self.phase in (
                    "discard", "opening"):
                # the card just taken from the pile may not go back: the lowest of the
                # discards allowed (31 by throwing the card just taken stood beside a hint's
                # 33 that could not throw it)
                taken = self.state.taken_card
                key = (tuple(sorted(s.card.index for s in self.hand)), taken)
                if self._best_cache[0] != key:
                    after = self.solver.deadwood_after_each_discard([s.card for s in self.hand])
                    self._best_cache = (key, min((n for c, n in after.items() if c != taken),
                                                 default=min(after.values())))
                after = _("as low as {n} after a discard").format(n=self._best_cache[1])
            you = self._seat_label(self.viewer)
            left, _right, row_top = self.own_row_extent(row)
            if lay.beside:        # their column, left of the hand
                self.draw_plate(surface, you, text, min(s.target.y for s in row), after)
                return
            if self.compact_rows:    # over a selected card's whole lift (`own_tags_gap`)
                top = row_top - lay.own_tags_gap
                self._own_tags_compact(surface, you, text, after, left, top)
                return
            # the roomy layout has the height: its tags stand over a selected card's lift
            # (it went under "Deadwood" at 1280x720), not moving when one is selected; the
            # deadwood after the best discard joins the pill where it keeps off the prompt
            if after is not None and not self.pill_reaches_prompt(you, text + "  ·  " + after):
                text += "  ·  " + after
            tag_rect, pill_rect = self.roomy_tag_rects(you, text, row)
            tag = self._pill(surface, you, tag_rect.bottomleft, to_act == self.viewer,
                             anchor="bottomleft")
            self._own_tag_rects = [tag]
            if not self.dealing:   # a part-dealt hand's deadwood means nothing (8, 11, 21…)
                self._own_tag_rects.append(self._pill(surface, text, pill_rect.bottomleft,
                                                      False, anchor="bottomleft",
                                                      colour=theme.GOLD))

    def deadwood_text(self) -> str:
        """The player's own deadwood, live ("Deadwood 36"): what is left beside their melds
        once they knocked."""
        if self.melds_in_hand_row():
            dw = self.solver.total([s.card for s in self.hand])
        else:
            arr = self.hand_arrangement()
            dw = arr.deadwood if arr else 0
        return _("Deadwood {n}").format(n=dw)

    def _knocker_tag_in_row(self, surface: pygame.Surface, seat: int) -> pygame.Rect:
        """The knocker's tag over its melds in the (sitting-out) viewer's hand row: where
        the player's own tags would be (a wide window's: `knocker_plate_tag`)."""
        lay = self.layout
        label = self.seat_tag_text(seat, 0)
        cards = [c for m in self.melds for c in m] + list(self.knock_dead)
        top = min((c.target.y for c in cards), default=lay.hand_area.top)
        left = max(lay.margin, min((c.target.x for c in cards), default=lay.margin))
        right = lay.w - lay.margin - lay.side_panel_w - lay.px(6)
        return self._pill(surface, label, (left, top - lay.own_tags_gap),
                          seat == self.shown_to_act, anchor="bottomleft",
                          max_width=int(right - left))

    def seat_tag_text(self, seat: int, count: int) -> str:
        """A seat's name tag: its name and role; its deadwood while its hand lies face up;
        with three players its count of cards once dealt, where its fan is not tight enough
        to show it (the compact layout's)."""
        lay = self.layout
        label = self._seat_label(seat)
        narrow = self.compact_rows and self.seats > 2 and not lay.beside   # a slot each
        shown = self.shown_deadwood(seat)
        if shown is not None:
            label = self.names[seat] if narrow or lay.beside else label
            label += " · " + _("deadwood {n}").format(n=shown)
        elif count and self.seats > 2 and self._roles()[seat:seat + 1] != ("advisor",) \
                and not narrow and not lay.beside:    # compact: the fan shows how many
            # (none before the deal: "Ann · box · 0 cards" stood over the roles' intro)
            label += " · " + table_words.cards(count)
        return label

    def _beside_tag(self, surface: pygame.Surface, seat: int, label: str, sprites: list,
                    place, showdown: bool) -> pygame.Rect:
        """A seat's name tag on its row (`Layout.beside`): right of its cards, on the row's
        middle line, in as many lines as the row's height holds (a showdown's tag beside a
        spread hand is narrow), a little smaller only if it must."""
        lay = self.layout
        x = max((s.target.right for s in sprites), default=place.label_pos[0] - lay.px(12))
        x += lay.px(12)
        room = int(self.beside_region()[1] - x)
        pad_x, pad_y = lay.px(20), lay.px(8)
        lines, px, _cut = fit_lines(self.res, label, lay.font_small, room - pad_x,
                                    height=lay.seat_row_h - pad_y, max_lines=3,
                                    min_scale=0.75)
        active = seat == self.shown_to_act
        ink = theme.TEXT_DARK if active else theme.TEXT
        return self._draw_pill(surface, lines, px, (x, place.center[1]), "midleft", ink,
                               active, pad_x, clamp=False)

    def _own_tags_compact(self, surface: pygame.Surface, you: str, deadwood: str,
                          after: str | None, left: float, top: float) -> None:
        """The compact layout's row over the hand: the player's name tag from the hand's
        left, the deadwood pill after it, short of the button column; the deadwood after
        the best discard joins it only where it fits (the Hint says it anyway)."""
        lay = self.layout
        limit = lay.w - lay.margin - lay.side_panel_w - lay.px(6)
        pad = lay.px(20)
        font = self.res.font(lay.font_small)
        left = max(lay.margin, left)
        gap = lay.px(12)
        you_w = font.size(you)[0] + pad
        text = deadwood if after is None else deadwood + "  ·  " + after
        if left + you_w + gap + font.size(text)[0] + pad > limit:
            text = deadwood
        tag = self._pill(surface, you, (left, top), self.shown_to_act == self.viewer,
                         anchor="bottomleft")
        self._own_tag_rects = [tag]
        if not self.dealing:     # a part-dealt hand's deadwood means nothing
            self._own_tag_rects.append(self._pill(surface, text, (tag.right + gap, top),
                                                  False, anchor="bottomleft",
                                                  colour=theme.GOLD))

    def lift_room(self, sprite) -> float | None:
        """The own tags stand clear of a selected card's whole lift (the compact layout's
        `Layout.own_tags_gap`, the roomy one's `own_tags_bottom`); should a tag reach lower
        (the roomy tags come down when the prompt over them has no room), a selected card
        under it rises only to just short of it."""
        if self.layout.beside:     # the tags lie beside the hand: the prompt's row over it
            return self.beside_lift_room(sprite)
        rects = getattr(self, "_own_tag_rects", None)
        if not rects or not (self.layout.compact or self.roomy_tags()):
            return None
        return self.room_under(sprite, rects, self.layout.px(1))

    def shown_deadwood(self, seat: int) -> int | None:
        """The deadwood of a seat whose hand lies face up (the knocker, the spread
        defender), for its label; None while its hand is hidden."""
        if seat == self.knocker and seat != self.viewer:
            return self.solver.total([s.card for s in self.knock_dead])
        groups = self.spread_groups.get(seat)
        if groups:
            cards = [s.card for s in self.others.get(seat, [])]
            return self.solver.total(cards[sum(groups[:-1]):])
        return None

    def info_rect(self) -> pygame.Rect:
        """Where the top-left panel lies (the other hands and the bubbles keep clear). The
        seats ask for it several times a frame: kept while what the panel says is the same."""
        lay = self.layout
        key = (i18n.language(), lay.font_small, lay.size, lay.beside, self.session.variant,
               self.shown_hand_no(),
               tuple(self.state.totals), getattr(self.state.score, "points", ()),
               tuple(self.names), self.knock_limit, self.doubled,
               getattr(self, "limit_shown", True),
               bool(self.commitment), self.retourne is not None, self.retourne_in_panel())
        if self._info_cache[0] != key or self._info_cache[1] is None:
            px = self._fit_info_px()
            self._info_cache = (key, self._info_box(px))
            self._info_px = px
        return pygame.Rect(self._info_cache[1])

    def info_px(self) -> int:
        """The panel's text size (`_fit_info_px`, kept with its rect)."""
        self.info_rect()
        return self._info_px

    def _info_box(self, px: int) -> pygame.Rect:
        """The panel's rect with its lines at `px`."""
        lay = self.layout
        lines = self._info_rows(px)
        width = max(self.res.text(t, px).get_width() for t, _c, _s in lines) + lay.px(28)
        if self.retourne_in_panel():      # compact 003: the retourne lies in the panel
            width += self.retourne_small()[0] + lay.px(14)
        rows = len(lines)
        row = self._fair_row(lines, px)
        if row is not None:     # one row less, maybe wider
            font = self.res.font(px)
            rows -= 1
            width = max(width, font.size(lines[row][0])[0] + lay.px(16)
                        + font.size(lines[-1][0])[0] + lay.px(28))
        return pygame.Rect(lay.margin, lay.margin, width,
                           int(px * 1.15) * rows + lay.px(16))

    def _fair_row(self, lines: list[tuple[str, tuple[int, int, int], int | None]],
                  px: int) -> int | None:
        """The compact layout: the row the fair-deal link ("Fair deal ✓") shares, right of
        it, where both fit the panel's width its other rows give it (a row less, for the
        move feed under the panel, or for the variant's name at full size: a play-tester
        missed it at 200 %): the first ("Hand 1"), else a seat's ("Ann: 0") but beside
        003's retourne in the panel (it covered the link at 800x600 / 150 %); None."""
        if not (self.compact_rows and self.commitment and len(lines) > 2
                and lines[-1][0] == self.commitment_text()):
            return None
        font = self.res.font(px)
        others = max(font.size(t)[0] for t, _c, _s in lines[1:-1])
        if self.retourne_in_panel():    # the retourne, in the panel's middle, is lower
            others += self.retourne_small()[0] + self.layout.px(14)
        if self.layout.beside:          # (a wide window's may run to the stock's column)
            others = max(others, self._beside_info_limit())
        link = self.layout.px(16) + font.size(lines[-1][0])[0]
        for i, (text, _c, seat) in enumerate(lines[:-1]):
            if (i == 0 or seat is not None and not self.retourne_in_panel()) and \
                    font.size(text)[0] + link <= others:
                return i
        return None

    def _fit_info_px(self) -> int:
        """The small font; in the compact layout, where the panel at that size would reach
        into the move feed's room under it (`feed_room`) or the prompt's row, the largest
        size down to `INFO_MIN_SCALE` of it whose panel ends above them, no wider (issue
        16): the prompt keeps its size and its row, the feed the room for its newest line.
        Where none does (long names), the smallest, so the panel reaches least far down."""
        lay = self.layout
        px = lay.font_small
        self._info_titled = True
        if not self.compact_rows:
            return px
        floor = lay.prompt_top - lay.px(10) - self.feed_room()
        if self.info_fits(self._info_box(px), floor):
            return px       # the variant's name too, where it fits ("Oklahoma Gin" was
        self._info_titled = False   # left out of a panel with room for it: a play-tester)
        full = self._info_box(px)
        if full.bottom <= floor:
            return px
        smallest = max(11, int(px * INFO_MIN_SCALE))
        # (a phrase kept whole at a smaller size may widen it up to the piles)
        widest = max(full.right, self._piles_info_right())
        if lay.beside:
            widest = max(widest, lay.margin + self._beside_info_limit() + lay.px(28))
        for size in range(px - 1, smallest - 1, -1):
            box = self._info_box(size)      # (fewer lines wrapped may make it wider)
            if box.bottom <= floor and box.right <= widest:
                return size
        return smallest if self._info_box(smallest).right <= widest else px

    def info_fits(self, box: pygame.Rect, floor: float) -> bool:
        """Whether a panel `box` ends above `floor` and clear of the stock's pile (its backs
        stand up and left of it), which moves right of the panel only so far: the variant's
        name on a freed row made Hollywood's panel at 800x600 / 175 % reach the pile."""
        lay = self.layout
        depth = self.stock_depth()
        return box.bottom <= floor and (box.bottom + lay.px(6) <= lay.stock_pos[1] - depth
                                        or box.right <= self._piles_info_right() - depth)

    def _beside_info_limit(self) -> int:
        """A wide window's compact panel: its text may be as wide as the column left of the
        stock (the move feed's under it), so a smaller size unwraps a long name ("Komputer
        ekspert 1: 0") rather than leave the panel as tall."""
        lay = self.layout
        return int(lay.stock_pos[0] - lay.px(16) - lay.margin - lay.px(28))

    def _piles_info_right(self) -> int:
        """The farthest right the panel may reach: clear of the stock moved right as far as
        it goes (`_piles_shift`)."""
        lay = self.layout
        room = lay.w - lay.margin - lay.side_panel_w - lay.px(10) - (lay.discard_pos[0]
                                                                     + lay.card_w)
        if self.retourne is not None:
            room -= lay.px(14) + self.retourne_small()[0]
        return int(lay.stock_pos[0] + max(0, room) - lay.px(16))

    def _piles_info_limit(self) -> int:
        """The widest the panel's text may be (`_piles_info_right`)."""
        lay = self.layout
        limit = self._piles_info_right() - lay.margin - lay.px(28)
        if self.retourne_in_panel():   # it lies in the panel too
            limit -= self.retourne_small()[0] + lay.px(14)
        return limit

    def feed_room(self) -> int:
        """The compact layout: the height the move feed keeps under the score panel for its
        newest line: as many rows as the longest of a turn's short lines takes in its
        column ("Expert computer 1 took your 10♥, discarded 10♠", with the longest name),
        at least two (three in a 4:3 window's narrower column). It depends on the names and
        the language, never on the lines so far, so the table does not move as they come."""
        lay = self.layout
        width = lay.stock_pos[0] - lay.px(16) - lay.margin - 2 * lay.px(6)
        longest = max(self.names, key=lambda n: self.res.font(lay.font_small).size(n)[0])
        sample = _("{name} took your {drawn}, discarded {card}").format(
            name=longest, drawn="10♥", card="10♠")
        rows = max(2 if lay.beside else 3, row_count(self, sample, width))
        line = self.res.font(lay.font_small).get_linesize()
        return rows * line + 2 * lay.px(6) + lay.px(6)     # its padding, the gap above

    def knock_limit_text(self) -> str:
        """The knock limit as the score panel says it ("Knock at 10 or less")."""
        source = self.rules.knock_limit_source
        if not getattr(self, "limit_shown", True):
            return (_("Descente: the retourne sets the limit") if source == "retourne" else
                    _("Knock limit: the upcard sets it"))
        if source == "retourne":
            # the retourne lies beside the panel's line (a 4:3 window) or the stock
            named = self.compact_rows and self.retourne is not None and \
                not (self.layout.beside and self.retourne_right_of_pile())
            limit = (_("Gin only (ace retourne)") if self.knock_limit == 0 else
                     (_("Retourne: descente at {n} or less") if named else
                      _("Descente at {n} or less")).format(n=self.knock_limit))
        else:
            limit = (_("Gin only") if self.knock_limit == 0 else
                     _("Knock at {n} or less").format(n=self.knock_limit))
            if source == "upcard":
                limit += " " + _("(upcard)")
        if self.doubled:
            limit += " · " + _("spade: double")
        return limit

    def retourne_in_panel(self) -> bool:
        """003 in the compact layout of a 4:3 window: the retourne lies small in the score
        panel, on its right (a wide window's lies beside the stock)."""
        return self.compact_rows and self.retourne is not None and not self.layout.beside

    def _info_rows(self, px: int | None = None
                   ) -> list[tuple[str, tuple[int, int, int], int | None]]:
        """The panel's lines as drawn at `px` (the panel's size if None), each with the seat
        it gives the total of (or None):
        in the compact layout of a narrow window (4:3) a line wider than 30 % of it is
        wrapped, so the panel leaves the other hand its room in the top band (a wide one
        wants the panel low rather than narrow: the piles lie beside it)."""
        lines = self._info_lines()
        first = 1 if self.compact_rows else 2      # the first seat's line
        if self._totals_heading():
            first += 1
        rows: list[tuple[str, tuple[int, int, int], int | None]] = []
        lay = self.layout
        px = self.info_px() if px is None else px
        # (a wide window's narrower still: its piles and the move feed beside it)
        limit = max(lay.px(150), int(lay.w * (0.25 if lay.beside and not self._totals_heading()
                                              else 0.3)))
        if self.retourne_in_panel():   # it lies in the panel too
            limit -= self.retourne_small()[0] + lay.px(14)
        limit = limit * px // lay.font_small    # a smaller panel wraps where the large did
        # a phrase too long for the limit stays whole, the panel a little wider for it, but
        # clear of the stock (003's and a French Oklahoma panel ran over it at 800x600)
        widest = min(max(int(lay.w * 0.36) * px // lay.font_small, lay.px(150)),
                     self._piles_info_limit())
        if lay.beside:       # a wide window's: its lines may run to the stock's column
            limit = max(limit, self._beside_info_limit())
            widest = max(widest, limit)
        for i, (text, colour) in enumerate(lines):
            seat = i - first if first <= i < first + self.seats else None
            parts = [text]
            if self.compact_rows and (lay.h > lay.w * 0.6 or lay.beside) \
                    and text != self.commitment_text() \
                    and self.res.font(px).size(text)[0] > limit:
                if seat is not None:    # the total keeps to the name's last word
                    text = _glue_total(text)
                # between its parts ("Hand 3" over "games 1 · 2 · 3, each to 100"), a
                # phrase whole ("Knock at 6 or" over "less (upcard)": a play-tester)
                parts = wrap_parts(self.res, text, px, limit, widest)
            rows += [(part, colour, seat if k == 0 else None) for k, part in enumerate(parts)]
        return rows

    def _info_lines(self) -> list[tuple[str, tuple[int, int, int]]]:
        """The top-left panel's lines and their colours."""
        lines: list[tuple[str, tuple[int, int, int]]] = []
        if not self.compact_rows:
            lines.append((self._variant_title(), theme.GOLD))
        v_hand = self.shown_hand_no()
        if self.guide is not None:   # not "Hand 1 · match to 100" over one hand (a play-tester)
            progress = table_words.lesson_line()
        elif self._totals_heading():   # compact 003: where its columns close, in the rules
            progress = _("Hand {n}").format(n=v_hand)
        else:
            progress = table_words.progress_line(v_hand, self.rules)
        if self._titled() and self.compact_rows:   # compact: the name a part of its row
            progress = self._variant_title() + " · " + progress    # ("Oklahoma Gin · Hand 3")
        lines.append((progress, theme.TEXT_DIM))
        totals = self.state.totals
        if self._totals_heading():
            lines.append((_("Grand totals:"), theme.TEXT_DIM))
        games = getattr(self.state.score, "points", ())   # Hollywood: per game, per seat
        for seat in range(self.seats):
            by_game = [g[seat] for g in games]
            text = (_("{name}: {total}").format(name=self.names[seat], total=totals[seat])
                    if self._totals_heading() else
                    table_words.total_line(self.names[seat], totals[seat], self.rules,
                                           by_game))
            lines.append((text, theme.TEXT))
        if self.rules.family == "gin":   # always: the rules want the limit on the table
            # (the compact layout left a fixed one to the Knock button's tooltip, unseen at
            # 150 and 200 %: a play-tester)
            lines.append((self.knock_limit_text(), theme.HIGHLIGHT))
        if self.commitment:
            lines.append((self.commitment_text(), theme.TEXT_DIM))
        return lines

    def _variant_title(self) -> str:
        return _(find_variant(self.session.variant).title)

    def _titled(self) -> bool:
        """Whether the panel names the variant: always, but in the compact layout only where
        the panel holds it at the full size above the move feed's room (`_fit_info_px`)."""
        return not self.compact_rows or getattr(self, "_info_titled", False)

    def _totals_heading(self) -> bool:
        """003 in the compact layout: its grand totals under one heading ("Grand totals:"),
        each seat's line short ("Ann: 42"), where "Ann: grand total 42" wrapped onto two
        lines of the narrow panel."""
        return self.compact_rows and self.rules.scoring == "columns"

    def _draw_info(self, surface: pygame.Surface) -> None:
        """Top-left panel: variant, hand number, scores, knock limit, deal commitment."""
        self.fair_link = None          # set again below if the fair-deal line is drawn
        lay = self.layout
        px = self.info_px()
        lines = self._info_rows(px)
        step = int(px * 1.15)
        rect = self.info_rect()
        draw_panel(surface, rect, theme.PANEL, 170, lay.px(12), theme.GOLD_DARK, 1)
        y = rect.top + lay.px(8)
        row = self._fair_row(lines, px)
        if row is not None:      # on that row, at its right
            text, colour, _seat = lines.pop()
            right = rect.right - lay.px(14)
            surf = self.res.text(text, px, colour)
            at = (right - surf.get_width(), y + row * step)
            self.mark_fair_link(surface, surface.blit(surf, at))
        for text, colour, seat in lines:
            x = rect.left + lay.px(14)
            if seat is not None and seat == self.shown_to_act:
                pygame.draw.circle(surface, theme.GOLD, (x - lay.px(6), y + step // 2 - 1),
                                   max(2, lay.px(4)))
            title = self._variant_title()
            if self.compact_rows and text.startswith(title):   # the name in its gold
                x += surface.blit(self.res.text(title, px, theme.GOLD), (x, y)).width
                text = text[len(title):]
            drawn = surface.blit(self.res.text(text, px, colour), (x, y))
            if text == self.commitment_text():
                self.mark_fair_link(surface, drawn)
            y += step

    def _banner_center(self) -> tuple[int, int]:
        """Unused: the gin banner takes the prompt's line (`banner_in_prompt`)."""
        return self._prompt_center()

    def banner_replaces_prompt(self) -> bool:
        """At the showdown the banner ("Gin!", "You knock with 6") says what the prompt
        would, on its line: the band above the melds holds the opponent's name and hand."""
        return self.banner is not None and bool(self.melds)


def _glue_total(line: str) -> str:
    """A seat's total line ("Expert computer 1: 14") with no-break spaces between the total
    and the name's last word (and its number, if the name ends in one), so a wrapped line
    breaks inside the name ("Expert / computer 1: 14"), never before the total alone."""
    words = line.split(" ")
    keep = 2
    if len(words) > 2 and words[-2].rstrip(":\u00a0").isdigit():
        keep = 3              # "computer 1: 14": the name's number stays with its word
    if len(words) <= keep:
        return line.replace(" ", "\u00a0") if len(words) == 2 else line
    return " ".join(words[:-keep] + ["\u00a0".join(words[-keep:])])

