"""The autosave journal: one line per action appended beside the snapshot (`autosave.json`).

Each line is `JOURNAL-ID N ACTION CRC32`: the id of the snapshot it continues, the action's
number in the match's log, its notation and a checksum of the rest. Reading keeps the lines of
the snapshot's id that continue its log, up to the first damaged or unfinished line, so a crash
in the middle of a write loses that line only. See `game.persist.saves` for the writer.
"""

from __future__ import annotations

import os
import zlib
from pathlib import Path

JOURNAL_SUFFIX = ".journal"
#: the journal is folded into a new snapshot once it has this many lines (or as many as the
#: snapshot's log, whichever is more: the cost per action stays constant)
COMPACT_EVERY = 64


def journal_path(path: str | os.PathLike[str]) -> Path:
    """The journal beside a save: `autosave.json.journal`."""
    target = Path(path)
    return target.with_name(target.name + JOURNAL_SUFFIX)


def journal_line(journal: str, number: int, action: str) -> bytes:
    """One journal line: `JOURNAL-ID N ACTION CRC32` and a newline."""
    body = f"{journal} {number} {action}"
    return f"{body} {zlib.crc32(body.encode()):08x}\n".encode()


def read_journal(path: str | os.PathLike[str], journal: object, done: int) -> list[str]:
    """The actions the journal beside `path` adds to a snapshot of `done` actions whose journal
    id is `journal`: its lines of that id that continue the log, up to the first damaged or
    unfinished line (a crash mid-write loses only that line)."""
    if not isinstance(journal, str) or not journal:
        return []
    try:
        raw = journal_path(path).read_bytes()
    except OSError:
        return []
    out: list[str] = []
    for line in raw.split(b"\n")[:-1]:  # the last piece has no newline: unfinished
        try:
            body, _, crc = line.decode("utf-8").rpartition(" ")
            if int(crc, 16) != zlib.crc32(body.encode()):
                break
            jid, number, action = body.split(" ", 2)
        except ValueError:
            break
        if jid != journal:
            continue
        if int(number) == done + len(out) + 1:
            out.append(action)
    return out


__all__ = ["COMPACT_EVERY", "JOURNAL_SUFFIX", "journal_line", "journal_path", "read_journal"]
