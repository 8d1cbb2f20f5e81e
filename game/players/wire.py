"""The wire format between the game and a third-party bot running in its own process.

A bot never shares an object with the game: its `PlayerView`, the events it observes and the
legal actions are sent as JSON text, and the action it answers comes back as the action's
notation (`discard 7H`), which the game parses and checks again (`parse_action`). So a bot
cannot reach the engine, cannot change a card or a rule the engine uses, and an object that
claims to equal every action never reaches the legality check.

Values are encoded as JSON with a few markers: a card is `{"c": "7H"}`, a dataclass of the
game (view, event, rules, showdown…) is `{"t": "module:Class", "f": {field: value}}`, an enum
`{"e": "module:Class", "v": value}`, a dict `{"d": [[key, value], …]}`, and a tuple is a JSON
list (views and events hold tuples, so every list decodes to a tuple). Only classes of the
game's own packages (`WIRE_PACKAGES`) are encoded or decoded, with their declared fields.
"""

from __future__ import annotations

import dataclasses
import enum
import importlib
import json
from typing import Any

from game.core.actions import Action, parse_action
from game.core.cards import Card

#: the packages whose values (dataclasses, enums) may travel over the wire
WIRE_PACKAGES = ("game.core.", "game.variants.")

#: the longest line either side accepts (a view of a long Rami hand is a few tens of KB)
MAX_MESSAGE = 4_000_000


def _name(cls: type) -> str:
    return f"{cls.__module__}:{cls.__qualname__}"


def _lookup(name: object) -> type:
    """The game's own class called `name` ("module:Class"), imported if needed; only classes
    of `WIRE_PACKAGES` are looked up."""
    module_name, _, class_name = str(name).partition(":")
    if not module_name.startswith(WIRE_PACKAGES) or not class_name.isidentifier():
        raise ValueError(f"no such value type on the wire: {str(name)[:80]}")
    cls = getattr(importlib.import_module(module_name), class_name, None)
    if not isinstance(cls, type):
        raise ValueError(f"no such value type on the wire: {str(name)[:80]}")
    return cls


def encode(value: Any) -> Any:
    """`value` as JSON-ready data (see the module docstring); raises TypeError otherwise."""
    if isinstance(value, enum.Enum):
        if not type(value).__module__.startswith(WIRE_PACKAGES):
            raise TypeError(f"{type(value).__name__} cannot be sent to a bot")
        return {"e": _name(type(value)), "v": encode(value.value)}
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, Card):
        return {"c": value.code}
    if isinstance(value, (tuple, list)):
        return [encode(v) for v in value]
    if isinstance(value, dict):
        return {"d": [[encode(k), encode(v)] for k, v in value.items()]}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        cls = type(value)
        if not cls.__module__.startswith(WIRE_PACKAGES):
            raise TypeError(f"{cls.__name__} cannot be sent to a bot")
        return {"t": _name(cls),
                "f": {f.name: encode(getattr(value, f.name)) for f in dataclasses.fields(value)
                      if f.init}}
    raise TypeError(f"{type(value).__name__} cannot be sent to a bot")


def decode(data: Any) -> Any:
    """The value `encode` turned into `data` (new objects of the game's own classes)."""
    if data is None or isinstance(data, (bool, int, float, str)):
        return data
    if isinstance(data, list):
        return tuple(decode(v) for v in data)
    if isinstance(data, dict):
        if set(data) == {"c"}:
            return Card.parse(str(data["c"]))
        if set(data) == {"d"} and isinstance(data["d"], list):
            return {decode(k): decode(v) for k, v in data["d"]}
        if set(data) == {"e", "v"}:
            return _lookup(data["e"])(decode(data["v"]))
        cls = _lookup(data.get("t"))
        fields = data.get("f")
        if not dataclasses.is_dataclass(cls) or not isinstance(fields, dict):
            raise ValueError(f"unknown value on the wire: {str(data)[:80]}")
        known = {f.name for f in dataclasses.fields(cls) if f.init}
        return cls(**{k: decode(v) for k, v in fields.items() if k in known})
    raise ValueError(f"unknown value on the wire: {type(data).__name__}")


def dumps(message: dict[str, Any]) -> bytes:
    """One message as UTF-8 JSON bytes."""
    return json.dumps(message, separators=(",", ":"), ensure_ascii=True).encode("ascii")


def loads(raw: bytes) -> dict[str, Any]:
    """One message read back; raises ValueError for anything that is not a JSON object."""
    if len(raw) > MAX_MESSAGE:
        raise ValueError("message too long")
    data = json.loads(raw.decode("utf-8"))
    if not isinstance(data, dict):
        raise ValueError("message is not an object")
    return data


def action_text(action: object) -> str:
    """What a bot's answer is sent back as: the notation of a real `Action`."""
    if not isinstance(action, Action):
        raise TypeError(f"returned {type(action).__name__}, not an action: {str(action)[:80]!r}")
    text = str(action)
    if not isinstance(text, str):
        raise TypeError("returned an action whose notation is not text")
    return text


def read_action(text: object) -> Action:
    """The game's own `Action` for a bot's answer; raises ValueError if it cannot be read."""
    if not isinstance(text, str) or len(text) > 2000:
        raise ValueError("the answer is not an action's notation")
    try:
        return parse_action(text)
    except Exception as exc:  # noqa: BLE001 - any parse failure is the bot's fault
        raise ValueError(f"{text[:80]!r} is not an action: {exc}") from exc


__all__ = ["MAX_MESSAGE", "WIRE_PACKAGES", "action_text", "decode", "dumps", "encode", "loads",
           "read_action"]
