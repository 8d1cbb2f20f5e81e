"""`play`: open the game window."""

from __future__ import annotations

import argparse

NAME = "play"


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(NAME, help="open the game window (the default)")
    p.add_argument("--smoke-test", action="store_true",
                   help="start the app, play one hand against the AI automatically, exit 0")
    p.add_argument("--size", default=None, help="window size, e.g. 1280x720")
    p.add_argument("--fullscreen", action="store_true", help="start full screen")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from game.ui.main import run_app  # pygame only when the window is wanted

    return run_app(args)
