"""Autosave and Continue through the UI: a match started from the setup screen is saved after
every action; after a restart "Continue" resumes the very same engine state; a corrupt or
wrong-version save is reported on the menu and moved aside; a finished match is counted in the
statistics and its save is discarded."""

from __future__ import annotations

import json
import logging
import time

import pygame
import pytest

from game.core.events import HandScored, HandVoid
from game.persist import saves as save_store
from game.persist import stats as stats_store
from game.players import make_player
from game.ui.session import Session
from tests.ui_flow.conftest import click_widget, key, shutdown, widget


def start_new_game(app):
    click_widget(app, "new")
    assert app.scenes.top.name == "setup"
    click_widget(app, "start")
    table = app.scenes.top
    assert table.name == "table"
    return table


def play_until(app, table, done, limit: int = 20000) -> None:
    for _ in range(limit):
        app.step()
        if done():
            return
        time.sleep(0.0002)
    raise AssertionError(f"not reached: phase {table.session.engine.phase}, top {app.scenes.top.name}")


def human_waiting(app, table) -> bool:
    return (app.scenes.top is table and table.settled and not table.intents
            and table.session.engine.to_act == 0 and table.ai_future is None)


def test_continue_resumes_the_same_engine_state_mid_hand(launched):
    app = launched()
    table = start_new_game(app)
    table.autoplayer = make_player("easy", seed=3)
    # play (the human seat through the table's own input paths) well into the first hand
    play_until(app, table, lambda: len(table.session.engine.log) >= 9)
    table.autoplayer = None
    play_until(app, table, lambda: human_waiting(app, table))
    assert table.session.engine.phase in ("draw", "discard", "offer")   # a hand in progress
    before = table.session.engine.view(0)
    log = list(table.session.engine.log)
    session = table.session
    assert save_store.has_saved_match()
    shutdown(app)

    again = launched()
    menu = again.scenes.top
    assert menu.name == "menu" and widget(menu, "continue").enabled
    # Continue's tooltip says which match it resumes
    you, them = before.totals
    points = {n: f"{n} point" + ("" if n == 1 else "s") for n in (you, them)}
    assert widget(menu, "continue").tooltip.replace("\u00a0", " ") == (
        f"Return to Gin Rummy (classic), hand {before.hand_no}. You: {points[you]}, "
        f"{session.names[1]}: {points[them]}")
    click_widget(again, "continue")
    resumed = again.scenes.top
    assert resumed.name == "table"
    assert list(resumed.session.engine.log) == log
    assert resumed.session.engine.view(0) == before
    s = resumed.session
    assert (s.variant, s.names, s.seats, s.mode) == (session.variant, session.names,
                                                    session.seats, session.mode)
    # and the resumed match goes on and is saved again
    play_until(again, resumed, lambda: human_waiting(again, resumed))
    resumed.autoplayer = make_player("easy", seed=4)
    n = len(resumed.session.engine.log)
    play_until(again, resumed, lambda: len(resumed.session.engine.log) > n + 1)
    saved = save_store.read_document(save_store.autosave_path())  # snapshot + journal
    assert saved["log"] == [str(a) for a in resumed.session.engine.log]


def test_corrupt_save_is_reported_moved_aside_and_a_new_game_starts(launched):
    path = save_store.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format": 1, "variant": "classic", "log": ["next", "dra', encoding="utf-8")
    app = launched()
    assert any("saved match" in n for n in app.notices)
    assert not path.exists()
    assert len(list(path.parent.glob("autosave.json.corrupt-*"))) == 1
    menu = app.scenes.top
    assert not widget(menu, "continue").enabled
    menu.dirty = True
    app.step()
    assert menu.notices_shown == app.notices
    table = start_new_game(app)
    play_until(app, table, lambda: table.session.engine.phase not in ("start",))
    assert save_store.has_saved_match()


def test_save_from_a_newer_version_is_refused_with_a_reason(launched):
    session = Session.create("classic", {}, "ai", ["Ann", "Bot"], "easy", seed=4)
    session.match.next_hand()
    save_store.save_match(session.match)
    path = save_store.autosave_path()
    data = json.loads(path.read_text(encoding="utf-8"))
    data["format"] = 99
    path.write_text(json.dumps(data), encoding="utf-8")
    app = launched()
    assert any("newer version" in n for n in app.notices)
    assert not path.exists() and list(path.parent.glob("autosave.json.corrupt-*"))
    assert app.session is None
    click_widget(app, "continue")         # disabled: nothing happens
    assert app.scenes.top.name == "menu"


def test_a_finished_match_is_counted_once_and_its_save_discarded(launched):
    app = launched()
    session = Session.create("classic", {"target": 100}, "ai", ["Ann", "Bot"], "easy", seed=11)
    app.on_new_session(session)
    match = session.match
    me = make_player("easy", seed=5)
    while not match.is_over:
        if match.human_to_act():
            match.apply_human(me.choose(match.engine.view(0), match.engine.legal_actions()))
        else:
            match.step()
        if not match.is_over:
            assert save_store.has_saved_match()
    assert not save_store.has_saved_match()
    hands = stats_store.split_hands(match.engine.events)
    counted = [h for h in hands if any(isinstance(e, HandScored) for e in h)
               and not any(isinstance(e, HandVoid) for e in h)]
    won = sum(1 for h in counted if next(e for e in h if isinstance(e, HandScored)).winner == 0)
    record = stats_store.load_stats().get("classic", "ai-easy")
    assert record.matches_played == 1 and record.hands_played == len(counted)
    assert record.hands_won == won
    assert record.matches_won == (1 if match.engine.events[-1].winner == 0 else 0)
    # the match-over screen's hook and a second attach do not count it again
    app.on_match_over(session)
    app.persistence.attach_session(session)
    assert stats_store.load_stats().get("classic", "ai-easy").matches_played == 1
    key(app, pygame.K_t)
    assert app.scenes.top.name == "stats"


@pytest.mark.parametrize("variant,seats,mode", [("rami", 3, "ai"), ("three-player", 3, "ai"),
                                                ("gin-rami", 2, "hotseat"),
                                                ("oklahoma", 2, "ai")])
def test_continue_works_for_every_kind_of_table(launched, caplog, variant, seats, mode):
    caplog.set_level(logging.ERROR)
    app = launched()
    session = Session.create(variant, {}, mode, ["Ann", "Bob", "Cy"], "easy", seats, seed=6)
    app.on_new_session(session)
    match = session.match
    me = make_player("easy", seed=2)
    match.next_hand()
    for _ in range(8):
        if match.is_over or match.engine.to_act is None:
            break
        if match.human_to_act():
            match.apply_human(me.choose(match.engine.view(match.engine.to_act),
                                        match.engine.legal_actions()))
        else:
            match.step()
    log = [str(a) for a in match.engine.log]
    shutdown(app)

    again = launched()
    click_widget(again, "continue")
    for _ in range(40):
        again.step()
    table = again.scenes.stack[1]
    assert table.name == "table" and [str(a) for a in table.session.engine.log][:len(log)] == log
    assert table.session.variant == variant and len(table.session.seats) == seats
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]


def test_continue_names_a_saved_match_not_yet_loaded(launched):
    """With no match in memory (a save whose bot awaits the player's consent), the tooltip
    reads the save's summary; a summary it cannot read leaves the plain words."""
    app = launched()
    menu = app.scenes.top
    session = Session.create("rami", {}, "ai", ["Ann", "Bob", "Cyd"], "easy", seats=3, seed=4)
    session.match.step()
    save_store.save_match(session.match)
    app.session = None
    assert menu.continue_help().replace("\u00a0", " ") == (
        "Return to Rami (2-6 players), hand 1. Ann: balance +0, Bob: balance +0, "
        "Cyd: balance +0")
    path = save_store.autosave_path()
    data = json.loads(path.read_text(encoding="utf-8"))
    data["summary"]["totals"] = ["x"]
    path.write_text(json.dumps(data), encoding="utf-8")
    assert menu.continue_help() is None


def _played_and_left(launched, done):
    """A classic match against the computer whose first hand the player (easy's choices)
    plays until `done(match, record)`, its decisions noted as the table would; the game is
    then closed. Returns the record of those decisions."""
    from game.coach.review import HandRecord

    app = launched()
    session = Session.create("classic", {}, "ai", ["Ann", "Bob"], "easy", 2, seed=11)
    app.on_new_session(session)
    match = session.match
    me = make_player("easy", seed=5)
    live = HandRecord(0)
    match.next_hand()
    while not done(match, live):
        if match.human_to_act():
            action = me.choose(match.engine.view(0), match.engine.legal_actions())
            live.note(match.engine, 0, action)
            match.apply_human(action)
        else:
            match.step()
    shutdown(app)
    return live


def _moves(record) -> list:
    return [(d.played, d.at) for d in record.decisions]


def test_a_score_screen_restored_by_continue_offers_the_review(launched):
    """The review's record is read from the log when the table did not see the hand played
    ("Review my play" was missing on a score screen restored by Continue)."""
    live = _played_and_left(launched, lambda match, _live: (
        match.engine.to_act is None or match.is_over
        or any(isinstance(e, (HandScored, HandVoid)) for e in match.engine.events)))
    assert live.decisions, "the hand asked the player something"
    again = launched()
    click_widget(again, "continue")
    for _ in range(400):
        again.step()
        if again.scenes.top.name == "score":
            break
    score = again.scenes.top
    assert score.name == "score" and score.b_review.visible
    assert _moves(score.table.review_record()) == _moves(live)


def test_the_review_of_a_hand_resumed_in_its_middle_keeps_its_first_decisions(launched):
    live = _played_and_left(launched, lambda _match, live: len(live.decisions) >= 2)
    again = launched()
    click_widget(again, "continue")
    table = again.scenes.top
    assert table.name == "table"
    table.autoplayer = make_player("easy", seed=6)
    play_until(again, table, lambda: again.scenes.top.name == "score")
    record = table.review_record()
    assert _moves(record)[:2] == _moves(live)
    assert len(record.decisions) > 2   # and the decisions played after the resume


@pytest.mark.parametrize("variant", ["classic", "rami"])
def test_continue_keeps_the_order_the_player_gave_the_hand(launched, variant):
    """A card dragged to the far left of the hand stays there after Main menu and Continue
    (the hand came back sorted again: a play-tester)."""
    app = launched()
    session = Session.create(variant, {}, "ai", ["Ann", "Bob"], "easy", 2, seed=6)
    app.on_new_session(session)
    app.push_scene("table", session=session)
    table = app.scenes.top
    play_until(app, table, lambda: table.settled and len(table.hand) >= 10)
    last = table.hand[-1]
    table.reorder(last, table.hand[0].rect.x - 5)     # dropped left of the first card
    arranged = [s.card for s in table.hand]
    assert arranged[0] == last.card and table.manual_order
    app.clear_to_scene("menu")
    click_widget(app, "continue")
    again = app.scenes.top
    assert again is not table and again.name == "table"
    play_until(app, again, lambda: again.settled and len(again.hand) == len(arranged))
    assert [s.card for s in again.hand] == arranged


@pytest.mark.parametrize("size,scale", [((800, 600), 100), ((1280, 720), 150),
                                        ((1920, 1080), 100), ((1280, 720), 200)])
def test_the_menu_says_which_match_continue_resumes(launched, size, scale):
    """The tooltip alone named the match Continue resumes (a newcomer did not know which): a
    line over the buttons says it, clear of every button and of the notices; none when
    there is nothing to continue."""
    from game.ui.probe import probe_draw

    app = launched(size=size)
    app.settings.ui_scale = scale
    app.settings_changed()
    menu = app.scenes.top
    menu.refresh()
    assert menu.continue_caption() is None        # nothing to continue yet
    session = Session.create("classic", {}, "ai", ["Ann", "Bob"], "easy", seed=4)
    session.match.step()
    save_store.save_match(session.match)
    app.session = None
    app.notices = ["A notice about a file."]
    app.clear_to_scene("menu")
    menu = app.scenes.top
    menu.place()
    caption = menu.continue_caption()
    if caption is None:       # no room between the subtitle and the buttons: the tooltip says it
        assert menu.b_continue.tooltip_text()
        return
    lines, px, top = caption
    assert " ".join(lines).replace("\u00a0", " ").startswith("Return to Gin Rummy (classic), hand 1")
    drawn = probe_draw(app.res, size, menu.draw)
    marks = [m.rect for m in drawn.marks if m.kind == "text" and m.label in lines]
    assert marks
    buttons = [w.rect for w in menu.widgets.widgets if w.visible]
    panels = [m.rect for m in drawn.marks if m.kind == "panel"]
    assert panels                                  # the notice's
    for rect in marks:
        assert not any(rect.colliderect(b) for b in buttons + panels), rect


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_the_continue_line_is_set_at_the_body_size_where_it_fits(launched, size):
    """The line over the buttons was set at the small size, about 8 px tall at 800x600 (a
    play-tester read it as a smudge); where two lines of the body size fit it takes that."""
    app = launched(size=size)
    session = Session.create("classic", {}, "ai", ["Ann", "Bob"], "easy", seed=4)
    session.match.step()
    save_store.save_match(session.match)
    app.session = None
    app.clear_to_scene("menu")
    menu = app.scenes.top
    menu.place()
    lines, px, _top = menu.continue_caption()
    assert (px, len(lines) <= 2) == (app.layout.font_body, True), (px, lines)


def test_a_truncated_save_counts_as_abandoned_and_the_menu_says_so(launched):
    """A truncated save vanished from the statistics, where a valid unfinished one given up
    for a new game counts as abandoned (a play-tester): it counts the same, the menu says so,
    and the rest of the statistics stay."""
    stats = stats_store.load_stats()
    stats.get("classic", "ai-easy").matches_won = 2
    stats_store.save_stats(stats)
    session = Session.create("classic", {}, "ai", ["Ann", "Bot"], "easy", seed=4)
    session.match.next_hand()
    path = save_store.save_match(session.match)
    content = path.read_bytes()
    path.write_bytes(content[:len(content) * 3 // 4])
    app = launched()
    notice = next(n for n in app.notices if "saved match" in n)
    assert "autosave.json" in notice and "counts as abandoned in your statistics" in notice
    record = stats_store.load_stats().get("classic", "ai-easy")
    assert (record.matches_abandoned, record.matches_won) == (1, 2)
    assert not path.exists() and list(path.parent.glob("autosave.json.corrupt-*"))
