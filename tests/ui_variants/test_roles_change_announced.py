"""Three-player Gin (004): every change of roles is announced as its hand starts, a hand that
keeps them goes on unannounced (a play-tester: the roles dialog came only before hand 1; from
hand 2 the plates swapped rows silently, and he learnt he had lost the box from "you sit this
hand out")."""

from __future__ import annotations

import pygame

import game.ui.scenes  # noqa: F401 - registers the scenes by name
from game.players import make_player
from tests.ui.conftest import key
from tests.ui_variants.helpers import session, show


def test_each_change_of_roles_is_announced_and_no_other(app):
    app.settings.speed = "instant"
    sess = session("three-player", seats=3, seed=2)
    table = show(app, sess)
    chooser = make_player("medium", seed=5)
    shown: list[tuple[int, tuple[int, int, int], str]] = []
    played: dict[int, tuple[int, int, int]] = {}
    for _ in range(40000):
        e = sess.engine
        if e.is_over or e.view(0).hand_no > 4:
            break
        app.step()
        top = app.scenes.top
        if top.name == "roles-intro":
            shown.append((table.state.hand_no, top.roles, top.title))
            key(app, pygame.K_RETURN)
        elif top.name == "score":
            key(app, pygame.K_RETURN)
        elif top is table and table.settled and not table.intents and e.to_act == 0 \
                and sess.is_human(0):
            table.perform(chooser.choose(e.view(0), e.legal_actions()))
        roles = e.view(0).roles
        if roles and top is table:
            played.setdefault(table.state.hand_no, tuple(roles.index(r) for r in
                                                          ("box", "captain", "advisor")))
    hands = sorted(played)
    assert len(hands) >= 3, played
    changes = [h for h in hands[1:] if played[h] != played[h - 1]]
    assert changes, played            # the seed must show a change of roles
    assert shown[0][0] == 1 and shown[0][2] == "Who plays this hand?"
    later = [(h, r) for h, r, title in shown[1:] if title == "New roles this hand"]
    assert [h for h, _r in later] == changes, (shown, played)
    assert all(r == played[h] for h, r in later)
    assert len(shown) == 1 + len(changes)
