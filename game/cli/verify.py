"""`verify SEED COMMITMENT`: check that a revealed seed is the one behind a commitment.

Before each deal the table shows a commitment, the SHA-256 of the text `gin-table-hand:SEED`
(the hand's seed in decimal); after the hand it reveals the seed. This command recomputes the
hash: exit status 0 and "OK" when they match, 1 and a mismatch message when they do not. The
commitment may be given whole (64 hex digits) or as its first 12 or more digits, as the table
(12) and the score screen (16) show it. The same check by hand:

    printf 'gin-table-hand:%s' SEED | sha256sum

A match seed (revealed when the match is over) is accepted too: it is checked against the
match's own commitment (`gin-table-match:SEED`, which fixed the first dealer and 003's retourne
pack before the first deal), then against each of its first `--hands` deals.
"""

from __future__ import annotations

import argparse
import re

from game.core.seeds import MIN_PREFIX, commitment, derive_seed, match_commitment, verify
from game.core.seeds import digest_matches as _matches

NAME = "verify"
_HEX = re.compile(rf"^[0-9a-f]{{{MIN_PREFIX},64}}$")


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
    value = text.strip().lower().rstrip("….")
    if not _HEX.match(value):
        raise argparse.ArgumentTypeError(
            f"{text!r} is not a commitment (the hexadecimal digits shown before the deal: at "
            f"least the first {MIN_PREFIX}, at most all 64)")
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
        print(f"OK: seed {seed} matches commitment {published}: the deal was fixed before play."
              f"\n    SHA-256 of 'gin-table-hand:{seed}' = {commitment(seed)}")
        return 0
    if _matches(match_commitment(seed), published):
        print(f"OK: {seed} is the match seed behind commitment {published}: the first dealer "
              f"and every deal of the match were fixed before play.\n"
              f"    SHA-256 of 'gin-table-match:{seed}' = {match_commitment(seed)}")
        return 0
    found = [n for n in range(max(0, args.hands)) if verify(derive_seed(seed, n), published)]
    if len(found) > 1:
        print(f"AMBIGUOUS: {published} begins the commitments of hands "
              f"{', '.join(str(n + 1) for n in found)}; give more digits.")
        return 1
    for deal_no in found:
        hand_seed = derive_seed(seed, deal_no)
        print(f"OK: {seed} is the match seed; hand {deal_no + 1} was dealt from hand seed "
              f"{hand_seed}, whose SHA-256 is the commitment {commitment(hand_seed)}.")
        return 0
    print(f"MISMATCH: the commitment of seed {seed} is {commitment(seed)},\n"
          f"          not {published}.\n"
          "The seed does not belong to this commitment (nor to any of the first "
          f"{max(0, args.hands)} hands of a match with that seed). Check that both were "
          "copied in full.")
    return 1
