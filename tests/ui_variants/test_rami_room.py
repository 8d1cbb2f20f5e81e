"""Rami on a wide (16:9) window at a large Text size (issue 16): the melds and the hand get
the room the window has.

Five or six players' melds were a heap of cards 35 % of a hand card wide, in a meld box
457x210 beside a side seat, at 1920x1080 / 200 %; two players' hand of eleven closed up to
60 % of its spacing beside a move feed 690 px wide, six players' hand of seven to 54 %
beside one 950 px wide.
"""

from __future__ import annotations

import pygame
import pytest

import game.ui.scenes  # noqa: F401 - registers the score panel a hand ends on
from game.players import make_player
from game.ui import i18n
from game.ui.layout import CARD_ASPECT, Layout
from game.ui.probe import probe_draw, problems
from game.ui.session import Session
from game.ui.table.feed import feed_rect
from game.ui.table.rami_melds import MELD_SHARE
from tests.ui_variants.helpers import settle, show

#: (seats, window, language, Text size): crowded tables on 16:9 windows
CROWDED = [(6, (1920, 1080), "fr", 2.0), (6, (1280, 720), "pl", 2.0),
           (5, (1280, 720), "fr", 2.0), (6, (1920, 1080), "en", 1.5)]


def _open(app, seats: int, size: tuple[int, int], language: str, scale: float, seed: int = 3):
    """A Rami table of `seats` ("Computer n" in `language`), played by the autoplayer."""
    i18n.set_language(language)
    names = [i18n._("You")] + [f"{i18n._('Computer')} {n}" for n in range(1, seats)]
    if seats == 2:
        names = [i18n._("You"), i18n._("Computer")]
    app.screen = pygame.Surface(size)
    app.layout = Layout(size, scale)
    sess = Session.create("rami", {}, "ai", names, "easy", seats=seats, seed=seed)
    return show(app, sess, autoplayer=make_player("medium", seed=5))


@pytest.mark.parametrize(("seats", "size", "language", "scale"), CROWDED,
                         ids=[f"{s}p-{w}x{h}-{lang}-{int(k * 100)}"
                              for s, (w, h), lang, k in CROWDED])
def test_crowded_melds_on_a_wide_window_keep_large_cards_each_index_in_view(
        app, seats, size, language, scale):
    """Through a whole hand, at every settled state with melds: no seat sits on the right
    beside the melds (the band takes every seat, in two rows if need be), the meld cards
    keep at least 45 % of a hand card's width and lie in the meld area, and each card's
    index corner lies under no card of another meld drawn after it."""
    try:
        table = _open(app, seats, size, language, scale)
        app.step()
        assert table.seat_plan().side == ()
        checked = 0
        for _ in range(20000):
            app.step()
            if app.scenes.top is not table:
                break
            if not (table.settled and not table.intents and table.melds):
                continue
            spots, _labels, mw = table.meld_layout()
            assert mw >= 0.45 * table.layout.card_w, (mw, table.layout.card_w)
            area = table.meld_rect().inflate(2, 2)
            order = table.table_sprites()
            meld_of = {id(s): i for i, meld in enumerate(table.melds) for s in meld}
            for pos, sprite in enumerate(order):
                if id(sprite) not in meld_of:
                    continue
                r = sprite.target
                assert area.contains(pygame.Rect(r)), (pygame.Rect(r), area)
                corner = pygame.Rect(round(r.x + 1), round(r.y + 1), max(2, round(mw * 0.16)),
                                     max(2, round(mw / CARD_ASPECT * 0.22)))
                for later in order[pos + 1:]:
                    if meld_of.get(id(later)) not in (None, meld_of[id(sprite)]):
                        assert not corner.colliderect(pygame.Rect(later.target)), \
                            (str(sprite.card), str(later.card))
            checked += 1
        assert checked >= 3
    finally:
        i18n.set_language("en")


#: two and three players on 16:9 windows at 200 % and 150 %, and crowded tables (their
#: score panel under the piles, the feed under it)
HANDS = [(2, (1920, 1080), "pl", 2.0), (2, (1280, 720), "fr", 2.0),
         (3, (1280, 720), "pl", 2.0), (2, (1920, 1080), "en", 1.5),
         (6, (1920, 1080), "fr", 2.0), (4, (1280, 720), "en", 2.0)]


@pytest.mark.parametrize(("seats", "size", "language", "scale"), HANDS,
                         ids=[f"{s}p-{w}x{h}-{lang}-{int(k * 100)}"
                              for s, (w, h), lang, k in HANDS])
def test_the_hand_keeps_its_spacing_beside_the_feed_on_a_wide_window(
        app, seats, size, language, scale):
    """At the player's turn (eleven cards in hand once drawn), the hand keeps at least 85 %
    of its natural spacing (all of it at 200 %, where the feed's column can narrow to the
    piles' width): the feed takes a taller, narrower column under the stock's label, clear
    of the hand and of the player's tags; nothing on the screen collides or is cut."""
    try:
        table = _open(app, seats, size, language, scale)
        settle(app, table)
        lay = table.layout
        xs = sorted(s.target.x for s in table.hand)
        natural = sorted(x for x, _y in lay.hand_positions(len(table.hand)))
        step = min(b - a for a, b in zip(xs, xs[1:], strict=False))
        wanted = min(b - a for a, b in zip(natural, natural[1:], strict=False))
        assert step >= (0.99 if scale == 2.0 else 0.85) * wanted, (step, wanted)
        feed = feed_rect(table)
        assert feed.width >= table.pile_rect().right - lay.margin - 1
        for s in table.hand:
            assert not feed.colliderect(pygame.Rect(s.target))
        (_mine, left), _value, top, _px = table.own_labels()
        assert left >= feed.right or top <= feed.top
        surf = probe_draw(app.res, size, app.scenes.draw)
        assert problems(surf.marks, size) == []
    finally:
        i18n.set_language("en")


def test_an_empty_meld_area_lays_out_nothing_however_low(app):
    """No melds yet on a low meld area (a crowded compact table): nothing to fit, no cards
    shrunk for it (the grid search for no owners raised on an empty `max`)."""
    try:
        table = _open(app, 6, (1280, 720), "en", 2.0)
        assert not table.melds
        table.meld_rect = lambda: pygame.Rect(300, 230, 380, 40)
        table._meld_cache = (None, None)
        spots, labels, mw = table.meld_layout()
        assert spots == [] and labels == {} and mw == table.layout.card_w * MELD_SHARE
    finally:
        i18n.set_language("en")
