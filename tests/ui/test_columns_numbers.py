"""003's numbers say what they are: the info panel names the hand, where the columns close
and each player's grand total; the score sheet's column-total rows are filled while a column
is still open (its points + cocottes × their value so far)."""

from __future__ import annotations

from game.core.events import HandScored
from game.core.phase import OVER_PHASES
from game.ui.probe import probe_draw
from game.ui.score_tables import score_table
from game.variants import find_variant
from tests.ui_variants.helpers import play_until, session, settle, show


def test_the_sheet_fills_the_open_columns_totals():
    sess = session("gin-rami", seed=3)
    for _ in range(3):   # three hands, each dealt after the last one's end
        assert play_until(sess, lambda e: e.phase in OVER_PHASES)
        if sess.match.engine.is_over:
            break
        sess.next_hand()
    view = sess.view(0)
    sheet = score_table(view.score, sess.names, sess.rules)
    each = sess.rules.cocotte_value
    sc = view.score
    for s, name in enumerate(sess.names):
        row = next(r for r in sheet.rows if r[0] == f"{name}: column total")
        for c in range(3):
            assert row[1 + c] != "", f"{name}'s column {c + 1} total is empty"
            if sc.column_totals[c] is None:
                assert row[1 + c] == str(sc.points[c][s] + sc.cocottes[c][s] * each)


def test_the_panel_names_each_number(app):
    sess = session("gin-rami", seed=3)
    table = show(app, sess)
    settle(app, table)
    surface = probe_draw(table.res, app.screen.get_size(), table.draw)
    texts = [m.label for m in surface.marks if m.kind == "text"]
    target = find_variant("gin-rami").rules.column_target
    assert f"Hand 1 · columns close at {target}" in texts
    for name in sess.names:
        assert any(t.startswith(f"{name}: grand total ") for t in texts), texts
    assert not any(t.endswith(f"to {target}") for t in texts)
    assert not any(isinstance(e, HandScored) for e in sess.view(0).events)
