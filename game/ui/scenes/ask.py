"""Two small overlays: `AskScene` (a question with a few answers, Esc = none of them) and
`NoticeScene` (something the player must be told, with OK). They stand over whatever scene is
below (the setup, the menu, the table) and leave it untouched."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.ui.i18n import _
from game.ui.scenes.base import UIScene
from game.ui.widgets import blit_paragraph


class AskScene(UIScene):
    """A question over the scene below; each answer pops the dialog then runs its callback.
    Escape (or the last button, Cancel) closes it and nothing happens."""

    name = "ask"
    overlay = True

    def __init__(self, app, question: str,
                 answers: Sequence[tuple[str, str, Callable[[], None]]],
                 cancel: str | None = None) -> None:
        self.question = question
        self.answers = list(answers)  # (widget name, label, callback)
        self.cancel_label = cancel
        super().__init__(app)

    def build(self) -> None:
        self.choice_buttons = []
        for i, (name, label, callback) in enumerate(self.answers):
            self.choice_buttons.append(self.button(
                label, lambda cb=callback: self._answer(cb), None, None, i == 0, name))
        self.b_cancel = self.button(self.cancel_label or _("Cancel"), self.on_back, None,
                                    _("Key: {key}").format(key="Esc"), False, "cancel")
        self.widgets.set_focus(self.choice_buttons[0] if self.choice_buttons else self.b_cancel)

    def _answer(self, callback: Callable[[], None]) -> None:
        self.app.scenes.pop()
        callback()

    def place(self) -> None:
        lay = self.layout
        buttons = self.widgets.widgets
        bw, bh = lay.button_size()
        gap = lay.px(16)
        total = len(buttons) * bw + (len(buttons) - 1) * gap
        if total > lay.w * 0.92:  # narrow window: shrink the buttons to fit in one row
            bw = int((lay.w * 0.92 - (len(buttons) - 1) * gap) / len(buttons))
            total = len(buttons) * bw + (len(buttons) - 1) * gap
        x = int(lay.w / 2 - total / 2)
        y = int(lay.h * 0.6)
        for b in buttons:
            b.rect = pygame.Rect(x, y, bw, bh)
            x += bw + gap

    def handle_event(self, e: pygame.event.Event) -> bool:
        if e.type == pygame.KEYDOWN and e.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.widgets.move_focus(1 if e.key == pygame.K_RIGHT else -1)
            return True
        return super().handle_event(e)

    def draw_content(self, surface: pygame.Surface) -> None:
        lay = self.layout
        box = pygame.Rect(0, 0, int(min(lay.w * 0.94, lay.px(860))), int(lay.h * 0.42))
        box.midbottom = (lay.w // 2, self.widgets.widgets[0].rect.bottom + lay.px(24))
        self.panel(surface, box)
        inner = box.inflate(-lay.px(48), -lay.px(40))
        blit_paragraph(surface, self.res, self.question, lay.font_body,
                       pygame.Rect(inner.left, inner.top, inner.width,
                                   self.widgets.widgets[0].rect.top - inner.top))


class NoticeScene(AskScene):
    """Something went wrong that the player must know (a save that cannot be written…): the
    text and an OK button."""

    name = "notice"

    def __init__(self, app, text: str) -> None:
        super().__init__(app, text, [], cancel=_("OK"))
