"""What the hot-seat hand-over screen tells the incoming player before the cards show: the
hand that begins (and the role they play in it), the knock they must answer, or what the
others did since the incoming player's last turn. Public facts only: the screen stands
between two people's hands.

The screen said whose turn it was and nothing else, so a player asked to take the screen
learned only after revealing their cards that they had to lay off (a play-tester). It then
told only the last discard: at a four-player Rami table a player learned nothing of the card
taken from the pile, the melds, the lay-offs or the "Rami!" called since their turn (a
play-tester). It now says every other player's move since, as the public move feed words it
(`MoveFeed` with no reader: a card drawn from the stock is never named, a face-down discard
stays hidden).
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core import events as ev
from game.core.melds import rules_solver
from game.core.phase import Phase
from game.core.view import PlayerView
from game.ui.feed_words import MoveFeed
from game.ui.i18n import N_, R_, _
from game.variants.terms import terms_for

#: three-player Gin: the incoming player's role in the hand that begins (msgids)
_ROLES = {
    "box": N_("Hand {n} begins: you are in the box, alone against the captain."),
    "captain": N_("Hand {n} begins: you are the captain, against the box."),
}

#: the moves that make a line of the hand-over (the deal and the table's own events do not)
_MOVES = (ev.Drew, ev.Discarded, ev.Passed, ev.Melded, ev.LaidOff, ev.RamiCalled,
          ev.Restocked)


def since_last_turn(view: PlayerView, names: Sequence[str], seat: int,
                    ) -> list[tuple[str, str]]:
    """The public lines of the hand since `seat`'s last move, as (sentence, short wording)
    pairs, oldest first: each other player's moves (the draw from the pile with its card, a
    stock draw without it, melds, lay-offs, calls, the discard), and the incoming player's
    own move in progress (a "Rami!" they called, which the screen comes up to lay off)."""
    feed = MoveFeed(names, None, terms_for(view.rules))
    for e in view.events:
        feed.note(e)
    moves = [line for line in feed.hand_lines()
             if line.seat is not None and line.seat < len(names)]
    # the incoming player's own lines at the end (their call) stay: the screen is for them
    tail = len(moves)
    while tail and moves[tail - 1].seat == seat:
        tail -= 1
    start = max((i + 1 for i, line in enumerate(moves[:tail]) if line.seat == seat),
                default=0)
    return [(line.text, line.brief) for line in moves[start:]]


def handover_context(view: PlayerView, names: Sequence[str], seat: int) -> list[tuple[str, str]]:
    """What awaits `seat`'s player, as (sentence, short wording) pairs, one a line ([] when
    there is nothing to add), from `view`, a view any seat may see."""
    terms = terms_for(view.rules)
    if view.phase == Phase.LAYOFF and view.showdown is not None:
        sd = view.showdown
        # the knock's count, as the move feed says it (a play-tester missed the number)
        values = {"name": names[sd.knocker],
                  "n": rules_solver(view.rules).total(sd.knocker_deadwood)}
        if terms.descente:
            text = _("{name} went down (descente) with {n} deadwood: lay off what you can "
                     "on the melds.").format(**values)
        else:
            text = _("{name} knocked with {n} deadwood: lay off what you can on the "
                     "melds.").format(**values)
        return [(text, text)]
    if not any(isinstance(e, _MOVES) for e in view.events):
        role = view.roles[seat] if seat < len(view.roles) else ""
        if role in _ROLES:
            text = _(_ROLES[role]).format(n=view.hand_no)
        else:
            text = R_("Hand {n} begins.", terms.rami).format(n=view.hand_no)
        return [(text, text)]
    return since_last_turn(view, names, seat)
