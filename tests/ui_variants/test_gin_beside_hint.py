"""A wide window's compact Gin table keeps the "N after the best discard" hint (issue 16).

At 150 % and more on a 16:9 window the player's tags stand in a column left of the hand
(`Layout.beside`); the deadwood after the best discard, which the other layouts show beside
the deadwood, was lost there. It now stands under the deadwood pill, in the column, on up to
two lines, whole, over nothing and inside the window.
"""

from __future__ import annotations

import pygame
import pytest

from game.players import make_player
from game.ui import i18n
from game.ui.layout import Layout
from game.ui.probe import probe_draw, problems
from tests.ui_variants.helpers import session, settle, show

#: (language, size, scale): the column holds the hint whole in every language (French says
#: it in fewer words, "{n} en défaussant au mieux"; the column is as wide as "Ann ·
#: rozdający" on one line, which left Polish two lines too few at 1280x720)
CASES = [(lang, size, scale)
         for lang in ("en", "fr", "pl")
         for size, scale in (((1920, 1080), 2.0), ((1920, 1080), 1.5), ((1280, 720), 2.0))]


@pytest.mark.parametrize(("language", "size", "scale"), CASES,
                         ids=[f"{lang}-{w}x{h}-{int(s * 100)}" for lang, (w, h), s in CASES])
def test_the_deadwood_after_the_best_discard_shows_in_the_players_column(app, language, size,
                                                                        scale):
    i18n.set_language(language)
    try:
        app.screen = pygame.Surface(size)
        app.layout = Layout(size, scale)
        table = show(app, session("classic", 2, 3), autoplayer=None)
        player = make_player("medium", seed=5)
        engine = table.session.engine
        for _ in range(6):        # to the player's first discard after a draw
            settle(app, table)
            if engine.phase == "discard":
                break
            table.perform(player.choose(engine.view(0), engine.legal_actions()))
        assert engine.phase == "discard" and engine.to_act == 0
        lay = table.layout
        assert lay.beside
        best = table.solver.best_discards([s.card for s in table.hand])[0]
        hint = i18n._("as low as {n} after a discard").format(n=best)
        marks = probe_draw(app.res, size, table.draw).marks
        assert not problems(marks, size), problems(marks, size)
        words = [m for m in marks if m.kind == "text" and m.label in hint and m.label.strip()]
        assert " ".join(m.label for m in words) == hint   # whole lines
        column = pygame.Rect(0, 0, lay.margin + lay.plate_w + 1, size[1])
        hand_left = min(s.target.left for s in table.hand)
        for m in words:
            assert column.contains(m.rect) and m.rect.right < hand_left
    finally:
        i18n.set_language("en")


HINT_CASES = [(lang, size, scale)
              for lang in ("en", "fr", "pl")
              for size, scale in (((1920, 1080), 2.0), ((1280, 720), 2.0), ((800, 600), 2.0),
                                  ((1280, 720), 1.0))]


@pytest.mark.parametrize(("language", "size", "scale"), HINT_CASES,
                         ids=[f"{lang}-{w}x{h}-{int(s * 100)}" for lang, (w, h), s in HINT_CASES])
def test_the_hint_lies_over_no_card_and_says_it_all(app, language, size, scale):
    """The coach's line (H) at the first turn, the upcard offered: at a large Text size on
    a 16:9 window it lay over the stock, its count and the pile, cut to two lines that lost
    the deadwood it leads to (French, 1920x1080, 200 %, seen in a real window)."""
    i18n.set_language(language)
    try:
        app.screen = pygame.Surface(size)
        app.layout = Layout(size, scale)
        table = show(app, session("classic", 2, 11), autoplayer=None)
        settle(app, table)
        table.on_hint()
        app.step()
        assert table.note_shown()
        marks = probe_draw(app.res, size, table.draw).marks
        assert not problems(marks, size), problems(marks, size)
        note = table.coach_note[1]
        lines = [m.label for m in marks if m.kind == "text" and m.label.strip()
                 and m.label in note]
        assert lines and not any(line.endswith("…") for line in lines), lines
        buttons = [w.rect for w in table.widgets.widgets if getattr(w, "visible", False)]
        assert not any(table.note_panel.colliderect(b) for b in buttons), table.note_panel
    finally:
        i18n.set_language("en")


def test_the_hint_ends_a_banner_that_would_stand_under_it(app):
    """003: the retourne's banner ("Retourne: descente at 10 or less") was still up when the
    hint came, half seen under it (1280x720, 150 %)."""
    size = (1280, 720)
    app.screen = pygame.Surface(size)
    app.layout = Layout(size, 1.5)
    table = show(app, session("gin-rami", 2, 11), autoplayer=None)
    settle(app, table)
    table.show_banner("Retourne: descente at 10 or less", 5.0)
    table.on_hint()
    app.step()
    assert table.note_shown() and table.banner is None
    marks = probe_draw(app.res, size, table.draw).marks
    assert not problems(marks, size), problems(marks, size)
