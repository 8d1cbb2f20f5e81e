"""Translations: every string a player sees goes through `_()`.

Catalogs live in `game/locale/<lang>/LC_MESSAGES/gin_table.mo`; without one (or for English)
the text is shown as written. `set_language("fr")` switches at run time: `_` looks the
current catalog up on every call, so scenes never hold a stale translation.
"""

from __future__ import annotations

import gettext
from pathlib import Path

DOMAIN = "gin_table"
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"

_translation: gettext.NullTranslations = gettext.NullTranslations()
_language = "en"


def set_language(language: str | None) -> str:
    """Use the catalog of `language` (None/"" = the system's); falls back to English."""
    global _translation, _language
    languages = [language] if language else None
    _translation = gettext.translation(DOMAIN, localedir=str(LOCALE_DIR), languages=languages,
                                       fallback=True)
    _language = language or "en"
    return _language


def language() -> str:
    return _language


def available_languages() -> list[str]:
    """English plus every language with a compiled catalog."""
    found = ["en"]
    if LOCALE_DIR.is_dir():
        for sub in sorted(LOCALE_DIR.iterdir()):
            if (sub / "LC_MESSAGES" / f"{DOMAIN}.mo").exists() and sub.name != "en":
                found.append(sub.name)
    return found


def _(message: str) -> str:
    """The translation of `message` in the current language."""
    return _translation.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    return _translation.ngettext(singular, plural, n)


def N_(message: str) -> str:
    """Mark a string for extraction without translating it now (translated when shown)."""
    return message


__all__ = ["N_", "_", "available_languages", "language", "ngettext", "set_language"]
