"""`replay SAVE|SEED`: print a saved match move by move, or the deal a seed gives.

With a save file (e.g. the autosave, see README "Saves and settings") every hand is printed:
the commitment shown before the deal, both hands as dealt, each move with the seat's name and
the card, the showdown, the score and the seed revealed after the hand. `--hand N` prints only
hand N.

With a match seed the first hand is dealt exactly as the table dealt it (use the same
`--variant` and `--option`s): both hands, the upcard and the commitment, so a player can check
it against what the table showed. `--hand N` shows deal N of that match (its seed, commitment
and cards in dealing order; who deals it depends on the earlier hands). `--hand-seed` reads
SEED as a hand seed revealed after a hand instead.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path

from game.cli.common import add_variant_args, rules_from_args
from game.core import events as ev
from game.core.actions import NextHand
from game.core.cards import Card
from game.core.engine import Engine, new_game
from game.core.errors import GameError
from game.core.seeds import commitment, derive_seed
from game.persist.jsonfile import BadFile
from game.persist.saves import read_save, replay_save
from game.variants import Rules

NAME = "replay"


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(NAME, help="print a saved match move by move, or the deal of a seed",
                       description=__doc__.split("\n\n", 1)[1],
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("source", metavar="SAVE|SEED",
                   help="a save file (e.g. autosave.json) or a match seed")
    add_variant_args(p)
    p.add_argument("--hand", type=int, default=None, metavar="N",
                   help="only hand N (a save), or deal N of the seed's match")
    p.add_argument("--hand-seed", action="store_true",
                   help="SEED is a hand seed (as revealed after a hand), not a match seed")
    p.add_argument("--players", type=int, default=None, metavar="N",
                   help="number of players for a seed (default: the variant's fewest)")
    p.add_argument("--ascii", action="store_true", help="cards as AS TD … instead of A♠ 10♦")
    p.set_defaults(run=run)


# ----- text ----------------------------------------------------------------------------------
class Printer:
    """Turns events into lines of text with the seats' names."""

    def __init__(self, names: Sequence[str], ascii_only: bool = False,
                 out=None) -> None:
        self.names = list(names)
        self.out = out or sys.stdout
        encoding = getattr(self.out, "encoding", None) or "utf-8"
        try:
            "♠♥♦♣−×".encode(encoding)
        except (UnicodeEncodeError, LookupError):
            ascii_only = True
        self.ascii = ascii_only
        self._deal: dict[int, list[Card]] = {}

    def say(self, text: str = "") -> None:
        if self.ascii:
            text = text.replace("−", "-").replace("×", "x").replace("…", "...")
        print(text, file=self.out)

    def name(self, seat: int | None) -> str:
        if seat is None:
            return "nobody"
        return self.names[seat] if 0 <= seat < len(self.names) else f"Seat {seat + 1}"

    def card(self, card: Card | None) -> str:
        if card is None:
            return "a hidden card"
        return card.code if self.ascii else card.pretty

    def cards(self, cards: Iterable[Card]) -> str:
        return " ".join(self.card(c) for c in cards) or "-"

    def melds(self, melds: Iterable[Sequence[Card]]) -> str:
        return " ".join(f"[{self.cards(m)}]" for m in melds) or "none"

    def spread(self, e: ev.Knocked | ev.Spread) -> str:
        """A hand laid out at the showdown: its melds and deadwood."""
        return (f"melds {self.melds(e.melds)}, deadwood {self.cards(e.deadwood_cards)} = "
                f"{e.deadwood}")

    def lines(self, lines: Iterable[str]) -> None:
        for line in lines:
            try:
                text = line.format(*[self.name(i) for i in range(max(len(self.names), 6))])
            except (IndexError, KeyError, ValueError):
                text = line
            self.say(f"    {text}")

    def flush_deal(self) -> None:
        for seat, cards in self._deal.items():
            self.say(f"  Dealt to {self.name(seat)}: {self.cards(sorted(cards))}")
        self._deal = {}

    def event(self, e: ev.Event) -> None:
        if isinstance(e, ev.CardDealt):
            self._deal.setdefault(e.seat, []).append(e.card)
            return
        self.flush_deal()
        n, c = self.name, self.card
        if isinstance(e, ev.MatchStarted):
            self.say(f"Match of {e.variant} for {e.seats} players")
        elif isinstance(e, ev.CardsCut):
            self.say(f"Cut for the deal: {self.cards(e.cards)}; {n(e.dealer)} deals first")
        elif isinstance(e, ev.HandStarted):
            self.say()
            self.say(f"Hand {e.hand_no}: {n(e.dealer)} deals; playing: "
                     + ", ".join(n(s) for s in e.players))
            self.say(f"  Commitment shown before the deal: {e.commitment}")
        elif isinstance(e, ev.RolesAssigned):
            self.say(f"  Box: {n(e.box)}, captain: {n(e.captain)}, advisor: {n(e.advisor)}")
        elif isinstance(e, ev.UpcardTurned):
            self.say(f"  Upcard: {c(e.card)}")
        elif isinstance(e, ev.RetourneTurned):
            self.say(f"  Retourne: {c(e.card)}")
        elif isinstance(e, ev.KnockLimitSet):
            limit = "gin only" if e.limit == 0 else str(e.limit)
            self.say(f"  Knock limit this hand: {limit}" + (" (doubled hand)" if e.doubled
                                                             else ""))
        elif isinstance(e, ev.Passed):
            self.say(f"  {n(e.seat)} passes")
        elif isinstance(e, ev.Drew):
            where = "the stock" if e.source == "stock" else "the discard pile"
            self.say(f"  {n(e.seat)} draws {c(e.card)} from {where}")
        elif isinstance(e, ev.Discarded):
            self.say(f"  {n(e.seat)} discards {c(e.card)}"
                     + (" face down" if e.face_down else ""))
        elif isinstance(e, ev.Knocked):
            word = {"knock": "knocks", "gin": "goes gin", "big-gin": "goes big gin"}.get(
                e.kind, e.kind)
            self.say(f"  {n(e.seat)} {word}: {self.spread(e)}")
        elif isinstance(e, ev.Spread):
            self.say(f"  {n(e.seat)} spreads: {self.spread(e)}")
        elif isinstance(e, ev.LaidOff):
            self.say(f"  {n(e.seat)} lays off {c(e.card)} on meld {e.target + 1}")
        elif isinstance(e, ev.Melded):
            self.say(f"  {n(e.seat)} melds {self.cards(e.cards)}")
        elif isinstance(e, ev.Restocked):
            self.say(f"  The discard pile is turned over: {e.size} cards in the stock")
        elif isinstance(e, ev.RamiCalled):
            self.say(f"  {n(e.seat)} calls Rami! on {c(e.card)} discarded by {n(e.offender)}")
        elif isinstance(e, ev.HandVoid):
            self.say(f"  The hand is void: {e.reason}")
        elif isinstance(e, ev.HandScored):
            self.say("  Score:")
            self.lines(e.lines)
            self.say("    Totals: " + ", ".join(f"{n(s)} {t}" for s, t in enumerate(e.totals)))
        elif isinstance(e, ev.SeedRevealed):
            self.say(f"  Seed revealed after hand {e.hand_no}: {e.seed} (check it: python -m "
                     f"game verify {e.seed} {commitment(e.seed)})")
        elif isinstance(e, ev.GameClosed):
            self.say(f"  Column {e.column + 1} closed, won by {n(e.winner)}")
            self.lines(e.lines)
        elif isinstance(e, ev.MatchOver):
            self.say()
            self.say(f"Match over: {n(e.winner)} wins by {e.net}")
            self.lines(e.lines)
        else:  # an event this printer does not know yet: show its fields
            self.say(f"  {e}")


# ----- sources --------------------------------------------------------------------------------
def _error(message: str) -> int:
    """Say what went wrong on stderr; the exit status for it."""
    print(f"error: {message}", file=sys.stderr)
    return 2


def _looks_like_seed(text: str) -> bool:
    value = text.strip().replace("_", "")
    return value.isdigit() or (value.lower().startswith("0x") and len(value) > 2)


def _seed(text: str) -> int:
    value = text.strip().replace("_", "")
    return int(value, 16) if value.lower().startswith("0x") else int(value)


def replay_save_file(path: Path, hand: int | None, printer_factory) -> int:
    try:
        contents = read_save(path)
        _, steps = replay_save(contents)
    except FileNotFoundError:
        return _error(f"no save file {path}")
    except BadFile as exc:
        return _error(f"the save {path.name} {exc}")
    p = printer_factory(contents.names)
    seats = ", ".join(f"{name} ({spec})" for spec, name in zip(contents.specs, contents.names,
                                                               strict=True))
    p.say(f"Saved match: {contents.rules.variant}, seed {contents.seed}, {seats}")
    p.say(f"{len(contents.actions)} moves; saved {contents.document.get('saved', '?')} by "
          f"version {contents.document.get('app_version', '?')}")
    from game.coach.undo import undo_entries

    undos: dict[int, list[tuple[int, list[str]]]] = {}
    for at, seat, undone in undo_entries(contents.document.get("undos")):
        undos.setdefault(at, []).append((seat, undone))
    current = 0
    shown = False

    def say_undos(at: int) -> None:
        for seat, undone in undos.get(at, ()):
            if hand is None or current == hand:
                p.say(f"    {p.name(seat)} undid: {', '.join(undone)}")

    for n, step in enumerate(steps):
        say_undos(n)
        for e in step:
            if isinstance(e, ev.HandStarted):
                p.flush_deal()
                current = e.hand_no
            if hand is None or current == hand:
                p.event(e)
                shown = shown or current == hand
    say_undos(len(steps))
    p.flush_deal()
    if hand is not None and not shown:
        return _error(f"the save has no hand {hand} (it has {current})")
    return 0


def deal_from_hand_seed(rules: Rules, seats: int, hand_seed: int, label: str,
                        printer_factory) -> int:
    """Deal one hand from a hand seed with the engine's own dealing code."""
    engine: Engine = new_game(rules, seats, 0)
    engine.apply(NextHand())
    deal = getattr(engine, "_deal", None)
    if deal is None:
        return _error(f"dealing a single hand is not available for {rules.variant}")
    engine.hand_seed = lambda deal_no=None: hand_seed  # the deal uses this seed only
    events = deal()
    names = ["the dealer" if s == engine.dealer else
             ("the non-dealer" if s in engine.players else f"seat {s + 1}")
             for s in range(seats)]
    p = printer_factory(names)
    p.say(f"{label}: hand seed {hand_seed}")
    p.say(f"Commitment (SHA-256 of the hand seed): {commitment(hand_seed)}")
    for e in events:
        if isinstance(e, (ev.HandStarted, ev.RolesAssigned)):
            continue
        if isinstance(e, ev.RetourneTurned):
            continue  # the retourne comes from the match seed, not the hand seed
        p.event(e)
    p.flush_deal()
    stock = list(getattr(engine, "stock", []))
    if stock:
        p.say(f"  Stock from the top: {p.cards(reversed(stock))}")
    return 0


def replay_seed(args: argparse.Namespace, printer_factory) -> int:
    rules = rules_from_args(args)
    seats = args.players or rules.min_players
    seed = _seed(args.source)
    if args.hand_seed:
        return deal_from_hand_seed(rules, seats, seed, f"{rules.variant} deal",
                                   printer_factory)
    hand = 1 if args.hand is None else args.hand
    if hand < 1:
        return _error("--hand counts from 1")
    if hand > 1:
        return deal_from_hand_seed(rules, seats, derive_seed(seed, hand - 1),
                                   f"{rules.variant} match seed {seed}, deal {hand} (who deals "
                                   "depends on the earlier hands)", printer_factory)
    engine = new_game(rules, seats, seed)
    events = engine.apply(NextHand())
    p = printer_factory([f"Seat {s + 1}" for s in range(seats)])
    p.say(f"{rules.variant}, match seed {seed}: the first hand as dealt")
    for e in events:
        p.event(e)
    p.flush_deal()
    hand_seed = engine.hand_seed()
    p.say(f"  Hand seed (revealed after the hand): {hand_seed}")
    p.say(f"  Check: python -m game verify {hand_seed} {commitment(hand_seed)}")
    return 0


def run(args: argparse.Namespace) -> int:
    def factory(names):
        return Printer(names, ascii_only=args.ascii)

    path = Path(args.source)
    if path.is_file() or not _looks_like_seed(args.source):
        if args.hand_seed:
            return _error("--hand-seed needs a seed, not a file")
        if args.hand is not None and args.hand < 1:
            return _error("--hand counts from 1")
        return replay_save_file(path, args.hand, factory)
    try:
        return replay_seed(args, factory)
    except GameError as exc:
        return _error(str(exc))
