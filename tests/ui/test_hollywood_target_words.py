"""Hollywood has no match target: each of its three games closes at the figure (a
play-tester read the setup's "Match target 100" as the match's end). The option rows and the
summary say what the figure means there; classic scoring and 003's columns keep their words."""

from __future__ import annotations

from game.ui.variant_summary import summary_text
from game.variants.options import chosen_rules, offered_options

HOLLYWOOD = {"scoring": "hollywood"}


def _labels(variant: str, chosen: dict) -> dict[str, str]:
    return {row.key: row.label for row in offered_options(variant, chosen)}


def test_hollywood_names_the_games_closing_total():
    labels = _labels("classic", HOLLYWOOD)
    assert labels["target"] == "Each game closes at"
    assert labels["target_strict"] == "Close a game only by going over its total"
    assert "Match target" not in labels.values()
    help_ = {row.key: row.help for row in offered_options("classic", HOLLYWOOD)}
    assert "three games" in help_["target"]
    assert "game's winner" in help_["game_bonus"]


def test_classic_scoring_keeps_its_match_target():
    labels = _labels("classic", {})
    assert labels["target"] == "Match target"
    assert labels["target_strict"] == "Win only by going over the target"


def test_003_columns_say_where_a_column_closes():
    labels = _labels("gin-rami", {})
    assert labels["column_target"] == "Column closes at"
    assert "target" not in labels
    assert _labels("gin-rami", HOLLYWOOD)["target"] == "Each game closes at"


def test_the_hollywood_summary_words_the_games():
    text = summary_text("classic", chosen_rules("classic", {**HOLLYWOOD, "target": 150}))
    assert "each closing at 150" in text and "Bonuses in each game:" in text
    assert "wins the match" not in text
    strict = summary_text("classic", chosen_rules("classic", {**HOLLYWOOD,
                                                              "target_strict": True}))
    assert "each closing at a total over 100" in strict


def _row(scene, name: str):
    return next(w for w in scene.widgets.widgets if getattr(w, "name", "") == name)


def test_the_setup_relabels_the_target_when_hollywood_is_chosen(app):
    from game.ui.scenes.setup import SetupScene
    scene = SetupScene(app)
    scene.set_variant("classic")
    scene.place()
    assert _row(scene, "opt:target").label == "Match target"
    _row(scene, "opt:scoring").step(1)                  # Classic -> Hollywood, as a click
    assert scene.options["scoring"] == "hollywood"
    assert _row(scene, "opt:target").label == "Each game closes at"


def test_the_settings_relabel_the_target_when_hollywood_is_chosen(app):
    from game.ui.scenes.settings import SettingsScene
    app.settings.default_variant = "classic"
    scene = SettingsScene(app, "variant")
    scene.place()
    assert _row(scene, "opt:target").label == "Match target"
    _row(scene, "opt:scoring").step(1)
    assert _row(scene, "opt:target").label == "Each game closes at"
