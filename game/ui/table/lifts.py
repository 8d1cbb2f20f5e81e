"""The rise of the hand's cards: the chosen card stands up, a hovered one lifts a little on
the player's discard, and a family may raise or tint cards of its own accord (Rami: the
cards chosen for a meld). A mixin of the table scene (`base.TableScene`)."""

from __future__ import annotations

from game.core.phase import Phase
from game.ui.animator import CardSprite
from game.ui.layout import SELECT_LIFT


class LiftMixin:
    """How far each hand card stands up, eased towards its target every frame."""

    def _lifting(self) -> bool:
        return any(abs(s.lift - s.lift_target) > 0.5 for s in self.hand)

    def _update_lifts(self, dt: float) -> None:
        lay = self.layout
        my_discard = self.my_turn and self.phase in (Phase.DISCARD, Phase.OPENING,
                                                     Phase.LAYOFF)
        if self.selected is not None and self.phase in (Phase.HAND_OVER, Phase.MATCH_OVER):
            self.selected = None   # the hand is over: a card chosen in it no longer stands up
        for s in self.hand:
            target = 0.0
            if s is self.selected:
                target = lay.px(SELECT_LIFT)
            elif s is self.hovered and (my_discard or self.press is None):
                target = lay.px(12) if my_discard else lay.px(5)
            target = max(target, self.extra_lift(s))
            if target:   # however it is raised, a card stops short of a tag over the hand
                for room in (self.lift_room(s), self.note_room(s)):
                    if room is not None:
                        target = min(target, room)
            s.lift_target = target
            if abs(s.lift - target) > 0.5:
                s.lift += (target - s.lift) * min(1.0, dt * 18)
                self.dirty = True
            elif s.lift != target:
                s.lift = target
                self.dirty = True

    def lift_room(self, sprite: CardSprite) -> float | None:
        """How far a selected hand card may rise without meeting a tag over it (None: the
        full lift); a family whose tags sit close over the hand says so."""
        return None

    def note_room(self, sprite: CardSprite) -> float | None:
        """How far a hand card may rise without sliding under the coach's line in the
        prompt's place (None: no line shown, or none over it; `coaching`)."""
        return None

    def room_under(self, sprite: CardSprite, tags, gap: float) -> float | None:
        """How far `sprite` may rise to stop `gap` short of the lowest of `tags` (rects) over
        it; None when no tag stands over it (the families' `lift_room`)."""
        card = sprite.target
        under = [r for r in tags or () if r.left < card.right and card.left < r.right]
        if not under:
            return None
        return max(0.0, card.y - max(r.bottom for r in under) - gap)

    def extra_lift(self, sprite: CardSprite) -> float:
        """How far a family raises a hand card of its own accord (Rami: chosen cards)."""
        return 0.0

    def card_tint(self, sprite: CardSprite) -> tuple[int, int, int, int] | None:
        """A wash a family lays over a card's face (Rami: chosen cards), or None."""
        return None
