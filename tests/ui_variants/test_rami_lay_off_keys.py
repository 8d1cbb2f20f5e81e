"""Laying off in Rami from the keyboard (a Polish play-tester, keys only): in the lesson, L on
the focused ten of diamonds did nothing and said nothing (the greyed Lay off was hidden, its
key with it); once the ten was chosen with Space the prompt said only "1 card chosen — choose
at least 3 for a meld". L now acts on the card the arrows chose, or says why not, and the
prompt for one chosen card that fits a meld names L and the meld."""

from __future__ import annotations

import pygame
import pytest

import game.ui.scenes  # noqa: F401 - the scenes register themselves
from game.core.actions import LayOff
from game.ui import i18n
from game.ui.card_words import card_name, card_symbol, card_words
from tests.ui.conftest import key
from tests.ui_variants.helpers import settle
from tests.ui_variants.test_guide_scene import _to_step


def _lesson_at_lay_off(app):
    app.clear_to_scene("tutorial")
    app.scenes.top.start("rami")
    table = app.scenes.top
    _to_step(app, table, "rami-layoff")
    app.step()
    return table, table.guide.step.highlight[0]


def _cursor_to(app, table, wanted) -> None:
    for _ in range(len(table.hand)):
        if table.selected is not None and table.selected.card == wanted:
            return
        key(app, pygame.K_LEFT)
    raise AssertionError(f"the arrows never reached {wanted}")


@pytest.mark.parametrize("language", ["en", "pl"])
def test_l_on_a_card_that_fits_no_meld_says_why_in_the_lesson(app, language):
    """... in the player's language: Polish read "this card does not extend this meld" of
    the first meld on the table, the English words having been looked for in it."""
    i18n.set_language(language)
    try:
        table, ten = _lesson_at_lay_off(app)
        other = next(s.card for s in table.hand if s.card != ten and not any(
            isinstance(a, LayOff) and a.card == s.card for a in table.legal()))
        _cursor_to(app, table, other)
        assert not table.b_layoff.visible       # greyed, so hidden in a lesson
        key(app, pygame.K_l)
        said = i18n._("The {card} does not fit any meld on the table").format(
            card=card_name(other))
        assert table.toast is not None and table.toast[0] == card_words(said)
    finally:
        i18n.set_language("en")


def test_l_lays_off_the_focused_card_in_the_lesson(app):
    table, ten = _lesson_at_lay_off(app)
    _cursor_to(app, table, table.hand[0].card)   # away, then back with the arrows
    for _ in range(len(table.hand)):
        if table.selected.card == ten:
            break
        key(app, pygame.K_RIGHT)
    assert table.selected.card == ten and table.b_layoff.enabled and table.b_layoff.visible
    key(app, pygame.K_l)
    settle(app, table)
    assert ten not in [s.card for s in table.hand]
    assert table.guide.step is None or table.guide.step.key != "rami-layoff"


def test_one_chosen_card_that_fits_is_offered_l_and_its_meld(app):
    table, ten = _lesson_at_lay_off(app)
    _cursor_to(app, table, ten)
    key(app, pygame.K_SPACE)                # chosen
    assert [s.card for s in table.chosen] == [ten]
    prompt = table.prompt_for_viewer()
    assert "(L)" in prompt and card_symbol(ten) in prompt and "9♦" in prompt, prompt
    assert "at least 3" in prompt
