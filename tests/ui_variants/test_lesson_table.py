"""A lesson at the real table is a lesson: the computer waits for the welcome to be read, the
info panel says "Lesson", no fair-deal claim stands over its set deal, and a lesson played
to its end is marked on the Learn to play page, the mark kept in the saved settings
(findings of a new player's play-test of "Learn to play")."""

from __future__ import annotations

import pytest

import game.ui.scenes  # noqa: F401 - the scenes register themselves
from game.core.phase import Phase
from game.ui import table_words
from game.ui.persistence import load_ui_settings, save_ui_settings
from tests.ui_variants.test_guide_scene import play_guide


def _lesson(app, name: str):
    app.clear_to_scene("tutorial")
    tutorial = app.scenes.top
    tutorial.start(name)
    return tutorial, app.scenes.top


def _settle(app, table, frames: int = 600) -> None:
    for _ in range(frames):
        app.step()


def test_the_computer_waits_while_the_welcome_is_read(app):
    """The welcome stood in the panel while the computer already took the upcard and
    discarded (a play-tester): it waits, however long the player reads, and moves with the
    step that explains its move."""
    _tutorial, table = _lesson(app, "gin")
    engine = table.session.engine
    _settle(app, table)
    assert table.phase != Phase.START            # dealt, and the computer to play
    assert engine.to_act != table.viewer
    assert len(engine.log) == 1 and table.guide.step.key == "gin-welcome"
    assert table.prompt() == "Read the guide, then press Continue"
    for key in ("gin-welcome", "gin-melds", "gin-deadwood"):
        assert table.guide.step.key == key and len(engine.log) == 1
        assert table.guide.b_next.enabled
        table.guide.b_next.activate()
        _settle(app, table, 200 if key != "gin-deadwood" else 0)
    assert table.guide.step.key == "gin-opponent-took"
    for _ in range(20000):
        app.step()
        if table.guide.caught_up(table):
            break
    assert [str(a) for a in engine.log[1:]] == ["draw discard", "discard QD"]


@pytest.mark.parametrize("name", ["gin", "rami"])
def test_the_panel_says_lesson_and_claims_no_fair_deal(app, name):
    """"Hand 1 · match to 100" and "Fair deal ✓" (its details showing fingerprints) stood
    over the one-hand lesson whose deal is set in advance (a play-tester)."""
    _tutorial, table = _lesson(app, name)
    _settle(app, table)
    assert table.state.hand_no == 1
    lines = [text for text, *_rest in table._info_lines()]
    assert table_words.lesson_line() in lines
    assert not any("match to" in t or "Hand 1" in t for t in lines), lines
    assert table.commitment_text() not in lines and not table.commitment
    table.draw(app.screen)
    assert table.fair_link is None                 # nothing to click for a fairness claim
    table.open_pause()
    pause = app.scenes.top
    assert pause.name == "pause"
    assert "fair" not in {w.name for w in pause.widgets.widgets}


def test_a_match_still_claims_its_fair_deal(app):
    """The claim goes only from a lesson: a match's pause menu keeps Fair deal."""
    from game.ui.session import Session

    session = Session.create("classic", {}, "ai", ["You", "Computer"], "easy", seats=2,
                             seed=5, human_seats=[0])
    table = app.make_scene("table", session=session)
    app.scenes.push(table)
    _settle(app, table, 300)
    assert table.commitment
    lines = [text for text, *_rest in table._info_lines()]
    assert table.commitment_text() in lines and table_words.lesson_line() not in lines
    app.push_scene("pause", table=table)
    assert "fair" in {w.name for w in app.scenes.top.widgets.widgets}


def test_a_finished_lesson_is_marked_done_and_the_mark_is_saved(app, tmp_path, monkeypatch):
    """The Learn to play page said nothing of a lesson played to its end (a play-tester): it
    says "✓ Done", from the settings, which keep it across a restart."""
    monkeypatch.setenv("GIN_TABLE_HOME", str(tmp_path))
    tutorial, table = _lesson(app, "gin")
    assert not any(text.startswith("✓") for _b, text in tutorial.lessons())
    play_guide(app, table)
    assert app.settings.lessons_done == ("gin",)
    texts = dict((b.name, t) for b, t in tutorial.lessons())
    assert texts["guide-gin"].startswith("✓ Done") and not texts["guide-rami"].startswith("✓")
    save_ui_settings(app.settings)
    app.settings = load_ui_settings()      # a restart
    assert app.settings.lessons_done == ("gin",)
    app.clear_to_scene("tutorial")
    again = dict((b.name, t) for b, t in app.scenes.top.lessons())
    assert again["guide-gin"].startswith("✓ Done")


@pytest.mark.parametrize("name", ["gin", "rami"])
def test_the_pause_menu_offers_what_fits_a_lesson(app, name):
    """Over a lesson the pause menu offered Restart ("The same game from a new deal") and
    New game, which make no sense for a scripted hand (a play-tester): it offers the lesson
    again, from its first step, and the way back to Learn to play."""
    tutorial, table = _lesson(app, name)
    _settle(app, table)
    table.guide.b_next.activate()           # a step into the lesson
    _settle(app, table, 200)
    assert table.guide.run.index >= 1
    table.open_pause()
    pause = app.scenes.top
    names = {w.name for w in pause.widgets.widgets}
    assert {"lesson-again", "lesson-leave"} <= names
    assert not names & {"restart", "new-game"}, names
    # the lesson again: a new table at its first step, over Learn to play
    next(w for w in pause.widgets.widgets if w.name == "lesson-again").activate()
    again = app.scenes.top
    assert again.name == "table" and again is not table and again.guide is not None
    assert again.guide.name == name and again.guide.run.index == 0
    assert [s.name for s in app.scenes.stack][-2:] == ["tutorial", "table"]
    assert app.scenes.stack[-2] is tutorial
    # back to Learn to play
    _settle(app, again, 30)
    again.open_pause()
    next(w for w in app.scenes.top.widgets.widgets if w.name == "lesson-leave").activate()
    assert app.scenes.top is tutorial and tutorial.table is None


def test_a_match_pause_menu_keeps_restart_and_new_game(app):
    """Only a lesson trades them: a match's pause menu keeps Restart and New game."""
    from game.ui.session import Session

    session = Session.create("classic", {}, "ai", ["You", "Computer"], "easy", seats=2,
                             seed=5, human_seats=[0])
    table = app.make_scene("table", session=session)
    app.scenes.push(table)
    _settle(app, table, 30)
    app.push_scene("pause", table=table)
    names = {w.name for w in app.scenes.top.widgets.widgets}
    assert {"restart", "new-game"} <= names and not names & {"lesson-again", "lesson-leave"}


@pytest.mark.parametrize(("name", "french"), [("gin", "Leçon · une main"),
                                              ("rami", "Leçon · un coup")])
def test_a_rami_lesson_names_its_hand_as_the_rami_table_does(app, name, french):
    """A French play-tester read "Leçon · une main" over the Rami lesson's feed ("Coup 1 :
    Ordinateur donne") and its guide ("Le coup s’arrête…"): Rami calls a hand a *coup*, and
    its lesson's panel now does too; the Gin lesson keeps *main*."""
    from game.ui import i18n

    i18n.set_language("fr")
    try:
        _tutorial, table = _lesson(app, name)
        _settle(app, table, 200)
        lines = [text for text, *_rest in table._info_lines()]
        assert french in lines, lines
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize(("done", "name", "said"), [
    ((), "gin", "go back to try the other one"),
    (("rami",), "gin", "start a real game from the main menu"),
    (("gin",), "rami", "start a real game from the main menu"),
    (("gin", "rami"), "rami", "start a real game from the main menu"),
    (("rami",), "rami", "go back to try the other one")])
def test_the_lessons_last_words_follow_what_the_player_has_done(app, tmp_path, monkeypatch,
                                                                done, name, said):
    """"Go back and try the other one" closed a lesson with both already done (a
    play-tester): once both are played the last words suggest a real game; and the Rami
    lesson, stopped after the player's discard, says it stops between two turns."""
    monkeypatch.setenv("GIN_TABLE_HOME", str(tmp_path))
    app.settings.lessons_done = done
    _tutorial, table = _lesson(app, name)
    play_guide(app, table)
    text = table.guide.text()
    assert said in text, text
    assert ("between two turns" in text) == (name == "rami")
    assert table.guide.b_skip.text == "Done"


def test_the_lessons_leave_button_says_it_leaves_the_lesson(app):
    """"Skip" (Pomiń) left the whole lesson at once: a newcomer may read it as "skip this
    step" (a play-tester). It is named for what it does."""
    _tutorial, table = _lesson(app, "rami")
    app.step()
    table.guide.refresh(table)
    assert table.guide.b_skip.text == "Leave lesson"
    assert "lesson" in table.guide.b_skip.tooltip
