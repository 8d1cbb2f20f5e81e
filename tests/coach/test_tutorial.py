"""The guided first games complete when their expected actions are played on the real engine."""

from __future__ import annotations

import pytest

from game.coach.tutorial import SCRIPTS, TutorialRun, script_for
from game.core.actions import Discard, Draw, Knock, LayOff, Meld
from game.core.events import HandScored, LaidOff
from game.ui.coach_words import card_name
from game.ui.tutorial_words import TEXTS, step_text


def autoplay(run: TutorialRun) -> None:
    """Play every step as the guide asks (the autoplayer)."""
    while not run.finished:
        step = run.step
        for card in step.highlight:
            assert card in run.engine.view(run.script.seat).hand or card in _table(run), (
                step.key, card)
        if step.expect is not None:
            assert run.engine.is_legal(step.expect), step.key
            assert run.engine.to_act == run.script.seat
        assert run.advance(step.expect), step.key


def _table(run: TutorialRun):
    view = run.engine.view(run.script.seat)
    cards = [c for m in view.table_melds for c in m.cards]
    cards += list(view.discards_seen)
    if view.showdown is not None:
        cards += [c for c, _ in view.showdown.layoffs]
    return cards


@pytest.mark.parametrize("name", sorted(SCRIPTS))
def test_the_guide_completes_under_the_autoplayer(name):
    run = TutorialRun(script_for(name))
    autoplay(run)
    assert run.finished
    assert tuple(run.engine.log[1:]) == run.script.log  # after the deal: exactly the script


def test_the_classic_guide_shows_every_part_of_a_hand():
    run = TutorialRun(script_for("gin"))
    autoplay(run)
    mine = list(run.script.log)
    assert Draw("stock") in mine and Draw("discard") in mine
    assert any(isinstance(a, Discard) for a in mine) and any(isinstance(a, Knock) for a in mine)
    assert any(isinstance(e, LaidOff) for e in run.events)
    scored = [e for e in run.events if isinstance(e, HandScored)]
    assert scored and scored[0].winner == run.script.seat and scored[0].kind == "knock"


def test_the_rami_guide_melds_and_lays_off():
    run = TutorialRun(script_for("rami"))
    autoplay(run)
    keys = [s.key for s in run.script.steps]
    assert any(isinstance(s.expect, Meld) for s in run.script.steps)
    assert any(isinstance(s.expect, LayOff) for s in run.script.steps)
    # then how the hand ends and pays, which the short hand never reaches, and the help
    assert keys[-3:] == ["rami-done", "rami-going-out", "rami-help"]


def test_the_rami_lesson_ends_between_two_turns():
    """A play-tester's lesson ended mid-turn, seven cards in hand and no discard: the last
    move the lesson asks for is the turn's discard, and the lesson is over with the
    computer to play next."""
    run = TutorialRun(script_for("rami"))
    autoplay(run)
    moves = [s.expect for s in run.script.steps if s.expect is not None]
    assert isinstance(moves[-1], Discard)
    assert run.engine.to_act != run.script.seat


@pytest.mark.parametrize("name", sorted(SCRIPTS))
def test_each_lesson_tells_of_hint_and_undo_at_its_end(name):
    """The Gin lesson's last step told of H and Z, the Rami one never (a play-tester)."""
    last = step_text(script_for(name).steps[-1])
    assert " H " in last and " Z " in last, last


def test_replies_count_the_computers_moves_a_step_brought():
    """`replies` tells the guide the computer is still to be shown playing (after the
    knock: its lay-offs), not after the player's own move alone."""
    run = TutorialRun(script_for("gin"))
    while run.step.key != "gin-draw-stock":
        run.advance(run.step.expect)
    run.advance(run.step.expect)   # the draw: the discard is the player's too
    assert run.step.key == "gin-discard" and run.replies == 0
    while run.step.key != "gin-knock":
        run.advance(run.step.expect)
    run.advance(run.step.expect)
    assert run.step.key == "gin-layoffs" and run.replies == 3   # two lay-offs, done


def test_a_wrong_action_does_not_complete_a_step():
    run = TutorialRun(script_for("gin"))
    while run.step.expect is None:
        run.advance()
    step = run.step
    assert not run.advance(None)
    assert not run.advance(Draw("discard"))
    assert run.step is step
    assert run.advance(step.expect)


def test_every_step_has_a_text_that_names_its_cards():
    for name in SCRIPTS:
        for step in script_for(name).steps:
            assert step.key in TEXTS
            text = step_text(step)
            if step.highlight and "{card" in TEXTS[step.key]:
                assert card_name(step.highlight[0]) in text


def test_the_coach_and_its_words_run_without_pygame():
    import subprocess
    import sys

    code = ("import sys, game.coach.hint, game.coach.undo, game.coach.review, "
            "game.coach.tutorial, game.ui.coach_words, game.ui.tutorial_words; "
            "sys.exit('pygame' in sys.modules)")
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0


def test_the_guides_buttons_name_the_games_as_the_variants_do():
    """The Gin guide's button said "Gin Rummy" in French and Polish where the variant list
    says "Gin Rami (classique)" and "Gin (klasyczny)": each button starts with its game's
    name as the variant's title gives it (without the part in brackets)."""
    import gettext
    from pathlib import Path

    from game.variants import find_variant

    locale = Path(__file__).resolve().parents[2] / "game" / "locale"
    for language in ("fr", "pl"):
        t = gettext.translation("gin_table", str(locale), [language])
        for variant, button in (("classic", "Gin Rummy: a whole hand"),
                                ("rami", "Rami: melding and laying off")):
            game = t.gettext(find_variant(variant).title).split(" (")[0]
            label = t.gettext(button)
            assert label.split(":")[0].rstrip("\u00a0 ") == game, (language, label, game)


def test_the_computers_melds_are_told_one_by_one():
    """Two melds laid at once are listed as two ("six of hearts, seven of hearts, eight of
    hearts, seven of diamonds…" read as one meld: a play-tester)."""
    step = next(s for s in script_for("rami").steps if s.key == "rami-opponent-melds")
    text = step_text(step)
    assert "eight of hearts; seven of diamonds" in text, text


def test_the_lesson_says_its_figures_plainly():
    """"Your jack and king of spades count a point more each" (more than what?) and gin as
    "a bigger bonus" with no number (a play-tester): the lines give the figures of the rules
    the lesson plays."""
    from game.variants.presets import rules_for

    rules = rules_for(script_for("gin").variant)
    texts = {s.key: step_text(s) for s in script_for("gin").steps}
    assert "a point more" not in texts["gin-discard"]
    assert "10 points each, one more than the nine" in texts["gin-discard"]
    assert f"plus {rules.undercut_bonus} points" in texts["gin-scoring"]
    assert f"plus {rules.gin_bonus} points" in texts["gin-gin"]
    for text in texts.values():
        assert "a bonus" not in text and "bigger bonus" not in text, text


def test_the_lesson_ends_on_the_match_and_the_help_of_a_real_game():
    """The lesson stopped at the hand's score: it ends telling what a match adds (the target,
    the game and box bonuses, as the score screen names them) and the keys of Hint and Undo."""
    from game.variants.presets import rules_for

    rules = rules_for("classic")
    steps = script_for("gin").steps
    assert [s.key for s in steps[-2:]] == ["gin-match", "gin-help"]
    assert all(s.expect is None for s in steps[-2:])
    text = " ".join(step_text(s) for s in steps[-2:])
    assert f"reaches {rules.target} points" in text
    assert f"game bonus of {rules.game_bonus}" in text
    assert f"box bonus of {rules.box_bonus}" in text
    assert "H gives a hint" in text and "Z takes a move back" in text
    # the scored hand's own figures, and the undercut's, at the scoring step
    run = TutorialRun(script_for("gin"))
    autoplay(run)
    scored = next(e for e in run.events if isinstance(e, HandScored))
    step = next(s for s in steps if s.key == "gin-scoring")
    said = step_text(step, scored=scored, seat=0)
    assert f"= {scored.points[0]} points" in said.replace("\u00a0", " ")
    assert f"plus {rules.undercut_bonus} points" in said


def test_the_computer_waits_while_the_first_steps_are_read():
    """The welcome showed while the computer was already playing (a play-tester): the run
    plays none of the computer's moves until the step that tells them."""
    run = TutorialRun(script_for("gin"))
    for key in ("gin-welcome", "gin-melds", "gin-deadwood"):
        assert run.step.key == key and run.step.hold and run.done_moves == 0
        assert run.advance()
    assert run.step.key == "gin-opponent-took" and run.done_moves == 2


def test_a_run_rewinds_to_the_step_of_the_players_move_taken_back():
    """Undo in a lesson: the run goes back to the step that asked for the first move taken
    back, its engine as it stood then; never to the middle of the computer's moves."""
    from game.coach.tutorial import TutorialRun, rami_script

    run = TutorialRun(rami_script())
    run.advance()                           # welcome read
    run.advance(run.step.expect)            # draw stock
    run.advance(run.step.expect)            # meld A♦ 2♦ 3♦
    assert run.step.key == "rami-discard" and run.done_moves == 2
    assert run.rewind(1)                    # the meld taken back
    assert run.step.key == "rami-meld" and run.done_moves == 1
    assert [str(a) for a in run.engine.log[1:]] == ["draw stock"]
    assert run.advance(run.step.expect) and run.step.key == "rami-discard"
    run.advance(run.step.expect)            # the discard; the computer plays its turn
    assert run.step.key == "rami-opponent-melds"
    assert not run.rewind(4)                # inside the computer's turn: refused
    assert run.step.key == "rami-opponent-melds" and run.done_moves == 7
