"""Coaching at the table: when Hint and Undo are offered, what H shows, what an undo restores,
the review from the score screen, and the statistics' coach line."""

from __future__ import annotations

import dataclasses
import time

import pygame
import pytest

import game.ui.scenes  # noqa: F401 - the scenes register themselves
from game.coach import usage
from game.coach.hint import hard_choice, hint_seed
from game.core.actions import DISCARD_PILE, STOCK, Discard, Draw
from game.core.phase import OVER_PHASES
from game.persist import stats as stats_store
from game.persist.saves import autosave_path, load_match, save_match
from game.players import make_player
from game.ui.audio import quit_pygame
from game.ui.feed_words import MoveFeed
from game.ui.persistence import attach
from game.ui.scenes.stats import coach_text
from game.ui.session import Session
from tests.ui.conftest import key
from tests.ui_variants.helpers import TextSpy, play_until, session, settle, show


def at_table(app, sess):
    table = show(app, sess)
    settle(app, table)
    return table


def test_against_the_computer_hint_is_offered_and_undo_only_when_setup_allowed_it(app):
    plain = at_table(app, session("classic", seed=3))
    assert plain.b_hint.visible and plain.b_hint.enabled
    assert not plain.b_undo.visible   # every match is counted: undo needs the setup switch
    app.scenes.pop()
    sess = session("classic", seed=3)
    usage.enable_undo(sess.match)
    allowed = at_table(app, sess)
    assert allowed.b_hint.visible and allowed.b_undo.visible


def test_hot_seat_has_no_undo_and_hints_only_when_every_player_agreed(app):
    sess = Session.create("classic", {}, "hotseat", ["Ann", "Bob"], seed=3)
    usage.enable_undo(sess.match)  # even with the switch, hot-seat has no undo
    table = show(app, sess)
    table.set_viewer(sess.view(None).to_act or 0)
    table._refresh_buttons()
    assert not table.b_hint.visible and not table.b_undo.visible
    app.scenes.pop()
    agreed = Session.create("classic", {}, "hotseat", ["Ann", "Bob"], seed=3)
    usage.agree_hints(agreed.match)
    table = show(app, agreed)
    table._refresh_buttons()
    assert table.b_hint.visible and not table.b_undo.visible


@pytest.mark.parametrize("variant,seats", [("classic", 2), ("oklahoma", 2), ("gin-rami", 2),
                                           ("three-player", 3), ("rami", 2), ("rami", 3)])
def test_h_shows_hards_choice_from_the_view_with_its_cards_in_the_reason(app, variant, seats):
    sess = session(variant, seats, seed=5)
    play_until(sess, lambda e: e.to_act == 0 and e.phase in ("discard", "draw", "offer"))
    table = at_table(app, sess)
    key(app, pygame.K_h)
    shown = table.shown_hint()
    assert shown is not None
    view, legal = table.state, table.legal()
    assert shown.action == hard_choice(view, legal, hint_seed(view))
    text = table.coach_note[1]
    for card in shown.highlight[:1]:
        from game.ui.coach_words import card_name
        assert card_name(card) in text
    assert sess.match.meta[usage.HINTS] == 1
    # the highlight is drawn: a hinted hand card gets the hint colour around it
    app.step()
    table.draw(app.screen)
    assert table.coach_note[0] == table.state_no


def _undo_table(app, seed=3):
    sess = session("classic", seed=seed)
    usage.enable_undo(sess.match)
    play_until(sess, lambda e: e.to_act == 0 and e.phase == "draw" and e.view(0).discard_top is not None)
    return sess, at_table(app, sess)


def test_the_undo_note_is_worded_in_the_language_of_the_moment(app, monkeypatch):
    """The note after an undo kept the language it was made in after a switch in the
    settings (a hint is worded again when drawn; the undo note now is too)."""
    from game.ui import i18n

    sess, table = _undo_table(app)
    table.perform(Draw(DISCARD_PILE))
    settle(app, table, until=lambda: table.settled and table.state.phase == "discard")
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert table.coach_note is not None and table.coach_note[1].startswith("Taken back")
    spy = TextSpy(monkeypatch, app.res)
    try:
        i18n.set_language("fr")
        app.scenes.mark_dirty()
        app.step()
        assert spy.any("Coup repris"), [t for t in spy.seen if "aken" in t]
        assert not spy.any("Taken back")
    finally:
        i18n.set_language("en")


def test_undo_restores_the_view_before_taking_the_discard_and_leaves_nothing_stale(app):
    sess, table = _undo_table(app)
    before = table.state
    log = len(sess.engine.log)
    hand_so_far = MoveFeed(table.names, 0)
    for event in sess.view(0).events:
        hand_so_far.note(event)
    lines_before = [line.text for line in hand_so_far.hand_lines()]
    table.perform(Draw(DISCARD_PILE))
    settle(app, table, until=lambda: table.settled and table.state.phase == "discard")
    took = table.feed.lines()[-1]
    assert took.seat == 0 and took.took is not None
    settle(app, table, until=lambda: table.settled and table.state.phase == "discard")
    assert table.b_undo.enabled
    table.selected = table.hand[0]
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(sess.engine.log) == log
    after = table.state
    assert after.hand == before.hand and after.discard_top == before.discard_top
    assert after.phase == before.phase
    assert sorted(s.card for s in table.hand) == sorted(before.hand)
    assert table.pile and table.pile[-1].card == before.discard_top
    assert not table.queue and not table.anim.busy and table.banner is None
    assert table.selected is None and table.toast is None
    assert sess.match.meta[usage.UNDOS] == 1
    # the note names the card given back, not the order "Take the top discard"
    from game.ui.coach_words import card_name
    assert table.coach_note[1] == (f"Taken back: the {card_name(before.discard_top)} is on "
                                   "the discard pile again")
    # the feed and the hand's log forget the move taken back (it said "You took …")
    assert [line.text for line in table.feed.hand_lines()] == lines_before
    # once the hand has landed again it is a fresh turn: a hint can be asked for
    settle(app, table)
    assert table.b_hint.enabled


def test_after_an_undo_at_normal_speed_the_hint_comes_back_once_the_cards_land(app):
    app.settings = dataclasses.replace(app.settings, speed="normal")
    sess, table = _undo_table(app, seed=11)   # the taken card is sorted into the hand
    table.perform(Draw(DISCARD_PILE))
    settle(app, table, until=lambda: table.settled and table.state.phase == "discard")
    table.on_undo()
    settle(app, table)
    assert table.my_turn and table.legal() and table.b_hint.enabled


def test_undo_never_crosses_a_stock_draw(app):
    sess, table = _undo_table(app)
    table.perform(Draw(STOCK))
    settle(app, table, until=lambda: table.settled and table.state.phase == "discard")
    log = list(sess.engine.log)
    table._refresh_buttons()
    assert not table.b_undo.enabled
    table.on_undo()
    assert list(sess.engine.log) == log


def test_a_save_after_an_undo_continues_from_the_shorter_log(app, tmp_path):
    sess, table = _undo_table(app)
    table.perform(Draw(DISCARD_PILE))
    settle(app, table, until=lambda: table.settled and table.state.phase == "discard")
    table.on_undo()
    path = save_match(sess.match, tmp_path / "s.json")
    loaded = load_match(path)
    assert [str(a) for a in loaded.engine.log] == [str(a) for a in sess.engine.log]
    assert loaded.meta.get(usage.UNDOS) == 1 and loaded.meta.get(usage.UNDO_ENABLED)
    assert loaded.meta["undos"][0]["undone"] == ["draw discard"]
    # the continued match plays on from there
    view = loaded.engine.view(0)
    assert view.hand == table.state.hand
    loaded.apply_human(Draw(STOCK))


def test_the_autosave_follows_the_undo(app):
    attach(app)
    sess, table = _undo_table(app)
    app.session = sess
    app.step()   # the persistence attaches the autosave
    table.perform(Draw(DISCARD_PILE))
    settle(app, table, until=lambda: table.settled and table.state.phase == "discard")
    table.on_undo()
    assert load_match(autosave_path()).engine.log == sess.engine.log


def test_review_from_the_score_screen_runs_on_a_thread_and_shows_at_most_five(app):
    sess = session("classic", seed=3)
    table = show(app, sess, autoplayer=make_player("easy", seed=2))
    for _ in range(30000):
        app.step()
        if app.scenes.top.name == "score":
            break
    score = app.scenes.top
    assert score.name == "score" and score.b_review.visible
    assert table.review_record() is not None
    score.on_review()
    review = app.scenes.top
    assert review.name == "review"
    for _ in range(3000):     # poll as the window does; the thread does the work
        app.step()
        if review.done:
            break
        time.sleep(0.01)
    assert review.done and "result" in review.box
    costly = review.box["result"]
    assert len(costly) <= 5 and all(d.cost >= 0 for d in costly)
    spy = []
    original = app.res.text
    app.res.text = lambda t, *a, **k: (spy.append(t), original(t, *a, **k))[1]
    review.draw(app.screen)
    del app.res.text
    lines = [t for t in spy if t.startswith("You chose") or t == "No costly decisions"]
    assert 1 <= len(lines) <= 5
    review.on_back()
    assert app.scenes.top is score


def test_no_review_button_in_hot_seat(app):
    sess = Session.create("classic", {}, "hotseat", ["Ann", "Bob"], seed=3)
    table = show(app, sess)
    assert table.review_record() is None


def test_statistics_show_hints_undos_and_matches_with_undo(app, monkeypatch):
    record = stats_store.Record(matches_played=2, hints_used=3, undos=1, matches_with_undo=1)
    text = coach_text(record)
    assert "3 hints" in text and "1 undo" in text and "1 match played with undo" in text
    assert coach_text(stats_store.Record(matches_played=2)) == ""
    stats = stats_store.Stats()
    r = stats.get("classic", "ai-medium")
    r.matches_played, r.hints_used, r.undos, r.matches_with_undo = 2, 3, 1, 1
    stats_store.save_stats(stats)
    app.clear_to_scene("stats")
    spy = TextSpy(monkeypatch, app.res)
    app.scenes.top.draw(app.screen)
    assert spy.any("1 match played with undo") and spy.any("3 hints")


def test_a_finished_match_counts_its_hints_and_undos(app):
    sess = session("classic", seed=3)
    usage.enable_undo(sess.match)
    usage.note_hint(sess.match)
    sess.match.meta[usage.UNDOS] = 2
    play_until(sess, lambda e: e.is_over, chooser=make_player("easy", seed=1), limit=20000)
    stats = stats_store.record_finished_match(sess.match, 0)
    r = stats.total()
    assert (r.hints_used, r.undos, r.matches_with_undo) == (1, 2, 1)


def test_setup_switch_turns_undo_on_for_the_match(app):
    app.clear_to_scene("setup")
    setup = app.scenes.top
    setup.set_coach(True)
    setup.start(confirmed=True)
    table = app.scenes.top
    assert table.session.match.meta.get(usage.UNDO_ENABLED)
    settle(app, table, until=lambda: table.settled)
    table._refresh_buttons()
    assert table.b_undo.visible


def test_the_hand_record_forgets_undone_decisions(app):
    sess, table = _undo_table(app)
    table.perform(Draw(DISCARD_PILE))
    settle(app, table, until=lambda: table.settled and table.state.phase == "discard")
    taken = len(sess.engine.log) - 1
    decisions = table.coach_record.decisions
    assert decisions and decisions[-1].played == Draw(DISCARD_PILE) and decisions[-1].at == taken
    table.on_undo()
    assert len(sess.engine.log) == taken
    assert table.coach_record.decisions == decisions[:-1]   # the earlier ones stay
    assert table.phase not in OVER_PHASES


@pytest.mark.parametrize("variant", ["classic", "rami"])
@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_the_hint_and_its_buttons_touch_no_text_and_no_card(variant, size):
    from game.ui.app import App
    from game.ui.probe import Ledger, ProbeSurface, problems
    from game.ui.settings_model import Settings

    app = App(size, settings=Settings(speed="instant"))
    app.running = True
    try:
        sess = session(variant, seed=3)
        usage.enable_undo(sess.match)
        play_until(sess, lambda e: e.to_act == 0 and e.phase == "discard")
        table = at_table(app, sess)
        table.on_hint()
        assert table.b_hint.visible and table.b_undo.visible
        ledger = Ledger()
        ledger.install(app.res)
        surface = ProbeSurface(size, ledger)
        table.draw(surface)
        ledger.uninstall(app.res)
        mine = (table.coach_note[1], "Hint", "Undo")
        found = [p for p in problems(surface.marks, size) if any(t in p for t in mine)]
        assert not found, found
        rects = [table.b_hint.rect, table.b_undo.rect] + [
            b.rect for b in table.widgets.widgets
            if b.visible and b.rect.height and b not in (table.b_hint, table.b_undo)]
        assert not any(rects[i].colliderect(rects[j]) for i in range(2)
                       for j in range(len(rects)) if i != j)
    finally:
        quit_pygame()


def test_setup_switch_in_hot_seat_is_the_players_agreement_to_hints(app):
    app.clear_to_scene("setup")
    setup = app.scenes.top
    setup.set_mode("hotseat")
    assert "Hints" in setup.c_coach.label
    setup.set_coach(True)
    setup.start(confirmed=True)
    table = app.scenes.top
    meta = table.session.match_meta
    assert meta.get(usage.HINTS_AGREED) and not meta.get(usage.UNDO_ENABLED)
    assert table.hint_offered() and not table.undo_offered()


def test_rami_hints_speak_of_unmelded_points_not_gin_deadwood(app):
    """Rami's table says "unmelded"; its hints said "deadwood 55 → 27" (a Gin word, seen in a
    real window). Over the player's turns of a hand, no Rami hint says "deadwood", and the
    ones that count points say "unmelded"."""
    sess = session("rami", 3, seed=5)
    texts: list[str] = []
    for _ in range(12):
        if not play_until(sess, lambda e: e.to_act == 0 and e.phase in ("discard", "draw")):
            break
        table = at_table(app, sess)
        key(app, pygame.K_h)
        texts.append(table.coach_note[1])
        app.scenes.pop()
        sess.match.apply_human(table.shown_hint().action)
    assert len(texts) >= 4
    assert not [t for t in texts if "deadwood" in t], texts
    assert [t for t in texts if "unmelded" in t], texts


def _outlined(surface, rect, width, grow) -> bool:
    """Whether the hint colour rings `rect` as `_draw_marks` draws it (`width` px wide,
    around `rect` grown by `grow`)."""
    from game.ui.table.coaching import HINT_COLOUR

    ring = pygame.Rect(rect).inflate(grow, grow)
    x, y = ring.centerx, ring.top + width // 2
    return tuple(surface.get_at((x, y)))[:3] == HINT_COLOUR


def test_a_hint_to_draw_from_the_stock_outlines_the_stock_not_the_pile_card(app):
    """"Draw from the stock - the king of hearts would leave deadwood 50": the stock and the
    king were outlined alike, which read as "take both". Only the stock is outlined now; the
    words still name the king."""
    from game.ui.coach_words import card_name

    for seed in range(1, 40):
        sess = session("classic", seed=seed)
        play_until(sess, lambda e: e.to_act == 0 and e.phase == "draw"
                   and e.view(0).discard_top is not None)
        view = sess.view(0)
        if hard_choice(view, sess.legal_actions(0), hint_seed(view)) == Draw(STOCK):
            break
    else:
        pytest.fail("no seed where hard draws from the stock")
    table = at_table(app, sess)
    key(app, pygame.K_h)
    shown = table.shown_hint()
    assert shown.action == Draw(STOCK) and view.discard_top in shown.highlight
    assert card_name(view.discard_top) in table.coach_note[1]
    assert shown.marked == ()
    app.step()
    table.draw(app.screen)
    width = max(2, app.layout.px(4))
    top = table.pile[-1]
    assert top.card == view.discard_top
    assert not _outlined(app.screen, top.draw_rect, width, width * 2)
    assert _outlined(app.screen, table.stock_rect(), width, width * 4)


def test_hint_rings_stop_where_the_next_card_covers_them(app):
    """The guide's "these cards already make a meld" drew a full ring round each of the three
    fanned cards: the rings crossed each other and the third ran onto the card after the meld,
    which read as marking it too. Neighbours now share one ring, and a ring ends where an
    unmarked card covers it; the pixels of that card's top edge stay clear of the hint's
    colour."""
    from game.ui.table.coaching import HINT_COLOUR

    sess = session("classic", seed=3)
    play_until(sess, lambda e: e.to_act == 0 and e.phase == "discard")
    table = at_table(app, sess)
    hand = [s for s in table.hand if not s.flying]
    assert len(hand) >= 8 and all(a.draw_rect.right > b.draw_rect.left
                                  for a, b in zip(hand, hand[1:], strict=False))
    width = max(2, app.layout.px(4))
    run = {s.card for s in hand[2:5]}
    boxes = table._mark_boxes(run, width * 2, app.layout.px(3))
    assert len(boxes) == 1
    after = pygame.Rect(hand[5].draw_rect)
    assert boxes[0].right <= after.left and boxes[0].left < hand[2].draw_rect.left
    # drawn: one marked card in the middle of the fan leaves its neighbour's edge clear
    app.step()
    table.draw(app.screen)
    table._draw_marks(app.screen, (hand[3].card,), None)
    covered_by_old_ring = (int(hand[3].draw_rect.right) + width // 2,
                           int(hand[4].draw_rect.top) + 2 * width)
    assert hand[4].draw_rect.collidepoint(covered_by_old_ring)
    assert tuple(app.screen.get_at(covered_by_old_ring))[:3] != HINT_COLOUR
    assert _outlined(app.screen, pygame.Rect(hand[3].draw_rect.left, hand[3].draw_rect.top,
                                             hand[4].draw_rect.left - hand[3].draw_rect.left,
                                             hand[3].draw_rect.height), width, width * 2)


@pytest.mark.parametrize("variant", ["classic", "rami"])
def test_a_refusal_is_read_over_a_hint_then_the_hint_comes_back(app, variant):
    """With a hint on the table, a refused move's reason was drawn under the hint's line in
    the same place: the red edge peeked out and the reason could not be read. The refusal
    shows while it lasts; the hint's line comes back once it has gone."""
    from game.ui.probe import probe_draw

    sess = session(variant, seed=3)
    play_until(sess, lambda e: e.to_act == 0 and e.phase == "discard")
    table = at_table(app, sess)
    table.on_hint()
    hint = table.coach_note[1]
    key(app, pygame.K_s)                 # drawing again: refused, the hand is to discard
    assert table.toast is not None
    refusal = table.toast[0]

    def drawn() -> set[str]:   # the lines long enough to be the hint's or the refusal's
        marks = probe_draw(app.res, app.screen.get_size(), table.draw).marks
        return {m.label for m in marks if m.kind == "text" and len(m.label) >= 15}

    texts = drawn()
    assert any(t in refusal for t in texts) and not any(t in hint for t in texts)
    table.clear_toast()
    assert any(t in hint for t in drawn())


def test_a_refusal_keeps_the_loop_awake_for_its_time(app):
    """The window sleeps on its event queue when nothing moves, and an idle step counted at
    most 0.1 s of a 0.25 s wait: a refusal meant for 3.5 s stayed about 9 s (seen under
    Xvfb). While a timed message shows, the table is busy, so its time is the clock's."""
    table = at_table(app, session("classic", seed=3))
    for _ in range(2000):           # the bubbles of the deal and the first moves go
        app.step()
        if not table.busy:
            break
    assert not table.busy
    table.refuse("Wait for your turn.")
    assert table.busy
    app.step()
    assert not app._idle            # the next step does not sleep on the event queue
    table.clear_toast()
    assert not table.busy


def test_z_on_a_greyed_undo_says_why(app):
    """After a stock draw Z did nothing and the button was only greyed (a play-tester): the
    key of a greyed Undo says why, as Ctrl+Z did."""
    sess, table = _undo_table(app)
    table.perform(Draw(STOCK))
    settle(app, table, until=lambda: table.settled and table.state.phase == "discard")
    table._refresh_buttons()
    assert not table.b_undo.enabled and table.toast is None
    key(app, pygame.K_z)
    assert table.toast is not None and "Nothing to take back" in table.toast[0]


def test_the_hinted_card_stands_up_for_enter(app):
    """Down and Enter after H played the hand's first card, not the hinted one (a
    play-tester): the hinted discard is the keyboard's choice."""
    sess = session("classic", seed=3)
    table = at_table(app, sess)
    engine = sess.engine
    while engine.phase != "discard":
        if engine.phase == "offer":
            key(app, pygame.K_p)
        else:
            key(app, pygame.K_s)
        settle(app, table)
    key(app, pygame.K_h)
    hinted = table.shown_hint()
    assert hinted is not None and isinstance(hinted.action, Discard)
    assert table.selected is not None and table.selected.card == hinted.action.card
    key(app, pygame.K_RETURN)
    settle(app, table)
    assert hinted.action.card not in engine.hands[0]
    assert any(a == hinted.action for a in engine.log)


def _hinted(kind):
    from game.coach.hint import hint

    def cond(e) -> bool:
        if e.to_act != 0 or e.phase != "discard":
            return False
        return isinstance(hint(e.view(0), e.legal_actions()).action, kind)
    return cond


def test_enter_after_a_knock_hint_knocks_and_after_a_draw_hint_draws(app):
    """H then Enter threw a gin away: the hinted knock card only stood up and Enter
    discarded it (a play-tester, four turns running). A knock or gin hint now focuses its
    button, out of knock mode (`test_hint_advises`): Enter presses Knock, as K, with the
    hinted card chosen, and Enter again knocks with it; a draw hint chooses the stock or the
    pile for Enter."""
    from game.core.actions import Knock

    for seed in range(3, 30):
        sess = session("classic", seed=seed)
        if play_until(sess, _hinted(Knock), limit=400):
            break
    else:
        pytest.fail("no knock hinted")
    table = at_table(app, sess)
    key(app, pygame.K_h)
    hinted = table.shown_hint().action
    assert isinstance(hinted, Knock) and not table.knock_mode
    key(app, pygame.K_RETURN)
    if table.knock_mode:   # Knock pressed (a gin's button goes gin at once)
        assert table.selected.card == hinted.card
        key(app, pygame.K_RETURN)
    assert any(isinstance(a, Knock) and a.card == hinted.card for a in sess.engine.log)
    app.scenes.clear_to(app.scenes.stack[0])
    sess = session("classic", seed=3)
    play_until(sess, lambda e: e.to_act == 0 and e.phase == "draw")
    table = at_table(app, sess)
    key(app, pygame.K_h)
    drawn = table.shown_hint().action
    assert isinstance(drawn, Draw)
    size = len(sess.engine.log)
    key(app, pygame.K_RETURN)
    assert len(sess.engine.log) == size + 1 and sess.engine.log[-1] == drawn
    assert table.focus_area == "hand"    # (it stayed on the stock through the discard)


def test_polish_hint_and_undo_take_a_row_each_rather_than_shrink(app):
    """Side by side, Polish "Podpowiedź" read at 9 px beside "Cofnij" under full-size sort
    buttons at 1280x720 (a play-tester): where the column has room, one row each."""
    from game.ui import i18n

    i18n.set_language("pl")
    try:
        sess, table = _undo_table(app)
        table._refresh_buttons()
        table._place_buttons()
        assert table.b_hint.visible and table.b_undo.visible
        assert table.b_hint.rect.width == table.b_undo.rect.width == table.b_rank.rect.width
        assert table.b_hint.rect.bottom <= table.b_undo.rect.top
    finally:
        i18n.set_language("en")


def test_the_setup_remembers_allow_undo_but_not_hot_seat_hints(app):
    """"Allow undo" is kept for the next setup (the one opened from Pause showed it off in a
    match that allowed undo); hot-seat hints are agreed anew by new players (the same ones
    keep theirs: test_hint_consent), and one switch never carries the other's value."""
    app.clear_to_scene("setup")
    setup = app.scenes.top
    setup.set_mode("ai")
    setup.set_coach(True)
    setup.start(confirmed=True)
    assert app.scenes.top.session.match_meta.get(usage.UNDO_ENABLED)
    assert app.settings.allow_undo
    app.push_scene("setup")
    again = app.scenes.top
    assert again.name == "setup" and again.c_coach.value is True
    again.set_mode("hotseat")
    assert "Hints" in again.c_coach.label and again.c_coach.value is False
    again.set_coach(True)
    again.set_mode("ai")
    assert again.c_coach.value is True
    again.set_coach(False)
    again.set_mode("hotseat")
    assert again.c_coach.value is True   # the hints' own switch, as just set


def test_undo_is_not_lit_once_the_hand_is_over(app, monkeypatch):
    """Undo stood lit under "The hand is over" (a play-tester, 4-player Rami): nothing is
    taken back once the hand is over, whatever the log's tail."""
    from game.core.phase import OVER_PHASES

    sess = session("classic", seed=3)
    usage.enable_undo(sess.match)
    play_until(sess, lambda e: e.phase in OVER_PHASES)
    monkeypatch.setattr(type(sess), "can_undo", lambda self, seat: True)
    table = at_table(app, sess)
    table._refresh_buttons()
    assert table.b_undo.visible and not table.b_undo.enabled
