"""Every line of the move feed (and the V hand log, which reads the same lines) tells what
happened in one tense and one shape: the feed read "Bob calls Rami!" and "Bob turns the
discard pile over" beside "Bob drew the 7♠" and "discarded" (a play-tester). English and
French say it in the past (French in the passé composé); the lines a player did start with
the player. Polish keeps one tense too: its feed speaks in the present throughout, because
its past tense would have to know each player's gender (dobrał / dobrała)."""

from __future__ import annotations

import re

import pytest

from game.core import events as ev
from game.core.cards import Card
from game.core.results import ScoreLine
from game.ui.feed_words import MoveFeed
from game.variants.terms import CLASSIC_TERMS, RAMI_TERMS, RETOURNE_TERMS

NAMES = ["Ann", "Bob", "Cyd"]
C = Card.parse


def _events() -> list[ev.Event]:
    """One event of every kind the feed words (the rule lines for the hand's knock limit
    aside: they state the hand's rule, not a move)."""
    run = (C("7H"), C("8H"), C("9H"))
    return [
        ev.CardsCut((C("4S"), C("KD"), C("9C")), 1),
        ev.HandStarted(1, 1, (0, 1, 2), "c"),
        ev.UpcardTurned(C("7D")),
        ev.RetourneTurned(C("9D")),
        ev.Passed(0), ev.Passed(1),
        ev.Drew(1, "stock", C("2S")), ev.Discarded(1, C("KC")),
        ev.Drew(0, "discard", C("KC")), ev.Discarded(0, C("QS")),
        ev.Melded(2, run, 0), ev.LaidOff(2, C("TH"), 0), ev.Discarded(2, C("3C")),
        ev.Restocked(31, 1), ev.Restocked(20, 0), ev.Restocked(12),
        ev.RamiCalled(1, C("6C"), 0), ev.RamiCalled(0, C("6C"), 2), ev.RamiCalled(2, C("6C"), 1),
        ev.Knocked(1, (run,), (C("2C"),), 2, "knock"),
        ev.Knocked(0, (run,), (), 0, "gin"),
        ev.Knocked(2, (run,), (), 0, "big-gin"),
        ev.Spread(0, (run,), (C("KS"),), 10), ev.Spread(1, (), (C("KS"),), 10),
        ev.HandVoid(ScoreLine.of("stock-down", cards=2)),
        ev.GameClosed(0, 1, ()), ev.GameClosed(1, 0, ()),
        ev.MatchOver(1, (40, 160, 0), 120, ()), ev.MatchOver(0, (160, 40, 0), 120, ()),
        ev.MatchOver(None, (0, 0, 0), 0, ()),
    ]


def _lines(terms, reader) -> list[str]:
    feed = MoveFeed(NAMES, reader=reader, terms=terms)
    for e in _events():
        feed.note(e)
    return [t for line in feed.lines() for t in (line.text, line.brief)]


TERMS = [CLASSIC_TERMS, RAMI_TERMS, RETOURNE_TERMS]
# a verb in the present, as the old lines had them ("calls", "turns … over", "knocks", "goes
# gin", "spreads", "deals", "wins", "is closed", "is over", "you deal", "you win")
ENGLISH_PRESENT = re.compile(r"\b(calls|turns|knocks|goes|spreads|deals|wins|lays|draws|"
                             r"takes|discards|passes|melds|is|are|"
                             r"you (call|turn|knock|go|deal|win|lay|draw|take|discard|pass|meld))\b",
                             re.IGNORECASE)
FRENCH_PRESENT = re.compile(r"(?<!a )(?<!avez )\b(annonce|annoncez|retourne la|retournez|frappe|frappez|fait|"
                            r"faites|étale|étalez|donne|donnez|gagne|gagnez|remporte|"
                            r"remportez|ajoute|ajoutez|pioche|piochez|prend|prenez|"
                            r"(?<!’)est fermée|(?<!’)est terminée|est annulée)\b")


@pytest.mark.parametrize("terms", TERMS, ids=["gin", "rami", "gin-rami"])
@pytest.mark.parametrize("reader", [0, None], ids=["player", "hot-seat"])
def test_english_feed_lines_are_in_the_past(terms, reader):
    lines = _lines(terms, reader)
    present = [t for t in lines if ENGLISH_PRESENT.search(t)]
    assert not present, present
    # one shape: the "Rami!" call is the call's word in quotes, said like the other moves
    calls = [t for t in lines if "Rami" in t]
    assert calls and all('called "Rami!" on' in t for t in calls), calls


@pytest.mark.parametrize("terms", TERMS, ids=["gin", "rami", "gin-rami"])
def test_french_feed_lines_are_in_the_passe_compose(terms, restore_language):
    restore_language.set_language("fr")
    lines = _lines(terms, 0)
    present = [t for t in lines if FRENCH_PRESENT.search(t)]
    assert not present, present
    # every line a player did says it in the passé composé ("Bob a …", "Vous avez …")
    moves = [t for t in lines if t.split()[0] in NAMES + ["Vous"]]
    assert moves and all(re.match(r"(\w+ a |Vous avez )", t) for t in moves), moves
    # the call is the seed's word (002: dire « Rami »), in French quotes
    calls = [t for t in lines if "Rami" in t]
    assert calls and all("dit «\u00a0Rami\u202f!\u00a0»" in t for t in calls), calls


def test_polish_feed_lines_keep_one_tense(restore_language):
    """The Polish feed was, and stays, in the present: no line in a gendered past form."""
    restore_language.set_language("pl")
    lines = _lines(RAMI_TERMS, 0) + _lines(CLASSIC_TERMS, None)
    past = [t for t in lines if re.search(r"\b(dobrał|odrzucił|wziął|wziął|wyłożył|dołożył|"
                                          r"spasował|zastukał|odwrócił|zawołał|wygrał|"
                                          r"rozdał|odkrył)", t)]
    assert not past, past
    assert any("woła „Remik!”" in t for t in lines)
