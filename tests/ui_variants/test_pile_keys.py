"""The letters for the piles follow the language: in Polish the discard pile is the "stos"
and the stock the "talon", so English S (stock) and T (take the discard) read backwards
there. Polish draws from the talon with T and takes from the stos with S; the prompt and
the rules' key list name the same letters. French calls the stock the "talon" too: its
prompt said «le talon (S) ou la défausse (T)», and a player pressing T for the talon took
the discard (a play-tester); French draws with T and takes the défausse with S (D, its
initial, is Rami's Discard key)."""

from __future__ import annotations

import pygame
import pytest

from game.core.actions import DISCARD_PILE, STOCK, Draw, Pass
from game.ui import i18n, pile_keys, rules_text
from game.variants import find_variant
from tests.ui.conftest import key
from tests.ui_variants.helpers import session, settle, show


@pytest.fixture
def french():
    i18n.set_language("fr")
    yield
    i18n.set_language("en")


@pytest.fixture
def polish():
    i18n.set_language("pl")
    yield
    i18n.set_language("en")


def _at_draw(app, seed: int = 3):
    sess = session("classic", seed=seed)
    table = show(app, sess)
    settle(app, table)
    if sess.engine.phase == "offer":
        table.submit(Pass())
        settle(app, table, until=lambda: sess.engine.phase == "draw"
               and sess.engine.to_act == 0 and table.settled)
    assert sess.engine.phase == "draw" and sess.engine.to_act == 0
    return sess, table


def test_the_pile_letters_in_each_language(polish):
    assert pile_keys.pile_letters() == ("T", "S")
    i18n.set_language("fr")
    assert pile_keys.pile_letters() == ("T", "S")
    i18n.set_language("en")
    assert pile_keys.pile_letters() == ("S", "T")


@pytest.mark.parametrize("stock, pile", [("P", "T"), ("S", "S"), ("ST", "T"), ("1", "T")])
def test_a_letter_that_would_clash_or_is_no_letter_falls_back(monkeypatch, stock, pile):
    words = {"key that draws from the stock": stock, "key that takes the discard": pile}
    monkeypatch.setattr(pile_keys, "pgettext", lambda ctx, msg: words[ctx])
    assert pile_keys.pile_letters() == ("S", "T")


@pytest.mark.parametrize("letter, source", [(pygame.K_t, STOCK), (pygame.K_s, DISCARD_PILE)])
def test_polish_t_draws_from_the_talon_and_s_takes_from_the_stos(app, polish, letter,
                                                                  source):
    sess, table = _at_draw(app)
    assert "(T)" in table.prompt() and "(S)" in table.prompt()
    assert table.prompt().index("(T)") < table.prompt().index("(S)")   # talon named first
    log = len(sess.engine.log)
    key(app, letter)
    settle(app, table, until=lambda: len(sess.engine.log) > log)
    assert sess.engine.log[log] == Draw(source)


def test_the_rules_key_list_names_the_same_letters(polish):
    for text in (rules_text._at_the_table(find_variant("classic").rules)[1],
                 rules_text._at_the_table(find_variant("gin-rami").rules)[1],
                 rules_text._at_the_rami_table()[1]):
        assert "T dobiera z talonu" in text and "S bierze ze stosu" in text, text[-400:]


def test_each_gin_variants_key_list_names_its_own_buttons():
    """003's key list said "P passes, K knocks": it has no upcard to pass and goes down with
    a descente (a play-tester); only three-player Gin has a hand to sit out."""
    from game.ui.rules_text import rules_sections

    def keys(variant):
        return rules_sections(variant)[-1][1]

    assert "K goes down (descente)" in keys("gin-rami") and "P passes" not in keys("gin-rami")
    assert "B grand gin" in keys("gin-rami")
    assert "P passes, K knocks" in keys("classic") and "sit a hand out" not in keys("classic")
    assert "While you sit a hand out, N skips to its end." in keys("three-player")


def _rami_at_draw(app):
    sess = session("rami", seats=3, seed=3)
    table = show(app, sess)
    settle(app, table, until=lambda: sess.engine.phase == "draw" and sess.engine.to_act == 0
           and table.settled)
    assert sess.engine.phase == "draw" and sess.engine.to_act == 0
    return sess, table


@pytest.mark.parametrize("variant", ["classic", "rami"])
@pytest.mark.parametrize("which", ["stock", "pile"])
def test_in_french_the_letter_shown_for_each_pile_takes_from_it(app, french, variant, which):
    """«Piochez une carte : le talon (T) ou la défausse (S)» in Rami, «Piochez (T) ou prenez
    la défausse (S)» in Gin: the letter after each pile's word draws from that pile."""
    sess, table = _at_draw(app) if variant == "classic" else _rami_at_draw(app)
    prompt = table.prompt()
    stock_word = "le talon" if variant == "rami" else "Piochez"
    stock = prompt.split(stock_word, 1)[1].split("(", 1)[1][0]
    pile = prompt.split("la défausse", 1)[1].split("(", 1)[1][0]
    assert (stock, pile) == ("T", "S"), prompt
    log = len(sess.engine.log)
    key(app, pygame.key.key_code((stock if which == "stock" else pile).lower()))
    settle(app, table, until=lambda: len(sess.engine.log) > log)
    assert sess.engine.log[log] == Draw(STOCK if which == "stock" else DISCARD_PILE)


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
@pytest.mark.parametrize("variant", ["classic", "gin-rami", "three-player", "rami"])
def test_no_pile_letter_is_another_keys(app, language, variant):
    """Every key a table's buttons answer to (Gin's and Rami's) is left to them: the pile
    letters of each language take none (and `OTHER_KEYS` names them all)."""
    i18n.set_language(language)
    try:
        sess = session(variant, seats=3 if variant in ("three-player", "rami") else 2,
                       rami_call=True, rami_arret=True) if variant == "rami" else \
            session(variant, seats=3 if variant == "three-player" else 2)
        table = show(app, sess)
        keys = {pygame.key.name(w.shortcut).upper() for w in table.widgets.widgets
                if getattr(w, "shortcut", None) is not None}
        keys = {k for k in keys if len(k) == 1 and "A" <= k <= "Z"}
        assert keys and keys <= pile_keys.OTHER_KEYS, keys - pile_keys.OTHER_KEYS
        stock, pile = pile_keys.pile_letters()
        assert stock != pile and not {stock, pile} & keys
    finally:
        i18n.set_language("en")


def test_the_french_key_lists_name_the_same_letters(french):
    for text in (rules_text._at_the_table(find_variant("classic").rules)[1],
                 rules_text._at_the_rami_table()[1]):
        assert "T pioche" in text and "S prend la défausse" in text, text[-400:]
