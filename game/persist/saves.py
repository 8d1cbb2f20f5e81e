"""Saving and resuming a match: its rules, seats, seed and action log, as versioned JSON.

A save holds no engine state, only what rebuilds it: the variant and every rule
(`Rules.to_dict()`), the seats (player spec and name), the match seed and the actions played
(`str(action)`). Loading replays the log through the engine (`game.core.engine.replay`), so a
save that is not a legal game cannot be loaded, and the resumed match is identical to the one
saved, in the middle of a hand or between hands.

    save_match(match)                  # -> user_data_dir()/autosave.json, written atomically
    result = try_load_match()          # LoadResult(ok, value=Match | None, message, backup)
    match = load_match(path)           # the same, raising SaveError(message) on failure
    enable_autosave(match)             # save after every applied action (the UI calls this)

A corrupt, truncated, unreadable or wrong-version file is moved aside as
`autosave.json.corrupt-YYYYmmdd-HHMMSS` (never deleted) and the message says why, so the game
can start normally. File layout (format 1):

    {"format": 1, "app": "gin-table", "app_version": "0.1.0",
     "created": "2024-05-01T12:00:00+00:00", "saved": "...",
     "variant": "classic", "rules": {...every Rules field...},
     "seats": [{"player": "human", "name": "You"}, {"player": "hard", "name": "Hard"}],
     "seed": 123456789, "log": ["next", "pass", "draw stock", "discard 7H", ...],
     "summary": {"hand_no": 3, "phase": "draw", "totals": [45, 30], "over": false},
     "incidents": [{"seat": 1, "player": "Bot", "problem": "..."}]}
"""

from __future__ import annotations

import dataclasses
import datetime as _dt
import logging
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game import __version__
from game.coach.undo import undo_entries
from game.coach.usage import restore_usage, saved_usage
from game.core.actions import Action, parse_action
from game.core.engine import Engine, new_game
from game.core.errors import GameError
from game.core.events import Event, redact
from game.match import Incident, Match
from game.paths import user_data_dir
from game.persist.atomic import atomic_write_json, remove_stale_temp_files
from game.persist.jsonfile import BadFile, LoadResult, read_json_object, set_aside
from game.players import make_player
from game.players.base import Player
from game.variants import Rules, find_variant

log = logging.getLogger(__name__)

FORMAT = 1
APP_ID = "gin-table"
AUTOSAVE_NAME = "autosave.json"
HUMAN = "human"

_BUILTIN_MODULES = {"game.players.easy": "easy", "game.players.medium": "medium",
                    "game.players.hard": "hard", "game.players.random_player": "random"}


class SaveError(GameError):
    """A save could not be loaded; `message` is for the player, `backup` is where the bad file
    went (None when nothing was moved, e.g. no save at all)."""

    def __init__(self, message: str, backup: Path | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.backup = backup


def autosave_path() -> Path:
    """`user_data_dir()/autosave.json`."""
    return user_data_dir() / AUTOSAVE_NAME


def _now() -> str:
    return _dt.datetime.now(_dt.UTC).isoformat(timespec="seconds")


# ----- players <-> specs -------------------------------------------------------------------
def player_spec(player: Player | None) -> str:
    """The spec that rebuilds `player`: "human" for None (a person at the UI), "easy" /
    "medium" / "hard" / "random" for the built-in AIs, else "package.module:Class"."""
    if player is None:
        return HUMAN
    cls = type(player)
    builtin = _BUILTIN_MODULES.get(cls.__module__)
    if builtin is not None:
        return builtin
    return f"{cls.__module__}:{cls.__qualname__}"


def build_player(spec: str, name: str | None) -> Player | None:
    """The player for a saved spec (None for "human"); raises GameError if it cannot be made."""
    if spec == HUMAN:
        return None
    return make_player(spec, name=name)


# ----- saving ------------------------------------------------------------------------------
def _meta(match: Match) -> dict[str, Any]:
    meta = getattr(match, "meta", None)
    if meta is None:
        meta = {}
        match.meta = meta  # older Match objects: keep the bookkeeping on the instance
    return meta


def match_to_dict(match: Match) -> dict[str, Any]:
    """The save document of `match` (see the module docstring)."""
    engine = match.engine
    meta = _meta(match)
    created = meta.setdefault("created", _now())
    scorer = getattr(engine, "scorer", None)
    totals = list(scorer.totals) if scorer is not None else [0] * engine.seats
    return {
        "format": FORMAT,
        "app": APP_ID,
        "app_version": __version__,
        "created": created,
        "saved": _now(),
        "variant": engine.rules.variant,
        "rules": engine.rules.to_dict(),
        "seats": [{"player": player_spec(p), "name": str(n)}
                  for p, n in zip(match.players, match.names, strict=True)],
        "seed": engine.seed,
        "log": [str(a) for a in engine.log],
        "summary": {"hand_no": engine.deal_no + 1, "phase": engine.phase, "totals": totals,
                    "over": engine.is_over},
        "incidents": [dataclasses.asdict(i) for i in match.incidents],
        "undos": list(meta.get("undos", [])),  # actions taken back (game.coach.undo)
        "coach": saved_usage(meta),  # hints and undos used (game.coach.usage)
    }


def save_match(match: Match, path: str | os.PathLike[str] | None = None) -> Path:
    """Write `match` atomically to `path` (default `autosave_path()`); returns the path."""
    target = autosave_path() if path is None else Path(path)
    return atomic_write_json(target, match_to_dict(match))


def enable_autosave(match: Match, path: str | os.PathLike[str] | None = None
                    ) -> Callable[[list[Event]], None]:
    """Save `match` now and after every applied action (a `match.listeners` callback).

    A failing write (disk full, read-only folder) never stops the game: it is logged and kept
    in `match.meta["autosave_error"]` (cleared by the next successful save). Returns the
    listener, which `disable_autosave` removes.
    """
    target = autosave_path() if path is None else Path(path)
    meta = _meta(match)

    def autosave(_events: list[Event]) -> None:
        try:
            save_match(match, target)
        except OSError as exc:
            if meta.get("autosave_error") is None:
                log.warning("autosave to %s failed: %s", target, exc)
            meta["autosave_error"] = f"cannot write {target}: {exc.strerror or exc}"
        else:
            meta["autosave_error"] = None

    autosave.autosave_path = target  # type: ignore[attr-defined]
    disable_autosave(match)
    match.listeners.append(autosave)
    meta["autosave_path"] = str(target)
    autosave([])
    return autosave


def disable_autosave(match: Match) -> None:
    """Remove the autosave listener(s) of `match`, if any."""
    match.listeners[:] = [f for f in match.listeners if not hasattr(f, "autosave_path")]


def discard_autosave(path: str | os.PathLike[str] | None = None) -> None:
    """Forget a saved match that is finished (the UI calls this after the match is over).

    Only a readable save of a finished match is removed; anything else is left for
    `try_load_match` to judge, so a bad file is still moved aside rather than deleted."""
    target = autosave_path() if path is None else Path(path)
    try:
        data = read_json_object(target)
    except (BadFile, FileNotFoundError):
        return
    if isinstance(data.get("summary"), dict) and data["summary"].get("over") is True:
        target.unlink(missing_ok=True)


# ----- loading -----------------------------------------------------------------------------
def _migrate(data: dict[str, Any]) -> dict[str, Any]:
    """Bring an older save document up to `FORMAT`, or raise BadFile saying why not.

    `MIGRATIONS[n]` turns a format-n document into format n+1. Format 1 is the first format
    this game wrote, so there is nothing older to migrate yet.
    """
    version = data.get("format")
    if isinstance(version, bool) or not isinstance(version, int):
        raise BadFile("is not a Gin Table save (it has no format version)")
    if version > FORMAT:
        raise BadFile(f"was saved by a newer version of the game (save format {version}; this "
                      f"version reads format {FORMAT} and older)")
    while version < FORMAT:
        step = MIGRATIONS.get(version)
        if step is None:
            raise BadFile(f"uses save format {version}, which is too old for this version "
                          f"(it reads formats {min(MIGRATIONS, default=FORMAT)}–{FORMAT})")
        data = step(data)
        version = data["format"]
    return data


MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}


def _rules_from(data: dict[str, Any]) -> Rules:
    variant = data.get("variant")
    rules_data = data.get("rules")
    if not isinstance(variant, str) or not isinstance(rules_data, dict):
        raise BadFile("is damaged: the variant or its rules are missing")
    try:
        base = find_variant(variant).rules
    except GameError as exc:
        raise BadFile(f"is for a variant this version does not know ({variant!r})") from exc
    known = {f.name for f in dataclasses.fields(Rules)}
    unknown = sorted(k for k in rules_data if k not in known)
    if unknown:
        raise BadFile(f"uses rules this version does not know ({', '.join(unknown)})")
    try:
        return base.with_options(**rules_data)
    except (GameError, TypeError, ValueError) as exc:
        raise BadFile(f"has invalid rules ({exc})") from exc


def _seats_from(data: dict[str, Any], rules: Rules) -> list[tuple[str, str]]:
    seats = data.get("seats")
    if not isinstance(seats, list) or not seats:
        raise BadFile("is damaged: the seats are missing")
    out = []
    for i, seat in enumerate(seats):
        if not (isinstance(seat, dict) and isinstance(seat.get("player"), str)
                and isinstance(seat.get("name"), str)):
            raise BadFile(f"is damaged: seat {i + 1} is not a player and a name")
        out.append((seat["player"], seat["name"]))
    if not rules.min_players <= len(out) <= rules.max_players:
        raise BadFile(f"has {len(out)} seats, but {rules.variant} is for "
                      f"{rules.min_players}–{rules.max_players} players")
    return out


@dataclasses.dataclass(frozen=True)
class SaveContents:
    """What a save document holds, checked: enough to rebuild or replay the match."""

    rules: Rules
    specs: tuple[str, ...]
    names: tuple[str, ...]
    seed: int
    actions: tuple[Action, ...]
    document: dict[str, Any]


def parse_save(data: dict[str, Any]) -> SaveContents:
    """Check a save document (migrating an older format); raises BadFile saying what is wrong.
    The moves are read but not yet checked against the rules (`match_from_dict` does that)."""
    data = _migrate(data)
    if data.get("app", APP_ID) != APP_ID:
        raise BadFile(f"was written by another program ({data.get('app')!r})")
    rules = _rules_from(data)
    seats = _seats_from(data, rules)
    seed = data.get("seed")
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise BadFile("is damaged: the match seed is missing")
    log_data = data.get("log")
    if not isinstance(log_data, list) or not all(isinstance(a, str) for a in log_data):
        raise BadFile("is damaged: the list of moves is missing")
    actions = []
    for n, text in enumerate(log_data, 1):
        try:
            actions.append(parse_action(text))
        except GameError as exc:
            raise BadFile(f"is damaged: move {n} ({text!r}) cannot be read: {exc}") from exc
    return SaveContents(rules, tuple(s for s, _ in seats), tuple(n for _, n in seats), seed,
                        tuple(actions), data)


def read_save(path: str | os.PathLike[str]) -> SaveContents:
    """Read and check a save file without moving anything (for `python -m game replay`);
    raises BadFile or FileNotFoundError."""
    return parse_save(read_json_object(Path(path)))


def replay_save(contents: SaveContents) -> tuple[Engine, list[list[Event]]]:
    """Play a save's moves through a new engine; returns it and the events of each move.
    Raises BadFile at the first move the rules refuse."""
    try:
        engine = new_game(contents.rules, len(contents.specs), contents.seed)
    except GameError as exc:
        raise BadFile(f"cannot start its match ({exc})") from exc
    steps = []
    for n, action in enumerate(contents.actions, 1):
        try:
            steps.append(engine.apply(action))
        except GameError as exc:
            raise BadFile(f"is not a legal game: move {n} ({action}) is refused: {exc}") from exc
    return engine, steps


def match_from_dict(data: dict[str, Any], budget: float | None = None
                    ) -> tuple[Match, list[str]]:
    """Rebuild a match from a save document by replaying its log; raises BadFile.

    Returns the match and warnings (e.g. a third-party bot that could not be loaded and was
    replaced by the built-in AI)."""
    contents = parse_save(data)
    data = contents.document
    engine, _ = replay_save(contents)
    rules = contents.rules
    seed = contents.seed
    seats = list(zip(contents.specs, contents.names, strict=True))
    warnings: list[str] = []
    players: list[Player | None] = []
    incidents = []
    for i, (spec, name) in enumerate(seats):
        try:
            players.append(build_player(spec, name))
        except GameError as exc:
            from game.match import FALLBACK_LEVEL

            players.append(make_player(FALLBACK_LEVEL, name=name))
            problem = (f"player {spec} could not be loaded ({exc}); the built-in "
                       f"{FALLBACK_LEVEL} AI plays")
            warnings.append(f"{name}: {problem}.")
            incidents.append(Incident(i, name, problem))
    match = Match(rules, players, seed=seed, names=[n for _, n in seats], budget=budget,
                  engine=engine)
    for item in data.get("incidents") or []:
        if isinstance(item, dict):
            try:
                match.incidents.append(Incident(int(item["seat"]), str(item["player"]),
                                                str(item["problem"])))
            except (KeyError, TypeError, ValueError):
                continue
    match.incidents.extend(incidents)
    meta = _meta(match)
    if isinstance(data.get("created"), str):
        meta["created"] = data["created"]
    meta["loaded_from_version"] = data.get("app_version")
    restore_usage(meta, data.get("coach"))
    undos = undo_entries(data.get("undos"))
    if undos:
        meta["undos"] = [{"at": at, "seat": seat, "undone": undone}
                         for at, seat, undone in undos]
    # bots that keep their own memory hear the match so far, as their seat saw it
    for seat, player in enumerate(match.players):
        observe = getattr(player, "observe", None)
        if observe is not None and engine.events:
            try:
                observe([redact(e, seat) for e in engine.events])
            except Exception as exc:  # noqa: BLE001 - a bot's observer may not block resuming
                match._replace(seat, f"observe() raised {type(exc).__name__}: {exc}")
    return match, warnings


def try_load_match(path: str | os.PathLike[str] | None = None, budget: float | None = None
                   ) -> LoadResult[Match]:
    """Load the saved match; never raises for a bad file.

    - no file: `ok=False`, message "There is no saved match.", nothing moved;
    - a bad file (corrupt, truncated, wrong or newer version, illegal moves): `ok=False`, the
      message says why, and the file was moved to `result.backup`;
    - success: `ok=True`, `result.value` (alias `result.match`) is the match; `message` may
      carry a warning.
    """
    target = autosave_path() if path is None else Path(path)
    remove_stale_temp_files(target)
    try:
        data = read_json_object(target)
        match, warnings = match_from_dict(data, budget=budget)
    except FileNotFoundError:
        return LoadResult(False, None, "There is no saved match.")
    except BadFile as exc:
        message, backup = set_aside(target, "saved match", str(exc), "A new game starts.")
        log.warning("%s", message)
        return LoadResult(False, None, message, backup)
    except Exception as exc:  # noqa: BLE001 - whatever breaks, the game must still start
        message, backup = set_aside(target, "saved match",
                                    f"could not be loaded ({type(exc).__name__}: {exc})",
                                    "A new game starts.")
        log.exception("loading %s failed", target)
        return LoadResult(False, None, message, backup)
    return LoadResult(True, match, " ".join(warnings))


def load_match(path: str | os.PathLike[str] | None = None, budget: float | None = None
               ) -> Match:
    """Load the saved match or raise `SaveError` (bad files are moved aside first)."""
    result = try_load_match(path, budget=budget)
    if not result.ok:
        raise SaveError(result.message, result.backup)
    return result.value


def has_saved_match(path: str | os.PathLike[str] | None = None) -> bool:
    """Whether a save file exists (it may still turn out to be bad when loaded)."""
    target = autosave_path() if path is None else Path(path)
    return target.is_file()


def save_summary(path: str | os.PathLike[str] | None = None) -> dict[str, Any] | None:
    """The "summary" and seats of a save without replaying it (for a Continue button), or
    None if there is no readable save. Does not move anything aside."""
    target = autosave_path() if path is None else Path(path)
    try:
        data = read_json_object(target)
    except (BadFile, FileNotFoundError):
        return None
    summary = data.get("summary")
    if not isinstance(summary, dict):
        return None
    return {**summary, "variant": data.get("variant"), "seats": data.get("seats"),
            "saved": data.get("saved")}


__all__ = ["FORMAT", "MIGRATIONS", "SaveContents", "SaveError", "autosave_path", "disable_autosave",
           "discard_autosave", "enable_autosave", "has_saved_match", "load_match",
           "match_from_dict", "match_to_dict", "parse_save", "player_spec", "read_save",
           "replay_save", "save_match", "save_summary",
           "try_load_match"]
