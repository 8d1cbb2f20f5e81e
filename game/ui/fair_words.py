"""The fair deal worded for players: a short sign at the table and on the score screen, and the
numbers (the published fingerprints, the revealed seeds, how to check them) in a details view.

The engine commits to every deal before play (`game.core.seeds`); these words keep the hashes
and seeds off the table surface and one click away, where a curious player can check them.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.seeds import commitment, match_commitment
from game.ui.i18n import _


@dataclass(frozen=True)
class FairDeal:
    """What the table may show about the fairness of the hand in progress or just played."""

    hand_no: int
    commitment: str              # the hand's published fingerprint ("" before the first deal)
    seed: int | None             # the hand's seed, revealed once the hand is over
    match_commitment: str        # the match's fingerprint (first dealer, retourne pack)
    match_seed: int | None       # the match seed, revealed once the match is over
    #: what the match seed decides outside the deals: "dealer" (who deals first), "cut"
    #: (the cut that seats the players or picks the dealer), either with "+retourne" (003's
    #: retourne pack)
    match_decides: str = "dealer"


def decides(rules) -> str:
    """What a match of `rules` lets its seed decide outside the deals (`match_decides`)."""
    what = "dealer" if rules.family == "gin" and rules.first_dealer == "random" else "cut"
    return what + ("+retourne" if rules.knock_limit_source == "retourne" else "")


def sign() -> str:
    """The short sign at the table: the deal was sealed before play."""
    return _("Fair deal ✓")


def sign_with_details() -> str:
    """The score screen's link to the details."""
    return _("Fair deal ✓ — details")


def hand_checks(fair: FairDeal) -> bool:
    """Whether the revealed seed is the one behind the hand's published fingerprint."""
    return fair.seed is not None and commitment(fair.seed) == fair.commitment


def match_checks(fair: FairDeal) -> bool:
    """Whether the revealed match seed is the one behind the match's fingerprint."""
    return fair.match_seed is not None and match_commitment(fair.match_seed) == \
        fair.match_commitment


def explanation() -> str:
    """How the fair deal works, in a player's words."""
    return _("Before every deal the game seals the shuffle: it shows a fingerprint (SHA-256) "
             "of the secret number that shuffles the cards. When the hand is over it reveals "
             "the number. Anyone can compute its fingerprint again: if they match, the cards "
             "were fixed before play and nobody changed them.")


def match_label(what: str) -> str:
    """The match fingerprint's label, saying what the match seed decides in this game (it
    named "the extra pack" in every game, French "paquet de retourne" in classic Gin)."""
    labels = {"dealer": _("Match fingerprint (who deals first)"),
              "cut": _("Match fingerprint (the cut)"),
              "dealer+retourne": _("Match fingerprint (who deals first, the retourne pack)")}
    return labels.get(what) or _("Match fingerprint")


def detail_lines(fair: FairDeal) -> list[tuple[str, str]]:
    """(label, value) rows of the details view: fingerprints, revealed seeds, the checks."""
    rows: list[tuple[str, str]] = []
    if fair.commitment:
        rows.append((_("Hand {n}, fingerprint shown before the deal").format(n=fair.hand_no),
                     fair.commitment))
        if fair.seed is None:
            rows.append((_("Secret number"), _("revealed when the hand is over")))
        else:
            rows.append((_("Secret number, revealed after the hand"), str(fair.seed)))
            rows.append((_("Check"), _("✓ the number gives this fingerprint") if hand_checks(fair)
                         else _("✗ the number does not give this fingerprint")))
            rows.append((_("Check it yourself"),
                         f"printf 'gin-table-hand:%s' {fair.seed} | sha256sum"))
    if fair.match_commitment:
        rows.append((match_label(fair.match_decides), fair.match_commitment))
        if fair.match_seed is None:
            rows.append((_("Match number"), _("revealed when the match is over")))
        else:
            rows.append((_("Match number, revealed at the end"), str(fair.match_seed)))
            rows.append((_("Check"), _("✓ the number gives this fingerprint")
                         if match_checks(fair)
                         else _("✗ the number does not give this fingerprint")))
    return rows
