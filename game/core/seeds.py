"""Seeds: every deal comes from the match seed, and each hand's seed is committed to first.

A hand's seed is derived from the match seed and the deal number with SHA-256, so a whole match
replays from one integer; the commitment shown before a deal is the SHA-256 of the hand seed,
and the seed itself is revealed after the hand so anyone can check the deal was fixed in advance.
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


def verify(hand_seed: int, published: str) -> bool:
    """Whether `hand_seed` is the seed behind the published commitment."""
    return secrets.compare_digest(commitment(hand_seed), published.strip().lower())
