"""Players: the protocol, the computer players and loading third-party bots by name.

The built-in levels (`BUILTIN_LEVELS`) run in the game's process. Every other player named by a
spec (`package.module:Class`) is a third-party bot: `load_bot` starts it in its own process
(`game.players.sandbox.RemoteBot`), so it never shares memory with the game.
"""

from __future__ import annotations

import importlib

from game.core.errors import GameError
from game.players.base import BasePlayer, Player

AI_LEVELS = ("easy", "medium", "hard", "expert")

#: the players shipped with the game, by spec: the only ones run in the game's own process
BUILTIN_LEVELS: dict[str, tuple[str, str]] = {
    "easy": ("game.players.easy", "EasyPlayer"),
    "medium": ("game.players.medium", "MediumPlayer"),
    "hard": ("game.players.hard", "HardPlayer"),
    "expert": ("game.players.expert", "ExpertPlayer"),
    "random": ("game.players.random_player", "RandomPlayer"),
}


def builtin_class(level: str) -> type:
    """The class of a built-in level (imported on first use)."""
    module_name, class_name = BUILTIN_LEVELS[level]
    return getattr(importlib.import_module(module_name), class_name)


def builtin_level(player: object) -> str | None:
    """The level whose class `player` is exactly (not a subclass, whatever its `__module__`
    says), or None for a human seat's None, a third-party bot or any other object."""
    if player is None:
        return None
    cls = type(player)
    level = _LEVEL_OF_CLASS.get(cls)  # the runner asks this at every decision
    if level is not None:
        return level
    for level in BUILTIN_LEVELS:
        if cls is builtin_class(level):
            _LEVEL_OF_CLASS[cls] = level
            return level
    return None


_LEVEL_OF_CLASS: dict[type, str] = {}  # built-in classes found so far (exact classes only)


def make_player(spec: str, name: str | None = None, seed: int | None = None) -> Player:
    """A player from a spec: `easy`, `medium`, `hard`, `expert`, `random`, or `package.module:Class`
    (a third-party bot, started in its own process)."""
    key = spec.strip()
    low = key.lower()
    if low in BUILTIN_LEVELS:
        return builtin_class(low)(name, seed=seed)
    return load_bot(key, name)


def _check_spec(spec: str) -> tuple[str, str]:
    module_name, sep, class_name = spec.partition(":")
    if not sep or not module_name or not class_name:
        raise GameError(f"unknown player {spec!r}: use easy, medium, hard, expert or "
                        "package.module:ClassName")
    return module_name, class_name


def load_bot(spec: str, name: str | None = None) -> Player:
    """Start the third-party bot `package.module:ClassName` in its own process; raises
    GameError (with the bot's import or creation error) if it cannot be started."""
    _check_spec(spec)
    from game.players.sandbox import RemoteBot

    return RemoteBot(spec, name)


def load_local_bot(spec: str, name: str | None = None) -> Player:
    """Import `package.module:ClassName` and instantiate it (with no arguments) in this process.
    Only the bot's own process calls this (`game.players.sandbox.host`)."""
    module_name, class_name = _check_spec(spec)
    try:
        module = importlib.import_module(module_name)
    except Exception as exc:  # any import failure of third-party code is reported
        raise GameError(f"cannot import bot module {module_name!r}: {exc}") from exc
    cls = getattr(module, class_name, None)
    if cls is None:
        raise GameError(f"bot module {module_name!r} has no {class_name!r}")
    try:
        player = cls()
    except Exception as exc:
        raise GameError(f"cannot create bot {spec!r}: {exc}") from exc
    if not callable(getattr(player, "choose", None)):
        raise GameError(f"bot {spec!r} has no choose(view, legal_actions) method")
    if name is not None or not getattr(player, "name", None):
        try:
            player.name = name or class_name
        except Exception:
            pass
    return player


__all__ = ["AI_LEVELS", "BUILTIN_LEVELS", "BasePlayer", "Player", "builtin_class",
           "builtin_level", "load_bot", "load_local_bot", "make_player"]
