""""Learn to play": the guided hands run through the real menu, tutorial scene and table."""

from __future__ import annotations

import pygame
import pytest

import game.ui.scenes  # noqa: F401 - the scenes register themselves
from game.coach.tutorial import script_for


def guide_move(table) -> str | None:
    """One move of the guide's autoplayer, once the table is at rest: Continue on an
    explanation (once the computer's scripted moves are shown), the step's move otherwise,
    through the table's own paths; the step's key, or None when it waited."""
    guide = table.guide
    if not table.settled or table.intents:
        return None
    step = guide.step
    if step.expect is None:
        assert guide.b_next.visible and guide.b_next.rect.width
        if guide.b_next.enabled:
            guide.b_next.activate()
            return step.key
    elif table.session.engine.to_act == table.viewer:
        table.perform(step.expect)
        return step.key
    return None


def play_guide(app, table, limit: int = 20000) -> list[str]:
    """The guide played to its end by `guide_move`: the keys of the steps it went through."""
    keys = []
    for _ in range(limit):
        app.step()
        if table.guide.finished:
            return keys
        key = guide_move(table)
        if key is not None:
            keys.append(key)
    raise AssertionError("the guide did not finish")


@pytest.mark.parametrize("name", ["gin", "rami"])
def test_learn_to_play_completes_under_the_autoplayer(app, name):
    app.clear_to_scene("menu")
    menu = app.scenes.top
    next(w for w in menu.widgets.widgets if w.name == "learn").activate()
    tutorial = app.scenes.top
    assert tutorial.name == "tutorial"
    tutorial.start(name)
    table = app.scenes.top
    assert table.guide is not None and not table.b_hint.visible and not table.b_undo.visible
    keys = play_guide(app, table)
    assert keys == [s.key for s in script_for(name).steps]
    if name == "gin":
        assert table.guide.run.scored
    # the played hand is the script's, move for move
    script = script_for(name)
    played = [str(a) for a in table.session.engine.log[1:1 + len(script.log)]]
    assert played == [str(a) for a in script.log]
    assert app.session is None    # a guided game is never the match to continue
    table.guide.b_next.activate()  # "Play again"
    again = app.scenes.top
    assert again is not table and again.guide.step.key == script.steps[0].key
    again.guide.b_skip.activate()
    assert app.scenes.top is tutorial


def test_the_guide_refuses_another_move_and_says_why(app):
    app.clear_to_scene("tutorial")
    tutorial = app.scenes.top
    tutorial.start("gin")
    table = app.scenes.top
    for _ in range(2000):
        app.step()
        if table.guide.step.expect is not None and table.settled and \
                table.session.engine.to_act == table.viewer:
            break
        if table.guide.step.expect is None and table.settled:
            table.guide.b_next.activate()
    log = list(table.session.engine.log)
    from game.core.actions import DISCARD_PILE, Draw

    assert table.guide.step.key == "gin-draw-stock"
    table.perform(Draw(DISCARD_PILE))
    assert table.session.engine.log == log
    assert table.toast is not None and "guide" in table.toast[0]
    # a move the rules refuse says the rule, not only "follow the guide" (a play-tester)
    from game.core.actions import Discard

    card = table.hand[0].card
    table.perform(Discard(card))
    assert table.session.engine.log == log
    assert table.toast is not None and "guide" not in table.toast[0]
    assert table.toast[0] == table.reason(Discard(card))



def test_the_guide_names_the_deadwood_in_the_order_the_hand_shows_it(app):
    """"Cards outside melds are deadwood…: two of hearts, nine of hearts, three of clubs…"
    stood over a hand sorted 2♥ 2♣ 3♦ 3♣ 7♥ 9♥ J♠: the list now reads as the hand does, left
    to right, whichever way the player sorts it."""
    from game.ui.coach_words import card_name

    table = _guided_table_at(app, "gin", "gin-deadwood")
    step = table.guide.step
    for sort in (table.b_suit, table.b_rank, table.b_melds):
        sort.activate()
        shown = [s.card for s in table.hand if s.card in step.highlight]
        text = table.guide.text(tuple(s.card for s in table.hand))
        places = [text.index(card_name(card) + sep) for card, sep in
                  zip(shown, [","] * (len(shown) - 1) + ["."], strict=True)]
        assert places == sorted(places), (shown, text)


def _guided_table_at(app, name: str, key: str):
    """The guided table of `name`, played through the guide up to the step `key`."""
    app.clear_to_scene("menu")
    next(w for w in app.scenes.top.widgets.widgets if w.name == "learn").activate()
    app.scenes.top.start(name)
    table = app.scenes.top
    for _ in range(20000):
        app.step()
        if table.guide.step.key == key and table.settled and not table.intents and \
                table.guide.caught_up(table):
            return table
        guide_move(table)
    raise AssertionError(f"the step {key} never came")


def test_once_knock_is_pressed_the_ring_leaves_the_button_for_the_card(app):
    """The guide ringed the Knock button; pressed, it reads "Cancel knock" and kept the ring,
    which pointed the player at cancelling. The card to knock with keeps its ring."""
    from game.ui.table.coaching import HINT_COLOUR
    from tests.ui_variants.test_coaching_table import _outlined

    table = _guided_table_at(app, "gin", "gin-knock")
    width = max(2, app.layout.px(4))
    card = table.guide.step.highlight[0]
    sprite = next(s for s in table.hand if s.card == card)

    def rings():
        app.step()
        table.draw(app.screen)
        button = table.b_knock.rect   # its ring's outer rows: the button's glow covers the rest
        above = {tuple(app.screen.get_at((button.centerx, y)))[:3]
                 for y in range(button.top - width, button.top)}
        return (HINT_COLOUR in above, _outlined(app.screen, sprite.draw_rect, width, width * 2))

    assert rings() == (True, True)
    table.b_knock.activate()
    assert table.knock_mode
    assert rings() == (False, True)


def test_the_ring_on_laid_off_cards_stops_at_the_deadwood_after_them(app):
    """At the guided showdown the computer's two lay-offs end the player's meld, and the
    player's deadwood lies over their right edge: the ring round them ran onto the two of
    hearts there. Every ring now ends before a card that is not marked."""
    table = _guided_table_at(app, "gin", "gin-layoffs")
    marked = set(table.guide.highlight())
    width = max(2, app.layout.px(4))
    boxes = table._mark_boxes(marked, width * 2, app.layout.px(3))
    assert boxes
    cards = [s for fan in [table.hand, *table.melds] for s in fan if not s.flying]
    unmarked = [pygame.Rect(s.draw_rect) for s in cards if s.card not in marked]
    for box in boxes:
        inside = [r for r in unmarked if box.left + width * 2 < r.left < box.right
                  and r.top < box.bottom and r.bottom > box.top]
        assert not inside, (box, inside)


@pytest.mark.parametrize(("key", "then", "meanwhile", "said"), [
    ("gin-knock", "gin-layoffs", "You knocked. The computer now shows its hand",
     "The computer shows its hand"),
    ("gin-discard", "gin-take-discard", "The computer is playing",
     "The computer threw the queen of spades")])
def test_the_next_step_waits_for_the_table_to_show_it(app, key, then, meanwhile, said):
    """Right after the guided knock the panel said "The computer shows its hand and lays
    off…" beside the knock's banner, before the computer had shown a card; "The computer
    threw the queen of spades: take it" stood there while the computer was still playing
    and the pile showed the player's own discard (play-testers). Until the table shows what
    a step explains or asks for, the panel says, dimmed, what the computer is doing: not
    the step the player has just done ("When you discard the seven of hearts… knock with
    it" stood while the computer laid off: a play-tester)."""
    from game.ui import theme

    table = _guided_table_at(app, "gin", key)
    app.step()
    table.draw(app.screen)
    before = table.guide.shown_text(table)
    assert before[1] == theme.TEXT
    table.perform(table.guide.step.expect)
    assert table.guide.step.key == then and not table.guide.caught_up(table)
    for _ in range(20000):   # the whole time the computer's replies are shown
        text, colour = table.guide.shown_text(table)
        assert text != before[0]
        assert colour == theme.TEXT_DIM and text.startswith(meanwhile), text
        app.step()
        if table.guide.caught_up(table):
            break
    text, colour = table.guide.shown_text(table)
    assert colour == theme.TEXT and text.startswith(said)
    assert text == table.guide.text(tuple(s.card for s in table.hand))


@pytest.mark.parametrize("key", [pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE])
def test_enter_continues_an_explanation_as_space_does(app, key):
    """The panel's lit Continue answers Enter too: Enter went to the hand and was refused
    ("Draw from the stock…" in red) while the welcome waited for Continue."""
    app.clear_to_scene("tutorial")
    app.scenes.top.start("gin")
    table = app.scenes.top
    for _ in range(2000):
        app.step()
        if table.guide.b_next.active:
            break
    first = table.guide.step.key
    assert table.guide.step.expect is None
    table.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    assert table.guide.step.key != first
    assert table.toast is None     # nothing was refused


def _to_step(app, table, wanted: str) -> None:
    """Play the guide (its autoplayer) until the step `wanted` waits for the player."""
    for _ in range(20000):
        app.step()
        step = table.guide.step
        if step.key == wanted and table.settled and not table.intents and \
                table.session.engine.to_act == table.viewer:
            return
        guide_move(table)
    raise AssertionError(f"the guide never reached {wanted}")


def test_the_rami_lessons_meld_and_lay_off_buttons_come_back_when_they_light(app):
    """Greyed action buttons hide in a guided hand; Meld and Lay off never came back once the
    cards were chosen, so M and L did nothing while the prompt said "Meld (M)" (a
    play-tester): a button hidden while greyed shows again, with its key, once it lights."""
    from tests.ui.conftest import card_point, click, key
    from tests.ui_variants.helpers import settle

    app.clear_to_scene("tutorial")
    app.scenes.top.start("rami")
    table = app.scenes.top
    _to_step(app, table, "rami-meld")
    app.step()
    # the guide chose the meld's cards for the keys (Meld lit): unchosen, Meld hides again
    assert table.b_meld.visible and table.b_meld.enabled
    table.clear_chosen()
    table._refresh_buttons()
    assert not table.b_meld.visible
    for card in table.guide.step.highlight:
        click(app, card_point(table, table.sprite_of(card)))
        settle(app, table)
    assert table.b_meld.visible and table.b_meld.enabled and table.b_meld.rect.width
    key(app, pygame.K_m)
    settle(app, table)
    assert table.guide.step.key != "rami-meld"
    _to_step(app, table, "rami-layoff")
    card = table.guide.step.highlight[0]
    click(app, card_point(table, table.sprite_of(card)))
    settle(app, table)
    assert table.b_layoff.visible and table.b_layoff.enabled
    key(app, pygame.K_l)
    settle(app, table)
    assert table.guide.step is None or table.guide.step.key != "rami-layoff"


def test_a_finished_guide_says_the_hand_is_over_instead_of_the_turns_prompt(app):
    app.clear_to_scene("tutorial")
    app.scenes.top.start("rami")
    table = app.scenes.top
    play_guide(app, table)
    assert table.guide.finished
    # the Rami lesson stops after the player's discard, the hand not played out: the
    # prompt says where it stopped ("The guided hand is over" beside seven cards held)
    assert table.prompt() == "The lesson stops here, between two turns"
    assert table.session.engine.to_act != table.viewer and len(table.hand) == 6
    for _ in range(300):   # the computer does not play on past the script
        app.step()
    assert table.session.log_length() == 1 + len(table.guide.run.script.log)


def test_a_meld_laid_off_on_stays_in_its_owners_row(app):
    """After the Rami lesson's lay-off the computer's 7-8-9-10♦ no longer fitted its row
    and wrapped under "You" at 800x600 (a play-tester): a group that will not fit the rest
    of a row starts its own, so every meld lies right of its owner's name."""
    from game.ui.layout import Layout

    app.screen = pygame.Surface((800, 600))
    app.layout = Layout((800, 600), 1.0)
    app.clear_to_scene("tutorial")
    app.scenes.top.start("rami")
    table = app.scenes.top
    play_guide(app, table)
    assert len(table.melds) >= 3
    spots, labels, _mw = table.meld_layout()
    for i, owner in enumerate(table.meld_owner):
        lx, ly = labels[owner]
        box = spots[i].box
        assert box.left > lx and box.top >= ly - box.height, (owner, box, labels)
        rows_below = [o for o, (x, y) in labels.items() if o != owner and ly < y <= box.top]
        assert not rows_below, (owner, box, labels)   # no other name's row between


def test_the_scoring_step_gives_the_hands_figures(app):
    """The lesson's scoring step says the two deadwoods and the points, as the hand scored
    them (it had said only "the difference between the two deadwoods")."""
    from game.core.events import HandScored

    table = _guided_table_at(app, "gin", "gin-scoring")
    scored = next(e for e in table.guide.run.events if isinstance(e, HandScored))
    yours, theirs = scored.deadwood
    assert scored.points[0] == theirs - yours > 0
    text = table.guide.text()
    assert f"Your deadwood is {yours} and the computer's {theirs}" in text
    assert f"{theirs}\u00a0−\u00a0{yours}\u00a0=\u00a0{scored.points[0]} points" in text


@pytest.mark.parametrize("name", ["gin", "rami"])
def test_the_prompt_never_asks_for_a_greyed_continue(app, name):
    """"Read the guide, then press Continue" stood under a greyed Continue while the table
    was still showing the computer's lay-offs (a play-tester): while Continue waits for the
    table, the prompt says what the table shows instead."""
    app.clear_to_scene("menu")
    next(w for w in app.scenes.top.widgets.widgets if w.name == "learn").activate()
    app.scenes.top.start(name)
    table = app.scenes.top
    asked = "Read the guide, then press Continue"
    waited = 0
    for _ in range(20000):
        app.step()
        if table.guide.finished:
            break
        button = table.guide.b_next
        if button.visible and not button.enabled:
            waited += 1
            assert table.prompt() != asked, table.guide.step.key
        guide_move(table)
    assert table.guide.finished and waited
