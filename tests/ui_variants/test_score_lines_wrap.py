"""Long score lines (a Rami payment naming every card held) wrap inside the score panel."""

from __future__ import annotations

import pygame
import pytest

from game.core.events import HandScored
from game.ui import i18n
from game.ui.layout import Layout
from game.ui.probe import Ledger, ProbeSurface
from game.ui.scenes.score import ScoreScene
from game.ui.table import make_table
from tests.ui_variants.helpers import play_until, session


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_six_player_payments_stay_inside_the_panel(app, size):
    i18n.set_language("pl")          # the longest card names of the three languages
    try:
        app.screen = pygame.Surface(size)
        app.layout = Layout(size)
        sess = session("rami", seats=6, seed=3, humans=())
        assert play_until(sess, lambda e: any(isinstance(x, HandScored) for x in e.events))
        table = make_table(app, sess)
        app.scenes.push(table)
        table.last_scored = next(e for e in reversed(sess.engine.events)
                                 if isinstance(e, HandScored))
        table.scored_shown = sess.engine.deal_no
        score = ScoreScene(app, table)
        app.scenes.push(score)
        app.step()
        ledger = Ledger()
        ledger.install(app.res)
        surf = ProbeSurface(size, ledger)
        score.draw(surf)
        ledger.uninstall(app.res)
        box = score.box()
        texts = [m for m in surf.marks if m.kind == "text" and m.label.strip()]
        widest = max(m.rect.width for m in texts)
        assert widest > box.width // 2          # the payment lines are there
        outside = [(m.label, tuple(m.rect)) for m in texts if not box.contains(m.rect)]
        assert outside == []
    finally:
        i18n.set_language("en")
