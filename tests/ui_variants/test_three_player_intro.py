"""004 for the player: the first hand's roles introduction, the sitting-out fast-forward, and
no sort buttons without a hand."""

from __future__ import annotations

import pygame
import pytest

import game.ui.scenes  # noqa: F401 - registers the scenes by name
from game.ui.scenes.roles_intro import intro_lines
from tests.ui.conftest import key
from tests.ui_variants.helpers import advisor_session, play_until, session, settle, show


def test_first_hand_introduces_the_cut_and_the_roles(app):
    sess = session("three-player", seats=3, seed=2)
    table = show(app, sess)
    for _ in range(400):
        app.step()
        if app.scenes.top is not table:
            break
    intro = app.scenes.top
    assert intro.name == "roles-intro"
    assert intro.title == "Who plays this hand?"     # a question, asked as one
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
    sess = advisor_session()
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
    for _ in range(200):    # (the score screen's grace takes the first presses)
        if app.scenes.top is table:
            break
        app.step()
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


INTRO_SIZES = [(size, scale, lang) for size in ((800, 600), (1280, 720), (1920, 1080))
               for scale in (1.0, 2.0) for lang in ("en", "fr", "pl")]


@pytest.mark.parametrize(("size", "scale", "language"), INTRO_SIZES,
                         ids=[f"{w}x{h}-{int(s * 100)}-{lang}" for (w, h), s, lang in INTRO_SIZES])
def test_the_introduction_fits_its_box_at_any_text_size(app, size, scale, language):
    """The longest introduction (the cut named, long names, the viewer the advisor) at 100 %
    and 200 %: every line inside the box, above the Play button, none over another; at
    200 % in 1280x720 it ran out of its box and under the button."""
    from game.core.cards import Card
    from game.ui import i18n
    from game.ui.layout import Layout
    from game.ui.probe import Ledger, ProbeSurface, problems
    from game.ui.scenes.roles_intro import RolesIntroScene

    i18n.set_language(language)
    try:
        app.screen = pygame.Surface(size)
        app.layout = Layout(size, scale)
        cut = (Card.parse("QH"), Card.parse("JD"), Card.parse("9D"))
        scene = RolesIntroScene(app, ["Computer 1", "Computer 2", "Computer 3"], 2, (0, 1, 2),
                                cut)
        app.scenes.push(scene)
        ledger = Ledger()
        ledger.install(app.res)
        surf = ProbeSurface(size, ledger)
        scene.draw(surf)
        ledger.uninstall(app.res)
        box, play = scene.box(), scene.widgets.widgets[0].rect
        texts = [m for m in surf.marks if m.kind == "text" and m.label.strip()]
        assert len(texts) >= 6
        found = problems(surf.marks, size)
        found += [f"{m.label!r} {tuple(m.rect)} leaves the box {tuple(box)}"
                  for m in texts if not box.contains(m.rect)]
        found += [f"{m.label!r} {tuple(m.rect)} reaches the Play button {tuple(play)}"
                  for m in texts if m.label != scene.widgets.widgets[0].text
                  and m.rect.colliderect(play)]
        assert not found, "\n".join(found)
        # the box is as tall as its lines and its button (a fixed height left half of it
        # empty under five lines at 1280x720)
        lay = app.layout
        lines = [m for m in texts if m.label != scene.widgets.widgets[0].text]
        assert play.top - max(m.rect.bottom for m in lines) <= lay.px(40)
        assert box.bottom - play.bottom <= lay.px(24)
    finally:
        i18n.set_language("en")


def test_no_card_count_before_the_deal(app):
    """Behind the roles' introduction, before the deal, the box's tag read "Player 3 · box
    · 0 cards"; a count shows once the seat holds cards."""
    sess = session("three-player", seats=3, seed=2)
    table = show(app, sess)
    for _ in range(3):
        app.step()
    box = table._roles().index("box")
    assert "0 cards" not in table.seat_tag_text(box, 0)
    assert table.seat_tag_text(box, 11).endswith(" · 11 cards")


def test_the_next_deal_shows_its_own_roles_and_number_from_its_first_frame(app):
    """Hand 2 of three-player Gin dealt under hand 1's tags ("You · advisor, sits out" while
    your cards came, the box's cards flying to the old captain's row), then every seat jumped
    when the deal's view came; the panel said "Hand 1" meanwhile (seen at 1920x1080)."""
    from game.core.events import HandStarted
    from game.core.phase import OVER_PHASES

    app.settings.speed = "fast"
    for seed in range(1, 40):
        sess = session("three-player", seats=3, seed=seed)
        assert play_until(sess, lambda e: e.phase in OVER_PHASES)
        before = sess.engine.scorer.roles(sess.engine.dealer, sess.engine.players)
        table = show(app, sess)
        settle(app, table, until=lambda t=table: app.scenes.top is not t)   # the score panel
        app.scenes.top.on_next()
        after = sess.engine.scorer.roles(sess.engine.dealer, sess.engine.players)
        if after != before:
            break
        app.scenes.pop()
    else:
        raise AssertionError("no seed changed the roles")
    places = []
    for _ in range(2000):
        app.step()
        if any(isinstance(e, HandStarted) for e, _v in table.queue):
            continue                                  # the deal has not begun on screen
        if table.settled:
            break
        assert table._roles() == after, (table._roles(), after)
        assert table.shown_hand_no() == 2
        places.append(dict(table.seat_places()))
    assert places and table._roles() == after
    final = dict(table.seat_places())
    assert all(p == final for p in places)            # nothing moves when the view comes


def test_no_sort_buttons_over_the_deal_of_a_hand_you_sit_out(app):
    """The advisor's empty hand row showed "By rank / By suit / By melds" through the deal
    (they went only once it was over)."""
    from game.core.events import HandStarted
    from game.core.phase import OVER_PHASES

    app.settings.speed = "fast"
    for seed in range(1, 60):
        sess = session("three-player", seats=3, seed=seed)
        assert play_until(sess, lambda e: e.phase in OVER_PHASES)
        table = show(app, sess)
        settle(app, table, until=lambda t=table: app.scenes.top is not t)
        app.scenes.top.on_next()
        if sess.engine.scorer.roles(sess.engine.dealer, sess.engine.players)[0] == "advisor":
            break
        app.scenes.pop()
    else:
        raise AssertionError("no seed made the player sit out hand 2")
    shown = []
    for _ in range(2000):
        app.step()
        if any(isinstance(e, HandStarted) for e, _v in table.queue):
            continue
        if table.settled:
            break
        shown.append(table.b_rank.visible or table.b_melds.visible)
    assert shown and not any(shown)


def test_a_computer_s_seat_number_stays_with_its_name_in_a_wrapped_tag(app):
    """"Ordinateur" over "1 · capitaine" on three-player seat tags at 800x600 / 200 %: the
    setup names computers with a no-break space before their number, so no wrap parts them."""
    from game.ui import i18n
    from game.ui.scenes.setup import SetupScene

    i18n.set_language("fr")
    try:
        scene = SetupScene(app)
        scene.variant, scene.mode, scene.seats = "three-player", "ai", 3
        names = scene.player_names()
        assert names[1:] == ["Ordinateur\u00a01", "Ordinateur\u00a02"], names
        text = names[1] + " · capitaine"
        width = app.res.font(20).size("Ordinateur 1")[0] + 2
        lines = app.res.wrap(text, 20, width)
        assert lines[0].startswith(names[1]), lines
    finally:
        i18n.set_language("en")


def test_the_roles_come_once_the_deal_has_landed(app):
    """The introduction stood over a deal stopped at its first card, a tag behind it
    reading "capitaine · 1 carte" (a play-tester): it comes once every card has landed, each
    seat showing the hand it holds, and the hand waits for it."""
    app.settings.speed = "normal"         # the cards fly: a deal takes frames
    sess = session("three-player", seats=3, seed=2)
    table = show(app, sess)
    dealt = []
    for _ in range(2000):
        app.step()
        dealt.append(len(table.hand))
        if app.scenes.top is not table:
            break
    assert app.scenes.top.name == "roles-intro"
    assert not table.queue and not table.anim.busy and not table.dealing
    engine = sess.engine
    for seat in engine.players:
        shown = table.hand if seat == table.viewer else table.others.get(seat, [])
        assert len(shown) == len(engine.hands[seat]), (seat, len(shown))
    assert max(dealt[:-1], default=0) > 0        # the deal was seen coming in, behind nothing
    log = len(engine.log)
    for _ in range(60):                          # nothing is played behind it
        app.step()
    assert len(engine.log) == log and app.scenes.top.name == "roles-intro"
