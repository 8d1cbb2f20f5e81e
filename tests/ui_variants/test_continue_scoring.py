"""The menu's Continue line for a Hollywood match gave the sum of the three games ("Computer:
101 points" where it had 49 · 41 · 11: a player reads a race already won) and did not say
Hollywood (a play-tester). It names the scoring and gives each game's points, from the match in
memory and from the save alike; 003 calls its figure the grand total."""

from __future__ import annotations

import json

import pytest

from game.core.events import HandScored
from game.persist import saves as save_store
from game.ui import i18n
from game.ui.scenes.menu import MenuScene
from tests.ui_variants.helpers import play_until, session


def _after_hands(variant: str, hands: int, **options):
    sess = session(variant, seed=3, humans=(), **options)
    assert play_until(sess, lambda e: e.deal_no >= hands and e.phase not in
                      ("hand-over", "match-over") and not any(
                          isinstance(x, HandScored) for x in e.events[-1:]))
    return sess


def _games(sess) -> list[str]:
    points = sess.view(None).score.points
    return [" · ".join(str(row[s]) for row in points) for s in range(2)]


@pytest.mark.parametrize("from_save", [False, True], ids=["in-memory", "saved"])
def test_hollywood_is_named_and_each_game_given(app, monkeypatch, tmp_path, from_save):
    monkeypatch.setenv("GIN_TABLE_HOME", str(tmp_path))
    sess = _after_hands("classic", 3, scoring="hollywood")
    totals = sess.view(None).totals
    games = _games(sess)
    if from_save:
        save_store.save_match(sess.match)
        app.has_saved_session = lambda: True
        app.load_saved_session = lambda: None
    else:
        app.session = sess
    said = MenuScene(app).continue_help().replace("\u00a0", " ")
    assert "Hollywood scoring" in said, said
    assert f"Ann: {games[0]}, Bob: {games[1]}" in said, said
    assert "point" not in said and not any(f" {t} " in f" {said} " for t in totals if t > 99)


def test_an_older_save_without_the_games_names_the_match_alone(app, monkeypatch, tmp_path):
    monkeypatch.setenv("GIN_TABLE_HOME", str(tmp_path))
    sess = _after_hands("classic", 3, scoring="hollywood")
    target = save_store.save_match(sess.match)
    data = json.loads(target.read_text())
    for key in ("scoring", "by_game"):
        data["summary"].pop(key, None)
    target.write_text(json.dumps(data))
    app.has_saved_session = lambda: True
    app.load_saved_session = lambda: None
    said = MenuScene(app).continue_help()
    assert said == f"Return to Gin Rummy (classic), Hollywood scoring, hand {sess.view(None).hand_no}"


def test_columns_say_the_grand_total(app):
    sess = _after_hands("gin-rami", 2)
    app.session = sess
    said = MenuScene(app).continue_help().replace("\u00a0", " ")
    totals = sess.view(None).totals
    assert f"Ann: grand total {totals[0]}, Bob: grand total {totals[1]}" in said, said


@pytest.mark.parametrize("language,word", [("fr", "marque Hollywood"), ("pl", "Hollywood")])
def test_the_scoring_is_named_in_each_language(app, language, word):
    sess = _after_hands("classic", 3, scoring="hollywood")
    app.session = sess
    i18n.set_language(language)
    try:
        said = MenuScene(app).continue_help().replace("\u00a0", " ")
    finally:
        i18n.set_language("en")
    games = _games(sess)
    assert word in said and games[0] in said and games[1] in said, said
