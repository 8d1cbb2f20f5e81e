"""The player's settings: one frozen `Settings` value, stored as JSON in `user_config_dir()`.

    s = load_settings()                          # defaults if there is no file
    s = dataclasses.replace(s, volume=0.5)       # or s.replace(volume=0.5), which checks
    save_settings(s)                             # atomic write of settings.json

Reading is forgiving: unknown keys are ignored (a newer version's settings still load), a bad
value is replaced by its default with a message, and a corrupt file (not JSON, truncated, not an
object) is moved aside as `settings.json.corrupt-YYYYmmdd-HHMMSS` and the defaults are used.
`read_settings()` returns the messages too (a `LoadResult`); `load_settings()` only logs them.

Fields (JSON keys are the field names; tuples are stored as lists):

- `language`: a language code such as "en", "fr", "pl";
- `speed`: animation speed, one of `SPEEDS` ("slow", "normal", "fast", "instant");
- `volume`: 0.0 … 1.0; `muted`: bool;
- `card_back`: one of `game.assets_manifest.CARD_BACKS`; `four_colour`: four-colour deck;
- `sort_order`: how the hand is sorted, one of `SORT_ORDERS` ("rank", "suit", "melds", or
  "none" to keep the order the player arranged);
- `show_discard_history`: show the whole discard pile, not only its top card;
- `default_variant`: a variant name (`game.variants.VARIANTS`);
- `variant_options`: per variant name, the `Rules` options the player changed, as the strings
  `--option key=value` takes, e.g. `{"classic": {"target": "150"}}` (see `rules_for_variant`);
- `ai_level`: "easy", "medium" or "hard";
- `game_mode`: how the last new game was set up, "ai" (versus the computer), "hotseat" or
  "custom" (each seat chosen); `seats`: its number of players (2 to 6); the setup screen
  starts from both;
- `player_names`: names for the seats (seat 0 first), 1 to 6 names of 1–24 characters;
- `window_size`: (width, height) in pixels; `fullscreen`: bool.
"""

from __future__ import annotations

import dataclasses
import logging
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.assets_manifest import CARD_BACKS
from game.core.errors import GameError
from game.paths import user_config_dir
from game.persist.atomic import atomic_write_json
from game.persist.jsonfile import BadFile, LoadResult, read_json_object, set_aside
from game.persist.text import MAX_NAME_LENGTH, clean_name
from game.players import AI_LEVELS
from game.variants import Rules, find_variant

log = logging.getLogger(__name__)

SETTINGS_NAME = "settings.json"
SETTINGS_FORMAT = 1
SPEEDS = ("slow", "normal", "fast", "instant")
GAME_MODES = ("ai", "hotseat", "custom")
#: in the order the settings screen offers them ("none" keeps the player's own arrangement)
SORT_ORDERS = ("none", "rank", "suit", "melds")
MAX_NAMES = 6
MIN_WINDOW = (640, 480)
MAX_WINDOW = (7680, 4320)
_LANGUAGE = re.compile(r"^[a-z]{2,3}(?:[-_][A-Za-z]{2,4})?$")


@dataclass(frozen=True)
class Settings:
    """Everything the player can set; every field has a default (see the module docstring)."""

    language: str = "en"
    speed: str = "normal"
    volume: float = 0.7
    muted: bool = False
    card_back: str = CARD_BACKS[0]
    four_colour: bool = False
    sort_order: str = "melds"
    show_discard_history: bool = False
    default_variant: str = "classic"
    variant_options: dict[str, dict[str, str]] = field(default_factory=dict)
    ai_level: str = "medium"
    game_mode: str = "ai"
    seats: int = 2
    player_names: tuple[str, ...] = ("You", "Player 2", "Player 3", "Player 4", "Player 5",
                                     "Player 6")
    window_size: tuple[int, int] = (1280, 720)
    fullscreen: bool = False

    def to_dict(self) -> dict[str, Any]:
        """The JSON document (tuples as lists), with a `format` number."""
        data = dataclasses.asdict(self)
        data["player_names"] = list(self.player_names)
        data["window_size"] = list(self.window_size)
        return {"format": SETTINGS_FORMAT, **data}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Settings:
        """Settings from a dict; unknown keys ignored, bad values replaced by defaults."""
        return validate(data)[0]

    def replace(self, **changes: Any) -> Settings:
        """A copy with `changes`; raises ValueError naming the first bad value."""
        unknown = [k for k in changes if k not in _FIELDS]
        if unknown:
            raise ValueError(f"unknown setting {unknown[0]!r}")
        settings, messages = validate({**self.to_dict(), **changes})
        if messages:
            raise ValueError(messages[0])
        return settings

    def rules_for_variant(self, name: str | None = None) -> Rules:
        """The Rules of a variant (default: `default_variant`) with the player's options."""
        variant = find_variant(name or self.default_variant)
        options = self.variant_options.get(variant.name, {})
        return variant.rules.with_options(**options)

    def name_of(self, seat: int) -> str:
        """The name for a seat (a generic one past the stored names)."""
        if 0 <= seat < len(self.player_names):
            return self.player_names[seat]
        return f"Player {seat + 1}"


_DEFAULTS = Settings()
_FIELDS = {f.name for f in dataclasses.fields(Settings)}


# ----- checking values ---------------------------------------------------------------------
class _Bad(Exception):
    pass


def _choice(choices: tuple[str, ...]):
    def check(value: Any) -> str:
        if not isinstance(value, str) or value not in choices:
            raise _Bad(f"must be one of {', '.join(choices)}")
        return value
    return check


def _bool(value: Any) -> bool:
    if not isinstance(value, bool):
        raise _Bad("must be true or false")
    return value


def _language(value: Any) -> str:
    if not isinstance(value, str) or not _LANGUAGE.match(value):
        raise _Bad("must be a language code such as en, fr or pl")
    return value


def _volume(value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise _Bad("must be a number from 0 to 1")
    value = float(value)
    if not 0.0 <= value <= 1.0:  # also refuses NaN
        raise _Bad("must be a number from 0 to 1")
    return value


def _variant(value: Any) -> str:
    if not isinstance(value, str):
        raise _Bad("must be a variant name")
    try:
        return find_variant(value).name
    except GameError as exc:
        raise _Bad(f"is not a known variant ({value!r})") from exc


def _names(value: Any) -> tuple[str, ...]:
    if not isinstance(value, (list, tuple)) or not 1 <= len(value) <= MAX_NAMES:
        raise _Bad(f"must be a list of 1 to {MAX_NAMES} names")
    names = []
    for name in value:
        if not isinstance(name, str):
            raise _Bad(f"must be names of 1 to {MAX_NAME_LENGTH} characters")
        # control characters and lone surrogates removed, at most MAX_NAME_LENGTH kept
        name = clean_name(name)
        if not name:
            raise _Bad(f"must be names of 1 to {MAX_NAME_LENGTH} characters")
        names.append(name)
    return tuple(names)


def _seats(value: Any) -> int:
    if type(value) is not int or not 2 <= value <= MAX_NAMES:
        raise _Bad(f"must be a number of players from 2 to {MAX_NAMES}")
    return value


def _window(value: Any) -> tuple[int, int]:
    if (not isinstance(value, (list, tuple)) or len(value) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)):
        raise _Bad("must be [width, height] in pixels")
    w, h = value
    if not (MIN_WINDOW[0] <= w <= MAX_WINDOW[0] and MIN_WINDOW[1] <= h <= MAX_WINDOW[1]):
        raise _Bad(f"must be between {MIN_WINDOW[0]}×{MIN_WINDOW[1]} and "
                   f"{MAX_WINDOW[0]}×{MAX_WINDOW[1]}")
    return (w, h)


_CHECKS = {
    "language": _language,
    "speed": _choice(SPEEDS),
    "volume": _volume,
    "muted": _bool,
    "card_back": _choice(tuple(CARD_BACKS)),
    "four_colour": _bool,
    "sort_order": _choice(SORT_ORDERS),
    "show_discard_history": _bool,
    "default_variant": _variant,
    "ai_level": _choice(AI_LEVELS),
    "game_mode": _choice(GAME_MODES),
    "seats": _seats,
    "player_names": _names,
    "window_size": _window,
    "fullscreen": _bool,
}


def _variant_options(value: Any, messages: list[str]) -> dict[str, dict[str, str]]:
    """Keep each variant's options that its Rules accept; report the others."""
    if not isinstance(value, dict):
        messages.append("Setting variant_options was not a table of options; "
                        "the defaults are used.")
        return {}
    out: dict[str, dict[str, str]] = {}
    for name, options in value.items():
        try:
            variant = find_variant(str(name))
        except GameError:
            messages.append(f"Options for unknown variant {name!r} were ignored.")
            continue
        if not isinstance(options, dict):
            messages.append(f"Options for {variant.name} were not a table; they were ignored.")
            continue
        kept: dict[str, str] = {}
        for key, raw in options.items():
            text = str(raw).lower() if isinstance(raw, bool) else str(raw)
            try:
                variant.rules.with_options(**{str(key): text})
            except (GameError, TypeError) as exc:
                messages.append(f"Option {key}={raw!r} for {variant.name} was ignored ({exc}).")
                continue
            kept[str(key)] = text
        out[variant.name] = kept
    return out


def validate(data: Any) -> tuple[Settings, list[str]]:
    """Settings from a decoded JSON document, and one message per value replaced."""
    if not isinstance(data, dict):
        return Settings(), ["The settings were not a table; the defaults are used."]
    values: dict[str, Any] = {}
    messages: list[str] = []
    for key, check in _CHECKS.items():
        if key not in data:
            continue
        try:
            values[key] = check(data[key])
        except _Bad as exc:
            messages.append(f"Setting {key} {exc} (it was {data[key]!r}); "
                            f"the default {getattr(_DEFAULTS, key)!r} is used.")
    if "variant_options" in data:
        values["variant_options"] = _variant_options(data["variant_options"], messages)
    return Settings(**values), messages


# ----- files -------------------------------------------------------------------------------
def settings_path() -> Path:
    """`user_config_dir()/settings.json`."""
    return user_config_dir() / SETTINGS_NAME


def read_settings(path: str | os.PathLike[str] | None = None) -> LoadResult[Settings]:
    """Load the settings, never raising: `value` is always a usable `Settings`.

    `ok` is False only when the file was unusable (then moved to `backup`); `message` lists
    what was replaced by defaults. No file gives the defaults with `ok=True` and no message.
    """
    target = settings_path() if path is None else Path(path)
    try:
        data = read_json_object(target)
        version = data.get("format", SETTINGS_FORMAT)
        # `True == 1` and `1.0 == 1` in Python: the format must be the integer itself
        if type(version) is not int or version != SETTINGS_FORMAT:
            newer = isinstance(version, int) and not isinstance(version, bool) and \
                version > SETTINGS_FORMAT
            raise BadFile(f"was written by a newer version of the game (format {version})"
                          if newer else f"has an unknown format ({version!r})")
    except FileNotFoundError:
        return LoadResult(True, Settings())
    except BadFile as exc:
        message, backup = set_aside(target, "settings file", str(exc),
                                    "The default settings are used.")
        log.warning("%s", message)
        return LoadResult(False, Settings(), message, backup)
    settings, messages = validate(data)
    for message in messages:
        log.warning("settings: %s", message)
    return LoadResult(True, settings, " ".join(messages))


def load_settings(path: str | os.PathLike[str] | None = None) -> Settings:
    """The saved settings, or the defaults (problems are logged; see `read_settings`)."""
    return read_settings(path).value


def save_settings(settings: Settings, path: str | os.PathLike[str] | None = None) -> Path:
    """Write the settings atomically; returns the path."""
    target = settings_path() if path is None else Path(path)
    return atomic_write_json(target, settings.to_dict())


__all__ = ["AI_LEVELS", "SORT_ORDERS", "SPEEDS", "Settings", "load_settings", "read_settings",
           "save_settings", "settings_path", "validate"]
