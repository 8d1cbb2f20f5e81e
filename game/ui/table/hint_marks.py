"""The hint's outlines at the table: a ring round each run of the cards to play, the meld to
lay off on, the stock or the pile to draw from, and the button to press (split from
`coaching.py`, which places the hint's words and buttons)."""

from __future__ import annotations

import pygame

from game.core.actions import DISCARD_PILE, STOCK, Action, Draw, LayOff
from game.core.cards import Card
from game.ui.table.display import fan_box

HINT_COLOUR = (110, 200, 255)


class HintMarks:
    """Mixed into the coaching mixin: draws what the shown hint points at."""

    def _mark_boxes(self, wanted: set[Card], pad: int, cut: int) -> list[pygame.Rect]:
        """The outlines round the wanted cards: one round each run of neighbours in the hand
        or a meld, ended where the next card covers the run (three overlapping rings round
        a meld's cards crossed onto the card after them and read as marking it too)."""
        boxes = []
        # not the card being dragged (nor those it carries): over a meld, the ring round it
        # was cut short at the meld's cards and, narrower than its line, drew a solid blue
        # block over the card in hand (a play-tester, Rami at 200 %)
        press = getattr(self, "press", None)
        held = {id(press.sprite), *map(id, getattr(self, "followers", []))} \
            if press is not None and press.dragging else set()
        fans = [[s for s in fan if not s.flying and s.card is not None and id(s) not in held]
                for fan in [self.hand, *self.melds, self.pile[-1:]]]
        # the cards that may lie over a run's end: its fan's next card, or at the showdown
        # the next fan's first (the deadwood after a meld the opponent laid off on)
        others = [pygame.Rect(s.draw_rect) for fan in fans for s in fan if s.card not in wanted]
        for fan in fans:
            run: list[pygame.Rect] = []
            for s in fan + [None]:
                if s is not None and s.card in wanted:
                    run.append(pygame.Rect(s.draw_rect))
                    continue
                if run:
                    boxes.append(fan_box(run, others, pad, cut))
                    run = []
        return boxes

    def _draw_marks(self, surface: pygame.Surface, cards: tuple[Card, ...],
                    action: Action | None) -> None:
        """Outline what to play: the cards, the stock or the pile, the button."""
        lay = self.layout
        width = max(2, lay.px(4))
        for box in self._mark_boxes(set(cards), width * 2, lay.px(3)):
            pygame.draw.rect(surface, HINT_COLOUR, box, width,
                             border_radius=lay.radius + width)
        if isinstance(action, LayOff) and 0 <= action.target < len(self.melds) \
                and self.melds[action.target]:
            meld = [pygame.Rect(s.draw_rect) for s in self.melds[action.target]]
            box = meld[0].unionall(meld[1:]).inflate(lay.px(14), lay.px(14))
            pygame.draw.rect(surface, HINT_COLOUR, box, max(1, width // 2),
                             border_radius=lay.radius + lay.px(6))
        place = None
        if isinstance(action, Draw):
            place = self.stock_rect() if action.source == STOCK else (
                self.pile_rect() if action.source == DISCARD_PILE else None)
        if place is not None:
            pygame.draw.rect(surface, HINT_COLOUR, pygame.Rect(place).inflate(width * 4,
                                                                           width * 4),
                             width, border_radius=lay.radius + width * 2)
        button = self.hint_button(action)
        if getattr(self, "knock_mode", False):
            button = None   # pressed already: it reads "Cancel knock" now, the card is left
        if button is not None and button.visible and button.rect.width:
            pygame.draw.rect(surface, HINT_COLOUR, button.rect.inflate(width * 2, width * 2),
                             width, border_radius=lay.px(12))



__all__ = ["HINT_COLOUR", "HintMarks"]
