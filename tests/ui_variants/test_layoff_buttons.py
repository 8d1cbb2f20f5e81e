"""While the player lays off, the side column holds Done and Take all back only: a greyed
Knock (and Gin) stood above them, meaning nothing then (a play-tester, three-player Gin)."""

from __future__ import annotations

import game.ui.scenes  # noqa: F401 - the scenes register themselves
from game.ui.probe import probe_draw
from tests.ui_variants.helpers import play_until, session, settle, show


def test_no_knock_or_gin_button_while_laying_off(app):
    for seed in range(1, 120):
        sess = session("classic", seed=seed)
        e = sess.engine
        if play_until(sess, lambda e=e: e.phase == "layoff" and e.to_act == 0):
            break
    else:
        raise AssertionError("no seed reaches the player's lay-off")
    table = show(app, sess)
    settle(app, table)
    assert table.phase == "layoff" and table.my_turn
    assert table.b_done.visible and table.b_clear.visible
    assert not table.b_knock.visible and not table.b_gin.visible
    size = app.screen.get_size()
    said = [m.label for m in probe_draw(app.res, size, table.draw).marks if m.kind == "text"]
    assert "Knock" not in said and "Gin" not in said and "Done" in said
    # and back at the next hand's turn
    table.finish_layoffs()
    for _ in range(3000):
        app.step()
        if app.scenes.top is not table and app.scenes.top.name == "score":
            app.scenes.top.on_next()
        if sess.engine.phase in ("draw", "discard") and table.settled:
            break
    table._refresh_buttons()
    assert table.b_knock.visible and table.b_gin.visible
