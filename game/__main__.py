"""Command line: `python -m game [play|simulate|evaluate|variants|bench|…]` (play by default)."""

from __future__ import annotations

import argparse
import sys

from game import __version__
from game.cli import COMMANDS
from game.core.errors import GameError


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="GinTable" if getattr(sys, "frozen", False) else "python -m game",
        description="Gin Table: Gin Rummy and Rummy. With no command, the game window opens.")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for module in COMMANDS:
        module.add_parser(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    known = {m.NAME for m in COMMANDS}
    if not args_list or (args_list[0].startswith("-") and args_list[0] not in
                         ("-h", "--help", "--version")):
        args_list = ["play", *args_list]
    elif args_list[0] not in known and args_list[0] not in ("-h", "--help", "--version"):
        parser.error(f"unknown command {args_list[0]!r} (choose from {', '.join(sorted(known))})")
    args = parser.parse_args(args_list)
    try:
        return int(args.run(args) or 0)
    except GameError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # output piped into `head` and the like: stop quietly
        import os

        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 0


if __name__ == "__main__":
    sys.exit(main())
