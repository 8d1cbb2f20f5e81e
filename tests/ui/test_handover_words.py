"""The hot-seat hand-over speaks to the people actually at the screen: "The other player looks
away" with one other person, "players" with more (it said "players" to a two-player table),
in each language's plural forms."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from game.ui import i18n, theme
from game.ui.scenes.handover import HandoverScene
from game.ui.session import Session
from tests.ui_variants.helpers import NAMES, show

CASES = [("classic", 2, [0, 1], 1), ("rami", 3, [0, 1, 2], 2), ("rami", 4, [0, 2], 1),
         ("rami", 6, [0, 1, 2, 3, 4, 5], 5)]


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
@pytest.mark.parametrize("variant,seats,humans,others", CASES,
                         ids=[f"{v}-{n}-{len(h)}" for v, n, h, _o in CASES])
def test_the_hand_over_counts_the_people_looking_away(app, language, variant, seats, humans,
                                                      others):
    i18n.set_language(language)
    try:
        mode = "hotseat" if len(humans) == seats else "custom"   # people and computers
        sess = Session.create(variant, {}, mode, NAMES[:seats], "easy", seats=seats,
                              seed=1, human_seats=humans)
        assert sess.hotseat
        table = show(app, sess)
        scene = HandoverScene(app, table, humans[0])
        assert scene.others() == others
        said = " ".join(text for text, _px, colour, *_rest in scene.texts()[1:]
                        if colour == theme.TEXT)      # (the gold line: what awaits them)
        name = NAMES[humans[0]]
        want = i18n.ngettext(
            "The other player looks away: the cards stay hidden until {name} is ready.",
            "The other players look away: the cards stay hidden until {name} is ready.",
            others).format(name=name)
        assert " ".join(said.split()) == " ".join(want.split())
        singular = {"en": "The other player looks", "fr": "L’autre joueur",
                    "pl": "Drugi gracz"}[language]
        assert (singular in " ".join(said.split())) == (others == 1)
    finally:
        i18n.set_language("en")


class _Counting(pygame.Surface):
    """A screen that counts the blits of one image (the card back)."""

    image = None
    count = 0

    def blit(self, source, *args, **kwargs):
        if source is self.image:
            self.count += 1
        return super().blit(source, *args, **kwargs)


@pytest.mark.parametrize("variant,seats", [("classic", 2), ("rami", 3), ("rami", 6)])
def test_the_hand_over_shows_the_incoming_hand_face_down(app, monkeypatch, variant, seats):
    """One fan of backs, as many as the incoming player holds (two fans of ten stood there
    whatever the game: a play-tester)."""
    sess = Session.create(variant, {}, "hotseat", NAMES[:seats], "easy", seats=seats, seed=1)
    table = show(app, sess)
    for _ in range(2000):       # the deal played on the table (its first hand-over passed)
        app.step()
        if app.scenes.top is not table and app.scenes.top.name == "handover":
            app.scenes.top.confirm()
        if table.state.hand_sizes and all(table.state.hand_sizes) and table.settled:
            break
    seat = 1
    held = table.state.hand_sizes[seat]
    assert held in (7, 6, 10)
    # the table may still show the last hand's end when the next begins (nine backs at
    # "Hand 2 begins", a play-tester): the count is the match's, not the table's picture
    table.state = replace(table.state, hand_sizes=[n - 1 for n in table.state.hand_sizes])
    scene = HandoverScene(app, table, seat)
    app.scenes.push(scene)
    app.step()
    size = app.layout.small_size
    back = app.res.card_back(app.settings.card_back, size)
    monkeypatch.setattr(app.res, "card_back", lambda *_a, **_k: back)
    screen = _Counting(app.screen.get_size())
    screen.image = back
    scene.draw_content(screen)
    assert screen.count == held


def _until(sess, done, limit: int = 3000):
    """Play the session's engine with medium computers for every seat until `done()`."""
    from game.players import make_player

    bots = [make_player("medium", seed=s) for s in range(len(sess.names))]
    for _ in range(limit):
        if done():
            return
        seat, legal = sess.engine.to_act, sess.engine.legal_actions()
        sess.engine.apply(legal[0] if seat is None else
                          bots[seat].choose(sess.engine.view(seat), legal))
    raise AssertionError("not reached")


def test_the_hand_over_says_what_awaits_the_incoming_player():
    """The hand-over said whose turn it was and nothing else: a player learned only after
    revealing their cards that they had to lay off (a play-tester, three-player hot-seat).
    It now says the hand that begins (and the role in it), the knock to answer, or the move
    just made: public facts only."""
    from game.core.phase import Phase
    from game.ui.card_words import card_object
    from game.ui.handover_words import handover_context

    sess = Session.create("classic", {}, "hotseat", NAMES[:2], "easy", seed=4)
    names = list(sess.names)

    def said(view, names, seat):
        return "\n".join(text for text, _short in handover_context(view, names, seat))

    assert said(sess.view(None), names, 1) == "Hand 1 begins."
    engine = sess.engine
    _until(sess, lambda: any(type(e).__name__ == "Discarded" for e in sess.view(None).events))
    last = [e for e in sess.view(None).events if type(e).__name__ == "Discarded"][-1]
    told = said(sess.view(None), names, 1 - last.seat)
    assert told.startswith(f"{names[last.seat]} ") and \
        told.splitlines()[-1].endswith(f"discarded the {card_object(last.card)}"), told
    _until(sess, lambda: engine.phase in (Phase.LAYOFF, Phase.HAND_OVER))
    assert engine.phase == Phase.LAYOFF     # this seed's hand ends in a knock
    sd = sess.view(None).showdown
    count = sum(min(c.rank, 10) for c in sd.knocker_deadwood)   # classic values
    assert 0 < count <= 10
    assert said(sess.view(None), names, 1 - sd.knocker) == \
        f"{names[sd.knocker]} knocked with {count} deadwood: lay off what you can on the melds."
    three = Session.create("three-player", {}, "hotseat", NAMES[:3], "easy", seats=3, seed=2)
    _until(three, lambda: "box" in three.view(None).roles)       # the cut and the deal
    roles = three.view(None).roles
    box, captain = roles.index("box"), roles.index("captain")
    assert said(three.view(None), list(three.names), box) == \
        "Hand 1 begins: you are in the box, alone against the captain."
    assert said(three.view(None), list(three.names), captain) == \
        "Hand 1 begins: you are the captain, against the box."
