"""Status texts speak of the shown state only (issue 16, item 5): the knock instruction goes
once the knock is made, "is playing" goes at the showdown, a refusal goes with its state."""

from __future__ import annotations

import pygame
import pytest

import game.ui.scenes  # noqa: F401 - registers the score panel the hand ends on
from game.core.actions import Draw, Knock
from tests.ui.conftest import key
from tests.ui_variants.helpers import find, session, settle, show

KNOCK_PROMPT = "Knock: discard a card to the pile"


def _can_knock(e) -> bool:
    return e.to_act == 0 and any(isinstance(a, Knock) for a in e.legal_actions())


def test_after_knocking_no_stale_instruction_or_computer_prompt(app):
    app.settings.speed = "fast"                        # cards fly: prompts are held meanwhile
    sess = find("classic", _can_knock, seats=2, seeds=range(1, 60))
    table = show(app, sess)
    settle(app, table)
    key(app, pygame.K_k)                              # knock mode: choose the card
    assert table.knock_mode and KNOCK_PROMPT in table.prompt()
    knocks = {a.card for a in sess.engine.legal_actions() if isinstance(a, Knock)}
    table.selected = next(s for s in table.hand if s.card in knocks)
    key(app, pygame.K_RETURN)
    seen = []
    for _ in range(3000):
        if app.scenes.top is not table:
            break
        app.step()
        seen.append((table.phase.value, table.prompt()))
    assert not any(KNOCK_PROMPT in p for _ph, p in seen), seen[:5]
    assert not any("playing" in p for ph, p in seen if ph == "hand-over"), \
        [p for ph, p in seen if ph == "hand-over"][:5]


def test_a_wait_for_your_turn_refusal_goes_when_the_state_moves_on(app):
    sess = find("rami", lambda e: e.to_act == 0, seats=2, seeds=range(1, 5))
    table = show(app, sess)
    settle(app, table)
    table.submit(Draw("stock"))                       # the viewer draws: the turn goes on
    table.refuse("Wait for your turn (now playing: Bob)")
    assert table.toast is not None
    settle(app, table)                                # states shown since: the toast is gone
    assert table.toast is None


def test_the_next_deal_shows_nothing_said_of_the_last_hand(app):
    """Next hand pressed while a showdown's "Deadwood n" bubble still had time (the score
    panel pauses the table's timers): the new deal shows neither that bubble nor "The hand
    is over" (both stood over the first seconds of the next hand in a real window)."""
    from game.core.phase import OVER_PHASES

    app.settings.speed = "fast"
    sess = find("classic", lambda e: e.phase in OVER_PHASES and e.deal_no == 1, seats=2,
                seeds=range(1, 40))
    table = show(app, sess)
    settle(app, table, until=lambda: app.scenes.top is not table)   # the score panel
    table.say(1, "Deadwood 28", 30.0, acting=False)   # a showdown bubble with time left
    table.show_banner("Bob knocks with 9", 30.0)      # and a knock banner
    app.scenes.top.on_next()                          # Next hand
    seen, banners = [], []
    for _ in range(3000):
        app.step()
        if table.state.hand_no == 2 and table.settled:
            break
        seen.append((table.prompt(), dict(table.bubbles)))
        banners.append(table.banner)
    assert seen, "the deal was not shown"
    assert "Bob knocks with 9" not in banners, banners[:3]
    assert not any(p == "The hand is over" for p, _b in seen), seen[:3]
    assert not any(b.get(1) == "Deadwood 28" for _p, b in seen), seen[:3]


def test_what_the_seat_before_was_doing_goes_at_your_turn(app):
    """The seat before you discards ("Discards" in its tag, where its card count stands);
    once it is your turn that is over and its count shows again (seen at every speed in a
    real window: "Computer · Discards" stood while you drew and melded)."""
    sess = find("rami", lambda e: e.to_act == 2, seats=3, seeds=range(1, 9))
    table = show(app, sess)
    settle(app, table)                                # seat 2 plays; now it is your turn
    assert sess.engine.to_act == 0
    app.step()
    assert not table.acting_bubbles, table.bubbles
    assert table.doing("discard") not in table.bubbles.values()


def test_the_next_deal_tags_its_own_dealer(app):
    """Two players: hand 2's deal showed "You · dealer" (hand 1's dealer) until it was over."""
    from game.core.events import HandStarted
    from game.core.phase import OVER_PHASES

    app.settings.speed = "fast"
    sess = find("classic", lambda e: e.phase in OVER_PHASES and e.deal_no == 1, seats=2,
                seeds=range(1, 40))
    table = show(app, sess)
    settle(app, table, until=lambda: app.scenes.top is not table)
    app.scenes.top.on_next()
    dealer = sess.engine.dealer
    labels = []
    for _ in range(3000):
        app.step()
        if any(isinstance(e, HandStarted) for e, _v in table.queue):
            continue
        if table.settled:
            break
        labels.append([table._seat_label(s).endswith("dealer") for s in range(2)])
    assert labels and all(flags == [s == dealer for s in range(2)] for flags in labels), \
        labels[:2]


@pytest.mark.parametrize("variant, seats, value", [("classic", 2, "Deadwood"),
                                                   ("rami", 3, "Hand value")])
def test_during_the_deal_the_name_tag_stands_still_and_no_value_counts_up(app, variant,
                                                                           seats, value):
    """At the game's speed the player's tags stood over the cards dealt so far: side by side
    over the first ones, then at the row's ends, moving at every card, and the deadwood
    (Rami: the hand's value) counted the part-dealt hand up ("Deadwood 8", "11", "21"…).
    The name tag now stands where the whole hand will be from the deal's first card; the
    value comes once the hand is in, and "Dealing…" over the hand keeps one place."""
    from game.ui.probe import probe_draw
    from tests.ui_variants.helpers import session

    app.settings.speed = "normal"
    # (seed 3: the dealt hand holds melds, so its sorted row has gaps between them)
    table = show(app, session(variant, seats=seats, seed=3, level="medium"))
    name = table.names[table.viewer]
    lefts, values, prompts, dealt = set(), [], set(), 0
    for _ in range(400):            # the deal, and on until the sorted hand has landed
        app.step()
        marks = [m for m in probe_draw(app.res, app.screen.get_size(), table.draw).marks
                 if m.kind == "text"]
        prompts |= {tuple(m.rect) for m in marks if m.label == "Dealing…"}
        if not table.dealing and (not dealt or table.settled):
            if dealt:
                break
            continue
        dealt += 1
        lefts |= {m.rect.left for m in marks if m.label.startswith(name + " ·")}
        if table.dealing:
            values += [m.label for m in marks if m.label.startswith(value)]
    assert dealt > 20 and len(lefts) == 1, lefts
    assert not values, values[:3]
    # "Dealing…" stands still too (it jumped 35 px at the first card, then shook a pixel or
    # two at every card as the row's arc grew)
    assert len(prompts) == 1, prompts


def test_the_prompts_your_turn_edge_comes_with_its_words(app, monkeypatch):
    """The prompt's gold edge (your turn) came half a second before its words: round "Bob
    is playing…" while Bob's pass was still shown."""
    from game.ui import theme
    from game.ui.table import hud
    from tests.ui_variants.helpers import session

    app.settings.speed = "normal"
    table = show(app, session("classic", seats=2, seed=5, level="medium"))
    edges = []
    real = hud.draw_panel

    def spy(surface, box, colour, alpha, radius, border=None, width=1):
        edges.append(border)
        return real(surface, box, colour, alpha, radius, border, width)

    monkeypatch.setattr(hud, "draw_panel", spy)
    seen = []
    for _ in range(400):
        edges.clear()
        app.scenes.mark_dirty()
        app.step()
        prompt = table.prompt()
        if "is playing" in prompt:
            seen.append(theme.GOLD_DARK in edges)
        if table.settled and table.my_turn:
            break
    assert seen and not any(seen), seen


def test_no_seat_is_still_doing_something_once_the_hand_is_scored(app):
    """The winner's tag said "Discards" over the hand's result (Rami, a play-tester): a
    bubble of what a seat is doing goes when the hand is scored."""
    from game.core.events import HandScored

    sess = session("rami", 3, seed=3, humans=())
    table = show(app, sess)
    scored = []
    play = table.play

    def spy(event):
        if isinstance(event, HandScored):
            table.say(event.winner, "Discards", 30.0)     # what the last move left showing
        wait = play(event)
        if isinstance(event, HandScored):
            scored.append(dict(table.bubbles))
        return wait

    table.play = spy
    for _ in range(20000):
        app.step()
        if scored:
            break
    assert scored and scored[0] == {}, scored


def test_knock_mode_dims_the_cards_no_knock_can_be_made_with(app):
    """Knock mode outlined the cards a knock may be made with in light green, which read as
    one more meld beside a green one (a play-tester): the others lie under a dark wash
    instead, and no card is outlined."""
    from game.ui import theme

    sess = find("classic", _can_knock, seats=2, seeds=range(1, 60))
    table = show(app, sess)
    settle(app, table)
    assert all(table.card_tint(s) is None for s in table.hand)
    key(app, pygame.K_k)
    assert table.knock_mode
    knocks = {a.card for a in sess.engine.legal_actions() if isinstance(a, Knock)}
    for s in table.hand:
        assert table._card_mark(s) is None
        assert (table.card_tint(s) is None) == (s.card in knocks), s.card
    assert any(table.card_tint(s) == theme.DEADWOOD_WASH for s in table.hand)
    key(app, pygame.K_ESCAPE)
    assert not table.knock_mode and all(table.card_tint(s) is None for s in table.hand)


def test_in_knock_mode_the_arrows_pass_over_the_greyed_cards(app):
    """The keyboard cursor stopped on cards greyed as not to knock with, and the prompt named
    no keys (a play-tester): the arrows step from one card to knock with to the next, and the
    prompt says the arrows and Enter."""
    sess = find("classic", lambda e: _can_knock(e) and 1 < len(
        {a.card for a in e.legal_actions() if isinstance(a, Knock)}) < 11, seats=2,
        seeds=range(1, 200))
    table = show(app, sess)
    settle(app, table)
    key(app, pygame.K_k)
    assert table.knock_mode and "arrows and Enter" in table.prompt()
    knocks = {a.card for a in sess.engine.legal_actions() if isinstance(a, Knock)}
    order = [s.card for s in table.hand]
    first = next(s for s in table.hand if s.card in knocks)
    table.selected = first
    visited = [first.card]
    for _ in range(len(order)):
        key(app, pygame.K_RIGHT)
        if table.selected.card != visited[-1]:
            visited.append(table.selected.card)
    assert visited == [c for c in order if c in knocks][:len(visited)]
    assert set(visited) == {c for c in order[order.index(first.card):] if c in knocks}


def test_two_clicks_on_a_card_before_the_draw_say_why_not(app):
    """Two clicks on a card before drawing raised it and said nothing (a play-tester, in the
    lesson): the discard is refused with the rule's reason, as Enter and a drag are."""
    from game.core.actions import Discard

    sess = find("classic", lambda e: e.to_act == 0 and e.phase == "draw", seats=2,
                seeds=range(1, 40))
    table = show(app, sess)
    settle(app, table)
    log = len(sess.engine.log)
    sprite = table.hand[0]
    table.click_card(sprite)
    assert table.toast is None
    table.click_card(sprite)
    assert len(sess.engine.log) == log
    assert table.toast is not None and table.toast[0] == table.reason(Discard(sprite.card))
