"""Persistence without pygame: crash-safe saves of the match in progress, settings and
statistics, all in the user's folders (`game.paths`), with bad files moved aside, never lost.

- `atomic`: atomic writes (temp file, fsync, `os.replace`) and `move_aside` for bad files.
- `saves`: `save_match`, `load_match` / `try_load_match`, `enable_autosave`.
- `settings`: the `Settings` value, `load_settings`, `save_settings`.
- `stats`: statistics per variant and mode, recorded from engine events.
"""

from game.persist.jsonfile import LoadResult

__all__ = ["LoadResult"]
