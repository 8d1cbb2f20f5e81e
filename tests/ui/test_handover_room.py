"""The hot-seat hand-over uses the window's height before it drops moves: at 150 % four
players' hand-over dropped its oldest moves ("…" first) with about 190 px empty under its
button (a play-tester)."""

from __future__ import annotations

import pytest

from game.core import events as ev
from game.players import make_player
from game.ui import theme
from game.ui.handover_words import handover_context
from game.ui.session import Session
from tests.ui_variants.helpers import play_until, show

NAMES = ["Ann", "Bob", "Cyd", "Dominique-Marie"]


def _moves(view, seat: int) -> int:
    return len(handover_context(view, NAMES, seat))


@pytest.mark.parametrize("big_app", [((1280, 720), 150, "en")], indirect=True)
def test_the_hand_over_tells_every_move_where_the_window_holds_them(big_app):
    from game.ui.scenes.handover import HandoverScene

    app, size, _scale = big_app
    for seed in range(1, 40):
        sess = Session.create("rami", {}, "hotseat", NAMES, "easy", seats=4, seed=seed)
        if play_until(sess, lambda e: e.phase == "draw" and any(
                isinstance(x, ev.Melded) for x in e.view(-1).events)
                and 10 <= _moves(e.view(-1), e.to_act) <= 12, make_player("medium", seed=seed)):
            break
    else:
        raise AssertionError("no seed")
    seat = sess.engine.to_act
    context = handover_context(sess.view(None), NAMES, seat)
    table = show(app, sess)
    scene = HandoverScene(app, table, seat)
    scene.place()
    texts = scene.texts()
    told = [text for text, _px, colour, _bold, _y in texts[1:] if colour == theme.GOLD]
    bottom = texts[-1][4] + scene.res.font(texts[-1][1]).get_linesize()
    lay = scene.layout
    assert bottom <= scene.b_show.rect.top
    assert scene.b_show.rect.bottom <= size[1] - lay.margin
    assert "…" not in told, told                     # every move since the player's turn
    joined = " ".join(told)
    assert all(" ".join(t.split()) in joined or " ".join(b.split()) in joined
               for t, b in context), (told, context)


@pytest.mark.parametrize(("big_app", "lines"), [(((1280, 720), 200, "en"), 2),
                                                (((1280, 720), 100, "en"), 1)],
                         indirect=["big_app"])
def test_the_look_away_line_keeps_a_reading_measure(big_app, lines):
    """At 200 % the line asking the other player to look away ran from x=38 to x=1240 of a
    1280-pixel window on one line (a play-tester): it wraps within 60 % of the window, in
    lines of even length; at 100 % it still fits one line."""
    from game.ui.scenes.handover import HandoverScene

    app, size, _scale = big_app
    sess = Session.create("classic", {}, "hotseat", ["Alice", "Bob"], "easy", seed=3)
    table = show(app, sess)
    scene = HandoverScene(app, table, 1)
    scene.place()
    body = [(text, px) for text, px, colour, _bold, _y in scene.texts() if colour == theme.TEXT]
    assert " ".join(text for text, _px in body).startswith("The other player looks away")
    assert len(body) == lines, body
    widths = [scene.res.font(px).size(text)[0] for text, px in body]
    assert max(widths) <= size[0] * 0.6
    assert min(widths) >= 0.7 * max(widths)          # no word left alone on a line
