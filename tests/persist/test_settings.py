"""Settings persist across runs; bad values fall back to defaults; corrupt files are kept."""

from __future__ import annotations

import dataclasses
import json

import pytest

from game.assets_manifest import CARD_BACKS
from game.paths import user_config_dir
from game.persist.settings import (
    SORT_ORDERS,
    SPEEDS,
    Settings,
    load_settings,
    read_settings,
    save_settings,
    settings_path,
    validate,
)
from game.ui.persist_words import problems_text
from game.ui.setting_words import setting_label


def test_defaults_without_a_file():
    result = read_settings()
    assert result.ok and problems_text(result.problems) == "" and result.backup is None
    assert result.value == Settings()
    assert not settings_path().exists()


def test_round_trip_of_every_field():
    s = Settings(language="pl", speed="fast", volume=0.25, muted=True, card_back=CARD_BACKS[-1],
                 four_colour=True, sort_order="rank", show_discard_history=True,
                 ui_scale=150, default_variant="oklahoma",
                 variant_options={"oklahoma": {"target": "150", "spade_double": "true"}},
                 ai_level="hard", game_mode="hotseat", seats=4, allow_undo=True,
                 player_names=("Ala", "Olek"), last_names=("", "Iga"), last_solo_name="Ola",
                 last_variant="rami",
                 last_level="easy", last_options={"rami": {"target": "1000"}},
                 window_size=(1600, 900), fullscreen=True, lessons_done=("gin",))
    assert all(getattr(s, f.name) != getattr(Settings(), f.name)
               for f in dataclasses.fields(Settings))  # every field really changes
    path = save_settings(s)
    assert path == user_config_dir() / "settings.json"
    again = load_settings()
    assert again == s
    assert again.rules_for_variant().target == 150
    assert again.rules_for_variant().spade_double is True
    assert again.rules_for_variant("classic").target == 100
    assert again.name_of(1) == "Olek" and again.name_of(4) == "Player 5"


def test_the_lessons_done_keep_known_names_once_in_order():
    """The Learn to play page marks a finished lesson from the settings (a play-tester found
    no mark): a newer version's lesson is dropped, a bad value is replaced by none."""
    assert validate({"lessons_done": ["rami", "gin", "rami", "tomorrow"]}) == (
        Settings(lessons_done=("gin", "rami")), [])
    s, problems = validate({"lessons_done": "gin"})
    assert s.lessons_done == () and len(problems) == 1


def test_a_bad_ui_scale_falls_back_to_100():
    s, problems = validate({"ui_scale": 130})
    assert s.ui_scale == 100 and len(problems) == 1
    s, problems = validate({"ui_scale": "150"})
    assert s.ui_scale == 100 and len(problems) == 1
    assert validate({"ui_scale": 175}) == (Settings(ui_scale=175), [])


def test_settings_are_frozen_and_replace_checks():
    s = Settings()
    with pytest.raises(dataclasses.FrozenInstanceError):
        s.volume = 0.1
    assert s.replace(volume=0.3).volume == 0.3
    with pytest.raises(ValueError, match="volume"):
        s.replace(volume=3)
    with pytest.raises(ValueError, match="unknown-setting"):
        s.replace(colour="red")
    assert s.replace(default_variant="remik").default_variant == "polish"  # alias resolved


def test_unknown_keys_ignored_and_bad_values_replaced():
    data = {"format": 1, "future_key": {"x": 1}, "volume": 7, "speed": "warp",
            "card_back": "purple", "muted": "yes", "window_size": [10, 10],
            "player_names": ["", "B"], "ai_level": "hard", "sort_order": "suit",
            "language": "fr", "default_variant": "snap",
            "variant_options": {"classic": {"target": "150", "knock_limit": "banana",
                                            "nonsense": "1"},
                                "nope": {"target": "100"}}}
    settings_path().write_text(json.dumps(data))
    result = read_settings()
    s = result.value
    assert result.ok
    assert (s.ai_level, s.sort_order, s.language) == ("hard", "suit", "fr")
    defaults = Settings()
    for key in ("volume", "speed", "card_back", "muted", "window_size", "player_names",
                "default_variant"):
        assert getattr(s, key) == getattr(defaults, key)
        assert setting_label(key) + ":" in problems_text(result.problems)
    assert s.variant_options == {"classic": {"target": "150"}}
    assert "knock_limit" in problems_text(result.problems) and "nonsense" in problems_text(result.problems)
    assert "nope" in problems_text(result.problems)
    assert "future_key" not in problems_text(result.problems)
    assert settings_path().exists()  # a readable file is not moved
    assert [p.name for p in user_config_dir().iterdir()] == ["settings.json"]


@pytest.mark.parametrize("content", [b"", b"{\"volume\": 0.5,", b"\xff\xfe\x00garbage",
                                     b"[\"a list\"]", b"null"])
def test_corrupt_settings_are_moved_aside(content):
    settings_path().write_bytes(content)
    result = read_settings()
    assert not result.ok
    assert result.value == Settings()
    assert "settings.json" in problems_text(result.problems) and "default settings" in problems_text(result.problems)
    assert result.backup.name.startswith("settings.json.corrupt-")
    assert result.backup.read_bytes() == content
    assert not settings_path().exists()
    save_settings(Settings(volume=0.1))  # the game goes on and saves again
    assert load_settings().volume == 0.1


def test_choices_cover_the_documented_values():
    for speed in SPEEDS:
        assert Settings().replace(speed=speed).speed == speed
    for order in ("rank", "suit", "melds"):
        assert order in SORT_ORDERS
    for back in CARD_BACKS:
        assert Settings().replace(card_back=back).card_back == back
