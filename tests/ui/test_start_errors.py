"""A match that cannot start, or an option the rules refuse, is reported in the player's words
and language: the setup had shown the exception's own text (`str(exc)`, English log text) and
the settings `_(str(exc))`, an f-string no catalog holds."""

from __future__ import annotations

import pytest

from game.core.errors import GameError
from game.ui import i18n
from game.ui import scenes as _scenes  # noqa: F401 - registers the scenes by name
from game.ui.probe import probe_draw
from game.ui.session import Session
from game.variants.rules import Rules
from tests.ui.conftest import open_screen

LOG_TEXT = "option knock_limit must be from 0 to 10, not 99"


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("lang, words", [("en", "The match could not be started."),
                                         ("fr", "La partie n’a pas pu commencer.")])
def test_a_match_that_cannot_start_is_reported_in_words(lang, words, monkeypatch, tmp_path):
    app, scene = open_screen(monkeypatch, tmp_path, (1280, 720), "setup", language=lang)

    def refuse(*_args, **_kw):
        raise GameError(LOG_TEXT)

    monkeypatch.setattr(Session, "create", refuse)
    scene.start(confirmed=True)
    assert scene.error == words
    drawn = probe_draw(app.res, app.screen.get_size(), scene.draw_content)
    assert [m.label for m in drawn.marks if m.kind == "text" and m.label == words]
    assert app.scenes.top is scene          # nothing lost: the setup stays, as chosen


@pytest.mark.parametrize("lang", ["en", "fr", "pl"])
def test_a_refused_option_is_reported_in_words(lang, monkeypatch, tmp_path):
    app, scene = open_screen(monkeypatch, tmp_path, (1280, 720), "settings", language=lang)
    scene.set_option_variant("classic")
    before = dict(app.settings.variant_options)

    def refuse(self, **_changes):
        raise GameError(LOG_TEXT)

    monkeypatch.setattr(Rules, "with_options", refuse)
    scene.set_option("knock_limit", 8)
    assert scene.message and "knock_limit" not in scene.message
    assert scene.message == i18n._("That value does not fit with this variant's other "
                                   "options; it was not kept.")
    if lang != "en":
        assert scene.message != ("That value does not fit with this variant's other options; "
                                 "it was not kept.")
    assert app.settings.variant_options == before   # the refused value was not kept
