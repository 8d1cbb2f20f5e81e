"""The player's settings: one frozen `Settings` value, stored as JSON in `user_config_dir()`.

    s = load_settings()                          # defaults if there is no file
    s = dataclasses.replace(s, volume=0.5)       # or s.replace(volume=0.5), which checks
    save_settings(s)                             # atomic write of settings.json

Reading is forgiving: unknown keys are ignored (a newer version's settings still load), a bad
value is replaced by its default with a problem reported, and a corrupt file (not JSON, truncated, not an
object) is moved aside as `settings.json.corrupt-YYYYmmdd-HHMMSS` and the defaults are used.
`read_settings()` returns the problems too (a `LoadResult` of `Problem`s, worded by the UI);
`load_settings()` only logs them.

Fields (JSON keys are the field names; tuples are stored as lists):

- `language`: a language code such as "en", "fr", "pl";
- `speed`: animation speed, one of `SPEEDS` ("slow", "normal", "fast", "instant");
- `volume`: 0.0 … 1.0; `muted`: bool;
- `card_back`: one of `game.assets_manifest.CARD_BACKS`; `four_colour`: four-colour deck;
- `sort_order`: how the hand is sorted, one of `SORT_ORDERS` ("rank", "suit", "melds", or
  "none" to keep the order the player arranged);
- `show_discard_history`: show the whole discard pile, not only its top card;
- `ui_scale`: the size of text in percent, one of `UI_SCALES` (100 … 200; the layouts
  hold what fits the window, see `game.ui.layout.effective_scale`);
- `default_variant`: a variant name (`game.variants.VARIANTS`), the one New game offers first;
- `variant_options`: per variant name, the `Rules` options the player changed, as the strings
  `--option key=value` takes, e.g. `{"classic": {"target": "150"}}` (see `rules_for_variant`);
- `ai_level`: "easy", "medium", "hard" or "expert";
- `game_mode`: how the last new game was set up, "ai" (versus the computer), "hotseat" or
  "custom" (each seat chosen); `seats`: its number of players (2 to 6); the setup screen
  starts from both;
- `allow_undo`: bool, the setup's "Allow undo in counted matches" as last chosen (versus the
  computer; hot-seat hints are agreed at each new table and not kept);
- `player_names`: names for the seats (seat 0 first, the player's own), 1 to 6 names of 1–24
  characters; the names New game offers where it was given none (`last_names`);
- New game's own memory of the last game it set up, kept apart from the player's settings
  above (which change only in Settings; a play-tester's friend's hot-seat game had made
  "Alice" their name and Oklahoma their default variant), and shown by no Settings page:
  `last_variant` ("" for none: New game offers `default_variant`), `last_level` ("" for
  none: `ai_level`), `last_options` (that variant's options, shaped as `variant_options`),
  `last_names` (by seat, "" where the seat's Settings name was kept; 0 to 6 names) of a
  game with several people at the screen, `last_solo_name` ("" likewise) of one against
  the computer;
  changing one of these settings in Settings makes New game offer it again;
- `window_size`: (width, height) in pixels; `fullscreen`: bool;
- `lessons_done`: the "Learn to play" lessons played to their end, by name (`LESSONS`).
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
from game.persist.atomic import atomic_write_json, move_aside
from game.persist.jsonfile import BadFile, LoadResult, read_json_object, set_aside
from game.persist.problems import Problem, ProblemError
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
#: text size in percent, in steps of 25
UI_SCALES = (100, 125, 150, 175, 200)
MAX_NAMES = 6
#: the guided lessons' names (`game.coach.tutorial.SCRIPTS`), in the order they are offered
LESSONS = ("gin", "rami")
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
    ui_scale: int = 100
    default_variant: str = "classic"
    variant_options: dict[str, dict[str, str]] = field(default_factory=dict)
    ai_level: str = "medium"
    game_mode: str = "ai"
    seats: int = 2
    allow_undo: bool = False
    player_names: tuple[str, ...] = ("You", "Player 2", "Player 3", "Player 4", "Player 5",
                                     "Player 6")
    last_names: tuple[str, ...] = ()
    last_solo_name: str = ""
    last_variant: str = ""
    last_level: str = ""
    last_options: dict[str, dict[str, str]] = field(default_factory=dict)
    window_size: tuple[int, int] = (1280, 720)
    fullscreen: bool = False
    lessons_done: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        """The JSON document (tuples as lists), with a `format` number."""
        data = dataclasses.asdict(self)
        data["player_names"] = list(self.player_names)
        data["last_names"] = list(self.last_names)
        data["window_size"] = list(self.window_size)
        data["lessons_done"] = list(self.lessons_done)
        return {"format": SETTINGS_FORMAT, **data}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Settings:
        """Settings from a dict; unknown keys ignored, bad values replaced by defaults."""
        return validate(data)[0]

    def replace(self, **changes: Any) -> Settings:
        """A copy with `changes`; raises ValueError naming the first bad value."""
        unknown = [k for k in changes if k not in _FIELDS]
        if unknown:
            raise BadSetting("unknown-setting", key=unknown[0])
        settings, problems = validate({**self.to_dict(), **changes})
        if problems:
            raise BadSetting(problems[0].id, **problems[0].values)
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
class _Bad(ProblemError):
    """A value a setting cannot take; its problem says what the setting needs."""


class BadSetting(ProblemError, ValueError):
    """`Settings.replace` was given a value it cannot keep; `problem` says which and why."""


def _choice(choices: tuple[str, ...]):
    def check(value: Any) -> str:
        if not isinstance(value, str) or value not in choices:
            raise _Bad("one-of", choices=tuple(choices))
        return value
    return check


def _bool(value: Any) -> bool:
    if not isinstance(value, bool):
        raise _Bad("yes-or-no")
    return value


def _language(value: Any) -> str:
    if not isinstance(value, str) or not _LANGUAGE.match(value):
        raise _Bad("language-code")
    return value


def _volume(value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise _Bad("number-0-1")
    value = float(value)
    if not 0.0 <= value <= 1.0:  # also refuses NaN
        raise _Bad("number-0-1")
    return value


def _scale(value: Any) -> int:
    if type(value) is not int or value not in UI_SCALES:
        raise _Bad("one-of", choices=tuple(str(v) for v in UI_SCALES))
    return value


def _variant(value: Any) -> str:
    if not isinstance(value, str):
        raise _Bad("variant-name")
    try:
        return find_variant(value).name
    except GameError as exc:
        raise _Bad("unknown-variant", value=value) from exc


def _names(value: Any) -> tuple[str, ...]:
    if not isinstance(value, (list, tuple)) or not 1 <= len(value) <= MAX_NAMES:
        raise _Bad("names-list", most=MAX_NAMES)
    names = []
    for name in value:
        if not isinstance(name, str):
            raise _Bad("name-length", most=MAX_NAME_LENGTH)
        # control characters and lone surrogates removed, at most MAX_NAME_LENGTH kept
        name = clean_name(name)
        if not name:
            raise _Bad("name-length", most=MAX_NAME_LENGTH)
        names.append(name)
    return tuple(names)


def _typed_names(value: Any) -> tuple[str, ...]:
    """New game's memory of names: up to MAX_NAMES, "" where none was typed."""
    if not isinstance(value, (list, tuple)) or len(value) > MAX_NAMES or \
            not all(isinstance(name, str) for name in value):
        raise _Bad("names-list", most=MAX_NAMES)
    return tuple(clean_name(name) for name in value)


def _typed_name(value: Any) -> str:
    if not isinstance(value, str):
        raise _Bad("name-length", most=MAX_NAME_LENGTH)
    return clean_name(value)


def _or_none(check):
    """`check`, with "" (none remembered) allowed too."""
    def checked(value: Any) -> str:
        return "" if value == "" else check(value)
    return checked


def _seats(value: Any) -> int:
    if type(value) is not int or not 2 <= value <= MAX_NAMES:
        raise _Bad("players-count", most=MAX_NAMES)
    return value


def _window(value: Any) -> tuple[int, int]:
    if (not isinstance(value, (list, tuple)) or len(value) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)):
        raise _Bad("window-shape")
    w, h = value
    if not (MIN_WINDOW[0] <= w <= MAX_WINDOW[0] and MIN_WINDOW[1] <= h <= MAX_WINDOW[1]):
        raise _Bad("window-range", min_w=MIN_WINDOW[0], min_h=MIN_WINDOW[1],
                   max_w=MAX_WINDOW[0], max_h=MAX_WINDOW[1])
    return (w, h)


def _lessons(value: Any) -> tuple[str, ...]:
    """The lessons played to their end: known names, each once, in the lessons' order (a
    name this version does not know is dropped: a newer version's lesson)."""
    if not isinstance(value, (list, tuple)) or not all(isinstance(v, str) for v in value):
        raise _Bad("one-of", choices=LESSONS)
    return tuple(name for name in LESSONS if name in value)


_CHECKS = {
    "language": _language,
    "speed": _choice(SPEEDS),
    "volume": _volume,
    "muted": _bool,
    "card_back": _choice(tuple(CARD_BACKS)),
    "four_colour": _bool,
    "sort_order": _choice(SORT_ORDERS),
    "show_discard_history": _bool,
    "ui_scale": _scale,
    "default_variant": _variant,
    "ai_level": _choice(AI_LEVELS),
    "game_mode": _choice(GAME_MODES),
    "seats": _seats,
    "allow_undo": _bool,
    "player_names": _names,
    "last_names": _typed_names,
    "last_solo_name": _typed_name,
    "last_variant": _or_none(_variant),
    "last_level": _or_none(_choice(AI_LEVELS)),
    "window_size": _window,
    "fullscreen": _bool,
    "lessons_done": _lessons,
}


def _variant_options(value: Any, problems: list[Problem]) -> dict[str, dict[str, str]]:
    """Keep each variant's options that its Rules accept; report the others."""
    if not isinstance(value, dict):
        problems.append(Problem.of("options-not-table"))
        return {}
    out: dict[str, dict[str, str]] = {}
    for name, options in value.items():
        try:
            variant = find_variant(str(name))
        except GameError:
            problems.append(Problem.of("options-unknown-variant", variant=str(name)))
            continue
        if not isinstance(options, dict):
            problems.append(Problem.of("options-variant-not-table", variant=variant.name))
            continue
        kept: dict[str, str] = {}
        for key, raw in options.items():
            text = str(raw).lower() if isinstance(raw, bool) else str(raw)
            try:
                variant.rules.with_options(**{str(key): text})
            except (GameError, TypeError):
                problems.append(Problem.of("option-ignored", key=str(key), value=raw,
                                           variant=variant.name))
                continue
            kept[str(key)] = text
        out[variant.name] = kept
    return out


def validate(data: Any) -> tuple[Settings, list[Problem]]:
    """Settings from a decoded JSON document, and one problem per value replaced."""
    if not isinstance(data, dict):
        return Settings(), [Problem.of("settings-not-table")]
    values: dict[str, Any] = {}
    problems: list[Problem] = []
    for key, check in _CHECKS.items():
        if key not in data:
            continue
        try:
            values[key] = check(data[key])
        except _Bad as exc:
            problems.append(Problem.of("setting-replaced", key=key, reason=exc.problem,
                                       was=data[key], default=getattr(_DEFAULTS, key)))
    for key in ("variant_options", "last_options"):
        if key in data:
            values[key] = _variant_options(data[key], problems)
    return Settings(**values), problems


# ----- files -------------------------------------------------------------------------------
def settings_path() -> Path:
    """`user_config_dir()/settings.json`."""
    return user_config_dir() / SETTINGS_NAME


def read_settings(path: str | os.PathLike[str] | None = None) -> LoadResult[Settings]:
    """Load the settings, never raising: `value` is always a usable `Settings`.

    `ok` is False only when the file was unusable (then moved to `backup`); `problems` list
    what was replaced by defaults. No file gives the defaults with `ok=True` and no problems.
    """
    target = settings_path() if path is None else Path(path)
    try:
        data = read_json_object(target)
        version = data.get("format", SETTINGS_FORMAT)
        # `True == 1` and `1.0 == 1` in Python: the format must be the integer itself
        if type(version) is not int or version != SETTINGS_FORMAT:
            newer = isinstance(version, int) and not isinstance(version, bool) and \
                version > SETTINGS_FORMAT
            if newer:
                raise BadFile("newer-format", version=version)
            raise BadFile("unknown-format", version=version)
    except FileNotFoundError:
        return LoadResult(True, Settings())
    except BadFile as exc:
        problem, backup = set_aside(target, "settings", exc.problem, "default-settings")
        log.warning("settings: %s", problem)
        return LoadResult(False, Settings(), (problem,), backup)
    settings, problems = validate(data)
    for problem in problems:
        log.warning("settings: %s", problem)
    return LoadResult(True, settings, tuple(problems))


def repair_settings(settings: Settings, path: str | os.PathLike[str] | None = None) -> Path | None:
    """Write `settings` (those in use, defaults where values were replaced) over a file some
    of whose values could not be used, so the player is told once and not at every start.
    The file as it was is kept beside it (`NAME.corrupt-…`, returned; None when it could not
    be kept), and keys this version does not know (a newer version's) stay in the file."""
    target = settings_path() if path is None else Path(path)
    try:
        unknown = {k: v for k, v in read_json_object(target).items() if k not in _CHECKS
                   and k not in ("format", "variant_options", "last_options")}
    except (BadFile, OSError):
        unknown = {}
    backup = move_aside(target)
    atomic_write_json(target, {**unknown, **settings.to_dict()})
    return backup


def load_settings(path: str | os.PathLike[str] | None = None) -> Settings:
    """The saved settings, or the defaults (problems are logged; see `read_settings`)."""
    return read_settings(path).value


def save_settings(settings: Settings, path: str | os.PathLike[str] | None = None) -> Path:
    """Write the settings atomically; returns the path."""
    target = settings_path() if path is None else Path(path)
    return atomic_write_json(target, settings.to_dict())


__all__ = ["AI_LEVELS", "SORT_ORDERS", "SPEEDS", "UI_SCALES", "Settings", "load_settings", "read_settings",
           "repair_settings", "save_settings", "settings_path", "validate"]
