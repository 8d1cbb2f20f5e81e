"""Another seat's drawn card comes to its fan clear of that seat's name tag, in flight and
where it lands (a play-tester at 200 %: the computer's card from the stock or the pile
glided over its own tag, right of its fan, on a wide window's table): it crosses to its
place at the piles' height, then rises along its column (`Tween.sideways_first`)."""

from __future__ import annotations

import pygame
import pytest

import game.ui.scenes  # noqa: F401 - registers the panels
from game.players import make_player
from game.ui.audio import quit_pygame
from game.ui.layout import Layout
from game.ui.probe import Ledger, ProbeSurface
from game.ui.settings_model import Settings
from game.ui.table import base as table_base
from tests.ui.conftest import FrameClock, InlineExecutor
from tests.ui_variants.helpers import session, show

CASES = [("classic", 2, (1280, 720)), ("classic", 2, (1920, 1080)),
         ("three-player", 3, (1280, 720)), ("three-player", 3, (1920, 1080))]


@pytest.mark.parametrize("seed", [3, 4])
@pytest.mark.parametrize(("variant", "seats", "size"), CASES,
                         ids=[f"{v}-{w}x{h}" for v, _s, (w, h) in CASES])
def test_a_drawn_card_never_covers_its_seats_tag(monkeypatch, variant, seats, size, seed):
    from game.ui.app import App

    monkeypatch.setattr(table_base, "ThreadPoolExecutor", InlineExecutor)
    app = App(size, settings=Settings(speed="normal", ui_scale=200))
    ledger = Ledger()
    try:
        app.clock = FrameClock()
        app.running = True
        app.screen = pygame.Surface(size)
        app.layout = Layout(size, 2.0)
        ledger.install(app.res)
        table = show(app, session(variant, seats, seed=seed),
                     autoplayer=make_player("medium", seed=5))
        draws, counts, covered = 0, {}, []
        for _frame in range(2500):
            app.step()
            if app.scenes.top is not table:
                app.scenes.pop()
                continue
            if table.dealing or table.state.phase not in ("draw", "discard", "offer"):
                counts = {}
                continue
            assert table.layout.beside
            surf = ProbeSurface(size, ledger)
            table.draw(surf)
            for seat in range(1, seats):
                sprites = table.others.get(seat, [])
                if len(sprites) > counts.get(seat, len(sprites)):
                    draws += 1                      # a card came to this seat's fan
                counts[seat] = len(sprites)
                tags = [m.rect for m in surf.marks if m.kind == "text"
                        and m.label.startswith(table.names[seat])]
                for s in sprites:
                    rect = pygame.Rect(s.draw_rect)
                    covered += [(seat, s.card, tuple(rect), tuple(t)) for t in tags
                                if t.colliderect(rect)]
            if draws >= 6:
                break
        assert draws >= 3, "too few draws seen"
        assert covered == [], covered[:5]
    finally:
        ledger.uninstall(app.res)
        quit_pygame()
