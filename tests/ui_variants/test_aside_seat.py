"""004: the advisor's empty chair, aside between the discard pile and the buttons, stays clear
of the score panel and leaves the left column to the move feed."""

from __future__ import annotations

import pygame
import pytest

import game.ui.scenes  # noqa: F401 - registers the scenes by name
from game.ui import i18n
from game.ui.layout import Layout
from game.ui.probe import probe_draw, problems
from game.ui.session import Session
from game.ui.table.feed import feed_rect, holds_lines
from tests.ui_variants.helpers import find, play_until, settle, show


def _computer_advises(e) -> bool:
    roles = e.view(0).roles
    return "advisor" in roles and roles[0] != "advisor"


@pytest.mark.parametrize(("size", "scale"), [((800, 600), 1.0), ((1280, 720), 1.25),
                                             ((1920, 1080), 1.25)])
def test_the_empty_chair_keeps_below_the_score_panel(app, size, scale):
    i18n.set_language("fr")
    try:
        app.screen = pygame.Surface(size)
        app.layout = lay = Layout(size, scale)
        sess = find("three-player", _computer_advises, seats=3, seeds=range(3, 40))
        table = show(app, sess)
        settle(app, table)
        place = table._aside_place()
        chair = pygame.Rect(0, 0, *lay.small_size)
        chair.center = (int(place.center[0]), int(place.center[1]))
        assert not chair.colliderect(table.info_rect()), (chair, table.info_rect())
        assert chair.bottom < lay.hand_area.top
    finally:
        i18n.set_language("en")


LONG_NAMES = {"en": ["You", "Expert computer 2", "Expert computer 3"],
              "fr": ["Vous", "Ordinateur expert 2", "Ordinateur expert 3"],
              "pl": ["Ty", "Komputer ekspert 2", "Komputer ekspert 3"]}


def _advised_by_the_computer(language: str):
    """A three-player session (the experts' long names) where a computer sits out as the
    advisor and the feed has three moves to show."""
    for seed in range(3, 60):
        sess = Session.create("three-player", {}, "ai", LONG_NAMES[language], "easy",
                              seats=3, seed=seed)
        if play_until(sess, lambda e: _computer_advises(e) and e.to_act == 0
                      and len(e.view(0).discards_seen) >= 3):
            return sess
    raise AssertionError("no seed reached the position")


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
@pytest.mark.parametrize(("size", "scale"), [((800, 600), 1.0), ((1280, 720), 1.0),
                                             ((1280, 720), 1.25), ((1366, 768), 1.25),
                                             ((1920, 1080), 1.0)])
def test_the_empty_chair_leaves_the_left_column_to_the_move_feed(app, size, scale, language):
    """The chair sat on the left under the score panel, and the move feed below its name tag
    kept one line at 1280x720 and none at all at 125 %: it sits between the discard pile and
    the buttons now, the feed holds its heading and at least two moves of two lines, as at two
    players, and the chair, the word in it and its tag touch nothing and stay in their room."""
    i18n.set_language(language)
    try:
        app.screen = pygame.Surface(size)
        app.layout = lay = Layout(size, scale)
        sess = _advised_by_the_computer(language)
        table = show(app, sess)
        settle(app, table)
        assert holds_lines(table, feed_rect(table), 6), feed_rect(table)
        advisor = sess.engine.view(0).roles.index("advisor")
        place = table.seat_places()[advisor]
        chair = pygame.Rect(0, 0, *lay.small_size)
        chair.center = (int(place.center[0]), int(place.center[1]))
        buttons = lay.w - lay.margin - lay.side_panel_w
        assert table.pile_rect().right < chair.left and chair.right < buttons
        surf = probe_draw(app.res, app.screen.get_size(), table.draw)
        assert problems(surf.marks, surf.get_size()) == []
        word = [m for m in surf.marks if m.kind == "text" and chair.colliderect(m.rect)]
        assert word and all(chair.contains(m.rect) for m in word), word
        tag = [m.rect for m in surf.marks if m.kind == "text" and m.rect.top >= chair.bottom
               and m.rect.colliderect(pygame.Rect(chair.centerx - 2, 0, 4, lay.h))]
        assert tag, "the chair's name tag"
        assert all(r.left > table.pile_rect().right and r.right < buttons for r in tag), tag
    finally:
        i18n.set_language("en")
