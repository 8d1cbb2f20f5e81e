"""Status texts speak of the shown state only (issue 16, item 5): the knock instruction goes
once the knock is made, "is playing" goes at the showdown, a refusal goes with its state."""

from __future__ import annotations

import pygame

import game.ui.scenes  # noqa: F401 - registers the score panel the hand ends on
from game.core.actions import Draw, Knock
from tests.ui.conftest import key
from tests.ui_variants.helpers import find, settle, show

KNOCK_PROMPT = "Choose the card to discard to knock"


def _can_knock(e) -> bool:
    return e.to_act == 0 and any(isinstance(a, Knock) for a in e.legal_actions())


def test_after_knocking_no_stale_instruction_or_computer_prompt(app):
    app.settings.speed = "fast"                        # cards fly: prompts are held meanwhile
    sess = find("classic", _can_knock, seats=2, seeds=range(1, 60))
    table = show(app, sess)
    settle(app, table)
    key(app, pygame.K_k)                              # knock mode: choose the card
    assert table.knock_mode and KNOCK_PROMPT in table.prompt()
    knocks = {a.card for a in sess.engine.legal_actions() if isinstance(a, Knock)}
    table.selected = next(s for s in table.hand if s.card in knocks)
    key(app, pygame.K_RETURN)
    seen = []
    for _ in range(3000):
        if app.scenes.top is not table:
            break
        app.step()
        seen.append((table.phase.value, table.prompt()))
    assert not any(KNOCK_PROMPT in p for _ph, p in seen), seen[:5]
    assert not any("playing" in p for ph, p in seen if ph == "hand-over"), \
        [p for ph, p in seen if ph == "hand-over"][:5]


def test_a_wait_for_your_turn_refusal_goes_when_the_state_moves_on(app):
    sess = find("rami", lambda e: e.to_act == 0, seats=2, seeds=range(1, 5))
    table = show(app, sess)
    settle(app, table)
    table.submit(Draw("stock"))                       # the viewer draws: the turn goes on
    table.refuse("Wait for your turn (now playing: Bob)")
    assert table.toast is not None
    settle(app, table)                                # states shown since: the toast is gone
    assert table.toast is None


def test_what_the_seat_before_was_doing_goes_at_your_turn(app):
    """The seat before you discards ("Discards" in its tag, where its card count stands);
    once it is your turn that is over and its count shows again (seen at every speed in a
    real window: "Computer · Discards" stood while you drew and melded)."""
    sess = find("rami", lambda e: e.to_act == 2, seats=3, seeds=range(1, 9))
    table = show(app, sess)
    settle(app, table)                                # seat 2 plays; now it is your turn
    assert sess.engine.to_act == 0
    app.step()
    assert not table.acting_bubbles, table.bubbles
    assert "Discards" not in table.bubbles.values()
