"""Every screen but the table at a Text size of 150-200 %, really applied, in the three window
sizes and the three languages: no widget outside the window or over another, no label cut, no
text over another text, under a button it does not belong to, or off the window; long lists
turn pages or scroll with visible controls instead of shrinking.

200 % is checked in every window size and every language; 150 % and 175 % in a spread of
them (a 16:9 window has the same canvas at a given scale whatever its size, 800x600 a taller
one).
"""

from __future__ import annotations

import pygame
import pytest

from game.ui import i18n
from game.ui.audio import quit_pygame
from game.ui.layout import Layout
from game.ui.probe import Ledger, ProbeSurface, problems
from game.ui.scenes.scroll_box import visible_lines
from game.ui.widgets import Button, Choice
from game.variants import VARIANTS
from game.variants.options import offered_options

SIZES = [(1280, 720), (1920, 1080), (800, 600)]
CASES = [(size, 200, lang) for size in SIZES for lang in ("en", "fr", "pl")] + [
    ((800, 600), 175, "en"), ((1280, 720), 175, "pl"), ((1920, 1080), 150, "fr"),
    ((800, 600), 150, "pl")]
IDS = [f"{w}x{h}-{s}-{lang}" for (w, h), s, lang in CASES]

_FINISHED: dict[tuple[str, int], object] = {}


def finished(variant: str, seats: int):
    """A computer-only match played to its end (kept for the other cases of this worker)."""
    from tests.ui_variants.helpers import session

    key = (variant, seats)
    if key not in _FINISHED:
        sess = session(variant, seats=seats, seed=3, humans=())
        sess.match.run()
        _FINISHED[key] = sess
    return _FINISHED[key]


def ended_table(app, variant: str, seats: int):
    """A table showing the last hand of a finished match (as the score screens see it)."""
    from game.core.events import HandScored, MatchOver
    from game.ui.table import make_table

    sess = finished(variant, seats)
    table = make_table(app, sess)
    events = sess.engine.events
    table.last_scored = next(e for e in reversed(events) if isinstance(e, HandScored))
    table.match_over = next(e for e in events if isinstance(e, MatchOver))
    table.scored_shown = sess.engine.deal_no
    return table


class Checker:
    """Draws the top scene onto a probe surface and lists what a player would frown at."""

    def __init__(self, app, size) -> None:
        self.app, self.size = app, size
        self.ledger = Ledger()
        self.ledger.install(app.res)
        self.found: list[str] = []

    def check(self, name: str) -> ProbeSurface:
        app = self.app
        app.step()
        scene = app.scenes.top
        window = pygame.Rect((0, 0), self.size)
        shown = [w for w in scene.widgets.widgets if w.visible and w.rect.width > 0]
        for i, w in enumerate(shown):
            label = i18n.resolve(getattr(w, "text", None) or getattr(w, "label", None) or "")
            if not window.contains(w.rect):
                self.found.append(f"{name}: {label!r} {w.rect} leaves the window")
            if isinstance(w, (Button, Choice)) and getattr(w, "label_cut", False):
                self.found.append(f"{name}: the label {label!r} is cut")
            if getattr(w, "truncated", False):
                self.found.append(f"{name}: the option label {label!r} is cut")
            for other in shown[i + 1:]:
                if w.rect.colliderect(other.rect):
                    self.found.append(f"{name}: {label!r} {w.rect} overlaps {other.rect}")
        surf = ProbeSurface(self.size, self.ledger)
        below = app.scenes.visible()[:-1]     # the table under an overlay
        for s in below:
            s.draw(surf)
        mine = len(surf.marks)
        scene.draw(surf)
        # the table's own problems (another part of the game, at this text size) are not
        # this screen's: only what its drawing added counts
        table = set(problems(surf.marks[:mine], self.size))
        self.found += [f"{name}: {p}" for p in problems(surf.marks, self.size)
                       if p not in table]
        # a text of the scene running under one of its buttons (not that button's label)
        buttons = [w.rect for w in shown if isinstance(w, Button)]
        for m in surf.marks[mine:]:
            if m.kind != "text" or not m.label.strip():
                continue
            ink = m.rect.inflate(-2, -max(2, m.rect.h // 3))
            for r in buttons:
                if ink.colliderect(r) and not r.contains(ink):
                    self.found.append(f"{name}: text {m.label!r} {tuple(m.rect)} runs under "
                                      f"the button at {tuple(r)}")
        return surf

    def show(self, name: str, scene, under=()) -> None:
        self.app.scenes.clear_to(under[0] if under else scene)
        for s in (*under[1:], scene) if under else ():
            self.app.scenes.push(s)
        self.check(name)


def _stats_with_every_mode() -> None:
    from game.persist import stats as store

    record = store.Record(matches_played=12, matches_won=7, hands_played=140, hands_won=77,
                          gins=9, undercuts=3, hand_points=2345, matches_abandoned=1,
                          hints_used=4, undos=2, matches_with_undo=1, best_match=187)
    store.save_stats(store.Stats(records={
        v.name: {m: record for m in ("ai-easy", "ai-medium", "ai-hard", "ai-bot", "hotseat")}
        for v in VARIANTS}))


def review_scene(app, monkeypatch):
    """The review with five costly decisions already found (the thread that finds them is
    the coach's business, tested in tests/coach)."""
    import threading

    from game.coach.review import CostlyDecision
    from game.core.actions import parse_action
    from game.core.cards import Card
    from game.ui.scenes import review as review_module

    hand = tuple(Card.parse(c) for c in "AS 2S 3S 7H 8H 9D KC KD QS JH".split())
    found = [CostlyDecision(i, hand, Card.parse("5C"), parse_action("discard KC"),
                            parse_action("discard QS"), 3.0 + i, turn=i + 1, stock=30 - 2 * i,
                            laying_off=i == 4) for i in range(5)]
    done = {"progress": 1.0, "result": found}
    monkeypatch.setattr(review_module, "review_in_thread",
                        lambda record, seed: (threading.Thread(), threading.Event(), done))
    return review_module.ReviewScene(app, record=None)


@pytest.mark.parametrize("big_app", CASES, ids=IDS, indirect=True)
def test_every_screen_holds_at_a_large_text_size(big_app, monkeypatch):
    from game.ui.scenes.about import AboutScene
    from game.ui.scenes.ask import AskScene
    from game.ui.scenes.hand_log import HandLogScene
    from game.ui.scenes.handover import HandoverScene
    from game.ui.scenes.match_over import MatchOverScene
    from game.ui.scenes.menu import MenuScene
    from game.ui.scenes.pause import PauseScene
    from game.ui.scenes.roles_intro import RolesIntroScene
    from game.ui.scenes.rules import RulesScene
    from game.ui.scenes.score import ScoreScene
    from game.ui.scenes.settings import PAGES, SettingsScene
    from game.ui.scenes.setup import SetupScene
    from game.ui.scenes.stats import ConfirmScene, StatsScene
    from game.ui.scenes.tutorial import TutorialScene

    app, size, scale = big_app
    assert app.layout.ui_effective == scale / 100          # applied whole, not capped
    assert app.layout.font_body == Layout(size, scale / 100).font_body > Layout(size).font_body
    c = Checker(app, size)

    c.show("menu", MenuScene(app))
    # the setup: every page of a few variants, and six seats chosen one by one
    for variant, mode, seats in (("classic", "ai", 2), ("gin-rami", "hotseat", 2),
                                 ("rami", "custom", 6)):
        app.settings.default_variant = variant
        scene = SetupScene(app)
        c.show(f"setup {variant}", scene)
        scene.set_mode(mode)
        scene.set_seats(seats)
        scene.set_human(3, True)
        seen = set()
        for page in range(scene.pages):
            c.check(f"setup {variant} page {page + 1}/{scene.pages}")
            seen |= {w.name for w in scene.option_widgets if w.visible}
            if scene.pages > 1:   # › leads on until the last page, ‹ back from the second
                assert scene.b_more.visible and scene.b_prev.visible
                assert scene.b_more.enabled == (page < scene.pages - 1)
                assert scene.b_prev.enabled == (page > 0)
                if page < scene.pages - 1:
                    scene.b_more.activate()
                    assert scene.page == page + 1
        # every option is on some page
        assert seen == {f"opt:{r.key}" for r in offered_options(variant, scene.options)}
    # the settings: every page, scrolled to its end with its ▼ button
    for page, _label in PAGES:
        scene = SettingsScene(app, page)
        c.show(f"settings {page}", scene)
        rows = set()
        for _step in range(40):
            rows |= {id(w) for w in scene.rows if w.visible}
            if not scene.b_down.visible or not scene.b_down.enabled:
                break
            scene.b_down.activate()
            c.check(f"settings {page} scrolled")
        assert rows == {id(w) for w in scene.rows}, f"a row of {page} cannot be reached"
    row = SettingsScene(app, "general").scale_text(scale)
    assert row == i18n.percent(scale / 100)              # no "(125 % fits)" any more
    # the rules: a long-titled variant, scrolled to its end
    for i in (0, 5):
        scene = RulesScene(app, i)
        c.show(f"rules {VARIANTS[i].name}", scene)
        box = scene.text
        assert box.overflows and box.down.visible and box.up.visible
        for _step in range(400):
            if not box.down.enabled:
                break
            box.down.activate()
        c.check(f"rules {VARIANTS[i].name} at its end")
        last = box.lines[-1]
        area = box.text_rect(box.rect, app.layout)
        assert last in visible_lines(app.res, box.lines, area, box.scroll)
    c.show("about", AboutScene(app))
    _stats_with_every_mode()
    for key in ("all", "classic"):
        c.show(f"stats {key}", StatsScene(app, key))
    c.show("stats reset", ConfirmScene(app, i18n._("Reset all statistics, for every variant "
                                                   "and mode? This cannot be undone."),
                                       lambda: None), (StatsScene(app),))
    c.show("tutorial", TutorialScene(app))
    c.show("roles", RolesIntroScene(app, ["Ann", "Bob", "Cyd"], 0, (0, 1, 2)))
    # over a table: pause, hand-over, the score (each view) and the end of the match
    for variant, seats in (("classic", 2), ("gin-rami", 2), ("three-player", 3),
                           ("rami", 6)):
        table = ended_table(app, variant, seats)
        score = ScoreScene(app, table)
        c.show(f"score {variant}", score, (table,))
        for key, _label in score.views()[1:]:
            score.show_view(key)
            c.check(f"score {variant} {key}")
        over = MatchOverScene(app, table)
        c.show(f"match over {variant}", over)
        if any(b.visible for b in over.view_tabs):
            over.show_view("sheet")
            c.check(f"match over {variant} sheet")
        if variant in ("classic", "rami"):
            c.show(f"pause {variant}", PauseScene(app, table), (table,))
            c.show(f"hand-over {variant}", HandoverScene(app, table, 1), (table,))
        if variant == "classic":
            app.scenes.clear_to(table)
            table.open_fair_deal()
            c.check("fair deal")
            c.show("hand log", HandLogScene(app, [i18n._("Computer is playing…")] * 40),
                   (table,))
            c.show("ask", AskScene(app, i18n._("Reset all statistics, for every variant and "
                                               "mode? This cannot be undone."),
                                   [("yes", i18n._("Reset"), lambda: None)]), (table,))
            review = review_scene(app, monkeypatch)
            c.show("review", review, (table,))
            for page in range(1, review.pages()):
                review.b_next.activate()
                assert review.page == page
                c.check(f"review page {page + 1}")
    assert c.found == [], "\n".join(c.found)


def test_a_long_list_turns_pages_instead_of_shrinking():
    """At 200 % in a 16:9 window the setup's rows keep their size and turn over in pages;
    the rules scroll with ▲ ▼ buttons; the settings tabs become one Page row."""
    from game.ui.app import App
    from game.ui.scenes.rules import RulesScene
    from game.ui.scenes.settings import SettingsScene
    from game.ui.scenes.setup import SetupScene
    from game.ui.settings_model import Settings

    size = (1280, 720)
    app = App(size, settings=Settings(speed="instant", ui_scale=200))
    try:
        app.screen = pygame.Surface(size)
        app.layout = Layout(size, app.ui_scale)
        setup = SetupScene(app)
        app.scenes.clear_to(setup)
        app.step()
        assert setup.compact and setup.pages > 1
        rows = [w for w in setup.widgets.widgets if w.visible and isinstance(w, Choice)]
        assert rows and all(w.rect.height >= app.layout.h // 10 - 1 for w in rows)
        assert setup.b_prev.visible and setup.b_more.visible
        first = {w.name for w in setup.widgets.widgets if w.visible}
        setup.b_more.activate()
        assert {w.name for w in setup.widgets.widgets if w.visible} != first
        setup.b_prev.activate()
        assert {w.name for w in setup.widgets.widgets if w.visible} == first
        # a change that rebuilds the rows keeps the page, and the Players row where it was
        setup.set_variant("rami")
        setup.set_mode("custom")
        while not setup.c_seats.visible:
            setup.b_more.activate()
        page, where = setup.page, setup.c_seats.rect.copy()
        for _more in range(3):
            setup.c_seats.step(1)
            assert setup.page == page and setup.c_seats.rect == where
        rules = RulesScene(app, 0)
        app.scenes.clear_to(rules)
        app.step()
        assert not any(b.visible for b in rules.items) and rules.c_variant.visible
        before = rules.scroll
        rules.text.down.activate()
        assert rules.scroll > before
        settings = SettingsScene(app)
        app.scenes.clear_to(settings)
        app.step()
        assert settings.c_page.visible and not any(t.visible for t in settings.tabs)
        settings.c_page.step(1)
        assert app.scenes.top.page == "cards"
    finally:
        quit_pygame()


@pytest.mark.parametrize("size", SIZES)
def test_the_text_size_row_stays_in_view_while_it_grows(size):
    """Changed from 100 % to 200 % on the settings screen (what a player does), the screen is
    laid out again at once and the row being changed is still shown, not scrolled away."""
    from game.ui.app import App
    from game.ui.scenes.settings import SettingsScene
    from game.ui.settings_model import Settings

    app = App(size, settings=Settings(speed="instant"))
    try:
        app.screen = pygame.Surface(size)
        app.layout = Layout(size, app.ui_scale)
        scene = SettingsScene(app)
        app.scenes.clear_to(scene)
        app.step()
        row = next(w for w in scene.rows if w.name == "ui_scale")
        scene.widgets.set_focus(row)
        for _step in range(4):     # four presses (a held key's repeats step it once)
            for kind in (pygame.KEYDOWN, pygame.KEYUP):
                scene.handle_event(pygame.event.Event(kind, key=pygame.K_RIGHT, mod=0,
                                                      unicode="", scancode=0))
            app.step()
            assert row.visible and scene.content_rect.contains(row.rect)
        assert app.settings.ui_scale == 200 and app.layout.ui_effective == 2.0
        assert row.fmt(row.value) == i18n.percent(2.0) == "200%"
    finally:
        quit_pygame()


@pytest.mark.parametrize("big_app", [((800, 600), 200, "pl"), ((1280, 720), 200, "fr")],
                         ids=["800x600-200-pl", "1280x720-200-fr"], indirect=True)
def test_tooltips_stay_inside_the_window_at_200(big_app):
    """Every widget's tooltip (the longest are the setup's option helps) is wrapped to the
    window and placed inside it."""
    from game.ui.scenes.menu import MenuScene
    from game.ui.scenes.settings import SettingsScene
    from game.ui.scenes.setup import SetupScene

    app, size, _scale = big_app
    window = pygame.Rect((0, 0), size)
    app.settings.default_variant = "gin-rami"
    checked = 0
    for scene in (MenuScene(app), SetupScene(app), SettingsScene(app, "variant")):
        app.scenes.clear_to(scene)
        app.step()
        for page in range(getattr(scene, "pages", 1)):
            for w in [w for w in scene.widgets.widgets if w.visible and w.rect.width > 0]:
                if not w.tooltip_text():
                    continue
                scene.widgets.hover = w
                rect, lines = scene.widgets.tooltip_rect(app.res, app.layout, window)
                assert window.contains(rect), (w.tooltip_text(), rect)
                font = app.res.font(app.layout.font_small)
                assert all(font.size(line)[0] <= rect.width for line in lines)
                checked += 1
            if page + 1 < getattr(scene, "pages", 1):
                scene.next_page()
    assert checked > 20


@pytest.mark.parametrize("big_app", [(size, 100, lang) for size in SIZES for lang in ("en", "pl")],
                         ids=[f"{w}x{h}-100-{lang}" for (w, h) in SIZES for lang in ("en", "pl")],
                         indirect=True)
def test_statistics_with_every_mode_recorded_hold_at_100(big_app):
    """With results in every variant and mode the table's long variant names and totals fit
    their columns, or the results are listed instead (they ran into each other at 100 %)."""
    from game.ui.scenes.stats import ALL, StatsScene

    app, size, _scale = big_app
    _stats_with_every_mode()
    c = Checker(app, size)
    for key in (ALL, *(v.name for v in VARIANTS)):
        c.show(f"stats {key}", StatsScene(app, key))
    assert c.found == [], "\n".join(c.found)
