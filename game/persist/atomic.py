"""Crash-safe file writes and moving bad files aside.

`atomic_write_text` writes to a temporary file in the same folder, flushes and fsyncs it, then
renames it over the target with `os.replace` (atomic on POSIX and Windows) and fsyncs the folder
where the platform allows it. A crash at any moment leaves either the old file or the new one,
never a half-written file under the target's name.

`move_aside` renames a file the game cannot read to `NAME.corrupt-YYYYmmdd-HHMMSS` (with a
counter if that exists): bad files are kept as backups, never deleted.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any

TEMP_SUFFIX = ".tmp"


def _fsync_dir(folder: Path) -> None:
    """Make the rename itself durable (POSIX); a no-op where folders cannot be opened."""
    if os.name == "nt":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes) -> Path:
    """Replace `path` with `data` atomically; on any error the old file is left untouched."""
    target = Path(path)
    folder = target.parent
    folder.mkdir(parents=True, exist_ok=True)
    fd, temp_name = tempfile.mkstemp(dir=folder, prefix=f".{target.name}.", suffix=TEMP_SUFFIX)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp_name, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        raise
    _fsync_dir(folder)
    return target


def atomic_write_text(path: str | os.PathLike[str], text: str) -> Path:
    """Replace `path` with `text` (UTF-8) atomically."""
    return atomic_write_bytes(path, text.encode("utf-8"))


def atomic_write_json(path: str | os.PathLike[str], data: Any) -> Path:
    """Replace `path` with `data` as indented JSON atomically."""
    return atomic_write_text(path, json.dumps(data, indent=1, ensure_ascii=False) + "\n")


def backup_name(path: Path, when: float | None = None) -> Path:
    """A free name `NAME.corrupt-YYYYmmdd-HHMMSS[-N]` beside `path`."""
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(when))
    candidate = path.with_name(f"{path.name}.corrupt-{stamp}")
    counter = 2
    while candidate.exists():
        candidate = path.with_name(f"{path.name}.corrupt-{stamp}-{counter}")
        counter += 1
    return candidate


def move_aside(path: str | os.PathLike[str]) -> Path | None:
    """Rename an unreadable file to a backup name (never delete it); returns the backup path."""
    source = Path(path)
    if not source.exists():
        return None
    target = backup_name(source)
    try:
        os.replace(source, target)
    except OSError:
        # cannot rename (e.g. locked on Windows): copy it instead, keeping the original too
        try:
            target.write_bytes(source.read_bytes())
        except OSError:
            return None
    _fsync_dir(source.parent)
    return target


def remove_stale_temp_files(path: str | os.PathLike[str], older_than: float = 600.0) -> int:
    """Delete temporary files a crash left beside `path` (only ones older than `older_than` s,
    so a write in progress in another process is never touched). Returns how many went."""
    target = Path(path)
    now = time.time()
    removed = 0
    try:
        candidates = list(target.parent.glob(f".{target.name}.*{TEMP_SUFFIX}"))
    except OSError:
        return 0
    for temp in candidates:
        try:
            if now - temp.stat().st_mtime >= older_than:
                temp.unlink()
                removed += 1
        except OSError:
            continue
    return removed


__all__ = ["atomic_write_bytes", "atomic_write_json", "atomic_write_text", "backup_name",
           "move_aside", "remove_stale_temp_files"]
