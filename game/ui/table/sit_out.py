"""Three-player Gin (004) for the player who sits a hand out: a fast-forward to the hand's
end (button and N), no sort, play or coach buttons while there is no hand, and the first
hand's introduction of the cut and the roles (the "roles-intro" scene, pushed by name), again
at each hand whose roles change.

Mixed into `gin.GinTable` in front of its display; `fast_forward` makes the table's animation
factor and the computer's thinking pause zero until the next hand starts.
"""

from __future__ import annotations

import pygame

from game.core.events import CardsCut, HandStarted, RolesAssigned
from game.core.phase import OVER_PHASES, Phase
from game.ui.i18n import _
from game.ui.table.playback import plays
from game.ui.widgets import Button

SKIP_KEY = pygame.K_n


class SitOutMixin:
    """The advisor's fast-forward, the sort buttons' visibility and the roles' introduction."""

    fast_forward = False
    intro_shown = False
    cut: CardsCut | None = None
    #: the first hand's roles (box, captain, advisor), to introduce once the deal has landed
    intro_waiting: tuple[int, int, int] | None = None
    #: the roles of the hand being dealt, from its RolesAssigned event: the view that says
    #: them comes only once the whole deal is shown (None: the view's roles hold)
    dealt_roles: tuple[str, ...] | None = None
    #: the roles (box, captain, advisor) last introduced or played at this table
    intro_roles: tuple[int, int, int] | None = None
    #: the roles waiting are a change from the last hand's (not the first introduction)
    intro_change = False

    def sitting_out(self) -> bool:
        """The viewer holds no cards this hand: 004's advisor."""
        roles = self._roles()
        v = self.viewer
        return v is not None and v < len(roles) and roles[v] == "advisor" and not self.hand

    def _add_skip_button(self) -> None:
        self.b_skip = self.widgets.add(Button(
            _("Skip to the hand's end"), self.on_skip, SKIP_KEY,
            _("You sit this hand out: play it quickly to the score"), True, name="skip"))
        self.b_skip.visible = False

    def on_skip(self) -> None:
        """Fast-forward: no animation and no thinking pause until the next hand."""
        self.fast_forward = True
        self.b_skip.visible = False
        self._place_buttons()
        self.dirty = True

    def refresh_sit_out(self) -> None:
        """The skip button while sitting out; the sort buttons only with a hand to sort (the
        action buttons' visibility, none while sitting out, is `_refresh_buttons`')."""
        out = self.sitting_out()
        self.b_skip.visible = (out and not self.fast_forward and self.phase != Phase.START
                               and self.phase not in OVER_PHASES
                               and not self.melds_in_empty_row())   # (they lie there)
        for b in (self.b_rank, self.b_suit, self.b_melds):
            b.visible = bool(self.hand)

    def update(self, dt: float) -> None:
        """The frame's events played, the skip button leaves as soon as a knocker's melds
        fly into the empty hand row it stands in (it waited for the queue to drain and lay
        over them at the knock banner, issue 16)."""
        super().update(dt)  # type: ignore[misc]
        if self.b_skip.visible and self.melds_in_empty_row():
            self.b_skip.visible = False
            self.dirty = True

    def _place_buttons(self) -> None:
        super()._place_buttons()  # type: ignore[misc]
        lay = self.layout
        bw, bh = lay.button_size(1.3)
        area = lay.hand_area
        # under the "You sit out this hand" tag at the top of the empty hand row
        tag_bottom = area.top + lay.px(8) + self.res.font(lay.font_small).get_height() \
            + lay.px(8)
        if lay.compact:      # one small line high, like the button column's
            bh = max(24, int(lay.font_small * 1.8))
        top = max(area.centery - bh / 2, tag_bottom + lay.px(10))
        top = min(top, lay.h - lay.margin // 2 - bh)        # never off the window
        self.b_skip.rect = pygame.Rect(int(area.centerx - bw / 2), int(top), bw, bh)
        if self.sitting_out() and self.view().advised_hand:
            # the hand row shows the captain's cards (`advisor_sees_captain`): the button
            # goes to the top of the action column, empty for a player with no cards (it
            # lay over the captain's cards: a play-tester at 800x600)
            right = lay.w - lay.margin
            self.b_skip.rect = pygame.Rect(int(right - bw), int(self._buttons_top()), bw, bh)

    # ----- the events that start and end a fast-forward, and the first hand's intro ------
    @plays(CardsCut)
    def _play_cut(self, e: CardsCut, d: float) -> float:
        self.cut = e
        return 0.0

    def _show_roles(self, e: RolesAssigned) -> None:
        """The deal goes to the new seats under the new tags (it flew to the last hand's
        places under "You · advisor, sits out" while your cards came, then all jumped)."""
        roles = [""] * self.seats
        roles[e.box], roles[e.captain], roles[e.advisor] = "box", "captain", "advisor"
        if tuple(roles) != self._roles():
            self.dealt_roles = tuple(roles)
            self.relayout()

    @plays(RolesAssigned)
    def _play_roles(self, e: RolesAssigned, d: float) -> float:
        self._show_roles(e)
        roles = (e.box, e.captain, e.advisor)
        if self.autoplayer is None and self.viewer is not None:
            if not self.intro_shown:
                self.intro_shown = True
                self.intro_waiting, self.intro_change = roles, False   # once dealt: `_land`
            elif self.intro_roles is not None and roles != self.intro_roles:
                # every change of roles is announced as the hand starts (from hand 2 on they
                # changed silently, the plates swapping rows: a play-tester lost the box and
                # learnt it from "you sit this hand out"); a hand that keeps them goes on
                self.intro_waiting, self.intro_change = roles, True
        self.intro_roles = roles
        return 0.0

    def _land(self) -> bool:
        """The roles' introduction comes once the deal has landed: pushed as the roles were
        played, it stood over a deal stopped at its first card, a tag behind it reading
        "capitaine · 1 carte" (a play-tester); the flow waits while it is up."""
        landed = super()._land()  # type: ignore[misc]
        roles, self.intro_waiting = self.intro_waiting, None
        if roles is None or not landed:
            self.intro_waiting = roles
            return landed
        cut = self.cut.cards if self.cut is not None and not self.intro_change else ()
        self.app.push_scene("roles-intro", names=list(self.names), viewer=self.you,
                            roles=roles, cut=cut, changed=self.intro_change)
        return False

    @plays(HandStarted)
    def _play_hand_started(self, e: HandStarted, d: float) -> float:
        self.fast_forward = False
        hold = super()._play_hand_started(e, d)  # type: ignore[misc]
        # the new roles from the first frame of the deal, not after its pause (the event
        # says only who plays which part: nothing hidden)
        roles = next((ev for ev, _v in self.queue if isinstance(ev, RolesAssigned)), None)
        if roles is not None:
            self._show_roles(roles)
        if self.sitting_out():    # no hand comes to the advisor: no sort buttons meanwhile
            for b in (self.b_rank, self.b_suit, self.b_melds):
                b.visible = False
            self._place_buttons_if_changed()
        return hold
