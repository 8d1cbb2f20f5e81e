#!/usr/bin/env python3
"""Generate every art and sound asset of the game procedurally (the `tools/assets` package).

Run from anywhere::

    python tools/make_assets.py            # writes <repo>/assets
    python tools/make_assets.py --out DIR  # writes somewhere else

(`python -m tools.assets` from the repository root is the same.) Output is deterministic: the
same pygame version produces byte-identical files.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # run as a script: make `game` and `tools` importable
    sys.path.insert(0, str(ROOT))

from tools.assets.build import main  # noqa: E402

if __name__ == "__main__":
    raise SystemExit(main())
