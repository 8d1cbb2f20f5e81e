"""`install-desktop`: add Gin Table to the Linux desktop's menu (see `game.desktop`)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

NAME = "install-desktop"


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(NAME, help="add the game to the desktop menu (Linux: .desktop file, "
                                  "AppStream metainfo, icons)")
    p.add_argument("--data-dir", type=Path, default=None, metavar="DIR",
                   help="the XDG data folder to write into (default: $XDG_DATA_HOME or "
                        "~/.local/share; /usr/local/share for every user)")
    p.add_argument("--uninstall", action="store_true", help="remove what was installed")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from game import desktop

    data_dir = args.data_dir or desktop.default_data_dir()
    try:
        if args.uninstall:
            done = desktop.uninstall(data_dir)
            print(f"removed {len(done)} files from {data_dir}")
            return 0
        done = desktop.install(data_dir)
    except OSError as exc:
        print(f"error: cannot write under {data_dir}: {exc.strerror or exc}", file=sys.stderr)
        return 1
    print(f"installed the menu entry, metainfo and {len(done) - 2} icons under {data_dir}")
    print(f"  {done[0]}")
    return 0
