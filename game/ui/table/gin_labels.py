"""What the gin-family table says in words: the seats' name tags with their roles (and the
deadwood of a hand shown face up), the player's own tags and live deadwood pill, the status
bubbles beside the tags and where the showdown banner stands (the top-left score panel is
`gin_panel.GinPanel`). Mixed into `GinDisplay`, which places the cards these words keep
clear of.
"""

from __future__ import annotations

import pygame

from game.ui import table_words, theme
from game.ui.i18n import _
from game.ui.table.gin_panel import GinPanel
from game.ui.widgets import blit_text, fit_lines


class GinLabels(GinPanel):
    """The gin-family table's tags, bubbles and banner place (its score panel: `GinPanel`)."""

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

    def _banner_center(self) -> tuple[int, int]:
        """Unused: the gin banner takes the prompt's line (`banner_in_prompt`)."""
        return self._prompt_center()

    def banner_replaces_prompt(self) -> bool:
        """At the showdown the banner ("Gin!", "You knock with 6") says what the prompt
        would, on its line: the band above the melds holds the opponent's name and hand."""
        return self.banner is not None and bool(self.melds)
