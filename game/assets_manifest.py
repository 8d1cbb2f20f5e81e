"""Names and relative paths of the generated art and sound assets.

This module is the single source of truth for asset file names shared by the game,
the asset generator (``tools/make_assets.py``) and the tests. It deliberately works
without pygame, so it can be used anywhere (packaging scripts, tests, headless tools).

All paths returned here are POSIX-style and relative to the ``assets`` directory.
"""

from __future__ import annotations

RANKS = "A23456789TJQK"
SUITS = "SHDC"
CARD_SIZE = (240, 336)
CARD_BACKS = ("blue", "red", "green")
SOUNDS = (
    "shuffle",
    "deal",
    "draw",
    "discard",
    "knock",
    "gin",
    "win",
    "lose",
    "click",
    "error",
)
ICON_FILE = "icon.png"
ICON_ICO_FILE = "icon.ico"
ICON_SIZE = (256, 256)
# The UI font family (DejaVu Sans from Debian's fonts-dejavu-core, Bitstream Vera licence in
# fonts/LICENSE-DejaVu.txt): every French and Polish letter, the typographic spaces and the suits.
FONT_REGULAR_FILE = "fonts/DejaVuSans.ttf"
FONT_BOLD_FILE = "fonts/DejaVuSans-Bold.ttf"
FONT_LICENSE_FILE = "fonts/LICENSE-DejaVu.txt"


def card_face_file(rank_char: str, suit_char: str, four_colour: bool = False) -> str:
    """Return the relative path of a card face, e.g. ``cards/AS.png``."""
    if len(rank_char) != 1 or rank_char not in RANKS:
        raise ValueError(f"unknown rank {rank_char!r}")
    if len(suit_char) != 1 or suit_char not in SUITS:
        raise ValueError(f"unknown suit {suit_char!r}")
    folder = "cards/four_colour" if four_colour else "cards"
    return f"{folder}/{rank_char}{suit_char}.png"


def card_back_file(name: str) -> str:
    """Return the relative path of a card back, e.g. ``cards/back_blue.png``."""
    if name not in CARD_BACKS:
        raise ValueError(f"unknown card back {name!r}")
    return f"cards/back_{name}.png"


def sound_file(name: str) -> str:
    """Return the relative path of a sound effect, e.g. ``sounds/deal.wav``."""
    if name not in SOUNDS:
        raise ValueError(f"unknown sound {name!r}")
    return f"sounds/{name}.wav"
