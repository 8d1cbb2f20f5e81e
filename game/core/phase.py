"""The phases of a hand, as one enum both families and the UI compare against.

`Phase` is a `StrEnum`: a member equals its old string ("draw" == Phase.DRAW), so saves,
logs and older comparisons keep working while new code names the member.
"""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    START = "start"                # before the first deal, and between matches
    OFFER = "offer"                # gin: the upcard is offered (take it or pass)
    DRAW = "draw"
    OPENING = "opening"            # gin, discard-first: the first player opens by discarding
    DISCARD = "discard"
    LAYOFF = "layoff"              # gin: the defender lays off on the knocker's melds
    CALL = "call"                  # rami: the "Rami!" window is open for the seat to act
    CALL_LAYOFF = "call-layoff"    # rami: the caller lays the called card off
    CALL_DISCARD = "call-discard"  # rami: the caller then discards
    HAND_OVER = "hand-over"
    MATCH_OVER = "match-over"


#: phases in which the seat to act holds one card too many and must discard (or go out)
DISCARD_PHASES = frozenset({Phase.DISCARD, Phase.OPENING, Phase.CALL_DISCARD})
#: phases after the hand's end
OVER_PHASES = frozenset({Phase.HAND_OVER, Phase.MATCH_OVER})
