"""The UI never reads the live engine: it draws from views and events only (issue #10).

The engine is ahead of the animation (a computer's whole turn is applied before its first card
has moved), so anything the UI reads from it to draw can show a state the player has not seen
yet. This scans the source of `game/ui` and fails on:

- any attribute `.engine` or `.scorer` read outside `game/ui/session.py`;
- `getattr(x, "engine" | "scorer" | ...)` anywhere (the string form of the same read);
- in `session.py`, an attribute of the engine outside `SESSION_ENGINE_API`.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

UI = Path(__file__).resolve().parents[2] / "game" / "ui"

#: the live objects the UI must not reach for
FORBIDDEN = {"engine", "scorer"}

#: What `Session` (the one adapter between the table and the match) may ask of the engine,
#: each to *apply* actions or to *get* a view, never to read state for drawing:
SESSION_ENGINE_API = {
    "view",           # Session.view: a PlayerView, the only state the table draws
    "legal_actions",  # Session.legal_actions / legal_after: what a human may do now
    "to_act",         # ...asked only to return no actions when it is not that seat's turn
    "check",          # Session.refusal: why an action would be refused (no change)
    "clone",          # look-ahead copies for refusal / legal_after (the match never changes)
    "listeners",      # a look-ahead copy tells nobody (cleared on the copy)
    "__dict__",       # ...and drops an `apply` patched onto the live instance
    "log",            # Session.log_length: how many actions were played (undo, the review's
                      # record, the guided game's script), never what they were
}


def _sources() -> list[Path]:
    return sorted(p for p in UI.rglob("*.py") if "__pycache__" not in p.parts)


def _engine_reads(tree: ast.AST) -> list[tuple[int, str]]:
    """(line, what) for every read of `X.engine`, `X.scorer` or getattr(X, "engine")."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr in FORBIDDEN:
            found.append((node.lineno, f".{node.attr}"))
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
              and node.func.id in ("getattr", "hasattr", "setattr") and len(node.args) >= 2
              and isinstance(node.args[1], ast.Constant)
              and node.args[1].value in FORBIDDEN | {"stock_only", "phase"}):
            found.append((node.lineno, f"{node.func.id}(…, {node.args[1].value!r})"))
    return found


def _is_engine(node: ast.AST) -> bool:
    """`engine`, `self.match.engine`, `clone`… : an expression naming an engine in session.py."""
    if isinstance(node, ast.Name):
        return node.id in ("engine", "clone")
    return isinstance(node, ast.Attribute) and node.attr == "engine"


def test_the_scan_sees_every_kind_of_read():
    """The scan itself catches what it is there for (so it cannot pass by seeing nothing)."""
    src = ("a = t.session.engine.scorer\nb = getattr(engine, 'stock_only')\n"
           "c = self.match.engine.phase\n")
    assert [what for _line, what in _engine_reads(ast.parse(src))].count(".engine") == 2
    assert len(_engine_reads(ast.parse(src))) == 4
    assert _sources(), "game/ui not found"


#: session.py is the adapter, held to its small API by test_session_asks_the_engine_only_…
DRAWING_MODULES = [p for p in _sources() if p != UI / "session.py"]


@pytest.mark.parametrize("path", DRAWING_MODULES, ids=lambda p: str(p.relative_to(UI)))
def test_ui_module_reads_no_live_engine(path: Path):
    reads = _engine_reads(ast.parse(path.read_text(encoding="utf-8")))
    assert not reads, (f"{path.relative_to(UI)} reads the live engine at " +
                       ", ".join(f"line {line} ({what})" for line, what in reads) +
                       ": draw from the table's view (`table.state`) or an event instead")


def test_session_asks_the_engine_only_its_small_api():
    tree = ast.parse((UI / "session.py").read_text(encoding="utf-8"))
    used = {node.attr for node in ast.walk(tree)
            if isinstance(node, ast.Attribute) and _is_engine(node.value)}
    assert used, "the scan found no engine use in session.py"
    assert used <= SESSION_ENGINE_API, sorted(used - SESSION_ENGINE_API)
    assert not any(what.startswith("getattr") or ".scorer" in what
                   for _line, what in _engine_reads(tree))
