"""The Rami table driven with real pygame mouse and key events (dummy video driver)."""

from __future__ import annotations

import pygame

import game.ui.scenes  # noqa: F401 - registers the score panel a hand ends on (alone it failed)
from game.core.actions import CallRami, DeclineCall, LayOff, Meld
from game.core.events import HandScored
from game.players import make_player
from game.ui import i18n
from game.ui.probe import probe_draw
from game.ui.table.rami import RamiTable
from game.ui.table.rami_call import CALL_SECONDS
from tests.ui.conftest import card_point, click, drag, face_spy, key, press_and_move, release
from tests.ui_variants.helpers import find, play_until, session, settle, show


def my_discard_phase(engine) -> bool:
    return engine.phase == "discard" and engine.to_act == 0


def legal_layoffs(engine) -> list[LayOff]:
    return [a for a in engine.legal_actions() if isinstance(a, LayOff)]


def sprite_of(table, card):
    return next(s for s in table.hand if s.card == card)


def test_a_rami_session_gets_the_rami_table_and_a_hand_plays_to_the_scoring_screen(app):
    sess = session("rami", seats=4, seed=2, level="medium")
    table = show(app, sess, autoplayer=make_player("medium", seed=3))
    assert isinstance(table, RamiTable)
    engine = sess.engine
    for _ in range(40000):
        app.step()
        if app.scenes.top.name == "score":
            break
    assert app.scenes.top.name == "score"
    assert engine.phase in ("hand-over", "match-over")
    assert any(isinstance(e, HandScored) for e in engine.hand_events)
    # the table shows what the engine holds: every table meld, by owner
    view = engine.view(0)
    assert [(m.owner, sorted(c.index for c in m.cards)) for m in view.table_melds] == [
        (o, sorted(s.card.index for s in m)) for o, m in zip(table.meld_owner, table.melds,
                                                             strict=True)]
    # every other hand is shown face up at the end
    for seat in (1, 2, 3):
        assert [s.card for s in table.others[seat]] == list(engine.hands[seat])


def test_dragging_a_card_onto_a_meld_that_takes_it_lays_it_off(app):
    sess = find("rami", lambda e: my_discard_phase(e) and legal_layoffs(e))
    engine = sess.engine
    table = show(app, sess)
    settle(app, table)
    action = legal_layoffs(engine)[0]
    sprite = sprite_of(table, action.card)
    spots, _labels, _mw = table.meld_layout()
    target = spots[action.target].box.center
    press_and_move(app, card_point(table, sprite), target)
    # while dragging, the melds that accept the card light up, and only those
    lit = {idx for name, idx, _r, ok in table.press.targets if name == "meld" and ok}
    assert lit == {a.target for a in legal_layoffs(engine) if a.card == action.card}
    release(app, target)
    settle(app, table)
    assert engine.log[-1] == action
    assert action.card in engine.table[action.target][1]
    assert action.card not in [s.card for s in table.hand]
    assert action.card in [s.card for s in table.melds[action.target]]


def test_a_card_dropped_on_a_meld_that_does_not_take_it_glides_back(app):
    def position(e):
        if not my_discard_phase(e) or not e.table:
            return False
        return any(not e.is_legal(LayOff(c, i)) for c in e.hands[0]
                   for i in range(len(e.table)))

    sess = find("rami", position)
    engine = sess.engine
    table = show(app, sess)
    settle(app, table)
    card, idx = next((c, i) for c in engine.hands[0] for i in range(len(engine.table))
                     if not engine.is_legal(LayOff(c, i)))
    sprite = sprite_of(table, card)
    home = sprite.target.copy()
    log_before = list(engine.log)
    hand_before = list(engine.hands[0])
    table_before = [list(m[1]) for m in engine.table]
    spots, _labels, _mw = table.meld_layout()
    drag(app, card_point(table, sprite), spots[idx].box.center)
    settle(app, table)
    assert engine.log == log_before and engine.hands[0] == hand_before
    assert [list(m[1]) for m in engine.table] == table_before
    assert table.toast is not None                       # the engine's reason is shown
    assert sprite in table.hand and sprite.target == home  # back in its place
    assert not sprite.flying


def _meld_on_offer(app):
    """A Rami table at the player's discard with a meld to lay: (engine, table, that meld)."""
    sess = find("rami", lambda e: my_discard_phase(e) and any(
        isinstance(a, Meld) for a in e.legal_actions()))
    table = show(app, sess)
    settle(app, table)
    return sess.engine, table, next(a for a in sess.engine.legal_actions()
                                    if isinstance(a, Meld))


def _choose(app, table, cards) -> None:
    for card in cards:
        click(app, card_point(table, sprite_of(table, card)))
        settle(app, table)


def test_choosing_cards_and_dropping_them_on_the_table_lays_down_a_meld(app):
    engine, table, meld = _meld_on_offer(app)
    _choose(app, table, meld.cards)
    assert sorted(c.index for c in table.chosen_cards()) == sorted(c.index for c in meld.cards)
    assert table.b_meld.enabled
    area = table.meld_rect()
    spots, _labels, _mw = table.meld_layout()
    drop = next((x, y) for y in range(area.bottom - 8, area.top, -20)
                for x in range(area.right - 8, area.left, -20)
                if not any(s.box.inflate(30, 30).collidepoint((x, y)) for s in spots))
    melds_before = len(engine.table)
    drag(app, card_point(table, sprite_of(table, meld.cards[0])), drop)
    settle(app, table)
    assert len(engine.table) == melds_before + 1
    owner, cards = engine.table[-1]
    assert owner == 0 and sorted(c.index for c in cards) == sorted(c.index for c in meld.cards)
    assert not table.chosen
    assert [s.card for s in table.melds[-1]] == list(cards) and table.meld_owner[-1] == 0


def test_one_card_dropped_on_the_bare_table_is_refused(app):
    sess = find("rami", my_discard_phase)
    engine = sess.engine
    table = show(app, sess)
    settle(app, table)
    area = table.meld_rect()
    spots, _labels, _mw = table.meld_layout()
    drop = next((x, y) for y in range(area.bottom - 8, area.top, -20)
                for x in range(area.right - 8, area.left, -20)
                if not any(s.box.inflate(30, 30).collidepoint((x, y)) for s in spots))
    log_before = list(engine.log)
    drag(app, card_point(table, table.hand[0]), drop)
    settle(app, table)
    assert engine.log == log_before
    assert table.toast is not None and "meld" in table.toast[0].lower()


def called_to_human(e) -> bool:
    return e.phase == "call" and e.to_act == 0


def test_the_rami_window_opens_for_a_human_and_declines_when_time_runs_out(app):
    sess = find("rami", called_to_human, level="random", rami_call=True)
    engine = sess.engine
    table = show(app, sess)
    settle(app, table, until=table.call_open)
    assert table.b_rami.visible and table.b_rami.enabled
    assert "Rami!" in table.prompt()
    log_before = list(engine.log)
    for _ in range(5):          # a few quick frames: still open, nothing applied
        app.step()
    assert engine.log == log_before and table.call_open()
    table.update(CALL_SECONDS + 0.5)   # the countdown runs out
    assert engine.log[len(log_before):] == [DeclineCall()]
    assert not table.call_open()
    table._refresh_buttons()
    assert not table.b_rami.visible


def test_the_rami_windows_countdown_says_it_counts_seconds(app):
    """A bare "3" beside the draining bar read as a count of something: it says "3 s" (in
    French with a no-break space, "3\u00a0s")."""
    sess = find("rami", called_to_human, level="random", rami_call=True)
    table = show(app, sess)
    settle(app, table, until=table.call_open)
    table.update(CALL_SECONDS - 2.6)   # 2.6 seconds left: "3 s"
    assert table.call_open() and abs(table.call_left - 2.6) < 0.01

    def countdown() -> list[str]:
        surf = probe_draw(app.res, app.screen.get_size(), table.draw)
        bar_right = table.b_rami.rect.right
        return [m.label for m in surf.marks if m.kind == "text" and m.rect.left > bar_right
                and m.rect.top > table.b_rami.rect.bottom]

    assert "3 s" in countdown()
    i18n.set_language("fr")
    try:
        assert "3\u00a0s" in countdown()
    finally:
        i18n.set_language("en")


def test_pressing_rami_calls_and_the_called_card_is_laid_off_next(app):
    sess = find("rami", called_to_human, level="random", rami_call=True)
    engine = sess.engine
    table = show(app, sess)
    settle(app, table, until=table.call_open)
    card = engine.call_card
    click(app, table.b_rami.rect.center)
    assert engine.log[-1] == CallRami()
    assert engine.phase == "call-layoff" and engine.to_act == 0
    settle(app, table)
    assert card in [s.card for s in table.hand]
    # a click on the called card lays it off on a meld that takes it
    click(app, card_point(table, sprite_of(table, card)))
    settle(app, table)
    assert isinstance(engine.log[-1], LayOff) and engine.log[-1].card == card
    assert engine.phase == "call-discard"


def test_the_rami_window_shows_only_when_the_engine_offers_the_call_to_a_human(app):
    ai_offers = human_offers = windows = 0
    for seed in range(1, 40):
        # random computer players discard cards that fit the table, so calls come often;
        # a seat's call comes only from another's discard: play the seeds with offers
        probe = session("rami", seats=3, seed=seed, level="random", rami_call=True)
        if not play_until(probe, lambda e: e.phase == "call" or e.phase == "hand-over",
                          make_player("medium", seed=seed)) or probe.engine.phase != "call":
            continue
        sess = session("rami", seats=3, seed=seed, level="random", rami_call=True)
        table = show(app, sess, autoplayer=make_player("medium", seed=seed))
        engine = sess.engine
        answered: list[tuple[int, object]] = []
        original = engine.apply

        def recording(action, engine=engine, original=original, answered=answered):
            if engine.phase == "call":
                answered.append((engine.to_act, action))
            return original(action)

        engine.apply = recording
        for _ in range(30000):
            app.step()
            if table.b_rami.visible:
                assert engine.phase == "call" and sess.is_human(engine.to_act)
            if engine.phase == "call" and not sess.is_human(engine.to_act):
                assert not table.call_open() and not table.b_rami.visible
            if app.scenes.top.name == "score":
                break
        # one window per offer to the human, none for the computers' offers
        human = [a for seat, a in answered if seat == 0]
        assert table.windows_opened == len(human)
        ai_offers += len(answered) - len(human)
        human_offers += len(human)
        windows += table.windows_opened
        app.scenes.clear_to(table)
        app.scenes.pop()
        if ai_offers and human_offers:
            break
    assert ai_offers and human_offers and windows == human_offers


def test_keyboard_choose_and_meld(app):
    sess = find("rami", lambda e: my_discard_phase(e) and any(
        isinstance(a, Meld) for a in e.legal_actions()), seeds=range(20, 90))
    engine = sess.engine
    table = show(app, sess)
    settle(app, table)
    meld = next(a for a in engine.legal_actions() if isinstance(a, Meld))
    from tests.ui.conftest import key

    key(app, pygame.K_DOWN)
    for card in meld.cards:
        while table.selected.card != card:
            before = table.selected
            key(app, pygame.K_RIGHT)
            if table.selected is before:      # at the right end: start again on the left
                for _ in range(len(table.hand)):
                    key(app, pygame.K_LEFT)
        key(app, pygame.K_SPACE)
    assert sorted(c.index for c in table.chosen_cards()) == sorted(c.index for c in meld.cards)
    key(app, pygame.K_m)
    settle(app, table)
    assert engine.log[-1] == Meld(tuple(table.solver.order_meld(list(meld.cards))))


def test_restock_button_turns_the_pile_over_when_the_stock_is_empty(app):
    from game.core.actions import Restock

    sess = find("rami", lambda e: e.phase == "draw" and e.to_act == 0 and not e.stock,
                level="random")
    engine = sess.engine
    table = show(app, sess)
    settle(app, table)
    assert table.b_restock.visible and table.b_restock.enabled
    assert "restock" in table.prompt().lower()
    pile = len(engine.pile)
    click(app, table.b_restock.rect.center)
    settle(app, table)
    assert Restock() in engine.log[-2:]
    assert table.stock == len(engine.stock) and len(engine.stock) >= pile - 1


def test_arret_stop_button_ends_the_hand(app):
    from game.core.actions import Stop

    sess = find("rami", lambda e: e.phase == "draw" and e.to_act == 0 and not e.stock,
                level="random", rami_arret=True)
    engine = sess.engine
    table = show(app, sess)
    settle(app, table)
    assert table.b_stop.visible and table.b_stop.enabled and not table.b_restock.visible
    click(app, table.b_stop.rect.center)
    assert engine.log[-1] == Stop()
    assert engine.phase in ("hand-over", "match-over")


def test_hot_seat_rami_hands_over_between_people_and_shows_no_wrong_hand(app, monkeypatch):
    sess = session("rami", seats=3, seed=4, humans=(0, 1), level="medium")
    table = show(app, sess, autoplayer=make_player("medium", seed=9))
    engine = sess.engine
    faces = face_spy(monkeypatch, app.res)
    handovers = 0
    for _ in range(40000):
        faces.clear()
        app.scenes.mark_dirty()
        app.step()
        top = app.scenes.top
        if top.name == "handover":
            assert faces == [], "a card face was drawn on the hand-over screen"
            handovers += 1
            click(app, top.b_show.rect.center)
            continue
        if top is table and engine.phase not in ("hand-over", "match-over"):
            public = set(engine.discards_seen) | {c for m in engine.table for c in m[1]}
            mine = set(engine.hands[table.viewer]) if table.viewer is not None else set()
            for card in faces:
                assert card in mine or card in public, \
                    f"{card} drawn face up for seat {table.viewer}"
        if top.name == "score":
            break
    assert app.scenes.top.name == "score"
    assert handovers >= 2


def test_a_newcomers_melds_go_after_the_others_which_keep_their_places(app):
    """Computer 3's twos lay right of Computer 1's threes; when Computer 2 laid down, its
    meld took that place (seat order) and the twos jumped to a second row. The owners now
    keep the order they first laid down in, so a newcomer's melds come after theirs."""
    sess = session("rami", seats=4, seed=2, level="medium")
    table = show(app, sess)
    settle(app, table)
    four = list(table.hand[:4])
    table.melds, table.meld_owner = [four, four], [1, 3]
    _spots, before, mw = table.meld_layout()
    table.melds, table.meld_owner = [four, four, four], [1, 3, 2]
    spots, after, mw_after = table.meld_layout()
    assert mw_after == mw
    assert after[1] == before[1] and after[3] == before[3]
    assert spots[0].box == _spots[0].box and spots[1].box == _spots[1].box
    # the newcomer reads after them: right of or below the last owner
    assert (after[2][1], after[2][0]) > (after[3][1], after[3][0])


def test_meld_lights_only_for_cards_that_make_a_meld_and_its_key_says_why_not(app):
    """Meld lit for 2♥ 2♣ 5♠ and was refused only once pressed (a play-tester)."""
    engine, table, meld = _meld_on_offer(app)
    solver = table.solver
    hand = list(engine.hands[0])
    junk = next((a, b, c) for a in hand for b in hand for c in hand
                if len({a, b, c}) == 3 and not engine.is_legal(
                    Meld(tuple(solver.order_meld([a, b, c])))))
    _choose(app, table, junk)
    assert len(table.chosen_cards()) == 3 and not table.b_meld.enabled
    assert table.prompt().startswith("3 cards chosen: not a meld")   # not "Meld (M)"
    log = list(engine.log)
    key(app, pygame.K_m)
    assert table.toast is not None and engine.log == log   # why not, and nothing laid
    _choose(app, table, junk)   # unchosen again
    _choose(app, table, meld.cards)
    assert table.b_meld.enabled
