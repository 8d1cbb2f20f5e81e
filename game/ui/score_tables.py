"""Score sheets worded from a view's score: one builder per scoring system.

The scorers in `game.core.scoring` keep numbers only (totals, hands won, columns, boxes,
pay-outs, their result lines as `ScoreLine` data) and hand them out as a frozen `ScoreState`
on every `PlayerView` (`view.score`); this module lays such a snapshot out as `ScoreSheet`
tables of translated strings that `game.ui.score_sheet` draws. It never sees a scorer (the
live engine) and imports no pygame.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Sequence

from game.core.scoring.base import ScoreSheet
from game.core.scoring.state import (
    BoxState,
    ClassicState,
    ColumnsState,
    HollywoodState,
    RamiState,
    ScoreState,
)
from game.ui import table_words, wording
from game.ui.i18n import R_, Rn_, _, ngettext, pgettext
from game.variants.rules import Rules
from game.variants.terms import Terms, terms_for

Names = Sequence[str]


def _kind(terms: Terms, kind: str) -> str:
    return wording.hand_kind(kind, terms)


def _lines(terms: Terms, lines, names: Names, you: int | None = None) -> list[str]:
    """Result lines under a sheet, worded to the player `you` ("Result: you win by 832";
    without it the French sheet read "Vous gagne", the name "Vous" in the third person)."""
    return wording.score_lines(lines, names, you, terms)


def _won_by(names: Names, seat: int, you: int | None, blitz: bool = False) -> str:
    """A column's or game's winner in a sheet cell: "won by you" for the player (the sheet
    read "won by You", the default name as a third person)."""
    if seat == you:
        return _("won by you, blitz") if blitz else _("won by you")
    text = _("won by {name}, blitz") if blitz else _("won by {name}")
    return text.format(name=names[seat])


def classic_sheet(sc: ScoreState, names: Names, terms: Terms, you: int | None = None) -> ScoreSheet:
    rows = []
    running = [0] * sc.seats
    for n, res in enumerate(sc.history, 1):
        if res.void:
            rows.append((str(n), *["—"] * sc.seats, _kind(terms, "void")))
            continue
        running[res.winner] += res.points
        cells = [f"+{res.points} ({running[s]})" if s == res.winner else f"({running[s]})"
                 for s in range(sc.seats)]
        kind = _kind(terms, res.kind)
        if res.boxes > 1:   # Oklahoma's spade upcard: said on its hand's screen only before
            kind = _("{kind}, doubled").format(kind=kind)
        rows.append((str(n), *cells, kind))
    # a doubled Oklahoma hand counts as two boxes: "Hands won" then said 2 after one win
    boxes = any(res.boxes > 1 for res in sc.history)
    footer = [(_("Boxes (a doubled hand counts two): {figures}") if boxes else
               _("Hands won: {figures}")).format(figures=table_words.figures(names,
                                                                             sc.hands_won))]
    if sc.over:
        footer.append(_("Final: {figures}").format(figures=table_words.figures(names, sc.final)))
        # the player's own win in the second person ("Vous l’emporte de 482")
        footer.append(_("Net result: you by {net}").format(net=sc.net) if sc.winner == you
                      else _("Net result: {name} by {net}").format(name=names[sc.winner],
                                                                   net=sc.net))
    return ScoreSheet(_("Score sheet"), (_("Hand"), *names, _("Result")), tuple(rows),
                      tuple(footer),
                      key=(_("In each cell: +points won in the hand (total so far)"),))


def role_marks() -> dict[str, str]:
    """The box sheet's marks of the three roles: B, C, A (French B, Cap., Cons.)."""
    # TRANSLATORS: the box sheet's short mark of a role, the start of its word ("Cap.")
    return {"box": pgettext("box sheet", "B"), "captain": pgettext("box sheet", "C"),
            "advisor": pgettext("box sheet", "A")}


def role_legend() -> str:
    """The box sheet's key to its role marks, each mark beside its word."""
    # TRANSLATORS: the role marks of the box sheet, each "mark = its word", as in role_marks
    return pgettext("box sheet", "B = box, C = captain, A = advisor (sits out)")


def box_sheet(sc: BoxState, names: Names, terms: Terms, you: int | None = None) -> ScoreSheet:
    # each role's mark, the start of its word in the language (French "A = conseiller" read
    # as nothing, capitaine and conseiller both starting with C: a play-tester)
    letters = role_marks()
    rows: list[tuple[str, ...]] = []
    running = [0] * sc.seats
    for n, (res, roles) in enumerate(zip(sc.history, sc.hand_roles, strict=True), 1):
        if not res.void:
            running[res.winner] += res.points
        cells = []
        for s in range(sc.seats):
            letter = letters[roles[s]]
            if res.void or s != res.winner:
                cells.append(f"{letter} ({running[s]})")
            else:
                cells.append(f"{letter} +{res.points} ({running[s]})")
        rows.append((str(n), *cells, _kind(terms, "void" if res.void else res.kind)))
    footer = [_("Totals: {figures}").format(figures=table_words.figures(names, sc.totals))]
    # "C +16 (16)" and "B (0)" stood unexplained (a play-tester); the letters' legend goes
    # with the key, over the rows: under them it came before the totals, and a box too low
    # for both kept it and left the totals out (a play-tester saw no Totals line)
    key = (_("In each cell: the role, +points won in the hand (total so far)"),
           role_legend()) if rows else ()
    if sc.over:
        # "Final:" repeats the totals word for word unless classic bonuses changed them
        ends = [line for line in sc.result_lines[-2:]
                if line.kind != "final" or tuple(sc.final) != tuple(sc.totals)]
        footer += _lines(terms, ends, names, you)
    return ScoreSheet(_("Score sheet (in the box)"), (_("Hand"), *names, _("Result")),
                      tuple(rows), tuple(footer), key=key)


def columns_sheet(sc: ColumnsState, names: Names, terms: Terms,
                  cocotte_value: int = 25, you: int | None = None) -> ScoreSheet:
    rows: list[tuple[str, ...]] = []
    cols = range(len(sc.points))
    for s in range(sc.seats):
        rows.append((_("{name}: points").format(name=names[s]),
                     *(str(sc.points[c][s]) for c in cols),
                     str(sum(sc.points[c][s] for c in cols))))
        rows.append((_("{name}: cocottes").format(name=names[s]),
                     *(str(sc.cocottes[c][s]) for c in cols),
                     str(sum(sc.cocottes[c][s] for c in cols))))
        # an open column's figure so far is its points + cocottes × their value (the bonus
        # and a blitz come when it closes); a closed one's is the scorer's own figure
        rows.append((_("{name}: column total").format(name=names[s]),
                     *(str(sc.points[c][s] + sc.cocottes[c][s] * cocotte_value)
                       if sc.column_totals[c] is None else str(sc.column_totals[c][s])
                       for c in cols), str(sc.totals[s])))
    status = []
    for c in cols:
        if sc.closed[c] is None:
            status.append(_("open"))
        else:
            status.append(_won_by(names, sc.closed[c], you, bool(sc.blitz[c])))
    rows.append((_("Status"), *status, ""))
    footer = [_("Grand totals: {figures}").format(figures=table_words.figures(names, sc.totals))]
    if sc.over:
        footer += _lines(terms, sc.result_lines, names, you)
    return ScoreSheet(_("Score sheet (columns)"),
                      ("", *(_("Column {n}").format(n=c + 1) for c in cols), _("Total")),
                      tuple(rows), tuple(footer),
                      tuple(_column_sheet(sc, c, names, terms, cocotte_value, you)
                            for c in cols))


def _column_sheet(sc: ColumnsState, c: int, names: Names, terms: Terms,
                  cocotte_value: int = 25, you: int | None = None) -> ScoreSheet:
    running = [0] * sc.seats
    rows: list[tuple[str, ...]] = []
    for hand_no, seat, pts, coc in sc.entries[c]:
        running[seat] += pts
        rows.append((str(hand_no), *(f"+{pts} ({running[s]}) " + "•" * coc if s == seat
                                     else f"({running[s]})" for s in range(sc.seats))))
    footer = tuple(_lines(terms, sc.closing_lines[c], names, you))
    if rows and c == 0:   # the first column explains the cells of all three
        # what a cocotte is worth: the sheet's "You: cocottes 1" and a column total 25 over
        # the points stood unexplained (a play-tester); under the rows it explains, and
        # first to give way where the column's closing lines need the room
        footer = (_("+points (points so far), • a cocotte: a hand won, worth {value} in the "
                    "column's total").format(value=cocotte_value), *footer)
    return ScoreSheet(_("Column {n}").format(n=c + 1), (hand_number_header(), *names),
                      tuple(rows), footer)


def hand_number_header() -> str:
    """The header over a narrow column of hand numbers, in a sheet beside two others (a
    Hollywood game, a 003 column): "Hand" there took the width its points needed, and at
    800x600 "+7 (7) •" was squeezed to 8 px beside it."""
    return pgettext("the header over a narrow column of hand numbers", "#")


def lists_hands(sh: ScoreSheet) -> bool:
    """Whether the rows of `sh` are the match's hands, one a row."""
    return sh.headers[:1] in ((_("Hand"),), (hand_number_header(),), (R_("Hand", True),))


def more_rows(sh: ScoreSheet, n: int) -> str:
    """The n rows of `sh` out of sight above: "… 5 earlier hands" (a Rami hand is a coup)."""
    first = sh.headers[:1]
    more = (ngettext("… {n} earlier hand", "… {n} earlier hands", n)
            if first in ((_("Hand"),), (hand_number_header(),)) else
            Rn_("… {n} earlier hand", "… {n} earlier hands", n, True)
            if first == (R_("Hand", True),)
            else ngettext("… {n} more row", "… {n} more rows", n))
    return more.format(n=n)


#: a Hollywood game's net while it is open (an empty cell read as a figure missing)
OPEN_NET = "—"


def hollywood_sheet(sc: HollywoodState, names: Names, terms: Terms,
                    you: int | None = None) -> ScoreSheet:
    rows: list[tuple[str, ...]] = []
    games = range(len(sc.points))
    for s in range(sc.seats):
        rows.append((names[s], *(str(sc.points[g][s]) for g in games)))
        rows.append((_("{name}: boxes").format(name=names[s]),
                     *(str(sc.boxes[g][s]) for g in games)))
    rows.append((_("Status"), *(_("open") if sc.closed[g] is None
                                else _won_by(names, sc.closed[g], you) for g in games)))
    rows.append((_("Net"), *(OPEN_NET if sc.closed[g] is None
                             else _("{net} to you").format(net=sc.nets[g])
                             if sc.closed[g] == you
                             else _("{net} to {name}").format(net=sc.nets[g],
                                                              name=names[sc.closed[g]])
                             for g in games)))
    # the match as RULES.md reckons it, the sum of the closed games' nets, labelled (a bare
    # "Totals: You (0), Computer (68)", the open games' points added up, meant nothing: a
    # play-tester); nothing while no game is closed (the Net row says "—")
    footer: list[str] = []
    if sc.over:
        footer += _lines(terms, sc.result_lines[-1:], names, you)
    elif any(c is not None for c in sc.closed):
        footer.append(nets_so_far(sc, names, you))
    # the games' cells explained once for all three, above them ("+3 (3)" and "(0)" stood
    # without a word: a play-tester)
    key = (_("In each cell: +points won in the hand (total so far)"),) \
        if any(sc.entries) else ()
    return ScoreSheet(_("Hollywood score sheet"),
                      ("", *(_("Game {n}").format(n=g + 1) for g in games)),
                      tuple(rows), tuple(footer),
                      tuple(_game_sheet(sc, g, names, terms, you) for g in games), key)


def nets_so_far(sc: HollywoodState, names: Names, you: int | None = None) -> str:
    """Who leads the Hollywood match by the sum of the closed games' nets, and by how much."""
    lead = sum(sc.nets[g] if winner == 0 else -sc.nets[g]
               for g, winner in enumerate(sc.closed) if winner is not None)
    if lead == 0:
        return _("So far (sum of the closed games' nets): level")
    leader = 0 if lead > 0 else 1
    if leader == you:
        return _("So far (sum of the closed games' nets): you lead by {net}").format(
            net=abs(lead))
    return _("So far (sum of the closed games' nets): {name} leads by {net}").format(
        name=names[leader], net=abs(lead))


def _game_sheet(sc: HollywoodState, g: int, names: Names, terms: Terms,
                you: int | None = None) -> ScoreSheet:
    running = [0] * sc.seats
    rows: list[tuple[str, ...]] = []
    for hand_no, seat, pts in sc.entries[g]:
        running[seat] += pts
        rows.append((str(hand_no), *(f"+{pts} ({running[s]})" if s == seat
                                     else f"({running[s]})" for s in range(sc.seats))))
    footer = tuple(_lines(terms, sc.closing_lines[g], names, you))
    return ScoreSheet(_("Game {n}").format(n=g + 1), (hand_number_header(), *names),
                      tuple(rows), footer)


def _ended_by(terms: Terms, res, names: Names, you: int | None) -> str:
    """A Rami hand's Result cell: how it ended and who ended it ("going out: Cyd"); with
    three players and more a bare "wyjście" did not say who went out (a play-tester). An
    Arrêt keeps its bare word: its winner is not who stopped, and a tie shares it."""
    kind = _kind(terms, res.kind)
    if res.winner is None or res.kind not in ("out", "rami"):
        return kind
    if res.winner == you:
        return _("{kind}: you").format(kind=kind)
    return _("{kind}: {name}").format(kind=kind, name=names[res.winner])


def rami_sheet(sc: RamiState, names: Names, terms: Terms, you: int | None = None) -> ScoreSheet:
    rows = []
    running = [0] * sc.seats
    for n, res in enumerate(sc.history, 1):
        pays = res.payments or (0,) * sc.seats
        cells = []
        for s in range(sc.seats):
            running[s] -= pays[s]
            run = table_words.number(running[s], signed=True)
            cells.append(f"{table_words.number(-pays[s], signed=True)} ({run})" if pays[s]
                         else f"— ({run})")
        rows.append((str(n), *cells, _ended_by(terms, res, names, you)))
    footer = [_("Received: {figures}").format(figures=table_words.figures(names, sc.received)),
              R_("Hands won: {figures}", True).format(
                  figures=table_words.figures(names, sc.hands_won))]
    if sc.over:
        footer.append(_("Final balances: {figures}").format(
            figures=table_words.figures(names, sc.totals, signed=True)))
        # the match's result as its reckoning words it ("Dee wins with +91": this line's
        # "Winner: Dee by 98", the lead over the next balance, read as another figure)
        footer += _lines(terms, sc.result_lines[-1:], names, you)
    return ScoreSheet(_("Pay-outs"), (R_("Hand", True), *names, _("Result")), tuple(rows),
                      tuple(footer),
                      key=(R_("In each cell: −paid or +received in the hand (balance so far)",
                              True),))


SHEETS: dict[type, Callable[[ScoreState, list[str], Terms], ScoreSheet]] = {
    ClassicState: classic_sheet, BoxState: box_sheet, ColumnsState: columns_sheet,
    HollywoodState: hollywood_sheet, RamiState: rami_sheet,
}


def score_table(score: ScoreState, names: Names, rules: Rules | None = None,
                you: int | None = None, reckoned: bool = False) -> ScoreSheet:
    """The score sheet of the match so far (a view's `score`), worded with the seats' `names`
    in the words of the variant `rules` name; LookupError for a system without a sheet.
    `reckoned`: the match's final reckoning is shown above the sheet, so its footer leaves
    out the final figures and result (the match-over screen had them twice)."""
    if reckoned and score.over:
        score = dataclasses.replace(score, over=False)
    for cls in type(score).__mro__:
        if cls is ColumnsState and rules is not None:
            return columns_sheet(score, list(names), terms_for(rules), rules.cocotte_value,
                                 you)
        if cls in SHEETS:
            return SHEETS[cls](score, list(names), terms_for(rules), you)
    raise LookupError(f"no score sheet for {type(score).__name__}")


def sheet_for(table, reckoned: bool = False) -> ScoreSheet | None:
    """The score sheet of the view the table played last, or None before any score or for a
    scoring system without a sheet (which must not crash the score screens); `reckoned` as
    for `score_table`."""
    score = table.state.score
    if score is None:
        return None
    try:
        return score_table(score, table.names, table.session.rules,
                           table.you, reckoned=reckoned)
    except LookupError:
        return None


#: a word of two letters or more: a cell holding one is words, not figures
_WORD = re.compile(r"[^\W\d_]{2,}")


def numeric(text: str) -> bool:
    """A cell of figures ("1610", "−3", "+19 (19)", "(0)", "— (+4)", the box's "C +16 (16)"):
    the sheet's figures share one size and keep to their cells. A hand's "+19 (19)" counted
    as words: at 200 % text a row of them was spelt out over three lines ("You: +19 (19)" /
    "Hard" / "computer: (0)") and the next row shrank on its own (a play-tester)."""
    return any(ch.isdigit() for ch in text) and not _WORD.search(text)


def group_key(label: str) -> str:
    """A sheet row's player ("Ann" of "Ann: points"), or the whole label."""
    return label.split(":", 1)[0] if ":" in label else label


def columns_won(events, names: Sequence[str], you: int | None) -> list[str]:
    """The hand's 003 columns closed (its `GameClosed` events), one sentence a winner: "Bob
    wins columns 1 and 2 (+250 each)". The hand's headline said only "descente, 43 points
    for Computer" when that descente closed two columns (a play-tester)."""
    won: dict[int, list[tuple[int, int]]] = {}
    for e in events:
        if type(e).__name__ != "GameClosed" or any(
                line.kind == "game-figures" for line in e.lines):     # not Hollywood's
            continue
        bonus = next((line.values.get("bonus", 0) for line in e.lines
                      if line.kind == "column-winner-figure"), 0)
        won.setdefault(e.winner, []).append((e.column + 1, bonus))
    out = []
    for seat, cols in won.items():
        n, bonus, which = len(cols), cols[0][1], table_words.column_numbers(sorted(c for c, _b in cols))
        if seat == you:
            text = ngettext("You win column {cols} (+{bonus})",
                            "You win columns {cols} (+{bonus} each)", n)
        else:
            text = ngettext("{name} wins column {cols} (+{bonus})",
                            "{name} wins columns {cols} (+{bonus} each)", n)
        out.append(text.format(name=names[seat], cols=which, bonus=bonus))
    return out
