"""A card named as the object of a sentence takes the language's object form: French gives it
its article ("Défaussez la dame de cœur"), Polish the accusative ("Odrzuć damę kier"). The
hints read "Défaussez cette carte (dame de cœur)" and "Dokładasz dama kier do układu 1" (the
nominative after a verb) before."""

from __future__ import annotations

import pytest

from game.coach import hint as h
from game.core.actions import Discard, Knock, LayOff
from game.core.cards import Card
from game.core.events import LaidOff
from game.ui import i18n, wording
from game.ui.card_words import card_name, card_object
from game.ui.coach_words import action_text, hint_text
from game.ui.tutorial_words import TEXTS


@pytest.fixture(params=["en", "fr", "pl"])
def language(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


OBJECTS = {
    "en": {"QH": "queen of hearts", "AS": "ace of spades", "9H": "nine of hearts",
           "TD": "ten of diamonds", "KC": "king of clubs"},
    "fr": {"QH": "la dame de cœur", "AS": "l’as de pique", "9H": "le neuf de cœur",
           "TD": "le dix de carreau", "KC": "le roi de trèfle"},
    "pl": {"QH": "damę kier", "AS": "asa pik", "9H": "dziewiątkę kier",
           "TD": "dziesiątkę karo", "KC": "króla trefl"},
}


def test_the_object_form_of_a_card(language):
    for code, words in OBJECTS[language].items():
        assert card_object(Card.parse(code)) == words


def test_every_card_has_an_object_form_naming_its_suit(language):
    for card in (Card.parse(r + s) for r in "A23456789TJQK" for s in "SHDC"):
        suit = card_name(card).split()[-1]
        assert card_object(card).endswith(suit), card
        if language == "fr":
            assert card_object(card).startswith(("le ", "la ", "l’")), card


@pytest.mark.parametrize(("code", "expected"), [
    ("QH", {"en": "Discard the queen of hearts", "fr": "Défausser la dame de cœur",
            "pl": "Odrzuć damę kier"}),
    ("AS", {"en": "Discard the ace of spades", "fr": "Défausser l’as de pique",
            "pl": "Odrzuć asa pik"}),
])
def test_the_hinted_move_names_its_card_as_an_object(language, code, expected):
    assert action_text(Discard(Card.parse(code))) == expected[language]


def test_hints_and_moves_no_longer_say_this_card(language):
    card = Card.parse("KC")
    words = OBJECTS[language]["KC"]
    texts = [action_text(Knock(card)), action_text(LayOff(card, 0))]
    for kind in (h.DISCARD_SAFE, h.DISCARD_DEADWOOD, h.KNOCK_NOW, h.WAIT_BETTER, h.GO_GIN,
                 h.TAKE_COMPLETES_MELD, h.LAY_OFF):
        reason = h.HintReason(kind, (card,), (Card.parse("KH"), Card.parse("KD")), 12, 4)
        texts.append(hint_text(h.Hint(Discard(card), reason)))
    for text in texts:
        assert words in text, text
        assert "cette carte" not in text and "tę kartę" not in text, text


def test_the_lay_off_line_of_the_hand_log(language):
    text = wording.event(LaidOff(1, Card.parse("TD"), 0), ["Ann", "Bob"], you=0)
    assert text == {"en": "Bob laid off the ten of diamonds on meld 1",
                    "fr": "Bob a ajouté le dix de carreau à la combinaison 1",
                    "pl": "Bob dokłada dziesiątkę karo do układu 1"}[language]


def test_the_guide_says_which_card_to_throw(language):
    text = i18n._(TEXTS["rami-discard"]).format(card="", cards="",
                                                card_object=card_object(Card.parse("KH")))
    assert text == {"en": "End your turn by discarding the king of hearts.",
                    "fr": "Terminez votre tour en écartant le roi de cœur.",
                    "pl": "Zakończ ruch, odrzucając króla kier."}[language]
