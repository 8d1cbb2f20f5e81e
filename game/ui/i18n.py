"""Translations: every string a player sees goes through `_()`.

Catalogs live in `game/locale/<lang>/LC_MESSAGES/gin_table.mo` (the template is
`game/locale/gin_table.pot`; `python tools/i18n.py` extracts, compiles and checks them); the
`GIN_TABLE_LOCALE_DIR` environment variable (or `set_locale_dir`) points elsewhere. Without a
catalog (or for English) the text is shown as written. `set_language("fr")` switches at run
time: `_` looks the current catalog up on every call, so scenes never hold a stale translation.

What `_` returns is a `Msg`: an ordinary `str` (the translation) that remembers its msgid, so a
widget built in one language re-resolves its label when drawn (`resolve(text)`) and an open scene
follows a language change without being rebuilt. Formatting (`.format`, f-strings, joining) gives
a plain `str`: such texts are rebuilt by the scene that draws them.

At first start the language comes from the system (`system_language`: LANGUAGE, LC_ALL,
LC_MESSAGES, LANG, then the OS's own setting): French or Polish when the system speaks them,
English otherwise.
"""

from __future__ import annotations

import gettext
import locale
import logging
import os
import re
import sys
from collections.abc import Mapping
from pathlib import Path

DOMAIN = "gin_table"
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
LOCALE_ENV = "GIN_TABLE_LOCALE_DIR"
# the languages the game ships complete catalogs for (English is the source language)
SHIPPED_LANGUAGES = ("en", "fr", "pl")
LANGUAGE_ENV_VARS = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")

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


#: French elides "de"/"que" before a vowel: "Gin de {name}" with "Ordinateur" reads
#: "Gin d’Ordinateur", "la partie de {variant}" with "Oklahoma" "la partie d’Oklahoma"
_ELIDABLE = re.compile(r"\b([Dd]e|[Qq]ue) (\{([^{}!:]*)[^{}]*\})")
_VOWELS = set("aeiouyàâäéèêëîïôöùûüœæ")


def elide(template: str, args: tuple, kwargs: dict) -> str:
    """`template` (French) with "de {x}"/"que {x}" written "d’{x}"/"qu’{x}" where the value
    put in starts with a vowel; other languages' templates are left alone."""
    if not _language.startswith("fr") or "{" not in template:
        return template

    def one(m: re.Match) -> str:
        field = m.group(3)
        if not field:       # "{}": the how-manieth automatic field this is
            field = str(len(re.findall(r"\{(?=[!:}])", template[:m.start(2)])))
        try:
            value = args[int(field)] if field.isdigit() else kwargs[field]
        except (IndexError, KeyError):
            return m.group(0)
        first = str(value)[:1].lower()
        return m.group(1)[:-1] + "’" + m.group(2) if first in _VOWELS else m.group(0)
    return _ELIDABLE.sub(one, template)


class Formattable(str):
    """A translated text whose `format` follows the language's grammar (`elide`)."""

    def format(self, *args, **kwargs) -> str:  # noqa: D102 - str.format, elided
        return str.format(elide(self, args, kwargs), *args, **kwargs)


class Msg(Formattable):
    """A translated text that remembers its msgid (see `resolve`)."""

    msgid: str
    context: str | None

    def __new__(cls, text: str, msgid: str, context: str | None = None) -> Msg:
        obj = super().__new__(cls, text)
        obj.msgid = msgid
        obj.context = context
        return obj

    def __reduce__(self):  # pickles (and copies) as the text it shows
        return (str, (str(self),))


def _(message: str) -> str:
    """The translation of `message` in the current language (a `Msg` remembering `message`).

    A `Msg` passed in is translated from its msgid, so `_(_("Back"))` follows the language too.
    """
    msgid = getattr(message, "msgid", message)
    context = getattr(message, "context", None)
    if context is not None:
        return pgettext(context, msgid)
    return Msg(_translation.gettext(msgid), msgid)


def pgettext(context: str, message: str) -> str:
    """The translation of `message` in `context` (a `Msg`): the same English word may need two
    translations (the stock is *pioche* in Gin but *talon* in Rami); the catalog keys it
    `context\x04message`, and an entry missing there falls back to `message` itself."""
    msgid = getattr(message, "msgid", message)
    return Msg(_translation.pgettext(context, msgid), msgid, context)


def R_(message: str, rami: bool) -> str:
    """`_(message)`, or at a Rami table (`rami`) its translation in the context "rami": French
    writes Rami's discard *écarter* (the Rami rules' word) where Gin says *défausser*, and
    calls one deal a *coup* where Gin says *main*.
    `tools/i18n.py extract` enters every `R_` text both ways."""
    return pgettext("rami", message) if rami else _(message)


def Rn_(singular: str, plural: str, n: int, rami: bool) -> str:
    """`ngettext`, or at a Rami table (`rami`) within the context "rami" (see `R_`)."""
    return npgettext("rami", singular, plural, n) if rami else ngettext(singular, plural, n)


def resolve(text: str | None) -> str | None:
    """`text` in the current language when it came from `_` (a `Msg`), else `text` unchanged.

    Widgets call it when they draw, so a label built before a language change shows the new one.
    """
    msgid = getattr(text, "msgid", None)
    if msgid is None:
        return text
    context = getattr(text, "context", None)
    if context is not None:
        return _translation.pgettext(context, msgid)
    return _translation.gettext(msgid)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of `singular`/`plural` for the count `n` under the language's plural rule."""
    return Formattable(_translation.ngettext(singular, plural, n))


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    """`ngettext` within a message context (see `pgettext`)."""
    return Formattable(_translation.npgettext(context, singular, plural, n))


_other: dict[tuple[str, str], gettext.NullTranslations] = {}


def gettext_in(language: str, message: str) -> str:
    """`message` translated into `language` without switching the game's language (to tell
    whether a stored text is one of the defaults in any language)."""
    key = (str(locale_dir()), language)
    if key not in _other:
        _other[key] = _load(language) if language != "en" else gettext.NullTranslations()
    return _other[key].gettext(message)


def _language_of(tag: str) -> str | None:
    """'fr_FR.UTF-8' -> 'fr', 'pl-PL' -> 'pl'; None for an empty tag or the C/POSIX locale."""
    tag = tag.strip()
    if not tag or tag.split(".")[0].upper() in ("C", "POSIX"):
        return None
    return tag.replace("-", "_").split("_")[0].split(".")[0].split("@")[0].lower() or None


def _os_locale_tag() -> str:
    """The desktop's own language when no environment variable says it (Windows, app bundles)."""
    if sys.platform.startswith("win"):
        try:
            import ctypes

            lcid = ctypes.windll.kernel32.GetUserDefaultUILanguage()  # type: ignore[attr-defined]
            return locale.windows_locale.get(lcid, "")
        except (AttributeError, OSError):
            return ""
    try:
        return locale.getlocale()[0] or ""
    except ValueError:
        return ""


def system_language(environ: Mapping[str, str] | None = None,
                    supported: tuple[str, ...] = SHIPPED_LANGUAGES) -> str:
    """The language to start in: the system's when the game ships it, else English.

    The variables are read in gettext's order (LANGUAGE may list several, 'pl:fr'); the first
    one set decides, as it does for every gettext program. Without any, the OS setting is asked
    (only when `environ` is not given, so tests stay independent of the machine).
    """
    env = os.environ if environ is None else environ
    for var in LANGUAGE_ENV_VARS:
        value = env.get(var, "")
        if not value:
            continue
        candidates = value.split(":") if var == "LANGUAGE" else [value]
        codes = [c for c in (_language_of(tag) for tag in candidates) if c]
        if not codes:
            if var == "LANGUAGE":
                continue    # an empty or C LANGUAGE defers to the next variable
            return "en"
        for code in codes:
            if code in supported:
                return code
        return "en"
    if environ is None:
        code = _language_of(_os_locale_tag())
        if code in supported:
            return code
    return "en"


def decimal(value: float, places: int = 1) -> str:
    """`value` with `places` decimals and the language's decimal mark ("2.5", "2,5")."""
    # TRANSLATORS: the decimal mark in numbers such as 2.5 (a comma in French and Polish)
    return f"{value:.{places}f}".replace(".", str(pgettext("decimal mark", ".")))


def percent(value: float) -> str:
    """A share (0.42) as the language writes a percentage ("42%", "42\u00a0%")."""
    # TRANSLATORS: a percentage; French puts a no-break space before the sign
    return str(pgettext("percentage", "{n}%")).format(n=round(100 * value))


def N_(message: str) -> str:
    """Mark a string for extraction without translating it now (translated when shown)."""
    return message


__all__ = ["N_", "Msg", "_", "available_languages", "decimal", "gettext_in", "language",
           "locale_dir", "ngettext", "npgettext", "percent", "pgettext",
           "resolve", "set_language", "set_locale_dir", "system_language"]
