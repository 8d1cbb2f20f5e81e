"""`python -m tools.assets [--out DIR]`: regenerate every asset (see tools/assets/__init__.py)."""

from tools.assets.build import main

raise SystemExit(main())
