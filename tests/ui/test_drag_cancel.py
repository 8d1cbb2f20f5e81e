"""A drag called off: Esc in the middle of it, or a scene pushed over the table, puts the card
back where it came from; it never hangs on the pointer afterwards (a play-tester's card was
left lying on the felt, still counted as deadwood)."""

from __future__ import annotations

import pygame

from game.core.actions import Discard
from game.core.events import Discarded
from tests.ui.conftest import card_point, key, press_and_move, pump, release, set_window
from tests.ui.test_table import settle, start, to_discard_phase, to_draw_phase


def _settled_in_place(app, table, sprite) -> None:
    pump(app, 30)
    assert sprite in table.hand and not sprite.dragging
    assert (sprite.rect.x, sprite.rect.y) == (sprite.target.x, sprite.target.y)


def test_escape_mid_drag_puts_the_card_back_and_opens_no_pause(app):
    session, table = start(app, seed=11)
    to_discard_phase(app, table)
    sprite = table.hand[3]
    size = len(session.engine.hands[0])
    start_at = card_point(table, sprite)
    press_and_move(app, start_at, (start_at[0] + 40, start_at[1] - 250))
    assert sprite.dragging
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is table          # Esc called the drag off; no pause menu
    assert table.press is None and not sprite.dragging
    release(app, (start_at[0] + 40, start_at[1] - 250))
    _settled_in_place(app, table, sprite)
    assert len(session.engine.hands[0]) == size and session.engine.phase == "discard"
    key(app, pygame.K_ESCAPE)                # the next Esc opens the pause menu as before
    assert app.scenes.top is not table


def test_a_scene_pushed_over_a_drag_ends_it(app):
    session, table = start(app, seed=11)
    to_discard_phase(app, table)
    sprite = table.hand[2]
    start_at = card_point(table, sprite)
    far = (start_at[0] - 30, start_at[1] - 260)
    press_and_move(app, start_at, far)
    assert sprite.dragging
    app.push_scene("pause", table=table)
    release(app, far)                         # heard by the pause menu, not by the table
    app.scenes.pop()
    assert app.scenes.top is table and table.press is None
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(far[0] + 50, far[1]),
                                         rel=(0, 0), buttons=(0, 0, 0)))
    pump(app)
    _settled_in_place(app, table, sprite)


def test_a_card_dragged_off_the_stock_goes_back_when_called_off(app):
    session, table = start(app, seed=11)
    engine = to_draw_phase(app, table)
    assert engine.phase == "draw" and engine.to_act == table.viewer
    stock = len(engine.stock)
    start_at = table.stock_rect().center
    press_and_move(app, start_at, (start_at[0] + 200, start_at[1] + 200))
    assert table.press is not None and table.press.dragging
    key(app, pygame.K_ESCAPE)
    release(app, (start_at[0] + 200, start_at[1] + 200))
    pump(app, 30)
    assert table.press is None and engine.phase == "draw"
    assert len(engine.stock) == stock and table.stock == stock


def test_arrows_after_tab_give_enter_back_to_the_cards(app):
    """Tab reaches the side buttons; Left then lifts a card and Enter discards it (Enter
    pressed the focused button instead, and nothing gave the keys back to the hand)."""
    session, table = start(app, seed=11)
    to_discard_phase(app, table)
    engine = session.engine
    key(app, pygame.K_TAB)
    assert table.widgets.focus is not None
    key(app, pygame.K_LEFT)
    assert table.widgets.focus is None and table.selected is not None
    card = table.selected.card
    key(app, pygame.K_RETURN)
    settle(app, table)
    assert card not in engine.hands[0]
    assert any(getattr(a, "card", None) == card for a in engine.log[-3:])


def test_enter_with_no_card_chosen_says_how(app):
    """(With a card just drawn, Enter chooses that card: tests/ui_variants/test_hint_keys.py.)"""
    session, table = start(app, seed=11)
    to_discard_phase(app, table)
    table.selected = table.new_card = None
    key(app, pygame.K_RETURN)
    assert table.toast is not None and "arrow keys" in table.toast[0]
    assert session.engine.phase == "discard"


def test_enter_at_the_upcard_offer_says_what_to_press(app):
    """After a Pass hint, Enter did nothing and said nothing (a play-tester)."""
    for seed in range(11, 40):
        session, table = start(app, seed=seed)
        settle(app, table)
        if session.engine.phase == "offer" and session.engine.to_act == table.viewer:
            break
        app.scenes.pop()
    key(app, pygame.K_RETURN)
    assert table.toast is not None and "(P)" in table.toast[0]
    assert session.engine.phase == "offer"


def test_a_resize_mid_drag_moves_the_drop_targets_with_the_layout(app):
    """A play-tester dragged a card, resized the window from 1280x720 to 1024x700 and dropped
    it on the pile where it now stood: the old pile's highlight stayed, the meld outlines
    stretched over the move feed, and the card went back to the hand."""
    set_window(app, (1280, 720))
    session, table = start(app, seed=11)
    to_discard_phase(app, table)
    engine = session.engine
    legal = {a.card for a in table.legal() if isinstance(a, Discard)}
    sprite = next(s for s in table.hand if s.card in legal)
    start_at = card_point(table, sprite)
    press_and_move(app, start_at, (start_at[0] + 30, start_at[1] - 200))
    assert sprite.dragging
    old_pile = table.pile_rect()
    set_window(app, (1024, 700))
    pile = table.pile_rect()
    assert not pile.collidepoint(old_pile.center)
    screen = app.screen.get_rect()
    for name, _idx, rect, _ok in table.press.targets:
        assert screen.contains(rect) or name == "hand", (name, rect)
        if name == "pile":
            assert rect.center == pile.center
    assert sprite.rect.size == table.layout.card_size    # the new size, in the grip
    card = sprite.card
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pile.center, rel=(0, 0),
                                         buttons=(1, 0, 0)))
    pump(app)
    release(app, pile.center)
    settle(app, table)
    discards = [e for e in engine.events if isinstance(e, Discarded) and e.seat == 0]
    assert discards and discards[-1].card == card and card not in engine.hands[0]


def test_a_melded_card_in_the_grip_leaves_its_meld_outline_in_the_row(app, monkeypatch):
    """The outline of the meld a dragged card came from stretched up to the card in the grip,
    over the move feed (a play-tester): it now keeps to the cards left in the row."""
    from game.ui.table import display

    for seed in range(11, 60):
        session, table = start(app, seed=seed)
        to_discard_phase(app, table)
        _gaps, meld_of = table.hand_groups()
        if any(s.card in meld_of for s in table.hand):
            break
        app.scenes.pop()
    else:
        raise AssertionError("no seed with a meld in hand")
    sprite = next(s for s in table.hand if s.card in meld_of)
    start_at = card_point(table, sprite)
    press_and_move(app, start_at, (start_at[0] + 60, start_at[1] - 260))
    assert sprite.dragging
    boxes: list = []
    real = display.fan_box
    monkeypatch.setattr(display, "fan_box",
                        lambda rects, *a: boxes.append(real(rects, *a)) or boxes[-1])
    table.draw(app.screen)
    row_top = min(s.rect.top for s in table.hand if not s.dragging) - table.layout.px(40)
    assert boxes and all(box.top >= row_top for box in boxes), (boxes, row_top)
