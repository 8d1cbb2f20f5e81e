"""The score panel's headline: "Hand 3: Stop, 4 points to Ann", or for a Rami Arrêt won by
tied players "Hand 3: Stop, Ann and Cyd share 8 points" (it named only the first of them while
the lines under it said the win was shared: a play-tester)."""

from __future__ import annotations

from game.ui import wording
from game.ui.i18n import R_, Rn_, _, npgettext
from game.variants.terms import terms_for


def _and_names(names: list[str]) -> str:
    if len(names) < 2:
        return "".join(names)
    return _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


def headline(table, rami: bool) -> str:
    """The headline of the hand `table` last scored (`rami`: worded as Rami's)."""
    t = table
    e = t.last_scored
    names = t.names
    if e is None or e.winner is None:
        return R_("Hand {n}: void, no score", rami).format(n=t.state.hand_no)
    kind = wording.hand_kind(e.kind, terms_for(t.session.rules))
    you = None if t.session.hotseat else t.viewer
    tie = next((line for line in e.lines if line.kind == "arret-tie"), None)
    if tie is not None:   # only a Rami Arrêt is won by tied players
        total = tie.values["points"]
        if you in tie.seats:   # "Ann, Cyd and you share 8 points"
            text = npgettext("rami", "Hand {n}: {kind}, {names} and you share {points} point",
                             "Hand {n}: {kind}, {names} and you share {points} points", total)
            named = ", ".join(names[s] for s in tie.seats if s != you)
        else:
            text = npgettext("rami", "Hand {n}: {kind}, {names} share {points} point",
                             "Hand {n}: {kind}, {names} share {points} points", total)
            named = _and_names([names[s] for s in tie.seats])
        return text.format(n=t.state.hand_no, kind=kind, names=named, points=total)
    if e.winner == you:
        text = Rn_("Hand {n}: {kind}, {points} point to you",
                   "Hand {n}: {kind}, {points} points to you", e.points[e.winner], rami)
    else:
        text = Rn_("Hand {n}: {kind}, {points} point to {name}",
                   "Hand {n}: {kind}, {points} points to {name}", e.points[e.winner], rami)
    return text.format(n=t.state.hand_no, name=names[e.winner], kind=kind,
                       points=e.points[e.winner])


__all__ = ["headline"]
