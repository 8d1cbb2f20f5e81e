"""Three players, the player sitting out as the advisor with the captain's hand in view: the
line "You advise Computer 1 (captain): their hand" and the prompt "Computer 1 is playing…"
shared one row at 800x600, and the prompt covered the line's end (a play-tester)."""

from __future__ import annotations

import pygame

import game.ui.scenes  # noqa: F401 - registers the scenes by name
from game.ui.layout import Layout
from game.ui.probe import Ledger, ProbeSurface
from tests.ui_variants.helpers import play_until, roles_of, session, show


def _advising(seed_from: int = 1):
    for seed in range(seed_from, 60):
        sess = session("three-player", seats=3, seed=seed, advisor_sees_captain=True,
                       names=["You", "Computer 1", "Computer 2"])
        play_until(sess, lambda e: e.phase not in ("start",))
        if roles_of(sess.engine)[0] == "advisor":
            return sess
    raise AssertionError("no seed seats the player as the advisor")


def test_the_advisors_line_and_the_prompt_do_not_meet(app):
    size = (800, 600)
    app.screen = pygame.Surface(size)
    app.layout = Layout(size, 1.0)
    ledger = Ledger()
    ledger.install(app.res)
    sess = _advising()
    table = show(app, sess)
    checked = 0
    for _ in range(3000):
        app.step()
        if app.scenes.top is not table:
            if app.scenes.top.name == "roles-intro":
                app.scenes.pop()
                continue
            break
        if not (table.settled and "is playing" in table.prompt()):
            continue
        surf = ProbeSurface(size, ledger)
        table.draw(surf)
        texts = [m for m in surf.marks if m.kind == "text"]
        line = [m.rect for m in texts if m.label.startswith("You advise")]
        prompt = [m.rect for m in texts if "is playing" in m.label]
        assert line and prompt
        assert not any(a.colliderect(b) for a in line for b in prompt), (line, prompt)
        checked += 1
        if checked >= 3:
            break
    assert checked, "the computer never played while the player advised"
