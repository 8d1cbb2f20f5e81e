"""What can still be read of a save that cannot be resumed (cut short, damaged, refused), so the
statistics count it as an abandoned match, as they count one the player gave up for a new game.

A save written by the game names its variant, scoring, seats and identity ("created", "journal") before
its rules and its long list of moves (`game.persist.saves`), so a file cut short after its first
lines still says them; each is read by itself, where it starts, with the JSON decoder. A file
with none of them (garbage, empty) gives None: nobody can say whose match it was.
"""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path
from typing import Any

from game.persist.jsonfile import BadFile, read_json_object

#: the top-level fields the statistics need of an abandoned save
FIELDS = ("variant", "scoring", "seats", "created", "journal", "summary")


def salvage_save(path: Path) -> dict[str, Any] | None:
    """The save document at `path` as far as it can be read: whole when it is JSON (it only
    failed to load), else the `FIELDS` found in its text; None when there is nothing."""
    try:
        return read_json_object(path)
    except FileNotFoundError:
        return None
    except BadFile:
        pass
    try:
        raw = path.read_bytes()
    except OSError:
        return None
    text = raw.decode("utf-8", errors="replace")
    decoder = json.JSONDecoder()
    found: dict[str, Any] = {}
    for name in FIELDS:
        # the first occurrence is the document's own (the rules that follow it repeat the
        # variant's name, the same one)
        at = re.search(rf'"{name}"\s*:\s*', text)
        if at is None:
            continue
        try:
            found[name], _end = decoder.raw_decode(text, at.end())
        except (ValueError, RecursionError):
            continue
    if not found:
        return None
    if not isinstance(found.get("created"), str):   # counted once: the file is its identity
        found["created"] = "damaged-" + hashlib.sha256(raw).hexdigest()[:16]
    return found


def unfinished(document: dict[str, Any]) -> bool:
    """Whether a (salvaged) save is of a match not over: a finished one abandons nothing."""
    summary = document.get("summary")
    return not (isinstance(summary, dict) and summary.get("over") is True)


__all__ = ["FIELDS", "salvage_save", "unfinished"]
