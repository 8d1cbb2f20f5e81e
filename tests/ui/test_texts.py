"""Texts a player reads: card codes written out, names that fit hot-seat, labelled sheets."""

from __future__ import annotations

from game.match import Match
from game.players import make_player
from game.ui.card_words import card_words
from game.ui.option_text import on_off, option_value
from game.ui.scenes.setup import SetupScene
from game.ui.score_tables import score_table
from game.variants import rules_for


def test_card_codes_become_words():
    assert card_words("QD was just taken from the discard pile") == \
        "Queen of diamonds was just taken from the discard pile"
    assert card_words("{0} pays 12 (holds 6H 10C AS = 17)") == \
        "{0} pays 12 (holds six of hearts, ten of clubs, ace of spades = 17)"
    assert card_words("3D does not extend that meld") == "Three of diamonds does not extend that meld"
    # ordinary words and longer tokens are left alone
    assert card_words("THE CARD DS9 AS-IS") == "THE CARD DS9 AS-IS"


def test_choice_values_read_as_words():
    assert on_off(True) == "On" and on_off(False) == "Off"
    assert option_value("next_dealer", "alternate") == "Take turns"
    assert option_value("knock_limit", 0) == "Gin only"
    assert option_value("knock_limit", 10) == "10"
    assert option_value("match_hands", 5) == "5 hands"


def test_hot_seat_does_not_name_a_player_you(app):
    scene = SetupScene(app)
    scene.names = ["You", "Ben"]
    scene.mode = "hotseat"
    assert scene.name_for(0) == "Player 1" and scene.name_for(1) == "Ben"
    scene.mode = "ai"
    assert scene.name_for(0) == "You"


def test_score_sheet_columns_are_all_labelled():
    match = Match(rules_for("classic"), [make_player("easy", seed=1), make_player("easy", seed=2)],
                  seed=4)
    while match.engine.deal_no < 2 and not match.is_over:
        match.step()
    sheet = score_table(match.view(0).score, ["Ann", "Ben"], match.rules)
    assert all(header for header in sheet.headers)
    assert sheet.footer[0].startswith("Hands won: Ann (")
