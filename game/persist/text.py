"""One sanitiser for every string that comes from outside (a file, the keyboard).

Settings, saves and statistics are plain JSON a player can edit, and what they hold ends up in
pygame's text renderer, in log lines and back in a JSON file. `clean_text` makes any value safe
for all three: control characters (NUL, escapes, line breaks) are dropped, a lone surrogate
(which UTF-8 cannot encode, so the next save would fail) becomes U+FFFD, surrounding spaces go
and the length is bounded. `clean_name` is the same for a player's name (at most 24 characters).
"""

from __future__ import annotations

import unicodedata
from typing import Any

MAX_NAME_LENGTH = 24
#: a bound for other short strings read from files (statistics keys, identifiers)
MAX_KEY_LENGTH = 64
REPLACEMENT = "\ufffd"
# marks that reorder the text around them: a name must not turn the rest of a line around
_BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def clean_text(value: Any, limit: int) -> str:
    """`value` as a printable one-line string of at most `limit` characters ("" if not a
    string)."""
    if not isinstance(value, str):
        return ""
    out: list[str] = []
    # look at a bounded prefix only: a 5 MB value costs no more than a short one
    for ch in value[: limit * 4 + 16]:
        code = ord(ch)
        if 0xD800 <= code <= 0xDFFF:
            out.append(REPLACEMENT)
        elif ch in _BIDI_CONTROLS:
            continue
        elif unicodedata.category(ch) == "Cc":
            if ch in "\t\n\r" and out and out[-1] != " ":
                out.append(" ")
        else:
            out.append(ch)
    return "".join(out).strip()[:limit].rstrip()


def clean_name(value: Any) -> str:
    """A player's name made safe (see `clean_text`), at most `MAX_NAME_LENGTH` characters;
    "" when nothing printable is left (the caller then uses its default name)."""
    return clean_text(value, MAX_NAME_LENGTH)


def clean_key(value: Any) -> str:
    """A short identifier read from a file (e.g. a statistics variant or mode)."""
    return clean_text(value if isinstance(value, str) else str(value), MAX_KEY_LENGTH)


__all__ = ["MAX_NAME_LENGTH", "clean_key", "clean_name", "clean_text"]
