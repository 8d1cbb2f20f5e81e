"""Saving and resuming a match: its rules, seats, seed and action log, as versioned JSON.

A save holds no engine state, only what rebuilds it: the variant and every rule
(`Rules.to_dict()`), the seats (player spec and name), the match seed and the actions played
(`str(action)`). Loading replays the log through the engine (`game.core.engine.replay`), so a
save that is not a legal game cannot be loaded, and the resumed match is identical to the one
saved, in the middle of a hand or between hands.

The match seed decides every card still to come, so it is never written in clear: it is
sealed with this installation's key (`game.persist.seal`). The moves are public (a move names
no card its seat's opponents could not see), so the file reveals no hidden card.

Autosave is an append-only journal: `autosave.json` is a snapshot written atomically, and each
action then appends one line `JOURNAL-ID N ACTION CRC32` to `autosave.json.journal` (one
unbuffered write, no fsync: a killed game loses nothing the operating system was given). Once
the journal is as long as the snapshot's log (at least `COMPACT_EVERY` lines) a new snapshot
with a new journal id is written and the journal emptied, so the cost per action stays constant.
Loading reads the snapshot, then the journal's lines of the same id that continue the log, up to
the first damaged line.

    save_match(match)                  # -> user_data_dir()/autosave.json, written atomically
    result = try_load_match()          # LoadResult(ok, value=Match | None, problems, backup)
    match = load_match(path)           # the same, raising SaveError(problems) on failure
    enable_autosave(match)             # save after every applied action (the UI calls this)

Format 1 (the seed in clear) is still read. A corrupt, truncated, unreadable or wrong-version
file is moved aside as
`autosave.json.corrupt-YYYYmmdd-HHMMSS` (never deleted) and a `Problem` says why, so the game
can start normally. File layout (format 1):

    {"format": 2, "app": "gin-table", "app_version": "0.1.0",
     "created": "2024-05-01T12:00:00+00:00", "saved": "...",
     "variant": "classic",
     "seats": [{"player": "human", "name": "You"}, {"player": "hard", "name": "Hard"}],
     "journal": "3f9c…", "rules": {...every Rules field...},
     "sealed_seed": {"nonce": "…", "data": "…", "mac": "…"},
     "log": ["next", "pass", "draw stock", "discard 7H", ...],
     "summary": {"hand_no": 3, "phase": "draw", "totals": [45, 30], "over": false},
     "incidents": [{"seat": 1, "player": "Bot", "problem": "..."}]}
"""

from __future__ import annotations

import dataclasses
import datetime as _dt
import logging
import os
import secrets
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game import __version__
from game.coach.undo import undo_entries
from game.coach.usage import restore_usage, saved_usage
from game.core.engine import Engine
from game.core.errors import GameError
from game.core.events import Event
from game.core.families import new_game
from game.match import FALLBACK_LEVEL, Incident, Match
from game.paths import user_data_dir
from game.persist.atomic import atomic_write_json, move_aside, remove_stale_temp_files
from game.persist.journal import COMPACT_EVERY, journal_line, journal_path, read_journal
from game.persist.jsonfile import BadFile, LoadResult, read_json_object, set_aside
from game.persist.problems import Problem
from game.persist.salvage import salvage_save, unfinished
from game.persist.save_document import (
    APP_ID,
    FORMAT,
    MIGRATIONS,
    SEED_LABEL,
    SaveContents,
    parse_save,
)
from game.persist.seal import seal
from game.players import BUILTIN_LEVELS, builtin_level, make_player
from game.players.base import Player
from game.players.sandbox import RemoteBot
from game.variants import find_variant

log = logging.getLogger(__name__)

AUTOSAVE_NAME = "autosave.json"
HUMAN = "human"


class SaveError(GameError):
    """A save could not be loaded; `problems` say why (worded by the UI), `backup` is where
    the bad file went (None when nothing was moved, e.g. no save at all)."""

    def __init__(self, problems: tuple[Problem, ...], backup: Path | None = None) -> None:
        self.problems = problems
        self.backup = backup
        super().__init__(self.message)

    @property
    def message(self) -> str:
        """The problems in a compact form for logs and developers."""
        return "; ".join(str(p) for p in self.problems)


def autosave_path() -> Path:
    """`user_data_dir()/autosave.json`."""
    return user_data_dir() / AUTOSAVE_NAME


def _now() -> str:
    return _dt.datetime.now(_dt.UTC).isoformat(timespec="seconds")


# ----- players <-> specs -------------------------------------------------------------------
def player_spec(player: Player | None) -> str:
    """The spec that rebuilds `player`: "human" for None (a person at the UI), "easy" /
    "medium" / "hard" / "expert" / "random" for the built-in AIs, else "package.module:Class"."""
    if player is None:
        return HUMAN
    level = builtin_level(player)
    if level is not None:
        return level
    if isinstance(player, RemoteBot):
        return player.spec
    cls = type(player)
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


def match_to_dict(match: Match, journal: str | None = None) -> dict[str, Any]:
    """The save document of `match` (see the module docstring); `journal` is the id of the
    journal lines that may follow it (a fresh one if None)."""
    engine = match.engine
    meta = _meta(match)
    created = meta.setdefault("created", _now())
    return {
        "format": FORMAT,
        "app": APP_ID,
        "app_version": __version__,
        "created": created,
        "saved": _now(),
        # who played what comes before the long rules and log: a file cut short still says
        # whose match it was, and it counts as abandoned (`_count_abandoned`)
        "variant": engine.rules.variant,
        "scoring": engine.rules.scoring,   # (the statistics keep Hollywood apart)
        "seats": [{"player": player_spec(p), "name": str(n)}
                  for p, n in zip(match.players, match.names, strict=True)],
        "journal": journal or secrets.token_hex(8),
        "rules": engine.rules.to_dict(),
        "sealed_seed": seal(str(engine.seed), SEED_LABEL),
        "log": [str(a) for a in engine.log],
        "summary": _summary_of(engine),
        "incidents": [dataclasses.asdict(i) for i in match.incidents],
        "undos": list(meta.get("undos", [])),  # actions taken back (game.coach.undo)
        "coach": saved_usage(meta),  # hints and undos used (game.coach.usage)
    }


def _summary_of(engine: Engine) -> dict[str, Any]:
    """What a Continue button says of a match without replaying it: the hand, the phase,
    the totals and whether it is over."""
    scorer = getattr(engine, "scorer", None)
    totals = list(scorer.totals) if scorer is not None else [0] * engine.seats
    summary = {"hand_no": engine.deal_no + 1, "phase": engine.phase, "totals": totals,
               "over": engine.is_over, "scoring": engine.rules.scoring}
    if engine.rules.scoring == "hollywood" and scorer is not None:
        # each game's points per seat: the sum over the three games read as one race
        # ("Computer: 101 points", where it had 49 · 41 · 11: a play-tester)
        summary["by_game"] = [list(row) for row in getattr(scorer, "points", [])]
    return summary


def save_match(match: Match, path: str | os.PathLike[str] | None = None) -> Path:
    """Write `match` atomically to `path` (default `autosave_path()`) and drop its journal;
    returns the path."""
    target = autosave_path() if path is None else Path(path)
    atomic_write_json(target, match_to_dict(match))
    journal_path(target).unlink(missing_ok=True)
    return target


class Autosaver:
    """The `match.listeners` callback of `enable_autosave`: a snapshot, then one journal line
    per action, compacted when the journal has grown as long as the snapshot."""

    def __init__(self, match: Match, target: Path) -> None:
        self.match = match
        self.autosave_path = target
        self.meta = _meta(match)
        self.journal = ""
        self.written = 0        # actions of the log already in the snapshot or the journal
        self.snapshot = 0       # actions in the snapshot
        self.engine_id = 0
        self.handle = None
        self.needs_snapshot = True

    def __call__(self, _events: list[Event]) -> None:
        try:
            self._save()
        except OSError as exc:
            self.needs_snapshot = True  # the journal may have missed a line: start afresh
            self._close_journal()
            if self.meta.get("autosave_error") is None:
                log.warning("autosave to %s failed: %s", self.autosave_path, exc)
            self.meta["autosave_error"] = f"cannot write {self.autosave_path}: " \
                                          f"{exc.strerror or exc}"
        else:
            self.meta["autosave_error"] = None

    def _save(self) -> None:
        engine = self.match.engine
        actions = engine.log
        pending = len(actions) - self.written
        if (self.needs_snapshot or id(engine) != self.engine_id or pending < 0
                or self.written - self.snapshot + pending > max(COMPACT_EVERY, self.snapshot)):
            self._snapshot()
            return
        if pending:
            if self.handle is None:
                self.handle = open(journal_path(self.autosave_path), "ab", buffering=0)  # noqa: SIM115
            start = self.written
            data = b"".join(journal_line(self.journal, start + i + 1, str(a))
                            for i, a in enumerate(actions[start:]))
            self.handle.write(data)
            self.written = len(actions)

    def _snapshot(self) -> None:
        self._close_journal()
        journal = secrets.token_hex(8)
        target = self.autosave_path
        atomic_write_json(target, match_to_dict(self.match, journal))
        self.journal, self.engine_id = journal, id(self.match.engine)
        self.written = self.snapshot = len(self.match.engine.log)
        self.needs_snapshot = False
        with open(journal_path(target), "wb"):  # older lines have another id: drop them
            pass

    def _close_journal(self) -> None:
        if self.handle is not None:
            try:
                self.handle.close()
            except OSError:
                pass
            self.handle = None

    def close(self) -> None:
        """Stop journaling (the files stay as they are)."""
        self._close_journal()


def enable_autosave(match: Match, path: str | os.PathLike[str] | None = None
                    ) -> Callable[[list[Event]], None]:
    """Save `match` now and after every applied action (a `match.listeners` callback).

    A failing write (disk full, read-only folder) never stops the game: it is logged and kept
    in `match.meta["autosave_error"]` (cleared by the next successful save). Returns the
    listener, which `disable_autosave` removes.
    """
    target = autosave_path() if path is None else Path(path)
    meta = _meta(match)
    autosave = Autosaver(match, target)
    disable_autosave(match)
    match.listeners.append(autosave)
    meta["autosave_path"] = str(target)
    autosave([])
    return autosave


def disable_autosave(match: Match) -> None:
    """Remove the autosave listener(s) of `match`, if any."""
    for listener in match.listeners:
        if isinstance(listener, Autosaver):
            listener.close()
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
        journal_path(target).unlink(missing_ok=True)


# ----- loading -----------------------------------------------------------------------------


def read_document(path: str | os.PathLike[str]) -> dict[str, Any]:
    """A save file's document with the moves its journal adds; raises BadFile or
    FileNotFoundError."""
    target = Path(path)
    data = read_json_object(target)
    moves = data.get("log")
    if isinstance(moves, list):
        data["log"] = moves + read_journal(target, data.get("journal"), len(moves))
    return data


def read_save(path: str | os.PathLike[str]) -> SaveContents:
    """Read and check a save file without moving anything (for `python -m game replay`);
    raises BadFile or FileNotFoundError."""
    return parse_save(read_document(path))


def replay_save(contents: SaveContents) -> tuple[Engine, list[list[Event]]]:
    """Play a save's moves through a new engine; returns it and the events of each move.
    Raises BadFile at the first move the rules refuse."""
    try:
        engine = new_game(contents.rules, len(contents.specs), contents.seed)
    except GameError as exc:
        raise BadFile("save-cannot-start", detail=str(exc)) from exc
    steps = []
    for n, action in enumerate(contents.actions, 1):
        try:
            steps.append(engine.apply(action))
        except GameError as exc:
            raise BadFile("save-illegal-move", move=n, action=str(action),
                          refusal=getattr(exc, "refusal", None)) from exc
    return engine, steps


def is_third_party(spec: str) -> bool:
    """Whether a seat's spec names a third-party bot (code that would be imported)."""
    low = spec.strip().lower()
    return low != HUMAN and low not in BUILTIN_LEVELS


def save_bots(path: str | os.PathLike[str] | None = None) -> list[str]:
    """The third-party bots a save names (nothing is imported), [] if none or unreadable."""
    target = autosave_path() if path is None else Path(path)
    try:
        seats = read_json_object(target).get("seats")
    except (BadFile, FileNotFoundError):
        return []
    if not isinstance(seats, list):
        return []
    return [s["player"] for s in seats if isinstance(s, dict) and isinstance(s.get("player"), str)
            and is_third_party(s["player"])]


def match_from_dict(data: dict[str, Any], budget: float | None = None,
                    allow_bots: bool = False) -> tuple[Match, list[Problem]]:
    """Rebuild a match from a save document by replaying its log; raises BadFile.

    A seat naming a third-party bot is only imported when `allow_bots` (the player said
    yes); otherwise the built-in AI plays it. Returns the match and warnings (e.g. a bot that
    was not loaded and was replaced by the built-in AI)."""
    contents = parse_save(data)
    data = contents.document
    engine, _ = replay_save(contents)
    seats = list(zip(contents.specs, contents.names, strict=True))
    warnings: list[Problem] = []
    players: list[Player | None] = []
    incidents = []
    for i, (spec, name) in enumerate(seats):
        try:
            if is_third_party(spec) and not allow_bots:
                raise GameError("not loaded: you chose not to run it")
            players.append(build_player(spec, name))
        except GameError as exc:
            players.append(make_player(FALLBACK_LEVEL, name=name))
            declined = is_third_party(spec) and not allow_bots
            problem = (f"player {spec} could not be loaded ({exc}); the built-in "
                       f"{FALLBACK_LEVEL} AI plays")  # the match's incident log (developers)
            warnings.append(Problem.of("bot-replaced", name=name, spec=spec,
                                       level=FALLBACK_LEVEL, declined=declined))
            incidents.append(Incident(i, name, problem))
    match = Match.resume(engine, players, names=[n for _, n in seats], budget=budget)
    resume_incidents = list(match.incidents)  # bots that failed to hear the match so far
    match.incidents[:] = []
    warnings += [Problem.of("bot-replaced", name=i.player, spec=seats[i.seat][0],  # told too
                            level=FALLBACK_LEVEL, failed=True) for i in resume_incidents]
    items = data.get("incidents")
    for item in items if isinstance(items, list) else []:  # cosmetic: never a reason to refuse
        if isinstance(item, dict):
            try:
                match.incidents.append(Incident(int(item["seat"]), str(item["player"]),
                                                str(item["problem"])))
            except (KeyError, TypeError, ValueError):
                continue
    match.incidents.extend(incidents)
    match.incidents.extend(resume_incidents)
    meta = _meta(match)
    if isinstance(data.get("created"), str):
        meta["created"] = data["created"]
    meta["loaded_from_version"] = data.get("app_version")
    restore_usage(meta, data.get("coach"))
    undos = undo_entries(data.get("undos"))
    if undos:
        meta["undos"] = [{"at": at, "seat": seat, "undone": undone}
                         for at, seat, undone in undos]
    return match, warnings


def _set_aside(target: Path, reason: Problem) -> tuple[Problem, Path | None]:
    """Move a bad save and its journal aside, its match counted as abandoned where it can be
    (`_count_abandoned`); the problem to tell the player."""
    counted = _count_abandoned(target)
    if journal_path(target).exists():
        move_aside(journal_path(target))
    return set_aside(target, "save", reason, "abandoned" if counted else "new-game")


def _count_abandoned(target: Path) -> bool:
    """A save that cannot be resumed counts as an abandoned match, as one given up for a new
    game does (a truncated save was lost without a trace in the statistics: a play-tester),
    from what can still be read of it; False when that names no person's unfinished match, it
    was counted before, or the statistics cannot be written (the game goes on)."""
    data = salvage_save(target)
    if data is None or not unfinished(data):
        return False
    try:   # (a variant this version does not know, or a damaged name: no row of its own)
        data = {**data, "variant": find_variant(str(data.get("variant"))).name}
    except GameError:
        return False
    from game.persist import stats as stats_store

    try:
        return stats_store.record_abandoned(data)
    except OSError as exc:
        log.warning("could not count the abandoned match: %s", exc)
        return False


def try_load_match(path: str | os.PathLike[str] | None = None, budget: float | None = None,
                   allow_bots: bool = False) -> LoadResult[Match]:
    """Load the saved match; never raises for a bad file.

    - no file: `ok=False`, problem "no-save", nothing moved;
    - a bad file (corrupt, truncated, wrong or newer version, illegal moves): `ok=False`, a
      "set-aside" problem says why, and the file was moved to `result.backup`;
    - success: `ok=True`, `result.value` (alias `result.match`) is the match; `problems` may
      carry warnings ("bot-replaced").
    """
    target = autosave_path() if path is None else Path(path)
    remove_stale_temp_files(target)
    try:
        data = read_document(target)
        match, warnings = match_from_dict(data, budget=budget, allow_bots=allow_bots)
    except FileNotFoundError:
        return LoadResult(False, None, (Problem.of("no-save"),))
    except BadFile as exc:
        problem, backup = _set_aside(target, exc.problem)
        log.warning("save: %s", problem)
        return LoadResult(False, None, (problem,), backup)
    except Exception as exc:  # noqa: BLE001 - whatever breaks, the game must still start
        problem, backup = _set_aside(target, Problem.of(
            "load-failed", error=f"{type(exc).__name__}: {exc}"))
        log.exception("loading %s failed", target)
        return LoadResult(False, None, (problem,), backup)
    return LoadResult(True, match, tuple(warnings))


def load_match(path: str | os.PathLike[str] | None = None, budget: float | None = None,
               allow_bots: bool = False) -> Match:
    """Load the saved match or raise `SaveError` (bad files are moved aside first)."""
    result = try_load_match(path, budget=budget, allow_bots=allow_bots)
    if not result.ok:
        raise SaveError(result.problems, result.backup)
    return result.value


def abandon_saved_match(path: str | os.PathLike[str] | None = None) -> bool:
    """The player starts a new game instead of an unfinished saved match: count it as
    abandoned in the statistics and remove the save (and its journal); a save that cannot be
    read is counted as far as it can be read and moved aside. False if there was no save."""
    target = autosave_path() if path is None else Path(path)
    try:
        data = read_json_object(target)
    except FileNotFoundError:
        return False
    except BadFile as exc:
        problem, _backup = _set_aside(target, exc.problem)
        log.warning("save given up: %s", problem)
        return True
    from game.persist import stats as stats_store

    try:
        stats_store.record_abandoned(data)
    except OSError as exc:
        log.warning("could not count the abandoned match: %s", exc)
    target.unlink(missing_ok=True)
    journal_path(target).unlink(missing_ok=True)
    return True


def has_saved_match(path: str | os.PathLike[str] | None = None) -> bool:
    """Whether a save file exists (it may still turn out to be bad when loaded)."""
    target = autosave_path() if path is None else Path(path)
    return target.is_file()


def save_summary(path: str | os.PathLike[str] | None = None) -> dict[str, Any] | None:
    """The "summary" and seats of a save without replaying it (for a Continue button), or
    None if there is no readable save. Does not move anything aside. A save written before
    the summary named the scoring ("scoring", Hollywood's "by_game") gets the scoring from its
    rules, and no "by_game"."""
    target = autosave_path() if path is None else Path(path)
    try:
        data = read_json_object(target)
    except (BadFile, FileNotFoundError):
        return None
    summary = data.get("summary")
    if not isinstance(summary, dict):
        return None
    moves = data.get("log")
    journaled = read_journal(target, data.get("journal"), len(moves)) \
        if isinstance(moves, list) else []
    if journaled:   # the snapshot's own summary is as old as the snapshot
        summary = _replayed_summary({**data, "log": moves + journaled}) or summary
    rules = data.get("rules")
    scoring = rules.get("scoring") if isinstance(rules, dict) else None
    return {"scoring": scoring, **summary, "variant": data.get("variant"),
            "seats": data.get("seats"), "saved": data.get("saved")}


def _replayed_summary(document: dict[str, Any]) -> dict[str, Any] | None:
    """The summary of a save document with the moves its journal adds (a hand may have been
    scored since the snapshot); None if they cannot be replayed (loading will say why)."""
    try:
        engine, _steps = replay_save(parse_save(document))
    except (BadFile, GameError):
        return None
    return _summary_of(engine)


__all__ = ["FORMAT", "MIGRATIONS", "SaveContents", "SaveError", "abandon_saved_match",
           "autosave_path", "disable_autosave", "is_third_party", "journal_path",
           "read_document", "read_journal", "save_bots",
           "discard_autosave", "enable_autosave", "has_saved_match", "load_match",
           "match_from_dict", "match_to_dict", "parse_save", "player_spec", "read_save",
           "replay_save", "save_match", "save_summary",
           "try_load_match"]
