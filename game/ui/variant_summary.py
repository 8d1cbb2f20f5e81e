"""The setup screen's summary of a variant, worded from the rules *as chosen*.

A variant's fixed paragraph (`Variant.summary`, the Rules screen's "In short") states the
default figures; once a player sets Hollywood scoring, a knock limit of 5 or a gin bonus of 20,
that paragraph would contradict the options beside it. Here the variant's own sentences come
first and every figure an option can change is worded from the chosen `Rules`.
`fullest_summary` is the longest paragraph a variant's options can make: the setup screen sizes
the summary's place by it, so nothing below the summary moves when an option changes.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from game.ui.i18n import N_, _, language, ngettext
from game.variants import find_variant
from game.variants.options import chosen_rules, offered_options
from game.variants.rules import RELEVANT, Rules
from game.variants.terms import terms_for

#: a variant's paragraph from its chosen rules and seat count (None: every count it allows)
Paragraph = Callable[[Rules, int | None], list[str]]


def _going_out(r: Rules) -> str:
    """When a hand may end: the fixed knock limit, or gin only."""
    if r.knock_limit_source != "fixed":
        return ""   # the upcard or the retourne sets it: the variant's own sentence says so
    if r.knock_limit == 0:
        return _("No knocking: a hand ends only when a player goes gin, every card melded.")
    return _("Knock when your unmatched cards total {limit} or less.").format(
        limit=r.knock_limit)


def _hand_scores(r: Rules) -> str:
    """What gin, a knock and an undercut score (and big gin when it is played)."""
    descente = terms_for(r).descente    # 003's own words
    if not RELEVANT["knocks"](r):   # a fixed limit of 0: gin only
        text = _("Gin scores {gin} plus the opponent's deadwood.").format(gin=r.gin_bonus)
    elif descente:
        text = _("A descente scores the difference in deadwood; gin (no deadwood) {gin} plus "
                 "the opponent's deadwood; an undercut {undercut} plus the difference.").format(
            gin=r.gin_bonus, undercut=r.undercut_bonus)
    else:
        text = _("A knock scores the difference in deadwood; gin (no deadwood) {gin} plus the "
                 "opponent's deadwood; an undercut {undercut} plus the difference.").format(
            gin=r.gin_bonus, undercut=r.undercut_bonus)
    if r.big_gin and descente:
        text += " " + _("Grand gin (eleven cards melded, no discard) scores {big} plus the "
                        "opponent's deadwood.").format(big=r.big_gin_bonus)
    elif r.big_gin:
        text += " " + _("Big gin (eleven cards melded, no discard) scores {big} plus the "
                        "opponent's deadwood.").format(big=r.big_gin_bonus)
    return text


def _bonuses(r: Rules) -> str:
    """The end-of-game bonuses, or that there are none."""
    parts = []
    if r.game_bonus:
        parts.append(_("a game bonus of {n}").format(n=r.game_bonus))
    if r.box_bonus:
        parts.append(_("{n} per hand won").format(n=r.box_bonus))
    if r.shutout_double:
        parts.append(_("a doubled score for a shutout"))
    if not parts:
        return _("No end-of-game bonus.")
    if r.scoring == "hollywood":   # each game is scored on its own when it closes
        return _("Bonuses in each game: {list}.").format(list=", ".join(parts))
    return _("Bonuses: {list}.").format(list=", ".join(parts))


def _match(r: Rules) -> str:
    """How the match is won: a race to the target, or Hollywood's three games."""
    if r.scoring == "hollywood" and r.target_strict:
        text = _("Hollywood scoring: three games scored side by side, each closing at a total "
                 "over {target}; the match ends when all three are closed.").format(
            target=r.target)
    elif r.scoring == "hollywood":
        text = _("Hollywood scoring: three games scored side by side, each closing at {target}; "
                 "the match ends when all three are closed.").format(target=r.target)
    elif r.target_strict:
        text = _("The match goes to the first total over {target}.").format(target=r.target)
    else:
        text = _("First to {target} wins the match.").format(target=r.target)
    if r.scoring != "box" or r.box_classic_bonuses:
        text += " " + _bonuses(r)
    return text


def _gin_paragraph(head: str) -> Paragraph:
    """A gin variant's paragraph: its own sentence (a msgid), then the worded figures (its
    seat count is fixed)."""
    def paragraph(r: Rules, seats: int | None = None) -> list[str]:
        return [_(head), _going_out(r), _hand_scores(r), _match(r)]
    return paragraph


def _oklahoma(r: Rules) -> list[str]:
    spade = _("A spade upcard doubles the hand.") if r.spade_double else ""
    return [_("Classic Gin where the first upcard sets the knock limit for the hand: its rank "
              "(face cards 10), and an ace means gin only."), spade, _hand_scores(r), _match(r)]


def _polish(r: Rules) -> list[str]:
    return [*_gin_paragraph(N_("Classic Gin as the Polish rules score it: the highest cut "
                               "deals first."))(r),
            _("The result is the winner's total minus the loser's.")]


def _gin_rami(r: Rules) -> list[str]:
    head = _("Two decks: the second turns the retourne that sets the descente (knock) limit, "
             "an ace meaning gin only. Aces are worth 15 and turn (Q-K-A and K-A-2 are runs). "
             "The non-dealer gets 11 cards and opens with a discard; no upcard.")
    if r.scoring != "columns":   # its Scoring option: classic or Hollywood (it said columns)
        return [head, _hand_scores(r), _match(r)]
    if not r.big_gin:   # its Grand Gin option off: no Grand Gin to score (a play-tester)
        return [head, _("Gin and Descente score into three columns closing at {target}, each "
                        "won column worth {bonus}.").format(target=r.column_target,
                                                            bonus=r.column_bonus)]
    return [head,
            _("Grand Gin, Gin and Descente score into three columns closing at {target}, each "
              "won column worth {bonus}.").format(target=r.column_target, bonus=r.column_bonus)]


def _rami_deal(r: Rules, seats: int | None) -> str:
    """Who plays and how many cards each is dealt, for every count of players, whatever
    `seats` says: the setup words the summary on its first page, with the Players row still
    to come on the next one, and «à 2 joueurs, 10 cartes chacun» read as the whole deal (a
    French play-tester); each count named with its deal, the chosen one is there too (the
    older "(10, 7 or 6 cards)" said none: a play-tester with four seats)."""
    if r.rami_only:
        return _("Rummy for two to six players, ten cards each (six with five or six).")
    # (the variant's name above says "2 to 6 players": a sentence that said it again took
    # the line the setup's coaching switch needs under six names at 1280x720)
    return _("Ten cards each for two players, seven for three or four, six for five or six.")


def _rami(r: Rules, seats: int | None = None) -> list[str]:
    if r.rami_only:
        play = _("Rami only: nobody lays down a meld until they can lay down the whole hand "
                 "at once. The first to do so wins.")
        # RULES.md's settled reading: the laid-down value, not doubled; or the option's own hand
        play += " " + (_("Each other player pays them the value of their own hand.")
                       if r.rami_pay_own_hand else
                       _("Each other player pays them the value of the cards laid down."))
    else:
        play = _("Draw, lay melds, lay off on anyone's melds from your second turn, then "
                 "discard. The first to shed every card wins and is paid the value of each "
                 "other hand.")
        # what "double" means is the option's (RULES.md, 002's settled reading)
        play += " " + (_("A Rami (going out all at once) is paid by each other player twice "
                         "the value of their own hand.") if r.rami_pay_own_hand else
                       _("A Rami (going out all at once) is paid by each other player twice "
                         "the value of the cards laid down."))
    if r.match_hands:
        length = ngettext("A match is {n} hand.", "A match is {n} hands.",
                          r.match_hands).format(n=r.match_hands)
    else:
        length = _("The match goes on until a player has received {target}.").format(
            target=r.target)
    extras = [name for on, name in (
        (r.arret_in_play, _("Rami Arrêt")),
        (r.go_out_on_discard, _("a final discard to go out")),
        (r.call_in_play, _("the \"Rami!\" call"))) if on]
    if extras:
        length += " " + _("Played with: {list}.").format(list=", ".join(extras))
    return [_rami_deal(r, seats), play, length]


def _any_seats(paragraph: Callable[[Rules], list[str]]) -> Paragraph:
    """A paragraph that reads the same whatever the number of seats."""
    return lambda r, seats: paragraph(r)


_PARAGRAPHS: dict[str, Paragraph] = {
    "classic": _gin_paragraph(N_("Two players, ten cards each. Draw from the stock or take the "
                              "top discard, then discard.")),
    "polish": _any_seats(_polish),
    "gin-only": _gin_paragraph(N_("Two players, ten cards each, as in classic Gin.")),
    "oklahoma": _any_seats(_oklahoma),
    "three-player": _gin_paragraph(N_(
        "Three players: the box plays alone against the captain; the third sits the hand out "
        "as the captain's advisor and scores nothing. Each keeps their own total. The box "
        "deals every hand and stays in while winning.")),
    "gin-rami": _any_seats(_gin_rami),
    "rami": _rami,
}


def summary_text(variant: str, rules: Rules | None = None, seats: int | None = None) -> str:
    """The variant's summary for the setup screen, its figures those of `rules` (the
    variant's defaults when None) and its deal that of `seats` players (None: every count
    the variant allows); a variant without its own wording gets its fixed one."""
    return " ".join(_sentences(variant, rules, seats))


def _sentences(variant: str, rules: Rules | None, seats: int | None) -> list[str]:
    """The summary's sentences (the parts `summary_text` joins)."""
    v = find_variant(variant)
    paragraph = _PARAGRAPHS.get(v.name)
    if paragraph is None:
        return [_(v.summary)]
    return [s for s in paragraph(rules or v.rules, seats) if s]


def options_summary(variant: str, rules: Rules | None = None, seats: int | None = None) -> str:
    """The part of the summary the options word (`summary_text` without the sentences no
    option changes): the compact setup repeats it on its pages of options, which showed the
    summary only on the first page, so a player never saw it change (a play-tester)."""
    fixed = _fixed_sentences(variant, language())
    return " ".join(s for s in _sentences(variant, rules, seats) if s not in fixed)


def option_sentences(variant: str, chosen: dict, seats: int | None, key: str) -> str:
    """The summary's sentences that option `key` words, as the options are chosen now (the
    setup shows them above the rows while that option has the focus)."""
    row = next((r for r in offered_options(variant, chosen) if r.key == key), None)
    if row is None:
        return ""
    now = _sentences(variant, chosen_rules(variant, chosen), seats)
    kept = set.intersection(*(set(_sentences(variant, chosen_rules(variant, {**chosen,
                                                                                key: value}),
                                              seats)) for value in row.choices))
    return " ".join(s for s in now if s not in kept)


def fullest_options_summary(variant: str) -> str:
    """The longest `options_summary` the variant's options can make, for sizing."""
    rules = find_variant(variant).rules
    chosen = chosen_rules(variant, _fullest_choice(variant, language()))
    return max((options_summary(variant, r, seats) for r in (rules, chosen)
                for seats in (None, *range(rules.min_players, rules.max_players + 1))),
               key=len)


@lru_cache(maxsize=64)
def _fixed_sentences(variant: str, lang: str) -> frozenset[str]:
    """The sentences every choice of every option leaves as they are (in `lang`)."""
    rules = find_variant(variant).rules
    seen = [set(_sentences(variant, rules, None))]
    for row in offered_options(variant, {}):
        for value in row.choices:
            seen.append(set(_sentences(variant, chosen_rules(variant, {row.key: value}), None)))
    seen.append(set(_sentences(variant, chosen_rules(variant, _fullest_choice(variant, lang)),
                               None)))
    return frozenset(set.intersection(*seen))


def as_set(text: str) -> str:
    """A summary as the setup screen sets it: each number kept to the word after it ("A
    match is 5" ended a line over "hands.")."""
    return re.sub(r"(\d) (?=\w)", "\\1\u00a0", text)


def fullest_summary(variant: str) -> str:
    """The longest summary the variant's options and seat counts can make (each option set,
    one at a time, to the value whose wording is longest, and those choices combined), for
    sizing."""
    return _fullest(variant, language())


@lru_cache(maxsize=64)
def _fullest_choice(variant: str, lang: str) -> dict[str, object]:
    """The options' values that make the longest summary (in `lang`): each option set, one
    at a time, to the value whose wording is longest."""
    chosen: dict[str, object] = {}
    for _pass in range(2):   # an option may bring another (Rami's target with no hand count)
        for row in offered_options(variant, chosen):
            def length(value: object, key: str = row.key) -> int:
                return len(summary_text(variant, chosen_rules(variant, {**chosen, key: value})))
            chosen[row.key] = max(row.choices, key=length)
    return chosen


@lru_cache(maxsize=64)
def _fullest(variant: str, lang: str) -> str:
    """`fullest_summary` in the language `lang` (the cache's key: the wording depends on it)."""
    chosen = _fullest_choice(variant, lang)
    rules = find_variant(variant).rules
    texts = [summary_text(variant, r, seats)
             for r in (None, chosen_rules(variant, chosen))
             for seats in (None, *range(rules.min_players, rules.max_players + 1))]
    return max(texts, key=len)
