"""Which language the game starts in, and a language change reaching every open screen."""

from __future__ import annotations

import json

import pytest

from game.ui import i18n


@pytest.mark.parametrize(("environ", "expected"), [
    ({"LANG": "fr_FR.UTF-8"}, "fr"),
    ({"LANG": "fr_CA.UTF-8"}, "fr"),
    ({"LANG": "pl_PL.UTF-8"}, "pl"),
    ({"LANG": "de_DE.UTF-8"}, "en"),
    ({"LANG": "C.UTF-8"}, "en"),
    ({}, "en"),
    ({"LANGUAGE": "pl:fr", "LANG": "fr_FR.UTF-8"}, "pl"),       # LANGUAGE comes first
    ({"LANGUAGE": "de:fr", "LANG": "en_US.UTF-8"}, "fr"),       # its first shipped language
    ({"LANGUAGE": "", "LC_MESSAGES": "pl_PL.UTF-8", "LANG": "fr_FR"}, "pl"),
    ({"LC_ALL": "fr_BE.UTF-8", "LC_MESSAGES": "pl_PL", "LANG": "pl_PL"}, "fr"),
    ({"LC_ALL": "C", "LANG": "fr_FR.UTF-8"}, "en"),             # LC_ALL overrides LANG
    ({"LANG": "pl-PL"}, "pl"),
])
def test_system_language(environ, expected):
    assert i18n.system_language(environ) == expected


def test_first_start_takes_the_system_language_then_the_saved_one(monkeypatch, tmp_path,
                                                                    restore_language):
    from game.ui.persistence import load_ui_settings

    path = tmp_path / "settings.json"
    monkeypatch.setenv("LANG", "pl_PL.UTF-8")
    settings = load_ui_settings(path)                 # no file: first start
    assert settings.language == "pl"
    assert i18n.language() == "pl" and i18n._("New game") == "Nowa gra"
    path.write_text(json.dumps({"format": 1, "language": "en"}), encoding="utf-8")
    assert load_ui_settings(path).language == "en"     # the player's choice wins
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    assert load_ui_settings(tmp_path / "other.json").language == "fr"


def test_a_text_built_before_a_switch_is_drawn_in_the_new_language(restore_language):
    i18n.set_language("en")
    knock = i18n._("Knock")
    assert knock == "Knock" and knock.msgid == "Knock"
    i18n.set_language("fr")
    assert i18n.resolve(knock) == "Frapper"
    assert i18n._(knock) == "Frapper"                  # translating a Msg uses its msgid
    assert i18n.resolve("typed by a player") == "typed by a player"
    assert i18n.resolve(None) is None
    i18n.set_language("pl")
    assert i18n.resolve(knock) == "Stukam"
    formatted = i18n._("Stock {n}").format(n=3)        # formatting gives a plain str
    assert type(formatted) is str and formatted == "Talon: 3"


class _Recorder:
    """Wraps Resources.text to record every text drawn."""

    def __init__(self, res) -> None:
        self.res = res
        self.drawn: list[str] = []
        self._text = res.text

    def __call__(self, text, *args, **kwargs):
        self.drawn.append(str(text))
        return self._text(text, *args, **kwargs)


def test_an_open_table_relabels_its_buttons_after_a_language_change(monkeypatch, table_app,
                                                                   restore_language):
    """The table is not rebuilt: its buttons resolve their label when drawn."""
    from game.ui.widgets import Button

    app = table_app
    table = app.scenes.top
    buttons = [w for w in table.widgets.widgets if isinstance(w, Button)]
    menu = next(b for b in buttons if str(b.text) == "Menu" or b.name == "menu")
    labels_en = {str(b.text) for b in buttons}
    assert "Menu" in labels_en
    recorder = _Recorder(app.res)
    monkeypatch.setattr(app.res, "text", recorder)
    app.settings.language = "pl"
    app.settings_changed()
    app.scenes.mark_dirty()
    app.step()
    assert i18n.resolve(menu.text) == "Menu"
    sort_texts = {"Według wartości", "Według koloru", "Według układów"}
    drawn = set(recorder.drawn)
    assert drawn & sort_texts, sorted(drawn)[:40]
    assert not drawn & {"By rank", "By suit", "By melds"}
