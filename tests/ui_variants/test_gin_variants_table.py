"""004 roles and the advisor, 003's retourne pack, Oklahoma's limit, at the gin table."""

from __future__ import annotations

import pygame

from tests.ui.conftest import face_spy
from tests.ui_variants.helpers import TextSpy, play_until, session, settle, show


def roles_of(engine):
    return engine.scorer.roles(engine.dealer, engine.players)


def test_three_player_table_labels_box_captain_and_advisor(app, monkeypatch):
    for seed in range(1, 30):
        sess = session("three-player", seats=3, seed=seed)
        table = show(app, sess)
        settle(app, table)
        roles = roles_of(sess.engine)
        if roles[0] != "advisor":
            break
        app.scenes.pop()
    spy = TextSpy(monkeypatch, app.res)
    app.scenes.mark_dirty()
    app.step()
    names = sess.names
    for seat, role in enumerate(roles):
        assert any(t.startswith(f"{names[seat]} · {role}") for t in spy.seen), (seat, role)
    # the advisor's seat is shown aside (left of the stock), not among the players' seats
    advisor = roles.index("advisor")
    places = table.seat_places()
    assert places[advisor].center[0] < table.stock_rect().x
    playing = [s for s in places if s != advisor]
    assert all(places[s].center[1] < table.stock_rect().y for s in playing)


def advisor_view(app, monkeypatch, sees: bool):
    for seed in range(1, 40):
        sess = session("three-player", seats=3, seed=seed, advisor_sees_captain=sees)
        engine = sess.engine
        play_until(sess, lambda e: e.phase not in ("start",))   # the deal: roles are known
        if roles_of(engine)[0] == "advisor":
            break
    show(app, sess)
    for _ in range(3):
        app.step()
    faces = face_spy(monkeypatch, app.res)
    text = TextSpy(monkeypatch, app.res)
    app.scenes.mark_dirty()
    app.step()
    captain = roles_of(engine).index("captain")
    return engine, captain, faces, text


def test_the_advisor_sees_the_captains_hand_when_the_rules_allow(app, monkeypatch):
    engine, captain, faces, text = advisor_view(app, monkeypatch, True)
    assert set(engine.hands[captain]) <= set(faces)
    assert text.any("(captain)")


def test_the_advisor_sees_no_hand_when_the_rules_do_not_allow(app, monkeypatch):
    engine, captain, faces, text = advisor_view(app, monkeypatch, False)
    public = set(engine.discards_seen)
    assert all(c in public for c in faces)
    assert text.any("sit out")


def test_gin_rami_shows_the_retourne_pack_and_the_descente_limit(app, monkeypatch):
    sess = session("gin-rami", seed=6)
    table = show(app, sess)
    settle(app, table)
    engine = sess.engine
    assert table.retourne is not None and table.retourne.card == engine.retourne
    assert table.retourne.face_up
    ret = pygame.Rect(table.retourne_rect())
    assert not ret.colliderect(pygame.Rect(table.stock_rect()))
    assert pygame.Rect(table.retourne.rect) == ret
    spy = TextSpy(monkeypatch, app.res)
    app.scenes.mark_dirty()
    app.step()
    assert spy.any("Retourne")
    limit = engine.knock_limit
    wanted = "gin only" if limit == 0 else f"descente at {limit} or less"
    assert spy.any(wanted)
    assert not table.b_pass.visible       # no upcard to pass in 003


def test_oklahoma_shows_the_limit_from_the_upcard_and_the_spade_double(app, monkeypatch):
    seen_double = False
    for seed in range(1, 60):
        sess = session("oklahoma", seed=seed, spade_double=True)
        table = show(app, sess)
        settle(app, table)
        engine = sess.engine
        spy = TextSpy(monkeypatch, app.res)
        app.scenes.mark_dirty()
        app.step()
        limit = engine.knock_limit
        assert spy.any("Gin only" if limit == 0 else f"Knock at {limit} or less (upcard)")
        assert spy.any("spade: double") == engine.doubled
        seen_double = seen_double or engine.doubled
        app.scenes.pop()
        if seen_double:
            break
    assert seen_double
