"""One person against the computer: the "Rami!" question speaks to them without a name, as
the rest of the table does ("Ann: call Rami! …" read as if one of several people were meant,
a play-tester); hot-seat keeps asking who calls, each name on its button."""

from __future__ import annotations

import game.ui.scenes  # noqa: F401 - registers the scenes
from game.ui.probe import probe_draw
from tests.ui_variants.helpers import find, settle, show


def test_the_single_player_is_asked_without_a_name(app):
    sess = find("rami", lambda e: e.phase == "call" and e.to_act == 0, level="random",
                rami_call=True)
    assert not sess.hotseat
    table = show(app, sess)
    settle(app, table, until=table.call_open)
    question = table.call_question()
    assert question.startswith("Call Rami! on the ")
    assert all(name not in question for name in table.names)
    said = [m.label for m in probe_draw(app.res, app.screen.get_size(), table.draw).marks
            if m.kind == "text"]
    assert not any(table.names[0] + ":" in text for text in said)
