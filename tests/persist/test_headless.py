"""Persistence and the replay/verify commands work without pygame."""

from __future__ import annotations

import subprocess
import sys

CODE = """
import sys
import game.persist.saves, game.persist.settings, game.persist.stats
import game.cli.replay, game.cli.verify
assert "pygame" not in sys.modules, sorted(m for m in sys.modules if m.startswith("pygame"))
print("clean")
"""


def test_persist_never_imports_pygame():
    out = subprocess.run([sys.executable, "-c", CODE], capture_output=True, text=True,
                         timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "clean"
