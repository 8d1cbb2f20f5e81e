"""The game window (pygame-ce): the only package that imports pygame.

`main.run_app(args)` opens the window and runs the scene stack (`app`); `scenes/` holds the menu,
setup, table, hand-over, scoring and match-over scenes.
"""

import os as _os

_os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
