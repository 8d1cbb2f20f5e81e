"""Translations: every string a player sees goes through `_()`.

Catalogs live in `game/locale/<lang>/LC_MESSAGES/gin_table.mo` (the template is
`game/locale/gin_table.pot`; `python tools/i18n.py` extracts, compiles and checks them); the
`GIN_TABLE_LOCALE_DIR` environment variable (or `set_locale_dir`) points elsewhere. Without a
catalog (or for English) the text is shown as written. `set_language("fr")` switches at run
time: `_` looks the current catalog up on every call, so scenes never hold a stale translation.
"""

from __future__ import annotations

import gettext
import logging
import os
from pathlib import Path

DOMAIN = "gin_table"
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
LOCALE_ENV = "GIN_TABLE_LOCALE_DIR"

log = logging.getLogger(__name__)

_translation: gettext.NullTranslations = gettext.NullTranslations()
_language = "en"
_locale_dir: Path | None = None


def locale_dir() -> Path:
    """Where the catalogs are: `set_locale_dir`, else $GIN_TABLE_LOCALE_DIR, else game/locale."""
    if _locale_dir is not None:
        return _locale_dir
    env = os.environ.get(LOCALE_ENV)
    return Path(env) if env else LOCALE_DIR


def set_locale_dir(path: str | os.PathLike | None) -> None:
    """Read catalogs from `path` (None: back to the default); call `set_language` after."""
    global _locale_dir
    _locale_dir = Path(path) if path is not None else None


def _load(language: str | None) -> gettext.NullTranslations:
    """The catalogs for `language` (None = the system's), most specific first; English if none.

    The files are read afresh (not through gettext's cache), so a catalog compiled while the
    game runs is picked up by the next `set_language`. A broken file is skipped with a warning.
    """
    languages = [language] if language else None
    found: gettext.NullTranslations | None = None
    for path in gettext.find(DOMAIN, str(locale_dir()), languages, all=True):
        try:
            with open(path, "rb") as fp:
                catalog = gettext.GNUTranslations(fp)
        except (OSError, ValueError, UnicodeDecodeError) as exc:
            log.warning("cannot read the catalog %s: %s", path, exc)
            continue
        if found is None:
            found = catalog
        else:
            found.add_fallback(catalog)
    return found if found is not None else gettext.NullTranslations()


def set_language(language: str | None) -> str:
    """Use the catalog of `language` (None/"" = the system's); falls back to English."""
    global _translation, _language
    _translation = _load(language or None)
    _language = language or "en"
    return _language


def language() -> str:
    return _language


def available_languages() -> list[str]:
    """English plus every language with a compiled catalog."""
    found = ["en"]
    root = locale_dir()
    if root.is_dir():
        for sub in sorted(root.iterdir()):
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


__all__ = ["N_", "_", "available_languages", "language", "locale_dir", "ngettext", "set_language",
           "set_locale_dir"]
