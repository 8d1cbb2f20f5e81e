"""Command line: `python -m game [play|simulate|evaluate|variants|bench|…]` (play by default).

Every failure the player can cause (a bad argument, a missing or bad file, a folder that cannot
be made) ends with one line on stderr, `error: …`, and a non-zero exit status, never a traceback.
"""

from __future__ import annotations

import argparse
import os
import sys

from game import __version__
from game.cli import COMMANDS
from game.core.errors import GameError
from game.paths import UserFolderError


class OneLineParser(argparse.ArgumentParser):
    """argparse, but a usage mistake is one line (`error: …; see --help`) with exit status 2."""

    def error(self, message: str) -> None:  # type: ignore[override]
        self.exit(2, f"error: {message} (see `{self.prog} --help`)\n")


def build_parser() -> argparse.ArgumentParser:
    parser = OneLineParser(
        prog="GinTable" if getattr(sys, "frozen", False) else "python -m game",
        description="Gin Table: Gin Rummy and Rummy. With no command, the game window opens.")
    parser.add_argument("--version", action="version", version=f"Gin Table {__version__}")
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
        parser.error(f"unknown command {args_list[0][:60]!r} "
                     f"(choose from {', '.join(sorted(known))})")
    args = parser.parse_args(args_list)
    try:
        return int(args.run(args) or 0)
    except GameError as exc:
        from game.ui.notation_words import error_text  # worded data, e.g. a bad card
        print(f"error: {error_text(exc)}", file=sys.stderr)
        return 2
    except UserFolderError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # output piped into `head` and the like: stop quietly
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 0


def gui_main() -> int:
    """The `gin-table-gui` launcher (a Windows GUI script: no console window). It has no
    stdout/stderr, so output goes nowhere and errors to `stderr.log` in the data folder."""
    from game.streams import give_streams_a_home

    give_streams_a_home()
    return main()


if __name__ == "__main__":
    sys.exit(main())
