"""The move feed and the hand-over say a move as a sentence in French and Polish: the card
with its article in French, in the accusative in Polish ("a pris le trois de pique dans la
défausse et défaussé la dame de carreau"); a play-tester read "a pris dans la défausse : trois
de pique, et défaussé : dame de carreau" as clumsy. The three-player roles say the captain
plays for a team with the advisor, not "for the other two" (the box among them)."""

from __future__ import annotations

from game.core import events as ev
from game.core.cards import Card
from game.ui.feed_words import MoveFeed
from game.ui.scenes.roles_intro import intro_lines
from game.variants.terms import CLASSIC_TERMS, RAMI_TERMS

NAMES = ["Ann", "Bob"]
THREE = Card.parse("3S")
QUEEN = Card.parse("QD")


def _lines(terms, reader: int = 0) -> list[str]:
    feed = MoveFeed(NAMES, reader=reader, terms=terms)
    feed.note(ev.Drew(1, "discard", THREE))
    feed.note(ev.Discarded(1, QUEEN))
    feed.note(ev.Drew(0, "stock", None))
    feed.note(ev.Discarded(0, THREE))
    return [line.text for line in feed.lines()]


def test_french_lines_are_sentences_with_articles(restore_language):
    restore_language.set_language("fr")
    assert _lines(CLASSIC_TERMS) == [
        "Bob a pris le trois de pique dans la défausse et défaussé la dame de carreau",
        "Vous avez pioché et défaussé le trois de pique"]
    assert _lines(RAMI_TERMS)[0] == \
        "Bob a pris le trois de pique dans la défausse et écarté la dame de carreau"


def test_polish_lines_take_the_accusative(restore_language):
    restore_language.set_language("pl")
    assert _lines(CLASSIC_TERMS) == ["Bob bierze ze stosu trójkę pik i odrzuca damę karo",
                                     "Dobierasz z talonu i odrzucasz trójkę pik"]


def test_english_lines_are_unchanged():
    assert _lines(CLASSIC_TERMS) == [
        "Bob took the three of spades and discarded the queen of diamonds",
        "You drew from the stock and discarded the three of spades"]


def test_the_three_player_roles_put_the_advisor_on_the_captains_team():
    lines = [text for text, _ in intro_lines(["Ann", "Bob", "Cy"], 0, (0, 1, 2), ())]
    captain = next(t for t in lines if "captain and plays" in t)
    assert captain == "Bob is the captain and plays against the box, with the advisor on " \
                      "the same team."
    assert not any("other two" in t for t in lines)


def test_french_roles_have_a_subject(restore_language):
    restore_language.set_language("fr")
    lines = [text for text, _ in intro_lines(["Ann", "Bob", "Cy"], None, (0, 1, 2), ())]
    assert "Ann est dans la boîte, donne et affronte le capitaine sans partenaire." in lines
    assert "Bob est le capitaine et joue contre la boîte, avec le conseiller dans son " \
           "équipe." in lines
    assert "Cy, le conseiller, ne joue pas cette main et n’y marque rien." in lines
