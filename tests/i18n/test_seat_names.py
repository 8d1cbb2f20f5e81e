"""Seat names the setup gave by default ("You", "Hard computer") follow the language: in a
match resumed from a save made in another language, and at a table whose language changes;
names the players typed stay as typed."""

from __future__ import annotations

from game.match import Match
from game.players import make_player
from game.ui import i18n
from game.ui.persistence import session_from_match
from game.ui.settings_model import localized_seat_names
from game.variants import rules_for


def test_default_names_of_any_language_come_out_in_the_current_one(restore_language):
    i18n.set_language("fr")
    got = localized_seat_names(["You", "Hard computer", "Komputer", "Computer\u00a02",
                                "Ann", "Gracz\u00a03"])
    assert got == ["Vous", "Ordinateur difficile", "Ordinateur", "Ordinateur\u00a02",
                   "Ann", "Joueur\u00a03"]
    i18n.set_language("pl")
    assert localized_seat_names(["Vous", "Ordinateur expert", "Player 4", "You2"]) == \
        ["Ty", "Komputer ekspert", "Gracz\u00a04", "You2"]
    i18n.set_language("en")
    assert localized_seat_names(["Ty", "Ordinateur"]) == ["You", "Computer"]


def test_a_match_saved_in_english_resumes_with_french_names(restore_language):
    """The save holds plain strings (no message ids): "You" and "Hard computer"."""
    match = Match(rules_for("classic"), [None, make_player("hard", seed=3)], seed=9,
                  names=["You", "Hard computer"])
    i18n.set_language("fr")
    session = session_from_match(match)
    assert session.names == ["Vous", "Ordinateur difficile"]
    assert match.names == session.names            # what the next autosave writes


def test_typed_names_survive_a_resume_in_another_language(restore_language):
    match = Match(rules_for("classic"), [None, None], seed=9, names=["Marek", "Zoé"])
    i18n.set_language("pl")
    assert session_from_match(match).names == ["Marek", "Zoé"]


def test_the_names_at_an_open_table_follow_a_language_change(table_app, restore_language):
    app = table_app
    session = app.session
    english = [str(n) for n in session.names]
    assert english[1] == "Computer"
    # as a save gives them back: plain strings, no message ids to resolve at drawing
    session.names[:] = english
    app.settings.language = "pl"
    app.settings_changed()
    app.step()
    assert session.names[1] == "Komputer"
    assert app.scenes.top.names[1] == "Komputer"   # what the table draws
    assert session.match.names == session.names
