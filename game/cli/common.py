"""Arguments shared by several subcommands: the variant and its `--option key=value`s."""

from __future__ import annotations

import argparse

from game.variants import Rules, find_variant
from game.variants.rules import parse_option_args


def add_variant_args(parser: argparse.ArgumentParser, default: str = "classic") -> None:
    parser.add_argument("--variant", default=default,
                        help="variant name (see `python -m game variants`)")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                        help="change one rule, e.g. --option scoring=hollywood (repeatable)")


def rules_from_args(args: argparse.Namespace) -> Rules:
    variant = find_variant(args.variant)
    return variant.rules.with_options(**parse_option_args(args.option))
