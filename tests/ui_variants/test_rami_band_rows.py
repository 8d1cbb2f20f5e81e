"""Six-player Rami at 150 % and over on a 16:9 window puts the other seats in two rows: a
play-tester read it unevenly, every second seat's tag above its fan and the others' under
theirs. Every seat is now laid out alike, its tag right of its fan, and nothing overlaps,
through a hand's turns."""

from __future__ import annotations

import pygame
import pytest

from game.players import make_player
from game.ui import i18n
from game.ui.layout import Layout
from game.ui.session import Session
from tests.ui_variants.helpers import show
from tests.ui_variants.test_rami_long_names import assert_two_even_rows, band_seats

LEVELS = ["Computer", "Hard computer", "Expert computer"]
CASES = [(size, scale, level) for size in ((1280, 720), (1920, 1080))
         for scale in (1.5, 1.75, 2.0) for level in LEVELS]


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
@pytest.mark.parametrize(("size", "scale", "level"), CASES,
                         ids=[f"{w}x{h}-{int(k * 100)}-{lv.split()[0]}"
                              for (w, h), k, lv in CASES])
def test_every_seat_of_the_two_row_band_reads_alike(app, language, size, scale, level):
    i18n.set_language(language)
    try:
        app.screen = pygame.Surface(size)
        app.layout = Layout(size, scale)
        names = ["Ann"] + [i18n._(level) + f" {n}" for n in range(1, 6)]
        sess = Session.create("rami", {}, "ai", names, "easy", seats=6, seed=3)
        table = show(app, sess, autoplayer=make_player("medium", seed=5))
        two_rows = table.seat_plan().zigzag   # else one row: its seats must not touch either
        assert table.layout.ui_effective == scale
        checked = 0
        for frame in range(600):
            app.step()
            if frame % 20 or not table.settled or app.scenes.top is not table:
                continue
            if two_rows:
                assert_two_even_rows(table, *band_seats(app, table))
            else:
                _assert_apart(table.seat_plan().top, *band_seats(app, table))
            assert table.meld_rect().top > table.seats_bottom()
            checked += 1
        assert checked >= 5
    finally:
        i18n.set_language("en")


def _assert_apart(top, tags: dict, fans: dict, band: pygame.Rect) -> None:
    """A band in one row: the top seats' tags and fans in the band, and no seat's tag or fan
    touching another's."""
    for seat, tag in tags.items():
        if seat in top:
            assert band.contains(tag) and band.contains(fans[seat]), seat
        for other in tags:
            if other != seat:
                assert not tag.colliderect(tags[other]), (seat, other)
                assert not tag.colliderect(fans[other]), (seat, other)
                assert not fans[seat].colliderect(fans[other]), (seat, other)


def test_the_play_testers_table_takes_the_band_in_two_rows(app):
    """The play-tester's table (six players, hard computers, 1280x720 / 150 %) is one
    of the two-row tables the test above checks (it must not skip them all)."""
    app.screen = pygame.Surface((1280, 720))
    app.layout = Layout((1280, 720), 1.5)
    names = ["Ann"] + [f"Hard computer {n}" for n in range(1, 6)]
    table = show(app, Session.create("rami", {}, "ai", names, "hard", seats=6, seed=3))
    assert table.seat_plan().zigzag
    app.step()
    assert_two_even_rows(table, *band_seats(app, table))
