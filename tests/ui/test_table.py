"""The table scene driven with real pygame mouse and key events (dummy video driver)."""

from __future__ import annotations

import time

import pygame
import pytest

import game.ui.scenes  # noqa: F401 - registers the scenes by name (the score scene)
from game.core.actions import Discard, Draw, Knock, Pass
from game.core.events import Discarded, Drew, HandScored
from game.players import make_player
from game.ui.audio import quit_pygame
from game.ui.session import Session
from game.ui.table import make_table
from tests.ui.conftest import card_point, click, drag, face_spy, key


def start(app, seed: int = 5, variant: str = "classic", mode: str = "ai", autoplayer=None):
    session = Session.create(variant, {}, mode, ["Ann", "Bob"], "medium", seed=seed)
    table = make_table(app, session, autoplayer=autoplayer)
    app.scenes.push(table)
    return session, table


def settle(app, table, limit: int = 4000) -> None:
    """Step until the table waits for the human (or another scene is on top)."""
    for _ in range(limit):
        app.step()
        if app.scenes.top is not table:
            return
        if table.settled and not table.intents and table.session.match.human_to_act() and \
                table.session.engine.to_act == table.viewer:
            return
        time.sleep(0.0005)
    raise AssertionError(f"table did not settle: phase {table.session.engine.phase}")


def play_as_medium(app, table, seed: int, turns: int = 80, stop_before=None, stop_after=None):
    """The human's turns played by a `medium` player (seeded with `seed`) until the hand's
    scene leaves the table, `stop_before()` holds when the human is to act, or
    `stop_after(action)` holds for the action just played; returns the last action played."""
    engine = table.session.engine
    player = make_player("medium", seed=seed)
    action = None
    for _ in range(turns):
        settle(app, table)
        if app.scenes.top is not table or (stop_before is not None and stop_before()):
            break
        action = player.choose(engine.view(0), engine.legal_actions())
        table.perform(action)
        if stop_after is not None and stop_after(action):
            break
    return action


def to_draw_phase(app, table):
    """Get the human to the draw (passing the upcard first); returns the engine."""
    settle(app, table)
    engine = table.session.engine
    if engine.phase == "offer":
        key(app, pygame.K_p)
        settle(app, table)
    if engine.phase == "offer":       # the computer passed too: only the stock is left
        key(app, pygame.K_p)
        settle(app, table)
    return engine


def to_discard_phase(app, table):
    """Get the human to the discard phase by clicking the stock (passing the upcard first)."""
    engine = to_draw_phase(app, table)
    if engine.phase == "draw":
        click(app, table.stock_rect().center)
        settle(app, table)
    assert engine.phase == "discard" and engine.to_act == table.viewer


def test_click_on_stock_draws_from_the_stock(app):
    session, table = start(app, seed=11)
    settle(app, table)
    engine = session.engine
    if engine.phase == "offer":
        key(app, pygame.K_p)
        settle(app, table)
        key(app, pygame.K_p) if engine.phase == "offer" else None
        settle(app, table)
    before = len(engine.hands[0])
    click(app, table.stock_rect().center)
    settle(app, table)
    assert isinstance(engine.log[-1], Draw) and engine.log[-1].source == "stock"
    assert len(engine.hands[0]) == before + 1
    assert sorted(s.card.index for s in table.hand) == sorted(c.index for c in engine.hands[0])


def test_drag_from_hand_to_pile_discards_that_card(app):
    session, table = start(app, seed=3)
    to_discard_phase(app, table)
    engine = session.engine
    legal = {a.card for a in engine.legal_actions() if isinstance(a, Discard)}
    sprite = next(s for s in table.hand if s.card in legal)
    card = sprite.card
    drag(app, card_point(table, sprite), table.pile_rect().center)
    settle(app, table)
    discards = [e for e in engine.events if isinstance(e, Discarded) and e.seat == 0]
    assert discards and discards[-1].card == card
    assert card not in engine.hands[0]
    assert card not in [s.card for s in table.hand]


def test_drop_on_an_illegal_target_changes_nothing(app):
    session, table = start(app, seed=3)
    settle(app, table)
    engine = session.engine
    if engine.phase == "offer":
        key(app, pygame.K_p)
        settle(app, table)
    log_before = list(engine.log)
    hand_before = list(engine.hands[0])
    sprite = table.hand[2]
    home = sprite.target.copy()
    # not yet drawn: a discard is illegal now
    drag(app, card_point(table, sprite), table.pile_rect().center)
    settle(app, table)
    assert engine.log == log_before and engine.hands[0] == hand_before
    assert table.toast is not None                      # the engine's reason is shown
    assert sprite in table.hand and sprite.target == home  # and the card glides home
    assert not any(isinstance(a, Discard) for a in engine.log[len(log_before):])


def test_the_card_just_taken_cannot_be_discarded(app):
    for seed in range(40):
        session, table = start(app, seed=seed)
        settle(app, table)
        if session.engine.phase == "offer" and session.engine.to_act == 0:
            break
        app.scenes.pop()
    engine = session.engine
    upcard = engine.pile[-1]
    drag(app, table.pile_rect().center, (table.layout.hand_center_x, table.layout.h - 60))
    settle(app, table)
    assert isinstance(engine.log[-1], Draw) and upcard in engine.hands[0]
    taken = next(s for s in table.hand if s.card == upcard)
    log_before = list(engine.log)
    drag(app, card_point(table, taken), table.pile_rect().center)
    settle(app, table)
    assert engine.log == log_before and upcard in engine.hands[0]
    assert "discard" in table.toast[0].lower() or "taken" in table.toast[0].lower()


def test_knock_is_offered_exactly_when_legal(app):
    seen = {True: 0, False: 0}
    for seed in range(30):
        session, table = start(app, seed=seed, autoplayer=None)
        engine = session.engine
        player = make_player("medium", seed=seed)
        for _ in range(80):
            settle(app, table)
            if app.scenes.top is not table:
                break
            legal = engine.legal_actions()
            can_knock = any(isinstance(a, Knock) for a in legal)
            assert table.b_knock.enabled == can_knock
            if engine.phase in ("discard", "draw", "offer"):
                seen[can_knock] += 1
            action = player.choose(engine.view(0), legal)
            table.perform(action)
        app.scenes.clear_to(table)
        app.scenes.pop()
        if seen[True] >= 2 and seen[False] >= 5:
            break
    assert seen[True] >= 2 and seen[False] >= 5


def test_hot_seat_hand_over_shows_no_face_and_each_player_sees_only_their_cards(app,
                                                                               monkeypatch):
    session = Session.create("classic", {}, "hotseat", ["Ann", "Bob"], seed=21)
    table = make_table(app, session, autoplayer=make_player("easy", seed=2))
    app.scenes.push(table)
    drawn = face_spy(monkeypatch, app.res)
    engine = session.engine
    handovers = 0
    for _ in range(6000):
        drawn.clear()
        app.scenes.mark_dirty()
        app.step()
        top = app.scenes.top
        if top.name == "handover":
            assert drawn == [], "a card face was drawn on the hand-over screen"
            handovers += 1
            click(app, top.b_show.rect.center)
            continue
        if top is table and engine.showdown is None and engine.phase not in (
                "hand-over", "match-over"):
            viewer = table.viewer
            public = set(engine.discards_seen)
            for card in drawn:
                assert card in engine.hands[viewer] or card in public, \
                    f"{card} drawn face up for seat {viewer}"
        if top.name == "score":
            break
        time.sleep(0.0003)
    assert app.scenes.top.name == "score"
    assert handovers >= 2


def test_a_whole_hand_against_the_ai_plays_to_the_scoring_screen(app):
    session, table = start(app, seed=8, autoplayer=make_player("easy", seed=4))
    for _ in range(20000):
        app.step()
        if app.scenes.top.name == "score":
            break
        time.sleep(0.0003)
    assert app.scenes.top.name == "score"
    assert session.engine.phase in ("hand-over", "match-over")
    assert any(isinstance(e, HandScored) for e in session.engine.events)
    assert any(isinstance(e, Drew) and e.seat == 0 for e in session.engine.events)
    # the next hand is dealt from the score screen
    score = app.scenes.top
    for _ in range(300):        # (a click in its first moments is the table's: ignored)
        if not score.in_grace():
            break
        app.step()
    click(app, score.b_next.rect.center)
    settle(app, table)
    assert session.engine.deal_no == 1


def test_intent_during_animation_is_queued_not_lost(app):
    app.settings.speed = "slow"
    session, table = start(app, seed=3)
    engine = session.engine
    for _ in range(20000):       # wait for the human's first decision, with animations
        app.step()
        if engine.to_act == 0 and engine.phase in ("offer", "draw") and not table.queue:
            break
        time.sleep(0.0005)
    if engine.phase == "offer":
        key(app, pygame.K_p)
    # the pass (or nothing) may still be animating: ask for the stock right away
    for _ in range(20000):
        app.step()
        if engine.to_act == 0 and engine.phase == "draw":
            break
        time.sleep(0.0005)
    table.anim.after(0.3, lambda: None)   # something still moving
    assert not table.settled
    click(app, table.stock_rect().center)
    assert table.intents                      # kept for later
    settle(app, table, 40000)
    assert isinstance(engine.log[-1], Draw)


def test_keyboard_plays_a_turn(app):
    session, table = start(app, seed=3)
    settle(app, table)
    engine = session.engine
    if engine.phase == "offer":
        key(app, pygame.K_p)
        settle(app, table)
    if engine.phase == "offer":
        key(app, pygame.K_p)
        settle(app, table)
    key(app, pygame.K_s)            # draw from the stock
    settle(app, table)
    assert engine.phase == "discard"
    key(app, pygame.K_RIGHT)        # choose the first card
    card = table.selected.card
    if not engine.is_legal(Discard(card)):
        key(app, pygame.K_RIGHT)
        card = table.selected.card
    key(app, pygame.K_RETURN)
    settle(app, table)
    assert any(isinstance(e, Discarded) and e.seat == 0 and e.card == card
               for e in engine.events)


def test_pass_button_is_offered_only_on_the_first_turn(app):
    for seed in range(40):
        session, table = start(app, seed=seed)
        settle(app, table)
        if session.engine.phase == "offer" and session.engine.to_act == 0:
            break
        app.scenes.pop()
    assert table.b_pass.enabled
    click(app, table.b_pass.rect.center)
    settle(app, table)
    assert Pass() in session.engine.log
    assert not table.b_pass.enabled or session.engine.phase == "offer"
    if session.engine.phase == "offer":   # the computer passed too: ours again
        assert table.b_pass.visible and table.b_pass.enabled
        click(app, table.b_pass.rect.center)
        settle(app, table)
    # the offer is over (we draw now): a greyed Pass would only puzzle
    assert session.engine.phase == "draw"
    assert not table.b_pass.visible and table.b_pass.rect.width == 0
    assert table.b_knock.visible and table.b_knock.rect.width > 0


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_table_lays_out_at_other_sizes(size):
    from game.ui.app import App
    from game.ui.settings_model import Settings

    application = App(size, settings=Settings(speed="instant"))
    application.running = True
    try:
        session, table = start(application, seed=4)
        settle(application, table)
        w, h = size
        for s in table.hand:
            assert 0 <= s.rect.x and s.rect.right <= w and s.rect.bottom <= h + 1
        for b in (table.b_knock, table.b_gin, table.b_pass, table.b_rank):
            assert application.screen.get_rect().contains(b.rect)
    finally:
        quit_pygame()


def test_defender_lay_offs_are_proposed_adjustable_and_applied_on_done(app):
    from game.core.events import LaidOff

    found = None
    for seed in range(60):
        session, table = start(app, seed=seed)
        engine = session.engine
        play_as_medium(app, table, seed, turns=60,
                       stop_before=lambda engine=engine: engine.phase == "layoff")
        if engine.phase == "layoff" and engine.to_act == 0 and table.proposals:
            found = (session, table)
            break
        app.scenes.clear_to(table)
        app.scenes.pop()
    assert found is not None, "no seed gave the human a lay-off"
    session, table = found
    engine = session.engine
    melds = [list(m) for m in engine.showdown["melds"]]
    plan, _arr = table.solver.best_layoffs(list(engine.hands[0]), melds)
    assert sorted(c.index for c, _t in table.proposals) == sorted(c.index for c, _t in plan)
    assert table.b_done.visible and table.b_done.enabled
    # drag the last proposed card back into the hand: it is no longer laid off
    card, target = table.proposals[-1]
    sprite = next(s for s in table.melds[target] if s.card == card)
    drag(app, (int(sprite.rect.centerx), int(sprite.rect.centery)),
         (int(table.layout.hand_center_x), table.layout.h - 40))
    settle(app, table)
    assert all(c != card for c, _t in table.proposals)
    assert card in [s.card for s in table.hand]
    kept = list(table.proposals)
    key(app, pygame.K_RIGHT)            # a card chosen with the keys stands up ...
    assert table.selected is not None
    click(app, table.b_done.rect.center)
    for _ in range(2000):
        app.step()
        if app.scenes.top.name == "score":
            break
        time.sleep(0.0005)
    laid = [(e.card, e.target) for e in engine.hand_events if isinstance(e, LaidOff)]
    assert laid == kept
    assert engine.phase in ("hand-over", "match-over")
    # ... and lies down with the rest once the hand is over (it stood raised on the
    # showdown behind the score panel)
    assert table.selected is None
    assert all(s.lift_target == 0 for s in table.hand)


@pytest.mark.parametrize("seats", [2, 4])
def test_a_rami_hand_plays_through_the_ui_with_melds_on_the_table(app, seats):
    from game.core.events import Melded

    session = Session.create("rami", {}, "ai", ["Ann", "Bob", "Cy", "Di"], "medium",
                             seats=seats, seed=9)
    table = make_table(app, session, autoplayer=make_player("medium", seed=1))
    app.scenes.push(table)
    melds_seen = 0
    for _ in range(30000):
        app.step()
        melds_seen = max(melds_seen, len(table.melds))
        if app.scenes.top.name == "score":
            break
        time.sleep(0.0002)
    assert app.scenes.top.name == "score"
    engine = session.engine
    assert any(isinstance(e, Melded) for e in engine.events)
    assert melds_seen >= 1


def test_resuming_a_hot_seat_match_starts_with_the_hand_over(app, monkeypatch):
    session = Session.create("classic", {}, "hotseat", ["Ann", "Bob"], seed=21)
    session.match.next_hand()
    drawn: list = []
    original = app.res.card_face
    monkeypatch.setattr(app.res, "card_face",
                        lambda card, size, four=False: drawn.append(card) or original(card,
                                                                                     size, four))
    table = make_table(app, session)
    app.scenes.push(table)
    app.step()
    assert app.scenes.top.name == "handover"
    assert drawn == []
    seat = session.engine.to_act
    click(app, app.scenes.top.b_show.rect.center)
    app.step()
    assert table.viewer == seat
    assert {s.card for s in table.hand} == set(session.engine.hands[seat])


def test_a_computer_defender_shows_its_hand_before_laying_off(app, monkeypatch):
    """The computer's lay-offs flew face up out of a face-down hand, which was shown only
    after them: its hand now turns over first, and each lay-off leaves it face up."""
    from game.core.events import LaidOff, Spread
    from game.ui.card_words import card_name

    seen: list[list[tuple[object, bool]]] = []
    for seed in range(40):
        session, table = start(app, seed=seed)
        engine = session.engine
        original = table._take_from_other

        def spy(seat, card, table=table, original=original):
            seen.append([(s.card, s.face_up) for s in table.others.get(seat, [])])
            return original(seat, card)

        monkeypatch.setattr(table, "_take_from_other", spy)
        seen.clear()
        play_as_medium(app, table, seed)
        laid = [e for e in engine.hand_events if isinstance(e, LaidOff) and e.seat == 1]
        if laid and engine.showdown["knocker"] == 0:
            break
        app.scenes.clear_to(table)
        app.scenes.pop()
    else:
        raise AssertionError("no seed had the computer lay off on the human's knock")
    leaving = seen[-len(laid):]
    assert len(leaving) == len(laid)
    for hand in leaving:        # every card of the hand it lays off from is face up
        assert hand and all(card is not None and up for card, up in hand), hand
    # the first lay-off leaves a hand that holds every card the defender had
    assert {card for card, _up in leaving[0]} == set(engine.showdown["defender_hand"]) | {
        e.card for e in laid}
    # spread, its deadwood lies under a wash, its melds bright, as on the score panel
    spread = next(e for e in engine.hand_events if isinstance(e, Spread) and e.seat == 1)
    shown = table.others[1]
    assert spread.deadwood_cards, "this deal leaves the defender deadwood"
    assert {s.card for s in shown} == {c for m in spread.melds for c in m} | set(
        spread.deadwood_cards)
    assert {s.card for s in shown if table.card_tint(s)} == set(spread.deadwood_cards)
    # the feed names each lay-off once ("laid off 3 cards: five of spades, five of
    # spades, six of spades" when the turning replayed the first one)
    line = next(f.text for f in table.feed.hand_lines() if "laid off" in f.text)
    assert line.count(card_name(laid[0].card)) == 1, line
    table.rebuild_from_view()         # the same from the view alone (a resumed match)
    assert {s.card for s in table.others[1] if table.card_tint(s)} == set(
        spread.deadwood_cards)
