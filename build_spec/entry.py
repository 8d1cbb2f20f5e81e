"""The frozen executable's entry point (PyInstaller runs this file as `__main__`).

It is the same `main()` as `python -m game`: no command means `play`, so
`GinTable --smoke-test` is `python -m game play --smoke-test`. A windowed build has no console:
`game.streams` gives stdout and stderr somewhere to go first (stderr.log in the data folder).
"""

import os
import sys

if __name__ == "__main__":
    import multiprocessing

    multiprocessing.freeze_support()  # a third-party bot's own process starts here too
    from game.streams import give_streams_a_home

    give_streams_a_home()
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from game.__main__ import main

    sys.exit(main())
