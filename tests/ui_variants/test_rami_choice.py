"""Rami's meld selection is visible (raised, tinted) and the prompt says what to do."""

from __future__ import annotations

from game.core.actions import STOCK, Draw
from game.core.phase import Phase
from game.ui import i18n
from game.ui.table.rami_choice import CHOSEN_TINT, selection_hint
from tests.ui_variants.helpers import session, settle, show


def _discard_phase(app, **options):
    sess = session("rami", 3, seed=3, **options)
    table = show(app, sess)
    settle(app, table)
    if table.phase == Phase.DRAW:
        table.submit(Draw(STOCK))
        settle(app, table)
    assert table.phase == Phase.DISCARD
    return table



def _at_discard(app, seed: int, **options):
    """A 2-player Rami table of `seed` after the viewer's stock draw, None if it is not the
    viewer's turn to discard then."""
    table = show(app, session("rami", 2, seed=seed, **options))
    settle(app, table)
    if table.phase == Phase.DRAW:
        table.submit(Draw(STOCK))
        settle(app, table)
    return table if table.phase == Phase.DISCARD else None

def test_chosen_cards_stand_raised_and_tinted(app):
    table = _discard_phase(app)
    a, b, rest = table.hand[0], table.hand[1], table.hand[2:]
    table.click_card(a)
    table.click_card(b)
    for _ in range(30):
        app.step()
    assert a in table.chosen and b in table.chosen
    assert a.lift >= table.layout.px(10) and b.lift >= table.layout.px(10)
    assert all(s.lift < 1 for s in rest if s is not table.selected and s is not table.hovered)
    assert table.card_tint(a) == CHOSEN_TINT and table.card_tint(rest[0]) is None
    assert table.prompt_for_viewer() == selection_hint(2, False)
    assert "at least 3" in table.prompt_for_viewer()
    table.click_card(a)      # a second click unchooses
    for _ in range(30):
        app.step()
    assert a not in table.chosen and a.lift < 1 and table.card_tint(a) is None


def test_hint_wording_follows_the_count():
    assert "Click 3 or more cards" in selection_hint(0, False)
    assert "lay-offs from your second turn" in selection_hint(0, True)
    assert selection_hint(1, False).startswith("1 card chosen")
    assert selection_hint(4, False).startswith("4 cards chosen: Meld (M)")


def test_rami_only_says_the_whole_hand_goes_down_at_once(app):
    """With Rami only a meld goes down only with the whole hand: the prompt says so, and
    never offers a single meld or lay-offs "from your second turn" (a meld of three chosen
    then brought a refusal the prompt had not warned of)."""
    table = _discard_phase(app, rami_only=True)
    prompt = table.prompt_for_viewer()
    assert prompt == selection_hint(0, True, rami_only=True)
    assert "whole hand at once" in prompt and "second turn" not in prompt
    assert "whole hand at once" in selection_hint(0, False, short=True, rami_only=True)
    assert "Click 3 or more cards" in _discard_phase(app).prompt_for_viewer()


def test_rami_only_a_chosen_meld_is_not_called_not_a_meld(app):
    """In Rami only, 5♠ 5♥ 5♦ chosen read "3 cards chosen: that is not a meld"; only M then
    gave the real reason (a play-tester). The line says it is a meld and why not now; cards
    that make no meld are still "not a meld"."""
    for seed in range(1, 60):
        table = _at_discard(app, seed, rami_only=True)
        if table is None:
            continue
        hand = [s.card for s in table.hand]
        arr = table.solver.best_arrangement(hand)
        if arr.melds and len(arr.deadwood_cards) >= 3:
            break
    else:
        raise AssertionError("no Rami-only deal with a meld in hand")
    meld = arr.melds[0]
    for sprite in [s for s in table.hand if s.card in meld]:
        table.click_card(sprite)
    settle(app, table)
    prompt = table.prompt_for_viewer()
    assert not table.b_meld.enabled
    assert "not a meld" not in prompt, prompt
    assert "a meld, but not now" in prompt and "whole hand" in prompt, prompt
    table.clear_chosen()
    for sprite in [s for s in table.hand if s.card in arr.deadwood_cards[:3]]:
        table.click_card(sprite)
    settle(app, table)
    if table.solver.best_arrangement(arr.deadwood_cards[:3]).deadwood_cards:
        assert "not a meld" in table.prompt_for_viewer()


def test_with_fewer_than_three_cards_the_prompt_does_not_ask_for_a_meld():
    """With one card left the line still said "Click 3 or more cards to choose a meld…"
    (a play-tester)."""
    assert selection_hint(0, first_turn=False, hand_size=1) == "Lay off or discard a card"
    assert selection_hint(0, first_turn=True, hand_size=2) == "Discard a card"
    assert selection_hint(0, first_turn=False, hand_size=3).startswith("Click 3 or more")


def test_two_melds_chosen_at_once_go_down_one_after_the_other(app):
    """7♠ 7♥ 7♣ and 8♠ 8♥ 8♦ chosen together and Meld pressed were refused as "not a set or a
    run" (a play-tester): every chosen card is in one of two melds, so both go down."""
    for seed in range(1, 60):
        table = _at_discard(app, seed)
        if table is None:
            continue
        melds = table.solver.best_arrangement([s.card for s in table.hand]).melds
        if len(melds) >= 2 and len(table.hand) > len(melds[0]) + len(melds[1]):
            break
    else:
        raise AssertionError("no deal with two melds in hand")
    chosen = [c for m in melds[:2] for c in m]
    for sprite in [s for s in table.hand if s.card in chosen]:
        table.click_card(sprite)
    before = len(table.hand)
    assert table.on_meld()
    settle(app, table, until=lambda: table.settled and not table.intents)
    laid = [set(m.cards) for m in table.session.engine.view(0).table_melds]
    assert set(melds[0]) in laid and set(melds[1]) in laid
    assert len(table.hand) == before - len(chosen)
    assert table.toast is None or "not" not in table.toast[0]


def test_d_discards_the_card_the_arrows_chose_and_enter_the_hinted_one(app):
    """D after Down and Right did nothing (the Discard button had not heard of the cursor),
    and Enter after H ignored the hinted card (a play-tester): both play the card meant."""
    import pygame

    from game.core.actions import Discard
    from tests.ui.conftest import key

    table = _discard_phase(app)
    engine = table.session.engine
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RIGHT)
    card = table.selected.card
    key(app, pygame.K_d)
    assert Discard(card) in engine.log
    app.scenes.pop()
    table = _discard_phase(app)
    key(app, pygame.K_h)
    hinted = table.shown_hint()
    assert hinted is not None and isinstance(hinted.action, Discard)
    key(app, pygame.K_RETURN)
    assert hinted.action in table.session.engine.log


def _lifted_rects(table):
    """Each raised card's rect as drawn, with the outline a marked card (the cursor's) has."""
    ring = max(2, table.layout.px(3))
    out = []
    for s in table.hand:
        if s.lift > 0.5:
            rect = s.target.move(0, -round(s.lift))
            if s is table.selected or table._card_mark(s):
                rect = rect.inflate(2 * ring, 2 * ring)
            out.append((s, rect))
    return out


def test_raised_cards_stop_short_of_the_players_tags(app):
    """In Polish the player's two tags over the hand are about as wide as it: the card the
    arrows chose rose 26 px into them, and chosen cards touched them (a play-tester)."""
    from tests.ui.conftest import set_window

    i18n.set_language("pl")
    try:
        set_window(app, (1280, 720))
        table = _discard_phase(app)
        table.draw(app.screen)
        tags = list(table._own_tag_rects)
        assert len(tags) == 2
        under = [s for s in table.hand if any(t.left < s.target.right and s.target.left < t.right
                                              for t in tags)]
        assert len(under) >= 3
        for sprite in under[:3]:
            table.click_card(sprite)
        cursor = under[-1]
        table.selected = cursor
        for _ in range(40):
            app.step()
        table.draw(app.screen)
        lifted = _lifted_rects(table)
        assert {s for s, _r in lifted} >= set(under[:3]) | {cursor}
        for sprite, rect in lifted:
            for tag in table._own_tag_rects:
                assert rect.top >= tag.bottom + 1 or not (
                    tag.left < rect.right and rect.left < tag.right), (sprite.card, rect, tag)
        assert all(s.lift >= table.layout.px(8) for s in under[:3])   # raised all the same
    finally:
        i18n.set_language("en")


def test_enter_with_nothing_chosen_chooses_the_card_just_drawn(app):
    """As in Gin: after a draw, Enter with nothing chosen chooses the card drawn and Enter
    again discards it (it was refused with "choose one card to discard": a play-tester)."""
    import pygame

    from game.core.actions import Discard
    from tests.ui.conftest import key

    table = _discard_phase(app)
    table.selected = None
    drawn = table.new_card
    assert drawn is not None and not table.chosen
    key(app, pygame.K_RETURN)
    assert table.selected is not None and table.selected.card == drawn and table.toast is None
    key(app, pygame.K_RETURN)
    assert Discard(drawn) in table.session.engine.log
