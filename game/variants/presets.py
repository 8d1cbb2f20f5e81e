"""One preset of `Rules` per variant of RULES.md, and the registry that finds them by name."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.errors import GameError
from game.variants.rules import Rules


@dataclass(frozen=True)
class Variant:
    """A named preset with its player counts and a one-paragraph summary for the setup screen."""

    name: str
    title: str
    summary: str
    rules: Rules
    aliases: tuple[str, ...] = ()

    @property
    def players(self) -> tuple[int, int]:
        return self.rules.min_players, self.rules.max_players


CLASSIC = Rules()

VARIANTS: tuple[Variant, ...] = (
    Variant(
        "classic", "Gin Rummy (classic)",
        "Two players, ten cards each. Draw from the stock or take the top discard, then discard. "
        "Knock when your unmatched cards total 10 or less; gin (no deadwood) scores 25 plus the "
        "opponent's deadwood, an undercut 20 plus the difference. First to 100 wins the match, "
        "with a 100-point game bonus, 25 per hand won and a doubled score for a shutout.",
        CLASSIC, aliases=("gin", "000")),
    Variant(
        "polish", "Remik Gin (Polish rules)",
        "Classic Gin as the Polish rules score it: the highest cut deals first, an undercut "
        "earns 25 plus the difference, and the match goes to the first total over 100. The "
        "result is the winner's total minus the loser's.",
        Rules(variant="polish", undercut_bonus=25, target_strict=True, first_dealer="cut-high",
              knock_discard_face_down=True),
        aliases=("001", "remik")),
    Variant(
        "gin-only", "Gin Only",
        "Classic Gin without knocking: a hand ends only when a player goes gin with every card "
        "melded, scoring 25 plus the opponent's deadwood.",
        Rules(variant="gin-only", knock_limit=0), aliases=("straight-gin",)),
    Variant(
        "oklahoma", "Oklahoma Gin",
        "Classic Gin where the first upcard sets the knock limit for the hand: its rank (face "
        "cards 10), and an ace means gin only. Optionally a spade upcard doubles the hand.",
        Rules(variant="oklahoma", knock_limit_source="upcard"), aliases=("okla",)),
    Variant(
        "three-player", "Three-player Gin (in the box)",
        "Three players: the box plays alone against the captain; the third sits the hand out "
        "as the captain's advisor and scores nothing. Each keeps their own total. The box "
        "deals every hand and stays in while winning; a knock scores the difference, gin 25 "
        "plus the deadwood, an undercut 10 plus the difference. First to 100 wins.",
        # game_bonus/box_bonus/shutout_double keep the classic values: they only count when
        # the box_classic_bonuses option is on (004 has no bonus by default)
        Rules(variant="three-player", min_players=3, max_players=3, scoring="box",
              undercut_bonus=10, first_dealer="box"),
        aliases=("004", "in-the-box")),
    Variant(
        "gin-rami", "Gin-Rami with columns (two decks)",
        "Two decks: the second turns the retourne that sets the descente (knock) limit, an ace "
        "meaning gin only. Aces are worth 15 and turn (Q-K-A and K-A-2 are runs). The "
        "non-dealer gets 11 cards and opens with a discard; no upcard. Grand Gin, Gin and "
        "Descente score into three columns closing at 100, each won column worth 250.",
        Rules(variant="gin-rami", decks=2, ace_value=15, turning_ace=True, non_dealer_extra=1,
              upcard=False, first_turn="discard-first", knock_limit_source="retourne",
              big_gin=True, big_gin_bonus=50, undercut_bonus=25, scoring="columns",
              next_dealer="winner"),
        aliases=("003", "columns")),
    Variant(
        "rami", "Rami (2-6 players)",
        "Rummy for two to six players (10, 7 or 6 cards). Draw, lay melds, lay off on anyone's "
        "melds from your second turn, then discard. The first to shed every card wins and is "
        "paid the value of each other hand; going out all at once (a Rami) is paid twice the "
        "value of the cards laid down. "
        "A match is five hands (the options can change the number of hands, or play until "
        "someone has received a target instead). "
        "Options: Rami Arrêt, going out on a discard, the Rami! call, and Rami only.",
        Rules(variant="rami", family="rami", min_players=2, max_players=6, scoring="rami",
              first_dealer="cut-low", next_dealer="winner", match_hands=5, target=100,
              knock_limit=0, gin_bonus=0, undercut_bonus=0, game_bonus=0, box_bonus=0,
              shutout_double=False),
        aliases=("002", "rummy")),
)

_BY_NAME: dict[str, Variant] = {}
for _v in VARIANTS:
    for _key in (_v.name, *_v.aliases):
        _BY_NAME[_key] = _v


def find_variant(name: str) -> Variant:
    """The variant named `name` (or one of its aliases); the error lists the names."""
    key = name.strip().lower()
    if key in _BY_NAME:
        return _BY_NAME[key]
    raise GameError(f"unknown variant {name!r}; choose one of: "
                    + ", ".join(v.name for v in VARIANTS))


def rules_for(name: str, **options: object) -> Rules:
    """The rules of variant `name` with `options` applied (strings are converted)."""
    return find_variant(name).rules.with_options(**options)
