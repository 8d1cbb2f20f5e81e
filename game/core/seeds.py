"""Seeds: every deal comes from the match seed, and each hand's seed is committed to first.

A hand's seed is derived from the match seed and the deal number with SHA-256, so a whole match
replays from one integer; the commitment shown before a deal is the SHA-256 of the text
`gin-table-hand:<hand seed>` (decimal), and the seed itself is revealed after the hand so anyone
can check the deal was fixed in advance:

    printf 'gin-table-hand:%s' 6339030497101468753 | sha256sum

What the match seed decides outside the deals (the first dealer or the cut, 003's retourne
pack) is committed once at the start: the SHA-256 of `gin-table-match:<match seed>`, published
before the first deal and checked with the match seed revealed when the match is over.

Match seeds come from `secrets` (the operating system's generator), never from `random`.
"""

from __future__ import annotations

import hashlib
import secrets


def fresh_seed() -> int:
    """A seed drawn from the operating system (recorded so the match can be replayed)."""
    return secrets.randbits(63)


def derive_seed(match_seed: int, label: str | int) -> int:
    """A 63-bit seed for one purpose (a deal number, the cut, the retourne pack)."""
    digest = hashlib.sha256(f"gin-table:{match_seed}:{label}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


def commitment(hand_seed: int) -> str:
    """The published SHA-256 (hex) of a hand seed."""
    return hashlib.sha256(f"gin-table-hand:{hand_seed}".encode()).hexdigest()


def match_id(match_seed: int) -> str:
    """A name for a match that does not reveal its seed (statistics key their records by it:
    the seed itself would tell the cards still to come)."""
    return hashlib.sha256(f"gin-table-match-id:{match_seed}".encode()).hexdigest()[:16]


def match_commitment(match_seed: int) -> str:
    """The published SHA-256 (hex) of a match seed, shown before the match's first deal."""
    return hashlib.sha256(f"gin-table-match:{match_seed}".encode()).hexdigest()


#: the fewest hex digits of a commitment `verify` accepts (the table shows 12, the score 16)
MIN_PREFIX = 12


def digest_matches(digest: str, published: str) -> bool:
    """Whether `published` is `digest` or its first `MIN_PREFIX`+ hex digits."""
    text = published.strip().lower()
    if not MIN_PREFIX <= len(text) <= len(digest):
        return False
    return secrets.compare_digest(digest[:len(text)], text)


def verify(hand_seed: int, published: str) -> bool:
    """Whether `hand_seed` is the seed behind the published commitment (whole, or its first
    12 or more hex digits as the table shows them)."""
    return digest_matches(commitment(hand_seed), published)
