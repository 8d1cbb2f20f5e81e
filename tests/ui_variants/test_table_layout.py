"""No text collides at the table, in any state the autoplayer reaches (issues 12 and 16).

A whole hand of each family is played by the table's autoplayer in English, French and Polish
at 800x600 and 1280x720 (and 1920x1080 in English). Every time the shown state changes and the
table has settled (the human to act, the showdown, the score or payment panel), the screen is
drawn onto the layout probe, which fails the test if a text overlaps another text, is drawn
over a card, or leaves the window; a panel over the table (the score) is probed on its own and
its texts must stay inside its box.
"""

from __future__ import annotations

import pygame
import pytest

import game.ui.scenes  # noqa: F401 - registers the score and payment panels
from game.players import make_player
from game.ui import i18n
from game.ui.layout import Layout
from game.ui.probe import Ledger, ProbeSurface, problems
from tests.ui_variants.helpers import session, show

#: (id, variant, seats, seed, options): one hand of each family, seeds that reach a showdown
CASES = [
    ("classic", "classic", 2, 3, {}),
    ("oklahoma", "oklahoma", 2, 3, {}),
    ("hollywood", "classic", 2, 5, {"scoring": "hollywood"}),
    ("three-player", "three-player", 3, 3, {}),
    ("gin-rami", "gin-rami", 2, 3, {}),
    ("rami-2", "rami", 2, 3, {}),
    ("rami-4", "rami", 4, 3, {}),
]
SIZES = [("en", (1920, 1080))] + [(lang, size) for lang in ("en", "fr", "pl")
                                  for size in ((800, 600), (1280, 720))]


def _probe_scene(app, ledger: Ledger, size) -> list[str]:
    """The problems of what is on screen now: the table with its overlays, or a panel alone."""
    top = app.scenes.top
    surf = ProbeSurface(size, ledger)
    if getattr(top, "overlay", False):
        top.draw(surf)                 # a panel over the table hides it: probe the panel
        found = problems(surf.marks, size)
        box = top.box() if hasattr(top, "box") else None
        if box is not None:
            found += [f"text {m.label!r} {tuple(m.rect)} leaves its panel {tuple(box)}"
                      for m in surf.marks if m.kind == "text" and m.label.strip()
                      and not box.contains(m.rect)]
        return found
    app.scenes.draw(surf)
    return problems(surf.marks, size)


@pytest.mark.parametrize(("language", "size"), SIZES,
                         ids=[f"{lang}-{w}x{h}" for lang, (w, h) in SIZES])
@pytest.mark.parametrize(("variant", "seats", "seed", "options"),
                         [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_no_text_collides_at_the_table(app, variant, seats, seed, options, language, size):
    _play_and_probe(app, variant, seats, seed, options, language, size)


#: the player's UI scale (150 % and 200 %) at the common window sizes; 800x600 caps it
SCALED = [(size, scale) for size in ((1280, 720), (1920, 1080)) for scale in (1.5, 2.0)] + [
    ((800, 600), 2.0)]


@pytest.mark.parametrize(("size", "scale"), SCALED,
                         ids=[f"{w}x{h}-{int(s * 100)}" for (w, h), s in SCALED])
@pytest.mark.parametrize(("variant", "seats", "seed", "options"),
                         [c[1:] for c in CASES if c[0] in ("classic", "rami-4")],
                         ids=["classic", "rami-4"])
def test_no_text_collides_at_a_larger_ui_scale(app, variant, seats, seed, options, size,
                                               scale):
    lay = _play_and_probe(app, variant, seats, seed, options, "en", size, scale)
    assert lay.ui_effective == 1.25   # the largest every window size holds (see Layout)
    assert lay.font_body > Layout(size).font_body   # the text did grow


def _play_and_probe(app, variant, seats, seed, options, language, size, scale=1.0):
    i18n.set_language(language)
    try:
        app.screen = pygame.Surface(size)          # the dummy display is smaller than 1920
        app.layout = Layout(size, scale)
        ledger = Ledger()
        ledger.install(app.res)
        sess = session(variant, seats, seed, **options)
        table = show(app, sess, autoplayer=make_player("medium", seed=5))
        found: dict[str, str] = {}
        last = None
        states = 0
        for _ in range(20000):
            app.step()
            top = app.scenes.top
            e = sess.engine
            shown = (type(top).__name__, e.phase, e.to_act, len(e.events))
            if shown != last and (top is not table or (table.settled and not table.intents)):
                last = shown
                states += 1
                for p in _probe_scene(app, ledger, size):
                    found.setdefault(p, f"{shown[0]} {e.phase}")
            if top is not table:
                break                      # the hand is scored: its panel was probed
        assert states > 3, "the autoplayer did not play the hand"
        assert not found, "\n".join(f"[{where}] {p}" for p, where in found.items())
        return app.layout
    finally:
        i18n.set_language("en")
