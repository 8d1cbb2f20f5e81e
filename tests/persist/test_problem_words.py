"""The persistence layer reports problems as data; every id it can raise has a sentence."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from game.persist.problems import Problem
from game.ui import persist_words
from game.ui.i18n import set_language

PERSIST = Path(__file__).resolve().parents[2] / "game" / "persist"
RAISERS = {"BadFile", "_Bad", "SealError", "BadSetting", "ProblemError"}
#: ids worded by persist_words' own branches (not in its tables)
#: what a replaced setting needed: logged for whoever edited the file; the player is told
#: the setting's name, the value it had and its default ("setting-replaced")
SETTING_NEEDS = {"one-of", "yes-or-no", "language-code", "number-0-1", "variant-name",
                 "unknown-variant", "names-list", "name-length", "players-count",
                 "window-shape", "window-range"}
SPECIAL = {"set-aside", "setting-replaced", "bot-replaced", "save-sealed", "save-illegal-move"}


def problem_ids() -> set[str]:
    """Every problem id written in game/persist: `BadFile("id", …)`, `Problem.of("id", …)`…"""
    ids = set()
    for path in PERSIST.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and node.args
                    and isinstance(node.args[0], ast.Constant)
                    and isinstance(node.args[0].value, str)):
                continue
            f = node.func
            name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(
                f, ast.Attribute) else ""
            owner = f.value.id if isinstance(f, ast.Attribute) and isinstance(
                f.value, ast.Name) else ""
            if name in RAISERS or (owner == "Problem" and name == "of"):
                ids.add(node.args[0].value)
    return ids


def test_the_scan_finds_the_problems():
    ids = problem_ids()
    assert {"truncated", "no-save", "set-aside", "one-of", "seal-elsewhere"} <= ids


@pytest.mark.parametrize("problem_id", sorted(problem_ids()))
def test_every_problem_id_has_a_sentence(problem_id):
    known = (set(persist_words.REASONS) | set(persist_words.SENTENCES) | SPECIAL
             | SETTING_NEEDS)
    assert problem_id in known


SAMPLES = [
    Problem.of("set-aside", what="settings", file="settings.json",
               reason=Problem.of("not-json", line=3, column=7), backup="settings.json.corrupt-1",
               then="default-settings"),
    Problem.of("set-aside", what="save", file="autosave.json", backup=None, then="new-game",
               reason=Problem.of("save-sealed", reason=Problem.of("seal-key-missing", path="/k"))),
    Problem.of("setting-replaced", key="speed", was="warp", default="normal",
               reason=Problem.of("one-of", choices=("slow", "normal", "fast"))),
    Problem.of("bot-replaced", name="Ann", spec="pkg:Bot", level="medium", declined=True),
    Problem.of("option-ignored", key="knock_limit", value="nonsense", variant="classic"),
]


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
def test_problems_are_worded_in_every_language(language):
    set_language(language)
    try:
        for problem in SAMPLES:
            text = persist_words.problem_text(problem)
            assert text.strip() and not re.search(r"\{\w*\}|\(\w+=", text), text
            assert problem.id not in text
    finally:
        set_language("en")
    assert "settings.json.corrupt-1" in persist_words.problem_text(SAMPLES[0])


@pytest.mark.parametrize(("language", "words"), [("en", "Discard the ace of spades"),
                                                 ("fr", "Défausser l\u2019as de pique"),
                                                     ("pl", "Odrzuć asa pik")])
def test_a_refused_move_in_a_save_is_worded_not_in_notation(language, words):
    """A corrupt save's refused move reads as a move ("discard AS" is the file's notation)."""
    set_language(language)
    try:
        text = persist_words.reason(Problem.of("save-illegal-move", move=3, action="discard AS",
                                               refusal=None))
        assert words in text and "discard AS" not in text, text
        unreadable = Problem.of("save-illegal-move", move=3, action="zap", refusal=None)
        assert "(zap)" in persist_words.reason(unreadable)
    finally:
        set_language("en")


@pytest.mark.parametrize(("language", "button"), [("en", "New game"), ("fr", "Nouvelle partie"),
                                                  ("pl", "Nowa gra")])
def test_a_set_aside_save_points_at_the_new_game_button(language, button):
    """The menu tells this under "The saved match could not be resumed." with Continue greyed
    out: nothing starts by itself, so the words send the player to the button by its name,
    and they do not say "saved match" twice."""
    set_language(language)
    try:
        text = persist_words.problem_text(SAMPLES[1])
        lead = persist_words._("The saved match could not be resumed.")
        button_label = persist_words._("New game")
    finally:
        set_language("en")
    assert button_label == button and button in text
    assert "autosave.json" in text and lead not in text
    assert "starts" not in text
