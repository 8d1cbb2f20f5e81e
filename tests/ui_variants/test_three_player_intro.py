"""004 for the player: the first hand's roles introduction, the sitting-out fast-forward, and
no sort buttons without a hand."""

from __future__ import annotations

import pygame

import game.ui.scenes  # noqa: F401 - registers the scenes by name
from game.ui.scenes.roles_intro import intro_lines
from tests.ui.conftest import key
from tests.ui_variants.helpers import play_until, session, show


def roles_of(engine):
    return engine.scorer.roles(engine.dealer, engine.players)


def test_first_hand_introduces_the_cut_and_the_roles(app):
    sess = session("three-player", seats=3, seed=2)
    table = show(app, sess)
    for _ in range(400):
        app.step()
        if app.scenes.top is not table:
            break
    intro = app.scenes.top
    assert intro.name == "roles-intro"
    texts = [t for t, _c in intro_lines(intro.names, intro.viewer, intro.roles, intro.cut)]
    box, captain, advisor = intro.roles
    assert texts[0].startswith("The cut: ")
    assert any("in the box" in t and (sess.names[box] in t or box == 0) for t in texts)
    assert any("captain" in t for t in texts) and any("advisor" in t for t in texts)
    key(app, pygame.K_RETURN)
    assert app.scenes.top is table
    for _ in range(200):        # shown once: the hand goes on without it
        app.step()
        assert app.scenes.top is table or app.scenes.top.name != "roles-intro"


def _sitting_out(app):
    for seed in range(1, 60):
        sess = session("three-player", seats=3, seed=seed)
        play_until(sess, lambda e: e.phase not in ("start",))
        if roles_of(sess.engine)[0] == "advisor":
            break
    table = show(app, sess)
    for _ in range(5):
        app.step()
    return sess, table


def test_sitting_out_hides_sort_buttons_and_fast_forwards_to_the_next_hand(app):
    sess, table = _sitting_out(app)
    table._refresh_buttons()
    assert not table.hand
    assert table.b_skip.visible
    assert not any(b.visible for b in (table.b_rank, table.b_suit, table.b_melds))
    hand_no = sess.engine.view(0).hand_no
    key(app, pygame.K_n)
    assert table.fast_forward and table.factor == 0.0 and table.ai_pause == 0.0
    for _ in range(3000):
        app.step()
        if app.scenes.top is not table:
            break
    assert app.scenes.top.name == "score"
    for _ in range(50):
        if app.scenes.top is table:
            break
        key(app, pygame.K_RETURN)
    for _ in range(600):
        app.step()
        if table.state.hand_no > hand_no:
            break
    assert table.state.hand_no == hand_no + 1
    assert not table.fast_forward            # the next hand plays at the chosen speed


def test_a_hand_to_sort_brings_the_sort_buttons_back(app):
    sess = session("classic", seats=2, seed=3)
    table = show(app, sess)
    for _ in range(300):
        app.step()
    table._refresh_buttons()
    assert table.hand and table.b_rank.visible and not table.b_skip.visible
