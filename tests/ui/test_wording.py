"""The wording module words every result the engine can produce, in every variant.

Two kinds of check:
- table-driven: every score-line kind and refusal id the engine's source can emit (read from
  `game/core` with `ast`) has a sentence builder, and each builds a complete sentence from
  values of the names the engine passes; a new kind without wording fails here;
- real engines: random matches of every variant, with every illegal action tried at each
  decision, word every score line, void reason, refusal and event they produce.
"""

from __future__ import annotations

import ast
import random
import re
from pathlib import Path

import pytest

from game.core.actions import Discard, NextHand
from game.core.cards import Card
from game.core.errors import IllegalActionError
from game.core.events import GameClosed, HandScored, HandVoid, MatchOver
from game.core.families import new_game
from game.core.results import Refusal, ScoreLine
from game.ui import refusal_words, wording
from game.ui.score_tables import score_table
from game.variants import VARIANTS
from game.variants.terms import CLASSIC_TERMS, RETOURNE_TERMS, terms_for

CORE = Path(__file__).resolve().parents[2] / "game" / "core"
NAMES = ["Ann", "Bob", "Cy", "Di", "Ed", "Flo"]
LEFTOVER = re.compile(r"\{[^}]*\}")


def _strings(node: ast.AST) -> list[str]:
    """The string constants an argument can take (a constant or a conditional of them)."""
    return [n.value for n in ast.walk(node) if isinstance(n, ast.Constant)
            and isinstance(n.value, str)]


def emitted() -> tuple[dict[str, set[str]], dict[str, set[str]]]:
    """Score-line kinds and refusal keys in game/core's source, with their value names."""
    lines: dict[str, set[str]] = {}
    refusals: dict[str, set[str]] = {}
    for path in CORE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            owner = getattr(func, "value", None)
            owner = getattr(owner, "id", "")
            keys = {k.arg for k in node.keywords if k.arg}
            first = node.args[0]
            if not (isinstance(first, ast.Constant) and isinstance(first.value, str)):
                continue
            if name == "of" and owner == "ScoreLine":
                lines.setdefault(first.value, set()).update(keys)
            elif (name == "of" and owner == "Refusal") or name in ("_fail",
                                                                   "IllegalActionError"):
                cases = _strings(node.args[1]) if len(node.args) > 1 else [""]
                for case in cases:
                    key = f"{first.value}/{case}" if case else first.value
                    refusals.setdefault(key, set()).update(keys)
    return lines, refusals


def sample(name: str) -> object:
    """A value of the kind the engine passes under `name`."""
    if name in ("cards_list", "cards", "laid"):
        return (Card.of(12, 1), Card.of(10, 3))
    if name == "card":
        return Card.of(1, 0)
    if name in ("shares", "totals"):
        return (7, 5, 3, 2, 1, 0)
    if name == "reason":
        return ScoreLine.of("stock-ran-out", restocks=2)
    if name in ("variant", "source"):
        return "classic"
    return 2


LINES, REFUSALS = emitted()


def test_the_source_scan_finds_the_engine_results():
    assert {"gin", "big-gin", "knock", "undercut", "pays-holding", "arret-tie",
            "column-closes", "game-closes", "balances"} <= set(LINES)
    assert {"knock-limit", "card-in-hand", "stock-exhausted/arret",
            "rami-only-all-at-once/started", "player-count"} <= set(REFUSALS)


def test_every_kind_and_id_has_wording_and_nothing_stale():
    assert set(LINES) == set(wording.SCORE_LINES)
    assert set(REFUSALS) == set(refusal_words.REFUSALS)


@pytest.mark.parametrize("terms", [CLASSIC_TERMS, RETOURNE_TERMS])
@pytest.mark.parametrize("kind", sorted(LINES))
def test_every_score_line_kind_is_a_sentence(kind, terms):
    seats = (0, 1, 2) if kind in ("final", "totals", "balances", "arret-tie",
                                  "balance-tie") else (0, 1)
    line = ScoreLine.of(kind, *seats, **{n: sample(n) for n in LINES[kind]})
    for you in (None, 0):
        text = wording.score_line(line, NAMES, you, terms)
        assert text.strip() and not LEFTOVER.search(text), text
        assert "AS" not in text.split() and "QH" not in text.split()  # cards in words


@pytest.mark.parametrize("terms", [CLASSIC_TERMS, RETOURNE_TERMS])
@pytest.mark.parametrize("key", sorted(REFUSALS))
def test_every_refusal_is_a_sentence(key, terms):
    rule, _, case = key.partition("/")
    values = {n: sample(n) for n in REFUSALS[key]}
    if rule == "player-count":
        values.update(low=2, high=4, seats=6)
    text = refusal_words.refusal(Refusal.of(rule, case, **values), terms)
    assert text.strip() and not LEFTOVER.search(text), text


def test_plurals_and_second_person():
    one = ScoreLine.of("layoffs", 1, cards=1, deadwood=3)
    two = ScoreLine.of("layoffs", 1, cards=2, deadwood=3)
    assert wording.score_line(one, NAMES) == "Lay-offs by Bob: 1 card, 3 deadwood left"
    assert wording.score_line(two, NAMES) == "Lay-offs by Bob: 2 cards, 3 deadwood left"
    assert wording.score_line(two, ["Ann", "You"], you=1) == \
        "Your lay-offs: 2 cards, 3 deadwood left"
    laid = ScoreLine.of("layoffs", 1, cards=2, deadwood=3,
                        laid=(Card.parse("5H"), Card.parse("TD")))
    assert wording.score_line(laid, NAMES) == \
        "Bob lays off five of hearts, ten of diamonds: 3 deadwood left"
    assert wording.score_line(laid, ["Ann", "You"], you=1) == \
        "You lay off five of hearts, ten of diamonds: 3 deadwood left"
    none = ScoreLine.of("layoffs", 1, cards=0, deadwood=3, laid=())
    assert wording.score_line(none, NAMES) == "Bob lays off nothing: 3 deadwood left"
    assert wording.score_line(ScoreLine.of("knock", 0, deadwood=4), ["You", "Bob"], you=0) \
        == "You knock with 4 deadwood"
    assert wording.score_line(ScoreLine.of("gin", 0, 1, bonus=25, deadwood=9, points=34),
                              ["You", "Bob"], you=0) == \
        "Your gin: bonus 25 + Bob's deadwood 9 = 34"
    assert wording.undone(0, [Discard(Card.of(11, 0)), "bogus"], ["You", "Bob"], you=0) == \
        "You took back: Discard the jack of spades; bogus"
    gets = ScoreLine.of("receives", 0, points=12)
    assert wording.score_line(gets, NAMES) == "Ann receives 12"
    assert wording.score_line(gets, ["You", "Bob"], you=0) == "You receive 12"
    # the cards by suit and rank, and "worth": in Rami only the pay is the winner's laid-down
    # value, and "pays 9 (holding ... = 39)" read as a sum gone wrong (a play-tester)
    paid = ScoreLine.of("pays-holding", 1, pay=17, cards=(Card.of(10, 3), Card.of(6, 1),
                                                         Card.of(2, 3)), value=18)
    assert wording.score_line(paid, NAMES) == "Bob pays 17 (holding six of hearts, two of " \
                                              "clubs, ten of clubs, worth\u00a018)"


def test_variant_vocabulary_is_chosen_once():
    knock = ScoreLine.of("knock", 0, deadwood=4)
    assert wording.score_line(knock, NAMES, terms=terms_for(VARIANTS_BY["classic"])) == \
        "Knock by Ann with 4 deadwood"
    assert wording.score_line(knock, NAMES, terms=terms_for(VARIANTS_BY["gin-rami"])) == \
        "Descente by Ann with 4 deadwood"
    limit = Refusal.of("knock-limit", deadwood=14, limit=10)
    assert refusal_words.refusal(limit) == "Knocking needs deadwood of 10 or less; yours would be 14"
    assert refusal_words.refusal(limit, RETOURNE_TERMS).startswith("A descente needs deadwood of 10")


VARIANTS_BY = {v.name: v.rules for v in VARIANTS}


def _word_events(events, engine, said: list[str]) -> None:
    terms = terms_for(engine.rules)
    for e in events:
        text = wording.event(e, NAMES, 0, terms)
        if text is not None:
            said.append(text)
        if isinstance(e, (HandScored, GameClosed, MatchOver)):
            said.extend(wording.score_lines(e.lines, NAMES, None, terms))
        if isinstance(e, HandVoid):
            said.append(wording.score_line(e.reason, NAMES, None, terms))


@pytest.mark.parametrize("variant", [v.name for v in VARIANTS])
def test_real_matches_of_every_variant_are_worded(variant):
    """Play random matches; at each decision try every action the seat may not take, word
    the refusal; word every event, score line and the score sheet."""
    rules = VARIANTS_BY[variant]
    rng = random.Random(7)
    said: list[str] = []
    kinds: set[str] = set()
    refused: set[str] = set()
    for seed in range(2):
        engine = new_game(rules, rules.min_players, seed)
        _word_events(engine.apply(NextHand()), engine, said)
        for _ in range(400):
            if engine.is_over:
                break
            legal = engine.legal_actions()
            probe = new_game(rules, rules.min_players, seed)  # an action from another state
            for action in [NextHand(), *probe.legal_actions()][:6]:
                try:
                    engine.check(action)
                except IllegalActionError as err:
                    refused.add(err.refusal.key)
                    said.append(refusal_words.refusal(err.refusal, terms_for(rules)))
            events = engine.apply(rng.choice(legal))
            kinds.update(line.kind for e in events if isinstance(e, HandScored)
                         for line in e.lines)
            _word_events(events, engine, said)
        sheet = score_table(engine.view(0).score, NAMES[:engine.seats], rules)
        said.extend([sheet.title, *sheet.headers, *sheet.footer, *sheet.key])
    assert kinds and refused
    assert all(text.strip() and not LEFTOVER.search(text) for text in said if text), \
        [t for t in said if LEFTOVER.search(t)]


def test_go_out_banner_uses_the_variant_words():
    assert wording.go_out_banner("big-gin", "Ann", 0, RETOURNE_TERMS) == "Grand gin! (Ann)"
    assert wording.go_out_banner("big-gin", "Ann", 0) == "Big gin! (Ann)"
    assert wording.go_out_banner("knock", "Ann", 4, RETOURNE_TERMS) == "Descente by Ann with 4 deadwood"
    assert wording.go_out_banner("knock", "Ann", 4) == "Ann knocks with 4 deadwood"
    assert wording.go_out_banner("knock", "Ann", 4, you=True) == "You knock with 4 deadwood"
    assert wording.go_out_banner("gin", "Ann", 0, you=True) == "Your gin!"


#: the player's default name read as a third person ("Box bonus for You", "Column 1 closes:
#: You reaches 104 points", "net 80 to You"): issue 16 asks for the second person
THIRD_PERSON_YOU = re.compile(r"\b(for|of|by|to|from) You\b|\bYou (?!win\b)[a-z]+s\b")


@pytest.mark.parametrize("kind", sorted(LINES))
def test_the_player_is_spoken_to_in_every_score_line(kind):
    seats = (0, 1, 2) if kind in ("final", "totals", "balances", "arret-tie",
                                  "balance-tie") else (0, 1)
    line = ScoreLine.of(kind, *seats, **{n: sample(n) for n in LINES[kind]})
    for you, names in ((0, ["You", "Bob", "Cyd"]), (1, ["Ann", "You", "Cyd"])):
        text = wording.score_line(line, names, you)
        assert not THIRD_PERSON_YOU.search(text), text


def test_the_sheets_result_lines_and_cells_speak_to_the_player():
    """Under the Hollywood sheet the French result read "Vous gagne de 832" (the name "Vous"
    in the third person) while the result tab beside it said "vous gagnez"."""
    from game.match import Match
    from game.players import make_player
    from game.ui.score_tables import score_table
    from game.variants import rules_for

    rules = rules_for("classic", scoring="hollywood", target=50)
    for seed in range(1, 30):
        match = Match(rules, [make_player("medium", seed=seed), make_player("easy", seed=1)],
                      seed=seed, names=["You", "Bob"])
        for _ in range(20000):
            if match.engine.is_over:
                break
            if match.engine.phase == "hand-over":
                match.next_hand()
            else:
                match.step()
        view = match.engine.view(0)
        if view.score.over and view.score.totals[0] > view.score.totals[1]:
            break
    else:
        raise AssertionError("no seed won the match for seat 0")
    sheet = score_table(view.score, ["You", "Bob"], rules, you=0)
    assert any("you win" in line for line in sheet.footer), sheet.footer
    assert not any(THIRD_PERSON_YOU.search(line) for line in sheet.footer), sheet.footer
    # its cells too: "won by You", "232 to You" before
    cells = [c for row in sheet.rows for c in row[1:]]
    assert "won by you" in cells and not any(THIRD_PERSON_YOU.search(c) for c in cells), cells



def test_a_hand_start_lists_the_players_only_when_someone_sits_out():
    """"Hand 1: Computer deals; playing: You, Computer" listed both players of a two-player
    game; the list stays where it tells something (three players in the box, one sits out)."""
    from game.core import events as ev

    two = ev.HandStarted(1, 1, (0, 1), "ab")
    assert wording.event(two, ["You", "Computer"], you=0) == "Hand 1: Computer dealt"
    assert wording.event(ev.HandStarted(2, 0, (0, 1), "ab"), ["You", "Computer"], you=0) == \
        "Hand 2: you dealt"
    box = ev.HandStarted(1, 0, (0, 2), "ab")
    assert wording.event(box, ["Ann", "Bob", "Cyd"]) == "Hand 1: Ann dealt; playing: Ann, Cyd"


@pytest.mark.parametrize("language, theirs, yours", [
    ("en", "Ann, Bob and Cyd tie with 2 cards and share 3: Ann (1), Bob (1), Cyd (1)",
     "You and Bob tie with 2 cards and share 3: You (2), Bob (1)"),
    ("fr", "Ann, Bob et Cyd sont à égalité avec 2 cartes et partagent 3\u00a0: Ann (1), Bob (1), "
           "Cyd (1)",
     "Vous et Bob êtes à égalité avec 2 cartes et partagez 3\u00a0: Vous (2), Bob (1)"),
    ("pl", "Remis: Ann, Bob i Cyd mają po 2 karty; dzielą się pulą 3: Ann (1), Bob (1), Cyd (1)",
     "Remis: Ty i Bob macie po 2 karty; dzielicie się pulą 3: Ty (2), Bob (1)")])
def test_a_tie_names_its_players_as_a_sentence_subject(language, theirs, yours):
    """An Arrêt tie read "Joueur 3, Vous sont à égalité": a bare comma list, and the player
    named in the third person. Its players are now joined with "and", the player first, and
    the verb agrees."""
    from game.ui import i18n

    i18n.set_language(language)
    try:
        you = {"en": "You", "fr": "Vous", "pl": "Ty"}[language]
        three = ScoreLine.of("arret-tie", 0, 1, 2, cards=2, points=3, shares=(1, 1, 1))
        assert wording.score_line(three, ["Ann", "Bob", "Cyd"]) == theirs
        two = ScoreLine.of("arret-tie", 2, 1, cards=2, points=3, shares=(2, 1))
        assert wording.score_line(two, ["Ann", "Bob", you], you=2) == yours
    finally:
        i18n.set_language("en")


def test_a_rami_match_end_in_the_feed_says_the_sheets_result():
    """The feed said "Easy computer wins by 104" (the gap to the next balance) under a sheet
    whose result read "Easy computer wins with +52"; a Rami match's end now says the same
    as its sheet. A match won on points still says by how much."""
    rami = MatchOver(1, (-52, 52), 104, (
        ScoreLine("balances", (0, 1), {"figures": (-52, 52)}),
        ScoreLine("balance-winner", (1,), {"balance": 52})))
    names = ["You", "Bob"]
    assert wording.event(rami, names, 0) == "Bob won the match with +52"
    assert wording.event(rami, names, 1) == "You won the match with +52"
    classic = MatchOver(0, (160, 40), 120, ())
    assert wording.event(classic, ["Ann", "Bob"], 1) == "Ann won the match by 120"


def test_a_rami_call_on_your_discard_speaks_to_you():
    """The log read "Computer 1 calls Rami! on the six of clubs discarded by You" (the
    player's seat name, capitalised mid-sentence)."""
    from game.core.events import RamiCalled

    call = RamiCalled(1, Card.parse("6C"), 0)
    names = ["You", "Computer 1", "Ann"]
    assert wording.event(call, names, 0) == \
        'Computer 1 called "Rami!" on the six of clubs you discarded'
    assert wording.event(call, names, 2) == \
        'Computer 1 called "Rami!" on the six of clubs discarded by You'


def test_a_restock_says_who_turned_the_pile_over_and_a_void_hand_reads_as_one_sentence():
    """"The discard pile is turned over: 31 cards in the stock" did not say who did it, and
    "The hand is void: The stock ran out…" had a capital after the colon (a play-tester)."""
    from game.core.events import Restocked

    names = ["Ann", "Bob", "Cyd"]
    assert wording.event(Restocked(31, 1), names, 0) == \
        "Bob turned the discard pile over: 31 cards in the stock"
    assert wording.event(Restocked(1, 0), names, 0) == \
        "You turned the discard pile over: 1 card in the stock"
    assert wording.event(Restocked(12), names, 0) == \
        "The discard pile was turned over: 12 cards in the stock"
    # Rami only shuffles the pile (all but its top card) into the new stock (it read
    # "turned over": a play-tester)
    assert wording.event(Restocked(21, shuffled=True), names, 0) == \
        "The discard pile was shuffled into a new stock: 21 cards"
    assert wording.event(Restocked(1, shuffled=True), names, 0) == \
        "The discard pile was shuffled into a new stock: 1 card"
    void = HandVoid(reason=ScoreLine.of("stock-ran-out", restocks=3))
    assert wording.event(void, names, 0) == \
        "The hand was void: the stock ran out after 3 restocks"


def test_a_rami_says_what_its_laid_down_figure_counts():
    """"You go Rami, laying down 82" gave a number with no unit (a play-tester): it is the
    value of the cards laid down."""
    from game.core.scoring.base import ScoreLine

    line = ScoreLine.of("rami-laid-double", 0, laid=41, pay=82)
    assert wording.score_line(line, NAMES, 0) == \
        "You go Rami, laying down cards worth 41: every other player pays 2 × 41 = 82"
