"""What the hot-seat hand-over screen tells the incoming player before the cards show: the
hand that begins (and the role they play in it), the knock they must answer, or the move
just made. Public facts only: the screen stands between two people's hands.

The screen said whose turn it was and nothing else, so a player asked to take the screen
learned only after revealing their cards that they had to lay off (a play-tester).
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core import events as ev
from game.core.melds import rules_solver
from game.core.phase import Phase
from game.core.view import PlayerView
from game.ui.card_words import card_object
from game.ui.i18n import N_, R_, _
from game.variants.terms import terms_for

#: three-player Gin: the incoming player's role in the hand that begins (msgids)
_ROLES = {
    "box": N_("Hand {n} begins: you are in the box, alone against the captain."),
    "captain": N_("Hand {n} begins: you are the captain, against the box."),
}


def handover_context(view: PlayerView, names: Sequence[str], seat: int) -> str:
    """One sentence for `seat`'s player about what awaits them ("" when there is nothing
    to add), from `view`, a view any seat may see."""
    terms = terms_for(view.rules)
    if view.phase == Phase.LAYOFF and view.showdown is not None:
        sd = view.showdown
        # the knock's count, as the move feed says it (a play-tester missed the number)
        values = {"name": names[sd.knocker],
                  "n": rules_solver(view.rules).total(sd.knocker_deadwood)}
        if terms.go_out == "descente":
            return _("{name} went down (descente) with {n} deadwood: lay off what you can "
                     "on the melds.").format(**values)
        return _("{name} knocked with {n} deadwood: lay off what you can on the "
                 "melds.").format(**values)
    moves = [e for e in view.events if isinstance(e, (ev.Drew, ev.Discarded, ev.Passed))]
    if not moves:
        role = view.roles[seat] if seat < len(view.roles) else ""
        if role in _ROLES:
            return _(_ROLES[role]).format(n=view.hand_no)
        return R_("Hand {n} begins.", terms.rami).format(n=view.hand_no)
    last = moves[-1]
    if isinstance(last, ev.Discarded) and last.seat != seat:
        if last.card is None or last.face_down:
            return _("{name} discarded face down.").format(name=names[last.seat])
        return R_("{name} discarded the {card}.", terms.rami).format(
            name=names[last.seat], card=card_object(last.card))
    if isinstance(last, ev.Passed) and last.seat != seat:
        return _("{name} passed on the upcard.").format(name=names[last.seat])
    return ""
