"""Bringing the table in line with the match without playing its events: a table opened on a
match under way (Continue, a resumed save), or one that missed a batch of events."""

from __future__ import annotations

from game.core.events import HandScored, HandStarted, HandVoid, MatchOver, SeedRevealed


class ResyncMixin:
    """What the table takes from the match's present view (mixed into `TableScene`)."""

    def _recall_results(self) -> None:
        """A table opened on a match under way (Continue, a resumed save) takes this hand's
        commitment and results from its view's events, as playing them would have set them:
        else a hand resumed after its end would be headed "void" over a sheet that scores it."""
        for e in self.state.events:
            if isinstance(e, HandStarted):
                self.commitment = e.commitment
            elif isinstance(e, HandVoid):
                self.last_void = e.reason
            elif isinstance(e, HandScored):
                self.last_scored = e
            elif isinstance(e, SeedRevealed):
                self.seed_revealed = e
            elif isinstance(e, MatchOver):
                self.match_over = e

    def catch_up(self) -> None:
        """Show the match as it stands, its queue dropped: a table that missed a batch would
        otherwise ask a computer to play a turn that is over, again and again (after the
        match's end, 100 failures a second and no result)."""
        self.queue.clear()
        seat = self.viewer if self.viewer is not None else -1
        self._adopt({seat: self.session.view(self.viewer)})
        self._recall_results()
        self.rebuild_from_view()
        self.dirty = True
