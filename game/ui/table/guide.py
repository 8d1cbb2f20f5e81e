"""The guided first game at the real table: a scripted hand (`game.coach.tutorial`) played
through the table's own code paths, one step at a time.

`game.ui.guided.guided_session(name)` builds the session (the script's deal and a scripted
computer opposite). The table gets a `Guide`: it shows the step's sentence (`tutorial_words`)
in a panel of the side column with Continue (for an explanation) and Skip, points at what to
play, accepts only the step's action (applying the script's own form of it), and at the end
offers to play again. A guided game is never saved
nor counted: the table does not become the app's session.

Hint (H) and Undo (Z) stand in the panel as at a real table: the hint explains the move the
step asks for (the coach's reason, from the player's view only), and an undo of the player's
own move (never a stock draw, nor past a computer's move: `game.coach.undo`) takes the guide
back to the step that asked for it (a play-tester of the Rami lesson looked for both).
"""

from __future__ import annotations

import pygame

from game.coach.hint import Hint, explain
from game.coach.tutorial import TutorialRun, script_for
from game.core.actions import Action
from game.core.cards import Card
from game.core.events import HandScored
from game.ui import theme
from game.ui.i18n import _
from game.ui.tutorial_words import closing_text, step_text, waiting_text
from game.ui.widgets import Button, blit_paragraph, draw_panel, label_pad


class Guide:
    """The steps of a guided game, kept in step with the table's match."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.run = TutorialRun(script_for(name))
        self.b_next: Button | None = None
        self.b_skip: Button | None = None
        self.on_leave = None   # called by Skip / Done (the tutorial scene sets it)
        self.on_again = None   # called by "Play again"
        self.on_done = None    # called once, when the lesson is played to its end
        self.other_done = False   # the other lesson was played to its end (the last words)
        self._hidden: set[Button] = set()   # action buttons hidden while greyed
        self._aimed: int | None = None      # the move the keys were last put on (`aim`)

    @property
    def step(self):
        return self.run.step

    @property
    def finished(self) -> bool:
        return self.run.finished

    def text(self, shown: tuple[Card, ...] = ()) -> str:
        """The step's sentence, its cards named in the order `shown` (the hand) has them."""
        step = self.step
        if step is None:
            return closing_text(self.run.scored, self.other_done)
        scored = next((e for e in self.run.events if isinstance(e, HandScored)), None)
        return step_text(step, shown, scored, self.run.script.seat)

    def holds_computer(self) -> bool:
        """Whether the computer waits now: the step on show is read before it moves (a
        play-tester read the welcome while the computer took the upcard)."""
        step = self.step
        # past its last step the lesson is over: the computer does not play on past the
        # script (the Rami lesson stops between two turns)
        return step is None or step.hold

    def over_text(self) -> str:
        """Why the table takes no more moves once the lesson is over."""
        return _("The guided hand is over") if self.run.scored else \
            _("The lesson stops here, between two turns")

    def keys_text(self, hint: bool) -> str:
        """What H (`hint`) or Z says once the lesson is over: the guide's closing words
        ("The lesson stops here, between two turns") and where the key works, a real game
        (they said "The guided hand is over" beside a Rami lesson that had stopped between
        two turns, and pointed nowhere: a play-tester)."""
        if self.run.scored:
            return _("The lesson ends here: H gives hints in your own games (New game, in "
                     "the main menu)") if hint else \
                _("The lesson ends here: Z takes moves back in your own games (New game, "
                  "in the main menu)")
        return _("The lesson stops here: H gives hints in your own games (New game, in the "
                 "main menu)") if hint else \
            _("The lesson stops here: Z takes moves back in your own games (New game, in "
              "the main menu)")

    def highlight(self) -> tuple[Card, ...]:
        step = self.step
        return step.highlight if step is not None else ()

    def expected(self) -> Action | None:
        step = self.step
        return step.expect if step is not None else None

    # ----- the player's actions ---------------------------------------------------------
    def vet(self, action: Action) -> tuple[Action, str | None]:
        """The scripted form of `action` if the step asks for it, else why not."""
        step = self.step
        if step is None:
            return action, self.over_text()
        if step.expect is None:
            return action, _("Read the guide, then press Continue")
        if not step.accepts(action):
            return action, _("Follow the guide: play the move it points at")
        return self.run.script.log[self.run.done_moves], None

    def played(self, table, action: Action) -> None:
        """The table applied the step's action: the guide moves on."""
        step = self.step
        if step is not None and step.expect is not None:
            self.run.advance(step.expect if step.accepts(action) else action)
            self._check_done()
        table.dirty = True

    def _check_done(self) -> None:
        """The lesson just reached its end: say so, once (the Learn to play page marks it)."""
        if self.finished and self.on_done is not None:
            done, self.on_done = self.on_done, None
            done()

    def caught_up(self, table) -> bool:
        """Whether the table has shown every scripted move the guide has reached (the
        computer's moves are played by the table at its own pace)."""
        return table.session.log_length() >= 1 + self.run.done_moves and table.settled \
            and not table.queue

    def go_on(self, table) -> None:
        """Continue: the explanation was read."""
        if self.step is not None and self.step.expect is None and self.caught_up(table):
            self.run.advance()
            self._check_done()
        table._refresh_buttons()
        table.dirty = True

    # ----- Hint and Undo in a lesson ---------------------------------------------------
    def hint(self, view, legal: list[Action]) -> Hint | None:
        """The coach on the step's move: the legal action the step accepts, with the reason
        the hint gives for it at any table (`explain`, which reads the view only); None on a
        step to read (or a move the table does not offer)."""
        step = self.step
        if step is None or step.expect is None:
            return None
        action = next((a for a in legal if step.accepts(a)), None)
        return Hint(action, explain(view, legal, action)) if action is not None else None

    def hint_ready(self, table) -> bool:
        """Whether H has a move to explain now: a step that asks for one, the table caught up."""
        step = self.step
        return step is not None and step.expect is not None and self.caught_up(table)

    def rewound(self, table) -> None:
        """The player's moves were taken back (Undo): the guide goes back to the step that
        asked for the first of them."""
        self.run.rewind(table.session.log_length() - 1)   # (the log opens with the deal)
        table.dirty = True

    # ----- its panel --------------------------------------------------------------------
    def buttons(self, table) -> tuple[Button, Button]:
        if self.b_next is None:
            w = table.widgets
            self.b_next = w.add(Button(_("Continue"), lambda: self.on_next(table),
                                       pygame.K_SPACE, _("Go on to the next step"), True,
                                       name="guide-next"))
            # named for what it does: "Skip" read as "skip this step" (a play-tester),
            # and it leaves the whole lesson
            self.b_skip = w.add(Button(_("Leave lesson"), lambda: self.leave(), None,
                                       _("Leave the lesson and go back to the list of "
                                         "lessons"), name="guide-skip"))
        return self.b_next, self.b_skip

    def on_next(self, table) -> None:
        if self.finished:
            if self.on_again is not None:
                self.on_again()
            return
        self.go_on(table)

    def leave(self) -> None:
        if self.on_leave is not None:
            self.on_leave()

    def refresh(self, table) -> None:
        b_next, b_skip = self.buttons(table)
        step = self.step
        b_next.visible = step is None or step.expect is None
        b_next.enabled = step is None or self.caught_up(table)
        b_next.text = _("Play again") if step is None else _("Continue")
        b_skip.text = _("Done") if step is None else _("Leave lesson")
        for b in (table.b_hint, table.b_undo):
            # in Continue's place: on a step to read there is nothing to hint nor to take
            # back yet (H and Z say so: `CoachMixin.handle_event`), and the sentence keeps
            # the room it had
            b.visible = b.visible and not b_next.visible
        self.hide_idle_actions(table)
        self.hide_sorts(table)
        self.aim(table)

    def aim(self, table) -> None:
        """Once a step waits for the player's move, the keys are on it, as a hint puts them:
        the card outlined is the one Enter plays, the pile the one it draws from, Knock's
        button focused (the first Enter discarded the card just drawn, not the nine the guide
        outlined, and after K the arrows had ten cards to pass: a play-tester)."""
        step = self.step
        if step is None or step.expect is None or self._aimed == self.run.done_moves or \
                not (table.my_turn and self.caught_up(table)):
            return
        self._aimed = self.run.done_moves
        table.select_hinted(step.expect)

    def hide_idle_actions(self, table) -> None:
        """A guided hand shows only the action buttons the player may press now: the
        greyed ones give their room to the panel (at 200 % on 16:9 three greyed buttons
        left its sentence 194 px, and the welcome was drawn at 62 % of the small size).
        One hidden here comes back once it lights (Rami's Meld and Lay off stayed hidden,
        their keys dead, while the prompt said to press M: a play-tester)."""
        for b in table._action_buttons():
            if b in self._hidden and b.enabled:
                b.visible = True
                self._hidden.discard(b)
            elif b.visible and not b.enabled:
                b.visible = False
                self._hidden.add(b)

    def hide_sorts(self, table) -> None:
        """The sort buttons give their room to the panel where it takes it (`takes_sorts`),
        else show with a hand to sort (run after the table's own refresh of them)."""
        for b in (table.b_rank, table.b_suit, table.b_melds):
            b.visible = bool(table.hand) and not self.takes_sorts(table)

    def texts(self) -> list[str]:
        """Every sentence this guide shows: its steps', the computer's turns and the closing
        ones."""
        steps = self.run.script.steps
        return [step_text(step) for step in steps] + [waiting_text(step) for step in steps] \
            + [closing_text(scored, done) for scored in (False, True) for done in (False, True)]

    def _column(self, table) -> tuple[int, int, int, int]:
        """The side column under the action buttons: its left, right and top, and where
        the sort buttons begin (compact: two or three to a row, the column's width)."""
        lay = table.layout
        shown = [b.rect for b in table._action_buttons() if b.visible and b.rect.height]
        top = max((r.bottom for r in shown), default=int(table._buttons_top())) + lay.px(14)
        sorts = [b.rect for b in (table.b_rank, table.b_suit, table.b_melds)]
        return (min(r.left for r in sorts) - lay.px(6), max(r.right for r in sorts) + lay.px(6),
                top, min(r.top for r in sorts) - lay.px(14))

    def takes_sorts(self, table) -> bool:
        """Whether the panel takes the sort buttons' room too (they hide while the guide
        shows; a guided hand needs no sorting): where the column between the action and the
        sort buttons cannot hold the guide's longest sentence at the small size (a large
        Text size: at 200 % the panel had no room left for any sentence at all)."""
        left, right, top, sort_top = self._column(table)
        key = (left, right, top, sort_top, table.layout.font_small, _("Continue"))
        if getattr(self, "_takes", (None,))[0] != key:
            room = self._text_room(table, pygame.Rect(left, top, right - left, sort_top - top))
            px = table.layout.font_small
            fits = room.height > 0 and all(
                len(table.res.wrap(t, px, room.width)) * int(px * 1.25 * 0.8) <= room.height
                for t in self.texts())
            self._takes = (key, not fits)
        return self._takes[1]

    def panel_rect(self, table) -> pygame.Rect:
        """The side column between the action buttons and the sorting buttons, or down to
        the window's bottom where that is too short (`takes_sorts`)."""
        lay = table.layout
        left, right, top, sort_top = self._column(table)
        bottom = lay.h - lay.margin if self.takes_sorts(table) else sort_top
        return pygame.Rect(left, top, right - left, max(40, bottom - top))

    def _text_room(self, table, rect: pygame.Rect) -> pygame.Rect:
        """The panel's room for its sentence, over its two buttons."""
        lay = table.layout
        inner = rect.inflate(-lay.px(16), -lay.px(14))
        sh = table.b_rank.rect.height
        rows = 1 + max(1, self._coach_rows(table, inner.width))   # Skip, and Continue's row
        buttons = rows * sh + (rows - 1) * lay.px(6) + lay.px(12)
        return pygame.Rect(inner.left, inner.top, inner.width, inner.height - buttons)

    @staticmethod
    def _coach(table) -> list[Button]:
        """Hint and Undo, where the table shows them (`CoachMixin`)."""
        return [b for b in (table.b_hint, table.b_undo) if b.visible]

    def _coach_rows(self, table, width: int, shown: bool = False) -> int:
        """The rows Hint and Undo take in the panel `width` wide (on a step that shows them,
        or `shown`: as they show now): one, side by side, where both labels fit half of it
        at one size (`_coach_px`; else one each)."""
        coach = self._coach(table) if shown else [table.b_hint, table.b_undo]
        if len(coach) == 2 and self._coach_px(table, coach, width) is None:
            return 2
        return 1 if coach else 0

    @staticmethod
    def _coach_px(table, coach: list[Button], width: int) -> int | None:
        """The one size both labels read at side by side in the panel `width` wide: the
        buttons' own, else the largest down to the least a button's label shrinks to; None
        where one of them does not fit half the row at that (Polish "Podpowiedź" at
        800x600: the two then stand one a row). A shared size: French "Annuler" shrank
        beside a full-size "Indice", the pair looking mismatched (a play-tester)."""
        sh = table.b_rank.rect.height
        own = max(13, int(sh * 0.5))
        room = (width - table.layout.px(6)) // 2 - 2 * label_pad(sh)
        for px in range(own, max(11, int(own * 0.72)) - 1, -1):
            font = table.res.font(px)
            if all(font.size(b.text)[0] <= room for b in coach):
                return px
        return None

    def _place_coach(self, table, inner: pygame.Rect, bottom: int) -> None:
        """Hint and Undo over the panel's own buttons (`bottom`: the top of those): side by
        side with their labels at one size, else one a row as wide as those buttons (the
        column of full-width buttons reads as meant, aligned with Leave lesson)."""
        sh, gap = table.b_rank.rect.height, table.layout.px(6)
        coach = self._coach(table)
        px = self._coach_px(table, coach, inner.width) if len(coach) == 2 else None
        if px is not None:
            half = (inner.width - gap) // 2
            coach[0].rect = pygame.Rect(inner.left, bottom - gap - sh, half, sh)
            coach[1].rect = pygame.Rect(inner.right - half, bottom - gap - sh, half, sh)
            for b in coach:
                b.shared_px = px
            return
        for b in reversed(coach):
            b.rect = pygame.Rect(inner.left, bottom - gap - sh, inner.width, sh)
            bottom = b.rect.top

    def place(self, table) -> None:
        b_next, b_skip = self.buttons(table)
        self.refresh(table)
        for b in (table.b_hint, table.b_undo):
            b.shared_px = 0       # (each its own size, but side by side: `_place_coach`)
        rect = self.panel_rect(table)
        sh = table.b_rank.rect.height
        gap = table.layout.px(6)
        inner = rect.inflate(-table.layout.px(12), -table.layout.px(12))
        row = [b_next, b_skip] if b_next.visible else [*self._coach(table), b_skip]
        widths = self._one_row(table, row, inner.width) if self.takes_sorts(table) else None
        if widths is not None:
            # a short column (16:9 at 200 %): the buttons on one row, the room to the text
            x = inner.left
            for b, w in zip(row, widths, strict=True):
                b.rect = pygame.Rect(x, inner.bottom - sh, w, sh)
                x += w + gap
            return
        b_skip.rect = pygame.Rect(inner.left, inner.bottom - sh, inner.width, sh)
        b_next.rect = pygame.Rect(inner.left, b_skip.rect.top - gap - sh, inner.width, sh) \
            if b_next.visible else pygame.Rect(0, 0, 0, 0)
        self._place_coach(table, inner, b_skip.rect.top)

    @staticmethod
    def _one_row(table, row: list[Button], width: int) -> list[int] | None:
        """The widths of `row`'s buttons on one row `width` wide, each label whole at the
        size a button may shrink to: equal where they fit so, else each as wide as its label
        needs and the rest shared ("Passer le guide" beside "Indice" and "Annuler"); None
        where they do not fit on one row."""
        if len(row) < 2:
            return None
        sh, gap = table.b_rank.rect.height, table.layout.px(6)
        room = width - gap * (len(row) - 1)
        if table._labels_fit(row, room // len(row), sh):
            return [room // len(row)] * len(row)
        font = table.res.font(max(11, int(max(13, int(sh * 0.5)) * 0.72)))
        need = [font.size(b.text)[0] + 2 * label_pad(sh) + 2 for b in row]
        if sum(need) > room:
            return None
        extra = (room - sum(need)) // len(row)
        return [n + extra for n in need]

    def text_px(self, table, text: str, room: pygame.Rect) -> int:
        """The size the whole sentence shows at in `room`: the small size, smaller only
        where it must (never under 11)."""
        px = table.layout.font_small
        while px > 11:   # the whole sentence must show: smaller type before cutting
            if len(table.res.wrap(text, px, room.width)) * int(px * 1.25 * 0.8) <= room.height:
                break
            px -= 1
        return px

    def text_room(self, table) -> pygame.Rect:
        """The placed panel's room for its sentence, over its buttons."""
        lay = table.layout
        inner = self.panel_rect(table).inflate(-lay.px(16), -lay.px(14))
        buttons_top = min(b.rect.top for b in (self.b_next, self.b_skip, *self._coach(table))
                          if b is not None and b.visible and b.rect.height) - lay.px(6)
        return pygame.Rect(inner.left, inner.top, inner.width, buttons_top - inner.top)

    def draw(self, table, surface: pygame.Surface) -> None:
        lay = table.layout
        draw_panel(surface, self.panel_rect(table), theme.PANEL, 235, lay.px(12), theme.GOLD,
                   2)
        room = self.text_room(table)
        text, colour = self.shown_text(table)
        blit_paragraph(surface, table.res, text, self.text_px(table, text, room), room, colour)

    def shown_text(self, table) -> tuple[str, tuple[int, int, int]]:
        """The sentence the panel shows and its colour: the step's once the table shows what
        it explains or asks for; until then, while the computer's replies to the player's
        move are shown, what the computer is doing, dimmed ("The computer shows its hand and
        lays off…" stood beside the knock's banner, before the computer had shown a card;
        "The computer threw the queen of spades: take it" while the computer was still
        playing: play-testers; and the step the player had just done stood while the
        computer laid off: "When you discard the seven of hearts… knock with it"). While
        only the player's own move lands, the next step already shows."""
        step = self.step
        if step is not None and self.run.replies and not self.caught_up(table):
            return waiting_text(step), theme.TEXT_DIM
        return self.text(tuple(s.card for s in table.hand if s.card is not None)), theme.TEXT


__all__ = ["Guide"]
