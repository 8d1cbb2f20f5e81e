"""The player is asked before losing an unfinished match or running a bot from a save, and told
when the autosave or the statistics stop working."""

from __future__ import annotations

import json
import shutil

import pytest

from game.persist import saves as save_store
from game.persist import stats as stats_store
from game.players import make_player
from game.ui.session import Session
from tests.ui_flow.conftest import click_widget, key, shutdown
from tests.ui_flow.test_continue_flow import play_until, start_new_game


def _table_mid_hand(app):
    table = start_new_game(app)
    table.autoplayer = make_player("easy", seed=3)
    play_until(app, table, lambda: len(table.session.engine.log) >= 6)
    table.autoplayer = None
    return table


def _to_setup_and_start(app) -> None:
    key(app, pygame_key("ESCAPE"), frames=2)       # the pause menu
    click_widget(app, "menu", frames=2)
    assert app.scenes.top.name == "menu"
    click_widget(app, "new", frames=2)
    assert app.scenes.top.name == "setup"
    click_widget(app, "start", frames=2)


def pygame_key(name: str) -> int:
    import pygame

    return getattr(pygame, f"K_{name}")


def test_start_asks_before_abandoning_an_unfinished_match(launched):
    app = launched()
    table = _table_mid_hand(app)
    log = [str(a) for a in table.session.engine.log]
    _to_setup_and_start(app)
    assert app.scenes.top.name == "ask", "a new game overwrote the match without asking"
    # Escape: nothing happens, the setup is still there and the save untouched
    key(app, pygame_key("ESCAPE"), frames=2)
    assert app.scenes.top.name == "setup"
    assert save_store.read_document(save_store.autosave_path())["log"][:len(log)] == log
    # "Continue it" goes back to the very same match
    click_widget(app, "start", frames=2)
    click_widget(app, "continue-old", frames=2)
    assert app.scenes.top.name == "table"
    assert [str(a) for a in app.scenes.top.session.engine.log][:len(log)] == log


def test_abandoning_counts_in_the_statistics(launched):
    app = launched()
    _table_mid_hand(app)
    _to_setup_and_start(app)
    click_widget(app, "abandon-old", frames=2)
    assert app.scenes.top.name == "table"
    assert len(app.scenes.top.session.engine.log) <= 2      # a new match
    record = stats_store.load_stats().total(variant=app.scenes.top.session.engine.rules.variant)
    assert record.matches_abandoned == 1


def _save_with_bot(tmp_path, monkeypatch, spec: str):
    monkeypatch.syspath_prepend(str(tmp_path))
    session = Session.create("classic", names=["Me", "Bot"])
    match = session.match
    save_store.enable_autosave(match)
    match.next_hand()
    save_store.disable_autosave(match)
    data = save_store.read_document(save_store.autosave_path())
    data["seats"][1]["player"] = spec
    save_store.autosave_path().write_text(json.dumps(data), encoding="utf-8")


@pytest.mark.parametrize("answer,runs", [("run-bot", True), ("builtin-ai", False)])
def test_continue_asks_before_running_a_bot_from_the_save(launched, tmp_path, monkeypatch,
                                                          answer, runs):
    marker = tmp_path / "imported"
    (tmp_path / "ui_proof_bot.py").write_text(
        "import pathlib\n"
        f"pathlib.Path({str(marker)!r}).write_text('yes')\n"
        "class Bot:\n"
        "    def choose(self, view, legal):\n"
        "        return legal[0]\n", encoding="utf-8")
    _save_with_bot(tmp_path, monkeypatch, "ui_proof_bot:Bot")
    app = launched()
    assert not marker.exists(), "the bot was imported at start"
    click_widget(app, "continue", frames=2)
    assert app.scenes.top.name == "ask" and not marker.exists()
    click_widget(app, answer, frames=2)
    assert app.scenes.top.name == "table"
    assert marker.exists() == runs
    app.session.match.close()


def test_a_bot_that_fails_to_hear_the_restored_match_is_told_over_the_table(launched,
                                                                              tmp_path,
                                                                              monkeypatch):
    """The loading's word on a bot replaced is shown over the table it concerns, once, and
    not left in the menu under it."""
    from pathlib import Path

    monkeypatch.syspath_prepend(str(Path(__file__).parents[1] / "players"))
    _save_with_bot(tmp_path, monkeypatch, "fakebots:BadEars")
    app = launched()
    click_widget(app, "continue", frames=2)
    click_widget(app, "run-bot", frames=2)
    notice = app.scenes.top
    assert notice.name == "notice"
    assert "fakebots:BadEars" in notice.question and "while the match was restored" in \
        notice.question
    click_widget(app, "cancel", frames=2)            # OK
    assert app.scenes.top.name == "table"
    assert not any("BadEars" in text for text in app.notices)
    app.session.match.close()


def test_an_autosave_that_cannot_be_written_is_told_once_at_the_table(launched):
    app = launched()
    table = _table_mid_hand(app)
    folder = save_store.autosave_path().parent
    save_store.autosave_path().unlink()
    save_store.journal_path(save_store.autosave_path()).unlink(missing_ok=True)
    save_store.autosave_path().mkdir()           # a directory in the save's place
    for listener in table.session.match.listeners:  # write a snapshot at the next move
        if isinstance(listener, save_store.Autosaver):
            listener.needs_snapshot = True
    table.autoplayer = make_player("easy", seed=4)
    play_until(app, table, lambda: app.scenes.top.name == "notice")
    notice = app.scenes.top
    assert "cannot be saved" in notice.question and str(folder) in notice.question
    click_widget(app, "cancel", frames=2)            # OK
    assert app.scenes.top is table
    n = len(table.session.engine.log)
    # a few more moves (each tries the autosave again), or the hand's end if the random deal
    # ends it sooner (the score screen stops the autoplayer; CI once met a hand that did)
    play_until(app, table, lambda: len(table.session.engine.log) > n + 4
               or app.scenes.top.name in ("notice", "score"))
    assert app.scenes.top.name != "notice"           # once
    table.autoplayer = None
    shutil.rmtree(save_store.autosave_path())


def test_statistics_set_aside_are_told_on_the_menu(launched):
    path = stats_store.stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{not json", encoding="utf-8")
    app = launched()
    stats_store.load_stats()                          # the game reads them (e.g. a hand ends)
    for _ in range(3):
        app.step()
    assert any("statistics" in n.lower() and path.name in n for n in app.notices), app.notices
    assert list(path.parent.glob("stats.json.corrupt-*"))  # kept aside, and the player told
    shutdown(app)


def test_damaged_statistics_are_told_at_start_and_once(launched):
    """A statistics file that is not text: told on the menu as the game starts, as a damaged
    settings file or save is (it was told only once Statistics was opened), in words without
    bytes and encodings, and once (the Statistics screen said it again in red under the
    notice's dialog: a play-tester)."""
    path = stats_store.stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b'{"a": "\xff\xfe garbage')
    app = launched()
    (notice,) = [n for n in app.notices if "statistics" in n.lower()]
    assert "the file is damaged (it is not text)" in notice and "UTF-8" not in notice
    assert list(path.parent.glob("stats.json.corrupt-*"))
    click_widget(app, "stats")
    for _ in range(3):
        app.step()
    scene = app.scenes.top
    assert scene.name == "stats" and scene.problem == ""
    assert stats_store.take_problems() == []
    shutdown(app)
