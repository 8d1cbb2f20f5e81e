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


#: The corner letters of the courts in the languages whose cards print other ones than the
#: English J, Q, K: French V, D, R (valet, dame, roi), Polish W, D, K (walet, dama, król). A
#: language's faces whose letter differs are drawn apart, in ``cards/<language>/`` (and
#: ``cards/<language>/four_colour/``); every other face is the default one. The screen's short
#: forms take the same letters from the catalogs (``pgettext("card index", "J")``).
FACE_INDICES: dict[str, dict[str, str]] = {
    "fr": {"J": "V", "Q": "D", "K": "R"},
    "pl": {"J": "W", "Q": "D"},
}


def face_language(language: str | None) -> str | None:
    """The key of `FACE_INDICES` for a UI language ("fr", "fr_CA", "pl-PL"), None for any
    language whose cards print the English letters."""
    code = (language or "").replace("-", "_").split("_")[0].lower()
    return code if code in FACE_INDICES else None


def card_face_file(rank_char: str, suit_char: str, four_colour: bool = False,
                   language: str | None = None) -> str:
    """Return the relative path of a card face, e.g. ``cards/AS.png``; with a `language` whose
    cards print another letter for the rank, that language's face (``cards/fr/QH.png``)."""
    if len(rank_char) != 1 or rank_char not in RANKS:
        raise ValueError(f"unknown rank {rank_char!r}")
    if len(suit_char) != 1 or suit_char not in SUITS:
        raise ValueError(f"unknown suit {suit_char!r}")
    folder = "cards"
    own = face_language(language)
    if own is not None and rank_char in FACE_INDICES[own]:
        folder += f"/{own}"
    if four_colour:
        folder += "/four_colour"
    return f"{folder}/{rank_char}{suit_char}.png"


def card_face_files() -> dict[str, tuple[str, str, bool, str | None]]:
    """Every card face file, the default ones and each language's own, with its rank, suit,
    four-colour flag and language (None: the default face)."""
    files = {}
    for language in (None, *FACE_INDICES):
        for four_colour in (False, True):
            for suit in SUITS:
                for rank in RANKS:
                    if language is None or rank in FACE_INDICES[language]:
                        files[card_face_file(rank, suit, four_colour, language)] = (
                            rank, suit, four_colour, language)
    return files


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
