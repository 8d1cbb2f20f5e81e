"""The player's words for the settings: each setting's label and its values, as the Settings
screen shows them. The screen and the notice about a settings file with unusable values both
word them here, so the notice names "Animation speed" and "Normal", not the file's `speed`
and `normal`."""

from __future__ import annotations

from typing import Any

from game.core.errors import GameError
from game.ui.i18n import N_, _, percent
from game.ui.option_text import level_name, on_off
from game.variants import find_variant

#: every language the game may offer, in its own name
LANGUAGE_NAMES = {"en": "English", "fr": "Français", "pl": "Polski", "de": "Deutsch",
                  "es": "Español", "it": "Italiano"}

#: the label of each setting of the settings file (msgids)
LABELS: dict[str, str] = {
    "language": N_("Language"),
    "speed": N_("Animation speed"),
    "ui_scale": N_("Text size"),
    "ai_level": N_("Computer strength"),
    "default_variant": N_("Default variant"),
    "card_back": N_("Card back"),
    "four_colour": N_("Four-colour deck"),
    "sort_order": N_("Sort my hand"),
    "show_discard_history": N_("Show discard history"),
    "volume": N_("Volume"),
    "muted": N_("Sound"),
    "player_names": N_("Player names"),
    "last_names": N_("New game: last names"),
    "last_solo_name": N_("New game: last name against the computer"),
    "last_variant": N_("New game: last variant"),
    "last_level": N_("New game: last computer strength"),
    "variant_options": N_("Variant options"),
    "window_size": N_("Window size"),
    "fullscreen": N_("Full screen"),
    "game_mode": N_("Mode"),
    "seats": N_("Players"),
    "allow_undo": N_("Allow undo in counted matches"),
}


def setting_label(key: str) -> str:
    """A setting's label, translated (the key itself for one the game does not know)."""
    return _(LABELS[key]) if key in LABELS else key


def speed_name(value: str) -> str:
    return {"slow": _("Slow"), "normal": _("Normal"), "fast": _("Fast"),
            "instant": _("Instant")}.get(value, value)


def sort_name(value: str) -> str:
    return {"none": _("As I arrange it"), "rank": _("By rank"), "suit": _("By suit"),
            "melds": _("By melds")}.get(value, value)


def sound_name(muted: bool) -> str:
    return _("Muted") if muted else _("On")


def mode_name(mode: str) -> str:
    return {"ai": _("Versus computer"), "hotseat": _("Hot-seat"),
            "custom": _("Choose each seat")}.get(mode, mode)


def variant_name(name: str) -> str:
    try:
        return _(find_variant(name).title)
    except GameError:
        return name


def setting_value(key: str, value: Any) -> str | None:
    """A setting's value as the Settings screen shows it; None where the screen shows no
    words for it (the card back is a picture, the names and options are lists)."""
    if key == "language":
        return LANGUAGE_NAMES.get(str(value), str(value))
    if key in ("volume",):
        return percent(float(value))
    if key == "ui_scale":
        return percent(int(value) / 100)
    words = {"speed": speed_name, "ai_level": level_name, "default_variant": variant_name,
             "sort_order": sort_name, "muted": sound_name, "game_mode": mode_name}
    if key in words:
        return words[key](value)
    if key in ("four_colour", "show_discard_history", "fullscreen", "allow_undo"):
        return on_off(bool(value))
    if key == "window_size":
        return f"{value[0]} × {value[1]}"
    if key == "seats":
        return str(value)
    return None
