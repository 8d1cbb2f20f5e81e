"""`variants`: list the variants and their player counts."""

from __future__ import annotations

import argparse
import json

from game.variants import VARIANTS

NAME = "variants"


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(NAME, help="list the variants with their player counts")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    if args.json:
        print(json.dumps([{"name": v.name, "title": v.title, "min_players": v.players[0],
                           "max_players": v.players[1], "aliases": list(v.aliases)}
                          for v in VARIANTS]))
        return 0
    for v in VARIANTS:
        lo, hi = v.players
        count = f"{lo}" if lo == hi else f"{lo}-{hi}"
        print(f"{v.name:<14} {count:>3} players  {v.title}")
    return 0
