"""The hot-seat "Rami!" window's box: one size for the whole window, clear of every seat's
tag (the other seats' above the meld area, one on the right side, the player's own over the
hand) and of the score panel, its question whole above its buttons, its buttons inside it.
With a long name the question wrapped, the box grew upward and hid the tag of the person
asked ("Dominique-Marie 4 cartes", a French play-tester at 1920x1080 / 200 %)."""

from __future__ import annotations

import pygame
import pytest

import game.ui.scenes  # noqa: F401 - registers the scenes
from game.players import make_player
from game.ui import i18n
from game.ui.layout import Layout
from game.ui.session import Session
from tests.ui_variants.helpers import play_until, show

NAMES = ["Amelie", "Bruno", "Chloe", "Dominique-Marie", "Emmanuelle", "Francois-Xavier"]
SEEDS: dict[int, int] = {}


def _offer(seats: int) -> Session:
    """A hot-seat session where a discard is offered to every other person."""
    for seed in [SEEDS[seats]] if seats in SEEDS else range(1, 80):
        sess = Session.create("rami", {"rami_call": True}, "hotseat", NAMES[:seats],
                              seats=seats, seed=seed)
        if play_until(sess, lambda e: e.phase == "call" and len(e.call_queue) == seats - 2,
                      make_player("random", seed=seed)):
            SEEDS[seats] = seed
            return sess
    raise AssertionError("no offer to every person")


def _open(app, sess):
    table = show(app, sess)
    for _ in range(400):
        app.step()
        if app.scenes.top is not table:
            app.scenes.top.confirm()        # the hand-over: whoever is asked sits down
        elif table.call_open():
            return table
    raise AssertionError("the window did not open")


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_the_call_box_keeps_its_size_and_clear_of_the_tags(app, size, scale):
    i18n.set_language("fr")
    try:
        found = []
        for seats in range(2, 7):
            app.screen = pygame.Surface(size)
            app.layout = Layout(size, scale)
            table = _open(app, _offer(seats))
            assert len(table.call_callers) == seats - 1
            box, lines, px = table.call_box()
            table.draw(app.screen)
            where = (seats,)
            if box.top < table.seats_bottom() or box.colliderect(table.side_seat_rect()):
                found.append((where, "over the seats' tags", tuple(box)))
            if any(box.colliderect(r) for r in table._own_tag_rects):
                found.append((where, "over the own tags", tuple(box)))
            if box.colliderect(table.info_rect()):
                found.append((where, "over the score panel", tuple(box)))
            if not app.screen.get_rect().contains(box):
                found.append((where, "off the window", tuple(box)))
            buttons = table.call_buttons() + [table.b_decline]
            if not all(box.contains(b.rect) for b in buttons) or \
                    any(a.rect.colliderect(b.rect) for i, a in enumerate(buttons)
                        for b in buttons[i + 1:]):
                found.append((where, "buttons", [tuple(b.rect) for b in buttons]))
            font = app.res.font(px)
            text_bottom = box.top + app.layout.px(8) + font.get_linesize() * len(lines)
            if " ".join(lines) != table.call_question() or \
                    any(font.size(line)[0] > box.width for line in lines) or \
                    text_bottom > min(b.rect.top for b in buttons):
                found.append((where, "question", lines, px))
            for _ in range(120):              # two seconds on: the same box, the same buttons
                app.step()
            if table.call_box()[0] != box or \
                    [b.rect for b in table.call_buttons() + [table.b_decline]] != \
                    [b.rect for b in buttons]:
                found.append((where, "the box moved"))
            app.scenes.clear_to(table)
            app.scenes.pop()
        assert not found, found
    finally:
        i18n.set_language("en")
