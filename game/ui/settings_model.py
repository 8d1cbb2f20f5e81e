"""The player's settings as one dataclass that can be turned into a dict and back.

Persistence (loading at start, saving on change) is done elsewhere (`game.persist`); the UI
reads and changes `app.settings` and calls `app.settings_changed()`.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

SPEEDS = ("slow", "normal", "fast", "instant")
SORT_ORDERS = ("none", "rank", "suit", "melds")

# seconds of one card flight and of the pause before a computer move, per speed
SPEED_FACTORS = {"slow": 1.6, "normal": 1.0, "fast": 0.45, "instant": 0.0}
AI_PAUSES = {"slow": 0.9, "normal": 0.55, "fast": 0.2, "instant": 0.0}


@dataclass
class Settings:
    """Everything the player can set; every field has a default, unknown keys are ignored."""

    language: str = "en"
    speed: str = "normal"
    volume: float = 0.7
    muted: bool = False
    card_back: str = "blue"
    four_colour: bool = False
    sort_order: str = "melds"
    window_size: tuple[int, int] = (1280, 720)
    fullscreen: bool = False
    default_variant: str = "classic"
    ai_level: str = "medium"
    player_names: tuple[str, ...] = ("Player 1", "Player 2", "Player 3", "Player 4",
                                     "Player 5", "Player 6")
    variant_options: dict[str, dict[str, Any]] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        data = dataclasses.asdict(self)
        data["window_size"] = list(self.window_size)
        data["player_names"] = list(self.player_names)
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Settings:
        """Settings from a dict; bad or unknown values fall back to the defaults."""
        base = cls()
        known = {f.name: f for f in dataclasses.fields(cls)}
        values: dict[str, Any] = {}
        for key, value in (data or {}).items():
            if key not in known:
                continue
            default = getattr(base, key)
            try:
                if isinstance(default, tuple):
                    value = tuple(value)
                    if key == "window_size":
                        value = (max(320, int(value[0])), max(240, int(value[1])))
                elif isinstance(default, bool):
                    value = bool(value)
                elif isinstance(default, float):
                    value = min(1.0, max(0.0, float(value)))
                elif isinstance(default, dict):
                    value = dict(value)
                elif not isinstance(value, type(default)):
                    continue
            except (TypeError, ValueError, IndexError):
                continue
            values[key] = value
        settings = cls(**values)
        if settings.speed not in SPEEDS:
            settings.speed = base.speed
        if settings.sort_order not in SORT_ORDERS:
            settings.sort_order = base.sort_order
        return settings

    @property
    def anim_factor(self) -> float:
        return SPEED_FACTORS.get(self.speed, 1.0)

    @property
    def ai_pause(self) -> float:
        return AI_PAUSES.get(self.speed, 0.55)
