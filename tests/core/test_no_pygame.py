"""Only `game/ui/` may import pygame: the engine, players, match runner and command line run
headless (scanned with `ast`, so imports inside functions count too)."""

import ast
import subprocess
import sys
from pathlib import Path

GAME = Path(__file__).resolve().parents[2] / "game"


def pygame_imports(path: Path) -> list[int]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    lines = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            names = [node.module or ""]
        elif (isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(node.func, "id",
                                                                                  "")) in
              ("import_module", "__import__") and node.args
              and isinstance(node.args[0], ast.Constant)):
            names = [str(node.args[0].value)]
        else:
            continue
        if any(n == "pygame" or n.startswith("pygame.") for n in names):
            lines.append(node.lineno)
    return lines


def test_the_scan_sees_imports():
    sample = GAME / "ui" / "app.py"
    assert sample.exists() and pygame_imports(sample), "the UI imports pygame; the scan must see it"


def test_nothing_outside_the_ui_imports_pygame():
    files = [p for p in GAME.rglob("*.py") if "ui" not in p.relative_to(GAME).parts[:1]]
    assert len(files) > 20
    offenders = {str(p.relative_to(GAME)): lines for p in files if (lines := pygame_imports(p))}
    assert offenders == {}


def test_headless_modules_load_without_pygame():
    code = ("import sys\n"
            "import game.core.families.gin, game.core.melds, game.core.engine, game.match, "
            "game.players.easy, game.players.random_player, game.variants\n"
            "assert 'pygame' not in sys.modules, 'pygame was imported'\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=GAME.parent, timeout=60)
    assert done.returncode == 0, done.stderr
