"""A lesson at the real table is a lesson: the computer waits for the welcome to be read
(findings of a new player's play-test of "Learn to play")."""

from __future__ import annotations

import game.ui.scenes  # noqa: F401 - the scenes register themselves
from game.core.phase import Phase


def _lesson(app, name: str):
    app.clear_to_scene("tutorial")
    tutorial = app.scenes.top
    tutorial.start(name)
    return tutorial, app.scenes.top


def _settle(app, table, frames: int = 600) -> None:
    for _ in range(frames):
        app.step()


def test_the_computer_waits_while_the_welcome_is_read(app):
    """The welcome stood in the panel while the computer already took the upcard and
    discarded (a play-tester): it waits, however long the player reads, and moves with the
    step that explains its move."""
    _tutorial, table = _lesson(app, "gin")
    engine = table.session.engine
    _settle(app, table)
    assert table.phase != Phase.START            # dealt, and the computer to play
    assert engine.to_act != table.viewer
    assert len(engine.log) == 1 and table.guide.step.key == "gin-welcome"
    assert table.prompt() == "Read the guide, then press Continue"
    for key in ("gin-welcome", "gin-melds", "gin-deadwood"):
        assert table.guide.step.key == key and len(engine.log) == 1
        assert table.guide.b_next.enabled
        table.guide.b_next.activate()
        _settle(app, table, 200 if key != "gin-deadwood" else 0)
    assert table.guide.step.key == "gin-opponent-took"
    for _ in range(20000):
        app.step()
        if table.guide.caught_up(table):
            break
    assert [str(a) for a in engine.log[1:]] == ["draw discard", "discard QD"]

