"""The frozen executable's entry point (PyInstaller runs this file as `__main__`).

It is the same `main()` as `python -m game`: no command means `play`, so
`GinTable --smoke-test` is `python -m game play --smoke-test`.
"""

import os
import sys


class _LazyLog:
    """Stand-in for stderr in a windowed build (no console: `sys.stderr` is None).

    The file `stderr.log` in the user's data folder is only created if something is written.
    """

    def __init__(self) -> None:
        self._file = None

    def write(self, text: str) -> int:
        if self._file is None:
            try:
                from game.paths import user_data_dir

                self._file = open(user_data_dir() / "stderr.log", "w", encoding="utf-8")
            except Exception:
                self._file = open(os.devnull, "w", encoding="utf-8")
        return self._file.write(text)

    def flush(self) -> None:
        if self._file is not None:
            self._file.flush()

    def isatty(self) -> bool:
        return False


def _fix_streams() -> None:
    if sys.stdout is None:
        sys.stdout = open(os.devnull, "w", encoding="utf-8")
    if sys.stderr is None:
        sys.stderr = _LazyLog()


if __name__ == "__main__":
    import multiprocessing

    multiprocessing.freeze_support()  # a third-party bot's own process starts here too
    _fix_streams()
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from game.__main__ import main

    sys.exit(main())
