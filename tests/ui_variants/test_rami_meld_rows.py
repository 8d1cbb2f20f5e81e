"""A crowded Rami meld area (six players, 800x600, 200 %) overlaps its owners' rows: each
card's index must still show, so a row is drawn over the row above it and never under it
(in a real window one owner's meld was hidden whole between the rows above and below)."""

from __future__ import annotations

import pygame

from game.ui.layout import Layout
from game.ui.session import Session
from tests.ui_variants.helpers import play_until, settle, show


def _owners(engine) -> set[int]:
    return {m.owner for m in engine.view(0).table_melds}


def _crowded(app):
    """Six players at 800x600 / 200 %, played on until four owners have melds on the table
    and a meld laid later sits in a row above an earlier one."""
    size = (800, 600)
    for seed in range(1, 200):
        sess = Session.create("rami", {}, "ai", None, "easy", seats=6, seed=seed)
        if not play_until(sess, lambda e: e.to_act == 0 and e.phase == "draw"
                          and len(_owners(e)) >= 4):
            continue
        app.screen = pygame.Surface(size)
        app.layout = Layout(size, 2.0)
        table = show(app, sess)
        settle(app, table)
        spots, _labels, _mw = table.meld_layout()
        tops = [min((r.y for r in sp.cards), default=0) for sp in spots]
        if any(tops[j] < tops[i] for i in range(len(tops)) for j in range(i + 1, len(tops))):
            return table
        app.scenes.pop()
    raise AssertionError("no seed crowded the meld area with a later meld above")


def test_every_table_meld_card_shows_its_index_corner(app):
    table = _crowded(app)
    order = table.table_sprites()
    owner_of = {id(s): i for i, meld in enumerate(table.melds) for s in meld}
    hidden = []
    for pos, sprite in enumerate(order):
        if id(sprite) not in owner_of:
            continue
        r = sprite.draw_rect
        corner = pygame.Rect(round(r.x + 1), round(r.y + 1), max(2, round(r.w * 0.22)),
                             max(2, round(r.h * 0.22)))
        for later in order[pos + 1:]:
            if owner_of.get(id(later)) not in (None, owner_of[id(sprite)]) and \
                    corner.colliderect(pygame.Rect(later.draw_rect)):
                hidden.append((str(sprite.card), str(later.card)))
                break
    assert not hidden, hidden
