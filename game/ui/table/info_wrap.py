"""A score panel's line wrapped between its parts: "Hand 3 · games 1 · 2 · 3, each to 100"
reads "Hand 3" over "games 1 · 2 · 3, each to 100", never "Hand 3 · games" over "1 · 2 · 3,
each to 100", and a phrase ("Knock at 6 or less (upcard)", a player's name and total) stays
whole where the panel may widen for it (a play-tester found "Knock at 7 or" / "less
(upcard)" and "Hard" / "computer: 54" at 200 % text, and Rami's "Tylko remik · Stop ·
wyjście z odrzuceniem" running out of its panel at 800x600)."""

from __future__ import annotations

import re

#: a break between two parts: " · " with plain spaces ("1\u00a0·\u00a02" holds together)
_PART_BREAK = re.compile(r" +· +")


def wrap_parts(res, text: str, px: int, limit: int, widest: int | None = None) -> list[str]:
    """`text` as lines at `px`: its parts (split at " · ") packed up to `limit` pixels a
    line, the dot dropped where a line breaks; a part wider than `limit` stands whole on its
    line up to `widest` (default `limit`), and only past that is wrapped between its words."""
    font = res.font(px)
    widest = max(limit, widest or limit)
    sep = " · "
    lines: list[str] = []
    for part in (p.strip() for p in _PART_BREAK.split(text)):
        if lines and font.size(lines[-1] + sep + part)[0] <= limit:
            lines[-1] += sep + part
        else:
            lines.append(part)
    out: list[str] = []
    for line in lines:
        out += [line] if font.size(line)[0] <= widest else _halves(res, line, px, limit, widest)
    return out


def _halves(res, line: str, px: int, limit: int, widest: int) -> list[str]:
    """A phrase too wide for `widest`: after its label ("Retourne:" over "descente at 3 or
    less") or before its bracket ("Frappe à 9 ou moins" over "(entame)") where both halves
    fit, else between its words."""
    font = res.font(px)
    for cut, keep in ((line.find(": "), 1), (line.rfind(" ("), 0)):
        if cut > 0:
            head, tail = line[:cut + keep], line[cut + keep:].strip()
            if max(font.size(head)[0], font.size(tail)[0]) <= widest:
                return [head, tail]
    return res.wrap_balanced(line, px, limit)


def widest_row(res, rows: list[str], px: int) -> int:
    """The width of the widest of `rows` at `px` (0 for none)."""
    font = res.font(px)
    return max((font.size(row)[0] for row in rows), default=0)


def info_text_width(lay) -> int:
    """The width a Rami score panel's text may take: the panel's own (`px(236)` less its
    margins), or in the compact layout a share of the window's width."""
    if not lay.compact:
        return lay.px(236) - lay.px(24)
    return max(lay.px(150), int(lay.w * 0.36))
