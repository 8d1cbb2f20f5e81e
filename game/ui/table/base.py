"""The table scene's shell: enter, exit, update, draw, and the flow of a match.

Engine events arrive through the session into a queue, each batch with the views its events
led to (one per human seat). Each event is played in turn — the display model changes and the
sprites glide — and the next one waits until the motion has settled; the table's `state` is
the view captured with the last *played* batch, never the live engine (which is ahead of the
animation). Human intent that comes while cards are in flight is queued and applied once they
land. Once everything has landed the flow goes on: the score screen, the next deal, a computer
turn (asked off the UI thread), the scripted autoplayer, or a hot-seat hand-over.

This class knows neither Gin nor Rami: a family (`gin.GinTable`, `rami.RamiTable`) adds its
layout, its handlers, its buttons and its input; `table_for(session)` picks the family.
"""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor

import pygame

from game.core.actions import Action
from game.core.cards import Card
from game.core.errors import IllegalActionError
from game.core.events import (
    Event,
    GameClosed,
    HandScored,
    MatchOver,
    SeedRevealed,
)
from game.core.melds import rules_solver
from game.core.phase import OVER_PHASES, Phase
from game.core.view import PlayerView
from game.ui import i18n, refusal_words, theme
from game.ui.animator import Animator, CardSprite
from game.ui.app import wake
from game.ui.guards import post_notice
from game.ui.i18n import _
from game.ui.scene import Scene
from game.ui.table import navigation
from game.ui.table.coaching import CoachMixin
from game.ui.table.display import DisplayMixin
from game.ui.table.feed import new_feed
from game.ui.table.hud import HudMixin
from game.ui.table.input import InputMixin, Press
from game.ui.table.lifts import LiftMixin
from game.ui.table.playback import PlaybackMixin
from game.ui.table.resync import ResyncMixin
from game.ui.table.seats import SeatsMixin
from game.ui.tasks import Scheduler, Task
from game.ui.widgets import WidgetGroup
from game.variants.terms import terms_for

log = logging.getLogger(__name__)

#: one queued event: the event, and the views its batch led to (on the batch's last event)
Queued = tuple[Event, dict[int, PlayerView] | None]

#: seconds a computer player may think before its tag says "Thinking…": a quicker move says
#: nothing (the bubble flashed for one frame on nearly every computer turn)
THINKING_DELAY = 0.4


class TableScene(SeatsMixin, CoachMixin, DisplayMixin, PlaybackMixin, InputMixin, LiftMixin,
                 HudMixin, ResyncMixin, Scene):
    """The table of a match in play. `autoplayer` (a Player) plays the human seat through
    the UI's own code paths (used by `--smoke-test` and tests)."""

    name = "table"

    def __init__(self, app, session, autoplayer=None) -> None:
        super().__init__(app)
        self.session = session
        self.rules = session.rules
        self.solver = rules_solver(self.rules)
        self.anim = Animator()
        self.tasks = Scheduler()
        self._timed: dict[object, Task] = {}
        self.feed_in_flight: list[Event] = []   # discards the feed words when they land
        self.queue: deque[Queued] = deque()
        self.hold = 0.0
        self.intents: deque[Callable[[], object]] = deque()
        self.autoplayer = autoplayer
        humans = session.humans
        spectator = session.view(None)
        to_act = spectator.to_act
        if to_act is not None and to_act in humans:
            self.viewer: int | None = to_act
        else:
            self.viewer = humans[0] if humans else None
        self.state_no = 0          # counts the views shown: a key for "this state"
        self._state: PlayerView = session.view(self.viewer)
        self.executor: ThreadPoolExecutor | None = None
        self.ai_future: Future | None = None
        self.ai_seat: int | None = None
        # display model
        self.hand: list[CardSprite] = []
        self.drop_at: float | None = None   # where a card dragged from a pile was dropped
        self.others: dict[int, list[CardSprite]] = {}
        self.pile: list[CardSprite] = []
        self.stock = 0
        self.melds: list[list[CardSprite]] = []
        self.leaving: list[CardSprite] = []     # sprites off the model, still flying away
        self.incoming: CardSprite | None = None
        self.order: list[Card] = []
        self.manual_order = False
        self.dealing = False
        self.new_deal = False        # a hand's deal is playing; the prompt says "Dealing…"
        self.dealt_hand: int | None = None   # its number, until its view is shown
        self.dealt_dealer: int | None = None  # and its dealer (the view said the last one's)
        # interaction
        self.press: Press | None = None
        self.followers: list[CardSprite] = []
        self.selected: CardSprite | None = None
        self.hovered: CardSprite | None = None
        self.focus_area = "hand"   # "hand" | "stock" | "pile"
        self.toast: tuple[str, tuple[int, int, int]] | None = None
        self.banner: str | None = None
        self.bubbles: dict[int, str] = {}
        self.acting_bubbles: set[int] = set()
        self.new_card: Card | None = None
        # hand results
        self.last_scored: HandScored | None = None
        self.last_void: str | None = None
        self.seed_revealed: SeedRevealed | None = None
        self.match_over: MatchOver | None = None
        self.closed: list[GameClosed] = []
        self.commitment = ""
        self.scored_shown = -1
        self.handover_pending = False
        self._legal_cache: tuple[object, list[Action]] = (None, [])
        self._arr_cache: tuple[object, object] = (None, None)
        self._button_state: tuple = ()
        self._synced = False
        self._waiting: object = None   # the flow's pending pause ("ai", "auto", "score")
        self.fast_forward = False      # 004: the player who sits out skips to the hand's end
        self.feed = new_feed(self, self._state.events)   # the moves so far: a resumed hand's too
        self.feed_panel: pygame.Rect | None = None
        self.feed_steady: tuple[object, int] = (None, 0)   # feed.py's _steady_height
        self.widgets = WidgetGroup(arrows=False)
        self._build_buttons()
        self._build_coach_buttons()
        self._listener = self._on_events
        self._recall_results()

    # ----- what the table knows: the session and the last played view --------------------
    @property
    def state(self) -> PlayerView:
        """The view the table shows: captured with the last played events."""
        return self._state

    @state.setter
    def state(self, view: PlayerView) -> None:
        self._state = view
        self.state_no += 1

    @property
    def names(self) -> list[str]:
        return self.session.names

    @property
    def factor(self) -> float:
        return 0.0 if self.fast_forward else self.app.settings.anim_factor

    @property
    def ai_pause(self) -> float:
        """The computer's thinking pause (none while fast-forwarding a hand sat out)."""
        return 0.0 if self.fast_forward else self.app.settings.ai_pause

    @property
    def seats(self) -> int:
        return self.state.num_seats

    @property
    def phase(self) -> Phase:
        return Phase(self.state.phase)

    @property
    def to_act(self) -> int | None:
        return self.state.to_act

    def view(self) -> PlayerView:
        """The view the table shows (captured with the last played events)."""
        return self.state

    @property
    def you(self) -> int | None:
        """The seat the table's words speak to as "you": the viewer, or nobody in hot-seat
        (the players take turns at the screen, so every name is in the third person)."""
        return None if self.session.hotseat else self.viewer

    @property
    def my_turn(self) -> bool:
        seat = self.state.to_act
        return seat is not None and seat == self.viewer and self.session.is_human(seat)

    def sprite_of(self, card) -> CardSprite | None:
        """The hand's sprite showing `card`, None when it is not in the hand."""
        return next((s for s in self.hand if s.card == card), None)

    def legal(self) -> list[Action]:
        """The viewer's legal actions (asked of the session once per shown state)."""
        if not self.my_turn or not self.settled:
            return []
        key = (self.state_no, self.viewer)
        if self._legal_cache[0] != key:
            self._legal_cache = (key, self.session.legal_actions(self.viewer))
        return self._legal_cache[1]

    def reason(self, action: Action, before: tuple[Action, ...] = ()) -> str | None:
        """Why `action` is not allowed now (after `before`), or None if it is."""
        seat = self.state.to_act
        if seat is None:
            return self.hand_over_words()
        if seat != self.viewer or not self.session.is_human(seat):
            return _("Wait for your turn (now playing: {name})").format(name=self.names[seat])
        exc = self.session.refusal(action, before)
        return None if exc is None else self.refusal_text(exc)

    def refusal_text(self, exc: IllegalActionError) -> str:
        """The one place an engine refusal becomes the sentence the player reads."""
        return refusal_words.refusal(exc.refusal, terms_for(self.session.rules))

    # ----- scene hooks ------------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        self.session.listen(self._listener)
        if self.guide is None:  # a guided game is never saved nor continued
            self.app.session = self.session
        seat = self.state.to_act
        if self.session.hotseat and seat is not None and self.session.is_human(seat):
            # resuming a hot-seat match: whoever sits down must not see a hand first
            self.hand, self.others = [], {}
            self._place_buttons()
            self.request_handover(seat)
            return
        self.rebuild_from_view()
        self._place_buttons()

    def exit(self) -> None:
        if self.manual_order and self.viewer is not None and self.guide is None:
            # Continue from the menu showed the hand sorted again (a play-tester had
            # dragged a card to the far left): the next table of this hand keeps the order
            self.session.hand_orders[self.viewer] = (self.state.hand_no, tuple(self.order))
        self.session.unlisten(self._listener)
        if self.executor is not None:
            self.executor.shutdown(wait=False, cancel_futures=True)
            self.executor = None

    def reveal(self) -> None:
        super().reveal()
        self._refresh_buttons()

    def draw(self, surface: pygame.Surface) -> None:
        if self.feed.language != i18n.language():   # changed in the settings meanwhile: the
            self.feed = self.feed.reworded(self.names)   # pause menu shows the table too
        super().draw(surface)

    def resize(self, size: tuple[int, int]) -> None:
        self._place_buttons()
        self.relayout(0)
        self.follow_drag()   # a drag in progress lands on the new layout's places
        self.dirty = True

    def _on_events(self, events: list[Event]) -> None:
        """A batch from the match: queue it with the views it led to, for every human.
        (A move without events still changes the state: its views ride on the last
        queued event, or are shown at once when nothing is queued.)"""
        # (and the spectator's: the table may hide every hand before the batch is shown)
        seats = set(self.session.humans) | {self.viewer, None}
        views = {s if s is not None else -1: self.session.view(s) for s in seats}
        if not events:
            if self.queue:
                self.queue[-1] = (self.queue[-1][0], views)
            else:
                self._adopt(views)
            self._synced = False
            self.dirty = True
            return
        for e in events[:-1]:
            self.queue.append((e, None))
        self.queue.append((events[-1], views))
        self._synced = False
        self.dirty = True

    def batch_view(self) -> PlayerView | None:
        """The view the batch being played leads to (the next captured one in the queue)."""
        for _e, views in self.queue:
            if views is not None:
                return views.get(self.viewer if self.viewer is not None else -1)
        return None

    @property
    def settled(self) -> bool:
        return not self.queue and self.hold <= 0 and not self.anim.busy

    @property
    def busy(self) -> bool:
        if self.app.scenes.top is not self:
            return False
        # (timed tasks too: an idle loop counts at most 0.1 s a 0.25 s wait, so a refusal
        # meant for 3.5 s stayed about 9)
        return bool(self.queue or self.hold > 0 or self.anim.busy or self.intents
                    or self.ai_future is not None or self._ai_waiting() or self._lifting()
                    or self.widgets.waiting or (self.autoplayer is not None)
                    or self._score_waiting() or self.tasks.pending)

    def _ai_waiting(self) -> bool:
        seat = self.state.to_act
        return seat is not None and not self.session.is_human(seat) and \
            not self.state.match_over and not self._guide_holds()

    def _guide_holds(self) -> bool:
        """A guided game's computer waits while the step on show asks it to (the welcome)."""
        return self.guide is not None and self.guide.holds_computer()

    def _score_waiting(self) -> bool:
        return self.phase in OVER_PHASES and self.scored_shown != self.state.hand_no

    # ----- the flow: events, the AI, the human, the score -------------------------------
    def update(self, dt: float) -> None:
        if self.anim.update(dt):
            self.dirty = True
        if self.leaving and not any(s.flying for s in self.leaving):
            self.leaving = []
            self.dirty = True
        self._update_lifts(dt)
        if self.widgets.update(dt):
            self.dirty = True
        self.tasks.update(dt)
        if self.hold > 0:
            self.hold -= dt
        if not self._land() or self.app.scenes.top is not self:
            return
        self.advance(dt)
        if self.queue and self.app.scenes.top is self:
            # what the flow just did (a deal begun, a computer's move) shows in this frame:
            # a frame between showed the table before it ("Stock empty" before the deal, a
            # computer's tag without its bubble: "Bob · Draws", "Bob · 8 cards", "Discards").
            # Not behind a scene the flow pushed: a hot-seat deal waits for its viewer
            self._land()

    def _land(self) -> bool:
        """Show the queued events until one holds the flow; once everything has landed,
        bring the display up to the view. True when the flow may go on."""
        self._play_queue()
        settled = not (self.queue or self.hold > 0 or self.anim.busy)
        if settled:
            self._shown_to_act = self.state.to_act
        if settled and not getattr(self, "_drawn_settled", False):
            self.dirty = True  # the prompt and buttons change once everything has landed
        self._drawn_settled = settled
        if not settled:
            self._hold_flow()
            return False
        if self.dealing:
            self.dealing = False
            if not self.manual_order:
                self.sort_hand()
            return False
        if not self._synced:
            self._synced = True
            self._reconcile()
        return True

    def _play_queue(self) -> None:
        """Show the queued events until one holds the flow (a card still moving)."""
        while self.queue and self.hold <= 0:
            event, views = self.queue.popleft()
            try:
                self.hold += self.play(event)
            except Exception:  # noqa: BLE001 - a display glitch must not stop the match
                log.exception("could not show %r; redrawing from the last view", event)
                views = self._last_views()
                self.queue.clear()
                self._adopt(views)
                self.rebuild_from_view()
            else:
                self._adopt(views)
            self.dirty = True

    def _adopt(self, views: dict[int, PlayerView] | None) -> None:
        """The batch has been played: its views become what the table shows."""
        if views is None:
            return
        before = getattr(self, "dealt_roles", None) or getattr(self.state, "roles", None)
        turn = (self.state.to_act, self.state.phase)
        self.state = views.get(self.viewer if self.viewer is not None else -1, self.state)
        if (self.state.to_act, self.state.phase) != turn:
            self._refresh_buttons()   # whose turn it is decides which buttons show
        self.dealt_roles = None      # the view says the roles now (004)
        self.dealt_hand = None       # and the hand's number
        self.dealt_dealer = None     # and its dealer
        if getattr(self.state, "roles", None) != before:
            self.relayout()   # 004: new roles move the seats (the advisor sits aside)

    def shown_hand_no(self) -> int:
        """The number of the hand on the table: the one being dealt, else the view's."""
        return self.dealt_hand if self.dealt_hand is not None else self.state.hand_no

    def shown_dealer(self) -> int | None:
        """The dealer of the hand on the table: the one dealing, else the view's."""
        return self.dealt_dealer if self.dealt_dealer is not None else self.state.dealer

    def _last_views(self) -> dict[int, PlayerView] | None:
        for _e, views in reversed(self.queue):
            if views is not None:
                return views
        return None

    def _wait(self, kind: str, seconds: float) -> bool:
        """A pause of the flow, as a scheduled task: True once `seconds` have passed since
        the flow first asked for this `kind` of pause in the shown state (asking again
        meanwhile waits on; a new state starts a new pause)."""
        key = (kind, self.state_no)
        if self._waiting == key:
            return False
        if self._waiting == (key, "done"):
            self._waiting = None
            return True
        self._cancel("flow")
        self._waiting = key

        def done() -> None:
            if self._waiting == key:
                self._waiting = (key, "done")

        self._later("flow", seconds, done)
        return False

    def _hold_flow(self) -> None:
        """Cards are moving: a pause of the flow counts only settled time, so it starts
        again once they have landed."""
        if self._waiting is not None and self._waiting[-1] != "done":
            self._cancel("flow")
            self._waiting = None

    def advance(self, dt: float) -> None:
        """Everything has landed: run queued intent, deal, let the computer play, or score."""
        if self.intents:
            intent = self.intents.popleft()
            intent()
            return
        phase = self.phase
        if phase in OVER_PHASES:
            if self.scored_shown != self.state.hand_no and \
                    self._wait("score", 1.1 * self.factor + (0.6 if self.factor else 0.0)):
                self.scored_shown = self.state.hand_no
                self.show_score()
            return
        if phase == Phase.START:
            self.session.next_hand()
            first = self.session.view(None).to_act
            if self.session.hotseat and first is not None and self.session.is_human(first):
                # nobody knows who sits at the screen yet: hand it over before the deal
                self.request_handover(first)
            elif first is not None:
                self.hide_hands()   # a computer opens: the deal goes face down to everyone
            return
        seat = self.state.to_act
        if seat is None:
            return
        if self.session.is_human(seat):
            if seat != self.viewer:
                if not self.handover_pending:
                    self.request_handover(seat)
                return
            self.hush_acting()
            if self.autoplayer is not None and self._wait("auto",
                                                          self.app.settings.ai_pause * 0.5):
                self.autoplay_step()
            return
        if self._guide_holds():
            return   # the lesson's computer waits until its welcome has been read
        self.hide_hands()   # a person's turn is over: their hand is not left face up
        self._computer_turn(seat)

    def _computer_turn(self, seat: int) -> None:
        if self.ai_future is None:
            self.hush_others(seat)    # its tag is lit: the last seat's "Discards" is over
            if not self._wait("ai", self.ai_pause):
                return
            self.ai_seat = seat
            if self.executor is None:
                self.executor = ThreadPoolExecutor(1, thread_name_prefix="ai")
            future = self.executor.submit(self.session.ask, seat)
            future.add_done_callback(lambda _f: wake())
            self.ai_future = future
            self._later("thinking", THINKING_DELAY,
                        lambda: self.say(seat, self.doing("think"), 30.0))
            return
        if not self.ai_future.done():
            return
        future, self.ai_future = self.ai_future, None
        self._cancel("thinking")
        self.hush(seat)
        if self.state.to_act != self.ai_seat:
            return
        try:
            action = future.result()
            for text in self.session.replacement_notices():  # a bot failed: say so, once
                post_notice(self.app, text)
            self.session.apply(action)   # the checked computer action, applied here
        except Exception as exc:  # noqa: BLE001 - report, keep the window alive
            log.exception("computer move failed")
            # a refusal is worded as the player's own are ("[rule: …]" is for the log); any
            # other error's text is the log's, in English
            if isinstance(exc, IllegalActionError):
                self.refuse(_("The computer player failed: {error}").format(
                    error=self.refusal_text(exc)))
            else:
                self.refuse(_("The computer player failed; it plays a safe move instead."))
            # fall back to a guaranteed-legal move so the match goes on
            try:
                self.session.step()
            except Exception:  # noqa: BLE001
                log.exception("fallback move failed too")
                self.catch_up()

    def autoplay_step(self) -> None:
        """The scripted human (smoke test): choose like an AI, act through the UI's paths."""
        action = self.autoplayer.choose(self.state, self.session.legal_actions(self.viewer))
        self.perform(action)

    def submit(self, action: Action, sprite: CardSprite | None = None) -> bool:
        """Hand a human action to the match; queued while cards are still moving."""
        if not self.settled:
            self.intents.append(lambda: self.submit(action, sprite))
            return True
        action, why = self.coach_vet(action)
        why = why or self.reason(action)
        if why is not None:
            self.refuse(why)
            self.relayout()
            return False
        self.coach_before(action)
        try:
            self.session.apply(action)
        except IllegalActionError as exc:
            self.refuse(self.refusal_text(exc))
            self.relayout()
            return False
        if self.toast is not None and self.toast[1] == theme.ILLEGAL:
            self.clear_toast()  # the refusal is answered: don't leave it over the next turn
        self.after_submit(action)
        self.coach_after(action)
        self._refresh_buttons()
        return True

    def after_submit(self, action: Action) -> None:
        """The family's bookkeeping once the match took a human action."""

    def next_hand(self) -> None:
        """Deal the next hand (from the score screen)."""
        if self.phase != Phase.HAND_OVER:
            return
        self.session.next_hand()
        if self.session.hotseat:
            # everyone read the score screen: whoever plays first sits down behind the
            # hand-over, even the player who was last at the screen (the deal went face up
            # into their hand with the other player looking on: a play-tester)
            first = self.session.view(None).to_act
            if first is not None and self.session.is_human(first):
                self.request_handover(first)
            else:
                self.hide_hands()   # a computer opens: the deal goes face down to everyone

    def show_score(self) -> None:
        if self.guide is None:  # a guided game says the score itself
            navigation.show_score(self)

    # ----- what a family provides -------------------------------------------------------
    def reset_hand(self) -> None:
        """Forget the family's per-hand display state (a new deal, a new viewer)."""

    def _reconcile(self) -> None:
        """The queue drained: check the display against the view and refresh the buttons."""
        self._refresh_buttons()

    def _build_buttons(self) -> None:
        raise NotImplementedError

    def _refresh_buttons(self) -> None:
        raise NotImplementedError

    def rebuild_from_view(self) -> None:
        raise NotImplementedError

    def perform(self, action: Action) -> bool:
        """Do `action` the way the player would with the mouse (used by the autoplayer)."""
        raise NotImplementedError
