"""The move feed: sentences built from events, revealing only what the reader may know."""

from game.core import events as ev
from game.core.cards import Card
from game.ui.card_words import card_name
from game.ui.feed_words import MoveFeed

NAMES = ["Ann", "Bob"]
K = Card.parse("KC")
SEVEN = Card.parse("7H")
SECRET = Card.parse("2S")


def texts(feed: MoveFeed) -> list[str]:
    return [line.text for line in feed.lines()]


def test_opponent_stock_draw_never_names_the_card():
    feed = MoveFeed(NAMES, reader=0)
    feed.note(ev.Drew(1, "stock", SECRET))     # the engine's unredacted event
    assert texts(feed) == ["Bob drew from the stock"]
    feed.note(ev.Discarded(1, K))
    assert texts(feed) == [f"Bob drew from the stock and discarded the {card_name(K)}"]
    assert not any(card_name(SECRET) in t for t in texts(feed))


def test_own_stock_draw_names_the_card_in_second_person():
    feed = MoveFeed(NAMES, reader=0)
    feed.note(ev.Drew(0, "stock", SECRET))
    feed.note(ev.Discarded(0, K))
    assert texts(feed) == [f"You drew the {card_name(SECRET)} from the stock and discarded "
                           f"the {card_name(K)}"]


def test_hot_seat_feed_is_public_only():
    feed = MoveFeed(NAMES, reader=None)
    feed.note(ev.Drew(0, "stock", SECRET))
    feed.note(ev.Discarded(0, K))
    assert texts(feed) == [f"Ann drew from the stock and discarded the {card_name(K)}"]


def test_taking_your_discard_is_named_and_marked():
    feed = MoveFeed(NAMES, reader=0)
    feed.note(ev.Discarded(0, SEVEN))
    feed.note(ev.Drew(1, "discard", SEVEN))
    assert texts(feed)[-1] == f"Bob took your {card_name(SEVEN)}"
    assert feed.lines()[-1].took == SEVEN
    feed.note(ev.Discarded(1, K))
    assert texts(feed)[-1] == f"Bob took your {card_name(SEVEN)} and discarded the " \
                              f"{card_name(K)}"
    assert feed.lines()[-1].took == SEVEN


def test_face_down_discard_stays_hidden_from_others():
    feed = MoveFeed(NAMES, reader=0)
    feed.note(ev.Drew(1, "stock", SECRET))
    feed.note(ev.Discarded(1, K, face_down=True))
    assert card_name(K) not in texts(feed)[-1]


def bobs_rami_turn(run: tuple[Card, ...], layoff: Card) -> MoveFeed:
    """Ann's feed of a Rami turn of Bob's: a stock draw, `run` laid down, `layoff` laid off
    on Cyd's meld, then the K♣ discarded."""
    feed = MoveFeed(["Ann", "Bob", "Cyd"], reader=0)
    feed.note(ev.Drew(1, "stock", SECRET))
    feed.note(ev.Melded(1, run, 0))
    feed.note(ev.LaidOff(1, layoff, 2))
    feed.note(ev.Discarded(1, K))
    return feed


def test_rami_melds_and_layoffs_make_one_line():
    run = tuple(Card.parse(c) for c in ("7H", "8H", "9H"))
    feed = bobs_rami_turn(run, Card.parse("QS"))
    lines = texts(feed)
    assert lines[0] == "Bob drew from the stock"
    assert lines[1].startswith("Bob laid down ") and "laid off 1 card: " in lines[1]
    assert lines[2] == f"Bob discarded the {card_name(K)}"


def test_hand_lines_start_at_the_hand_and_skip_seed_digits():
    feed = MoveFeed(NAMES, reader=0)
    feed.note(ev.HandStarted(1, 0, (0, 1), "ab" * 32))
    feed.note(ev.Passed(1))
    feed.note(ev.SeedRevealed(1, 8403406309579793338))
    feed.note(ev.HandStarted(2, 1, (0, 1), "cd" * 32))
    feed.note(ev.Passed(0))
    assert texts(feed)[-1] == "You passed"
    assert len(feed.hand_lines()) == 2
    assert not any("8403406309579793338" in t for t in texts(feed))


def briefs(feed: MoveFeed) -> list[str]:
    return [line.brief for line in feed.lines()]


def test_a_turn_in_few_words_for_a_narrow_feed():
    """The compact table's feed words a turn short, the cards as on their faces; the
    sentence stays for the log, and a stock draw stays secret in both."""
    feed = MoveFeed(NAMES, reader=0)
    feed.note(ev.Drew(1, "stock", SECRET))
    feed.note(ev.Discarded(1, K))
    assert briefs(feed) == ["Bob drew, discarded K♣"]
    assert texts(feed) == [f"Bob drew from the stock and discarded the {card_name(K)}"]
    feed.note(ev.Drew(0, "stock", SECRET))
    feed.note(ev.Discarded(0, SEVEN))
    assert briefs(feed)[-1] == "You drew 2♠, discarded 7♥"
    feed.note(ev.Drew(1, "discard", SEVEN))
    assert briefs(feed)[-1] == "Bob took your 7♥"
    feed.note(ev.Discarded(1, K))
    assert briefs(feed)[-1] == "Bob took your 7♥, discarded K♣"
    assert feed.lines()[-1].took == SEVEN
    hidden = MoveFeed(NAMES, reader=0)
    hidden.note(ev.Drew(1, "stock", SECRET))
    hidden.note(ev.Discarded(1, K, face_down=True))
    assert briefs(hidden) == ["Bob drew from the stock, discarded face down"]
    assert "2♠" not in " ".join(briefs(hidden)) and "K♣" not in " ".join(briefs(hidden))


def test_a_line_without_a_short_wording_reads_its_sentence():
    feed = MoveFeed(NAMES, reader=0)
    feed.note(ev.Passed(1))
    assert briefs(feed) == texts(feed) == ["Bob passed"]


def test_rami_melds_and_layoffs_in_few_words_name_every_card():
    """A Rami turn's melds read "laid down jack of spades, queen of spade…" in a column too
    narrow for their words: the short line shows the cards as on their faces instead."""
    run = tuple(Card.parse(c) for c in ("JS", "QS", "KS"))
    group = bobs_rami_turn(run, Card.parse("7D")).lines()[1]
    assert group.text.startswith(f"Bob laid down {card_name(run[0])}")
    # (a meld's faces held together by no-break spaces: the wrap never splits a meld)
    assert group.brief == "Bob laid down J♠\u00a0Q♠\u00a0K♠ and laid off 1 card: 7♦"
    only_melds = MoveFeed(NAMES, reader=1)
    only_melds.note(ev.Melded(1, run, 0))
    assert only_melds.lines()[0].brief == "You laid down J♠\u00a0Q♠\u00a0K♠"



def test_the_cut_shows_each_players_card_and_the_deal_is_said_once():
    """At a match's start the feed's short lines said who deals twice ("Bob deals first",
    then "Hand 1: Bob deals") and the sentence named the cut cards without saying whose
    was whose; the cut now shows each player's card, and the short line leaves the deal to
    the hand's line."""
    feed = MoveFeed(NAMES, reader=0)
    feed.note(ev.CardsCut((SEVEN, SECRET), 1))
    feed.note(ev.HandStarted(1, 1, (0, 1), "0" * 64))
    cut, hand = feed.lines()
    # the cards in brackets: "you seven of clubs, Bob …" read like a table, and "Computer 1
    # 6♦" as a sixteen of diamonds (a play-tester)
    assert cut.brief == f"Cut: you ({SEVEN.pretty}), Bob ({SECRET.pretty})"
    assert cut.text == (f"Cut for the deal: you ({card_name(SEVEN)}), Bob "
                        f"({card_name(SECRET)}); Bob dealt first")
    assert hand.brief == "Hand 1: Bob dealt"
    hot_seat = MoveFeed(NAMES, reader=None)       # nobody is "you" at a hot-seat table
    hot_seat.note(ev.CardsCut((SEVEN, SECRET), 1))
    assert hot_seat.lines()[0].brief == f"Cut: Ann ({SEVEN.pretty}), Bob ({SECRET.pretty})"


def test_the_tables_feed_starts_afresh_with_each_hand_after_the_cut():
    """A new hand's feed began with the last hand's "Alice spreads: deadwood 64", read as a
    move of this hand (a play-tester); the first hand keeps the cut before it."""
    feed = MoveFeed(NAMES, reader=0)
    feed.note(ev.CardsCut((K, SEVEN), 1))
    feed.note(ev.HandStarted(1, 1, (0, 1), "c1"))
    feed.note(ev.Drew(1, "stock", SECRET))
    feed.note(ev.Discarded(1, K))
    first = [line.text for line in feed.table_lines()]
    assert len(first) == 3 and "cut" not in first[1] and first[0] == texts(feed)[0]
    feed.note(ev.Spread(0, (), (SEVEN,), 7))
    feed.note(ev.HandStarted(2, 0, (0, 1), "c2"))
    feed.note(ev.Drew(1, "stock", SECRET))
    shown = [line.text for line in feed.table_lines()]
    assert len(shown) == 2 and shown[0].startswith("Hand 2")
    assert texts(feed)[:4] == first + [texts(feed)[3]]    # the log keeps the whole match


def test_a_closed_hollywood_game_is_a_game_and_the_player_is_you():
    """The log said "Column 1 is closed, won by You" of a Hollywood game (a play-tester)."""
    from game.core.scoring.base import ScoreLine
    from game.ui.wording import event as event_text

    game = ev.GameClosed(0, 0, (ScoreLine.of("game-figures", 0, 1, game=1, winner_total=361,
                                             loser_total=99, net=262),))
    column = ev.GameClosed(1, 1, ())
    assert event_text(game, NAMES, 0) == "You won game 1"
    assert event_text(column, NAMES, 0) == "Bob won column 2"
