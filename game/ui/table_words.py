"""Small counts and labels the tables show, worded with `ngettext` and in the second person for
the player at the screen ("3 cards", "1 chosen", "Your gin", "You knock with 6")."""

from __future__ import annotations

from collections.abc import Sequence

from game.core.scoring.hollywood import GAMES as HOLLYWOOD_GAMES
from game.ui.i18n import R_, _, ngettext, pgettext
from game.variants.terms import CLASSIC_TERMS, Terms


def cards(n: int) -> str:
    """A card count on a seat's label: "1 card", "3 cards" (Polish: karta, karty, kart)."""
    return ngettext("{n} card", "{n} cards", n).format(n=n)


def dealer_tag(name: str) -> str:
    """The dealer's role in a seat's tag after `name`. Polish says it with a verb, whose
    person follows the name: "Ania · rozdaje", but "Ty · rozdajesz" (a play-tester)."""
    if name == _("You"):
        return pgettext("the dealer's tag of the player named You", "dealer")
    return _("dealer")


def number(n: int, signed: bool = False) -> str:
    """A figure as the score sheets print it: with a true minus sign (−12), as the notes
    under the sheets write "−paid", and with its plus when `signed` ("+12")."""
    return (f"{n:+d}" if signed else str(n)).replace("-", "\u2212")


def figures(names: Sequence[str], totals: Sequence[int], signed: bool = False) -> str:
    """Each name with its total in brackets ("Ann (104), Bob (37)"): a seat number in a name
    never runs into the figure ("Computer 1 1")."""
    return ", ".join(_("{name} ({total})").format(name=name, total=number(total, signed))
                     for name, total in zip(names, totals, strict=False))


def standings(names: Sequence[str], totals: Sequence[int], balances: bool = False) -> str:
    """Each name with its total said in words ("Ann: 104 points, Bob: 37 points"; Rami's
    "Ann: balance +7"): the menu's Continue line showed "Ann (104), Bob (37)", numbers in
    brackets nothing explained (a play-tester). A line breaks between the players only:
    a name never parts from its figure ("Cyd:" ending a line over "balance +7")."""
    def figure(total: int) -> str:
        return balance(total) if balances else points(total)

    return ", ".join(_("{name}: {total}").format(name=name, total=figure(total))
                     .replace(" ", "\u00a0") for name, total in zip(names, totals, strict=False))


def chosen(n: int) -> str:
    """How many cards the player has chosen for a meld."""
    return ngettext("{n} chosen", "{n} chosen", n).format(n=n)


def balance(n: int) -> str:
    """A Rami seat's balance on its label: "balance +12" (a bare "+12" says nothing)."""
    return _("balance {n}").format(n=number(n, signed=True))


def points(n: int) -> str:
    """A number of points: "1 point", "5 points"."""
    return ngettext("{n} point", "{n} points", n).format(n=n)


def melds_label(kind: str | None, name: str, you: bool, terms: Terms = CLASSIC_TERMS) -> str:
    """The label over the melds laid down at a showdown: a gin is called a gin, and the
    player's own melds are "yours"."""
    if kind == "gin":
        return _("Your gin") if you else _("Gin · {name}").format(name=name)
    if kind == "big-gin":
        if terms.big_gin == "grand-gin":
            return _("Your grand gin") if you else _("Grand gin · {name}").format(name=name)
        return _("Your big gin") if you else _("Big gin · {name}").format(name=name)
    if terms.descente:
        return _("Your descente") if you else _("Descente · {name}").format(name=name)
    return _("Your melds (you knocked)") if you else \
        _("Knocker's melds · {name}").format(name=name)


def go_out_banner(kind: str, name: str, deadwood: int, terms: Terms = CLASSIC_TERMS,
                  you: bool = False) -> str:
    """The table's banner when a player goes down ("Gin! (Ann)", "You knock with 6")."""
    big = terms.big_gin == "grand-gin"
    if kind == "gin":
        return _("Your gin!") if you else _("Gin! ({name})").format(name=name)
    if kind == "big-gin":
        if you:
            return _("Your grand gin!") if big else _("Your big gin!")
        return (_("Grand gin! ({name})") if big else _("Big gin! ({name})")).format(name=name)
    if terms.descente:
        return (_("Your descente with {n} deadwood") if you else
                _("Descente by {name} with {n} deadwood")).format(name=name, n=deadwood)
    return (_("You knock with {n} deadwood") if you else
            _("{name} knocks with {n} deadwood")).format(name=name, n=deadwood)


def column_numbers(columns: Sequence[int]) -> str:
    """003's columns by number, as a sentence lists them: "1", "1 and 2", "1, 2 and 3"."""
    words = [str(c) for c in columns]
    if len(words) < 2:
        return "".join(words)
    return _("{names} and {last}").format(names=", ".join(words[:-1]), last=words[-1])


def progress_line(hand_no: int, rules, closed: Sequence[int | None] = ()) -> str:
    """The info panel's second line: the hand number and what the numbers below play to
    (the match target, each Hollywood game's target, or where 003's columns close, then
    which are closed: `closed`, each column's winner or None; "columns close at 100" said
    none of it once two were won, a play-tester)."""
    if rules.scoring == "columns":
        shut = [c + 1 for c, w in enumerate(closed) if w is not None]
        if not shut:
            return _("Hand {n} · columns close at {target}").format(
                n=hand_no, target=rules.column_target)
        # the open ones go without saying: the line keeps the room of the one it replaces
        said = ngettext("column {cols} closed", "columns {cols} closed", len(shut)).format(
            cols=column_numbers(shut))
        return _("Hand {n} · {columns}").format(n=hand_no, columns=said)
    if rules.scoring == "hollywood":   # the seats' lines below give each game's points
        # numbered as the seats' lines set them ("You: 22 · 0 · 0" under "3 games" left a
        # player to guess which number was which game: a play-tester)
        games = "\u00a0·\u00a0".join(str(g + 1) for g in range(HOLLYWOOD_GAMES))
        return _("Hand {n} · games {games}, each to {target}").format(
            n=hand_no, games=games, target=rules.target)
    return _("Hand {n} · match to {target}").format(n=hand_no, target=rules.target)


def lesson_line(rami: bool = False) -> str:
    """The info panel's second line in a guided lesson: what it is, in place of a match's
    progress (a play-tester read "Hand 1 · match to 100" over the one-hand lesson). A Rami
    lesson words its hand as the Rami table does (French *coup*: "Leçon · une main" stood
    over the feed's "Coup 1 : Ordinateur donne" and the guide's "Le coup s’arrête", a
    play-tester)."""
    return R_("Lesson · one hand", rami)


def total_line(name: str, total: int, rules, by_game: Sequence[int] = ()) -> str:
    """A seat's line in the info panel: 003 names its figure the grand total (points and
    cocottes of every column), not to be read against the column limit; Hollywood gives the
    points of each of its three games (`by_game`: "You: 58 · 40 · 15" under "3 games, each
    to 100"), where one total over the games read against the games' target."""
    if rules.scoring == "hollywood" and by_game:
        games = "\u00a0·\u00a0".join(str(p) for p in by_game)   # one word: never wrapped
        return _("{name}: {total}").format(name=name, total=games)
    if rules.scoring == "columns":
        return _("{name}: grand total {total}").format(name=name, total=total)
    return _("{name}: {total}").format(name=name, total=total)


def doing(what: str, after_name: bool = False, **values: object) -> str:
    """What a computer seat is doing, in its bubble: `what` is "draw", "take" (the
    discard), "took" (a `card`, public), "discard", "meld", "lay-off" or "think". Gin says
    it beside the seat's tag, a sentence of its own ("Draws a card"); Rami says it in the
    tag, after the name (`after_name`: "Hard computer 2 · draws a card", where "Hard
    computer 2 / Draws" read as two sentences: a play-tester)."""
    if after_name:
        words = {"draw": pgettext("after a seat's name", "draws a card"),
                 "take": pgettext("after a seat's name", "takes the discard"),
                 "took": pgettext("after a seat's name", "took the {card}"),
                 "discard": pgettext("after a seat's name", "discards"),
                 "meld": pgettext("after a seat's name", "melds"),
                 "lay-off": pgettext("after a seat's name", "lays off"),
                 "think": pgettext("after a seat's name", "thinking…")}
    else:
        words = {"draw": _("Draws a card"), "take": _("Takes the discard"),
                 "took": _("Took the {card}"), "discard": _("Discards"), "meld": _("Melds"),
                 "lay-off": _("Lays off"), "think": _("Thinking…")}
    return words[what].format(**values) if values else words[what]
