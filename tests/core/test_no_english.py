"""`game/core` builds no sentence a player reads: results are data that `game.ui.wording` words.

Every file of the engine is parsed with `ast`. An f-string whose literal parts hold three or
more words, or a plain string of four or more words, is a sentence in the making and fails the
test (ids such as ``"one-draw-per-turn"`` have no spaces and are data), with these
allowances, each for text no player sees:

- docstrings (module, class, function);
- the message of an exception raised for a programming error that the UI never shows:
  `NotImplementedError`, `ValueError`, `TypeError`, `KeyError`, `LookupError`, and
  `GameError` raised by a scorer built for the wrong number of seats (`Match` never builds one);
- `ClosedViewError`: a bot read its view after answering (a bug in the bot).

A `CardParseError` (a bad card or move typed on the command line or sent by a bot) is data
(an id and the text), worded by `game.ui.notation_words`: no allowance.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CORE = ROOT / "game" / "core"
WORD = re.compile(r"[A-Za-z]{2,}")
DEVELOPER_ERRORS = {"NotImplementedError", "ValueError", "TypeError", "KeyError",
                    "LookupError", "ClosedViewError"}


def _docstrings(tree: ast.AST) -> set[int]:
    ids = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                ids.add(id(body[0].value))
    return ids


def _developer_messages(tree: ast.AST, scorer: bool = False) -> set[int]:
    """Ids of the nodes inside `raise X(...)` for a developer-facing exception X (and
    `GameError` in a scorer, where it only guards the seat count)."""
    ids = set()
    allowed = DEVELOPER_ERRORS | ({"GameError"} if scorer else set())
    for node in ast.walk(tree):
        if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call):
            func = node.exc.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
            if name in allowed:
                ids.update(id(n) for n in ast.walk(node.exc))
    return ids


def english_in(source: str, scorer: bool = False) -> list[tuple[int, str]]:
    """(line, text) of every sentence-like string in `source` outside the allowances."""
    tree = ast.parse(source)
    allowed = _docstrings(tree) | _developer_messages(tree, scorer)
    inside_fstrings = {id(v) for n in ast.walk(tree) if isinstance(n, ast.JoinedStr)
                       for v in n.values}
    found = []
    for node in ast.walk(tree):
        if id(node) in allowed or id(node) in inside_fstrings:
            continue
        if isinstance(node, ast.JoinedStr):
            text = "".join(v.value for v in node.values
                           if isinstance(v, ast.Constant) and isinstance(v.value, str))
            if len(WORD.findall(text)) >= 3 and " " in text.strip():
                found.append((node.lineno, text))
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            if len(WORD.findall(node.value)) >= 4 and node.value.strip().count(" ") >= 3:
                found.append((node.lineno, node.value))
    return found


def test_core_builds_no_sentence_for_players():
    found = [f"{p.relative_to(ROOT)}:{line}: {text!r}" for p in sorted(CORE.rglob("*.py"))
             for line, text in english_in(p.read_text(encoding="utf-8"),
                                          scorer=p.parent.name == "scoring")]
    assert found == [], "\n".join(found)


def test_the_check_catches_sentences_and_spares_docstrings():
    caught = english_in('"""A docstring of many words."""\n'
                        'x = f"Gin by {a}: bonus {b}"\n'
                        'y = "the discard pile is empty"\n'
                        'def f():\n    raise NotImplementedError("subclasses must do this")\n')
    assert [line for line, _ in caught] == [2, 3]
