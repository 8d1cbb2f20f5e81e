"""A refusal shows on the prompt's line, where it collides with nothing: not the stock's
label, not the feed, not the hand (issue 16: "the refusal banner hides 'Stock 28'")."""

from __future__ import annotations

import pygame
import pytest

import game.ui.scenes  # noqa: F401 - registers the scenes by name
from game.core.actions import Discard
from game.ui import i18n
from game.ui.layout import Layout
from game.ui.probe import probe_draw, problems
from tests.ui_variants.helpers import session, settle, show


@pytest.mark.parametrize("language", ["en", "pl"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("variant,seats", [("classic", 2), ("rami", 3)])
def test_a_refusal_collides_with_nothing(app, variant, seats, size, language):
    i18n.set_language(language)
    try:
        app.screen = pygame.Surface(size)
        app.layout = Layout(size)
        table = show(app, session(variant, seats, seed=4))
        settle(app, table)
        message = table.reason(Discard(table.state.hand[0]))
        assert message
        table.refuse(message)
        app.step()
        surf = probe_draw(app.res, size, app.scenes.draw)
        texts = [m.label for m in surf.marks if m.kind == "text"]
        assert any(label.startswith(message[:12]) for label in texts)   # it is on screen
        assert problems(surf.marks, size) == []
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
@pytest.mark.parametrize("size,scale", [((1280, 720), 1.5), ((800, 600), 2.0),
                                        ((1920, 1080), 1.5)])
def test_a_long_refusal_is_never_cut_at_a_large_text_size(app, size, scale, language):
    """"Nothing to take back: a card from the stock or the other player's move cannot be…"
    at 1280x720 / 150 % (a play-tester): the Gin table's refusal takes the prompt's lines
    in the compact layout, as Rami's does."""
    from game.ui.i18n import _

    i18n.set_language(language)
    try:
        app.screen = pygame.Surface(size)
        app.layout = Layout(size, scale)
        table = show(app, session("gin-only", 2, seed=4))
        settle(app, table)
        message = _("Nothing to take back: a card from the stock or another player's move "
                    "cannot be undone")
        table.refuse(message)
        app.step()
        surf = probe_draw(app.res, size, app.scenes.draw)
        texts = " ".join(m.label for m in surf.marks if m.kind == "text")
        assert "…" not in texts
        assert message.split()[-1] in texts, texts
        assert problems(surf.marks, size) == []
    finally:
        i18n.set_language("en")
