"""The Rami prompt keeps clear of the meld panel's border: a three-line Polish prompt at
1280x720 / 200 % with four players ("Kliknij 3 lub więcej kart…") lay over the panel's lower
edge, seen in a real window (its band began inside the panel, which is drawn outside the
meld area; the two rects were 1 px apart, which reads as touching)."""

from __future__ import annotations

import pygame
import pytest

from game.players import make_player
from game.ui import i18n
from game.ui.layout import Layout
from game.ui.session import Session
from tests.ui_variants.helpers import show

CASES = [(seats, size, scale) for seats in (2, 4)
         for size, scale in (((800, 600), 2.0), ((1280, 720), 2.0), ((1280, 720), 1.5),
                             ((1920, 1080), 2.0))]


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
@pytest.mark.parametrize(("seats", "size", "scale"), CASES,
                         ids=[f"{s}p-{w}x{h}-{int(k * 100)}" for s, (w, h), k in CASES])
def test_the_prompt_keeps_clear_of_the_meld_panel(app, language, seats, size, scale):
    i18n.set_language(language)
    try:
        app.screen = pygame.Surface(size)
        app.layout = Layout(size, scale)
        names = [i18n._("You")] + [i18n._("Computer") + f"\u00a0{n}" for n in range(1, seats)]
        sess = Session.create("rami", {}, "ai", names, "easy", seats=seats, seed=5)
        table = show(app, sess, autoplayer=make_player("medium", seed=5))
        gap = app.layout.px(2)       # a visible gap: 1 px read as touching
        checked, last, touching = 0, None, []
        for _ in range(6000):
            app.step()
            if app.scenes.top is not table or checked >= 8:
                break
            e = sess.engine
            state = (e.phase, e.to_act, len(e.events))
            text = table.prompt()
            if state == last or not text or not table.settled or table.intents:
                continue
            last = state
            _surfs, box, _step = table.prompt_box(text)
            panel = table.meld_panel()
            checked += 1
            beside = box.right <= panel.left or box.left >= panel.right
            if not beside and box.top < panel.bottom + gap and box.bottom > panel.top:
                touching.append((text, tuple(box), tuple(panel)))
        assert checked >= 3, "the hand showed too few prompts to judge"
        assert not touching, touching
    finally:
        i18n.set_language("en")
