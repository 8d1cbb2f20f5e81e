"""The hot-seat hand-over tells the incoming player what the others did since their last
turn (a play-tester, four-player Rami: after Bruno took the 8♥ from the pile and laid off the
8♥ and the 4♠, Chloe's screen said only "Bruno discarded the six of clubs"; after
Dominique-Marie's "Rami!" her screen named Chloe's discard and not the call). Public facts
only: a card drawn from the stock is never named."""

from __future__ import annotations

import pytest

from game.core import events as ev
from game.core.actions import CallRami
from game.players import make_player
from game.ui.card_words import card_object, card_symbol
from game.ui.handover_words import handover_context
from game.ui.session import Session
from tests.ui_variants.helpers import play_until

NAMES = ["Amelie", "Bruno", "Chloe", "Dominique-Marie"]


class _Caller:
    """Plays at random, and calls "Rami!" whenever it may."""

    def __init__(self) -> None:
        self.player = make_player("random", seed=1)

    def choose(self, view, legal):
        return next((a for a in legal if isinstance(a, CallRami)), None) or \
            self.player.choose(view, legal)


def _rami(seed: int, call: bool = False) -> Session:
    return Session.create("rami", {"rami_call": call}, "hotseat", NAMES, "easy", seats=4,
                          seed=seed)


def _since(view, seat: int) -> list[ev.Event]:
    """The moves of this hand after `seat`'s last one."""
    moves = [e for e in view.events
             if isinstance(e, (ev.Drew, ev.Discarded, ev.Melded, ev.LaidOff, ev.RamiCalled))]
    last = max((i for i, e in enumerate(moves) if e.seat == seat), default=-1)
    return moves[last + 1:]


def _said(sess: Session, seat: int) -> str:
    return "\n".join(text for text, _short in handover_context(sess.view(None), NAMES, seat))


def test_the_hand_over_tells_every_move_since_the_incoming_players_turn():
    """A pickup from the pile (with its card), the lay-offs and the discard of the player
    before, and the turns of the players before them."""
    def moved_much(engine):
        if engine.phase != "draw":
            return False
        since = _since(engine.view(-1), engine.to_act)
        return any(isinstance(e, ev.Drew) and e.source != "stock" for e in since) and \
            any(isinstance(e, ev.LaidOff) for e in since)

    for seed in range(1, 30):
        sess = _rami(seed)
        if play_until(sess, moved_much, make_player("random", seed=seed)):
            break
    else:
        raise AssertionError("no seed reached the position")
    seat = sess.engine.to_act
    said = _said(sess, seat)
    since = _since(sess.view(None), seat)
    took = next(e for e in since if isinstance(e, ev.Drew) and e.source != "stock")
    assert f"{NAMES[took.seat]} took the {card_object(took.card)}" in said, said
    for e in since:
        if isinstance(e, ev.LaidOff):
            assert f"{NAMES[e.seat]} laid off" in said and card_object(e.card) in said, said
        if isinstance(e, ev.Discarded):
            assert card_object(e.card) in said, said
    others = {e.seat for e in since}
    assert len(others) == 3 or len(said.splitlines()) >= len(others)
    assert all(NAMES[s] in said for s in others) and NAMES[seat] not in said, said


def test_the_callers_hand_over_names_the_call():
    def called(engine):
        return engine.phase == "call-layoff"

    for seed in range(1, 30):
        sess = _rami(seed, call=True)
        if play_until(sess, called, _Caller()):
            break
    else:
        raise AssertionError("no seed reached the position")
    caller = sess.engine.to_act
    call = [e for e in sess.view(None).events if isinstance(e, ev.RamiCalled)][-1]
    said = _said(sess, caller)
    assert said.splitlines()[-1] == (f'{NAMES[caller]} called "Rami!" on the '
                                     f"{card_object(call.card)} discarded by "
                                     f"{NAMES[call.offender]}")
    assert f"{NAMES[call.offender]} drew from the stock and discarded the " \
           f"{card_object(call.card)}" in said or \
           f"discarded the {card_object(call.card)}" in said, said


def test_the_hand_over_never_names_a_card_drawn_from_the_stock():
    """Through a whole hand, at every hand-over: a card another player drew from the stock
    is named only once it lies face up (laid down, laid off or discarded)."""
    sess = _rami(3)
    engine = sess.engine
    checked = 0
    chooser = make_player("random", seed=3)
    for _ in range(600):
        if engine.is_over or sess.view(None).hand_no > 1:
            break
        seat = engine.to_act
        if seat is None:
            sess.match.step()
            continue
        if engine.phase == "draw":
            shown = set()
            for e in sess.view(None).events:
                if isinstance(e, ev.Melded):
                    shown.update(e.cards)
                elif isinstance(e, (ev.LaidOff, ev.Discarded, ev.UpcardTurned)) and e.card:
                    shown.add(e.card)
            said = _said(sess, seat)
            for other in range(4):
                for e in engine.view(other).events:
                    if isinstance(e, ev.Drew) and e.seat == other and e.source == "stock" \
                            and e.card not in shown:
                        assert card_object(e.card) not in said, (e.card, said)
                        for _t, short in handover_context(sess.view(None), NAMES, seat):
                            assert card_symbol(e.card) not in short, (e.card, short)
                        checked += 1
        sess.match.apply_human(chooser.choose(engine.view(seat), engine.legal_actions()))
    assert checked > 20


@pytest.mark.parametrize("big_app", [((800, 600), 200, "fr"), ((1920, 1080), 200, "pl")],
                         indirect=True, ids=["800x600-200-fr", "1920x1080-200-pl"])
def test_a_long_hand_over_stays_above_its_button(big_app):
    """Five players' turns since the incoming player's, at 200 %: the sentences give way
    to the short wording, then to the latest moves under a "…"; the newest move is always
    told and nothing runs under the button."""
    from game.ui import theme
    from game.ui.scenes.handover import HandoverScene
    from tests.ui_variants.helpers import show

    app, _size, _scale = big_app
    names = ["Amelie", "Bruno", "Chloe", "Dominique-Marie", "Eve", "Fay"]
    sess = Session.create("rami", {}, "hotseat", names, "easy", seats=6, seed=2)
    assert play_until(sess, lambda e: e.phase == "draw" and len(
        [x for x in e.view(-1).events if isinstance(x, ev.Discarded)]) >= 8,
        make_player("random", seed=2))
    seat = sess.engine.to_act
    context = handover_context(sess.view(None), names, seat)
    assert len(context) >= 5
    table = show(app, sess)
    scene = HandoverScene(app, table, seat)
    scene.place()
    texts = scene.texts()
    told = [text for text, _px, colour, _bold, _y in texts[1:] if colour == theme.GOLD]
    bottom = texts[-1][4] + scene.res.font(texts[-1][1]).get_linesize()
    assert bottom <= scene.b_show.rect.top, (bottom, scene.b_show.rect.top)
    newest, newest_short = context[-1]
    joined = " ".join(told)
    assert " ".join(newest.split()) in joined or " ".join(newest_short.split()) in joined
