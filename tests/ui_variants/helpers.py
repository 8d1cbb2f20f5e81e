"""Reaching set positions of a match quickly, then showing them at the table."""

from __future__ import annotations

import time

from game.match import Match
from game.players import make_player
from game.ui.session import Session
from game.ui.table import make_table
from game.ui.table.base import TableScene

NAMES = ["Ann", "Bob", "Cyd", "Dee", "Eve", "Fay"]


def session(variant: str, seats: int = 2, seed: int = 1, humans=(0,), level: str = "easy",
            names: list[str] | None = None, **options) -> Session:
    return Session.create(variant, options, "ai", list(names or NAMES[:seats]), level,
                          seats=seats, seed=seed, human_seats=list(humans))


def play_until(sess: Session, cond, chooser=None, limit: int = 4000) -> bool:
    """Play the match headless (the human seats choose with `chooser`) until `cond(engine)`."""
    chooser = chooser or make_player("medium", seed=5)
    match: Match = sess.match
    engine = match.engine
    for _ in range(limit):
        if cond(engine):
            return True
        if engine.is_over:
            return False
        seat = engine.to_act
        if seat is not None and sess.is_human(seat):
            match.apply_human(chooser.choose(engine.view(seat), engine.legal_actions()))
        else:
            match.step()
    return False


def find(variant: str, cond, seats: int = 4, seeds=range(1, 80), level: str = "easy",
         **options):
    """The first seeded session that reaches `cond`."""
    for seed in seeds:
        sess = session(variant, seats, seed, level=level, **options)
        if play_until(sess, cond):
            return sess
    raise AssertionError("no seed reached the position")


def show(app, sess: Session, autoplayer=None) -> TableScene:
    table = make_table(app, sess, autoplayer=autoplayer)
    app.scenes.push(table)
    return table


def settle(app, table, until=None, limit: int = 4000) -> None:
    """Step until the table waits for the human at the screen (or `until()` holds)."""
    for _ in range(limit):
        app.step()
        if until is not None:
            if until():
                return
            continue
        if app.scenes.top is not table:
            return
        e = table.session.engine
        if table.settled and not table.intents and e.to_act == table.viewer and \
                table.session.is_human(e.to_act):
            return
        time.sleep(0.0003)
    raise AssertionError(f"table did not settle: phase {table.session.engine.phase}")


def settle_three_player(app, table, limit: int = 3000) -> None:
    """Step a three-player table past its roles' introduction (and a hand it sits out),
    closing whatever dialog comes over it, until it shows a turn: offer, draw or discard."""
    for _ in range(limit):
        app.step()
        if app.scenes.top is not table:
            app.scenes.pop()
        elif table.settled and not table.queue and table.state.phase in (
                "draw", "discard", "offer"):
            return


def watch_cuts(monkeypatch, modules=None) -> list[str]:
    """Texts the table's modules had to cut to fit (`fit_lines` said so): every module that
    draws the table's words (gin's too: the empty chair, row tags), or the given ones."""
    from game.ui import widgets
    from game.ui.table import display, gin_display, gin_labels, hud

    found: list[str] = []
    real = widgets.fit_lines

    def spy(res, text, *args, **kwargs):
        out = real(res, text, *args, **kwargs)
        if out[2]:
            found.append(text)
        return out

    for mod in modules or (hud, display, gin_display, gin_labels):
        monkeypatch.setattr(mod, "fit_lines", spy)
    return found


class TextSpy:
    """Records every string the resources render (labels, sheets), and with the plain texts
    their sizes (`drawn`: (text, px) in order)."""

    def __init__(self, monkeypatch, res) -> None:
        self.seen: list[str] = []
        self.drawn: list[tuple[str, int]] = []
        original = res.text

        def spy(text, px, *args, **kwargs):
            self.seen.append(text)
            self.drawn.append((text, px))
            return original(text, px, *args, **kwargs)

        monkeypatch.setattr(res, "text", spy)
        shadowed = res.text_shadowed

        def spy_shadowed(text, px, *args, **kwargs):
            self.seen.append(text)
            return shadowed(text, px, *args, **kwargs)

        monkeypatch.setattr(res, "text_shadowed", spy_shadowed)

    def any(self, fragment: str) -> bool:
        return any(fragment in t for t in self.seen)


def score_after_first_hand(app, variant: str, seats: int, seed: int, hands: int = 1,
                           names: list[str] | None = None, **options):
    """(session, score scene): a computer-only match (with the rule `options`) played to its
    first scored hand (or its `hands`-th), shown at the table with the score panel over it."""
    from game.core.events import HandScored
    from game.ui.scenes.score import ScoreScene

    sess = session(variant, seats=seats, seed=seed, humans=(), names=names, **options)
    assert play_until(sess, lambda e: sum(isinstance(x, HandScored) for x in e.events)
                      >= hands, limit=4000 * hands)
    table = make_table(app, sess)
    app.scenes.push(table)
    table.last_scored = next(e for e in reversed(sess.engine.events)
                             if isinstance(e, HandScored))
    table.scored_shown = sess.engine.deal_no
    score = ScoreScene(app, table)
    app.scenes.push(score)
    app.step()
    return sess, score


def roles_of(engine):
    """Three-player Gin: each seat's role this hand (box, captain, advisor)."""
    return engine.scorer.roles(engine.dealer, engine.players)


def advisor_session() -> Session:
    """A three-player match whose first hand the player (seat 0) sits out as the advisor."""
    for seed in range(1, 60):
        sess = session("three-player", seats=3, seed=seed)
        play_until(sess, lambda e: e.phase not in ("start",))
        if roles_of(sess.engine)[0] == "advisor":
            return sess
    raise AssertionError("no seed in 1-59 seats the player as the advisor")
