"""Nothing at the table flashes for one frame, and a deal's tags name its own dealer (a study
that read every frame's texts found three such slips):
- a computer seat's tag between two of its bubbles: "Bob · Draws", then "Bob · 8 cards ·
  balance +0" for one frame as its next move was taken, then "Bob · Discards";
- the table's first frame: "Stock empty" and the seats without their roles, before the deal;
- a Rami deal's tags said the last hand's dealer (in the first hand, seat 0) until the deal
  was over."""

from __future__ import annotations

import game.ui.scenes  # noqa: F401 - registers the score panel a hand ends on
from game.players import make_player
from game.ui.audio import quit_pygame
from game.ui.probe import probe_draw
from tests.ui_variants.helpers import session, settle, show


def _texts(app, table) -> set[str]:
    surf = probe_draw(app.res, app.screen.get_size(), table.draw)
    return {m.label for m in surf.marks if m.kind == "text" and m.label.strip()}


def _frames(app, table, limit: int, until=None) -> list[set[str]]:
    """The table's texts after each frame, until `until()` or the table is covered."""
    shown = []
    for _ in range(limit):
        app.step()
        if app.scenes.top is not table or (until is not None and until()):
            break
        shown.append(_texts(app, table))
    return shown


def test_no_text_at_the_table_shows_for_one_frame_only(app):
    """The first computer turns of a three-player Rami hand (every turn flashed before); the
    stock's count, which counts down the deal a card a frame, is not a message."""
    app.settings.speed = "fast"
    table = show(app, session("rami", seats=3, seed=5, level="medium"),
                 autoplayer=make_player("medium", seed=3))
    shown = _frames(app, table, 700)
    flashes = [(i, text) for i in range(1, len(shown) - 1) for text in shown[i]
               if text not in shown[i - 1] and text not in shown[i + 1]
               and not text.startswith("Stock")]
    assert len(shown) == 700
    assert flashes == []


def test_the_tables_first_frame_shows_the_deal_beginning():
    """Run in a fresh app: the first frame the table draws."""

    from game.ui.app import App
    from game.ui.settings_model import Settings
    from tests.ui.conftest import FrameClock

    app = App((1280, 720), settings=Settings(speed="normal"))
    app.clock, app.running = FrameClock(), True
    try:
        for variant, seats in (("classic", 2), ("three-player", 3)):
            table = show(app, session(variant, seats=seats, seed=5, level="medium"))
            first = _frames(app, table, 1)[0]
            assert "Stock empty" not in first and "Dealing…" in first, first
            if seats == 3:      # the box, who plays first, is tagged from the start
                assert any(text.endswith(" · box") for text in first), first
            app.scenes.pop()
    finally:
        quit_pygame()


def test_a_rami_deal_names_its_own_dealer(app):
    """Hands 1 and 2 of a three-player Rami match: during each deal the one tag that says
    "dealer" is the dealing seat's (it said seat 0's, then the last hand's dealer's)."""
    app.settings.speed = "fast"
    sess = session("rami", seats=3, seed=5, level="medium")
    table = show(app, sess, autoplayer=make_player("medium", seed=3))
    for hand in (1, 2):
        tags: list[str] = []
        for _ in range(3000):
            app.step()
            if table.dealing:
                tags += [t for t in _texts(app, table) if "dealer" in t]
            elif tags:
                break
        dealer = table.names[sess.engine.view(0).dealer]
        assert tags and all(t.startswith(dealer + " ·") for t in tags), (hand, dealer, tags[:3])
        if hand == 1:
            settle(app, table, until=lambda: app.scenes.top is not table)   # its score
            app.scenes.top.on_next()
