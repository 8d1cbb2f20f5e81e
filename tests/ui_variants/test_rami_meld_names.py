"""Rami meld owners' names over their melds (a large Text size on a wide window): three
players at 1280x720 / 200 % had their melds in one column of rows overlapping down to the
index corners, beside a column of names, with half the meld area empty; each owner now
takes a column of their own, the name over the melds, and no card lies over another."""

from __future__ import annotations

import pygame
import pytest

from game.ui.table import rami_display
from tests.ui_variants.test_rami_room import _open

#: (seats, window, language, Text size)
WIDE = [(3, (1280, 720), "fr", 2.0), (6, (1920, 1080), "fr", 2.0)]


def _name_rects(res, lines: list[str], px: int, box: pygame.Rect) -> list[pygame.Rect]:
    """Where `blit_lines` puts each line of a name in `box` (left-anchored, centred)."""
    font = res.font(px)
    step = font.get_linesize()
    top = box.centery - step * len(lines) / 2
    return [pygame.Rect(box.left, round(top + i * step), font.size(line)[0], step)
            for i, line in enumerate(lines)]


@pytest.mark.parametrize(("seats", "size", "language", "scale"), WIDE,
                         ids=[f"{s}p-{w}x{h}-{lang}-{int(k * 100)}"
                              for s, (w, h), lang, k in WIDE])
def test_owners_names_stand_over_their_melds_and_no_card_covers_another(
        app, monkeypatch, seats, size, language, scale):
    """Through a hand, at every settled state with melds of two or more owners: no card of
    a meld lies over a card of another, every name lies in the meld area and over no card,
    and the names keep at least 70 % of the small text size."""
    drawn: list[tuple[list[str], int, pygame.Rect]] = []
    real = rami_display.blit_lines

    def spy(surface, res, lines, px, rect, *args, **kwargs):
        drawn.append((list(lines), px, pygame.Rect(rect)))
        return real(surface, res, lines, px, rect, *args, **kwargs)

    monkeypatch.setattr(rami_display, "blit_lines", spy)
    table = _open(app, seats, size, language, scale)
    checked = 0
    for _ in range(20000):
        drawn.clear()
        app.step()
        if app.scenes.top is not table:
            break
        if not (table.settled and not table.intents and len(set(table.meld_owner)) >= 2):
            continue
        spots, labels, _mw = table.meld_layout()
        cards = [(i, pygame.Rect(r)) for i, spot in enumerate(spots) for r in spot.cards]
        for i, a in cards:
            for j, b in cards:
                assert i == j or not a.inflate(-2, -2).colliderect(b), (i, j, a, b)
        area = table.meld_rect().inflate(2, 2)
        names = [d for d in drawn if " ".join(d[0]) in
                 {table.owner_name(o) for o in labels}]
        assert len(names) == len(labels)
        for lines, px, box in names:
            assert px >= 0.7 * table.layout.font_small, (lines, px)
            for rect in _name_rects(app.res, lines, px, box):
                assert area.contains(rect), (lines, rect, area)
                assert not any(rect.colliderect(c) for _i, c in cards), lines
        checked += 1
    assert checked >= 3


def test_hot_seat_melds_carry_every_players_name(app):
    """Over the melds every player is named as their tag names them: in hot-seat the players
    take turns at the screen ("You" named whoever sat there: a play-tester), and against
    the computer the player's melds said "You" under a tag saying "Ann" (a play-tester)."""
    from game.ui.session import Session
    from game.ui.table import make_table

    hot = make_table(app, Session.create("rami", {}, "hotseat", ["Ann", "Bob", "Cy"], seats=3,
                                         seed=2))
    assert [hot.owner_name(s) for s in range(3)] == ["Ann", "Bob", "Cy"]
    ai = make_table(app, Session.create("rami", {}, "ai", ["Ann", "Bob", "Cy"], "easy",
                                        seats=3, seed=2))
    assert [ai.owner_name(s) for s in range(3)] == ["Ann", "Bob", "Cy"]


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
@pytest.mark.parametrize("default", [False, True])
def test_the_players_melds_and_tag_call_them_alike(app, language, default):
    """Against the computer, the name over the player's melds is the one their tag over
    the hand begins with, in every language, for a typed name ("Ann") and for the
    setup's default one ("You", "Vous", "Ty")."""
    from game.ui import i18n
    from tests.ui_variants.helpers import session, settle, show

    i18n.set_language(language)
    try:
        first = i18n._("You") if default else "Ann"
        table = show(app, session("rami", 3, 2, names=[first, "Bob", "Cy"]))
        settle(app, table)
        table.draw(app.screen)
        mine = table.own_labels()[0][0]
        assert mine.split(" · ")[0] == table.owner_name(table.viewer) == first, \
            (mine, table.owner_name(table.viewer))
    finally:
        i18n.set_language("en")
