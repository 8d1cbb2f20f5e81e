"""`evaluate`: the optimal melds and deadwood of hands, as JSON."""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter

from game.cli.common import add_variant_args, rules_from_args
from game.core.cards import parse_cards
from game.core.errors import CardParseError
from game.core.melds import MeldSolver, rules_solver
from game.ui.notation_words import notation_problem

NAME = "evaluate"


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(NAME, help="print the optimal melds and deadwood of a hand as JSON "
                       "(no cards: one hand per line from stdin)")
    add_variant_args(p)
    p.add_argument("cards", nargs="*", help="cards like AS 10h TD kc")
    p.set_defaults(run=run)


def check_possible(cards, decks: int) -> None:
    """Refuse a hand that no deal of `decks` decks could give (a card held too often)."""
    counts = Counter(cards)
    for card, n in counts.items():
        if n > decks:
            raise CardParseError("card-too-often", card=card.code, times=n, decks=decks)


def evaluate(solver: MeldSolver, cards) -> dict:
    arr = solver.best_arrangement(cards)
    return {"melds": [[c.code for c in m] for m in arr.melds], "deadwood": arr.deadwood,
            "deadwood_cards": [c.code for c in arr.deadwood_cards]}


def run(args: argparse.Namespace) -> int:
    rules = rules_from_args(args)
    solver = rules_solver(rules)
    if args.cards:
        cards = parse_cards(args.cards)
        check_possible(cards, rules.decks)
        print(json.dumps(evaluate(solver, cards)))
        return 0
    status = 0
    out = sys.stdout
    for n, line in enumerate(sys.stdin, 1):
        if not line.strip():
            continue
        try:
            cards = parse_cards(line)
            check_possible(cards, rules.decks)
            result = evaluate(solver, cards)
        except CardParseError as exc:
            result = {"error": f"line {n}: {notation_problem(exc)}"}
            status = 2
        out.write(json.dumps(result) + "\n")
    return status
