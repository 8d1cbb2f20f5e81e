"""Two small overlays: `AskScene` (a question with a few answers, Esc = none of them) and
`NoticeScene` (something the player must be told, with OK). They stand over whatever scene is
below (the setup, the menu, the table) and leave it untouched."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.ui import theme
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
                 cancel: str | None = None, focus: int = 0) -> None:
        self.question = question
        self.answers = list(answers)  # (widget name, label, callback)
        self.cancel_label = cancel
        self.focus_index = focus      # the answer Enter picks: the safe one where it matters
        super().__init__(app)

    def build(self) -> None:
        self.choice_buttons = []
        for i, (name, label, callback) in enumerate(self.answers):
            self.choice_buttons.append(self.button(
                label, lambda cb=callback: self._answer(cb), None, None, i == self.focus_index,
                name))
        self.b_cancel = self.button(self.cancel_label or _("Cancel"), self.on_back, None,
                                    _("Key: {key}").format(key="Esc"), False, "cancel")
        focus = (self.choice_buttons[self.focus_index]
                 if self.focus_index < len(self.choice_buttons) else self.b_cancel)
        self.widgets.set_focus(focus)

    def _answer(self, callback: Callable[[], None]) -> None:
        self.app.scenes.pop()
        callback()

    def _box(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The dialog's panel and the rect of its text, sized to the wrapped question."""
        lay = self.layout
        width = int(min(lay.w * 0.94, lay.px(860)))
        pad_x, pad_y = lay.px(24), lay.px(20)
        lines = self.res.wrap(self.question, lay.font_body, width - 2 * pad_x)
        text_h = int(len(lines) * lay.font_body * 1.25)
        _bw, bh = lay.button_size()
        height = min(int(lay.h * 0.9), text_h + bh + 3 * pad_y + lay.px(8))
        box = pygame.Rect(0, 0, width, height)
        box.center = (lay.w // 2, lay.h // 2)
        text = pygame.Rect(box.left + pad_x, box.top + pad_y, width - 2 * pad_x, text_h)
        return box, text

    def place(self) -> None:
        lay = self.layout
        buttons = self.widgets.widgets
        bw, bh = lay.button_size()
        gap = lay.px(16)
        box, _text = self._box()
        # the row within the text's margins: at 200 % three buttons reached the panel's
        # sides (a play-tester)
        room = box.width - 2 * lay.px(24)
        total = len(buttons) * bw + (len(buttons) - 1) * gap
        if total > room:  # narrow panel: shrink the buttons to fit in one row
            bw = int((room - (len(buttons) - 1) * gap) / len(buttons))
            total = len(buttons) * bw + (len(buttons) - 1) * gap
        x = int(lay.w / 2 - total / 2)
        y = box.bottom - lay.px(20) - bh
        for b in buttons:
            b.rect = pygame.Rect(x, y, bw, bh)
            x += bw + gap

    def handle_event(self, e: pygame.event.Event) -> bool:
        if e.type == pygame.KEYDOWN and e.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.widgets.move_focus(1 if e.key == pygame.K_RIGHT else -1)
            return True
        return super().handle_event(e)

    def draw_content(self, surface: pygame.Surface) -> None:
        # the gold fill goes with the focus, the answer Enter gives: tabbed to "Abandon it",
        # "Continue it" kept its gold and two buttons looked chosen (a play-tester)
        focus = self.widgets.focus
        for b in self.choice_buttons:
            b.primary = b is focus
        box, text = self._box()
        self.panel(surface, box, theme.READING_ALPHA)  # nothing of the scene below shows
        blit_paragraph(surface, self.res, self.question, self.layout.font_body, text)


class NoticeScene(AskScene):
    """Something went wrong that the player must know (a save that cannot be written…): the
    text and an OK button."""

    name = "notice"

    def __init__(self, app, text: str) -> None:
        super().__init__(app, text, [], cancel=_("OK"))
