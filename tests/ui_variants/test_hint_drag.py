"""A hinted card dragged over a meld: nothing of the hint is drawn over the card in the
player's grip (the ring round it, cut short at the meld's cards, was narrower than its line
and filled a solid blue block over the card; the ring round the target meld crossed it:
a play-tester, Rami at 1280x720 / 200 %)."""

from __future__ import annotations

import pygame

import game.ui.scenes  # noqa: F401 - the scenes register themselves
from game.core.actions import LayOff
from game.ui.app import App
from game.ui.audio import quit_pygame
from game.ui.settings_model import Settings
from game.ui.table import base as table_base
from game.ui.table.coaching import HINT_COLOUR
from tests.ui.conftest import FrameClock, InlineExecutor, set_window
from tests.ui_variants.helpers import play_until, session, settle, show


def test_the_dragged_hinted_card_lies_over_the_hints_rings(monkeypatch):
    monkeypatch.setattr(table_base, "ThreadPoolExecutor", InlineExecutor)
    app = App((1280, 720), settings=Settings(speed="instant", ui_scale=200))
    app.clock = FrameClock()
    app.running = True
    set_window(app, (1280, 720))
    try:
        sess = session("rami", seats=2, seed=1, level="easy")
        assert play_until(sess, lambda e: e.to_act == 0 and any(
            isinstance(a, LayOff) for a in e.legal_actions()))
        table = show(app, sess)
        settle(app, table)
        table.b_hint.activate()
        for _ in range(5):
            app.step()
        hint = table.coach_note[2]
        assert isinstance(hint.action, LayOff), hint
        sprite = table.sprite_of(hint.action.card)
        start = pygame.Rect(sprite.rect).center
        end = pygame.Rect(table.melds[hint.action.target][-1].rect).center
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0),
                                             buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
        app.step()
        for k in range(1, 11):
            pos = (start[0] + (end[0] - start[0]) * k // 10,
                   start[1] + (end[1] - start[1]) * k // 10)
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1),
                                                 buttons=(1, 0, 0)))
            app.step()
        assert table.press is not None and table.press.dragging
        app.scenes.mark_dirty()
        app.step()
        face = pygame.Rect(sprite.draw_rect).inflate(-8, -8)
        blue = [(x, y) for x in range(face.left, face.right, 2)
                for y in range(face.top, face.bottom, 2)
                if tuple(app.screen.get_at((x, y)))[:3] == HINT_COLOUR]
        assert not blue, f"the hint's blue over the dragged card at {blue[:3]}"
    finally:
        quit_pygame()


def test_z_says_why_a_match_has_no_undo(app):
    """Z (the rules' undo key) in a match without undo answers with why, where it did
    nothing and said nothing (a play-tester, French Rami)."""
    from tests.ui_flow.conftest import post_key

    sess = session("classic", seats=2, seed=4)
    table = show(app, sess)
    settle(app, table)
    assert not table.b_undo.visible
    refused: list[str] = []
    table.refuse = refused.append
    post_key(pygame.K_z)
    app.step()
    assert refused == ['Undo is off in this match: switch on "Allow undo in counted matches" '
                       'in New game']


def test_a_rami_meld_hint_chooses_the_melds_cards(app):
    """The hint "Lay down 4♥ 5♥ 6♥" chooses those cards and lights Meld, so the button (or
    Enter) plays it: the rings alone looked like a choice, and Meld then asked to choose the
    cards (a play-tester, French Rami)."""
    from game.core.actions import Meld

    for seed in range(1, 60):
        sess = session("rami", seats=2, seed=seed, level="easy")
        if not play_until(sess, lambda e: e.to_act == 0 and any(
                isinstance(a, Meld) for a in e.legal_actions())):
            continue
        table = show(app, sess)
        settle(app, table)
        table.b_hint.activate()
        app.step()
        hint = table.coach_note[2]
        if not isinstance(hint.action, Meld):
            app.scenes.pop()
            continue
        assert sorted(table.chosen_cards()) == sorted(hint.action.cards)
        assert table.b_meld.enabled
        return
    raise AssertionError("no seed gave a meld hint")


def test_a_lay_off_already_proposed_is_hinted_as_finishing(app):
    """At the showdown the table proposes the best lay-offs, ringed in the knocker's melds:
    the hint said "Lay off the seven of clubs" beside the seven already proposed (a
    play-tester, Remik Gin); it says to finish instead."""
    from game.core.actions import FinishLayoffs

    for seed in range(1, 80):
        sess = session("classic", seats=2, seed=seed, level="medium")
        if not play_until(sess, lambda e: e.phase == "layoff" and e.to_act == 0 and any(
                isinstance(a, LayOff) for a in e.legal_actions())):
            continue
        table = show(app, sess)
        settle(app, table)
        if not table.proposals:
            app.scenes.pop()
            continue
        table.b_hint.activate()
        app.step()
        hint = table.coach_note[2]
        assert hint.action == FinishLayoffs(), hint
        assert table.coach_note[1] == "Finish — nothing more can be laid off"
        return
    raise AssertionError("no seed reached a defence with proposed lay-offs")
