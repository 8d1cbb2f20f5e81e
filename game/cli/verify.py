"""`verify SEED COMMITMENT`: check that a revealed seed is the one behind a commitment.

Before each deal the table shows a commitment, the SHA-256 of the hand's seed; after the hand
it reveals the seed. This command recomputes the hash: exit status 0 and "OK" when they match,
1 and a mismatch message when they do not. A match seed is accepted too: the command then
finds which hand of that match the commitment belongs to (the first `--hands` deals).
"""

from __future__ import annotations

import argparse
import re

from game.core.seeds import commitment, derive_seed, verify

NAME = "verify"
_HEX64 = re.compile(r"^[0-9a-f]{64}$")


def parse_seed(text: str) -> int:
    """A seed as printed by the game (decimal; `0x…` hexadecimal is accepted too)."""
    value = text.strip().replace("_", "")
    try:
        seed = int(value, 16) if value.lower().startswith("0x") else int(value, 10)
    except ValueError:
        shown = text if len(text) <= 40 else f"{text[:20]}… ({len(text)} characters)"
        raise argparse.ArgumentTypeError(f"{shown!r} is not a seed (a whole number)") from None
    if seed < 0:
        raise argparse.ArgumentTypeError("a seed is not negative")
    return seed


def parse_commitment(text: str) -> str:
    value = text.strip().lower()
    if not _HEX64.match(value):
        raise argparse.ArgumentTypeError(
            f"{text!r} is not a commitment (64 hexadecimal digits, as shown before the deal)")
    return value


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(NAME, help="check a revealed seed against the commitment shown before "
                                  "the deal",
                       description=__doc__.split("\n\n", 1)[1],
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("seed", type=parse_seed, metavar="SEED",
                   help="the hand seed revealed after the hand (or the match seed)")
    p.add_argument("commitment", type=parse_commitment, metavar="COMMITMENT",
                   help="the SHA-256 shown before the deal")
    p.add_argument("--hands", type=int, default=500, metavar="N",
                   help="when SEED is a match seed, search its first N deals (default 500)")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    seed, published = args.seed, args.commitment
    if verify(seed, published):
        print(f"OK: seed {seed} matches commitment {published}: the deal was fixed before play.")
        return 0
    for deal_no in range(max(0, args.hands)):
        hand_seed = derive_seed(seed, deal_no)
        if verify(hand_seed, published):
            print(f"OK: {seed} is the match seed; hand {deal_no + 1} was dealt from hand seed "
                  f"{hand_seed}, whose SHA-256 is the commitment {published}.")
            return 0
    print(f"MISMATCH: the commitment of seed {seed} is {commitment(seed)},\n"
          f"          not {published}.\n"
          "The seed does not belong to this commitment (nor to any of the first "
          f"{max(0, args.hands)} hands of a match with that seed). Check that both were "
          "copied in full.")
    return 1
