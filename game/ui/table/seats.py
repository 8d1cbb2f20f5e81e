"""Whose cards the table shows when several people share the screen: the hand-over to the
next person, their cards once they confirm, and every hand face down while no person is at
the table (the computers playing between two people's turns, a deal that a computer opens).

A mixin of the table scene (`base.TableScene`). In "Choose each seat" with two people and
computers, a person's hand stayed face up through the computers' turns after theirs, and the
first deal went face up into the first person's hand, the other person looking on (a
play-tester).
"""

from __future__ import annotations

from game.core.events import HandStarted
from game.ui.table import navigation


class SeatsMixin:
    """The viewer changes of a table several people share."""

    def request_handover(self, seat: int) -> None:
        self.handover_pending = True
        navigation.show_handover(self, seat)

    def set_viewer(self, seat: int | None) -> None:
        """The hand-over screen was confirmed by `seat`'s player: show their cards (None:
        nobody's, every hand face down)."""
        self.handover_pending = False
        self.viewer = seat
        self.new_card = None   # the last player's drawn card is not the new viewer's
        self.selected = self.hovered = None
        self.press = None
        # a new person at the screen starts with no focus of the last one's (the ring on
        # Meld, clicked by the last player, stood on the next one's screen: a play-tester)
        self.widgets.set_focus(None)
        self.focus_area = "hand"
        self.order = []
        self.manual_order = False
        if any(isinstance(e, HandStarted) for e, _v in self.queue):
            # the deal is still queued: play it for the new viewer from a clear table
            self.hand, self.others, self.pile, self.melds = [], {}, [], []
            self.reset_hand()
        else:
            key = -1 if seat is None else seat
            views = self._last_views()
            self.state = views[key] if views and key in views else self.session.view(seat)
            self.rebuild_from_view()
        self.dirty = True

    def hide_hands(self) -> None:
        """Several people at the screen and a computer to play: no person's hand shows until
        the next hand-over (a no-op when none shows)."""
        if self.session.hotseat and self.viewer is not None:
            self.set_viewer(None)
