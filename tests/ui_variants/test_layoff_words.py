"""The lay-off step as a new player meets it (play-tester, classic Gin against Easy): the
prompt said "Lay off or finish: drag cards onto the melds, then Done (F)" while the table had
already proposed the 3♠ onto the computer's run, half hidden there; the button "Keep all"
only made sense from its tooltip."""

from __future__ import annotations

import game.ui.scenes  # noqa: F401 - the scenes register themselves
from tests.ui_variants.helpers import play_until, session, settle, show


def layoff_table(app, count: int):
    """The player laying off after the computer's knock, with `count` cards proposed."""
    for seed in range(1, 120):
        sess = session("classic", seed=seed)
        e = sess.engine
        if not play_until(sess, lambda e=e: e.phase == "layoff" and e.to_act == 0):
            continue
        table = show(app, sess)
        settle(app, table)
        if len(table.proposals) == count:
            return table
        app.scenes.pop()
    raise AssertionError(f"no seed proposes {count} lay-offs")


def test_one_proposed_card_is_named_with_its_meld_and_its_button(app):
    table = layoff_table(app, 1)
    card, target = table.proposals[0]
    from game.ui.card_words import card_symbol, cards_symbols

    meld = cards_symbols(table.state.table_melds[target].cards)
    said = table.prompt_for_viewer()
    prompt = said.replace("\u00a0", " ")
    # the keys too (C takes the card back), the mouse's words alone where the line is tight
    assert prompt == f"{card_symbol(card)} is laid off on {meld}: drag it back (or C) to " \
        "keep it, or Done (F)"
    assert said.shorter.replace("\u00a0", " ") == f"{card_symbol(card)} is laid off on " \
        f"{meld}: drag it back to keep it, or Done (F)"
    table._refresh_buttons()
    assert table.b_clear.visible and table.b_clear.enabled
    assert table.b_clear.text == f"Take {card_symbol(card)} back"
    # pressed, the card is back in the hand and the prompt says there is nothing proposed
    table.b_clear.activate()
    table._refresh_buttons()
    assert card in [s.card for s in table.hand] and not table.proposals
    assert table.prompt_for_viewer() == "Lay off or finish: drag cards onto the melds (or " \
        "arrows and Enter), then Done (F)"
    assert not table.b_clear.enabled


def test_several_proposed_cards_are_named_and_the_button_takes_all_back(app):
    table = layoff_table(app, 2)
    from game.ui.card_words import cards_symbols

    cards = cards_symbols(c for c, _t in table.proposals)
    assert table.prompt_for_viewer() == f"{cards} are laid off on the melds: drag one back " \
        "to keep it (C takes all back), or Done (F)"
    table._refresh_buttons()
    assert table.b_clear.text == "Take all back"


def test_a_proposed_card_inside_a_meld_shows_more_than_its_index(app):
    """The cards after a proposed one open up: a third of a card of it shows beyond the
    run's usual step (where the row has the room)."""
    table = layoff_table(app, 2)
    for _ in range(60):
        app.step()
    for meld in table.melds:
        for a, b in zip(meld, meld[1:], strict=False):
            step = b.rect.x - a.rect.x
            if a.tag == "proposed":
                others = [y.rect.x - x.rect.x for x, y in zip(meld, meld[1:], strict=False)
                          if x.tag != "proposed"]
                assert others and step >= min(others) + 0.25 * a.rect.w, (step, others)
                return
    raise AssertionError("no proposed card with a card after it")


def test_the_button_follows_a_card_dragged_back_and_a_card_taken_back(app):
    """A proposed card dragged back into the hand, or taken back with the button itself: the
    button says "Take all back", greyed, at once (it kept "Take A♥ back" with A♥ in the
    hand, and then did nothing: a play-tester, Hollywood, in French)."""
    from game.ui.card_words import card_symbol
    from game.ui.table.input import Press

    table = layoff_table(app, 1)
    card, target = table.proposals[0]
    sprite = next(s for s in table.melds[target] if s.card == card)
    table.drop(Press("proposed", sprite, (0, 0), (0, 0), target), ("hand", 0), (0, 0),
               [sprite])
    assert card in [s.card for s in table.hand] and not table.proposals
    assert table.b_clear.text == "Take all back" and not table.b_clear.enabled
    # proposed again (dropped on its meld), the button names it; pressed, it follows again
    assert table.propose(card, target)
    assert table.b_clear.text == f"Take {card_symbol(card)} back" and table.b_clear.enabled
    table.b_clear.activate()
    assert card in [s.card for s in table.hand] and not table.proposals
    assert table.b_clear.text == "Take all back" and not table.b_clear.enabled
