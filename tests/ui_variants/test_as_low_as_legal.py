"""The table's "as low as N after a discard" counts only the discards allowed: the card just
taken from the pile may not go back, and the counter's 31 by throwing it stood beside a hint's
33 that could not (a play-tester read the two as contradicting each other)."""

from __future__ import annotations

from game.core.actions import DISCARD_PILE, Draw
from game.players import make_player
from game.ui import i18n
from game.ui.probe import probe_draw
from tests.ui_variants.helpers import find, settle, show


class _Taker:
    """Takes every discard it may (so the card taken is often the one to throw back)."""

    def __init__(self) -> None:
        self.medium = make_player("medium", seed=5)

    def choose(self, view, legal):
        take = Draw(DISCARD_PILE)
        return take if take in legal else self.medium.choose(view, legal)


def _taken_is_the_lowest(engine) -> bool:
    if engine.phase != "discard" or engine.to_act != 0:
        return False
    view = engine.view(0)
    taken = view.taken_card
    if taken is None:
        return False
    from game.core.melds import rules_solver

    after = rules_solver(view.rules).deadwood_after_each_discard(list(view.hand))
    return after[taken] < min(n for c, n in after.items() if c != taken)


def test_the_counter_leaves_out_the_card_just_taken(app, monkeypatch):
    import tests.ui_variants.helpers as helpers

    real = helpers.play_until
    monkeypatch.setattr(helpers, "play_until",
                        lambda sess, cond, chooser=None, limit=4000: real(sess, cond, _Taker(),
                                                                          limit))
    sess = find("classic", _taken_is_the_lowest, seats=2, seeds=range(1, 200))
    table = show(app, sess, autoplayer=None)
    settle(app, table)
    view = sess.engine.view(0)
    after = table.solver.deadwood_after_each_discard([s.card for s in table.hand])
    legal_low = min(n for c, n in after.items() if c != view.taken_card)
    assert after[view.taken_card] < legal_low
    size = app.screen.get_size()
    said = " ".join(m.label for m in probe_draw(app.res, size, table.draw).marks
                    if m.kind == "text")
    assert i18n._("as low as {n} after a discard").format(n=legal_low) in said, said
