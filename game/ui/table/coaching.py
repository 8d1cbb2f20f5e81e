"""Coaching at the table: the Hint and Undo buttons, the hint's highlight and its reason, the
record of the player's decisions for the post-hand review, and the guided first game.

Wired as `game.coach` documents it: the hint is asked of `hint.hint` with the shown view and
the legal actions the seat was offered (never the engine), undo goes through `match.undo` and
the table then rebuilds from the new view, the player's decisions are noted in a
`review.HandRecord` just before each is applied, and a guided game (`guide.Guide`) vets the
player's actions against its script. Mixed into `base.TableScene`; a family needs nothing.
"""

from __future__ import annotations

import pygame

from game.coach import usage
from game.coach.hint import CoachSettings, Hint, hint, hints_available
from game.coach.review import HandRecord
from game.core.actions import (
    DISCARD_PILE,
    STOCK,
    Action,
    BigGin,
    CallRami,
    DeclineCall,
    Discard,
    Draw,
    FinishLayoffs,
    GoOut,
    Knock,
    LayOff,
    Meld,
    Pass,
    Restock,
    Stop,
)
from game.core.phase import OVER_PHASES
from game.ui import theme
from game.ui.coach_words import hint_text, undo_refusal_text, undo_text
from game.ui.i18n import _, pgettext
from game.ui.table.feed import new_feed
from game.ui.table.hint_marks import HINT_COLOUR, HintMarks
from game.ui.table.note_place import clear_of_hand, under_pile
from game.ui.widgets import Button, draw_panel, label_pad
from game.variants.terms import terms_for

NOTE_COLOUR = (26, 52, 72)
# which button an action is played with (when the family has it)
_BUTTON_OF: dict[type, str] = {Pass: "b_pass", Knock: "b_knock", BigGin: "b_big",
                               FinishLayoffs: "b_done", GoOut: "b_out", CallRami: "b_rami",
                               DeclineCall: "b_decline", Restock: "b_restock", Stop: "b_stop",
                               Meld: "b_meld"}


class CoachMixin(HintMarks):
    """Hint, undo, the review's record and the guide (mixed into the table scene)."""

    guide = None   # a `game.ui.table.guide.Guide` when the table plays a scripted game
    hint_pick = None   # the card a hint stood up, until the player clicks it (`select_hinted`)
    hint_focus = None   # the button a hint focused, until the next move
    note_panel: pygame.Rect | None = None   # where the coach's line was last drawn

    def _build_coach_buttons(self) -> None:
        w = self.widgets
        self.b_hint = w.add(Button(_("Hint"), self.on_hint, pygame.K_h,
                                   _("What the strongest computer player would do now, and "
                                     "why"), name="hint"))
        talon = terms_for(self.session.rules).stock == "talon"   # Rami, 003: French *talon*
        self.b_undo = w.add(Button(_("Undo"), self.on_undo, pygame.K_z,
                                   pgettext("talon", "Take your last move back (also Ctrl+Z); "
                                            "a card drawn from the stock cannot be taken back")
                                   if talon else
                                   _("Take your last move back (also Ctrl+Z); a card drawn "
                                     "from the stock cannot be taken back"), name="undo"))
        self.b_hint.visible = self.b_undo.visible = False
        # greyed, their keys say why (Z after a stock draw did nothing at all: a play-tester)
        self.b_hint.on_refused = self.on_hint
        self.b_undo.on_refused = self.on_undo
        self.coach_note: tuple[int, str, Hint | None] | None = None  # (state_no, text, hint)
        self.undo_said: tuple | None = None   # the undo note says: (action, pile top, rami)
        self.coach_record: HandRecord | None = None
        self.coach_record_hand = -1
        self._undo_cache: tuple[object, bool] = (None, False)

    # ----- when each is offered ---------------------------------------------------------
    def hint_offered(self) -> bool:
        """Against the computer always (a lesson too); in hot-seat only if every player
        allowed it."""
        humans = len(self.session.humans)
        agreed = bool(self.session.match_meta.get(usage.HINTS_AGREED))
        return hints_available(humans, CoachSettings((agreed,) * humans))

    def undo_offered(self) -> bool:
        """Against the computer, in a match counted for statistics only when setup allowed
        it (every match is counted; a lesson is not); never in hot-seat."""
        if self.viewer is None:
            return False
        if self.guide is not None:
            return self.session.undo_switchable(self.viewer)
        return self.session.undo_offered(self.viewer)

    def undo_off_words(self) -> str:
        """Why this match offers no undo (a Z pressed where it is off)."""
        if len(self.session.humans) != 1:
            return _("No undo when several people play at this screen")
        if self.session.undo_switchable(self.viewer):
            return _("Undo is off in this match: switch on \"Allow undo in counted "
                     "matches\" in New game")
        return _("No undo against a bot from outside the game")

    def undo_possible(self) -> bool:
        """Whether the viewer could take something back now (asked once per log length)."""
        key = (self.state_no, self.session.log_length(), self.viewer)
        if self._undo_cache[0] != key:
            self._undo_cache = (key, self.session.can_undo(self.viewer))
        return self._undo_cache[1]

    def _refresh_coach(self) -> None:
        self.b_hint.visible = self.hint_offered()
        self.b_hint.enabled = self.b_hint.visible and self.my_turn and bool(self.legal()) \
            and (self.guide is None or self.guide.hint_ready(self))
        self.b_undo.visible = self.undo_offered()
        # (nothing to take back once the hand is over: Undo stood lit under "The hand is
        # over", a play-tester)
        self.b_undo.enabled = self.b_undo.visible and self.phase not in OVER_PHASES and \
            self.undo_possible()
        if getattr(self, "sitting_out", lambda: False)():   # 004's advisor: nothing to play
            self.b_hint.visible = self.b_undo.visible = False
        if self.guide is not None:
            self.guide.refresh(self)

    def _place_buttons_if_changed(self) -> None:
        self._refresh_coach()
        super()._place_buttons_if_changed()

    def _place_buttons(self) -> None:
        super()._place_buttons()
        lay = self.layout
        top = self.b_rank.rect.top
        # the column's width (compact: the sort buttons may lie two or three to a row)
        bw = max(b.rect.right for b in (self.b_rank, self.b_suit, self.b_melds)) \
            - self.b_rank.rect.left
        sh = self.b_rank.rect.height
        gap = lay.px(6)
        x = self.b_rank.rect.left
        shown = [b for b in (self.b_hint, self.b_undo) if b.visible]
        for b in (self.b_hint, self.b_undo):
            b.rect = pygame.Rect(0, 0, 0, 0)
        y = top - gap - sh
        half = (bw - gap) // 2
        if len(shown) == 2 and not self._labels_fit(shown, half, sh, full=self.guide is None):
            # side by side the labels would be cut (Polish): one row each, if the column
            # has room under the action buttons, else side by side after all (a guide's
            # panel takes the room over them: there they may shrink further first)
            above = [b.rect.bottom for b in self._action_buttons() if b.visible
                     and b.rect.height]
            if y - gap - sh >= max(above, default=0) + gap:
                self.b_undo.rect = pygame.Rect(x, y, bw, sh)
                self.b_hint.rect = pygame.Rect(x, y - gap - sh, bw, sh)
                shown = []
        if len(shown) == 2:
            self.b_hint.rect = pygame.Rect(x, y, half, sh)
            self.b_undo.rect = pygame.Rect(x + bw - half, y, half, sh)
        elif shown:
            shown[0].rect = pygame.Rect(x, y, bw, sh)
        if self.guide is not None:
            self.guide.place(self)

    def _labels_fit(self, buttons: list[Button], width: int, height: int,
                    full: bool = False) -> bool:
        """Whether each label fits a button `width` wide at the size a button may shrink to,
        or (`full`) at the sort buttons' own size (Polish "Podpowiedź" read at 9 px beside
        "Cofnij", under full-size sort buttons: a play-tester)."""
        own = max(13, int(height * 0.5))
        px = own if full else max(11, int(own * 0.72))
        font = self.res.font(px)
        room = width - 2 * label_pad(height)
        return all(font.size(b.text)[0] <= room for b in buttons)

    # ----- hint -------------------------------------------------------------------------
    def on_hint(self) -> None:
        """H: what `hard` would play now, from the shown view and the offered actions."""
        if not self.hint_offered():
            return
        legal = self.legal()
        if not legal:
            self.refuse(_("A hint is given on your turn, once the cards have landed"),
                        until_turn=True)
            return
        h = self.coach_hint(legal)
        if h is None:   # a lesson's step to read: nothing to play yet
            self.refuse(_("Read the guide, then press Continue"))
            return
        self.coach_note = (self.state_no, self.hint_words(h), h)
        self.undo_said = None
        self.session.note_hint()
        self.select_hinted(h.action)
        self.clear_toast()
        # the hint takes the prompt's band: a banner there (003's "Retourne: descente at
        # 10 or less", which the panel keeps saying) would stand under it, half seen
        self.banner = None
        self._cancel("banner")
        self.dirty = True

    def coach_hint(self, legal: list[Action]) -> Hint | None:
        """The hint for the shown view (a family may word it for what the table holds; a
        lesson's is the step's move, None on a step to read)."""
        return self.guide.hint(self.state, legal) if self.guide is not None else \
            hint(self.state, legal)

    def select_hinted(self, action) -> None:
        """What a hint plays becomes the keyboard's choice, so Enter follows the advice (Down
        and Enter played the hand's first card instead) and never its opposite; a hint changes
        no mode, nor what a click or K does. The card to discard stands up, a click on it
        only makes it the player's choice (`hint_pick`) and a second plays it; the card to
        lay off stands up and Enter lays it off as advised (it discarded it: a play-tester);
        the stock or the pile to draw from is chosen; a knock or a gin focuses its button,
        its card outlined only (the hint put the table in knock mode without a word, and the
        next double-click knocked a gin away: a play-tester); an action played with a button
        (Pass, Done, Go out) focuses that button."""
        rami = self.state.rules.family == "rami"
        self.hint_pick = None
        if getattr(self, "knock_mode", False):
            if isinstance(action, Knock):   # K pressed already: its card chosen for Enter
                self.choose_for_knock(action.card)
                return
            self.knock_mode = False   # a hint to wait: Enter discards (it tried to knock)
        button = self.hint_button(action)
        if button is not None and not isinstance(action, Meld) and button.active:
            if isinstance(action, Knock):
                self.selected = None   # K and Enter then open knock mode, its card chosen
            self.hint_focus = button
            self.widgets.set_focus(button)   # Pass, Done, Go out...: Enter presses it (it
            self._refresh_buttons()          # tried the hand's card, and was refused)
            return
        if isinstance(action, Draw) and action.source in (STOCK, DISCARD_PILE):
            self.focus_area = "stock" if action.source == STOCK else "pile"
            self.widgets.set_focus(None)
            return
        if rami and isinstance(action, Meld):
            # the meld's cards chosen, its button lit: the rings alone looked chosen, and
            # Meld then asked to choose the cards (a play-tester)
            sprites = [self.sprite_of(c) for c in action.cards]
            if all(sp is not None and sp in self.hand for sp in sprites):
                self.clear_chosen()
                for sp in sprites:
                    self._choose(sp, True)
                self.widgets.set_focus(None)
                self._refresh_buttons()
            return
        # the card to discard or lay off is the cursor's (in Rami where none are chosen)
        if not isinstance(action, (Discard, LayOff)) or (rami and self.chosen):
            return
        sprite = self.sprite_of(action.card)
        if sprite is None:
            return
        self.selected, self.focus_area = sprite, "hand"
        self.hint_pick = sprite
        self.widgets.set_focus(None)
        self._refresh_buttons()

    def hint_button(self, action) -> Button | None:
        """The button a hinted action is played with (a gin's, not Knock's), if the family
        has it."""
        button = getattr(self, _BUTTON_OF.get(type(action), ""), None)
        if isinstance(action, Knock) and getattr(self, "b_gin", None) is not None and \
                self.b_gin.enabled and (not self.b_knock.enabled or
                                        action.card in self._gin_cards(
                                            [a for a in self.legal() if isinstance(a, Knock)])):
            button = self.b_gin   # a gin is hinted: its button, not Knock's
        return button

    def hinted(self, kind: type) -> Action | None:
        """The shown hint's action if it is of `kind` (in a lesson, the guide's move: Enter
        and K follow it as they follow a hint), else None."""
        h = self.shown_hint()
        action = h.action if h is not None else \
            self.guide.expected() if self.guide is not None else None
        return action if isinstance(action, kind) else None

    def hint_layoff(self, sprite) -> Action | None:
        """The lay-off a shown hint advises for `sprite` (Enter on it follows it), or None."""
        action = self.hinted(LayOff)
        return action if sprite is not None and action is not None and \
            sprite.card == action.card else None

    def shown_hint(self) -> Hint | None:
        note = self.coach_note
        if note is None or note[0] != self.state_no or note[2] is None:
            return None
        return note[2]

    # ----- undo -------------------------------------------------------------------------
    def on_undo(self) -> None:
        """Take the viewer's last move back and rebuild the table from the new view."""
        seat = self.viewer
        if not self.undo_offered() or seat is None or self.press is not None:
            return
        undone = self.session.undo(seat)
        if not undone:
            # the true reason, from the player's own last move (a knock answered "a card
            # from the stock or another player's move cannot be undone": a play-tester)
            self.refuse(undo_refusal_text(self.session.undo_refusal(seat),
                                          terms_for(self.session.rules)))
            return
        if self.coach_record is not None:
            self.coach_record.rewind(self.session.log_length())
        self._rebuild_after_undo()
        if self.guide is not None:   # the lesson goes back to the step of the move undone
            self.guide.rewound(self)
        # (worded again when drawn, like a hint: the language may change meanwhile)
        self.undo_said = (undone[0], self.state.discard_top, self.state.rules.family == "rami")
        self.coach_note = (self.state_no, undo_text(*self.undo_said), None)
        self._later("coach-note", 2.5, self._end_note)   # then the prompt comes back

    def _end_note(self) -> None:
        if self.coach_note is not None and self.coach_note[2] is None:
            self.coach_note = None

    def _rebuild_after_undo(self) -> None:
        """Forget everything the undone moves left behind: queued events, flights, banners,
        selections, a pending computer move, the family's modes; then redraw from the view."""
        self.queue.clear()
        self.intents.clear()
        self.hold = 0.0
        for tween in list(self.anim.tweens):
            tween.sprite.tween = None
        self.anim.tweens.clear()
        self.anim.timers.clear()
        self.leaving, self.incoming = [], None
        self.selected = self.hovered = None
        self.press = None
        self.banner = None
        self._cancel("banner")
        self.clear_toast()
        for seat in list(self.bubbles):
            self.hush(seat)
        if self.ai_future is not None:
            self.ai_future.cancel()
            self.ai_future, self.ai_seat = None, None
        self._cancel("thinking")
        self._cancel("flow")
        self._waiting = None
        for name, value in (("knock_mode", False), ("proposals", []), ("proposals_for", None)):
            if hasattr(self, name):
                setattr(self, name, value)
        clear = getattr(self, "clear_chosen", None)
        if callable(clear):
            clear()
        self.state = self.session.view(self.viewer)
        self.feed_in_flight = []    # (the new feed has worded every move left)
        self.feed = new_feed(self, self.state.events)   # the undone moves leave the log too
        self.rebuild_from_view()
        if not self.manual_order:
            self.sort_hand()
        self.relayout(0)
        self._synced = False      # once the hand has landed, the buttons (Hint) are asked again
        self._refresh_buttons()
        self.dirty = True

    def handle_event(self, e: pygame.event.Event) -> bool:
        if self.guide is not None and e.type == pygame.KEYDOWN and e.key in (
                pygame.K_h, pygame.K_z) and not self.b_hint.visible:   # a step to read
            self.refuse(self.guide.keys_text(e.key == pygame.K_h) if self.guide.finished
                        else _("Read the guide, then press Continue"))
            return True
        if e.type == pygame.KEYDOWN and e.key == pygame.K_z and (
                e.mod & pygame.KMOD_CTRL or not self.b_undo.visible):
            if self.b_undo.visible:
                self.on_undo()     # (greyed: it says why nothing can be taken back)
            elif self.guide is None and self.viewer is not None:
                # the rules name Z: with undo off it did nothing, and said nothing
                self.refuse(self.undo_off_words())
            return True
        if e.type == pygame.KEYDOWN and e.key == pygame.K_h and self.guide is None and \
                not e.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT) and not self.hint_offered():
            # the rules name H: in hot-seat without the players' agreement it did nothing,
            # and said nothing (a play-tester)
            self.refuse(_("Hints are off in this match: switch on \"Hints (every player "
                          "agrees)\" in New game"))
            return True
        guide_next = self.guide.b_next if self.guide is not None else None
        focus = self.widgets.focus
        if e.type == pygame.KEYDOWN and e.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and \
                guide_next is not None and guide_next.visible and \
                (focus is None or focus is guide_next or not focus.active):
            # Enter presses the guide's Continue as Space does (it went to the hand and was
            # refused while the panel's lit Continue waited: a player's first lesson), unless
            # Tab has focused another button: Enter on Skip went on to the next step, on the
            # finished lesson's Done played it again (a play-tester)
            if guide_next.active:
                guide_next.activate()
            return True
        return super().handle_event(e)

    # ----- the record for the review, and the guide's say ------------------------------
    def coach_vet(self, action: Action) -> tuple[Action, str | None]:
        """The action to apply for the player's `action` (a guide plays its script's form)
        and why it is refused (None if not)."""
        if self.guide is not None:
            scripted, why = self.guide.vet(action)
            step = self.guide.step
            if why is not None and step is not None and step.expect is not None:
                # a move the rules refuse says the rule ("Follow the guide" taught nothing of
                # why the ten of hearts could not join six-seven-eight of hearts: a
                # play-tester); a legal move off the script still points at the guide
                return action, self.reason(action) or why
            return scripted, why
        return action, None

    def coach_before(self, action: Action) -> None:
        """Just before the viewer's action is applied: note it for the review."""
        seat = self.viewer
        if self.guide is not None or seat is None or self.session.hotseat:
            return
        hand_no = self.state.hand_no
        if self.coach_record is None or self.coach_record_hand != hand_no:
            # this hand's earlier decisions too, when the match was resumed in its middle
            self.coach_record = self.session.hand_record(seat)
            self.coach_record_hand = hand_no
        self.session.note_decision(self.coach_record, seat, action)

    def coach_after(self, action: Action) -> None:
        if self.guide is not None:
            self.guide.played(self, action)
        if self.hint_focus is not None and self.widgets.focus is self.hint_focus:
            # the button a hint focused is the hint's for its turn only: after a discard it
            # stayed ringed, greyed, and Enter on a later turn would have pressed it
            self.widgets.set_focus(None)
        self.hint_pick = self.hint_focus = None

    def review_record(self) -> HandRecord | None:
        """The decisions of the hand just scored (for "Review my play"), if any."""
        seat = self.viewer
        if self.coach_record is None and seat is not None and self.guide is None \
                and not self.session.hotseat:   # a score screen restored by Continue
            self.coach_record = self.session.hand_record(seat)
            self.coach_record_hand = self.state.hand_no
        record = self.coach_record
        if record is None or self.coach_record_hand != self.state.hand_no \
                or not record.decisions:
            return None
        return record

    # ----- drawing ----------------------------------------------------------------------
    def _draw_prompt(self, surface: pygame.Surface) -> None:
        super()._draw_prompt(surface)
        self._draw_coach(surface)

    def _draw_coach(self, surface: pygame.Surface) -> None:
        if self.guide is not None:
            self._draw_marks(surface, self.guide.highlight(), self.guide.expected())
            self.guide.draw(self, surface)
        if not self.note_shown():
            return
        note = self.coach_note
        h = note[2]
        if h is not None and self.my_turn:
            self._draw_marks(surface, h.marked, h.action)
        if self.toast is None:   # a refusal answers what the player just did: it shows
            # (the line was drawn over it); a hint worded again in the language of the
            # moment (an English hint stayed after a switch to Polish: a play-tester)
            text = self.hint_words(h) if h is not None else \
                undo_text(*self.undo_said) if self.undo_said is not None else note[1]
            self._draw_note(surface, text, h is not None)

    def hint_words(self, h: Hint) -> str:
        """The hint's sentence for this table's rules, in the current language."""
        terms = terms_for(self.session.rules)
        return hint_text(h, self.state.rules.family == "rami", terms.stock == "talon",
                         terms.descente)

    def note_room(self, sprite) -> float | None:
        """A card stops short of the coach's line over the hand: at 150-200 % text the
        card a hint stood up slid under the hint it illustrates (a play-tester)."""
        panel = self.note_panel
        if panel is None or not self.note_shown():
            return None
        return self.room_under(sprite, [panel], self.layout.px(2))

    def note_shown(self) -> bool:
        """Whether the coach's line stands in for the prompt now."""
        note = self.coach_note
        return note is not None and note[0] == self.state_no and not self.queue \
            and self.hold <= 0

    def prompt(self) -> str:
        """The coach's line takes the prompt's place while it is shown (the place kept free
        for one line of advice between the piles and the hand); while the guide explains,
        the prompt says to read it ("Draw (S) or take the discard (T)" stood under "press
        Continue", and the move it named was refused)."""
        if self.note_shown():
            return ""
        step = self.guide.step if self.guide is not None else None
        if step is not None and step.expect is None:
            if not self.guide.caught_up(self):
                # Continue waits for the table to show the computer's moves: say those, not
                # "press Continue" beside a greyed Continue (a play-tester)
                return "" if self.my_turn else super().prompt()
            return _("Read the guide, then press Continue")
        if self.guide is not None and self.guide.finished:
            # not the turn's "Click 3 or more cards…" under "Well done!" (a play-tester):
            # the guided hand takes no more moves
            return self.guide.over_text()
        return super().prompt()

    def _draw_note(self, surface: pygame.Surface, text: str, is_hint: bool) -> None:
        """The coach's line in the prompt's place, kept to the prompt's span and band (a
        two-line hint at 200 % ran across the score panel and the stock's label); wrapped at
        the small size before it shrinks (a Polish hint at 800x600 / 150 % read at 90 % on
        one line where two whole-size lines had the room)."""
        lay = self.layout
        room = self.prompt_room()
        lines = max(2, self.prompt_lines(room)) if lay.compact else 2
        left, right = self._prompt_bounds()
        needed = len(self.res.wrap(text, lay.font_small, right - left - 2 * lay.px(14)))
        least_left = 0
        if needed > lines:
            # read whole, never cut: the lines it needs at the small size ("…to o 5 punktów
            # więcej, niż gdy..." lost the card it compared with: a Polish play-tester);
            # over the hand's span, clear of the tags in the column beside it
            lines, room = needed, None
            extent = self.hand_extent() if self.compact_rows else None
            if extent is not None:
                least_left = int(extent[0])
                lines = len(self.res.wrap(text, lay.font_small,
                                          right - max(left, least_left) - 2 * lay.px(14)))
        surfs, box, step = self._prompt_box(text, lay.font_small, lines,
                                            room if lay.compact else None, 0.7,
                                            wrap_first=True, least_left=least_left)
        feed = getattr(self, "feed_panel", None)
        if feed is not None and box.colliderect(feed):
            # under the move feed, never over its last line ("Bob pasuje" at 800x600 /
            # 150 %; the computer's move at 1920x1080 / 200 %: a Polish play-tester)
            box.top = feed.bottom + lay.px(4)
        tags_top = self.own_tags_top()
        if tags_top is not None and box.bottom > tags_top - lay.px(6):
            # a gap over the player's own tags (a two-line hint touched "Deadwood 13 · as
            # low as 4 after a discard": a play-tester), down from the stock's label
            box.bottom = int(tags_top - lay.px(6))
            box.top = max(box.top, int(self._prompt_band()[0]) - lay.px(12))
            if least_left:    # a tall hint over the hand: the tags stand beside it
                box.top = int(self._prompt_band()[0]) - lay.px(12)
        stock = self.stock_rect()
        label_foot = stock.bottom + lay.px(10) + self.res.font(lay.font_small).get_linesize()
        if not self.compact_rows and box.top < label_foot and \
                box.left < stock.right and box.right > stock.left:
            box.height -= label_foot - box.top     # its padding under the stock's label
            box.top = label_foot
        for pile in (stock, self.pile_rect()):
            # a gap under the piles' foot and the hint's ring round them (a two-line hint at
            # 1920x1080 / 200 % rose from the prompt's band onto them: a play-tester); where
            # it then reaches the hand, `clear_of_hand` fits it in the band left
            if box.left < pile.right and box.right > pile.left and \
                    box.bottom > pile.top and box.top < under_pile(self, pile):
                box.top = under_pile(self, pile)
        wide = clear_of_hand(self, text, box)   # never over the player's own cards (a
        if wide is not None:                    # long hint at 200 %: a play-tester)
            surfs, box, step = wide
        self.note_panel = box      # where the line stands (tests hold it clear of the buttons)
        draw_panel(surface, box, NOTE_COLOUR, 225, lay.px(10),
                   HINT_COLOUR if is_hint else theme.TEXT_DIM, 2)
        self._blit_rows(surface, surfs, box, step)


__all__ = ["HINT_COLOUR", "CoachMixin"]
