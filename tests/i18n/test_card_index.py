"""The cards' short forms on screen carry the letters of the language's own cards: French V, D,
R (valet, dame, roi), Polish W, D, K (walet, dama, król); a play-tester read "10♠ J♠ Q♠" in
the French and the Polish feed. The engine's notation (codes, `Card.pretty`) stays English."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from game.core import events as ev
from game.core.cards import Card, parse_cards
from game.ui.card_words import card_symbol, cards_symbols, melds_symbols, rank_index
from game.ui.coach_words import meld_symbols
from game.ui.feed_words import MoveFeed

ROOT = Path(__file__).resolve().parents[2]
NB = "\u00a0"
RUN = parse_cards("TS JS QS KS")
ACES = parse_cards("AH AD AC")

MELDS = {
    "en": f"10♠{NB}J♠{NB}Q♠{NB}K♠; A♥{NB}A♦{NB}A♣",
    "fr": f"10♠{NB}V♠{NB}D♠{NB}R♠\u202f; A♥{NB}A♦{NB}A♣",   # a narrow space before ";"
    "pl": f"10♠{NB}W♠{NB}D♠{NB}K♠; A♥{NB}A♦{NB}A♣",
}


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
def test_a_meld_in_short_forms(restore_language, language):
    restore_language.set_language(language)
    assert melds_symbols([RUN, ACES]) == MELDS[language]
    assert meld_symbols(RUN) == MELDS[language].split(";")[0].rstrip("\u202f")
    assert cards_symbols(RUN) == MELDS[language].split(";")[0].rstrip("\u202f").replace(NB, " ")


def test_every_rank_has_one_short_form_per_language(restore_language):
    """Numbers stay numbers; the courts change letter, and no two ranks share one."""
    for language, courts in (("en", "AJQK"), ("fr", "AVDR"), ("pl", "AWDK")):
        restore_language.set_language(language)
        indices = [rank_index(Card.of(rank, 0)) for rank in range(1, 14)]
        assert indices == [courts[0], *map(str, range(2, 11)), *courts[1:]]


def test_the_feeds_short_line_names_the_cards_as_they_are_printed(restore_language):
    restore_language.set_language("fr")
    feed = MoveFeed(["Ann", "Bob"], reader=0)
    feed.note(ev.Discarded(0, Card.parse("QD")))
    feed.note(ev.Drew(1, "discard", Card.parse("QD")))
    feed.note(ev.Discarded(1, Card.parse("KC")))
    brief = feed.lines()[-1].brief
    assert "D♦" in brief and "R♣" in brief and "Q♦" not in brief and "K♣" not in brief, brief
    restore_language.set_language("pl")
    brief = feed.reworded(["Ann", "Bob"]).lines()[-1].brief
    assert "D♦" in brief and "K♣" in brief and "Q♦" not in brief, brief


def test_the_engines_notation_stays_english(restore_language):
    restore_language.set_language("fr")
    queen = Card.parse("QD")
    assert (queen.code, queen.pretty, str(queen)) == ("QD", "Q♦", "QD")
    assert card_symbol(queen) == "D♦"


def test_no_screen_text_takes_the_english_short_form():
    """Every short form on screen comes from `card_symbol`: no `.pretty` of a card under
    game/ui or game/coach (it is the engine's English notation, for the command line)."""
    found = []
    for folder in ("game/ui", "game/coach"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            found += [f"{path.relative_to(ROOT)}:{node.lineno}" for node in ast.walk(tree)
                      if isinstance(node, ast.Attribute) and node.attr == "pretty"]
    assert found == []
