"""Card sprites and the tweens that move them: every engine event becomes motion.

A `CardSprite` is one card on screen (face up or down) with a float rect (`pygame.FRect`) so
motion is smooth at any speed. The `Animator` moves sprites to target rects with an ease-out
curve, flips them (the card narrows to its edge and opens on the other side), and runs timers.
The table scene turns each engine event into such moves and waits for them to settle before it
plays the next event or lets a queued human action through.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.core.cards import Card

FRect = pygame.FRect


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 0.5 - 0.5 * math.cos(math.pi * t)


class CardSprite:
    """One card on the table. `card` is None while its face is hidden from the viewer."""

    __slots__ = ("card", "face_up", "rect", "target", "tween", "z", "lift", "lift_target",
                 "xscale", "glow", "tag", "dragging", "shown_face")

    def __init__(self, card: Card | None, face_up: bool, rect) -> None:
        self.card = card
        self.face_up = face_up and card is not None
        self.shown_face = self.face_up     # the side on screen (differs mid-flip)
        self.rect = FRect(rect)
        self.target = FRect(rect)
        self.tween: Tween | None = None
        self.z = 0
        self.lift = 0.0
        self.lift_target = 0.0
        self.xscale = 1.0
        self.glow: tuple[int, int, int] | None = None
        self.tag = ""
        self.dragging = False

    @property
    def flying(self) -> bool:
        return self.tween is not None

    @property
    def draw_rect(self) -> FRect:
        r = self.rect.copy()
        r.y -= self.lift
        return r

    def __repr__(self) -> str:
        return f"<CardSprite {self.card.code if self.card else '??'} {'up' if self.face_up else 'down'} {self.rect}>"


class Tween:
    __slots__ = ("sprite", "start", "end", "duration", "delay", "t", "flip", "on_done",
                 "arc", "sideways_first")

    def __init__(self, sprite: CardSprite, end, duration: float, delay: float,
                 flip: bool, on_done: Callable[[], None] | None, arc: float) -> None:
        self.sprite = sprite
        self.start = sprite.rect.copy()
        self.end = FRect(end)
        self.duration = duration
        self.delay = delay
        self.t = 0.0
        self.flip = flip
        self.on_done = on_done
        self.arc = arc
        #: the share of the flight spent moving sideways before it rises or falls (0: a
        #: straight glide): the card then comes to its place along its column, clear of what
        #: lies beside it there (another seat's name tag right of its fan)
        self.sideways_first = 0.0


class Animator:
    """Runs tweens and timers; `busy` while anything is moving or pending."""

    def __init__(self) -> None:
        self.tweens: list[Tween] = []
        self.timers: list[list] = []
        self._z = 0

    def next_z(self) -> int:
        self._z += 1
        return self._z

    @property
    def busy(self) -> bool:
        return bool(self.tweens or self.timers)

    def move(self, sprite: CardSprite, target, duration: float, delay: float = 0.0,
             face_up: bool | None = None, on_done: Callable[[], None] | None = None,
             arc: float = 0.0) -> None:
        """Glide `sprite` to `target` (a rect); flip it to `face_up` on the way."""
        target = FRect(target)
        sprite.target = target.copy()
        flip = face_up is not None and (face_up and sprite.card is not None) != sprite.face_up
        if face_up is not None:
            sprite.face_up = bool(face_up) and sprite.card is not None
        old = sprite.tween
        if old is not None and not flip and delay <= 0 and old.delay <= 0 and old.t < 1.0 and \
                (old.end.y, old.end.w, old.end.h) == (target.y, target.w, target.h):
            # only sideways (a fan recentred as the next card is dealt): the flight keeps its
            # clock, the card no longer starting its slow ease over a few pixels short of its
            # row, under the seat's tag, at every card dealt (a play-tester, 003's deal)
            e = ease_out_cubic(old.t)
            old.start.x = (sprite.rect.x - target.x * e) / (1 - e) if e < 1 else target.x
            old.end.x = target.x
            old.on_done = on_done       # as a new tween would (the old one's is dropped)
            return
        if old is not None:
            self.tweens.remove(old)
            sprite.tween = None
        if duration <= 0 and delay <= 0:
            sprite.rect = target.copy()
            sprite.shown_face = sprite.face_up
            sprite.xscale = 1.0
            if on_done:
                on_done()
            return
        if sprite.rect == target and not flip and delay <= 0:
            sprite.shown_face = sprite.face_up
            if on_done:
                on_done()
            return
        sprite.z = self.next_z()
        tween = Tween(sprite, target, max(duration, 1e-3), delay, flip, on_done, arc)
        sprite.tween = tween
        self.tweens.append(tween)

    def after(self, delay: float, fn: Callable[[], None]) -> None:
        """Call `fn` after `delay` seconds of animation time."""
        if delay <= 0:
            fn()
            return
        self.timers.append([delay, fn])

    def finish_all(self) -> None:
        """Jump every tween and timer to its end (used by "instant" speed and tests)."""
        while self.tweens or self.timers:
            self.update(1e9)

    def update(self, dt: float) -> bool:
        """Advance by `dt` seconds; True if anything moved."""
        if not self.tweens and not self.timers:
            return False
        done: list[Tween] = []
        for tw in list(self.tweens):
            if tw.delay > 0:
                tw.delay -= dt
                if tw.delay > 0:
                    continue
                step = -tw.delay
                tw.delay = 0
            else:
                step = dt
            tw.t = min(1.0, tw.t + step / tw.duration)
            e = ease_out_cubic(tw.t)
            s, en, sp = tw.start, tw.end, tw.sprite
            ex = ey = e
            if tw.sideways_first:     # across first, then along the column (the size as is)
                lag = tw.sideways_first
                ex = ease_out_cubic(min(1.0, tw.t / (1 - lag)))
                ey = ease_out_cubic(max(0.0, (tw.t - lag) / (1 - lag)))
            sp.rect.x = s.x + (en.x - s.x) * ex
            sp.rect.y = s.y + (en.y - s.y) * ey - tw.arc * math.sin(math.pi * tw.t)
            sp.rect.w = s.w + (en.w - s.w) * e
            sp.rect.h = s.h + (en.h - s.h) * e
            if tw.flip:
                # narrow to the edge, then open showing the other side
                if tw.t < 0.5:
                    sp.xscale = max(0.02, 1 - 2 * tw.t)
                    sp.shown_face = not sp.face_up
                else:
                    sp.xscale = max(0.02, 2 * tw.t - 1)
                    sp.shown_face = sp.face_up
            if tw.t >= 1.0:
                done.append(tw)
        for tw in done:
            if tw in self.tweens:
                self.tweens.remove(tw)
            sp = tw.sprite
            if sp.tween is tw:
                sp.tween = None
                sp.rect = tw.end.copy()
                sp.xscale = 1.0
                sp.shown_face = sp.face_up
            if tw.on_done:
                tw.on_done()
        if self.timers:
            fired = []
            for timer in self.timers:
                timer[0] -= dt
                if timer[0] <= 0:
                    fired.append(timer)
            for timer in fired:
                if timer in self.timers:
                    self.timers.remove(timer)
                timer[1]()
        return True
