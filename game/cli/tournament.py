"""`tournament`: a round robin between AI levels and third-party bots, deals mirrored.

    python -m game tournament [PLAYER ...] [--deals N] [--seats N] [--variant V]
                              [--option KEY=VALUE] [--seed S] [--jobs 1|2] [--json]

PLAYER is a level (`easy`, `medium`, `hard`, `expert`, `random`) or a bot as `package.module:Class`
(default: easy medium hard). Each deal is played from every seat (see `game.tournament`), and
the table gives each pairing's score with a 95 % interval, an Elo-style rating and the decision
times of each player.
"""

from __future__ import annotations

import argparse
import json
import sys

from game.cli.common import add_variant_args
from game.core.errors import GameError
from game.tournament import MAX_JOBS, as_json, format_table, run_tournament
from game.variants import find_variant
from game.variants.rules import parse_option_args

NAME = "tournament"


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(NAME, help="round robin between AI levels and bots, deals mirrored",
                       description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("players", nargs="*", default=["easy", "medium", "hard"],
                   help="levels or package.module:Class bots (default: easy medium hard)")
    add_variant_args(p)
    p.add_argument("--deals", type=int, default=20,
                   help="deals per pairing, each played from every seat (default 20)")
    p.add_argument("--seats", type=int, default=None,
                   help="players at the table (default: the variant's minimum)")
    p.add_argument("--seed", type=int, default=1, help="first deal's seed (default 1)")
    p.add_argument("--jobs", type=int, default=1, choices=range(1, MAX_JOBS + 1),
                   help=f"worker processes (at most {MAX_JOBS})")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    variant = find_variant(args.variant)
    options = tuple(sorted(parse_option_args(args.option).items()))
    if args.deals < 1:
        raise GameError("--deals must be at least 1")

    def progress(done: int, total: int) -> None:
        if not args.json and sys.stderr.isatty():
            print(f"\r{done}/{total} matches", end="", file=sys.stderr, flush=True)

    try:
        result = run_tournament(args.players, deals=args.deals, seats=args.seats,
                                variant=variant.name, options=options, seed=args.seed,
                                jobs=args.jobs, progress=progress)
    except ValueError as exc:
        raise GameError(str(exc)) from exc
    if not args.json and sys.stderr.isatty():
        print(file=sys.stderr)
    print(json.dumps(as_json(result)) if args.json else format_table(result))
    return 0
