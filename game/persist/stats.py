"""Statistics per variant and mode, recorded from the engine's events, kept in stats.json.

A mode says who the player faced: "ai-easy", "ai-medium", "ai-hard", "ai-expert" (the
strongest computer opponent at the table), "ai-bot" (a third-party bot) or "hotseat" (people
only). For each variant and mode a `Record` counts matches and hands played and won, gins, undercuts, the
points scored in hands (for the average hand score) and the best match (largest net win). A match
scored otherwise than its variant's own way (Hollywood scoring of classic Gin, Gin Only or
Oklahoma) is kept under a key of its own, "classic+hollywood" (`record_key`): its match values do
not compare with a classic race's. Files written before have no such keys: those matches stay
where they were counted.

    stats = load_stats()
    record_hand(stats, hand_events, human_seat=0, variant="classic", mode="ai-hard",
                match_id=match_id(match.engine.seed))        # after each hand (HandScored seen)
    record_match(stats, match.engine.events, 0, "classic", "ai-hard",
                 match_id=match_id(match.engine.seed))       # at MatchOver
    save_stats(stats)
    record_finished_match(match, human_seat=0)     # all of the above in one call
    reset_stats("classic")                         # or reset_stats() for everything

Recording is idempotent when a `match_id` is given (a resumed match does not count a hand
twice). A corrupt or unreadable stats.json is moved aside as `stats.json.corrupt-…` and the
statistics start afresh.
"""

from __future__ import annotations

import dataclasses
import logging
import os
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.core.events import Event, HandScored, HandStarted, HandVoid, Knocked, MatchOver
from game.core.seeds import match_id
from game.paths import user_data_dir
from game.persist.atomic import atomic_write_json
from game.persist.jsonfile import BadFile, LoadResult, read_json_object, set_aside
from game.persist.problems import Problem
from game.persist.text import clean_key

log = logging.getLogger(__name__)

STATS_NAME = "stats.json"
STATS_FORMAT = 1
MODES = ("ai-easy", "ai-medium", "ai-hard", "ai-expert", "ai-bot", "hotseat")
_LEVEL_ORDER = ("random", "easy", "medium", "hard", "expert")
_MAX_SEEN = 2000


@dataclass
class Record:
    """The player's results in one variant and mode."""

    matches_played: int = 0
    matches_won: int = 0
    hands_played: int = 0
    hands_won: int = 0
    gins: int = 0          # gins and big gins the player made
    undercuts: int = 0     # undercuts the player made (as defender)
    undercuts_suffered: int = 0   # the player's knocks undercut (as knocker)
    hand_points: int = 0   # points the player scored in hands (0 for a lost gin hand; a
    #                        Rami hand the player pays for counts negative)
    matches_abandoned: int = 0  # unfinished matches the player gave up for a new game
    hints_used: int = 0    # coach hints asked in counted matches (game.coach)
    undos: int = 0         # actions taken back in counted matches
    matches_with_undo: int = 0  # counted matches played with undo turned on
    best_match: int | None = None  # largest net margin of a match the player won

    @property
    def average_hand_score(self) -> float:
        """Points the player scored per hand played (0.0 before any hand)."""
        return self.hand_points / self.hands_played if self.hands_played else 0.0

    @property
    def match_win_rate(self) -> float:
        return self.matches_won / self.matches_played if self.matches_played else 0.0

    @property
    def hand_win_rate(self) -> float:
        return self.hands_won / self.hands_played if self.hands_played else 0.0

    def add(self, other: Record) -> Record:
        """The sum of two records (best_match is the larger)."""
        best = [b for b in (self.best_match, other.best_match) if b is not None]
        return Record(*(getattr(self, f) + getattr(other, f) for f in _COUNTS),
                      best_match=max(best) if best else None)


_COUNTS = tuple(f.name for f in dataclasses.fields(Record) if f.name != "best_match")
_SIGNED = frozenset({"hand_points"})


@dataclass
class Stats:
    """All records: `records[variant][mode]`, plus the ids already recorded."""

    records: dict[str, dict[str, Record]] = field(default_factory=dict)
    seen: list[str] = field(default_factory=list)

    def get(self, variant: str, mode: str) -> Record:
        """The record of a variant and mode (created empty if new)."""
        return self.records.setdefault(variant, {}).setdefault(mode, Record())

    def total(self, variant: str | None = None, mode: str | None = None) -> Record:
        """The sum over every mode and/or variant not given."""
        out = Record()
        for v, modes in self.records.items():
            if variant is not None and v != variant:
                continue
            for m, record in modes.items():
                if mode is None or m == mode:
                    out = out.add(record)
        return out

    def rows(self) -> list[tuple[str, str, Record]]:
        """(variant, mode, record) for every record, sorted (for a statistics screen)."""
        return [(v, m, self.records[v][m]) for v in sorted(self.records)
                for m in sorted(self.records[v])]

    def reset(self, variant: str | None = None) -> None:
        """Forget every record, or only one variant's."""
        if variant is None:
            self.records.clear()
            self.seen.clear()
        else:
            self.records.pop(variant, None)

    def _mark(self, key: str | None) -> bool:
        """Remember `key`; False if it was recorded before."""
        if key is None:
            return True
        if key in self.seen:
            return False
        self.seen.append(key)
        del self.seen[:-_MAX_SEEN]
        return True

    def to_dict(self) -> dict[str, Any]:
        return {"format": STATS_FORMAT,
                "records": {v: {m: dataclasses.asdict(r) for m, r in modes.items()}
                            for v, modes in self.records.items()},
                "seen": list(self.seen)}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Stats:
        """Rebuild from a stats.json document; raises BadFile if it is not one."""
        version = data.get("format")
        if isinstance(version, bool) or not isinstance(version, int):
            raise BadFile("not-stats")
        if version > STATS_FORMAT:
            raise BadFile("newer-format", version=version)
        if version < STATS_FORMAT:   # format 1 is the first; 0 or -1 is no format of ours
            raise BadFile("unknown-format", version=version)
        records = data.get("records")
        seen = data.get("seen", [])
        if not isinstance(records, dict) or not isinstance(seen, list):
            raise BadFile("stats-damaged")
        # keys are cleaned (a lone surrogate would make every later save fail to encode)
        stats = cls(seen=[clean_key(s) for s in seen][-_MAX_SEEN:])
        for variant, modes in records.items():
            if not isinstance(modes, dict):
                raise BadFile("stats-damaged")
            for mode, raw in modes.items():
                stats.records.setdefault(clean_key(variant), {})[clean_key(mode)] = _record(raw)
        return stats


def _record(raw: Any) -> Record:
    if not isinstance(raw, dict):
        raise BadFile("stats-damaged")
    values: dict[str, Any] = {}
    for name in _COUNTS:
        value = raw.get(name, 0)
        # every count is >= 0 but the points: a Rami hand the player pays for is negative
        if isinstance(value, bool) or not isinstance(value, int) or (
                value < 0 and name not in _SIGNED):
            raise BadFile("stats-damaged")
        values[name] = value
    best = raw.get("best_match")
    if best is not None and (isinstance(best, bool) or not isinstance(best, int)):
        raise BadFile("stats-damaged")
    return Record(**values, best_match=best)


# ----- keys --------------------------------------------------------------------------------
SCORING_MARK = "+"


def record_key(variant: str, scoring: object = None) -> str:
    """Where a match of `variant` scored by `scoring` is counted: the variant's name, or for a
    scoring other than the variant's own "variant+scoring" (a Hollywood match was counted with
    the classic races, its net of several hundred their best match: a play-tester)."""
    from game.variants import find_variant

    try:
        own = find_variant(variant).rules.scoring
    except Exception:  # noqa: BLE001 - a variant this version does not know: its own name
        return variant
    if not isinstance(scoring, str) or not scoring or scoring == own:
        return variant
    return f"{variant}{SCORING_MARK}{scoring}"


def split_key(key: str) -> tuple[str, str | None]:
    """(variant, scoring) of a `record_key` (scoring None: the variant's own)."""
    variant, mark, scoring = key.partition(SCORING_MARK)
    return variant, (scoring if mark else None)


def document_scoring(document: dict[str, Any]) -> object:
    """The scoring a (salvaged) save names: its own field, else its rules' (older saves)."""
    if "scoring" in document:
        return document.get("scoring")
    rules = document.get("rules")
    return rules.get("scoring") if isinstance(rules, dict) else None


# ----- modes -------------------------------------------------------------------------------
def mode_for(specs: Sequence[str], human_seat: int) -> str:
    """The mode of a table from its player specs ("human", "easy", "pkg.mod:Class", …)."""
    others = [s.strip().lower() for i, s in enumerate(specs) if i != human_seat]
    computers = [s for s in others if s != "human"]
    if not computers:
        return "hotseat"
    levels = [s for s in computers if s in _LEVEL_ORDER]
    if len(levels) < len(computers):
        return "ai-bot"
    strongest = max(levels, key=_LEVEL_ORDER.index)
    return f"ai-{'easy' if strongest == 'random' else strongest}"


def mode_for_match(match: Any, human_seat: int) -> str:
    """The mode of a `game.match.Match` (its players as they are now)."""
    from game.persist.saves import player_spec

    return mode_for([player_spec(p) for p in match.players], human_seat)


# ----- recording from events ---------------------------------------------------------------
def split_hands(events: Iterable[Event]) -> list[list[Event]]:
    """The events of a match cut into hands (each list starts with its HandStarted)."""
    hands: list[list[Event]] = []
    for event in events:
        if isinstance(event, HandStarted):
            hands.append([event])
        elif hands:
            hands[-1].append(event)
    return hands


def record_hand(stats: Stats, events: Sequence[Event], human_seat: int, variant: str,
                mode: str, match_id: object = None) -> bool:
    """Count one finished hand for the player at `human_seat`.

    `events` are the hand's events (from its HandStarted to its HandScored); a void hand, an
    unfinished hand or a hand the player sat out (three-player advisor) is not counted. With
    a `match_id` (e.g. the match seed) a hand is counted once however often it is recorded.
    Returns whether the hand was counted.
    """
    started = next((e for e in events if isinstance(e, HandStarted)), None)
    scored = next((e for e in reversed(events) if isinstance(e, HandScored)), None)
    if scored is None or any(isinstance(e, HandVoid) for e in events):
        return False
    if started is not None and human_seat not in started.players:
        return False
    hand_no = started.hand_no if started is not None else None
    key = None if match_id is None else f"hand:{match_id}:{hand_no}"
    if not stats._mark(key):
        return False
    record = stats.get(variant, mode)
    record.hands_played += 1
    if 0 <= human_seat < len(scored.points):
        record.hand_points += scored.points[human_seat]
    if scored.winner == human_seat:
        record.hands_won += 1
        if scored.kind in ("gin", "big-gin"):
            record.gins += 1
        elif scored.kind == "undercut":
            record.undercuts += 1
    elif scored.kind == "undercut" and any(isinstance(e, Knocked) and e.seat == human_seat
                                           for e in events):
        # the player's own knock undercut ("Undercuts 1" did not say whose: a play-tester)
        record.undercuts_suffered += 1
    return True


def record_match(stats: Stats, events: Sequence[Event], human_seat: int, variant: str,
                 mode: str, match_id: object = None, hands: bool = False,
                 coach: Any = None) -> bool:
    """Count a finished match (its MatchOver event) for the player at `human_seat`.

    With `hands=True` every hand in `events` is counted too (hands already recorded under the
    same `match_id` are skipped). `coach` (a `game.coach.usage.Usage`) adds the hints and
    undos the match used and marks it "with undo". Returns whether the match was counted (False if `events`
    hold no MatchOver or it was recorded before).
    """
    if hands:
        for hand in split_hands(events):
            record_hand(stats, hand, human_seat, variant, mode, match_id)
    over = next((e for e in reversed(events) if isinstance(e, MatchOver)), None)
    if over is None:
        return False
    if not stats._mark(None if match_id is None else f"match:{match_id}"):
        return False
    record = stats.get(variant, mode)
    record.matches_played += 1
    if coach is not None:
        record.hints_used += coach.hints
        record.undos += coach.undos
        record.matches_with_undo += int(coach.with_undo)
    if over.winner == human_seat:
        record.matches_won += 1
        if record.best_match is None or over.net > record.best_match:
            record.best_match = over.net
    return True


def record_last_hand(stats: Stats, match: Any, human_seat: int) -> bool:
    """Count the last hand of `match` (a `game.match.Match`) for the player at `human_seat`
    (idempotent, keyed by the match seed); returns whether it was counted."""
    engine = match.engine
    hands = split_hands(engine.events)
    return bool(hands) and record_hand(stats, hands[-1], human_seat,
                                       record_key(engine.rules.variant, engine.rules.scoring),
                                       mode_for_match(match, human_seat),
                                       match_id=match_id(engine.seed))


def record_finished_match(match: Any, human_seat: int = 0, path: str | os.PathLike[str] | None
                          = None) -> Stats:
    """Load the stats, count every hand and the result of `match` (a finished
    `game.match.Match`), save and return them. Safe to call twice for the same match."""
    from game.coach.usage import usage_of

    stats = load_stats(path)
    engine = match.engine
    record_match(stats, engine.events, human_seat,
                 record_key(engine.rules.variant, engine.rules.scoring), mode_for_match(match, human_seat), match_id=match_id(engine.seed), hands=True,
                 coach=usage_of(getattr(match, "meta", None)))
    save_stats(stats, path)
    return stats


# ----- files -------------------------------------------------------------------------------
def stats_path() -> Path:
    """`user_data_dir()/stats.json`."""
    return user_data_dir() / STATS_NAME


def read_stats(path: str | os.PathLike[str] | None = None) -> LoadResult[Stats]:
    """Load the statistics, never raising: `value` is always usable; a bad file is moved to
    `backup` (then `ok` is False and `problems` say why)."""
    target = stats_path() if path is None else Path(path)
    try:
        stats = Stats.from_dict(read_json_object(target))
    except FileNotFoundError:
        return LoadResult(True, Stats())
    except BadFile as exc:
        problem, backup = set_aside(target, "statistics", exc.problem, "stats-afresh")
        log.warning("statistics: %s (%s)", problem, exc)
        _problems.append(problem)
        return LoadResult(False, Stats(), (problem,), backup)
    return LoadResult(True, stats)


#: statistics files set aside since the game last looked (`take_problems`)
_problems: list[Problem] = []


def take_problems() -> list[Problem]:
    """What went wrong with the statistics file since the last call (for a notice)."""
    out = list(_problems)
    _problems.clear()
    return out


def record_abandoned(document: dict[str, Any], path: str | os.PathLike[str] | None = None
                     ) -> bool:
    """Count an unfinished match the player abandoned for a new game, from its save document
    (variant and seats: nothing is imported or replayed). Counted once per match; False when
    there is no person at its table or it was counted before."""
    variant = document.get("variant")
    seats = document.get("seats")
    if not isinstance(variant, str) or not isinstance(seats, list):
        return False
    specs = [str(s.get("player")) if isinstance(s, dict) else "" for s in seats]
    if "human" not in specs:
        return False
    stats = load_stats(path)
    if not stats._mark(f"abandoned:{document.get('created')}:{document.get('journal')}"):
        return False
    key = record_key(variant, document_scoring(document))
    stats.get(key, mode_for(specs, specs.index("human"))).matches_abandoned += 1
    save_stats(stats, path)
    return True


def load_stats(path: str | os.PathLike[str] | None = None) -> Stats:
    """The saved statistics (empty if none or unreadable; see `read_stats`)."""
    return read_stats(path).value


def save_stats(stats: Stats, path: str | os.PathLike[str] | None = None) -> Path:
    """Write the statistics atomically; returns the path."""
    target = stats_path() if path is None else Path(path)
    return atomic_write_json(target, stats.to_dict())


def reset_stats(variant: str | None = None, path: str | os.PathLike[str] | None = None
                ) -> Stats:
    """Forget the statistics of one variant (or all), save and return what is left."""
    stats = load_stats(path)
    stats.reset(variant)
    save_stats(stats, path)
    return stats


__all__ = ["MODES", "Record", "Stats", "document_scoring", "load_stats", "mode_for",
           "mode_for_match", "record_key", "split_key",
           "read_stats", "record_abandoned", "record_finished_match", "take_problems", "record_hand", "record_match", "reset_stats",
           "save_stats", "split_hands", "stats_path"]
