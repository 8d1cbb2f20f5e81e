"""A save document read and checked, before any match is rebuilt from it: its format
(older ones migrated), the rules against their declared ranges, the seats, the sealed seed and
the moves' notation. Every problem is a `BadFile` that says what is wrong."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from game.core.actions import Action, parse_action
from game.core.errors import GameError
from game.persist.jsonfile import BadFile
from game.persist.seal import SealError, unseal
from game.persist.text import clean_name
from game.variants import Rules, find_variant
from game.variants.rules import validate_rules

FORMAT = 2
SEED_LABEL = "match-seed"
APP_ID = "gin-table"


def _migrate(data: dict[str, Any]) -> dict[str, Any]:
    """Bring an older save document up to `FORMAT`, or raise BadFile saying why not.

    `MIGRATIONS[n]` turns a format-n document into format n+1. Format 1 is the first format
    this game wrote, so there is nothing older to migrate yet.
    """
    version = data.get("format")
    if isinstance(version, bool) or not isinstance(version, int):
        raise BadFile("not-a-save")
    if version > FORMAT:
        raise BadFile("newer-save-format", version=version, reads=FORMAT)
    while version < FORMAT:
        step = MIGRATIONS.get(version)
        if step is None:
            raise BadFile("old-save-format", version=version,
                          oldest=min(MIGRATIONS, default=FORMAT), newest=FORMAT)
        data = step(data)
        version = data["format"]
    return data


def _from_format_1(data: dict[str, Any]) -> dict[str, Any]:
    """Format 1 kept the seed in clear and had no journal: read as such, written sealed."""
    return {**data, "format": 2}


MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _from_format_1}


def _rules_from(data: dict[str, Any]) -> Rules:
    variant = data.get("variant")
    rules_data = data.get("rules")
    if not isinstance(variant, str) or not isinstance(rules_data, dict):
        raise BadFile("save-no-rules")
    try:
        base = find_variant(variant).rules
    except GameError as exc:
        raise BadFile("save-unknown-variant", variant=variant) from exc
    known = {f.name for f in dataclasses.fields(Rules)}
    unknown = sorted(k for k in rules_data if k not in known)
    if unknown:
        raise BadFile("save-unknown-rules", rules=tuple(unknown))
    try:
        return validate_rules(rules_data, base)   # every value against its declared range
    except (GameError, TypeError, ValueError) as exc:
        raise BadFile("save-invalid-rules", detail=str(exc)) from exc


def _seats_from(data: dict[str, Any], rules: Rules) -> list[tuple[str, str]]:
    seats = data.get("seats")
    if not isinstance(seats, list) or not seats:
        raise BadFile("save-no-seats")
    out = []
    for i, seat in enumerate(seats):
        if not (isinstance(seat, dict) and isinstance(seat.get("player"), str)):
            raise BadFile("save-bad-seat", seat=i + 1)
        name = seat.get("name")  # cosmetic: a bad name is replaced, not a reason to refuse
        out.append((seat["player"], (clean_name(name) if isinstance(name, str) else "")
                    or f"Player {i + 1}"))
    if not rules.min_players <= len(out) <= rules.max_players:
        raise BadFile("save-seat-count", seats=len(out), variant=rules.variant,
                      low=rules.min_players, high=rules.max_players)
    return out


def _seed_from(data: dict[str, Any]) -> int:
    """The match seed: unsealed with this installation's key (format 1: in clear)."""
    if "sealed_seed" in data:
        try:
            text = unseal(data["sealed_seed"], SEED_LABEL)
        except SealError as exc:
            raise BadFile("save-sealed", reason=exc.problem) from exc
        seed: object = int(text) if text.isdigit() else None
    else:
        seed = data.get("seed")
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise BadFile("save-no-seed")
    return seed


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
        raise BadFile("other-program", app=str(data.get("app")))
    rules = _rules_from(data)
    seats = _seats_from(data, rules)
    seed = _seed_from(data)
    log_data = data.get("log")
    if not isinstance(log_data, list) or not all(isinstance(a, str) for a in log_data):
        raise BadFile("save-no-moves")
    actions = []
    for n, text in enumerate(log_data, 1):
        try:
            actions.append(parse_action(text))
        except GameError as exc:
            raise BadFile("save-bad-move", move=n, text=text) from exc
    return SaveContents(rules, tuple(s for s, _ in seats), tuple(n for _, n in seats), seed,
                        tuple(actions), data)


__all__ = ["APP_ID", "FORMAT", "MIGRATIONS", "SEED_LABEL", "SaveContents", "parse_save"]
