"""The table's input: mouse presses, drags, drops, clicks and keys, turned into actions.

A press on a card may become a drag; while a card is dragged, the places it may land light up
(`drop_targets`, each asked of the engine through the table's `reason` / legal actions). The
family says what a hand card may be dropped on (`hand_targets`) and what a drop or a click on
a hand card does (`drop`, `click_card`, `act_on_focus`); drawing from the piles, reordering the
hand and the keyboard cursor are shared here.
"""

from __future__ import annotations

import pygame

from game.core.actions import DISCARD_PILE, STOCK, Discard, Draw
from game.ui.animator import CardSprite
from game.ui.pile_keys import pile_key_codes
from game.ui.table.display import MOVE
from game.ui.table.feed import feed_event

DRAG_THRESHOLD = 6
DOUBLE_CLICK = 0.4   # seconds between the two clicks of a double click

Target = tuple[str, int, pygame.Rect, bool]


class Press:
    """A mouse press that may become a drag."""

    def __init__(self, kind: str, sprite: CardSprite | None, pos: tuple[int, int],
                 offset: tuple[float, float], meld: int = -1) -> None:
        self.kind = kind          # "hand" | "stock" | "pile" | "proposed"
        self.sprite = sprite
        self.pos = pos
        self.offset = offset
        self.meld = meld
        self.dragging = False
        self.targets: list[Target] = []
        self.hover_target: tuple[str, int] | None = None


class InputMixin:
    """Pointer and keyboard handling shared by both tables (mixed into the table scene)."""

    press: Press | None
    followers: list[CardSprite]
    _played_click: tuple[float, tuple[int, int]] | None = None   # when and where a click played

    def drawn_to_discard(self) -> CardSprite | None:
        """The card just drawn, where the player may discard it now; else None."""
        drawn = self.sprite_of(self.new_card) if self.new_card is not None else None
        if drawn is None or Discard(drawn.card) not in self.legal():
            return None
        return drawn

    def choose_drawn(self) -> bool:
        """Enter with no card chosen after a draw: the card just drawn becomes the keyboard's
        choice, and Enter again discards it (it was refused: a play-tester). False when there
        is no such card the player may discard."""
        drawn = self.drawn_to_discard()
        if drawn is None:
            return False
        self.selected, self.focus_area = drawn, "hand"
        self.dirty = True
        return True

    def handle_event(self, e: pygame.event.Event) -> bool:
        if e.type == pygame.KEYDOWN and e.key == pygame.K_ESCAPE:
            if self.press is not None:      # Esc mid-drag: the drag is called off, no pause
                self.cancel_press()
                return True
            self.on_escape()
            return True
        if self.press is None and self.widgets.handle_event(e):
            self.dirty = True
            return True
        if self.press is None and (feed_event(self, e) or self.fair_link_event(e)):
            return True
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1:
            return self.on_press(e.pos)
        if e.type == pygame.MOUSEMOTION:
            return self.on_motion(e.pos)
        if e.type == pygame.MOUSEBUTTONUP and e.button == 1:
            return self.on_release(e.pos)
        if e.type == pygame.KEYDOWN:
            return self.on_key(e)
        return False

    def on_escape(self) -> None:
        """Esc: the pause menu (a family may first cancel a mode of its own)."""
        self.open_pause()

    def hand_sprite_at(self, pos) -> CardSprite | None:
        for s in reversed(self.hand):
            if not s.flying and s.draw_rect.collidepoint(pos):
                return s
        return None

    def on_press(self, pos) -> bool:
        sprite = self.hand_sprite_at(pos)
        if sprite is not None:
            r = sprite.draw_rect
            self.press = Press("hand", sprite, pos, (pos[0] - r.x, pos[1] - r.y))
            return True
        if self.pile and self.pile_rect().collidepoint(pos):
            top = self.pile[-1]
            if not top.flying:
                self.press = Press("pile", top, pos, (pos[0] - top.rect.x,
                                                      pos[1] - top.rect.y))
                return True
        sr = self.stock_rect()
        if self.stock > 0 and sr.collidepoint(pos):
            self.press = Press("stock", None, pos, (pos[0] - sr.x, pos[1] - sr.y))
            return True
        return False

    def on_motion(self, pos) -> bool:
        p = self.press
        if p is None:
            over = self.hand_sprite_at(pos)
            if over is not self.hovered:
                self.hovered = over
                self.dirty = True
            return False
        if not p.dragging:
            if abs(pos[0] - p.pos[0]) + abs(pos[1] - p.pos[1]) < DRAG_THRESHOLD:
                return True
            self.start_drag(p)
        if p.sprite is not None:
            p.sprite.rect.x = pos[0] - p.offset[0]
            p.sprite.rect.y = pos[1] - p.offset[1]
            p.hover_target = self.target_at(pos, p)
            lay = self.layout
            for k, s in enumerate(self.followers, 1):
                s.rect.x = p.sprite.rect.x + k * lay.card_w * 0.22
                s.rect.y = p.sprite.rect.y + k * lay.px(4)
        self.dirty = True
        return True

    def cover(self) -> None:
        """A scene over the table (pause, score, hand-over) takes the input: a card being
        dragged goes back where it came from, or it would hang on the pointer afterwards."""
        super().cover()
        self.cancel_press()

    def cancel_press(self) -> None:
        """Call off the press or drag in progress: the cards go back to their places."""
        p, self.press = self.press, None
        if p is None or not p.dragging:
            return
        followers, self.followers = self.followers, []
        for s in [p.sprite, *followers]:
            if s is not None:
                s.dragging = False
        self.relayout()
        if p.kind == "stock" and p.sprite is not None:
            self.anim.move(p.sprite, self.stock_rect(), MOVE * self.factor * 0.6,
                           on_done=lambda: None)
            self._returning = p.sprite
        self.dirty = True

    def start_drag(self, p: Press) -> None:
        p.dragging = True
        self.hovered = None
        if p.kind == "stock":
            sr = self.stock_rect()
            p.sprite = CardSprite(None, False, sr)
        self._pick_up(p.sprite)
        self.followers = self.drag_group(p)[1:] if p.kind == "hand" else []
        for s in self.followers:
            self._pick_up(s)
        p.targets = self.drop_targets(p)
        self.selected = None if p.kind != "hand" else self.selected

    def follow_drag(self) -> None:
        """The window was resized mid-drag: the cards in the grip take the new card size
        under the pointer, and the places they may land are the new layout's (a play-tester's
        drop on the pile, where it stood after the resize, sent the card back to the hand,
        the old pile's highlight and a stretched meld outline left on the felt)."""
        p = self.press
        if p is None or not p.dragging or p.sprite is None:
            return
        lay, old = self.layout, p.sprite.rect
        pointer = (int(old.x + p.offset[0]), int(old.y + p.offset[1]))
        if old.w > 0 and old.h > 0:
            p.offset = (p.offset[0] * lay.card_w / old.w, p.offset[1] * lay.card_h / old.h)
        for s in [p.sprite, *self.followers]:
            s.rect.size = lay.card_size
        p.targets = self.drop_targets(p)
        self.on_motion(pointer)

    def drag_group(self, p: Press) -> list[CardSprite]:
        """The cards a press drags: the pressed one first (a family may add chosen ones)."""
        return [p.sprite] if p.sprite is not None else []

    def _pick_up(self, s: CardSprite) -> None:
        """Stop the sprite's tween and lift it over everything, to follow the pointer."""
        s.dragging = True
        s.lift = 0.0
        if s.tween is not None:
            self.anim.tweens.remove(s.tween)
            s.tween = None
        s.z = self.anim.next_z()

    def hand_rect(self) -> pygame.Rect:
        """Where a card dropped back into the hand lands."""
        lay = self.layout
        rect = pygame.Rect(lay.hand_area).inflate(lay.px(40), lay.px(60))
        rect.left = min(rect.left, int(min((s.rect.x for s in self.hand), default=rect.left)))
        return rect

    def drop_targets(self, p: Press) -> list[Target]:
        """The places a dragged card may land, each with whether the engine allows it."""
        hand_rect = self.hand_rect()
        if p.kind == "hand":
            return self.hand_targets(p) + [("hand", 0, hand_rect, True)]
        if p.kind in ("stock", "pile"):
            action = Draw(STOCK if p.kind == "stock" else DISCARD_PILE)
            return [("hand", 0, hand_rect, self.reason(action) is None)]
        return [("hand", 0, hand_rect, True)]

    def target_at(self, pos, p: Press) -> tuple[str, int] | None:
        """The pile or meld under the pointer (or the dragged card's centre), else the hand;
        of targets whose margins overlap (melds in rows close together), the one whose
        centre is nearest the pointer."""
        sprite_rect = pygame.Rect(p.sprite.rect) if p.sprite else None
        best = None
        near: list[tuple[float, tuple[str, int]]] = []
        for name, idx, rect, _ok in p.targets:
            if rect.collidepoint(pos) or (sprite_rect is not None and name != "hand"
                                          and rect.collidepoint(sprite_rect.center)):
                if name != "hand":
                    dx, dy = rect.centerx - pos[0], rect.centery - pos[1]
                    near.append((dx * dx + dy * dy, (name, idx)))
                else:
                    best = (name, idx)
        if near:
            return min(near, key=lambda t: t[0])[1]
        return best

    def on_release(self, pos) -> bool:
        p = self.press
        self.press = None
        if p is None:
            return False
        if not p.dragging:
            self.on_click(p)
            return True
        s = p.sprite
        s.dragging = False
        followers, self.followers = self.followers, []
        for f in followers:
            f.dragging = False
        target = self.target_at(pos, p)
        if p.kind in ("stock", "pile"):
            self._drop_drawn(p, s, target, pos)
        else:
            self.drop(p, target, pos, [s, *followers])
        return True

    def _drop_drawn(self, p: Press, s: CardSprite, target: tuple[str, int] | None,
                    pos=None) -> None:
        """A card dragged off the stock or the pile: into the hand draws it (it lands where it
        was dropped, unless the hand sorts itself), else it goes back."""
        action = Draw(STOCK if p.kind == "stock" else DISCARD_PILE)
        if target == ("hand", 0):
            if p.kind == "stock":
                self.incoming = s
            # the dropped card's left edge, as when a hand card is moved (`reorder`)
            self.drop_at = None if pos is None else float(pos[0] - p.offset[0])
            if self.submit(action):
                return
            self.incoming = None
            self.drop_at = None
        self.relayout()
        if p.kind == "stock":
            self.anim.move(s, self.stock_rect(), MOVE * self.factor * 0.6,
                           on_done=lambda: None)
            self._returning = s

    def drop_index(self, x: float) -> int:
        """Where in the hand a card whose left edge was dropped at `x` goes: after every card
        whose left edge lies left of it."""
        idx = 0
        for i, s in enumerate(self.hand):
            if x > s.target.x:
                idx = i + 1
        return idx

    def reorder(self, sprite: CardSprite, x: float) -> None:
        """Move `sprite` within the hand to where it was dropped."""
        if sprite not in self.hand:
            self.relayout()
            return
        self.hand.remove(sprite)
        self.hand.insert(self.drop_index(x), sprite)
        self.order = [s.card for s in self.hand]
        self.manual_order = True
        self.relayout()

    def on_click(self, p: Press) -> None:
        if p.kind == "stock":
            self.submit(Draw(STOCK))
        elif p.kind == "pile":
            self.submit(Draw(DISCARD_PILE))
        elif p.kind == "hand":
            if self.trailing_click(p.pos):
                return
            logged = self.session.log_length()
            self.click_card(p.sprite)
            if self.session.log_length() != logged:
                self._played_click = (self.tasks.clock, p.pos)

    def trailing_click(self, pos) -> bool:
        """Whether a click on the hand is the second of a double click whose first played a
        card: it is not a new choice (it stood up the card that slid under the pointer, and
        that card stayed up through the other player's turn: a play-tester)."""
        last = self._played_click
        self._played_click = None
        if last is None or self.tasks.clock - last[0] >= DOUBLE_CLICK:
            return False
        near = self.layout.px(DRAG_THRESHOLD * 2)
        return abs(pos[0] - last[1][0]) + abs(pos[1] - last[1][1]) <= near

    def cursor_skips(self, sprite) -> bool:
        """Whether the arrows pass over this hand card: one the move at hand may not play
        (Gin's knock mode greys the cards it cannot knock with; the cursor stopped on them:
        a play-tester)."""
        return False

    def on_key(self, e: pygame.event.Event) -> bool:
        k = e.key
        shift = e.mod & (pygame.KMOD_SHIFT | pygame.KMOD_CTRL)
        if k in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN) and \
                self.widgets.focus is not None:
            # the arrows go back to the cards: Enter then plays the card, not the button Tab
            # had reached (a keyboard player was left unable to discard)
            self.widgets.set_focus(None)
        if k in (pygame.K_LEFT, pygame.K_RIGHT):
            delta = -1 if k == pygame.K_LEFT else 1
            if self.focus_area in ("stock", "pile"):
                self.focus_area = "pile" if delta > 0 else "stock"
                self.dirty = True
                return True
            if not self.hand:
                return True
            if self.selected not in self.hand:
                # the first arrow after a draw lands on the card just drawn (a keyboard
                # player took the card it landed on, at the hand's end, for a hidden choice)
                self.selected = self.drawn_to_discard() or self.hand[0 if delta > 0 else -1]
            elif shift:
                i = self.hand.index(self.selected)
                j = max(0, min(len(self.hand) - 1, i + delta))
                self.hand.insert(j, self.hand.pop(i))
                self.order = [s.card for s in self.hand]
                self.manual_order = True
                self.relayout()
            else:
                i = self.hand.index(self.selected)
                j = i + delta     # past the cards the move at hand may not play (greyed)
                while 0 <= j < len(self.hand) and self.cursor_skips(self.hand[j]):
                    j += delta
                if 0 <= j < len(self.hand):
                    self.selected = self.hand[j]
            self.dirty = True
            return True
        if k == pygame.K_UP:
            self.focus_area = "stock" if self.focus_area == "hand" else self.focus_area
            self.dirty = True
            return True
        if k == pygame.K_DOWN:
            self.focus_area = "hand"
            if self.selected is None and self.hand:
                self.selected = self.hand[0]
            self.dirty = True
            return True
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            return self.act_on_focus()
        stock_key, pile_key = pile_key_codes()
        if k == stock_key:
            self.submit(Draw(STOCK))
            return True
        if k == pile_key:
            self.submit(Draw(DISCARD_PILE))
            return True
        return False
