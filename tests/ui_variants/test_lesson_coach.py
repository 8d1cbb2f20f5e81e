"""Hint (H) and Undo (Z) in the lessons, as at a real table: a play-tester of the Rami lesson
looked for both (the Gin table offers them) and found neither. The hint explains the move
the step asks for from the player's view only; an undo takes the player's own quiet move
back (never a stock draw, never past the computer's move) and the guide with it."""

from __future__ import annotations

import random

import pygame
import pytest

import game.ui.scenes  # noqa: F401 - the scenes register themselves
from game.coach.review import determinize
from game.coach.tutorial import script_for
from game.core.cards import Card
from game.ui.tutorial_words import step_text
from tests.ui_variants.test_guide_scene import guide_move


def _lesson(app, name: str):
    app.clear_to_scene("tutorial")
    tutorial = app.scenes.top
    tutorial.start(name)
    return app.scenes.top


def _to_step(app, table, key: str, limit: int = 20000) -> None:
    """Play the guide (its own moves, through the table) until the step `key` is up and the
    table has caught up with it."""
    for _ in range(limit):
        app.step()
        guide = table.guide
        if guide.step is not None and guide.step.key == key and guide.caught_up(table) \
                and table.settled and (guide.step.expect is None or table.my_turn):
            table._refresh_buttons()
            table._place_buttons_if_changed()
            return
        guide_move(table)
    raise AssertionError(f"never reached {key}")


def _press(app, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="",
                                         scancode=0))
    for _ in range(3):
        app.step()


@pytest.mark.parametrize("name", ["gin", "rami"])
def test_each_move_of_a_lesson_has_its_hint_and_a_step_to_read_says_to_read(app, name):
    table = _lesson(app, name)
    steps = script_for(name).steps
    for step in steps:
        _to_step(app, table, step.key)
        guide = table.guide
        if step.expect is None:
            # nothing to hint or take back while the player reads: the sentence keeps its
            # room, and H answers with what to do
            assert not table.b_hint.visible and not table.b_undo.visible
            table.toast = None
            _press(app, pygame.K_h)
            assert table.toast is not None and "Read the guide" in table.toast[0]
            assert table.shown_hint() is None
            continue
        assert table.b_hint.visible and table.b_hint.enabled and table.b_undo.visible
        panel = guide.panel_rect(table)
        for b in (table.b_hint, table.b_undo):
            assert panel.contains(b.rect), (step.key, b.rect, panel)
            assert not b.rect.colliderect(guide.b_skip.rect)
        _press(app, pygame.K_h)
        hint = table.shown_hint()
        assert hint is not None and step.accepts(hint.action), (step.key, hint)
        assert table.note_shown() and table.hint_words(hint)


def test_undo_in_the_rami_lesson_takes_the_meld_back_and_the_guide_with_it(app):
    table = _lesson(app, "rami")
    _to_step(app, table, "rami-discard")          # A♦ 2♦ 3♦ laid down just now
    assert table.b_undo.enabled
    _press(app, pygame.K_z)
    ace = Card.parse("AD")
    assert table.guide.step.key == "rami-meld"
    assert [str(a) for a in table.session.engine.log[1:]] == ["draw stock"]
    assert ace in table.state.hand and not table.state.table_melds
    assert table.guide.run.engine.view(0) == table.session.engine.view(0)
    # the stock draw before it is never taken back
    for _ in range(30):
        app.step()
    _press(app, pygame.K_z)
    assert table.guide.step.key == "rami-meld"
    assert len(table.session.engine.log) == 2
    # played on, the lesson is the script's hand to its end
    _to_step(app, table, "rami-going-out")
    played = [str(a) for a in table.session.engine.log[1:]]
    assert played == [str(a) for a in script_for("rami").log]


def test_undo_in_the_gin_lesson_puts_the_queen_back_on_the_pile(app):
    table = _lesson(app, "gin")
    _to_step(app, table, "gin-knock")             # the Q♠ just taken from the pile
    _press(app, pygame.K_z)
    assert table.guide.step.key == "gin-take-discard"
    assert table.state.discard_top == Card.parse("QS")
    _to_step(app, table, "gin-help")
    assert table.guide.run.scored


@pytest.mark.parametrize("name", ["gin", "rami"])
def test_a_lesson_hint_reads_only_what_the_player_may_see(app, name):
    """The same view with every hidden card dealt again (the other hand, the stock) gets
    the same hint: it never reads the engine."""
    table = _lesson(app, name)
    for step in script_for(name).steps:
        if step.expect is None:
            continue
        _to_step(app, table, step.key)
        engine, seat = table.session.engine, table.viewer
        view, legal = engine.view(seat), engine.legal_actions()
        other = determinize(engine, seat, random.Random(5))
        assert other.view(seat) == view
        assert other.hands != engine.hands or not engine.stock
        assert table.guide.hint(other.view(seat), other.legal_actions()) == \
            table.guide.hint(view, legal)
        table.perform(step.expect)


def _sized(app, name: str, size, scale: float):
    from game.ui.layout import Layout

    app.screen = pygame.Surface(size)
    app.layout = Layout(size, scale)
    return _lesson(app, name)


@pytest.mark.parametrize("name", ["rami", "gin"])
@pytest.mark.parametrize("language", ["en", "fr", "pl"])
def test_hint_and_undo_keep_the_sentence_readable_and_clear_of_the_buttons(app, name,
                                                                           language):
    """On a step that asks for a move, Hint and Undo take Continue's place in the panel (one
    row, or one each where their labels need it; beside Skip in a short column): the step's
    sentence still reads at the size the panel's test holds the guide to, at every size and
    Text size (the Gin knock step adds Knock over the panel)."""
    from game.ui import i18n

    i18n.set_language(language)
    try:
        for size in ((800, 600), (1280, 720), (1920, 1080)):
            for scale in (1.0, 1.5, 2.0):
                table = _sized(app, name, size, scale)
                for step in script_for(name).steps:
                    if step.expect is None:
                        continue
                    _to_step(app, table, step.key)
                    _check_panel(table, (size, scale, step.key))
    finally:
        i18n.set_language("en")


def _check_panel(table, where) -> None:
    guide, lay = table.guide, table.layout
    mine = [table.b_hint, table.b_undo, guide.b_skip]
    assert all(b.visible and b.rect.width for b in mine), where
    panel = guide.panel_rect(table)
    others = [b for b in table.widgets.widgets if b.visible and b not in mine
              and b.rect.width and getattr(b, "name", "") != "feed"]
    for b in mine:
        assert panel.contains(b.rect), (where, b.text)
        assert not [o.text for o in others if b.rect.colliderect(o.rect)], where
        assert not [o.text for o in mine if o is not b and b.rect.colliderect(o.rect)], where
    room = guide.text_room(table)
    # whole, and near the small size: 85 % as the panel's test holds the guide to, but
    # 75 % where Hint, Undo and Skip need two rows in a column that takes the sorts' room
    # (French at 1280x720 / 200 %: "Défaussez maintenant une carte…" at 31 px of 40)
    two_rows = table.b_hint.rect.top != guide.b_skip.rect.top
    floor = max(11, int(lay.font_small * (0.75 if two_rows and guide.takes_sorts(table)
                                          else 0.85)))
    text = step_text(guide.step)
    assert guide.text_px(table, text, room) >= floor, (where, lay.font_small, text)


@pytest.mark.parametrize(("name", "key", "said"), [
    ("rami", "rami-discard", "Action annulée : de retour dans votre main, as de carreau"),
    ("gin", "gin-knock", "Coup repris : de retour sur la défausse, dame de pique")])
def test_a_rami_undo_says_in_rami_words_what_it_gave_back(app, name, key, said):
    """French Rami calls a hand a *coup*: "Coup repris" after the meld was taken back in the
    Rami lesson read as the hand taken back; Rami says "Action annulée", Gin keeps its
    words."""
    from game.ui import i18n

    i18n.set_language("fr")
    try:
        table = _lesson(app, name)
        _to_step(app, table, key)
        _press(app, pygame.K_z)
        assert table.coach_note is not None and \
            table.coach_note[1].replace("\u00a0", " ").startswith(said), \
            table.coach_note
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize(("name", "key", "said"), [
    ("rami", "rami-draw-again", "Rien à reprendre : un autre joueur a joué depuis votre "
                                "dernière action"),
    ("gin", "gin-take-discard", "Rien à reprendre : un autre joueur a joué depuis votre "
                                "dernier coup")])
def test_a_rami_undo_refusal_says_in_rami_words_why(app, name, key, said):
    """Z after the computer's move: "depuis votre dernier coup" at the Rami lesson read as
    "since your last hand" (a Rami *coup*); Rami says "action", Gin keeps "coup"."""
    from game.ui import i18n

    i18n.set_language("fr")
    try:
        table = _lesson(app, name)
        _to_step(app, table, key)
        table.toast = None
        _press(app, pygame.K_z)
        assert table.toast is not None and \
            table.toast[0].replace("\u00a0", " ").startswith(said), table.toast
    finally:
        i18n.set_language("en")
