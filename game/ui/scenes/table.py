"""The table: the match in play, driven by the engine's events.

The scene keeps a *display model* (the viewer's hand in the player's own order, the other
seats' hands, the discard pile, the stock count, the melds on the table at a showdown) made of
`CardSprite`s. Engine events arrive through `match.listeners` into a queue; each is played in
turn — it changes the display model and the sprites glide to their new places — and the next
one waits until the motion has settled. Human intent (a drop, a click, a key) that comes while
cards are in flight is queued and applied once they land, never lost.

Every rule question is asked of the engine: which drops are legal targets while dragging
(`engine.is_legal`), and why a drop was refused (the `IllegalActionError` message). Only faces
the viewer may see are drawn: events are redacted for the viewer before they are played, and
other seats' cards stay face down until an event reveals them.
"""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor

import pygame

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
from game.core.cards import Card
from game.core.errors import IllegalActionError
from game.core.events import (
    CardDealt,
    Discarded,
    Drew,
    Event,
    GameClosed,
    HandScored,
    HandStarted,
    HandVoid,
    Knocked,
    KnockLimitSet,
    LaidOff,
    MatchOver,
    Melded,
    Passed,
    RamiCalled,
    Restocked,
    RetourneTurned,
    SeedRevealed,
    Spread,
    UpcardTurned,
    redact,
)
from game.core.melds import rules_solver
from game.ui import theme, wording
from game.ui.animator import Animator, CardSprite, FRect
from game.ui.app import wake
from game.ui.card_words import card_name, card_words
from game.ui.i18n import _
from game.ui.scene import Scene
from game.ui.widgets import Button, WidgetGroup, blit_text, draw_panel
from game.variants.terms import terms_for

log = logging.getLogger(__name__)

DRAG_THRESHOLD = 6
MOVE = 0.30      # seconds of one card's flight at normal speed
DEAL_GAP = 0.07  # seconds between two dealt cards


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
        self.targets: list[tuple[str, int, pygame.Rect, bool]] = []
        self.hover_target: tuple[str, int] | None = None


class TableScene(Scene):
    """The table scene. `autoplayer` (a Player) plays the human seat through the UI's own
    code paths (used by `--smoke-test` and tests)."""

    name = "table"

    def __new__(cls, app=None, session=None, *args, **kwargs):
        """A Rami session gets the Rami table wherever a table is made (setup, Continue)."""
        if cls is TableScene and session is not None and session.rules.family == "rami":
            from game.ui.scenes.rami_table import RamiTableScene

            cls = RamiTableScene
        return super().__new__(cls)

    def __init__(self, app, session, autoplayer=None) -> None:
        super().__init__(app)
        self.session = session
        self.match = session.match
        self.solver = rules_solver(self.match.rules)
        self.anim = Animator()
        self.queue: deque[Event] = deque()
        self.hold = 0.0
        self.intents: deque[Callable[[], object]] = deque()
        self.autoplayer = autoplayer
        self.auto_wait = 0.0
        humans = session.humans
        to_act = self.engine.to_act
        if to_act is not None and to_act in humans:
            self.viewer: int | None = to_act
        else:
            self.viewer = humans[0] if humans else None
        self.executor: ThreadPoolExecutor | None = None
        self.ai_future: Future | None = None
        self.ai_seat: int | None = None
        self.ai_wait = 0.0
        # display model
        self.hand: list[CardSprite] = []
        self.others: dict[int, list[CardSprite]] = {}
        self.spread_groups: dict[int, list[int]] = {}
        self.pile: list[CardSprite] = []
        self.stock = 0
        self.melds: list[list[CardSprite]] = []
        self.knock_dead: list[CardSprite] = []
        self.knocker: int | None = None
        self.retourne: CardSprite | None = None
        self.incoming: CardSprite | None = None
        self.order: list[Card] = []
        self.manual_order = False
        self.dealing = False
        # interaction
        self.press: Press | None = None
        self.selected: CardSprite | None = None
        self.marked: list[CardSprite] = []   # cards chosen for a meld (Rami)
        self.hovered: CardSprite | None = None
        self.focus_area = "hand"   # "hand" | "stock" | "pile"
        self.knock_mode = False
        self.proposals: list[tuple[Card, int]] = []
        self.proposals_for: object = None
        self.toast: tuple[str, float, tuple[int, int, int]] | None = None
        self.banner: tuple[str, float] | None = None
        self.bubbles: dict[int, tuple[str, float]] = {}
        self.new_card: Card | None = None
        # hand results
        self.last_scored: HandScored | None = None
        self.last_void: str | None = None
        self.seed_revealed: SeedRevealed | None = None
        self.match_over: MatchOver | None = None
        self.closed: list[GameClosed] = []
        self.commitment = ""
        self.scored_shown = -1
        self.score_wait = 0.0
        self.handover_pending = False
        self.knock_limit = self.match.rules.knock_limit
        self.doubled = False
        self._legal_cache: tuple[object, list[Action]] = (None, [])
        self._arr_cache: tuple[object, object] = (None, None)
        self._best_cache: tuple[object, int] = (None, 0)
        self._button_state: tuple = ()
        self._synced = False
        self.widgets = WidgetGroup(arrows=False)
        self._build_buttons()
        self._listener = self._on_events

    # ----- engine access ----------------------------------------------------------------
    @property
    def engine(self):
        return self.match.engine

    @property
    def names(self) -> list[str]:
        return self.session.names

    @property
    def factor(self) -> float:
        return self.app.settings.anim_factor

    def view(self):
        return self.engine.view(self.viewer if self.viewer is not None else -1)

    @property
    def my_turn(self) -> bool:
        seat = self.engine.to_act
        return seat is not None and seat == self.viewer and self.session.is_human(seat)

    def legal(self) -> list[Action]:
        """The engine's legal actions for the viewer (cached until the engine moves)."""
        if not self.my_turn:
            return []
        key = (len(self.engine.log), self.viewer)
        if self._legal_cache[0] != key:
            self._legal_cache = (key, self.engine.legal_actions())
        return self._legal_cache[1]

    def reason(self, action: Action) -> str | None:
        """Why `action` is not allowed now (the engine's words), or None if it is."""
        seat = self.engine.to_act
        if seat is None:
            return _("The hand is over")
        if seat != self.viewer or not self.session.is_human(seat):
            return _("Wait for your turn (now playing: {name})").format(name=self.names[seat])
        try:
            self.engine.check(action)
        except IllegalActionError as exc:
            return wording.refusal(exc.refusal, terms_for(self.match.rules))
        return None

    # ----- scene hooks ------------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        if self._listener not in self.match.listeners:
            self.match.listeners.append(self._listener)
        self.app.session = self.session
        seat = self.engine.to_act
        if self.session.hotseat and seat is not None and self.session.is_human(seat):
            # resuming a hot-seat match: whoever sits down must not see a hand first
            self.hand, self.others = [], {}
            self._place_buttons()
            self.request_handover(seat)
            return
        self.rebuild_from_view()
        self._place_buttons()

    def exit(self) -> None:
        if self._listener in self.match.listeners:
            self.match.listeners.remove(self._listener)
        if self.executor is not None:
            self.executor.shutdown(wait=False, cancel_futures=True)
            self.executor = None

    def reveal(self) -> None:
        super().reveal()
        self._refresh_buttons()

    def resize(self, size: tuple[int, int]) -> None:
        self._place_buttons()
        self.relayout(0)
        self.dirty = True

    def _on_events(self, events: list[Event]) -> None:
        self.queue.extend(events)
        self._synced = False
        self.dirty = True

    @property
    def settled(self) -> bool:
        return not self.queue and self.hold <= 0 and not self.anim.busy

    @property
    def busy(self) -> bool:
        if self.app.scenes.top is not self:
            return False
        return bool(self.queue or self.hold > 0 or self.anim.busy or self.intents
                    or self.ai_future is not None or self._ai_waiting() or self._lifting()
                    or self.widgets.waiting or (self.autoplayer is not None)
                    or self._score_waiting())

    def _ai_waiting(self) -> bool:
        seat = self.engine.to_act
        return (seat is not None and not self.session.is_human(seat)
                and not self.engine.is_over)

    def _score_waiting(self) -> bool:
        return (self.engine.phase in ("hand-over", "match-over")
                and self.scored_shown != self.engine.deal_no)

    def _lifting(self) -> bool:
        return any(abs(s.lift - s.lift_target) > 0.5 for s in self.hand)

    # ----- the display model --------------------------------------------------------------
    def _sprite(self, card: Card | None, face_up: bool, pos=None, size=None) -> CardSprite:
        lay = self.layout
        size = size or lay.card_size
        pos = pos or self.stock_rect().topleft
        return CardSprite(card, face_up, FRect(pos, size))

    def _pile_sprites(self, v, top_face_up: bool = True) -> list[CardSprite]:
        """The discard pile as shown: up to three cards seen under the top one, then the top."""
        pile: list[CardSprite] = []
        if v.discard_top is None:
            return pile
        under = max(0, min(3, v.discard_size - 1))
        seen = list(v.discards_seen)
        for i in range(under):
            idx = len(seen) - 2 - (under - 1 - i)
            card = seen[idx] if 0 <= idx < len(seen) else v.discard_top
            pile.append(self._sprite(card, True))
        pile.append(self._sprite(v.discard_top, top_face_up))
        return pile

    def rebuild_from_view(self) -> None:
        """Set the display model from the engine's view for the viewer (no animation)."""
        v = self.view()
        self.knock_limit = v.knock_limit
        self.doubled = dict(v.extra).get("doubled", False) if v.extra else False
        self.stock = v.stock_size
        face_down = (v.showdown is not None and self.match.rules.knock_discard_face_down)
        self.pile = self._pile_sprites(v, top_face_up=not face_down)
        self.retourne = self._sprite(v.retourne, True) if v.retourne is not None else None
        self.melds, self.knock_dead, self.spread_groups = [], [], {}
        self.others = {}
        sd = v.showdown
        self.knocker = sd.knocker if sd is not None else None
        hand_cards = list(v.hand)
        if sd is None and v.table_melds:
            self.melds = [[self._sprite(c, True) for c in m.cards] for m in v.table_melds]
        if sd is not None:
            self.melds = [[self._sprite(c, True) for c in m.cards] for m in v.table_melds]
            if sd.knocker == self.viewer:
                hand_cards = list(sd.knocker_deadwood)
            else:
                self.knock_dead = [self._sprite(c, True) for c in sd.knocker_deadwood]
        self.order = [c for c in self.order if c in hand_cards]
        self.order += [c for c in self._sorted(hand_cards) if c not in self.order]
        self.hand = [self._sprite(c, True) for c in self.order]
        for seat in range(self.engine.seats):
            if seat == self.viewer:
                continue
            if sd is not None and seat == sd.knocker:
                self.others[seat] = []
                continue
            if sd is not None and seat == sd.defender and v.phase in ("hand-over",
                                                                      "match-over"):
                arr = self.solver.best_arrangement(list(sd.defender_hand)) \
                    if sd.defender_hand else None
                cards = [c for m in arr.melds for c in m] + list(arr.deadwood_cards) \
                    if arr else []
                self.others[seat] = [self._sprite(c, True, size=self.layout.meld_size)
                                     for c in cards]
                self.spread_groups[seat] = ([len(m) for m in arr.melds]
                                            + [len(arr.deadwood_cards)]) if arr else []
                continue
            n = v.hand_sizes[seat] if seat < len(v.hand_sizes) else 0
            self.others[seat] = [self._sprite(None, False, size=self.layout.small_size)
                                 for _ in range(n)]
        if sd is not None and self.viewer == sd.defender and v.phase == "layoff":
            self._init_proposals()
        self.relayout(0)
        self._refresh_buttons()

    def _sorted(self, cards: list[Card]) -> list[Card]:
        mode = self.app.settings.sort_order
        if mode == "rank":
            return sorted(cards, key=lambda c: (c.rank, c.suit, c.deck))
        if mode == "suit":
            return sorted(cards, key=lambda c: (c.suit, c.rank, c.deck))
        if mode == "melds" and cards:
            arr = self.solver.best_arrangement(cards)
            out = [c for m in arr.melds for c in m]
            return out + sorted(arr.deadwood_cards, key=lambda c: (c.rank, c.suit, c.deck))
        return list(cards)

    def sort_hand(self, mode: str | None = None) -> None:
        """Sort the viewer's hand (by rank, suit or melds); a pure display change."""
        if mode is not None:
            self.app.settings.sort_order = mode
            self.manual_order = False
        cards = [s.card for s in self.hand]
        ordered = self._sorted(cards)
        by_card = {s.card: s for s in self.hand}
        self.hand = [by_card[c] for c in ordered]
        self.order = ordered
        self.relayout()

    def hand_arrangement(self):
        cards = tuple(s.card for s in self.hand if s.card is not None)
        if not cards:
            return None
        key = frozenset(cards) if len(set(cards)) == len(cards) else tuple(sorted(
            cards, key=lambda c: c.index))
        if self._arr_cache[0] != key:
            self._arr_cache = (key, self.solver.best_arrangement(list(cards)))
        return self._arr_cache[1]

    def hand_groups(self) -> tuple[list[int], dict[Card, int]]:
        """Gaps before hand positions and the meld number of each melded card."""
        arr = self.hand_arrangement()
        meld_of: dict[Card, int] = {}
        if arr is not None:
            for i, m in enumerate(arr.melds):
                for c in m:
                    meld_of.setdefault(c, i)
        gaps = [0] * len(self.hand)
        for i in range(1, len(self.hand)):
            a = meld_of.get(self.hand[i - 1].card, -1)
            b = meld_of.get(self.hand[i].card, -1)
            gaps[i] = 1 if a != b and (a >= 0 or b >= 0) else 0
        return gaps, meld_of

    # ----- where everything goes --------------------------------------------------------
    def showdown_on(self) -> bool:
        """Melds are on the table (a knock, or Rami melds): the piles make room."""
        return self.knocker is not None or bool(self.melds)

    def stock_rect(self) -> FRect:
        lay = self.layout
        if self.showdown_on():
            return FRect((lay.margin, lay.pile_y), lay.card_size)
        return FRect(lay.stock_pos, lay.card_size)

    def pile_rect(self) -> FRect:
        lay = self.layout
        if self.showdown_on():
            return FRect((lay.margin + lay.card_w + lay.px(14), lay.pile_y), lay.card_size)
        return FRect(lay.discard_pos, lay.card_size)

    def retourne_rect(self) -> FRect:
        """003: the retourne, face up on the retourne pack (the second deck) left of the
        stock; small under the stock while the showdown takes the middle."""
        s = self.stock_rect()
        lay = self.layout
        if self.showdown_on():
            w = lay.card_w * 0.5
            return FRect((s.x, s.bottom + lay.px(34)), (w, w * lay.card_h / lay.card_w))
        w, h = lay.card_w * 0.8, lay.card_h * 0.8
        return FRect((s.x - w - lay.px(48), s.y + (lay.card_h - h) / 2), (w, h))

    def retourne_pack_left(self) -> int:
        """Cards left face down in the retourne pack under this hand's retourne."""
        return 51 - self.engine.deal_no % 52

    def _draw_variant_extras(self, surface: pygame.Surface) -> None:
        """003's retourne pack and descente limit; 004's advisor view."""
        lay = self.layout
        if self.retourne is not None:
            r = self.retourne_rect()
            size = (int(r.w), int(r.h))
            back = self.res.card_back(self.app.settings.card_back, size)
            layers = min(6, 1 + self.retourne_pack_left() // 9)
            for i in range(layers, 0, -1):
                off = i * max(1, lay.px(1.5))
                surface.blit(back, (round(r.x - off), round(r.y - off)))
            limit = (_("ace: gin only") if self.knock_limit == 0 else
                     _("descente at {n} or less").format(n=self.knock_limit))
            small = self.showdown_on()
            px = lay.font_small if not small else lay.font_px(16, 12)
            x, anchor = (r.left, "topleft") if small else (r.centerx, "midtop")
            blit_text(surface, self.res, _("Retourne"), px, (x, r.bottom + lay.px(8)),
                      theme.TEXT_DIM, anchor, shadow=True)
            blit_text(surface, self.res, limit, px, (x, r.bottom + lay.px(8) + px),
                      theme.HIGHLIGHT, anchor, shadow=True)
        roles = self._roles()
        for seat, place in self.seat_places().items():
            if seat < len(roles) and roles[seat] == "advisor":
                # an empty chair: the advisor holds no cards this hand
                w, h = lay.small_size
                chair = pygame.Rect(0, 0, w, h)
                chair.center = (int(place.center[0]), int(place.center[1]))
                draw_panel(surface, chair, theme.FELT_DARK, 90, lay.radius + 2,
                           theme.FELT_LINE, 2)
                blit_text(surface, self.res, _("out"), lay.font_small, chair.center,
                          theme.FELT_LINE, "center")
        if self.viewer is not None and self.viewer < len(roles) and \
                roles[self.viewer] == "advisor" and not self.hand:
            self._draw_advisor_view(surface, roles)

    def _roles(self) -> tuple[str, ...]:
        try:
            return tuple(self.engine.scorer.roles(self.engine.dealer, self.engine.players)) \
                if self.engine.scorer else ()
        except Exception:  # noqa: BLE001
            return ()

    def _draw_advisor_view(self, surface: pygame.Surface, roles: tuple[str, ...]) -> None:
        """004: the viewer sits out; with `advisor_sees_captain` the captain's hand shows."""
        lay = self.layout
        captain = roles.index("captain") if "captain" in roles else None
        cards = list(self.view().advised_hand) if captain is not None else []
        area = lay.hand_area
        if cards:
            positions = lay.hand_positions(len(cards))
            for card, pos in zip(cards, positions, strict=True):
                img = self.res.card_face(card, lay.card_size, self.app.settings.four_colour)
                surface.blit(img, (round(pos[0]), round(pos[1])))
            text = _("You advise {name} (captain): their hand").format(
                name=self.names[captain])
        else:
            text = _("You sit out this hand as the advisor")
        left = lay.hand_positions(len(cards))[0][0] if cards else area.left
        self._pill(surface, text, (left, area.top - lay.px(12)), False,
                   anchor="bottomleft", colour=theme.GOLD)

    def _aside_place(self):
        """004: where the advisor's seat is shown, aside on the left of the table."""
        from game.ui.layout import SeatPlace

        lay = self.layout
        x = lay.margin + lay.px(120)
        y = self.stock_rect().y + lay.card_h * 0.35
        return SeatPlace((x, y), True, (x, y + lay.small_size[1] / 2))

    def meld_area(self) -> tuple[float, float, float]:
        """Left, right and top of the showdown melds' area."""
        lay = self.layout
        left = self.pile_rect().right + lay.px(36)
        right = lay.w - lay.margin - lay.side_panel_w - lay.px(10)
        return left, right, lay.pile_y - lay.px(8)

    def meld_positions(self) -> list[list[tuple[float, float]]]:
        left, right, top = self.meld_area()
        groups = [len(m) for m in self.melds]
        if self.knock_dead:
            groups.append(len(self.knock_dead))
        if not groups:
            return []
        lay = self.layout
        bottom = lay.hand_area.top - lay.px(76) - lay.font_body - lay.font_small
        return lay.meld_rows(groups, top, (left + right) / 2, max_width=right - left,
                             max_bottom=bottom)

    def seat_places(self):
        others = [s for s in range(self.engine.seats) if s != self.viewer]
        roles = self._roles()
        aside = [s for s in others if s < len(roles) and roles[s] == "advisor"]
        playing = [s for s in others if s not in aside]
        places = dict(zip(playing, self.layout.seat_places(len(playing)), strict=True))
        for s in aside:
            places[s] = self._aside_place()
        return places

    def relayout(self, duration: float | None = None) -> None:
        """Glide every sprite to its place in the display model."""
        lay = self.layout
        d = MOVE * self.factor if duration is None else duration
        gaps, _meld_of = self.hand_groups()
        positions = lay.hand_positions(len(self.hand), gaps)
        for s, pos in zip(self.hand, positions, strict=True):
            self._go(s, FRect(pos, lay.card_size), d, True)
        places = self.seat_places()
        for seat, sprites in self.others.items():
            place = places.get(seat)
            if place is None:
                continue
            if seat in self.spread_groups:
                groups = self.spread_groups[seat]
                rows = lay.meld_rows(groups, max(lay.margin,
                                                 place.center[1] - lay.meld_size[1] / 2),
                                     place.center[0], lay.meld_size,
                                     max_width=lay.w * 0.6)
                flat = [p for row in rows for p in row]
                for s, pos in zip(sprites, flat, strict=False):
                    self._go(s, FRect(pos, lay.meld_size), d, True)
            else:
                for s, pos in zip(sprites, lay.small_hand_positions(place, len(sprites)),
                                  strict=True):
                    self._go(s, FRect(pos, lay.small_size), d, s.card is not None and
                             s.face_up)
        pr = self.pile_rect()
        n = len(self.pile)
        for i, s in enumerate(self.pile):
            off = (i - (n - 1)) * lay.px(2) if n > 1 else 0
            self._go(s, FRect((pr.x + off, pr.y + off), lay.card_size), d, None)
        mpos = self.meld_positions()
        for meld, pos_list in zip(self.melds, mpos, strict=False):
            for s, pos in zip(meld, pos_list, strict=False):
                self._go(s, FRect(pos, lay.meld_size), d, True)
        if self.knock_dead and mpos:
            for s, pos in zip(self.knock_dead, mpos[-1], strict=False):
                self._go(s, FRect(pos, lay.meld_size), d, True)
        if self.retourne is not None:
            self._go(self.retourne, self.retourne_rect(), d, True)
        self.dirty = True

    def _go(self, sprite: CardSprite, rect: FRect, duration: float,
            face_up: bool | None) -> None:
        if sprite.dragging:
            sprite.target = rect
            return
        if sprite.target == rect and sprite.tween is None and sprite.rect == rect and (
                face_up is None or sprite.face_up == (face_up and sprite.card is not None)):
            return
        if sprite.target == rect and sprite.tween is not None and face_up in (
                None, sprite.face_up):
            return
        self.anim.move(sprite, rect, duration, face_up=face_up)

    # ----- playing events ---------------------------------------------------------------
    def play(self, event: Event) -> float:
        """Show one event; returns how long to wait before the next one."""
        e = redact(event, self.viewer)
        f = self.factor
        d = MOVE * f
        lay = self.layout
        if self.dealing and not isinstance(e, CardDealt):
            self.dealing = False
            if not self.manual_order:
                self.sort_hand()
        if isinstance(e, HandStarted):
            self.hand, self.others, self.pile, self.melds = [], {}, [], []
            self.knock_dead, self.spread_groups, self.knocker = [], {}, None
            self.retourne, self.order, self.manual_order = None, [], False
            self.proposals, self.proposals_for = [], None
            self.selected, self.knock_mode = None, False
            self.stock = 52 * self.match.rules.decks
            self.last_scored = self.last_void = self.seed_revealed = None
            self.commitment = e.commitment
            self.knock_limit = self.match.rules.knock_limit
            self.doubled = False
            for seat in range(self.engine.seats):
                if seat != self.viewer:
                    self.others[seat] = []
            self.app.play("shuffle")
            self.relayout()
            return 0.35 * f
        if isinstance(e, CardDealt):
            self.dealing = True
            self.stock = max(0, self.stock - 1)
            if e.seat == self.viewer and e.card is not None:
                sprite = self._sprite(e.card, False)
                sprite.card = e.card
                self.hand.append(sprite)
                self.order.append(e.card)
            else:
                sprite = self._sprite(None, False)
                self.others.setdefault(e.seat, []).append(sprite)
            self.app.play("deal", 0.5)
            self.relayout(d * 0.8)
            return DEAL_GAP * f
        if isinstance(e, UpcardTurned):
            self.stock = max(0, self.stock - 1)
            sprite = self._sprite(e.card, False)
            sprite.card = e.card
            self.pile.append(sprite)
            self.relayout(d)
            self.anim.move(sprite, sprite.target, d, face_up=True)   # turned face up
            return d + 0.1 * f
        if isinstance(e, KnockLimitSet):
            self.knock_limit, self.doubled = e.limit, e.doubled
            if self.match.rules.knock_limit_source != "fixed":
                text = (_("Gin only this hand") if e.limit == 0 else
                        _("Knock limit this hand: {n}").format(n=e.limit))
                if self.match.rules.knock_limit_source == "retourne":
                    text = (_("Ace retourne: gin only this hand") if e.limit == 0 else
                            _("Retourne: descente at {n} or less").format(n=e.limit))
                if e.doubled:
                    text += " · " + _("spade upcard: the hand counts double")
                self.show_banner(text, 1.6)
            return 0.0
        if isinstance(e, RetourneTurned):
            sprite = CardSprite(e.card, False, FRect(self.stock_rect().move(0, -lay.card_h)))
            self.retourne = sprite
            self.relayout(d)
            return d
        if isinstance(e, Passed):
            self.bubbles[e.seat] = (_("Pass"), 1.4)
            return 0.5 * f
        if isinstance(e, Drew):
            return self._play_draw(e, d)
        if isinstance(e, Discarded):
            return self._play_discard(e, d)
        if isinstance(e, Knocked):
            return self._play_knock(e, d)
        if isinstance(e, LaidOff):
            return self._play_layoff(e, d)
        if isinstance(e, Spread):
            return self._play_spread(e, d)
        if isinstance(e, Melded):
            row = [self._take_from_hand(c) if e.seat == self.viewer
                   else self._take_from_other(e.seat, c) for c in e.cards]
            self.melds.insert(min(e.target, len(self.melds)), row)
            self.bubbles[e.seat] = (_("Melds"), 1.2)
            self.app.play("discard", 0.7)
            self.relayout(d)
            return d + 0.1 * f
        if isinstance(e, Restocked):
            self.stock = e.size
            self.pile = []
            self.show_banner(_("The discard pile becomes the new stock"), 1.4)
            self.relayout(d)
            return d
        if isinstance(e, RamiCalled):
            self.show_banner(_("{name} calls Rami!").format(name=self.names[e.seat]), 1.6)
            return 0.6 * f
        if isinstance(e, HandVoid):
            self.last_void = e.reason
            self.show_banner(_("Void hand"), 1.5)
            return 0.9 * f
        if isinstance(e, HandScored):
            self.last_scored = e
            if e.winner is not None:
                if self.viewer is None or not self.session.hotseat:
                    self.app.play("win" if e.winner == self.viewer else "lose")
                else:
                    self.app.play("win")
            return 0.4 * f
        if isinstance(e, SeedRevealed):
            self.seed_revealed = e
            return 0.0
        if isinstance(e, GameClosed):
            self.closed.append(e)
            return 0.0
        if isinstance(e, MatchOver):
            self.match_over = e
            return 0.0
        return 0.0

    def _play_draw(self, e: Drew, d: float) -> float:
        if e.source == STOCK:
            self.stock = max(0, self.stock - 1)
            sprite = self.incoming or self._sprite(None, False)
            self.incoming = None
            if e.seat == self.viewer and e.card is not None:
                sprite.card = e.card
        else:
            sprite = self.pile.pop() if self.pile else self._sprite(e.card, True)
        if e.seat == self.viewer:
            self.hand.append(sprite)
            self.new_card = sprite.card
            if self.app.settings.sort_order != "none" and not self.manual_order:
                self.sort_hand()
        else:
            if e.source == DISCARD_PILE:
                sprite.card = None   # in the opponent's hand it is just a card back
            self.others.setdefault(e.seat, []).append(sprite)
            self.bubbles[e.seat] = ((_("Takes the discard") if e.source == DISCARD_PILE
                                     else _("Draws")), 1.2)
        self.app.play("draw")
        self.relayout(d)
        return d + 0.08 * self.factor

    def _take_from_other(self, seat: int, card: Card) -> CardSprite:
        sprites = self.others.setdefault(seat, [])
        sprite = sprites.pop() if sprites else self._sprite(None, False)
        sprite.card = card
        return sprite

    def _take_from_hand(self, card: Card) -> CardSprite:
        for s in self.hand:
            if s.card == card:
                self.hand.remove(s)
                if s is self.selected:
                    self.selected = None
                if s in self.marked:
                    self.marked.remove(s)
                if card in self.order:
                    self.order.remove(card)
                return s
        return self._sprite(card, True)

    def _play_discard(self, e: Discarded, d: float) -> float:
        if e.seat == self.viewer and e.card is not None:
            sprite = self._take_from_hand(e.card)
        else:
            sprite = self._take_from_other(e.seat, e.card) if e.card is not None else \
                self._sprite(None, False)
        face = not e.face_down and sprite.card is not None
        sprite.face_up = sprite.face_up and face
        self.pile.append(sprite)
        self.app.play("discard")
        self.relayout(d)
        self.anim.move(sprite, sprite.target, d, face_up=face)
        return d + 0.08 * self.factor

    def _play_knock(self, e: Knocked, d: float) -> float:
        self.knocker = e.seat
        self.melds = []
        for meld in e.melds:
            row = []
            for c in meld:
                row.append(self._take_from_hand(c) if e.seat == self.viewer
                           else self._take_from_other(e.seat, c))
            self.melds.append(row)
        if e.seat != self.viewer:
            self.knock_dead = [self._take_from_other(e.seat, c) for c in e.deadwood_cards]
            self.others[e.seat] = []
        who = self.names[e.seat]
        text = wording.go_out_banner(e.kind, who, e.deadwood, terms_for(self.match.rules))
        self.show_banner(text, 1.8)
        self.app.play("gin" if e.kind in ("gin", "big-gin") else "knock")
        self.knock_mode = False
        self.relayout(d * 1.3)
        return d * 1.3 + 0.5 * self.factor

    def _play_layoff(self, e: LaidOff, d: float) -> float:
        if not 0 <= e.target < len(self.melds):
            return 0.0
        meld = self.melds[e.target]
        sprite = None
        for m in self.melds:
            for s in m:
                if s.tag == "proposed" and s.card == e.card:
                    sprite = s
                    m.remove(s)
                    break
            if sprite:
                break
        if sprite is None:
            sprite = (self._take_from_hand(e.card) if e.seat == self.viewer
                      else self._take_from_other(e.seat, e.card))
        sprite.tag = ""
        sprite.glow = None
        meld.append(sprite)
        self._order_meld(e.target)
        self.proposals = [(c, t) for c, t in self.proposals if c != e.card]
        self.app.play("discard", 0.7)
        self.relayout(d)
        return d + 0.05 * self.factor

    def _order_meld(self, idx: int) -> None:
        meld = self.melds[idx]
        cards = [s.card for s in meld]
        try:
            ordered = self.solver.order_meld(cards)
        except Exception:  # noqa: BLE001 - a proposal mid-edit may not be a meld yet
            return
        pool = list(meld)
        out = []
        for c in ordered:
            for s in pool:
                if s.card == c:
                    out.append(s)
                    pool.remove(s)
                    break
        self.melds[idx] = out + pool

    def _play_spread(self, e: Spread, d: float) -> float:
        cards = [c for m in e.melds for c in m] + list(e.deadwood_cards)
        groups = [len(m) for m in e.melds] + ([len(e.deadwood_cards)] if e.deadwood_cards
                                              else [])
        if e.seat == self.viewer:
            by_card = {s.card: s for s in self.hand}
            self.hand = [by_card[c] for c in cards if c in by_card] + [
                s for s in self.hand if s.card not in cards]
            self.order = [s.card for s in self.hand]
        else:
            old = self.others.get(e.seat, [])
            sprites = []
            for c in cards:
                s = old.pop() if old else self._sprite(None, False)
                s.card = c
                sprites.append(s)
            self.others[e.seat] = sprites
            self.spread_groups[e.seat] = groups
            self.bubbles[e.seat] = (_("Deadwood {n}").format(n=e.deadwood), 3.0)
        self.relayout(d * 1.2)
        return d * 1.2 + 0.3 * self.factor

    def show_banner(self, text: str, seconds: float) -> None:
        self.banner = (text, max(0.9, seconds * max(0.6, self.factor)))
        self.dirty = True

    def refuse(self, message: str) -> None:
        """Show why an action was refused (and play the error sound)."""
        self.toast = (card_words(message), 3.5, theme.ILLEGAL)
        self.app.play("error", 0.6)
        self.dirty = True

    # ----- the flow: events, the AI, the human, the score -------------------------------
    def update(self, dt: float) -> None:
        if self.anim.update(dt):
            self.dirty = True
        self._update_lifts(dt)
        if self.widgets.update(dt):
            self.dirty = True
        self._update_timers(dt)
        if self.hold > 0:
            self.hold -= dt
        while self.queue and self.hold <= 0:
            event = self.queue.popleft()
            try:
                self.hold += self.play(event)
            except Exception:  # noqa: BLE001 - a display glitch must not stop the match
                log.exception("could not show %r; redrawing from the engine", event)
                self.queue.clear()
                self.rebuild_from_view()
            self.dirty = True
        settled = not (self.queue or self.hold > 0 or self.anim.busy)
        if settled:
            self._shown_to_act = self.engine.to_act
        if settled and not getattr(self, "_drawn_settled", False):
            self.dirty = True  # the prompt and buttons change once everything has landed
        self._drawn_settled = settled
        if not settled:
            return
        if self.dealing:
            self.dealing = False
            if not self.manual_order:
                self.sort_hand()
            return
        if not self._synced:
            self._synced = True
            self._reconcile()
        if self.app.scenes.top is not self:
            return
        self.advance(dt)

    def _update_timers(self, dt: float) -> None:
        if self.toast is not None:
            text, left, colour = self.toast
            left -= dt
            self.toast = (text, left, colour) if left > 0 else None
            if self.toast is None:
                self.dirty = True
        if self.banner is not None:
            text, left = self.banner
            left -= dt
            self.banner = (text, left) if left > 0 else None
            if self.banner is None:
                self.dirty = True
        for seat in list(self.bubbles):
            text, left = self.bubbles[seat]
            left -= dt
            if left > 0:
                self.bubbles[seat] = (text, left)
            else:
                del self.bubbles[seat]
                self.dirty = True

    def _update_lifts(self, dt: float) -> None:
        lay = self.layout
        my_discard = self.my_turn and self.engine.phase in ("discard", "opening", "layoff")
        for s in self.hand:
            target = 0.0
            if s is self.selected:
                target = lay.px(26)
            elif s is self.hovered and (my_discard or self.press is None):
                target = lay.px(12) if my_discard else lay.px(5)
            s.lift_target = target
            if abs(s.lift - target) > 0.5:
                s.lift += (target - s.lift) * min(1.0, dt * 18)
                self.dirty = True
            elif s.lift != target:
                s.lift = target
                self.dirty = True

    def _reconcile(self) -> None:
        """After the queue drained, the display must match the engine; fix it if not."""
        v = self.view()
        sd = v.showdown
        if sd is not None and sd.knocker == self.viewer:
            want = sorted(sd.knocker_deadwood, key=lambda c: c.index)
        else:
            want = sorted(v.hand, key=lambda c: c.index)
        have = sorted([s.card for s in self.hand]
                      + [c for c, _t in self.proposals], key=lambda c: c.index)
        others_ok = all(len(self.others.get(s, [])) == v.hand_sizes[s]
                        for s in range(v.num_seats)
                        if s != self.viewer and sd is None)
        pile_ok = (v.discard_top is None and not self.pile) or (
            bool(self.pile) and self.pile[-1].card == v.discard_top)
        if have != want or not others_ok or not pile_ok or self.stock != v.stock_size:
            if v.phase != "start":
                log.debug("display out of step with the engine; rebuilding")
                self.rebuild_from_view()
        if sd is not None and self.viewer == sd.defender and v.phase == "layoff" \
                and self.proposals_for != (v.hand_no, sd.knocker):
            self._init_proposals()
            self.relayout()
        self._refresh_buttons()

    def advance(self, dt: float) -> None:
        """Everything has landed: run queued intent, deal, let the computer play, or score."""
        if self.intents:
            intent = self.intents.popleft()
            intent()
            return
        engine = self.engine
        phase = engine.phase
        if phase in ("hand-over", "match-over"):
            if self.scored_shown != engine.deal_no:
                self.score_wait += dt
                if self.score_wait >= 1.1 * self.factor + (0.6 if self.factor else 0.0):
                    self.score_wait = 0.0
                    self.scored_shown = engine.deal_no
                    self.show_score()
            return
        if phase == "start":
            self.match.next_hand()
            first = self.engine.to_act
            if self.session.hotseat and first is not None and self.session.is_human(first):
                # nobody knows who sits at the screen yet: hand it over before the deal
                self.request_handover(first)
            return
        seat = engine.to_act
        if seat is None:
            return
        if self.session.is_human(seat):
            if seat != self.viewer:
                if not self.handover_pending:
                    self.request_handover(seat)
                return
            if self.autoplayer is not None:
                self._autoplay(dt)
            return
        self._computer_turn(seat, dt)

    def _computer_turn(self, seat: int, dt: float) -> None:
        if self.ai_future is None:
            self.ai_wait += dt
            if self.ai_wait < self.app.settings.ai_pause:
                return
            self.ai_wait = 0.0
            self.ai_seat = seat
            if self.executor is None:
                self.executor = ThreadPoolExecutor(1, thread_name_prefix="ai")
            future = self.executor.submit(self.match.ask, seat)
            future.add_done_callback(lambda _f: wake())
            self.ai_future = future
            self.bubbles[seat] = (_("Thinking…"), 30.0)
            self.dirty = True
            return
        if not self.ai_future.done():
            return
        future, self.ai_future = self.ai_future, None
        self.bubbles.pop(seat, None)
        if self.engine.to_act != self.ai_seat:
            return
        try:
            action = future.result()
            self.match.apply_human(action)   # the checked computer action, applied here
        except Exception as exc:  # noqa: BLE001 - report, keep the window alive
            log.exception("computer move failed")
            self.refuse(_("The computer player failed: {error}").format(error=exc))
            # fall back to a guaranteed-legal move so the match goes on
            try:
                self.match.step()
            except Exception:  # noqa: BLE001
                log.exception("fallback move failed too")

    def _autoplay(self, dt: float) -> None:
        """The scripted human (smoke test): choose like an AI, act through the UI's paths."""
        self.auto_wait += dt
        if self.auto_wait < self.app.settings.ai_pause * 0.5:
            return
        self.auto_wait = 0.0
        if self.engine.phase == "layoff":
            # the optimal lay-offs are already proposed on the melds: accept them
            self.finish_layoffs()
            return
        view = self.engine.view(self.viewer)
        action = self.autoplayer.choose(view, self.engine.legal_actions())
        self.perform(action)

    def perform(self, action: Action) -> bool:
        """Do `action` the way the player would with the mouse (used by the autoplayer)."""
        if isinstance(action, Draw):
            return self.submit(action)
        if isinstance(action, (Discard, Knock)):
            sprite = next((s for s in self.hand if s.card == action.card), None)
            if isinstance(action, Knock):
                self.knock_mode = True
            return self.submit(action, sprite)
        if isinstance(action, LayOff):
            if self.engine.phase != "layoff":
                sprite = next((s for s in self.hand if s.card == action.card), None)
                return self.submit(action, sprite)
            if any(c == action.card for c, _t in self.proposals):
                return True
            return self.propose(action.card, action.target)
        if isinstance(action, Meld):
            self.marked = [s for s in self.hand if s.card in action.cards]
            return self.on_meld()
        if isinstance(action, FinishLayoffs):
            return self.finish_layoffs()
        return self.submit(action)

    def submit(self, action: Action, sprite: CardSprite | None = None) -> bool:
        """Hand a human action to the match; queued while cards are still moving."""
        if not self.settled:
            self.intents.append(lambda: self.submit(action, sprite))
            return True
        why = self.reason(action)
        if why is not None:
            self.refuse(why)
            self.relayout()
            return False
        try:
            self.match.apply_human(action)
        except IllegalActionError as exc:
            self.refuse(wording.refusal(exc.refusal, terms_for(self.match.rules)))
            self.relayout()
            return False
        if self.toast is not None and self.toast[2] == theme.ILLEGAL:
            self.toast = None  # the refusal is answered: don't leave it over the next turn
        if not isinstance(action, LayOff):
            self.knock_mode = False
        self.selected = None if isinstance(action, (Discard, Knock)) else self.selected
        self._refresh_buttons()
        return True

    def show_score(self) -> None:
        from game.ui.scenes.score import ScoreScene

        self.app.scenes.push(ScoreScene(self.app, self))

    def next_hand(self) -> None:
        """Deal the next hand (from the score screen)."""
        if self.engine.phase != "hand-over":
            return
        if self.session.hotseat:
            self.match.next_hand()
            first = self.engine.to_act
            if first is not None and first != self.viewer and self.session.is_human(first):
                self.request_handover(first)
            return
        self.match.next_hand()

    def request_handover(self, seat: int) -> None:
        from game.ui.scenes.handover import HandoverScene

        self.handover_pending = True
        self.app.scenes.push(HandoverScene(self.app, self, seat))

    def set_viewer(self, seat: int) -> None:
        """The hand-over screen was confirmed by `seat`'s player: show their cards."""
        self.handover_pending = False
        self.viewer = seat
        self.selected = self.hovered = None
        self.press = None
        self.order = []
        self.manual_order = False
        if any(isinstance(e, HandStarted) for e in self.queue):
            # the deal is still queued: play it for the new viewer from a clear table
            self.hand, self.others, self.pile, self.melds = [], {}, [], []
            self.knock_dead, self.spread_groups, self.knocker = [], {}, None
        else:
            self.rebuild_from_view()
        self.dirty = True

    # ----- lay-offs (the defender at a showdown) ----------------------------------------
    def _init_proposals(self) -> None:
        """Propose the optimal lay-offs (the engine's solver) for the viewer to adjust."""
        v = self.view()
        sd = v.showdown
        self.proposals_for = (v.hand_no, sd.knocker)
        melds = [m.cards for m in v.table_melds]
        plan, _arr = self.solver.best_layoffs(list(v.hand), melds)
        self.proposals = []
        for card, target in plan:
            self.propose(card, target, quiet=True)

    def _engine_with(self, proposals: list[tuple[Card, int]]):
        """A copy of the engine with these lay-offs applied (None if one is refused)."""
        clone = self.engine.clone()
        clone.listeners = []
        for card, target in proposals:
            try:
                clone.apply(LayOff(card, target))
            except IllegalActionError:
                return None
        return clone

    def propose(self, card: Card, target: int, quiet: bool = False) -> bool:
        """Add a lay-off proposal if the engine accepts it after the earlier ones."""
        if self.engine.phase != "layoff" or not self.my_turn:
            if not quiet:
                self.refuse(self.reason(LayOff(card, target)) or _("Not now"))
            return False
        clone = self._engine_with(self.proposals)
        if clone is None:
            return False
        try:
            clone.check(LayOff(card, target))
        except IllegalActionError as exc:
            if not quiet:
                self.refuse(wording.refusal(exc.refusal, terms_for(self.match.rules)))
                self.relayout()
            return False
        self.proposals.append((card, target))
        sprite = self._take_from_hand(card)
        sprite.tag = "proposed"
        sprite.glow = theme.HIGHLIGHT
        self.melds[target].append(sprite)
        self._order_meld(target)
        self.relayout()
        return True

    def unpropose(self, card: Card) -> None:
        """Take a proposed lay-off back into the hand (and any that depended on it)."""
        keep = [(c, t) for c, t in self.proposals if c != card]
        # drop proposals that no longer fit once this one is gone
        valid: list[tuple[Card, int]] = []
        pending = list(keep)
        progress = True
        while pending and progress:
            progress = False
            for p in list(pending):
                if self._engine_with(valid + [p]) is not None:
                    valid.append(p)
                    pending.remove(p)
                    progress = True
        back = [card] + [c for c, _t in pending]
        self.proposals = valid
        for meld in self.melds:
            for s in list(meld):
                if s.tag == "proposed" and s.card in back:
                    meld.remove(s)
                    s.tag, s.glow = "", None
                    self.hand.append(s)
                    self.order.append(s.card)
        for i in range(len(self.melds)):
            self._order_meld(i)
        self.relayout()

    def clear_proposals(self) -> None:
        for card, _t in list(self.proposals):
            if any(c == card for c, _x in self.proposals):
                self.unpropose(card)

    def finish_layoffs(self) -> bool:
        """"Done": apply the proposed lay-offs in order, then finish."""
        if not self.settled:
            self.intents.append(self.finish_layoffs)
            return True
        if self.engine.phase != "layoff" or not self.my_turn:
            self.refuse(self.reason(FinishLayoffs()) or _("Not now"))
            return False
        for card, target in list(self.proposals):
            try:
                self.match.apply_human(LayOff(card, target))
            except IllegalActionError as exc:
                self.refuse(wording.refusal(exc.refusal, terms_for(self.match.rules)))
                break
        return self.submit(FinishLayoffs())

    # ----- buttons ----------------------------------------------------------------------
    def _build_buttons(self) -> None:
        w = self.widgets
        self.b_knock = w.add(Button(_("Knock"), self.on_knock, pygame.K_k,
                                    _("Knock: choose the card to discard"), True, name="knock"))
        self.b_gin = w.add(Button(_("Gin"), self.on_gin, pygame.K_g,
                                  _("Go gin: every card melded"), True, name="gin"))
        self.b_big = w.add(Button(_("Big gin"), self.on_big_gin, pygame.K_b,
                                  _("Go out with all eleven cards melded"), True, name="big"))
        self.b_pass = w.add(Button(_("Pass"), self.on_pass, pygame.K_p,
                                   _("Decline the upcard"), name="pass"))
        self.b_done = w.add(Button(_("Done"), self.finish_layoffs, pygame.K_f,
                                   _("Lay off the cards shown on the melds and finish"), True,
                                   name="done"))
        self.b_clear = w.add(Button(_("Keep all"), self.clear_proposals, pygame.K_c,
                                    _("Take every proposed lay-off back"), name="clear"))
        self.b_meld = w.add(Button(_("Meld"), self.on_meld, pygame.K_l,
                                   _("Lay the marked cards down as a meld (mark cards with "
                                     "a right-click, Ctrl+click or X)"), True, name="meld"))
        self.b_goout = w.add(Button(_("Go out"), self.on_go_out, pygame.K_o,
                                    _("Lay down every card at once"), True, name="goout"))
        self.b_restock = w.add(Button(_("Restock"), lambda: self.submit(Restock()), pygame.K_w,
                                      _("Turn the discard pile over as the new stock"),
                                      name="restock"))
        self.b_stop = w.add(Button(_("Stop"), lambda: self.submit(Stop()), pygame.K_z,
                                   _("End the hand: the stock is used up"), name="stop"))
        self.b_call = w.add(Button(_("Rami!"), lambda: self.submit(CallRami()), pygame.K_a,
                                   _("Call Rami on that discard"), True, name="call"))
        self.b_nocall = w.add(Button(_("Let it go"), lambda: self.submit(DeclineCall()),
                                     pygame.K_n, _("Do not call"), name="nocall"))
        self._add_sort_and_menu_buttons(pygame.K_m, _("Group your melds, deadwood last"))

    def _add_sort_and_menu_buttons(self, melds_key: int, melds_help: str) -> None:
        """The hand-sorting buttons and the Menu button, added last (the focus order)."""
        w = self.widgets
        self.b_rank = w.add(Button(_("By rank"), lambda: self.sort_hand("rank"), pygame.K_r,
                                   _("Sort your hand by rank"), name="rank"))
        self.b_suit = w.add(Button(_("By suit"), lambda: self.sort_hand("suit"), pygame.K_u,
                                   _("Sort your hand by suit"), name="suit"))
        self.b_melds = w.add(Button(_("By melds"), lambda: self.sort_hand("melds"), melds_key,
                                    melds_help, name="melds"))
        self.b_menu = w.add(Button(_("Menu"), self.open_pause, None,
                                   _("Pause: settings, rules, main menu") + " — "
                                   + _("Key: {key}").format(key="Esc"), name="menu"))

    def _action_buttons(self) -> tuple[Button, ...]:
        """The buttons stacked in the side panel, top to bottom (hidden ones take no room)."""
        return (self.b_knock, self.b_gin, self.b_big, self.b_pass, self.b_meld,
                self.b_goout, self.b_restock, self.b_stop, self.b_call, self.b_nocall,
                self.b_done, self.b_clear)

    def _buttons_top(self) -> float:
        """Where the side panel's stack of action buttons starts."""
        return self.layout.pile_y - self.layout.px(10)

    def _place_buttons(self) -> None:
        lay = self.layout
        cx = lay.w - lay.margin - lay.side_panel_w / 2
        bw, bh = lay.button_size(0.85)
        gap = lay.px(10)
        y = self._buttons_top()
        for b in self._action_buttons():
            if not b.visible:
                b.rect = pygame.Rect(0, 0, 0, 0)
                continue
            b.rect = pygame.Rect(int(cx - bw / 2), int(y), bw, bh)
            y += bh + gap
        sh = max(24, int(bh * 0.78))
        y = lay.h - lay.margin - 3 * sh - 2 * lay.px(6)
        for b in (self.b_rank, self.b_suit, self.b_melds):
            b.rect = pygame.Rect(int(cx - bw / 2), int(y), bw, sh)
            y += sh + lay.px(6)
        mw = max(70, lay.px(110))
        self.b_menu.rect = pygame.Rect(lay.w - lay.margin - mw, lay.margin, mw, sh)

    def _refresh_buttons(self) -> None:
        legal = self.legal() if self.settled else []
        knocks = [a for a in legal if isinstance(a, Knock)]
        gin_family = self.match.rules.family == "gin"
        self.b_knock.visible = self.b_gin.visible = self.b_pass.visible = gin_family
        rami = not gin_family
        self.b_meld.visible = self.b_goout.visible = rami
        self.b_meld.enabled = self._marked_meld() is not None
        self.b_goout.enabled = any(isinstance(a, GoOut) for a in legal)
        self.b_restock.visible = self.b_restock.enabled = Restock() in legal
        self.b_stop.visible = self.b_stop.enabled = Stop() in legal
        self.b_call.visible = self.b_call.enabled = CallRami() in legal
        self.b_nocall.visible = self.b_nocall.enabled = DeclineCall() in legal
        self.b_knock.enabled = bool(knocks)
        self.b_gin.enabled = bool(self._gin_cards(knocks))
        self.b_big.visible = self.match.rules.big_gin
        self.b_big.enabled = any(isinstance(a, BigGin) for a in legal)
        self.b_pass.enabled = any(isinstance(a, Pass) for a in legal)
        rules = self.match.rules
        self.b_pass.visible = rules.upcard and rules.first_turn == "upcard-offer"
        layoff = self.engine.phase == "layoff" and self.my_turn
        self.b_done.visible = self.b_clear.visible = layoff
        self.b_clear.enabled = bool(self.proposals)
        descente = terms_for(self.match.rules).go_out == "descente"  # 003 calls it so
        if self.knock_mode:
            self.b_knock.text = _("Cancel descente") if descente else _("Cancel knock")
        else:
            self.b_knock.text = _("Descente") if descente else _("Knock")
        self.b_big.text = wording.big_gin_word(terms_for(self.match.rules))
        self._place_buttons_if_changed()

    def _place_buttons_if_changed(self) -> None:
        """Lay the buttons out again only when one was shown, hidden, enabled or relabelled."""
        state = tuple((b.enabled, b.visible, b.text) for b in self.widgets.widgets)
        if state != self._button_state:
            self._button_state = state
            self._place_buttons()
            self.dirty = True

    def _gin_cards(self, knocks: list[Knock]) -> list[Card]:
        if not knocks:
            return []
        hand = [s.card for s in self.hand]
        after = self.solver.deadwood_after_each_discard(hand) if hand else {}
        return [k.card for k in knocks if after.get(k.card, 99) == 0]

    def on_knock(self) -> None:
        knocks = [a for a in self.legal() if isinstance(a, Knock)]
        if not knocks:
            self.refuse(self.reason(Knock(self.hand[0].card)) if self.hand else _("Not now"))
            return
        if self.selected is not None and Knock(self.selected.card) in knocks:
            self.submit(Knock(self.selected.card), self.selected)
            return
        self.knock_mode = not self.knock_mode
        self._refresh_buttons()

    def on_gin(self) -> None:
        knocks = [a for a in self.legal() if isinstance(a, Knock)]
        cards = self._gin_cards(knocks)
        if not cards:
            self.refuse(_("No gin yet: every card but the discard must be in a meld"))
            return
        card = self.selected.card if self.selected is not None and \
            self.selected.card in cards else max(cards, key=lambda c: (self.solver.value(c),
                                                                        c.rank))
        sprite = next((s for s in self.hand if s.card == card), None)
        self.submit(Knock(card), sprite)

    def _marked_meld(self) -> Meld | None:
        """The Meld action of the marked cards, if the engine would take it now."""
        cards = [s.card for s in self.marked if s in self.hand]
        if len(cards) < 3 or not self.my_turn:
            return None
        ordered = self.solver.order_meld(cards) if self.solver.meld_kind(cards) else cards
        action = Meld(tuple(ordered))
        return action if self.engine.is_legal(action) else None

    def toggle_mark(self, sprite: CardSprite) -> None:
        if sprite in self.marked:
            self.marked.remove(sprite)
        else:
            self.marked.append(sprite)
        self._refresh_buttons()
        self.dirty = True

    def on_meld(self) -> bool:
        action = self._marked_meld()
        if action is None:
            cards = tuple(s.card for s in self.marked)
            why = self.reason(Meld(cards)) if cards else None
            self.refuse(why or _("Mark three or more cards that form a set or a run"))
            return False
        ok = self.submit(action)
        if ok:
            self.marked = []
        return ok

    def on_go_out(self) -> bool:
        outs = [a for a in self.legal() if isinstance(a, GoOut)]
        if not outs:
            self.refuse(_("You cannot go out yet: every card must be in a meld"))
            return False
        return self.submit(outs[0])

    def on_big_gin(self) -> None:
        self.submit(BigGin())

    def on_pass(self) -> None:
        self.submit(Pass())

    def open_pause(self) -> None:
        from game.ui.scenes.pause import PauseScene

        self.app.scenes.push(PauseScene(self.app, self))

    # ----- input ------------------------------------------------------------------------
    def handle_event(self, e: pygame.event.Event) -> bool:
        if e.type == pygame.KEYDOWN and e.key == pygame.K_ESCAPE:
            if self.knock_mode:
                self.knock_mode = False
                self._refresh_buttons()
                return True
            self.open_pause()
            return True
        if self.press is None and self.widgets.handle_event(e):
            self.dirty = True
            return True
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 3:
            sprite = self.hand_sprite_at(e.pos)
            if sprite is not None:
                self.toggle_mark(sprite)
                return True
            return False
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1:
            return self.on_press(e.pos)
        if e.type == pygame.MOUSEMOTION:
            return self.on_motion(e.pos)
        if e.type == pygame.MOUSEBUTTONUP and e.button == 1:
            return self.on_release(e.pos)
        if e.type == pygame.KEYDOWN:
            return self.on_key(e)
        return False

    def hand_sprite_at(self, pos) -> CardSprite | None:
        for s in reversed(self.hand):
            if not s.flying and s.draw_rect.collidepoint(pos):
                return s
        return None

    def proposed_at(self, pos) -> tuple[CardSprite, int] | None:
        for i, meld in enumerate(self.melds):
            for s in reversed(meld):
                if s.tag == "proposed" and not s.flying and s.rect.collidepoint(pos):
                    return s, i
        return None

    def on_press(self, pos) -> bool:
        sprite = self.hand_sprite_at(pos)
        if sprite is not None:
            r = sprite.draw_rect
            self.press = Press("hand", sprite, pos, (pos[0] - r.x, pos[1] - r.y))
            return True
        hit = self.proposed_at(pos)
        if hit is not None:
            s, i = hit
            self.press = Press("proposed", s, pos, (pos[0] - s.rect.x, pos[1] - s.rect.y), i)
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
        self.dirty = True
        return True

    def start_drag(self, p: Press) -> None:
        p.dragging = True
        self.hovered = None
        if p.kind == "stock":
            sr = self.stock_rect()
            p.sprite = CardSprite(None, False, sr)
        self._pick_up(p.sprite)
        p.targets = self.drop_targets(p)
        self.selected = None if p.kind != "hand" else self.selected

    def _pick_up(self, s: CardSprite) -> None:
        """Stop the sprite's tween and lift it over everything, to follow the pointer."""
        s.dragging = True
        s.lift = 0.0
        if s.tween is not None:
            self.anim.tweens.remove(s.tween)
            s.tween = None
        s.z = self.anim.next_z()

    def drop_targets(self, p: Press) -> list[tuple[str, int, pygame.Rect, bool]]:
        """The places a dragged card may land, each with whether the engine allows it."""
        lay = self.layout
        targets: list[tuple[str, int, pygame.Rect, bool]] = []
        hand_rect = pygame.Rect(lay.hand_area).inflate(lay.px(40), lay.px(60))
        hand_rect.left = min(hand_rect.left, int(min((s.rect.x for s in self.hand),
                                                     default=hand_rect.left)))
        pile_rect = pygame.Rect(self.pile_rect()).inflate(lay.px(40), lay.px(40))
        if p.kind == "hand":
            card = p.sprite.card
            action = Knock(card) if self.knock_mode else Discard(card)
            if self.engine.phase != "layoff":
                targets.append(("pile", 0, pile_rect, self.reason(action) is None))
                for i, meld in enumerate(self.melds):
                    if not meld:
                        continue
                    rect = pygame.Rect(meld[0].rect).unionall([pygame.Rect(s.rect)
                                                               for s in meld])
                    ok = self.my_turn and self.engine.is_legal(LayOff(card, i))
                    targets.append(("meld", i, rect.inflate(lay.px(20), lay.px(20)), ok))
                if p.sprite in self.marked and self.match.rules.family != "gin":
                    left, right, top = self.meld_area()
                    area = pygame.Rect(int(left), int(top), int(right - left),
                                       int(lay.hand_area.top - lay.px(80) - top))
                    targets.append(("table", 0, area, self._marked_meld() is not None))
            else:
                clone = self._engine_with(self.proposals) if self.my_turn else None
                for i, meld in enumerate(self.melds):
                    rect = pygame.Rect(meld[0].rect).unionall([pygame.Rect(s.rect)
                                                               for s in meld])
                    ok = clone is not None and clone.is_legal(LayOff(card, i))
                    targets.append(("meld", i, rect.inflate(lay.px(20), lay.px(20)), ok))
            targets.append(("hand", 0, hand_rect, True))
        elif p.kind in ("stock", "pile"):
            action = Draw(STOCK if p.kind == "stock" else DISCARD_PILE)
            targets.append(("hand", 0, hand_rect, self.reason(action) is None))
        elif p.kind == "proposed":
            targets.append(("hand", 0, hand_rect, True))
        return targets

    def target_at(self, pos, p: Press) -> tuple[str, int] | None:
        sprite_rect = pygame.Rect(p.sprite.rect) if p.sprite else None
        best = None
        for name, idx, rect, _ok in p.targets:
            if rect.collidepoint(pos) or (sprite_rect is not None and name != "hand"
                                          and rect.collidepoint(sprite_rect.center)):
                best = (name, idx)
                if name != "hand":
                    return best
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
        target = self.target_at(pos, p)
        ok = {(n, i): good for n, i, _r, good in p.targets}
        if p.kind == "hand":
            card = s.card
            if target == ("pile", 0):
                action = Knock(card) if self.knock_mode else Discard(card)
                if ok.get(target) or not self.settled:
                    self.submit(action, s)
                else:
                    self.refuse(self.reason(action) or _("Not now"))
                    self.relayout()
                return True
            if target is not None and target[0] == "meld":
                if self.engine.phase == "layoff":
                    self.propose(card, target[1])
                elif ok.get(target):
                    self.submit(LayOff(card, target[1]), s)
                else:
                    self.refuse(self.reason(LayOff(card, target[1])) or _("Not now"))
                    self.relayout()
                return True
            if target == ("table", 0):
                if not self.on_meld():
                    self.relayout()
                return True
            if target == ("hand", 0):
                self.reorder(s, pos[0] - p.offset[0])
                return True
            self.relayout()
            return True
        if p.kind in ("stock", "pile"):
            action = Draw(STOCK if p.kind == "stock" else DISCARD_PILE)
            if target == ("hand", 0):
                if p.kind == "stock":
                    self.incoming = s
                if self.submit(action):
                    return True
                self.incoming = None
            elif p.kind == "pile":
                pass
            self.relayout()
            if p.kind == "stock":
                self.anim.move(s, self.stock_rect(), MOVE * self.factor * 0.6,
                               on_done=lambda: None)
                self._returning = s
            return True
        if p.kind == "proposed":
            if target == ("hand", 0):
                self.unpropose(s.card)
            else:
                self.relayout()
            return True
        return True

    def reorder(self, sprite: CardSprite, x: float) -> None:
        """Move `sprite` within the hand to where it was dropped."""
        if sprite not in self.hand:
            self.relayout()
            return
        self.hand.remove(sprite)
        idx = 0
        for i, s in enumerate(self.hand):
            if x > s.target.x:
                idx = i + 1
        self.hand.insert(idx, sprite)
        self.order = [s.card for s in self.hand]
        self.manual_order = True
        self.relayout()

    def on_click(self, p: Press) -> None:
        if p.kind == "stock":
            self.submit(Draw(STOCK))
        elif p.kind == "pile":
            self.submit(Draw(DISCARD_PILE))
        elif p.kind == "proposed":
            self.unpropose(p.sprite.card)
        elif p.kind == "hand":
            if pygame.key.get_mods() & pygame.KMOD_CTRL:
                self.toggle_mark(p.sprite)
                return
            self.click_card(p.sprite)

    def click_card(self, sprite: CardSprite) -> None:
        """First click selects (lifts) a card; a second click plays it."""
        self.focus_area = "hand"
        if self.engine.phase == "layoff" and self.my_turn:
            self._layoff_anywhere(sprite.card)
            return
        if sprite is self.selected and self.my_turn and self.engine.phase in ("discard",
                                                                              "opening"):
            action = Knock(sprite.card) if self.knock_mode else Discard(sprite.card)
            self.submit(action, sprite)
            return
        self.selected = sprite
        self.dirty = True

    def _layoff_anywhere(self, card: Card) -> None:
        clone = self._engine_with(self.proposals)
        if clone is not None:
            for i in range(len(self.melds)):
                if clone.is_legal(LayOff(card, i)):
                    self.propose(card, i)
                    return
        self.refuse(_("The {card} does not fit any of the melds").format(card=card_name(card)))

    def on_key(self, e: pygame.event.Event) -> bool:
        k = e.key
        shift = e.mod & (pygame.KMOD_SHIFT | pygame.KMOD_CTRL)
        if k in (pygame.K_LEFT, pygame.K_RIGHT):
            delta = -1 if k == pygame.K_LEFT else 1
            if self.focus_area in ("stock", "pile"):
                self.focus_area = "pile" if delta > 0 else "stock"
                self.dirty = True
                return True
            if not self.hand:
                return True
            if self.selected not in self.hand:
                self.selected = self.hand[0 if delta > 0 else -1]
            elif shift:
                i = self.hand.index(self.selected)
                j = max(0, min(len(self.hand) - 1, i + delta))
                self.hand.insert(j, self.hand.pop(i))
                self.order = [s.card for s in self.hand]
                self.manual_order = True
                self.relayout()
            else:
                i = self.hand.index(self.selected)
                self.selected = self.hand[max(0, min(len(self.hand) - 1, i + delta))]
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
        if k == pygame.K_s:
            self.submit(Draw(STOCK))
            return True
        if k == pygame.K_x and self.selected in self.hand:
            self.toggle_mark(self.selected)
            return True
        if k == pygame.K_t:
            self.submit(Draw(DISCARD_PILE))
            return True
        return False

    def act_on_focus(self) -> bool:
        """Enter/Space: play whatever the keyboard has chosen."""
        if self.engine.phase == "layoff" and self.my_turn:
            if self.selected in self.hand and self.focus_area == "hand":
                self._layoff_anywhere(self.selected.card)
                return True
            self.finish_layoffs()
            return True
        if self.focus_area == "stock":
            self.submit(Draw(STOCK))
            return True
        if self.focus_area == "pile":
            self.submit(Draw(DISCARD_PILE))
            return True
        if self.selected in self.hand:
            action = Knock(self.selected.card) if self.knock_mode else \
                Discard(self.selected.card)
            self.submit(action, self.selected)
            return True
        return False

    # ----- drawing ----------------------------------------------------------------------
    def prompt(self) -> str:
        """What to do now; while cards are still moving, the last settled prompt stays."""
        if self.queue or self.hold > 0:
            return getattr(self, "_last_prompt", "")
        self._last_prompt = self._prompt_now()
        return self._last_prompt

    def _prompt_now(self) -> str:
        engine = self.engine
        seat = engine.to_act
        phase = engine.phase
        if phase in ("hand-over", "match-over"):
            return _("The hand is over")
        if seat is None:
            return _("Dealing…")
        if not self.my_turn:
            if self.session.is_human(seat):
                return _("Turn: {name}").format(name=self.names[seat])
            if phase == "layoff":
                return _("{name} is laying off").format(name=self.names[seat])
            return _("{name} is playing…").format(name=self.names[seat])
        if self.knock_mode:
            return _("Choose the card to discard to knock (Esc cancels)")
        if phase == "offer":
            return _("Take the upcard (T) or pass (P)")
        if phase == "draw":
            if getattr(engine, "stock_only", False):
                return _("Draw from the stock (S)")
            return _("Draw from the stock (S) or take the discard (T)")
        if phase == "opening":
            return _("Discard a card to open the hand")
        if phase == "discard" and self.match.rules.family != "gin":
            return _("Meld (mark cards, then L), lay off on a meld, or discard")
        if phase == "discard":
            if self.b_gin.enabled:
                return _("Discard a card — or go gin (G)!")
            if self.b_knock.enabled:
                return _("Discard a card — or knock (K)")
            return _("Discard a card: drag it to the pile, or click it twice")
        if phase == "layoff":
            return _("Lay off or finish: drag cards onto the melds, then Done (F)")
        if phase == "call":
            return _("Call Rami (A) or let it go (N)")
        if phase == "call-layoff":
            return _("Lay the called card off on a meld")
        if phase == "call-discard":
            return _("Discard a card")
        return _("Your turn")

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout
        res = self.res
        surface.blit(res.felt(surface.get_size()), (0, 0))
        self._draw_table_marks(surface)
        self._draw_stock(surface)
        self._draw_variant_extras(surface)
        self._draw_info(surface)
        dragging = self.press.sprite if self.press is not None and self.press.dragging \
            else None
        if dragging is not None:
            self._draw_targets(surface, self.press)
        # static sprites first, then the ones in flight (latest on top), the dragged one last
        sprites: list[CardSprite] = []
        if self.retourne is not None:
            sprites.append(self.retourne)
        sprites += self.pile[-4:]
        for meld in self.melds:
            sprites += meld
        sprites += self.knock_dead
        for seat_sprites in self.others.values():
            sprites += seat_sprites
        sprites += self.hand
        still = [s for s in sprites if not s.flying and s is not dragging]
        flying = sorted((s for s in sprites if s.flying and s is not dragging),
                        key=lambda s: s.z)
        for s in still:
            self._draw_card(surface, s)
        self._draw_hand_marks(surface)
        for s in flying:
            self._draw_card(surface, s, lifted=True)
        self._draw_in_transit(surface, sprites)
        if dragging is not None:
            self._draw_card(surface, dragging, lifted=True, big_shadow=True)
        self._draw_labels(surface)
        self._draw_prompt(surface)
        self.widgets.draw(surface, res, lay)
        self._draw_banner(surface)
        self.widgets.draw_tooltip(surface, res, lay)

    def _draw_in_transit(self, surface: pygame.Surface, sprites: list[CardSprite]) -> None:
        """Cards on their way that are in no list yet: the incoming one, one returning home."""
        extra = self.incoming if self.incoming is not None and self.incoming not in sprites \
            else None
        if extra is not None:
            self._draw_card(surface, extra, lifted=True)
        ret = getattr(self, "_returning", None)
        if ret is not None and ret.flying:
            self._draw_card(surface, ret, lifted=True)
        elif ret is not None:
            self._returning = None

    def _draw_table_marks(self, surface: pygame.Surface) -> None:
        """Faint outlines where the piles go, like a printed playmat."""
        lay = self.layout
        for rect in (self.stock_rect(), self.pile_rect()):
            r = pygame.Rect(rect).inflate(lay.px(10), lay.px(10))
            pygame.draw.rect(surface, theme.FELT_LINE, r, max(1, lay.px(2)),
                             border_radius=lay.radius + lay.px(4))

    def _draw_stock(self, surface: pygame.Surface) -> None:
        lay = self.layout
        if self.stock <= 0:
            label = _("Stock empty")
        else:
            r = self.stock_rect()
            layers = min(8, 1 + self.stock // 6)
            back = self.res.card_back(self.app.settings.card_back, lay.card_size)
            shadow = self.res.card_shadow(lay.card_size, lay.px(10))
            surface.blit(shadow, (r.x - lay.px(10) + lay.px(3), r.y - lay.px(10) + lay.px(6)))
            for i in range(layers):
                off = (layers - 1 - i) * max(1, lay.px(1.5))
                surface.blit(back, (r.x - off, r.y - off))
            if self.focus_area == "stock":
                pygame.draw.rect(surface, theme.FOCUS, pygame.Rect(r).inflate(8, 8), 3,
                                 border_radius=lay.radius + 3)
            label = _("Stock {n}").format(n=self.stock)
        r = self.stock_rect()
        blit_text(surface, self.res, label, lay.font_small, (r.centerx, r.bottom + lay.px(8)),
                  theme.TEXT_DIM, "midtop", shadow=True)
        if self.focus_area == "pile":
            pr = pygame.Rect(self.pile_rect()).inflate(8, 8)
            pygame.draw.rect(surface, theme.FOCUS, pr, 3, border_radius=lay.radius + 3)
        if not self.pile:
            pr = self.pile_rect()
            blit_text(surface, self.res, _("Discard pile"), lay.font_small,
                      (pr.centerx, pr.centery), theme.FELT_LINE, "center")

    def _draw_card(self, surface: pygame.Surface, s: CardSprite, lifted: bool = False,
                   big_shadow: bool = False) -> None:
        lay = self.layout
        r = s.draw_rect
        w, h = max(2, int(round(r.w))), max(2, int(round(r.h)))
        if s.shown_face and s.card is not None:
            img = self.res.card_face(s.card, (w, h), self.app.settings.four_colour)
        else:
            img = self.res.card_back(self.app.settings.card_back, (w, h))
        spread = lay.px(14 if big_shadow else (10 if lifted or s.lift > 2 else 6))
        drop = lay.px(12 if big_shadow else (8 if lifted or s.lift > 2 else 4))
        shadow = self.res.card_shadow((w, h), spread)
        if s.xscale < 0.999:
            sw = max(1, int(w * s.xscale))
            img = pygame.transform.scale(img, (sw, h))
            cx = r.x + r.w / 2
            surface.blit(img, (round(cx - sw / 2), round(r.y)))
            return
        surface.blit(shadow, (round(r.x) - spread + drop // 2, round(r.y) - spread + drop))
        surface.blit(img, (round(r.x), round(r.y)))
        if s.glow is not None:
            outline = self.res.card_outline((w, h), s.glow, max(2, lay.px(3)), lay.radius + 2)
            surface.blit(outline, (round(r.x) - max(2, lay.px(3)),
                                   round(r.y) - max(2, lay.px(3))))
        if s in self.marked:
            outline = self.res.card_outline((w, h), theme.MELD_OUTLINES[1],
                                            max(3, lay.px(5)), lay.radius + 3)
            surface.blit(outline, (round(r.x) - max(3, lay.px(5)),
                                   round(r.y) - max(3, lay.px(5))))
        if s is self.selected:
            outline = self.res.card_outline((w, h), theme.FOCUS, max(2, lay.px(3)),
                                            lay.radius + 2)
            surface.blit(outline, (round(r.x) - max(2, lay.px(3)),
                                   round(r.y) - max(2, lay.px(3))))
        elif self.knock_mode and s in self.hand and self.my_turn and \
                Knock(s.card) in self.legal():
            outline = self.res.card_outline((w, h), theme.LEGAL, max(2, lay.px(3)),
                                            lay.radius + 2)
            surface.blit(outline, (round(r.x) - max(2, lay.px(3)),
                                   round(r.y) - max(2, lay.px(3))))

    def _draw_hand_marks(self, surface: pygame.Surface) -> None:
        """Outline each meld in the hand and put a coloured bar under its cards."""
        if not self.hand:
            return
        lay = self.layout
        _gaps, meld_of = self.hand_groups()
        runs: list[tuple[int, list[CardSprite]]] = []
        for s in self.hand:
            m = meld_of.get(s.card, -1)
            if runs and runs[-1][0] == m:
                runs[-1][1].append(s)
            else:
                runs.append((m, [s]))
        for m, group in runs:
            if m < 0:
                continue
            colour = theme.MELD_OUTLINES[m % len(theme.MELD_OUTLINES)]
            rects = [pygame.Rect(s.draw_rect) for s in group if not s.flying]
            if not rects:
                continue
            box = rects[0].unionall(rects[1:]).inflate(lay.px(8), lay.px(8))
            pygame.draw.rect(surface, colour, box, max(2, lay.px(3)),
                             border_radius=lay.radius + lay.px(4))
        # cards of a meld that are apart from each other get a coloured dot
        for s in self.hand:
            m = meld_of.get(s.card, -1)
            if m >= 0 and not s.flying:
                colour = theme.MELD_OUTLINES[m % len(theme.MELD_OUTLINES)]
                r = s.draw_rect
                pygame.draw.circle(surface, colour, (int(r.x + lay.px(10)),
                                                     int(r.bottom - lay.px(10))),
                                   max(3, lay.px(5)))

    def _draw_targets(self, surface: pygame.Surface, p: Press) -> None:
        lay = self.layout
        for name, idx, rect, ok in p.targets:
            if name == "hand" and p.kind == "hand":
                continue
            hovering = p.hover_target == (name, idx)
            if ok:
                colour = theme.LEGAL
                draw_panel(surface, rect, colour, 70 if hovering else 38, lay.radius + 6,
                           colour, max(2, lay.px(3)))
            elif hovering:
                draw_panel(surface, rect, theme.ILLEGAL, 50, lay.radius + 6, theme.ILLEGAL,
                           max(2, lay.px(3)))

    def _seat_label(self, seat: int) -> str:
        name = self.names[seat]
        role = ""
        try:
            roles = self.engine.scorer.roles(self.engine.dealer, self.engine.players) \
                if self.engine.scorer else ()
        except Exception:  # noqa: BLE001
            roles = ()
        if seat < len(roles) and roles[seat]:
            role = {"dealer": _("dealer"), "box": _("box"), "captain": _("captain"),
                    "advisor": _("advisor, sits out")}.get(roles[seat], roles[seat])
        return f"{name} · {role}" if role else name

    @property
    def shown_to_act(self) -> int | None:
        """Whose turn the screen shows: the engine's, once the cards in flight have landed
        (so the seat badges never run ahead of the animation and the prompt)."""
        return getattr(self, "_shown_to_act", self.engine.to_act)

    def _draw_labels(self, surface: pygame.Surface) -> None:
        lay = self.layout
        to_act = self.shown_to_act
        places = self.seat_places()
        for seat, place in places.items():
            sprites = self.others.get(seat, [])
            if sprites and seat not in self.spread_groups:
                bottom = max(s.rect.bottom for s in sprites)
            else:
                bottom = place.center[1] + lay.small_size[1] / 2
            if seat in self.spread_groups and sprites:
                bottom = max(s.rect.bottom for s in sprites)
            label = self._seat_label(seat)
            if self.engine.seats > 2 and seat not in self.spread_groups and \
                    self._roles()[seat:seat + 1] != ("advisor",):
                label += " · " + _("{n} cards").format(n=len(sprites))
            self._pill(surface, label, (place.center[0], bottom + lay.px(8)), seat == to_act)
            bubble = self.bubbles.get(seat)
            if bubble:
                blit_text(surface, self.res, bubble[0], lay.font_body,
                          (place.center[0], bottom + lay.px(8) + lay.font_body * 1.3),
                          theme.HIGHLIGHT, "midtop", shadow=True)
        if self.viewer is not None and self.hand:
            # deadwood of the viewer's hand, live
            arr = self.hand_arrangement()
            right = max(s.target.right for s in self.hand)
            top = min(s.target.y for s in self.hand) - lay.px(12)
            text = _("Deadwood {n}").format(n=arr.deadwood if arr else 0)
            if len(self.hand) > self.match.rules.hand_size and self.engine.phase in (
                    "discard", "opening"):
                key = tuple(sorted(s.card.index for s in self.hand))
                if self._best_cache[0] != key:
                    self._best_cache = (key, self.solver.best_discards(
                        [s.card for s in self.hand])[0])
                after = self._best_cache[1]
                text += "  ·  " + _("{n} after the best discard").format(n=after)
            if right - min(s.target.x for s in self.hand) < lay.px(460):
                cx = (min(s.target.x for s in self.hand) + right) / 2
                self._pill(surface, text, (cx + lay.px(6), top), False, anchor="bottomleft",
                           colour=theme.GOLD)
            else:
                self._pill(surface, text, (right, top), False, anchor="bottomright",
                           colour=theme.GOLD)
            you = self._seat_label(self.viewer)
            left = min(s.target.x for s in self.hand)
            if right - left < lay.px(460):
                cx = (left + right) / 2
                self._pill(surface, you, (cx - lay.px(6), top), to_act == self.viewer,
                           anchor="bottomright")
            else:
                self._pill(surface, you, (left, top), to_act == self.viewer,
                           anchor="bottomleft")
        if self.melds:
            left, right, top = self.meld_area()
            label = (_("Knocker's melds · {name}").format(name=self.names[self.knocker])
                     if self.knocker is not None else _("Melds on the table"))
            blit_text(surface, self.res, label,
                      lay.font_small, ((left + right) / 2, top - lay.px(6)), theme.TEXT,
                      "midbottom", shadow=True)
            if self.knock_dead:
                rects = [pygame.Rect(s.rect) for s in self.knock_dead]
                box = rects[0].unionall(rects[1:])
                dw = self.solver.total([s.card for s in self.knock_dead])
                blit_text(surface, self.res, _("Deadwood {n}").format(n=dw), lay.font_small,
                          (box.centerx, box.bottom + lay.px(4)), theme.HIGHLIGHT, "midtop",
                          shadow=True)

    def _pill(self, surface, text: str, pos, active: bool, anchor: str = "midtop",
              colour=theme.TEXT) -> None:
        lay = self.layout
        px = lay.font_small
        surf = self.res.text(text, px, theme.TEXT_DARK if active else colour)
        rect = surf.get_rect()
        rect.inflate_ip(lay.px(20), lay.px(8))
        setattr(rect, anchor, (int(pos[0]), int(pos[1])))
        rect.clamp_ip(surface.get_rect())
        if active:
            draw_panel(surface, rect.inflate(lay.px(6), lay.px(6)), theme.GOLD, 90,
                       rect.height // 2 + 3)
            pygame.draw.rect(surface, theme.GOLD, rect, border_radius=rect.height // 2)
        else:
            draw_panel(surface, rect, theme.PANEL, 170, rect.height // 2)
        surface.blit(surf, surf.get_rect(center=rect.center))

    def commitment_text(self) -> str:
        """The deal's published SHA-256 (its seed is revealed after the hand)."""
        return _("Deal SHA-256: {digest}…").format(digest=self.commitment[:12])

    def _draw_info(self, surface: pygame.Surface) -> None:
        """Top-left panel: variant, hand number, scores, knock limit, deal commitment."""
        lay = self.layout
        px = lay.font_small
        lines: list[tuple[str, tuple[int, int, int]]] = []
        from game.variants import find_variant

        title = _(find_variant(self.session.variant).title)
        lines.append((title, theme.GOLD))
        v_hand = self.engine.deal_no + 1
        lines.append((_("Hand {n}").format(n=v_hand) + "  ·  " +
                      _("to {target}").format(target=self.match.rules.target), theme.TEXT_DIM))
        totals = self.engine.scorer.totals if self.engine.scorer else [0] * self.engine.seats
        for seat in range(self.engine.seats):
            lines.append((f"{self.names[seat]}: {totals[seat]}", theme.TEXT))
        if self.match.rules.family == "gin":
            source = self.match.rules.knock_limit_source
            if source == "retourne":
                limit = (_("Gin only (ace retourne)") if self.knock_limit == 0 else
                         _("Descente at {n} or less").format(n=self.knock_limit))
            else:
                limit = (_("Gin only") if self.knock_limit == 0 else
                         _("Knock at {n} or less").format(n=self.knock_limit))
                if source == "upcard":
                    limit += " " + _("(upcard)")
            if self.doubled:
                limit += " · " + _("spade: double")
            lines.append((limit, theme.HIGHLIGHT))
        if self.commitment:
            lines.append((self.commitment_text(), theme.TEXT_DIM))
        width = max(self.res.text(t, px).get_width() for t, _c in lines) + lay.px(28)
        step = int(px * 1.15)
        rect = pygame.Rect(lay.margin, lay.margin, width, step * len(lines) + lay.px(16))
        draw_panel(surface, rect, theme.PANEL, 170, lay.px(12), theme.GOLD_DARK, 1)
        y = rect.top + lay.px(8)
        for i, (text, colour) in enumerate(lines):
            x = rect.left + lay.px(14)
            if 2 <= i < 2 + self.engine.seats and (i - 2) == self.shown_to_act:
                pygame.draw.circle(surface, theme.GOLD, (x - lay.px(6), y + step // 2 - 1),
                                   max(2, lay.px(4)))
            surface.blit(self.res.text(text, px, colour), (x, y))
            y += step

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        lay = self.layout
        text = self.prompt()
        cx, cy = lay.prompt_center
        if self.hand:
            cy = min(s.target.y for s in self.hand) - lay.px(30) - lay.font_small \
                - lay.font_body * 0.7
        if text:
            surf = self.res.text(text, lay.font_body, theme.TEXT)
            rect = surf.get_rect(center=(int(cx), int(cy)))
            draw_panel(surface, rect.inflate(lay.px(28), lay.px(12)), theme.PANEL, 180,
                       rect.height // 2 + lay.px(6), theme.GOLD_DARK if self.my_turn else None,
                       1)
            surface.blit(surf, rect)
        if self.toast is not None:
            msg, _left, colour = self.toast
            surf = self.res.text(msg, lay.font_body, (255, 255, 255))
            rect = surf.get_rect(center=(int(cx), int(cy - lay.font_body * 1.6)))
            box = rect.inflate(lay.px(28), lay.px(14))
            box.clamp_ip(surface.get_rect())
            rect.center = box.center
            draw_panel(surface, box, (140, 36, 30), 230, box.height // 2, colour, 2)
            surface.blit(surf, rect)

    def _draw_banner(self, surface: pygame.Surface) -> None:
        if self.banner is None:
            return
        lay = self.layout
        text, _left = self.banner
        surf = self.res.text_shadowed(text, lay.font_large, theme.GOLD, bold=True)
        rect = surf.get_rect(center=self._banner_center())
        box = rect.inflate(lay.px(40), lay.px(18))
        draw_panel(surface, box, theme.PANEL, 215, box.height // 2, theme.GOLD, 2)
        surface.blit(surf, rect)

    def _banner_center(self) -> tuple[int, int]:
        """Where the banner sits: over the melds when there are some, else above the piles."""
        lay = self.layout
        if self.melds:
            left, right, top = self.meld_area()
            return int((left + right) / 2), int(top - lay.font_large * 1.6)
        return int(lay.hand_center_x), int(lay.pile_y - lay.px(40))
