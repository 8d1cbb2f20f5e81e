"""French discards with *écarter* at a Rami table (the Rami rules' word, seed 002) and with
*défausser* at a Gin table (seed 000): the move feed, the hand's sentences, the refusal and the
hints say the verb of the table's family (a play-tester read both in one Rami hand)."""

from __future__ import annotations

from game.coach import hint as h
from game.core import events as ev
from game.core.actions import Discard
from game.core.cards import Card
from game.ui import wording
from game.ui.coach_words import hint_text
from game.ui.feed_words import MoveFeed
from game.ui.refusal_words import REFUSALS
from game.variants.terms import CLASSIC_TERMS, RAMI_TERMS, RETOURNE_TERMS

NAMES = ["Ann", "Bob"]
KING = Card.parse("KC")
SEVEN = Card.parse("7H")

SOURCE = ('from game.ui.i18n import R_\n'
          'def line(rami):\n'
          '    return R_("You discarded {card}", rami)\n')


def _feed(terms) -> list[str]:
    feed = MoveFeed(NAMES, reader=0, terms=terms)
    feed.note(ev.Drew(1, "stock", SEVEN))
    feed.note(ev.Discarded(1, KING))
    feed.note(ev.Drew(0, "discard", KING))
    feed.note(ev.Discarded(0, SEVEN))
    return [line.text for line in feed.lines()] + [line.brief for line in feed.lines()]


def test_the_feed_says_ecarter_in_rami_and_defausser_in_gin(restore_language):
    restore_language.set_language("fr")
    rami, gin, retourne = _feed(RAMI_TERMS), _feed(CLASSIC_TERMS), _feed(RETOURNE_TERMS)
    assert all("écarté" in t and "défaussé" not in t for t in rami), rami
    assert all("défaussé" in t and "écarté" not in t for t in gin + retourne), gin
    assert rami[0] == "Bob a pioché et écarté le roi de trèfle"


def test_english_and_polish_read_the_same_at_both_tables(restore_language):
    assert _feed(RAMI_TERMS) == _feed(CLASSIC_TERMS)
    restore_language.set_language("pl")
    assert _feed(RAMI_TERMS) == _feed(CLASSIC_TERMS)


def test_the_hands_sentence_and_the_refusal_follow_the_family(restore_language):
    restore_language.set_language("fr")
    said = wording.event(ev.Discarded(1, KING), NAMES, 0, RAMI_TERMS)
    assert said == "Bob a écarté le roi de trèfle"     # as the feed says it
    assert wording.event(ev.Discarded(1, KING), NAMES, 0, CLASSIC_TERMS) == \
        "Bob a défaussé le roi de trèfle"
    refuse = REFUSALS["one-draw-per-turn"]
    assert refuse(RAMI_TERMS, {}).endswith("écartez.")
    assert refuse(CLASSIC_TERMS, {}).endswith("défaussez.")


def test_a_rami_hint_to_discard_says_ecartez(restore_language):
    restore_language.set_language("fr")
    reason = h.HintReason(h.DISCARD_DEADWOOD, cards=(KING,), deadwood_before=30,
                          deadwood_after=20)
    hint = h.Hint(Discard(KING), reason)
    assert hint_text(hint, rami=True).startswith("Écartez le roi de trèfle")
    assert hint_text(hint, rami=False).startswith("Défaussez le roi de trèfle")
    holds = h.Hint(Discard(KING), h.HintReason(h.DISCARD_HOLDS_MELDS, cards=(KING,)))
    assert hint_text(holds, rami=True).startswith("Écartez le roi de trèfle")


def test_extract_enters_an_r_text_plain_and_in_the_rami_context(tool, tmp_path):
    ui = tmp_path / "game" / "ui"
    ui.mkdir(parents=True)
    (ui / "feed.py").write_text(SOURCE, encoding="utf-8")
    entries = tool.extract(ui, tmp_path, with_variants=False)
    assert [(e.context, e.msgid) for e in entries] == [
        (None, "You discarded {card}"), ("rami", "You discarded {card}")]
    (ui / "feed.py").write_text(SOURCE.replace('"You discarded {card}"',
                                               'f"You discarded {rami}"'), encoding="utf-8")
    assert [f.line for f in tool.check(ui, tmp_path)] == [3]


def test_extract_enters_an_rn_text_plain_and_in_the_rami_context(tool, tmp_path):
    ui = tmp_path / "game" / "ui"
    ui.mkdir(parents=True)
    (ui / "sheet.py").write_text('from game.ui.i18n import Rn_\n'
                                 'def line(n, rami):\n'
                                 '    return Rn_("{n} hand", "{n} hands", n, rami)\n',
                                 encoding="utf-8")
    entries = tool.extract(ui, tmp_path, with_variants=False)
    assert [(e.context, e.msgid, e.plural) for e in entries] == [
        (None, "{n} hand", "{n} hands"), ("rami", "{n} hand", "{n} hands")]
