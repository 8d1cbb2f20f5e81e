"""The French words of the seeds at the Rami table (a play-tester): the card turned up at the
deal is *la retourne* in Rami (seed 002) where Gin says *l'entame* (seed 000); a hand ended
by the restock cap is a *coup nul*, the game's own word for a Rami deal, not a «match nul»;
the info panel's rule tags are capitalised alike (the compact panel set «Annonce Rami !»
over «sortie sur un écart»)."""

from __future__ import annotations

import pytest

from game.core import events as ev
from game.core.cards import Card
from game.ui import i18n, wording
from game.ui.feed_words import MoveFeed
from game.variants import find_variant
from game.variants.options import offered_options
from game.variants.terms import terms_for
from tests.ui_variants.helpers import session, show

JACK = Card.parse("JH")


@pytest.fixture
def french():
    i18n.set_language("fr")
    yield
    i18n.set_language("en")


def _upcard_lines(variant: str) -> tuple[str, str]:
    terms = terms_for(find_variant(variant).rules)
    feed = MoveFeed(["Amelie", "Bruno"], None, terms)
    feed.note(ev.UpcardTurned(JACK))
    line = feed.lines()[-1]
    return line.brief, wording.event(ev.UpcardTurned(JACK), ["Amelie", "Bruno"], None, terms)


def test_french_rami_turns_the_retourne_and_gin_the_entame(french):
    short, sentence = _upcard_lines("rami")
    assert short.startswith("La retourne") and sentence.startswith("La retourne"), \
        (short, sentence)
    for variant in ("classic", "oklahoma"):
        short, sentence = _upcard_lines(variant)
        assert short.startswith("L’entame") and sentence.startswith("L’entame"), \
            (short, sentence)


def test_english_keeps_the_upcard_in_both():
    assert _upcard_lines("rami")[0].startswith("Upcard")
    assert _upcard_lines("classic")[1].startswith("The upcard was")


def test_a_void_rami_hand_is_a_coup_nul(french):
    rows = {row.key: row for row in offered_options("rami", {})}
    assert "coup nul" in i18n._(rows["restock_cap"].label)
    for row in rows.values():
        for text in (row.label, row.help):
            assert "match nul" not in (i18n._(text) if text else ""), text
    line = i18n.ngettext("Draw: the stock ran out after {n} restock; nobody pays",
                         "Draw: the stock ran out after {n} restocks; nobody pays", 2)
    assert line.startswith("Coup nul"), line


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
def test_the_rule_tags_are_capitalised_alike(app, language):
    i18n.set_language(language)
    try:
        sess = session("rami", seats=3, rami_call=True, go_out_on_discard=True,
                       rami_arret=True)
        table = show(app, sess)
        lines = [text for text, _colour in table._info_lines(table.layout)]
        tags = next(line for line in lines if " · " in line and
                    i18n._("Out on a discard") in line)
        parts = tags.split(" · ")
        assert len(parts) == 3, parts
        assert all(p[0].isupper() for p in parts), parts
    finally:
        i18n.set_language("en")
