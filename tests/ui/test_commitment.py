"""Provable fairness worded for players: the table and the score screen say "Fair deal ✓" with
no hash or seed digits on them, and the numbers (the commitment shown before the deal, the seed
revealed after it, the match's commitment) are one click away, in the fair-deal details."""

from __future__ import annotations

import re

import pygame

import game.ui.scenes  # noqa: F401 - registers the scenes pushed by name
from game.core.events import HandStarted
from game.core.phase import OVER_PHASES
from game.core.seeds import commitment, match_commitment
from game.ui.probe import Ledger, ProbeSurface
from tests.ui.test_table import settle, start
from tests.ui_variants.helpers import play_until, show
from tests.ui_variants.helpers import settle as settle_until


def drawn_texts(app, scene) -> list[str]:
    """Every text `scene` draws (recorded by the layout probe's ledger)."""
    ledger = Ledger()
    ledger.install(scene.res)
    try:
        surface = ProbeSurface(app.screen.get_size(), ledger)
        scene.draw(surface)
    finally:
        ledger.uninstall(scene.res)
    return [m.label for m in surface.marks if m.kind == "text"]


def no_numbers_of_the_deal(texts: list[str], digits: list[str]) -> None:
    joined = "\n".join(texts)
    assert "SHA" not in joined
    for number in digits:
        assert number[:8] not in joined, f"{number[:8]} shown in {joined!r}"
    assert not re.search(r"\d{9,}", joined), joined   # no seed-like run of digits
    assert not re.search(r"[0-9a-f]{12,}", joined), joined   # no hash-like run of hex digits


def test_the_table_says_fair_deal_and_keeps_the_numbers_in_the_details(app):
    session, table = start(app, seed=9)
    settle(app, table)
    started = [e for e in session.engine.hand_events if isinstance(e, HandStarted)][-1]
    assert started.commitment == commitment(session.engine.hand_seed())
    texts = drawn_texts(app, table)
    assert "Fair deal ✓" in texts
    no_numbers_of_the_deal(texts, [started.commitment, str(session.engine.hand_seed())])
    # the details, reached from the pause menu, show both commitments but no seed yet
    table.open_pause()
    app.step()
    pause = app.scenes.top
    fair = next(w for w in pause.widgets.widgets if w.name == "fair")
    fair.activate()
    app.step()
    details = app.scenes.top
    assert details.name == "fairness"
    shown = "\n".join(drawn_texts(app, details))
    assert started.commitment in shown
    assert match_commitment(session.match.seed) in shown
    for secret in (session.engine.hand_seed(), session.match.seed):   # secret for now
        assert not re.search(rf"\b{secret}\b", shown)


def test_the_score_screen_links_to_the_revealed_seed(app):
    session, table = start(app, seed=4)
    app.scenes.pop()
    play_until(session, lambda e: e.phase in OVER_PHASES)
    table = show(app, session)
    settle_until(app, table, until=lambda: app.scenes.top.name == "score")
    score = app.scenes.top
    winner = table.last_scored.winner   # the headline speaks to the player at the screen
    assert score.headline().endswith("to you" if winner == table.viewer
                                     else f"to {session.names[winner]}")
    fair = table.fair_deal()
    assert fair.seed is not None and commitment(fair.seed) == fair.commitment
    texts = drawn_texts(app, score)
    no_numbers_of_the_deal(texts, [fair.commitment, str(fair.seed)])
    assert score.b_fair.visible and score.b_fair.text == "Fair deal ✓ — details"
    score.b_fair.activate()
    app.step()
    shown = "\n".join(drawn_texts(app, app.scenes.top))
    assert fair.commitment in shown and str(fair.seed) in shown
    assert "✓ the number gives this fingerprint" in shown
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                         unicode=""))
    app.step()
    assert app.scenes.top is score
