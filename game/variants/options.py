"""The options a player can set for a variant: THE one list the setup and settings screens
render, built from the `Rules` field metadata (label, help, choices, value labels, relevance).

    for row in offered_options("classic", {"scoring": "hollywood"}):
        row.key, row.label, row.choices, [row.value_label(c) for c in row.choices]

Relevance is read from the rules *with the chosen values applied*: choosing Hollywood scoring
removes "Next dealer" (Hollywood hands are dealt by the winner), choosing a number of Rami hands
removes the match target. Only values the variant accepts are offered, and an option with a
single possible value is not offered at all. Texts here are gettext msgids: the UI shows them
through `_()` (`game.ui.option_text`), the command line and tests read them as they are.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.core.errors import GameError
from game.variants.presets import find_variant
from game.variants.rules import RELEVANT, Rules, coerce_option, user_options
from game.variants.terms import terms_for

#: generic words for values that have no label of their own (msgids)
ON, OFF = "On", "Off"


@dataclass(frozen=True)
class OptionRow:
    """One option as the screens offer it."""

    key: str                       # the Rules field name (and the `--option` key)
    label: str                     # msgid of the label
    help: str                      # msgid of the help line ("" when none)
    choices: tuple[Any, ...]       # the values offered, in order
    value_labels: Mapping[Any, str]  # msgids of values worded specially (others: On/Off, str)

    def value_label(self, value: Any) -> str:
        """The msgid naming `value` (a number is its digits)."""
        return value_label(self.key, value, self.value_labels)


def value_label(key: str, value: Any, labels: Mapping[Any, str] | None = None) -> str:
    """The words for one option value: its own label, On/Off for a switch, else its digits."""
    if labels is None:
        fld = _FIELDS.get(key)
        labels = fld.metadata.get("labels", {}) if fld is not None else {}
    if value in labels and not isinstance(value, bool):
        return labels[value]
    if isinstance(value, bool):
        return ON if value else OFF
    return str(value)


_FIELDS: dict[str, dataclasses.Field] = {f.name: f for f in dataclasses.fields(Rules)}


def chosen_rules(variant: str, chosen: Mapping[str, Any] | None = None) -> Rules:
    """The variant's rules with the player's choices applied; choices the rules refuse (a stale
    setting) are left out one by one, so this never fails for a known variant."""
    rules = find_variant(variant).rules
    for key, value in (chosen or {}).items():
        try:
            rules = rules.with_options(**{key: value})
        except (GameError, TypeError):
            continue
    return rules


def clean_choices(variant: str, chosen: Mapping[str, Any] | None) -> dict[str, Any]:
    """The player's choices typed and checked against the variant, the refused ones dropped."""
    base = find_variant(variant).rules
    out: dict[str, Any] = {}
    for key, value in (chosen or {}).items():
        fld = _FIELDS.get(key)
        if fld is None:
            continue
        try:
            typed = coerce_option(fld, value)
            base.with_options(**{**out, key: typed})
        except (GameError, TypeError):
            continue
        out[key] = typed
    return out


#: an option that comes and goes with another's value is listed right after it, so the row
#: the player just changed keeps its place on the screen (a knock limit chosen in Gin Only
#: brought "Knock discard face down" in above it, and the next click on the same spot
#: changed that instead; "Play to a target" brought Rami's "Match target" in at the top)
FOLLOWS = {"knock_discard_face_down": "knock_limit", "target": "match_hands",
           "game_bonus": "box_classic_bonuses", "box_bonus": "box_classic_bonuses",
           "shutout_double": "box_classic_bonuses",
           # Rami Arrêt and the "Rami!" call do not apply in Rami only
           "rami_arret": "rami_only", "rami_call": "rami_only"}


def offered_options(variant: str, chosen: Mapping[str, Any] | None = None) -> list[OptionRow]:
    """The options offered for `variant` given the values `chosen` so far, in Rules order
    (a row that depends on another following it: `FOLLOWS`)."""
    rows = _offered_in_rules_order(variant, chosen)
    keys = {row.key for row in rows}
    placed = [row for row in rows if FOLLOWS.get(row.key) not in keys]
    for row in rows:
        lead = FOLLOWS.get(row.key)
        if lead in keys:   # after its lead and the rows already placed after it
            after = max(i for i, r in enumerate(placed)
                        if r.key == lead or FOLLOWS.get(r.key) == lead)
            placed.insert(after + 1, row)
    return placed


def _offered_in_rules_order(variant: str, chosen: Mapping[str, Any] | None) -> list[OptionRow]:
    """`offered_options` in the order of the Rules fields."""
    rules = chosen_rules(variant, chosen)
    descente = terms_for(rules).descente
    rows: list[OptionRow] = []
    for fld in user_options(rules):
        meta = fld.metadata
        offered = [False, True] if isinstance(fld.default, bool) else list(meta["choices"])
        current = getattr(rules, fld.name)
        if current not in offered:   # e.g. a target typed on the command line
            offered.append(current)
            if not isinstance(current, str):
                offered.sort()
        accepted = []
        for value in offered:
            try:
                rules.with_options(**{fld.name: value})
            except GameError:
                continue
            accepted.append(value)
        if len(accepted) > 1:
            label, help_text = meta["label"], meta.get("help", "")
            if descente and meta.get("descente_label"):
                label = meta["descente_label"]     # the table's own words (003)
            alt = meta.get("alt")
            if alt and RELEVANT[alt[0]](rules):    # the option means something else here
                label, help_text = alt[1], alt[2]
            rows.append(OptionRow(fld.name, label, help_text,
                                  tuple(accepted), dict(meta.get("labels", {}))))
    return rows


__all__ = ["OFF", "ON", "OptionRow", "chosen_rules", "clean_choices", "offered_options",
           "value_label"]
