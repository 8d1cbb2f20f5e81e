"""The Text size grows the Gin table's cards, never shrinks them (issue 16, "UI scale").

A player who chooses 150-200 % because they see badly must get cards at least as large as at
100 %, in every window size: on a 16:9 window the compact table's rows of text lie beside the
cards (`Layout.beside`) so the height goes to the hand and the piles. A knocker's melds at the
showdown are shown at a readable size too, in the empty hand row when the player sits out.
"""

from __future__ import annotations

import pygame
import pytest

from game.players import make_player
from game.ui.layout import Layout
from tests.ui_variants.helpers import session, settle, show

#: (variant, seats, seed): seed 2 of three players deals the player a hand in the first deal
VARIANTS = [("classic", 2, 3), ("three-player", 3, 2), ("gin-rami", 2, 3)]
SIZES = [(800, 600), (1280, 720), (1920, 1080)]
SCALES = (1.25, 1.5, 1.75, 2.0)


def _dealt_table(app, size, scale, variant, seats, seed):
    """The table with the player's hand dealt, at `size` and Text size `scale`."""
    app.screen = pygame.Surface(size)
    app.layout = Layout(size, scale)
    table = show(app, session(variant, seats, seed), autoplayer=make_player("medium", seed=5))
    settle(app, table, until=lambda: bool(table.hand) and table.settled)
    return table


def _sizes(table) -> tuple[tuple[int, int], tuple[int, int]]:
    hand = table.hand[0].target
    stock = table.stock_rect()
    return (round(hand.w), round(hand.h)), (round(stock.w), round(stock.h))


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize(("variant", "seats", "seed"), VARIANTS, ids=[v[0] for v in VARIANTS])
def test_the_players_cards_are_never_smaller_at_a_larger_text_size(app, variant, seats, seed,
                                                                   size):
    """At 125-200 % the player's hand cards are at least their 100 % size (larger at 150 %
    and more, where the compact layout applies), and the piles are as large as the hand."""
    base = None
    for scale in (1.0, *SCALES):
        table = _dealt_table(app, size, scale, variant, seats, seed)
        hand, pile = _sizes(table)
        assert table.layout.ui_effective == scale
        assert pile[1] >= 0.95 * hand[1], (scale, hand, pile)
        for sprite in table.hand:        # every card of the hand, not a smaller last one
            assert round(sprite.target.w) == hand[0]
        if base is None:
            base = hand
        else:
            assert hand[0] >= base[0] and hand[1] >= base[1], (scale, base, hand)
            if scale >= 1.5:
                assert hand[1] > base[1], (scale, base, hand)
        app.scenes.pop()


def test_a_wide_windows_tags_lie_beside_the_cards(app):
    """1280x720 at 200 %: the other seat's tag on its fan's row, the player's tags left of
    their hand, the prompt's row between the piles and the hand."""
    table = _dealt_table(app, (1280, 720), 2.0, "classic", 2, 3)
    lay = table.layout
    assert lay.beside and not app.layout.beside      # the table's own plan, not the app's
    fan = [s.target for s in table.others[1]]
    assert fan and max(r.bottom for r in fan) < table.stock_rect().top
    assert lay.hand_area.left >= lay.margin + lay.plate_w
    assert table.stock_rect().bottom < lay.prompt_top < lay.hand_area.top
    app.scenes.pop()


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)], ids=["800x600", "1280x720"])
def test_a_knockers_melds_are_readable_when_the_player_sits_out(app, size):
    """Three players at 200 %, the player the advisor (seed 3's first hand): the knocker's
    melds and deadwood lie in the empty hand row at the hand's size, not as small cards in
    the knocker's slot of the top band; the piles stay where they were."""
    app.screen = pygame.Surface(size)
    app.layout = Layout(size, 2.0)
    sess = session("three-player", 3, 3)
    table = show(app, sess, autoplayer=make_player("medium", seed=5))
    piles: list[tuple] = []

    def knocked() -> bool:
        if table.settled and not table.melds and table.sitting_out_now():
            piles.append((tuple(table.stock_rect()), tuple(table.pile_rect())))
        return bool(table.melds) and table.settled and not table.intents

    settle(app, table, until=knocked)
    assert table.sitting_out_now() and table.knocker != table.viewer
    cards = [s for m in table.melds for s in m] + list(table.knock_dead)
    lay = table.layout
    assert min(s.target.w for s in cards) >= lay.card_w - 1
    assert min(s.target.w for s in cards) >= 90          # readable, not 22-27 px corners
    assert all(s.target.bottom <= lay.h for s in cards)
    assert not table.b_skip.visible                     # its place is the melds'
    assert piles and piles[-1] == (tuple(table.stock_rect()), tuple(table.pile_rect()))
    app.scenes.pop()


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
def test_the_empty_chair_says_who_sits_out(app, monkeypatch, language):
    """Three players at 800x600 / 200 % (a narrow slot each along the top), a computer the
    advisor: its slot says "<name> sits out" whole, in the player's language, where a bare
    "out" stood over a cut name tag."""
    from game.ui import i18n
    from tests.ui_variants.helpers import TextSpy

    i18n.set_language(language)
    try:
        table = _dealt_table(app, (800, 600), 2.0, "three-player", 3, 2)
        roles = table.state.roles
        advisor = roles.index("advisor")
        assert advisor != table.viewer and table.narrow_slots()
        spy = TextSpy(monkeypatch, app.res)
        app.scenes.mark_dirty()
        app.step()
        said = i18n._("{name} sits out").format(name=table.names[advisor])
        assert said != f"{table.names[advisor]} sits out" or language == "en"
        drawn = " ".join(spy.seen)
        assert all(word in drawn for word in said.split()), (said, spy.seen)
        assert i18n._("out") not in spy.seen
        app.scenes.pop()
    finally:
        i18n.set_language("en")


def test_003s_compact_panel_keeps_each_total_on_one_line(app):
    """003 at 800x600 / 200 %: the grand totals stand under one heading, each seat's line
    short enough not to wrap ("Computer: grand total 0" broke onto two lines)."""
    table = _dealt_table(app, (800, 600), 2.0, "gin-rami", 2, 3)
    rows = table._info_rows()
    texts = [t for t, _c, _s in rows]
    assert "Grand totals:" in texts
    for seat in range(table.seats):
        line = f"{table.names[seat]}: {table.state.totals[seat]}"
        assert line in texts and [s for _t, _c, s in rows].count(seat) == 1
    app.scenes.pop()


@pytest.mark.parametrize("speed", ["fast", "normal"])
def test_the_skip_button_never_lies_over_a_knockers_melds(app, speed):
    """Three players at 800x600 / 200 % in French, the player the advisor (seed 3's first
    hand) and another seat knocking: at no frame of the showdown (the knock banner, the melds
    flying into the empty hand row) is "Aller à la fin de la main" drawn over a card; it
    was while the knock played, until the queue drained."""
    import dataclasses

    from game.ui import i18n

    i18n.set_language("fr")
    try:
        app.settings = dataclasses.replace(app.settings, speed=speed)
        app.screen = pygame.Surface((800, 600))
        app.layout = Layout((800, 600), 2.0)
        table = show(app, session("three-player", 3, 3), autoplayer=make_player("medium", seed=5))
        shown_before = over_melds = 0
        for _ in range(6000):
            app.step()
            if app.scenes.top is not table or table.phase in ("hand-over", "game-over"):
                break
            cards = [s.draw_rect for m in table.melds for s in m]
            cards += [s.draw_rect for s in table.knock_dead]
            if table.b_skip.visible and not cards:
                shown_before += 1
            if cards:
                over_melds += 1
                rect = pygame.Rect(table.b_skip.rect)
                hit = [tuple(c) for c in cards if rect.colliderect(pygame.Rect(c))]
                assert not (table.b_skip.visible and hit), (table.phase, tuple(rect), hit)
        assert table.sitting_out_now() and table.knocker not in (None, table.viewer)
        assert shown_before and over_melds          # the button stood there, then the melds
        app.scenes.pop()
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("language", ["fr", "pl"])
def test_003s_tall_panel_ends_above_the_stocks_label_and_keeps_each_total_whole(app,
                                                                               language):
    """003 at 800x600 / 200 % with a long name ("Komputer ekspert"): the score panel's text
    takes the size that ends the panel above the stock's label ("Talon: 31" lay under it),
    and a wrapped total line never leaves its number alone on a line ("Komputer ekspert:" /
    "0")."""
    from game.ui import i18n
    from game.ui.session import Session

    i18n.set_language(language)
    try:
        names = [i18n._("You"), i18n._("Expert computer")]
        app.screen = pygame.Surface((800, 600))
        app.layout = Layout((800, 600), 2.0)
        sess = Session.create("gin-rami", {}, "ai", names, "easy", seats=2, seed=3)
        table = show(app, sess, autoplayer=make_player("medium", seed=5))
        settle(app, table, until=lambda: bool(table.hand) and table.settled)
        info = table.info_rect()
        label = i18n._("Stock {n}").format(n=table.stock)
        (x, y), anchor = table.stock_label_spot(label)
        box = pygame.Rect((0, 0), app.res.font(table.layout.font_small).size(label))
        setattr(box, anchor, (x, y))
        assert not box.colliderect(info), (box, info)
        assert table.info_px() >= int(table.layout.font_small * 0.8)
        for text, _c, _s in table._info_rows():
            assert not text.strip().replace("\u00a0", "").isdigit(), table._info_rows()
        app.scenes.pop()
    finally:
        i18n.set_language("en")
