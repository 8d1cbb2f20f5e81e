"""003 goes down (a *descente*) where the other Gin variants knock: its hints, prompts and
review say so in every language, as its button, panel and glossary do (a Polish play-tester
was told "Zastukaj" and "Stukanie: odrzuć kartę…" beside the "Wyłożenie" button)."""

from __future__ import annotations

import pytest

import game.ui.scenes  # noqa: F401 - the scenes register themselves
from game.coach import hint as h
from game.core.actions import Knock
from game.core.cards import Card
from game.ui.coach_words import action_text, hint_text
from game.variants.terms import RETOURNE_TERMS
from tests.ui_variants.helpers import play_until, session, settle, show


@pytest.fixture
def restore_language():
    """The test's language, English again after it."""
    from game.ui import i18n

    yield i18n
    i18n.set_language("en")

SEVEN = Card.parse("7C")
# every knock-or-wait reason, with and without the expected gap
REASONS = [h.HintReason(kind, cards=(SEVEN,), deadwood_before=12, deadwood_after=5,
                        expected_now=now, expected_wait=wait, undercut=0.3)
           for kind in (h.KNOCK_NOW, h.WAIT_UNDERCUT_RISK, h.WAIT_UNDERCUT_COST, h.WAIT_BETTER)
           for now, wait in ((4, 9), (4, 5), (None, None), (-3, 6))]
# the knock's words in each language, and the descente's
KNOCK = {"en": ("knock",), "fr": ("frapp", "frappez"), "pl": ("stuk", "zastukaj")}
DESCENTE = {"en": ("go down", "going down", "descente"), "fr": ("descente",),
            "pl": ("wyłoż", "wyłóż")}


def _words(text: str, language: str) -> None:
    low = text.lower()
    assert not any(k in low for k in KNOCK[language]), text
    assert any(d in low for d in DESCENTE[language]), text


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
def test_the_hints_go_down_in_003(language, restore_language):
    restore_language.set_language(language)
    for reason in REASONS:
        action = Knock(SEVEN) if reason.kind == h.KNOCK_NOW else None
        text = hint_text(h.Hint(action, reason), descente=True)
        if reason.kind == h.WAIT_UNDERCUT_RISK and not reason.expected_now:
            assert not any(k in text.lower() for k in KNOCK[language]), text
            continue
        _words(text, language)
        # the other variants still knock
        assert any(k in hint_text(h.Hint(action, reason)).lower() for k in KNOCK[language])
    _words(action_text(Knock(SEVEN), RETOURNE_TERMS), language)


def _can_go_down(e) -> bool:
    return e.to_act == 0 and e.phase == "discard" and \
        any(isinstance(a, Knock) for a in e.legal_actions())


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
def test_the_table_prompts_a_descente_in_003(app, language, restore_language):
    restore_language.set_language(language)
    for seed in range(1, 60):
        sess = session("gin-rami", seed=seed)
        if play_until(sess, _can_go_down, limit=400):
            break
    table = show(app, sess)
    settle(app, table)
    table._refresh_buttons()
    assert table.b_knock.enabled
    _words(table.prompt_for_viewer(), language)
    _words(table.b_knock.tooltip, language)
    table.knock_mode = True
    _words(table.prompt_for_viewer(), language)
    # the hint bubble's sentence, as the table words it for its rules
    _words(table.hint_words(h.Hint(Knock(SEVEN), REASONS[0])), language)
