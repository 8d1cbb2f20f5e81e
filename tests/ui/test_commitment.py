"""Provable fairness at the table: the deal's SHA-256 commitment is on screen during the hand,
and it is the commitment of the seed revealed after the hand."""

from __future__ import annotations

from game.core.events import HandStarted
from game.core.seeds import commitment
from tests.ui.test_table import settle, start


def test_table_shows_the_deal_commitment_before_play(app):
    _session, table = start(app, seed=9)
    drawn: list[str] = []
    real_text = table.res.text

    def recording_text(text, *args, **kwargs):
        drawn.append(text)
        return real_text(text, *args, **kwargs)

    table.res.text = recording_text
    settle(app, table)
    table.dirty = True
    app.step()
    started = [e for e in table.session.engine.hand_events if isinstance(e, HandStarted)][-1]
    assert started.commitment == commitment(table.session.engine.hand_seed())
    shown = [t for t in drawn if "SHA-256" in t]
    assert shown, "no commitment drawn on the table"
    assert started.commitment[:12] in shown[-1]
