"""New game remembers the last game it set up apart from the player's own settings: a
friend's hot-seat game changes nothing the Settings screen shows (a play-tester's "Your name"
became "Alice" and their default variant Oklahoma), and what the player changes in Settings
is what New game offers next."""

from __future__ import annotations

import json

import game.ui.scenes  # noqa: F401 - the scenes register themselves
from game.persist import settings as store
from game.ui.scenes.settings import SettingsScene
from tests.ui_flow.conftest import shutdown


def _new_game(app):
    app.clear_to_scene("menu")
    app.push_scene("setup")
    setup = app.scenes.top
    assert setup.name == "setup"
    return setup


def _hot_seat(app, variant: str, names=("Alice", "Bob")):
    setup = _new_game(app)
    setup.set_variant(variant)
    setup.set_mode("hotseat")
    for i, name in enumerate(names):
        setup.set_name(i, name)
    setup.set_level("hard")
    if variant == "classic":
        setup.set_option("target", 150)
    setup.start(confirmed=True)
    assert app.scenes.top.name == "table"


def _shown(app, page: str) -> dict[str, object]:
    scene = SettingsScene(app, page)
    app.scenes.clear_to(scene)
    scene.place()
    return {w.name: w.value for w in scene.rows if hasattr(w, "value")}


def test_a_friends_hot_seat_game_leaves_the_settings_as_they_were(launched):
    app = launched(size=(1280, 720))
    _hot_seat(app, "classic")
    _hot_seat(app, "oklahoma")
    general, players = _shown(app, "general"), _shown(app, "players")
    assert general["default_variant"] == "classic" and general["ai_level"] == "medium"
    assert players["name0"] == "You" and players["name1"] == "Player 2"
    assert app.settings.variant_options == {}          # the setup's target stayed its own
    shutdown(app)
    saved = json.loads(store.settings_path().read_text(encoding="utf-8"))
    assert saved["default_variant"] == "classic" and saved["ai_level"] == "medium"
    assert saved["player_names"][:2] == ["You", "Player 2"]
    # ... while New game offers the friends' game again, after a restart too
    app = launched(size=(1280, 720))
    setup = _new_game(app)
    assert (setup.variant, setup.mode, setup.level) == ("oklahoma", "hotseat", "hard")
    assert [f.value for f in setup.name_fields] == ["Alice", "Bob"]


def test_what_the_player_changes_in_settings_is_what_new_game_offers(launched):
    app = launched(size=(1280, 720))
    _hot_seat(app, "classic")
    assert _new_game(app).options.get("target") == 150     # that game's own options
    scene = SettingsScene(app, "general")
    app.scenes.clear_to(scene)
    scene.set("default_variant", "gin-rami")
    scene.set("ai_level", "easy")
    scene.show_page("players")
    scene.set_name(0, "Sam")
    setup = _new_game(app)
    assert (setup.variant, setup.level) == ("gin-rami", "easy")
    assert setup.name_fields[0].value == "Sam" and setup.name_fields[1].value == "Bob"
    setup.set_variant("classic")
    assert setup.options.get("target") == 150
    scene = SettingsScene(app, "variant")
    app.scenes.clear_to(scene)
    scene.option_variant = "classic"
    scene.set_option("target", 250)
    setup = _new_game(app)
    setup.set_variant("classic")
    assert setup.options.get("target") == 250


def test_the_name_against_the_computer_is_kept_apart_from_the_hot_seat_names(launched):
    """After a friends' hot-seat game, New game against the computer offers the player's own
    name (not "Alice"); a name typed there is offered there next time, the friends' names at
    the next hot-seat game, and Settings keep "You"."""
    app = launched(size=(1280, 720))
    _hot_seat(app, "classic")
    solo = _new_game(app)
    solo.set_mode("ai")
    assert [f.value for f in solo.name_fields] == ["You"]
    solo.set_name(0, "Carol")
    solo.start(confirmed=True)
    again = _new_game(app)
    assert again.mode == "ai" and [f.value for f in again.name_fields] == ["Carol"]
    again.set_mode("hotseat")
    assert [f.value for f in again.name_fields] == ["Alice", "Bob"]
    assert _shown(app, "players")["name0"] == "You"
