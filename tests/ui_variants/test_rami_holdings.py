"""A Rami hand's score panel shows the cards each paying player was left holding, as Gin's
shows both hands: the payment lines said "You pay 10 (holding two of hearts, …)" over half a
panel left empty. One column for one or two players, two from three on; left out where even
small cards would not fit beside the sheet; one a row where that shows them larger."""

from __future__ import annotations

import pytest

from game.core.cards import Card
from game.core.results import ScoreLine
from game.ui.holdings_strip import columns, holdings
from game.ui.layout import Layout
from game.ui.probe import probe_draw
from tests.ui.conftest import set_window
from tests.ui_variants.helpers import score_after_first_hand


def test_holdings_are_read_from_the_payment_lines():
    two, four = Card.parse("2H"), Card.parse("4S")
    lines = (ScoreLine.of("out", 2), ScoreLine.of("pays-holding", 0, pay=6, cards=(two, four),
                                                  value=6),
             ScoreLine.of("pays-holding", 1, pay=0, cards=(), value=0),
             ScoreLine.of("receives", 2, points=6))
    assert holdings(lines) == [(0, (four, two), 6)]     # as the hand sorts by suit
    assert [columns(n) for n in (1, 2, 3, 5)] == [1, 1, 2, 2]


def test_the_held_cards_lie_in_the_order_their_line_names_them():
    """The panel's cards read A♦ 3♦ 3♥ 4♥ A♣ 6♣ under "holding three of hearts, four of
    hearts, ace of diamonds, …" (and Ann's 8♦ before her 7♦): a play-tester. Both now
    follow the hand's sort by suit."""
    from game.ui.card_words import card_name
    from game.ui.wording import score_line

    held = tuple(Card.parse(c) for c in ("AD", "3D", "3H", "4H", "AC", "6C", "8S", "7S"))
    line = ScoreLine.of("pays-holding", 0, pay=10, cards=held, value=38)
    cards = holdings([line])[0][1]
    text = score_line(line, ["Cyd", "Ann"])
    named = [text.index(card_name(c)) for c in cards]
    assert named == sorted(named), (text, [str(c) for c in cards])
    assert [str(c) for c in cards[:2]] == ["7S", "8S"]


@pytest.mark.parametrize("size,seats,seed", [((1280, 720), 2, 3), ((1280, 720), 3, 5),
                                             ((1920, 1080), 4, 5)])
def test_the_held_cards_lie_between_the_lines_and_the_sheet(app, size, seats, seed):
    set_window(app, size)
    app.layout = Layout(size)
    _sess, score = score_after_first_hand(app, "rami", seats, seed)
    assert not score.compact
    score.place()
    parts = score.parts
    held = holdings(score.table.last_scored.lines)
    assert held and parts.held == held
    strip, sheet = parts.strip, parts.sheet
    assert strip is not None and score.box().contains(strip)
    assert sheet is not None and strip.bottom < sheet.top
    assert strip.top > max(y for _t, _x, y in parts.rows)
    drawn = probe_draw(app.res, size, score.draw_content)
    cards = [m for m in drawn.marks if m.kind == "card" and strip.colliderect(m.rect)]
    want = [c for _s, hand, _v in held for c in hand]
    assert len(cards) == len(want)
    for m in cards:
        assert strip.contains(m.rect), (m.rect, strip)
    for i, a in enumerate(cards):      # side by side or overlapped, never stacked
        for b in cards[i + 1:]:
            assert a.rect.topleft != b.rect.topleft


@pytest.mark.parametrize("big_app", [((800, 600), 200, "pl")], indirect=True,
                         ids=["800x600-200-pl"])
def test_a_small_window_shows_them_under_their_own_tab(big_app):
    """The compact panel (a large text size) has a "Cards held" view beside the hand's lines
    and the sheet, as Gin's has "Both hands"."""
    app, size, _scale = big_app
    _sess, score = score_after_first_hand(app, "rami", 3, 5)
    assert score.compact
    assert [key for key, _label in score.views()] == ["hand", "held", "sheet"]
    score.show_view("held")
    app.step()
    drawn = probe_draw(app.res, size, score.draw_content)
    cards = [m for m in drawn.marks if m.kind == "card"]
    held = holdings(score.table.last_scored.lines)
    assert len(cards) == sum(len(hand) for _s, hand, _v in held)
    assert all(score.view_rect.contains(m.rect) for m in cards)


def test_a_long_hand_takes_the_whole_row(app):
    """Three players, one left holding thirteen cards: in half a row beside its label its
    cards would be smaller than the strip allows, so with room the hands go one a row; in a
    low strip they stand side by side, each label over its cards; with room for no label
    over a card either, the strip stays out (the payment lines still say the cards)."""
    from game.ui.holdings_strip import MIN_CARD, geometry, plan

    lay = app.layout
    deck = [Card.of(rank, suit) for suit in range(4) for rank in range(1, 14)]
    rows = [(0, tuple(deck[:13]), 85), (1, tuple(deck[13:15]), 3), (2, tuple(deck[15:16]), 2)]
    names = ["Ann", "Bob", "Cyd"]
    width = lay.px(500)
    assert geometry(app.res, lay, rows, names, None, width, 10_000, 2).card_h < lay.px(MIN_CARD)
    fit = plan(app.res, lay, rows, names, None, width, 10_000)
    assert fit.cols == 1 and fit.height >= 3 * lay.px(MIN_CARD)
    # in a low strip the three hands stand side by side, each label over its cards, the long
    # hand overlapped as far as its column needs; with room for no label over them, nothing
    low = plan(app.res, lay, rows, names, None, width, 2 * lay.px(MIN_CARD))
    assert low is not None and low.cols == 3 and low.stacked
    assert plan(app.res, lay, rows, names, None, width, lay.px(MIN_CARD) + 2) is None
    # short hands in a panel's room: side by side show them larger than three rows would
    short = rows[1:] + [(0, tuple(deck[:3]), 6)]
    assert plan(app.res, lay, short, names, None, width, lay.px(200)).cols >= 2


@pytest.mark.parametrize("size,seats,seed", [((800, 600), 4, 1), ((800, 600), 3, 5),
                                             ((1280, 720), 3, 5), ((1920, 1080), 4, 5)])
def test_the_held_cards_grow_into_the_room_the_sheet_leaves(app, size, seats, seed):
    """After an early hand the sheet is a row or two: the held cards stopped at 84 design
    px (52 px at 800x600) with a blank band of about 85 px under the sheet. They grow into
    that room (up to the table's own size), one hand a row where that shows them larger,
    and the sheet follows them."""
    from game.ui.holdings_strip import MAX_CARD, geometry
    from game.ui.score_sheet import ScoreSheetView

    set_window(app, size)
    app.layout = lay = Layout(size)
    _sess, score = score_after_first_hand(app, "rami", seats, seed)
    score.place()
    parts = score.parts
    assert parts.held and parts.strip is not None and parts.sheet is not None
    drawn = probe_draw(app.res, size, score.draw_content)
    cards = [m.rect for m in drawn.marks if m.kind == "card" and parts.strip.colliderect(m.rect)]
    assert cards and all(parts.strip.contains(r) for r in cards)
    height = max(r.height for r in cards)
    # the strip is as tall as its cards: no blank band in it
    assert parts.strip.bottom - max(r.bottom for r in cards) <= lay.px(4)
    # the sheet's place is what it draws, unless the cards are as large as their rows'
    # width lets them be (more height would not make them larger)
    spare = parts.sheet.height - ScoreSheetView(app.res, lay, parts.score_sheet).height(
        parts.inner.width)
    t = score.table
    widest = geometry(app.res, lay, parts.held, t.names, t.you, parts.strip.width, 10_000,
                      parts.held_cols, parts.held_stacked).card_h
    assert spare <= lay.px(24) or height >= widest - 1, (spare, height, widest)
    if size == (800, 600):     # the room there took the cards past the old cap
        assert height > lay.px(MAX_CARD) * 1.1, (height, lay.px(MAX_CARD))


@pytest.mark.parametrize("size,seats,seed,brief", [((1920, 1080), 4, 11, True),
                                                  ((1280, 720), 2, 3, False)])
def test_payments_give_way_to_the_cards_they_list(app, size, seats, seed, brief):
    """Four players' payments, each naming the cards held, took the panel's room and no
    card was shown (a play-tester, 1920x1080): where the cards fit only without the lists,
    the payments are said without them ("Bob pays 42") and the cards are shown."""
    set_window(app, size)
    app.layout = Layout(size)
    _sess, score = score_after_first_hand(app, "rami", seats, seed)
    score.place()
    parts = score.parts
    held = holdings(score.table.last_scored.lines)
    assert held and parts.held == held and parts.strip is not None
    said = " ".join(text for text, _x, _y in parts.rows)
    full = score._held_card_h(score._panel_layout(brief=False))
    if brief:   # the lists left the cards no room, or much less: they are said without them
        assert full * 1.25 <= score._held_card_h(parts)
    else:
        assert full == score._held_card_h(parts) > 0
    if brief:
        assert "holding" not in said and "pays" in said
    else:
        assert "holding" in said
