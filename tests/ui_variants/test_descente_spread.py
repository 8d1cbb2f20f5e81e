"""003: when the computer goes down, its melds (and its deadwood) lie on the table in whole
rows, none over another and none over a text: at 200 % the second row lay over the first
one's cards (a play-tester), at 1280x720 and 1920x1080."""

from __future__ import annotations

import pygame

import game.ui.scenes  # noqa: F401 - the scenes register themselves
from game.ui.layout import Layout
from game.ui.probe import probe_draw, problems
from tests.ui_variants.helpers import play_until, session, settle, show

SIZES = ((800, 600), (1280, 720), (1920, 1080))


def _descentes(count: int):
    found = []
    for seed in range(1, 60):
        sess = session("gin-rami", seed=seed)
        e = sess.engine
        if play_until(sess, lambda e=e: e.phase == "layoff" and e.to_act == 0):
            found.append(sess)
            if len(found) == count:
                return found
    raise AssertionError("no computer's descente")


def test_the_computers_melds_never_lie_over_each_other(app):
    bad = []
    for sess in _descentes(2):
        for size in SIZES:
            for scale in (1.0, 2.0):
                app.screen = pygame.Surface(size)
                app.layout = Layout(size, scale)
                table = show(app, sess)
                settle(app, table, until=lambda t=table: t.settled and not t.intents)
                groups = [m for m in table.melds if m] + \
                    ([table.knock_dead] if table.knock_dead else [])
                boxes = [pygame.Rect(g[0].rect).unionall([pygame.Rect(s.rect) for s in g[1:]])
                         for g in groups]
                where = (sess.seed if hasattr(sess, "seed") else None, size, scale)
                bad += [(where, i, j) for i in range(len(boxes))
                        for j in range(i + 1, len(boxes)) if boxes[i].colliderect(boxes[j])]
                marks = probe_draw(app.res, size, table.draw).marks
                bad += [(where, p) for p in problems(marks, size)]
                app.scenes.pop()
    assert bad == []
