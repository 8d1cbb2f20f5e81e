"""The words of option values, for every screen that shows them (setup, settings).

The labels themselves live with the options (`game.variants.options`, from the `Rules` field
metadata); this module only passes them through `_()` and words the few values that need a
plural or a generic word. There is one `on_off` in the game, and it is here.
"""

from __future__ import annotations

from typing import Any

from game.ui.i18n import _, ngettext
from game.variants.options import OptionRow, value_label


def on_off(value: Any) -> str:
    """"On"/"Off" for a switch; other values as `option_value` words them."""
    if isinstance(value, bool):
        return _("On") if value else _("Off")
    return str(value)


def option_value(key: str, value: Any) -> str:
    """The player's words for one value of the rule option `key`."""
    if isinstance(value, bool):
        return on_off(value)
    text = value_label(key, value)
    if text != str(value):
        return _(text)
    if key == "match_hands" and isinstance(value, int):
        return ngettext("{n} hand", "{n} hands", value).format(n=value)
    return text


def option_label(row: OptionRow) -> str:
    """The option's label, translated."""
    return _(row.label)


def option_help(row: OptionRow) -> str | None:
    """The option's help line, translated (None when it has none)."""
    return _(row.help) if row.help else None


def level_name(level: str) -> str:
    """A computer strength as the screens name it."""
    return {"easy": _("Easy"), "medium": _("Medium"), "hard": _("Hard"),
            "expert": _("Expert")}.get(level, level)
