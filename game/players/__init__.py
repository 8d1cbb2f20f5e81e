"""Players: the protocol, the computer players and loading third-party bots by name."""

from __future__ import annotations

import importlib

from game.core.errors import GameError
from game.players.base import BasePlayer, Player

AI_LEVELS = ("easy", "medium", "hard")


def make_player(spec: str, name: str | None = None, seed: int | None = None) -> Player:
    """A player from a spec: `easy`, `medium`, `hard`, `random`, or `package.module:Class`."""
    key = spec.strip()
    low = key.lower()
    if low == "easy":
        from game.players.easy import EasyPlayer

        return EasyPlayer(name, seed=seed)
    if low == "medium":
        from game.players.medium import MediumPlayer

        return MediumPlayer(name, seed=seed)
    if low == "hard":
        from game.players.hard import HardPlayer

        return HardPlayer(name, seed=seed)
    if low == "random":
        from game.players.random_player import RandomPlayer

        return RandomPlayer(name, seed=seed)
    return load_bot(key, name)


def load_bot(spec: str, name: str | None = None) -> Player:
    """Import `package.module:ClassName` and instantiate it (with no arguments)."""
    module_name, sep, class_name = spec.partition(":")
    if not sep or not module_name or not class_name:
        raise GameError(f"unknown player {spec!r}: use easy, medium, hard or "
                        "package.module:ClassName")
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


__all__ = ["AI_LEVELS", "BasePlayer", "Player", "load_bot", "make_player"]
