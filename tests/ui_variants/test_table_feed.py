"""The move feed at the table and the hand's log: from events, no hidden card, no collision."""

from __future__ import annotations

import pygame
import pytest

import game.ui.scenes  # noqa: F401 - registers the scenes by name
from game.core import events as ev
from game.core.cards import Card
from game.players import make_player
from game.ui.card_words import card_name, card_object
from game.ui.probe import probe_draw, problems
from game.ui.table.feed import feed_rect, row_count
from tests.ui_variants.helpers import find, session, settle, show


def _table(app, variant="classic", seats=2, seed=3):
    sess = session(variant, seats, seed=seed)
    table = show(app, sess)
    settle(app, table)
    return sess, table


def test_feed_words_the_computers_turn_without_its_stock_card(app):
    sess, table = _table(app)
    secret, top = Card.parse("2S"), Card.parse("KC")
    table.play(ev.Drew(1, "stock", secret))       # as the engine emits it, card and all
    table.play(ev.Discarded(1, top))
    texts = [line.text for line in table.feed.lines()]
    assert texts[-1] == f"Bob drew from the stock and discarded the {card_name(top)}"
    assert not any(card_name(secret) in t for t in texts)


def test_feed_words_a_discard_when_its_card_lands_not_while_it_flies(app):
    """The computer's discard was in the feed a third of a second before its card, still
    flying face down, turned up on the pile; now the line comes as the card lands, and a
    move shown earlier (a faster speed) never passes it."""
    sess, table = _table(app)
    app.settings.speed = "normal"
    top = Card.parse("KC")
    table.play(ev.Drew(1, "stock", Card.parse("2S")))
    table.play(ev.Discarded(1, top))
    said = lambda: any(card_name(top) in line.text for line in table.feed.lines())  # noqa: E731
    assert table.pile[-1].flying and not said()
    for _ in range(200):
        table.update(0.01)
        if not table.pile[-1].flying:
            break
    assert not table.pile[-1].flying and table.pile[-1].face_up
    assert said()
    table.play(ev.Discarded(1, Card.parse("QH")))
    table.play(ev.Drew(0, "stock", Card.parse("3D")))   # before the queen has landed
    texts = [line.text for line in table.feed.lines()]
    assert any(card_name(Card.parse("QH")) in t for t in texts[-2:]), texts


def test_feed_follows_a_real_game(app):
    sess, table = _table(app)
    chooser = make_player("medium", seed=5)
    for _ in range(4):
        settle(app, table)
        table.submit(chooser.choose(table.state, table.legal()))
    settle(app, table)
    texts = [line.text for line in table.feed.lines()]
    assert any(t.startswith("Bob ") for t in texts), texts
    assert any(t.startswith("You ") for t in texts), texts


def _computer_advises(e) -> bool:
    roles = e.view(0).roles
    return "advisor" in roles and roles[0] != "advisor" and len(e.view(0).discards_seen) >= 3


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("variant,seats", [("classic", 2), ("rami", 4), ("three-player", 3)])
def test_feed_panel_collides_with_nothing(app, size, variant, seats):
    app.set_window_size(size)
    cond = _computer_advises if variant == "three-player" else \
        (lambda e: len(e.view(0).discards_seen) >= 3)
    sess = find(variant, cond, seats=seats, seeds=range(3, 40))
    table = show(app, sess)
    table.feed.note(ev.Drew(1, "stock", None))
    seen = sess.engine.view(0).discards_seen
    table.feed.note(ev.Discarded(1, seen[-1]))
    table.feed.note(ev.Drew(0, "discard", seen[-2]))
    settle(app, table)
    surf = probe_draw(app.res, app.screen.get_size(), table.draw)
    area = feed_rect(table)
    assert table.feed_panel is not None and area.contains(table.feed_panel)
    panel = table.feed_panel
    mine = {m.label for m in surf.marks if m.kind == "text" and panel.contains(m.rect)}
    assert len(mine) >= 2          # the heading and at least the latest line
    found = [p for p in problems(surf.marks, surf.get_size())
             if any(repr(label) in p for label in mine)]
    assert found == []
    # nothing else (text or card) reaches into the feed's panel
    others = [m for m in surf.marks if m.rect.colliderect(panel.inflate(-4, -4))
              and not panel.contains(m.rect)]
    assert others == [], others


def test_log_opens_with_v_and_scrolls(app):
    sess, table = _table(app)
    for i in range(60):
        table.feed.note(ev.Passed(i % 2))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_v, mod=0, unicode="v"))
    app.step()
    log = app.scenes.top
    assert log.name == "hand-log"
    assert log.max_scroll() > 0
    last = log.shown()[-1]
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2))
    app.step()
    rows, n = log.rows(), log.visible()
    assert log.scroll == 6 and log.shown() == rows[-6 - n:-6]
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode=""))
    app.step()
    assert log.scroll == 0 and log.shown()[-1] == last == rows[-1]
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                         unicode=""))
    app.step()
    assert app.scenes.top is table


def test_a_narrow_feed_keeps_its_heading_inside(app, monkeypatch):
    """Gin-rami's retourne left of the stock left the feed ~160 px wide at 1280x720, and the
    French heading ("Derniers coups · V : journal") ran out of the panel: a narrow feed shows
    the short heading."""
    from game.ui import i18n
    from game.ui.table import feed as feed_module

    i18n.set_language("fr")
    try:
        sess, table = _table(app)
        table.feed.note(ev.Drew(1, "stock", None))
        table.feed.note(ev.Passed(1))
        settle(app, table)
        wide = feed_module.feed_rect(table)
        narrow = pygame.Rect(wide.left, wide.top, 160, wide.height)
        monkeypatch.setattr(feed_module, "feed_rect", lambda _table: narrow)
        surf = probe_draw(app.res, app.screen.get_size(), table.draw)
        panel = table.feed_panel
        assert panel is not None and panel.width == 160
        heads = [m for m in surf.marks if m.kind == "text" and m.label.startswith("Derniers")]
        assert [m.label for m in heads] == ["Derniers coups"]
        assert panel.contains(heads[0].rect)
    finally:
        i18n.set_language("en")


#: (language, window, Text size): where a typical line takes three lines of the compact
#: Gin table's feed (it ended in "…" on two), and sizes where two lines hold it
TYPICAL = ([("pl", size, scale) for size, scale in (((1024, 768), 2.0), ((1366, 768), 1.5),
                                                    ((1920, 1080), 1.5), ((800, 600), 2.0))]
           + [(lang, size, 1.25) for lang in ("en", "fr", "pl")
              for size in ((1280, 720), (1920, 1080), (800, 600))])


@pytest.mark.parametrize(("language", "size", "scale"), TYPICAL,
                         ids=[f"{lang}-{w}x{h}-{int(s * 100)}" for lang, (w, h), s in TYPICAL])
def test_a_typical_line_reads_whole_at_a_larger_text_size(app, language, size, scale):
    """With a larger Text size the feed's newest line wraps (up to three lines, the heading
    left out first if need be) rather than end in "…"."""
    from game.ui import i18n
    from game.ui.i18n import _
    from game.ui.layout import Layout
    from game.ui.session import Session
    from game.ui.table.feed import narrow

    i18n.set_language(language)
    try:
        app.screen = pygame.Surface(size)
        app.layout = Layout(size, scale)
        sess = Session.create("classic", {}, "ai", [_("You"), _("Computer")], "easy", seed=3)
        table = show(app, sess)
        settle(app, table)
        table.feed.note(ev.Drew(1, "stock", None))
        table.feed.note(ev.Discarded(1, Card.parse("KC")))
        line = table.feed.lines()[-1]
        assert line.text.startswith(_("Computer")) and card_object(Card.parse("KC")) in line.text
        # (the compact table's narrow feed words it short: "Komputer dobiera, odrzuca K♣")
        latest = line.brief if narrow(table) else line.text
        if narrow(table):
            assert latest.startswith(_("Computer")) and "K♣" in latest
        surf = probe_draw(app.res, app.screen.get_size(), table.draw)
        panel = table.feed_panel
        assert panel is not None
        rows = [m.label for m in surf.marks if m.kind == "text" and panel.contains(m.rect)]
        assert " ".join(rows).endswith(latest), rows
        assert not any("…" in r for r in rows)
    finally:
        i18n.set_language("en")


def test_older_lines_in_few_words_rather_than_cut(app):
    """At 800x600 the five-player Rami feed under the piles is narrow: an older line read
    "Computer 2 drew from the stock and discarded the…", the card it names cut off. It
    reads "Computer 2 drew, discarded K♦" there now, and no row ends in "…"."""
    from game.ui.session import Session

    app.set_window_size((800, 600))
    names = ["You", "Computer 1", "Computer 2", "Computer 3", "Computer 4"]
    sess = Session.create("rami", {}, "ai", names, "easy", seats=5, seed=3, human_seats=[0])
    table = show(app, sess)
    settle(app, table)
    table.feed.note(ev.Drew(2, "stock", None))
    table.feed.note(ev.Discarded(2, Card.parse("KD")))
    table.feed.note(ev.Drew(3, "stock", None))
    table.feed.note(ev.Discarded(3, Card.parse("QC")))
    table.feed.note(ev.Drew(4, "stock", None))
    surf = probe_draw(app.res, app.screen.get_size(), table.draw)
    panel = table.feed_panel
    assert panel is not None
    rows = [m.label for m in surf.marks if m.kind == "text" and panel.contains(m.rect)]
    text = " ".join(rows)
    # in few words in the corner beside the hand, or whole where the feed sits over the
    # prompt (when the hand and its draw leave the corner too narrow)
    assert ("K♦" in text or "king of diamonds" in text) and (
        "Q♣" in text or "queen of clubs" in text), rows
    assert not any("…" in r for r in rows), rows


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_rami_feed_keeps_its_width_through_the_players_turn(app, size):
    """Three-player Rami at 1280x720: the feed in the bottom left corner narrowed when the
    player drew (the hand, one card longer, reached further left) and widened again at the
    discard, so its lines rewrapped twice a turn. It is kept for the hand and its draw."""
    from game.core.actions import STOCK, Discard, Draw
    from tests.ui_variants.helpers import play_until

    app.set_window_size(size)
    sess = session("rami", 3, seed=2)
    assert play_until(sess, lambda e: e.to_act == 0 and e.phase == "draw")
    table = show(app, sess)
    settle(app, table)
    before = feed_rect(table)
    assert before.height > 3 * app.layout.font_small      # the corner under the piles
    table.perform(Draw(STOCK))
    settle(app, table)
    assert len(table.hand) == 8 and feed_rect(table) == before
    table.perform(Discard(table.hand[-1].card))
    settle(app, table)
    assert feed_rect(table) == before


def test_the_feed_is_worded_again_after_the_language_changes(app):
    """A Polish Rami table, English chosen in the settings from the pause menu: the feed's
    older lines stayed Polish ("Komputer 3 odrzuca: dziesiątka karo") under the new English
    ones. Back at the table every line is worded afresh, names included."""
    from game.ui import i18n

    i18n.set_language("pl")
    app.settings.language = "pl"
    try:
        sess, table = _table(app, "rami", 3, seed=2)
        secret, top = Card.parse("2S"), Card.parse("KC")
        table.play(ev.Drew(1, "stock", secret))
        table.play(ev.Discarded(1, top))
        before = [line.text for line in table.feed.lines()]
        assert any("odrzuca" in t for t in before), before
        app.push_scene("settings")
        app.settings.language = "en"
        app.settings_changed()
        app.scenes.pop()
        assert app.scenes.top is table
        table.draw(app.screen)    # (the pause menu draws the table under it too)
        after = [line.text for line in table.feed.lines()]
        assert len(after) == len(before)
        assert after[-1] == (f"{table.names[1]} drew from the stock and discarded the "
                             f"{card_name(top)}")
        assert not any("odrzuca" in t or "Komputer" in t for t in after), after
        assert not any(card_name(secret) in t for t in after)
    finally:
        i18n.set_language("en")
        app.settings.language = "en"


def test_the_rami_feed_beside_a_hand_laid_down_whole(app):
    """A player who lays every card down before going out holds no card in the discard
    phase: the feed measured itself beside the leftmost of no places, and the table stopped
    with a ValueError (seen with 3 players at 1280x720, French)."""
    from game.core.actions import STOCK, Draw
    from tests.ui_variants.helpers import play_until

    app.set_window_size((1280, 720))
    sess = session("rami", 3, seed=2)
    assert play_until(sess, lambda e: e.to_act == 0 and e.phase == "draw")
    table = show(app, sess)
    settle(app, table)
    table.perform(Draw(STOCK))
    settle(app, table)
    assert table.phase == "discard" and table.state.to_act == table.viewer
    table.hand = []          # every card laid down, the move that goes out still to come
    assert table.hand_room() == 8    # the places of the hand as dealt (7) and its draw
    area = feed_rect(table)
    assert area.width > 0 and app.screen.get_rect().contains(area)
    table.draw(app.screen)


@pytest.mark.parametrize("players", [2, 3])
def test_the_rami_feed_keeps_its_place_as_the_hand_melts(app, players):
    """Two players' feed lay in the bottom left corner beside the hand of ten and jumped up
    under the piles once melds had left a few cards in the hand: its region is that of the
    hand as dealt, all the hand long."""
    from game.core.actions import STOCK, Draw
    from tests.ui_variants.helpers import play_until

    app.set_window_size((1280, 720))
    sess = session("rami", players, seed=2)
    assert play_until(sess, lambda e: e.to_act == 0 and e.phase == "draw")
    table = show(app, sess)
    settle(app, table)
    table.perform(Draw(STOCK))
    settle(app, table)
    dealt = feed_rect(table)
    table.hand = table.hand[:3]       # most of the hand laid down
    assert feed_rect(table) == dealt
    table.draw(app.screen)
    assert table.feed_panel is not None and dealt.contains(table.feed_panel)


def test_a_table_opened_mid_hand_logs_the_moves_so_far(app):
    """Continue (or any table opened on a hand under way) words the hand so far: its log said
    "Nothing has happened yet in this hand" after twenty moves, and its feed was empty."""
    from tests.ui_variants.helpers import play_until

    sess = session("classic", 2, seed=6)
    assert play_until(sess, lambda e: sum(isinstance(x, ev.Discarded) for x in e.hand_events)
                      >= 6 and e.to_act == 0 and e.phase == "draw")
    table = show(app, sess)
    settle(app, table)
    lines = [line.text for line in table.feed.hand_lines()]
    assert sum("discarded" in line for line in lines) >= 6, lines
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_v, mod=0, unicode="v"))
    app.step()
    log = app.scenes.top
    assert log.name == "hand-log" and log.lines == lines


def test_the_log_shows_pickups_in_gold_as_the_feed_does(app):
    """The feed draws a line naming a card taken from the discard pile in gold; the log drew
    every line alike, so a pickup three moves back no longer stood out."""
    from game.ui.probe import probe_draw
    from game.ui.theme import GOLD, TEXT
    from tests.ui_variants.helpers import play_until

    for seed in range(1, 30):
        sess = session("classic", 2, seed=seed)
        assert play_until(sess, lambda e: e.phase != "offer" and e.to_act == 0
                          and e.phase == "draw" and len(e.hand_events) > 12)
        if any(isinstance(x, ev.Drew) and x.source == "discard" for x in sess.engine.hand_events):
            break
    else:
        raise AssertionError("no pickup in the first hands")
    table = show(app, sess)
    settle(app, table)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_v, mod=0, unicode="v"))
    app.step()
    log = app.scenes.top
    lines = table.feed.hand_lines()
    took = [line.text for line in lines if line.took is not None]
    assert took
    colours = dict(zip(log.lines, log.colours, strict=True))
    assert all(colours[text] == GOLD for text in took)
    assert all(colours[line.text] == TEXT for line in lines if line.took is None)
    drawn = probe_draw(app.res, app.screen.get_size(), log.draw_content)
    assert any(m.kind == "text" and m.label in took for m in drawn.marks)


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_the_feed_panel_keeps_its_height_through_the_hand(app, size):
    """The panel (bottom-aligned beside the piles) grew a line up when the latest move's
    sentence wrapped and dropped back at the next short one, a jump at every few moves; it
    now keeps its tallest height of the hand, and a new hand starts it afresh."""
    app.set_window_size(size)
    sess, table = _table(app)

    def panel() -> pygame.Rect:
        probe_draw(app.res, app.screen.get_size(), table.draw)
        assert table.feed_panel is not None
        return table.feed_panel.copy()

    table.feed.note(ev.Drew(1, "discard", Card.parse("KC")))
    table.feed.note(ev.Discarded(1, Card.parse("QS")))
    table.feed.note(ev.Drew(0, "stock", Card.parse("2D")))
    table.feed.note(ev.Discarded(0, Card.parse("JH")))
    tall = panel()
    for seat in (1, 0, 1):        # three short lines push the long ones out of the feed
        table.feed.note(ev.Passed(seat))
    short = [line.text for line in table.feed.lines()[-3:]]
    assert all(row_count(table, text, tall.width - 20) == 1 for text in short), short
    assert panel() == tall
    table.feed.note(ev.HandStarted(2, 0, (0, 1), "0" * 64))
    table.feed.note(ev.Passed(1))
    fresh = panel()
    assert fresh.height <= tall.height and fresh.bottom == tall.bottom
    # a hand starts at the height of the usual lines: the first turns' pickups, draws and
    # discards do not grow it a line at a time (it rose twice in three turns: play-testers)
    for event in (ev.Drew(0, "discard", Card.parse("KC")), ev.Discarded(0, Card.parse("QS")),
                  ev.Drew(1, "discard", Card.parse("QS")), ev.Discarded(1, Card.parse("10D")),
                  ev.Drew(0, "stock", Card.parse("2D")), ev.Discarded(0, Card.parse("JH"))):
        table.feed.note(event)
        assert panel() == fresh, event
