"""Layering: each package imports only the layers under it, so no import circle can form.

core ← variants ← players/match/persist ← cli/ui. Function-level imports count too (they
were how circles hid). The engine factory (`game.core.families`) is the only core module that
imports both rule families, and no family imports it back.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
GAME = ROOT / "game"


def imports_of(path: Path) -> set[str]:
    """Every module `path` imports, at any depth of the file (absolute names)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return found


def files(*parts: str) -> list[Path]:
    where = GAME.joinpath(*parts)
    return sorted(where.rglob("*.py")) if where.is_dir() else [where.with_suffix(".py")]


def offenders(paths: list[Path], banned: tuple[str, ...]) -> list[str]:
    return sorted(f"{p.relative_to(ROOT)} imports {name}" for p in paths
                  for name in imports_of(p)
                  if any(name == b or name.startswith(b + ".") for b in banned))


ABOVE_CORE = ("game.ui", "game.players", "game.persist", "game.cli", "game.match",
              "game.__main__", "pygame")


@pytest.mark.parametrize("layer, banned", [
    ("core", ABOVE_CORE),
    ("variants", ABOVE_CORE),
    ("match", ("game.ui", "game.cli", "pygame")),
    ("persist", ("game.ui", "game.cli", "pygame")),
])
def test_layer_imports_nothing_above_it(layer, banned):
    assert offenders(files(layer), banned) == []


def test_variants_use_core_data_only():
    """Variants may name core values, never an engine."""
    engines = ("game.core.engine", "game.core.families", "game.core.scoring")
    assert offenders(files("variants"), engines) == []


def test_no_family_imports_the_factory_or_the_engine_imports_a_family():
    assert offenders(files("core", "engine"), ("game.core.families",)) == []
    family_files = [p for p in files("core", "families") if p.name != "__init__.py"]
    assert family_files
    assert not any(name in ("game.core.families", "game.core.families.new_game",
                            "game.core.families.replay")
                   for p in family_files for name in imports_of(p))


def test_the_checker_sees_function_level_imports(tmp_path):
    sample = tmp_path / "m.py"
    sample.write_text("def f():\n    from game.ui.app import run\n")
    assert "game.ui.app" in imports_of(sample)
