"""The subcommands of `python -m game`, one module each, registered here explicitly.

Each module has `NAME`, `add_parser(subparsers)` (which sets `run` as the default) and
`run(args) -> int`.
"""

from game.cli import desktop, evaluate, play, variants

COMMANDS = [play, variants, evaluate]

for _optional in ("simulate", "bench", "replay", "verify", "tournament"):
    try:
        COMMANDS.append(__import__(f"game.cli.{_optional}", fromlist=["NAME"]))
    except ModuleNotFoundError as _exc:  # a command still being written
        if _exc.name != f"game.cli.{_optional}":
            raise
COMMANDS.append(desktop)
