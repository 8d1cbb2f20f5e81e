"""The compact Gin table's hint reads at the small text size (issue 16).

At 800x600 / 150 % the Polish hint "Weź tę kartę (dama kier): uzupełnia układ: …" stood on
one line shrunk to 90 % of the small size (18 px of 20), while two whole-size lines had the
room in the prompt's band. The coach's line now wraps before it shrinks.
"""

from __future__ import annotations

import pygame
import pytest

from game.players import make_player
from game.ui import i18n
from game.ui.layout import Layout
from game.ui.probe import probe_draw, problems
from tests.ui_variants.helpers import session, settle, show


def _at_third_turn(app, table) -> None:
    """Both seats played by `medium` to the player's third turn (seed 11: the upcard, the
    queen of hearts, completes three queens; the hint says so at length)."""
    engine = table.session.engine
    bot = make_player("medium", seed=11)
    turns = 0
    for _ in range(40):
        settle(app, table)
        if engine.to_act == 0 and table.legal():
            if turns == 2:
                return
            turns += 1
        table.perform(bot.choose(engine.view(engine.to_act), engine.legal_actions()))
    raise AssertionError("the player's third turn never came")


@pytest.mark.parametrize("language", ["pl", "fr", "en"])
def test_the_compact_hint_wraps_at_the_small_size_clear_of_the_rest(app, language):
    size = (800, 600)
    i18n.set_language(language)
    try:
        app.screen = pygame.Surface(size)
        app.layout = Layout(size, 1.5)
        table = show(app, session("classic", 2, 11), autoplayer=None)
        _at_third_turn(app, table)
        table.on_hint()
        app.step()
        assert table.note_shown()
        note = table.coach_note[1]
        sizes: dict[str, int] = {}
        text = app.res.text

        def spy(words, px, *args, **kwargs):
            if words.strip() and words in note:
                sizes[words] = px
            return text(words, px, *args, **kwargs)

        app.res.text = spy      # the probe's spy wraps this one and takes it off after
        marks = probe_draw(app.res, size, table.draw).marks
        app.res.__dict__.pop("text", None)
        assert not problems(marks, size), problems(marks, size)
        rows = [m for m in marks if m.kind == "text" and m.label in sizes and len(m.label) > 8]
        assert " ".join(m.label for m in rows) == note          # whole, not cut
        assert all(sizes[m.label] == table.layout.font_small for m in rows), sizes
        others = [m.rect for m in marks if m not in rows and m.kind in ("text", "card")]
        for m in rows:
            assert m.rect.collidelist(others) == -1, m
        buttons = [w.rect for w in table.widgets.widgets if getattr(w, "visible", False)]
        assert table.note_panel.collidelist(buttons) == -1
    finally:
        i18n.set_language("en")
