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
from game.core.actions import NextHand, parse_action
from game.core.cards import Card
from game.core.engine import Engine
from game.core.errors import GameError
from game.core.families import new_game
from game.core.results import ScoreLine
from game.core.seeds import commitment, derive_seed, match_commitment
from game.persist.jsonfile import BadFile
from game.persist.saves import read_save, replay_save
from game.ui import wording
from game.ui.notation_words import error_text
from game.ui.persist_words import reason
from game.variants import Rules, find_variant
from game.variants.terms import terms_for

NAME = "replay"


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(NAME, help="print a saved match move by move, or the deal of a seed",
                       description=__doc__.split("\n\n", 1)[1],
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("source", metavar="SAVE|SEED", nargs="?", default=None,
                   help="a save file or a match seed (default: autosave.json in the data "
                        "folder; a bare file name that is not here is looked for there too)")
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
                 out=None, rules: Rules | None = None) -> None:
        self.names = list(names)
        self.out = out or sys.stdout
        encoding = getattr(self.out, "encoding", None) or "utf-8"
        try:
            "♠♥♦♣−×".encode(encoding)
        except (UnicodeEncodeError, LookupError):
            ascii_only = True
        self.ascii = ascii_only
        self._deal: dict[int, list[Card]] = {}
        self.rules = rules
        self.terms = terms_for(rules)
        # a seat named "You" reads in the second person ("You draw", not "You draws")
        self.you = next((s for s, n in enumerate(self.names) if n.casefold() == "you"), None)

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

    def lines(self, lines: Iterable[ScoreLine]) -> None:
        for text in wording.score_lines(list(lines), self.names, self.you, self.terms):
            self.say(f"    {text}")

    def flush_deal(self) -> None:
        for seat, cards in self._deal.items():
            shown = sorted(c for c in cards if c is not None)
            hidden = len(cards) - len(shown)
            text = self.cards(shown) if not hidden else \
                (f"{self.cards(shown)} and " if shown else "") + f"{hidden} hidden cards"
            self.say(f"  Dealt to {self.name(seat)}: {text}")
        self._deal = {}

    def event(self, e: ev.Event) -> None:
        """One event of the match, worded by `game.ui.wording` (the table's sentences); the
        deal, the commitment, the totals and the seed check are this printer's own lines."""
        if isinstance(e, ev.CardDealt):
            self._deal.setdefault(e.seat, []).append(e.card)
            return
        self.flush_deal()
        if isinstance(e, ev.MatchStarted):
            self.terms = terms_for(find_variant(e.variant).rules) if self.rules is None \
                else self.terms
        if isinstance(e, ev.HandStarted):
            self.say()
        text = wording.event(e, self.names, self.you, self.terms)
        if isinstance(e, ev.MatchOver):
            self.say()
        if text is not None:
            indent = "" if isinstance(e, (ev.MatchStarted, ev.HandStarted, ev.CardsCut,
                                          ev.MatchOver)) else "  "
            self.say(indent + text)
        if isinstance(e, ev.HandStarted):
            self.say(f"  Commitment shown before the deal: {e.commitment}")
        elif isinstance(e, ev.HandScored):
            self.say("  Score:")
            self.lines(e.lines)
            self.say("    Totals: " + ", ".join(f"{self.name(s)} {t}"
                                                for s, t in enumerate(e.totals)))
        elif isinstance(e, (ev.GameClosed, ev.MatchOver)):
            self.lines(e.lines)
        elif isinstance(e, ev.SeedRevealed):
            self.say(f"  Seed revealed after hand {e.hand_no}: {e.seed} (check it: python -m "
                     f"game verify {e.seed} {commitment(e.seed)})")
        elif isinstance(e, ev.MatchStarted) and e.commitment:
            self.say(f"  Match commitment (first dealer, retourne pack): {e.commitment}")
        elif text is None and not isinstance(e, ev.HandScored):
            self.say(f"  {e}")  # an event the wording module does not know yet: its fields
        if isinstance(e, ev.MatchOver) and e.seed is not None:
            self.say(f"  Match seed revealed: {e.seed} (check it: python -m game verify "
                     f"{e.seed} {match_commitment(e.seed)})")


# ----- sources --------------------------------------------------------------------------------
def _error(message: str) -> int:
    """Say what went wrong on stderr; the exit status for it."""
    print(f"error: {message}", file=sys.stderr)
    return 2


#: the longest seed accepted (a match seed is 63 bits: 19 digits; this leaves room for any
#: seed the game could ever print, and keeps Python's int() limit and huge paths out of reach)
MAX_SEED_CHARS = 80
#: file names longer than this are refused before the file system sees them
MAX_PATH_CHARS = 1024


class SourceError(ValueError):
    """The SAVE|SEED argument cannot be used; the message is one line for the player."""


def _looks_like_seed(text: str) -> bool:
    value = text.strip().replace("_", "")
    return value.isdigit() or value.lower().startswith("0x")


def _seed(text: str) -> int:
    value = text.strip().replace("_", "")
    if len(value) > MAX_SEED_CHARS:
        raise SourceError(f"a seed has at most {MAX_SEED_CHARS} digits, this one has "
                          f"{len(value)}")
    try:
        return int(value[2:], 16) if value.lower().startswith("0x") else int(value)
    except ValueError:
        raise SourceError(f"{text[:40]!r} is not a seed: use decimal digits, or 0x and "
                          "hexadecimal digits") from None


def _save_path(source: str | None) -> Path:
    """The save file SOURCE names: the autosave in the data folder when there is none, and a bare
    file name that is not in the current folder (e.g. `autosave.json`) is looked up there."""
    from game.persist.saves import autosave_path

    if source is None:
        return autosave_path()
    if len(source) > MAX_PATH_CHARS or "\0" in source:
        raise SourceError(f"the file name is too long or malformed ({len(source)} characters)")
    path = Path(source)
    try:
        if not path.exists() and path.name == source:
            in_data = autosave_path().parent / source
            if in_data.exists():
                return in_data
    except OSError as exc:
        raise SourceError(f"cannot open {source[:80]!r}: {exc.strerror or exc}") from None
    return path


def replay_save_file(path: Path, hand: int | None, printer_factory) -> int:
    try:
        contents = read_save(path)
        _, steps = replay_save(contents)
    except FileNotFoundError:
        return _error(f"no save file {path}" + _also_looked(path))
    except IsADirectoryError:
        return _error(f"{path} is a folder, not a save file")
    except OSError as exc:
        return _error(f"cannot read {str(path)[:200]}: {exc.strerror or exc}")
    except BadFile as exc:
        return _error(f"the save {path.name} cannot be replayed: {reason(exc.problem)}")
    p = printer_factory(contents.names)
    p.rules, p.terms = contents.rules, terms_for(contents.rules)
    seats = ", ".join(f"{name} ({spec})" for spec, name in zip(contents.specs, contents.names,
                                                               strict=True))
    steps, open_from, viewer = hide_unfinished(contents, steps)
    seed = f"seed {contents.seed}" if open_from is None else "seed sealed until the match ends"
    p.say(f"Saved match: {contents.rules.variant}, {seed}, {seats}")
    if open_from is not None:
        who = "nobody's hidden cards" if viewer is None else \
            f"only what {contents.names[viewer]} could see"
        p.say(f"Hand {open_from} is not finished: it is shown with {who}.")
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
                p.say("    " + wording.undone(seat, [_parsed(text) for text in undone],
                                              p.names, p.you))

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


def _parsed(notation: str) -> object:
    """An undone action read back from its notation (the notation itself if it does not
    parse, so a damaged entry is still shown)."""
    try:
        return parse_action(notation)
    except (GameError, ValueError):
        return notation


def _also_looked(path: Path) -> str:
    """', nor …' naming the data folder when the save was also looked for there."""
    from game.persist.saves import autosave_path

    in_data = autosave_path().parent / path.name
    if path.name == str(path) and in_data != path:
        return f" here, nor {in_data}"
    return ""


def _viewer(specs: Sequence[str]) -> int | None:
    """Whose eyes an unfinished hand is shown through: the one person at the screen, or
    nobody's (a spectator) when several share it (hot-seat) or none does."""
    humans = [s for s, spec in enumerate(specs) if spec == "human"]
    return humans[0] if len(humans) == 1 else None


def hide_unfinished(contents, steps: list[list[ev.Event]]
                    ) -> tuple[list[list[ev.Event]], int | None, int | None]:
    """The moves' events with the unfinished hand (if any) redacted for the viewer, the number
    of that hand (None when every hand is finished) and the viewer seat."""
    started = None
    for i, step in enumerate(steps):
        for e in step:
            if isinstance(e, ev.HandStarted):
                started = (i, e.hand_no)
            elif isinstance(e, (ev.HandScored, ev.MatchOver)):
                started = None
    if started is None:
        return steps, None, None
    viewer = _viewer(contents.specs)
    first, hand_no = started
    hidden = [list(step) for step in steps[:first]]
    hidden += [[ev.redact(e, viewer) for e in step] for step in steps[first:]]
    return hidden, hand_no, viewer


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

    try:
        if args.source is None or not _looks_like_seed(args.source) or \
                _is_file(args.source):
            if args.hand_seed:
                return _error("--hand-seed needs a seed, not a file")
            if args.hand is not None and args.hand < 1:
                return _error("--hand counts from 1")
            return replay_save_file(_save_path(args.source), args.hand, factory)
        return replay_seed(args, factory)
    except GameError as exc:
        return _error(error_text(exc))
    except SourceError as exc:
        return _error(str(exc))


def _is_file(source: str) -> bool:
    """Whether SOURCE names an existing file (a name too long for the system is not one)."""
    if len(source) > MAX_PATH_CHARS:
        return False
    try:
        return Path(source).is_file()
    except (OSError, ValueError):
        return False
