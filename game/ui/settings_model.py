"""The player's settings as the UI holds them: a mutable mirror of `game.persist.settings`.

There is one definition of the settings: `game.persist.settings.Settings` (its fields, defaults,
checks and file format). The UI keeps a *mutable* copy with the same field names in
`app.settings`, so scenes can write `app.settings.sort_order = "rank"`; `to_persist()` checks the
values through game.persist (a bad value falls back to its default) and gives the frozen value
that is saved. `game.ui.persistence` loads it at start and saves it atomically on every change.

Variant options are held *typed* here (`{"classic": {"target": 150, "big_gin": True}}`, what the
setup screen's choices hold) and stored as the strings `--option` takes.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

from game.core.errors import GameError
from game.persist import settings as store
from game.persist.problems import Problem
from game.persist.text import clean_name
from game.ui.i18n import N_, SHIPPED_LANGUAGES, _, gettext_in
from game.variants import find_variant
from game.variants.options import clean_choices

# one definition of each, in game.persist.settings (and game.players for the levels)
SPEEDS = store.SPEEDS
SORT_ORDERS = store.SORT_ORDERS
UI_SCALES = store.UI_SCALES
AI_LEVELS = store.AI_LEVELS

# seconds of one card flight and of the pause before a computer move, per speed
SPEED_FACTORS = {"slow": 1.6, "normal": 1.0, "fast": 0.45, "instant": 0.0}
AI_PAUSES = {"slow": 0.9, "normal": 0.55, "fast": 0.2, "instant": 0.0}

def default_name(seat: int, language: str | None = None) -> str:
    """The name a seat has until the player types one: "You" for seat 0, "Player n" after,
    in `language` (None: the game's current language)."""
    msgid = "You" if seat == 0 else "Player {n}"
    text = _(msgid) if language is None else gettext_in(language, msgid)
    return text.format(n=seat + 1)


def localized_names(names: tuple[str, ...]) -> tuple[str, ...]:
    """`names` with every untouched default name ("You", "Player 2", or their French or Polish
    forms) in the current language, so the defaults follow a language change; names the
    player typed are kept as they are."""
    out = []
    for seat, name in enumerate(names):
        defaults = {default_name(seat, lang) for lang in SHIPPED_LANGUAGES}
        out.append(default_name(seat) if name in defaults else name)
    return tuple(out)


def new_game_names(settings) -> list[str]:
    """The names New game offers several people at the screen, by seat: the one typed there
    for the last such game, else the seat's name in Settings (a friend's name typed for a
    hot-seat game is offered again, and never becomes the player's own name in Settings: a
    play-tester's "You" became "Alice"). Against the computer: `last_solo_name`."""
    typed = list(getattr(settings, "last_names", ()))
    count = max(len(typed), len(settings.player_names))
    return [(typed[i] if i < len(typed) else "") or settings.name_of(i) for i in range(count)]


def new_game_variant(settings) -> str:
    """The variant New game offers: the last one it set up, else the default variant."""
    for name in (getattr(settings, "last_variant", ""), settings.default_variant):
        try:
            return find_variant(name).name
        except GameError:
            continue
    return store.Settings().default_variant


def new_game_options(settings, variant: str) -> dict[str, Any]:
    """The options New game offers for `variant`: those of its last game of it, else the
    player's options from Settings (`variant_options`)."""
    name = find_variant(variant).name
    last = getattr(settings, "last_options", {})
    return dict(last[name] if name in last else settings.variant_options.get(name, {}))


def remember_new_game(settings, setup) -> None:
    """Keep how New game (`setup`) set its game up, apart from the player's own settings,
    which change only in Settings (a friend's hot-seat Oklahoma had made "Alice" the
    player's name and Oklahoma their default variant: a play-tester). A name is kept as ""
    where the field held the seat's name in Settings, so a name changed there shows."""
    s = settings
    typed = [clean_name(n) for n in ([setup.solo] if setup.mode == "ai" else setup.names)]
    typed = ["" if n == s.name_of(i) else n for i, n in enumerate(typed)]
    if setup.mode == "ai":
        s.last_solo_name = typed[0]
    else:
        s.last_names = tuple(typed)[:store.MAX_NAMES]
    s.last_variant, s.last_level = setup.variant, setup.level
    s.last_options = {setup.variant: dict(setup.options)}
    s.game_mode, s.seats, s.allow_undo = setup.mode, setup.seats, setup.coach_on["undo"]


#: the name the setup gives a computer seat, by its level (`game.ui.scenes.setup`)
COMPUTER_NAMES = {"easy": N_("Easy computer"), "medium": N_("Computer"),
                  "hard": N_("Hard computer"), "expert": N_("Expert computer")}
_SEAT_DEFAULTS = ("You", "Player {n}", *COMPUTER_NAMES.values())
_MAX_SEATS = 6


def localized_seat_names(names: list[str] | tuple[str, ...]) -> list[str]:
    """A match's seat names with every name the setup gave by default ("You", "Player 2",
    "Hard computer", "Computer 3", in any shipped language) in the current language: a
    match saved in French and resumed in Polish, or one whose language changes mid-match,
    then names its seats as the rest of the table does. Names the players typed stay."""
    table: dict[str, str] = {}
    for msgid in _SEAT_DEFAULTS:
        here = _(msgid)
        for lang in SHIPPED_LANGUAGES:
            there = gettext_in(lang, msgid)
            if "{n}" in msgid:
                for n in range(1, _MAX_SEATS + 1):
                    table[there.format(n=n)] = here.format(n=n)
                continue
            table[there] = here
            for n in range(1, _MAX_SEATS + 1):   # "Computer 2": the setup's no-break space
                table[f"{there}\u00a0{n}"] = f"{here}\u00a0{n}"
    return [table.get(name, name) for name in names]


_D = store.Settings()   # the defaults, from game.persist


def typed_options(variant: str, options: dict[str, Any]) -> dict[str, Any]:
    """A variant's options converted to their `Rules` field types; bad ones are dropped."""
    try:
        return clean_choices(variant, options)
    except GameError:   # an unknown variant
        return {}


def option_text(value: Any) -> str:
    """How game.persist stores an option value ("true"/"false" for booleans)."""
    return str(value).lower() if isinstance(value, bool) else str(value)


@dataclass
class Settings:
    """Everything the player can set (see `game.persist.settings` for the meaning of each)."""

    language: str = _D.language
    speed: str = _D.speed
    volume: float = _D.volume
    muted: bool = _D.muted
    card_back: str = _D.card_back
    four_colour: bool = _D.four_colour
    sort_order: str = _D.sort_order
    show_discard_history: bool = _D.show_discard_history
    ui_scale: int = _D.ui_scale
    default_variant: str = _D.default_variant
    variant_options: dict[str, dict[str, Any]] = field(default_factory=dict)
    ai_level: str = _D.ai_level
    game_mode: str = _D.game_mode
    seats: int = _D.seats
    allow_undo: bool = _D.allow_undo
    player_names: tuple[str, ...] = _D.player_names
    last_names: tuple[str, ...] = _D.last_names
    last_solo_name: str = _D.last_solo_name
    last_variant: str = _D.last_variant
    last_level: str = _D.last_level
    last_options: dict[str, dict[str, Any]] = field(default_factory=dict)
    window_size: tuple[int, int] = _D.window_size
    fullscreen: bool = _D.fullscreen
    lessons_done: tuple[str, ...] = _D.lessons_done

    # ----- conversion to and from game.persist ------------------------------------------
    def _document(self) -> dict[str, Any]:
        data = {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}
        w, h = (list(self.window_size) + [0, 0])[:2]
        try:
            w, h = int(w), int(h)
        except (TypeError, ValueError):
            w, h = _D.window_size
        # a window dragged smaller than the smallest size the settings keep is stored clamped
        data["window_size"] = [min(store.MAX_WINDOW[0], max(store.MIN_WINDOW[0], w)),
                               min(store.MAX_WINDOW[1], max(store.MIN_WINDOW[1], h))]
        data["player_names"] = [clean_name(n) or _D.name_of(i)
                                for i, n in enumerate(self.player_names)][:store.MAX_NAMES]
        data["lessons_done"] = list(self.lessons_done)
        data["last_names"] = [clean_name(n) for n in self.last_names][:store.MAX_NAMES]
        data["last_solo_name"] = clean_name(self.last_solo_name)
        for key in ("variant_options", "last_options"):
            data[key] = {v: {k: option_text(x) for k, x in (opts or {}).items()}
                         for v, opts in (getattr(self, key) or {}).items()}
        return data

    def check(self) -> tuple[store.Settings, list[Problem]]:
        """The frozen settings game.persist saves, and what had to be replaced (problems)."""
        return store.validate(self._document())

    def to_persist(self) -> store.Settings:
        return self.check()[0]

    @classmethod
    def from_persist(cls, value: store.Settings) -> Settings:
        data = {f.name: getattr(value, f.name) for f in dataclasses.fields(store.Settings)}
        known = {f.name for f in dataclasses.fields(cls)}
        data = {k: v for k, v in data.items() if k in known}
        for key in ("variant_options", "last_options"):
            data[key] = {v: typed_options(v, opts) for v, opts in getattr(value, key).items()}
        return cls(**data)

    def to_dict(self) -> dict[str, Any]:
        """The JSON document game.persist writes."""
        return self.to_persist().to_dict()

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Settings:
        """Settings from a dict; unknown keys are ignored, bad values become the defaults."""
        return cls.from_persist(store.Settings.from_dict(data or {}))

    def copy(self) -> Settings:
        return dataclasses.replace(
            self, variant_options={v: dict(o) for v, o in self.variant_options.items()},
            last_options={v: dict(o) for v, o in self.last_options.items()})

    # ----- derived values ---------------------------------------------------------------
    def options_for(self, variant: str) -> dict[str, Any]:
        """The player's typed options of a variant (a copy)."""
        return dict(self.variant_options.get(find_variant(variant).name, {}))

    def name_of(self, seat: int) -> str:
        if 0 <= seat < len(self.player_names):
            return self.player_names[seat]
        return _D.name_of(seat)

    @property
    def anim_factor(self) -> float:
        return SPEED_FACTORS.get(self.speed, 1.0)

    @property
    def ai_pause(self) -> float:
        return AI_PAUSES.get(self.speed, 0.55)

