"""004 roles and the advisor, 003's retourne pack, Oklahoma's limit, at the gin table."""

from __future__ import annotations

import pygame
import pytest

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
    # the advisor's seat is shown aside (right of the discard pile), not among the players'
    advisor = roles.index("advisor")
    places = table.seat_places()
    assert places[advisor].center[0] > table.pile_rect().right
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


@pytest.mark.parametrize(("size", "scale", "side"), [
    ((1366, 768), 1.25, "right"), ((1280, 720), 1.0, "right"), ((800, 600), 1.25, "left")])
def test_the_retourne_lies_where_its_texts_touch_nothing(app, size, scale, side):
    """Left of the stock, the retourne's "wyłożenie przy 3 lub mniej" ran into "Talon: 31"
    (Polish, 125 %, 1366x768) and its second line under the opening banner, and it left the
    move feed ~160 px: right of the pile when that fits before the side buttons, else left;
    its name above it, its limit below, out of the prompt's band."""
    from game.ui import i18n
    from game.ui.layout import Layout
    from game.ui.probe import probe_draw, problems

    i18n.set_language("pl")
    try:
        app.screen = pygame.Surface(size)
        app.layout = Layout(size, scale)
        table = show(app, session("gin-rami", 2, 3))
        settle(app, table)
        app.step()
        ret = table.retourne_rect()
        if side == "right":
            assert ret.x > table.pile_rect().right
        else:
            assert ret.right < table.stock_rect().x
        surf = probe_draw(app.res, size, app.scenes.draw)
        assert problems(surf.marks, size) == []
        limit = table.retourne_limit_text()
        top, _bottom = table._prompt_band()
        name = [m for m in surf.marks if m.kind == "text" and m.label == i18n._("Retourne")]
        under = [m for m in surf.marks if m.kind == "text" and m.label == limit]
        assert name and name[0].rect.bottom <= ret.top
        assert under and ret.bottom <= under[0].rect.top and under[0].rect.bottom <= top + 2
    finally:
        i18n.set_language("en")


def test_a_seat_status_goes_where_it_touches_nothing(app):
    """"Passer" beside Bob's tag ran into Cyd's at a larger text size, and "Took the eight of
    diamonds" beside Cyd's left the window: right of the tag, else left, else not at all."""
    import game.ui.scenes  # noqa: F401 - registers the scenes by name

    table = show(app, session("three-player", 3, 3))
    settle(app, table)
    surf = app.screen
    w = surf.get_width()
    free = pygame.Rect(400, 100, 200, 24)
    spot = table._bubble_spot(surf, "Passes", free, [])
    assert spot is not None and spot[1] == "midleft" and spot[0][0] > free.right
    neighbour = pygame.Rect(free.right + 20, 100, 200, 24)      # a tag just right of it
    spot = table._bubble_spot(surf, "Passes", free, [neighbour])
    assert spot is not None and spot[1] == "midright" and spot[0][0] < free.left
    cornered = pygame.Rect(w - 220, 100, 200, 24)                # near the edge, a tag left
    left_tag = pygame.Rect(cornered.left - 160, 100, 150, 24)
    assert table._bubble_spot(surf, "Took the eight of diamonds", cornered, [left_tag]) is None


@pytest.mark.parametrize(("variant", "options", "knock_shown"), [
    ("gin-only", {}, False), ("gin-only", {"knock_limit": 5}, True), ("classic", {}, True),
    ("oklahoma", {}, True)])
def test_a_game_without_knocks_shows_no_knock_button(app, variant, options, knock_shown):
    """Gin Only (a fixed knock limit of 0) showed a greyed "Knock" above "Gin" all match
    (seen in a real window); a game where a knock can happen keeps it."""
    table = show(app, session(variant, 2, 3, **options))
    settle(app, table)
    assert table.b_gin.visible
    assert table.b_knock.visible is knock_shown


@pytest.mark.parametrize("variant", ["oklahoma", "gin-rami"])
def test_the_knock_limit_is_not_claimed_before_its_card_is_turned(app, variant):
    """Oklahoma's panel said "Knock at 10 or less (upcard)" (the preset's 10) through the
    deal, before the upcard that sets it was turned (003: "Descente at 10" before the
    retourne); it now says the card sets it, and the number once it is turned."""
    from game.core.events import KnockLimitSet

    app.settings.speed = "fast"
    table = show(app, session(variant, 2, 3))
    said = []
    for _ in range(3000):
        app.step()
        if not any(isinstance(e, KnockLimitSet) for e, _v in table.queue):
            break
        said.append(table.knock_limit_text())
    assert said and not any(ch.isdigit() for text in said for ch in text), said[:3]
    settle(app, table)
    limit = table.session.engine.knock_limit
    assert (str(limit) in table.knock_limit_text()) if limit else "gin" in \
        table.knock_limit_text().lower()


def test_the_advisor_has_no_play_or_coach_buttons(app, monkeypatch):
    """Sitting a hand out, the advisor saw a greyed Knock, Gin and Pass and a Hint button
    (a play-tester): with no cards, only the skip and the menu remain to press."""
    engine, captain, faces, text = advisor_view(app, monkeypatch, False)
    table = app.scenes.top
    table._refresh_buttons()
    assert table.sitting_out()
    shown = {w.name for w in table.widgets.widgets if w.visible}
    assert not shown & {"knock", "gin", "big", "pass", "done", "clear", "hint", "undo"}, shown
