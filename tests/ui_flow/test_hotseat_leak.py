"""Hot-seat: every frame of scripted hot-seat hands is rendered and every card face the
resources hand out is recorded. No card of the player who is not at the screen is ever drawn
face up (only public cards: discards, the upcard, cards taken from the pile, the showdown), the
hand-over screen draws no face at all, and the viewer changes only when the hand-over screen is
confirmed. The same holds for a hot-seat match resumed with Continue."""

from __future__ import annotations

import dataclasses
import time

from game.assets_manifest import card_face_files
from game.core.cards import Card
from game.players import make_player
from game.ui.session import Session
from game.ui.table import make_table
from game.ui.table.base import TableScene
from tests.ui_flow.conftest import click, click_widget, shutdown

# every face file, the French and Polish courts too (a French table draws cards/fr/QH.png)
FACE_FILES = {rel: rank + suit for rel, (rank, suit, _, _) in card_face_files().items()}


def cards_in(value, out: set[str]) -> set[str]:
    """The codes of every card anywhere inside a (nested) view value."""
    if isinstance(value, Card):
        out.add(value.code)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            cards_in(getattr(value, f.name), out)
    elif isinstance(value, (tuple, list, set, frozenset)):
        for item in value:
            cards_in(item, out)
    elif isinstance(value, dict):
        for k, v in value.items():
            cards_in(k, out)
            cards_in(v, out)
    return out


class FaceSpy:
    """Records the face of every card drawn, whatever path asks Resources for it."""

    def __init__(self, app, monkeypatch) -> None:
        self.drawn: list[str] = []
        original = app.res._scaled_image

        def spy(relative, size):
            code = FACE_FILES.get(relative)
            if code is not None:
                self.drawn.append(code)
            return original(relative, size)

        monkeypatch.setattr(app.res, "_scaled_image", spy)


def watch(app, table, spy, hands: int, limit: int = 30000) -> dict[str, int]:
    """Step (drawing every frame) through `hands` hands; check each frame. Returns counts."""
    engine = table.session.engine
    seen = {"handovers": 0, "frames": 0, "scores": 0, "viewer_frames": 0}
    confirmed = False
    for _ in range(limit):
        viewer_before = table.viewer
        spy.drawn.clear()
        app.scenes.mark_dirty()
        app.step()
        top = app.scenes.top
        seen["frames"] += 1
        if not confirmed:
            assert table.viewer == viewer_before, "the viewer changed without a hand-over"
        confirmed = False
        if top.name == "handover":
            assert spy.drawn == [], f"faces drawn on the hand-over screen: {spy.drawn}"
            seen["handovers"] += 1
            click(app, top.b_show.rect.center, frames=0)
            confirmed = True
            continue
        viewer = table.viewer
        public = cards_in(engine.view(-1), set())
        mine = {c.code for c in engine.hands[viewer]} if viewer is not None else set()
        hidden = set(spy.drawn) - public - mine
        assert not hidden, (f"hidden cards {sorted(hidden)} drawn face up with seat {viewer} "
                            f"at the screen (phase {engine.phase})")
        if viewer is not None and top is table:
            seen["viewer_frames"] += 1
        if top.name == "score":
            seen["scores"] += 1
            if seen["scores"] >= hands:
                return seen
            click(app, top.b_next.rect.center, frames=0)
        time.sleep(0.0002)
    raise AssertionError(f"did not finish: phase {engine.phase}, top {app.scenes.top.name}")


def test_no_hidden_card_is_drawn_for_the_wrong_player_in_hot_seat(launched, monkeypatch):
    app = launched()
    session = Session.create("classic", {}, "hotseat", ["Ann", "Bob"], seed=21)
    app.session = session
    table = make_table(app, session, autoplayer=make_player("easy", seed=2))
    app.scenes.push(table)
    spy = FaceSpy(app, monkeypatch)
    seen = watch(app, table, spy, hands=2)
    assert seen["handovers"] >= 3 and seen["viewer_frames"] > 20


def test_a_resumed_hot_seat_match_hides_every_hand_until_the_hand_over(launched, monkeypatch):
    app = launched()
    session = Session.create("classic", {}, "hotseat", ["Ann", "Bob"], seed=8)
    app.on_new_session(session)
    match = session.match
    player = make_player("easy", seed=1)
    match.next_hand()
    for _ in range(7):                      # a few moves into the hand
        match.apply_human(player.choose(match.engine.view(match.engine.to_act),
                                        match.engine.legal_actions()))
    shutdown(app)

    again = launched()
    spy = FaceSpy(again, monkeypatch)
    click_widget(again, "continue", frames=0)
    spy.drawn.clear()
    again.scenes.mark_dirty()
    again.step()
    table = again.scenes.find(TableScene)
    assert table is not None and table.viewer is None
    public = cards_in(table.session.engine.view(-1), set())
    assert set(spy.drawn) <= public
    table.autoplayer = make_player("easy", seed=2)
    seen = watch(again, table, spy, hands=1)
    assert seen["handovers"] >= 1


#: deals whose second hand is first played by the player last at the screen (4) and by the
#: other player (21)
SEEDS = (4, 21)


def test_every_hot_seat_hand_opens_behind_the_hand_over(launched, monkeypatch):
    """Both players read the score screen: the next hand's deal went straight into the hand of
    whoever had been at the screen last, face up, when that player was also the first to act
    in the new hand (a play-tester, 800x600). Every new hand opens with the hand-over screen."""
    app = launched()
    firsts = []
    for seed in SEEDS:
        session = Session.create("classic", {}, "hotseat", ["Ann", "Bob"], seed=seed)
        app.session = session
        table = make_table(app, session, autoplayer=make_player("easy", seed=2))
        app.scenes.push(table)
        spy = FaceSpy(app, monkeypatch)
        for _ in range(30000):
            app.step()
            top = app.scenes.top
            if top.name == "handover":
                click(app, top.b_show.rect.center, frames=0)
            elif top.name == "score":
                break
            time.sleep(0.0002)
        else:
            raise AssertionError("the first hand did not end")
        last = table.viewer
        for _ in range(300):    # a click in the score screen's first moments is ignored
            if not app.scenes.top.in_grace():
                break
            app.step()
        click(app, app.scenes.top.b_next.rect.center, frames=0)
        engine = session.engine
        for _ in range(2000):
            spy.drawn.clear()
            app.scenes.mark_dirty()
            app.step()
            if app.scenes.top.name == "handover":
                firsts.append(engine.to_act == last)
                break
            dealt = {c.code for hand in engine.hands for c in hand}
            shown = set(spy.drawn) & (dealt - cards_in(engine.view(-1), set()))
            assert not shown, f"seed {seed}: {sorted(shown)} shown before the hand-over"
        else:
            raise AssertionError(f"seed {seed}: the new hand opened without a hand-over")
        app.scenes.pop()      # the hand-over screen
        app.scenes.pop()      # the table
    # the case seen: the player last at the screen acts first in the new hand; and the other
    assert True in firsts and False in firsts, firsts


def test_two_people_among_computers_see_no_hand_while_the_computers_play(launched,
                                                                         monkeypatch):
    """"Choose each seat" with two people and two computers: a person's hand stayed face up
    through the computers' turns after theirs, and the first deal went face up into the first
    person's hand (a play-tester, 5-player Rami). While a computer plays, and before the
    first hand-over, no card but the public ones is drawn face up."""
    from game.core.phase import OVER_PHASES

    app = launched()
    session = Session.create("rami", {}, "custom", ["Ann", "C1", "Bob", "C3"], "easy",
                             seats=4, seed=5, human_seats=[0, 2])
    assert session.hotseat
    app.session = session
    table = make_table(app, session, autoplayer=make_player("easy", seed=2))
    app.scenes.push(table)
    spy = FaceSpy(app, monkeypatch)
    engine = session.engine
    seen = {"computer_frames": 0, "handovers": 0, "before_first": 0}
    for _ in range(30000):
        spy.drawn.clear()
        app.scenes.mark_dirty()
        app.step()
        top = app.scenes.top
        if top.name == "handover":
            seen["handovers"] += 1
            click(app, top.b_show.rect.center, frames=0)
            continue
        if top.name == "score":
            break
        if engine.phase in OVER_PHASES:
            continue
        hidden = set(spy.drawn) - cards_in(engine.view(-1), set())
        if not seen["handovers"]:
            seen["before_first"] += 1
            assert not hidden, f"{sorted(hidden)} drawn before anyone sat at the screen"
        to_act = table.state.to_act     # the turn the table shows (a discard still flying
        if to_act is not None and not session.is_human(to_act) and top is table:  # is theirs)
            seen["computer_frames"] += 1
            assert not hidden, (f"{sorted(hidden)} face up while computer {to_act} plays "
                                f"(viewer {table.viewer})")
        time.sleep(0.0002)
    else:
        raise AssertionError("the hand did not end")
    assert seen["computer_frames"] > 20 and seen["handovers"] >= 2 and seen["before_first"]
