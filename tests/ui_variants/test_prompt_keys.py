"""The table's prompts name the keys as well as the mouse, where the line has room (a Polish
play-tester, keyboard only: "Discard: drag it to the pile or click it twice", "Click 3 or more
cards to choose a meld…" and "A♥ 6♦ are laid off on the melds: drag one back…" told a
keyboard player nothing). Where the longer words would be cut, the mouse's words stand alone,
whole, as before."""

from __future__ import annotations

import pygame
import pytest

import game.ui.scenes  # noqa: F401 - the scenes register themselves
from game.core.actions import STOCK, Draw
from game.core.phase import Phase
from game.ui import i18n
from game.ui.layout import Layout
from game.ui.table import hud
from tests.ui_variants.helpers import find, session, settle, show
from tests.ui_variants.test_layoff_words import layoff_table


def _gin_discard(app):
    sess = find("classic", lambda e: e.to_act == 0 and e.phase == "discard", seats=2,
                seeds=range(1, 40))
    table = show(app, sess)
    settle(app, table)
    assert not table.b_knock.enabled and not table.b_gin.enabled
    return table


def _rami_discard(app):
    table = show(app, session("rami", 3, seed=3))
    settle(app, table)
    if table.phase == Phase.DRAW:
        table.submit(Draw(STOCK))
        settle(app, table)
    return table


STATES = {"gin-discard": (_gin_discard, "Enter"), "rami-choose": (_rami_discard, "Space"),
          "gin-layoff": (lambda app: layoff_table(app, 2), "(C")}
KEY_WORDS = {"en": {"Enter": "Enter", "Space": "Space", "(C": "(C"},
             "pl": {"Enter": "Enter", "Space": "Spacj", "(C": "(C"},
             "fr": {"Enter": "Entrée", "Space": "Espace", "(C": "(C"}}


@pytest.mark.parametrize("state", list(STATES))
@pytest.mark.parametrize(("language", "scale"), [("pl", 1.0), ("fr", 1.0), ("en", 1.0),
                                                 ("pl", 2.0), ("fr", 2.0)])
def test_the_prompt_names_the_keys_where_it_has_room(app, monkeypatch, state, language, scale):
    laid: list[tuple[str, bool]] = []
    real = hud.fit_lines

    def spy(res, text, *args, **kwargs):
        out = real(res, text, *args, **kwargs)
        laid.append((text, out[2]))
        return out

    monkeypatch.setattr(hud, "fit_lines", spy)
    i18n.set_language(language)
    try:
        size = (800, 600)
        app.screen = pygame.Surface(size)
        app.layout = Layout(size, scale)
        make, key_word = STATES[state]
        table = make(app)
        app.step()
        prompt = table.prompt()
        assert KEY_WORDS[language][key_word] in prompt, prompt
        laid.clear()
        table.draw(app.screen)
        forms, form = [], prompt
        while form is not None:        # the words with the keys, then shorter ones
            forms.append(form)
            form = getattr(form, "shorter", None)
        drawn = [(t, cut) for t, cut in laid if t in forms]
        assert drawn and not any(cut for _t, cut in drawn), drawn
        if scale == 1.0:       # room enough at the usual size: the keys are named
            assert drawn[-1][0] == prompt
    finally:
        i18n.set_language("en")
