"""The `Rules` value: every rule of every variant as one named parameter.

A variant is a preset of this value (see `presets.py`). Each field carries metadata that is THE
one description of the option: its label and help line, the values a player is offered
(`choices`), the values the engine accepts (`choices`, or `span=(lo, hi)` for whole numbers
whose menu is only a selection), the words for particular values (`labels`), and when it
matters (`when`, a key of `RELEVANT`). The command line's `--option key=value`, the settings
file, the save loader and the setup and settings screens all read it (`game.variants.options`
builds the screens' rows from it), so a new setting needs no UI code and is checked in one
place: `check_value` for one value, `Rules.validated()` / `validate_rules()` for a whole game.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

from game.core.errors import GameError


def opt(default: Any, label: str, help: str = "", choices: tuple[Any, ...] = (),
        user: bool = True, when: str = "", span: tuple[int, int] | None = None,
        labels: dict[Any, str] | None = None, descente_label: str = "",
        alt: tuple[str, str, str] = ()) -> Any:
    """A Rules field with its label, help and choices for the setup screen and `--option`;
    `when` names the games it matters in (a key of `RELEVANT`; empty = every game); `span`
    is the accepted range of a whole number whose `choices` are only the values offered;
    `labels` words particular values for players (e.g. a knock limit of 0 is "Gin only");
    `descente_label` is the label in a game that says descente and grand gin
    (`game.variants.terms`: the table's buttons say so there); `alt` is (a key of
    `RELEVANT`, label, help): the words when that test holds, where the option means
    something else (a Rami's pay-out in Rami only)."""
    return field(default=default, metadata={"label": label, "help": help,
                                            "choices": choices, "user": user, "when": when,
                                            "span": span, "labels": dict(labels or {}),
                                            "descente_label": descente_label, "alt": alt})


# Which games a setting matters in, for the setup and settings screens (`--option` accepts
# every field). Each test reads the rules *with the player's choices applied*, so an option
# that depends on another one (the next dealer on the scoring) comes and goes with it.
RELEVANT: dict[str, Any] = {
    "gin": lambda r: r.family == "gin",
    "rami": lambda r: r.family == "rami",
    "two-player-gin": lambda r: r.family == "gin" and r.max_players == 2,
    "fixed-limit": lambda r: r.family == "gin" and r.knock_limit_source == "fixed",
    # a knock can happen (not a fixed limit of 0, Gin Only's): the undercut and the knock's
    # discard matter only then
    "knocks": lambda r: r.family == "gin" and not (r.knock_limit_source == "fixed"
                                                   and r.knock_limit == 0),
    "big-gin": lambda r: r.family == "gin" and r.big_gin,
    "upcard-limit": lambda r: r.knock_limit_source == "upcard",
    "retourne": lambda r: r.knock_limit_source == "retourne",
    "classic-scoring": lambda r: r.family == "gin" and r.scoring == "classic",
    # the match target: gin games that play to a total (the columns close at column_target),
    # and Rami when it plays to a target instead of a number of hands
    "target": lambda r: (r.family == "gin" and r.scoring != "columns")
    or (r.family == "rami" and r.match_hands == 0),
    "gin-target": lambda r: r.family == "gin" and r.scoring != "columns",
    # the end-of-match bonuses: classic and Hollywood scoring, and three-player Gin only when
    # its classic-bonuses option is on
    "bonuses": lambda r: r.family == "gin" and (r.scoring in ("classic", "hollywood")
                                                or (r.scoring == "box"
                                                    and r.box_classic_bonuses)),
    "columns": lambda r: r.scoring == "columns",
    "hollywood": lambda r: r.family == "gin" and r.scoring == "hollywood",
    # the stock is restocked from the pile (by a player, or shuffled in with Rami only)
    # unless Rami Arrêt stops the hand when the stock runs out
    "restocks": lambda r: r.family == "rami" and not r.arret_in_play,
    # Rami Arrêt and the "Rami!" call do not apply in Rami only (`Rules.arret_in_play`)
    "melds-in-play": lambda r: r.family == "rami" and not r.rami_only,
    "rami-only": lambda r: r.family == "rami" and r.rami_only,
    "box": lambda r: r.scoring == "box",
}


@dataclass(frozen=True)
class Rules:
    """All rule parameters of one game. Frozen: change one with `with_options()`."""

    def __deepcopy__(self, memo: dict) -> Rules:
        return self  # an immutable value: an engine's clone shares it (cloning is look-ahead's cost)

    variant: str = opt("classic", "Variant", user=False)
    family: str = opt("gin", "Rule family", choices=("gin", "rami"), user=False)
    min_players: int = opt(2, "Fewest players", user=False, span=(2, 6))
    max_players: int = opt(2, "Most players", user=False, span=(2, 6))
    # Cards (gin-rami's second deck is only the retourne pack)
    decks: int = opt(1, "Decks", choices=(1, 2), user=False)
    ace_value: int = opt(1, "Ace value", choices=(1, 11, 15), user=False)
    turning_ace: bool = opt(False, "Turning ace (Q-K-A and K-A-2 are runs)", user=False)
    # Deal and turn
    # the gin engine deals ten cards (Rami deals by the number of players, not this field)
    hand_size: int = opt(10, "Cards dealt to each player", choices=(10,), user=False)
    non_dealer_extra: int = opt(0, "Extra cards to the non-dealer", choices=(0, 1), user=False)
    upcard: bool = opt(True, "Turn an upcard after the deal", user=False)
    first_turn: str = opt("upcard-offer", "First turn", choices=("upcard-offer", "discard-first"),
                          user=False)
    # a display preference, not a rule: the player sets it in Settings > Cards
    show_discard_history: bool = opt(False, "Show the discard pile's history", user=False)
    knock_discard_face_down: bool = opt(False, "Knock discard face down",
                                        "The discard that ends the hand is laid face down: a "
                                        "custom of the Polish rules, it changes no score",
                                        when="knocks",
                                        descente_label="Descente discard face down")
    # Going out
    knock_limit: int = opt(10, "Knock limit", "The most unmatched points you may knock with",
                           choices=tuple(range(0, 11)), when="fixed-limit",
                           labels={0: "Gin only"})
    knock_limit_source: str = opt("fixed", "Knock limit set by",
                                  choices=("fixed", "upcard", "retourne"), user=False)
    big_gin: bool = opt(False, "Big gin (11 cards melded, no discard)",
                        "Going out with all eleven cards melded, without a final discard, "
                        "scores its own bonus plus the opponent's deadwood", when="gin",
                        descente_label="Grand gin (11 cards melded, no discard)")
    dead_hand_stock: int = opt(2, "Hand is void when the stock is down to", user=False,
                               span=(0, 10))
    # Hand scores
    gin_bonus: int = opt(25, "Gin bonus", "Scored, with the opponent's deadwood, by the "
                         "player who goes out with every card melded", choices=(20, 25),
                         when="gin", span=(0, 100))
    big_gin_bonus: int = opt(31, "Big gin bonus", "Scored, with the opponent's deadwood, "
                             "for going out with all eleven cards melded", choices=(31, 50),
                             when="big-gin",
                             span=(0, 100), descente_label="Grand gin bonus")
    undercut_bonus: int = opt(20, "Undercut bonus", "Scored, with the difference, by the "
                              "defender whose deadwood after lay-offs is lower than that of "
                              "the player who went out", choices=(10, 20, 25), when="knocks",
                              span=(0, 100))
    tie_is_undercut: bool = opt(True, "Equal deadwood is an undercut",
                                "On: a defender with as much deadwood as the player who went "
                                "out wins the hand and the undercut bonus. Off: the player "
                                "who went out wins the tie", when="knocks")
    spade_double: bool = opt(False, "Spade upcard doubles the hand",
                             "The hand's points and bonus are doubled and it counts as two "
                             "boxes", when="upcard-limit")
    # Match
    scoring: str = opt("classic", "Scoring",
                       "How the hands add up: Classic, one total racing to the target; "
                       "Hollywood, three games scored side by side; Three columns, the "
                       "French two-deck rules' columns and cocottes",
                       choices=("classic", "hollywood", "columns", "box", "rami"),
                       when="two-player-gin",
                       labels={"classic": "Classic", "hollywood": "Hollywood (three games)",
                               "columns": "Three columns", "box": "In the box",
                               "rami": "Pay-outs"})
    # Hollywood has no match target: each of its three games closes at it (a play-tester
    # read "Match target 100" as the match's end)
    target: int = opt(100, "Match target", "The total that ends the match",
                      choices=(100, 150, 200, 250, 300), when="target", span=(50, 1000),
                      alt=("hollywood", "Each game closes at",
                           "Each of the three games closes when a player's total in it "
                           "reaches this; the match ends when all three are closed"))
    target_strict: bool = opt(False, "Win only by going over the target",
                              "On: reaching the target exactly is not enough (the Polish "
                              "rules)", when="gin-target",
                              alt=("hollywood", "Close a game only by going over its total",
                                   "On: reaching a game's closing total exactly is not "
                                   "enough"))
    game_bonus: int = opt(100, "Game bonus", "Added to the match winner's total at the end",
                          choices=(0, 100), when="bonuses", span=(0, 500),
                          alt=("hollywood", "Game bonus",
                               "Added to a game's winner when the game closes"))
    box_bonus: int = opt(25, "Box (line) bonus per hand won",
                         "Added at the end of the match to each player, for each hand they "
                         "won", choices=(0, 20, 25),
                         when="bonuses", span=(0, 100))
    shutout_double: bool = opt(True, "Shutout doubles the winner's score",
                               "When the loser won no hand, the winner's score, game bonus "
                               "included, is doubled", when="bonuses")
    first_dealer: str = opt("random", "First dealer",
                            choices=("random", "cut-high", "cut-low", "box"), user=False)
    next_dealer: str = opt("alternate", "Next dealer", "Who deals the next hand",
                           choices=("alternate", "loser", "winner"), when="classic-scoring",
                           labels={"alternate": "Take turns", "loser": "The loser deals",
                                   "winner": "The winner deals"})
    # 003 columns
    column_target: int = opt(100, "Column closes at", "A column is won by the first to "
                             "reach this many points in it", choices=(100, 150, 250),
                             when="columns")
    column_bonus: int = opt(250, "Column won bonus", "The French rules say 250",
                            choices=(100, 250, 500), when="columns")
    cocotte_value: int = opt(25, "Cocotte value", "The French rules say 25",
                             choices=(10, 25, 50), when="columns")
    gin_cocottes: bool = opt(False, "Gin earns 2 cocottes, undercut 1 extra",
                             "A cocotte is a hand won, counted at the foot of its column",
                             when="columns")
    blitz_double: bool = opt(True, "Blitz doubles the column",
                             "When a column's loser scored nothing in it, the winner's column "
                             "total is doubled", when="columns")
    retourne_reshuffle: bool = opt(False, "Reshuffle the retourne pack when used up",
                                   "Off: the used pack is turned over in the same order",
                                   when="retourne")
    # 004 three players
    advisor_sees_captain: bool = opt(False, "Advisor may see the captain's hand",
                                     "The player who sits the hand out may look at the "
                                     "captain's cards and advise", when="box")
    box_classic_bonuses: bool = opt(
        False, "Classic end bonuses in three-player Gin",
        "Three-player Gin normally has no bonus; on, the winner adds the game bonus (doubled "
        "on a shutout) and each player the box bonus per hand won, as in classic Gin",
        when="box")
    # 002 Rami
    rami_pay_own_hand: bool = opt(False, "A Rami is paid twice each loser's own hand",
                                  "Off: each other player pays twice the value of the cards "
                                  "the winner laid down (47 laid down: each pays 94). On: "
                                  "each pays twice the value of their own hand", when="rami",
                                  alt=("rami-only", "Each loser pays their own hand",
                                       "Off: each other player pays the value the winner "
                                       "laid down; on: each pays the face value of their own "
                                       "hand (Rami only is never doubled)"))
    rami_arret: bool = opt(False, "Rami Arrêt (stop when the stock is exhausted)",
                           "When the stock is exhausted and a player declines the top "
                           "discard, the hand stops: the player with the fewest cards wins "
                           "and each other player pays the difference in cards (tied "
                           "winners share). The discard pile is never turned over",
                           when="melds-in-play")
    go_out_on_discard: bool = opt(False, "Going out needs a final discard",
                                  "To go out, meld every card but one and discard it",
                                  when="rami")
    rami_call: bool = opt(False, "\"Rami!\" call on a discard that could be laid off",
                          "Anyone but the discarder may call, take the card, lay it off on "
                          "a table meld and discard one of their own",
                          when="melds-in-play")
    rami_only: bool = opt(False, "Rami only (meld the whole hand at once)",
                          "Nobody lays down a meld until they can lay down the whole hand at "
                          "once; an empty stock is reshuffled from the discards. Rami Arrêt "
                          "and the \"Rami!\" call do not apply: every hand keeps its cards "
                          "and no meld is on the table until the hand ends", when="rami")
    restock_cap: int = opt(3, "Stock restocks before the hand is a draw",
                           "When the stock runs out once more after this many restocks, the "
                           "hand is a draw and nobody pays", choices=(1, 2, 3, 5), when="restocks",
                           span=(0, 10))
    match_hands: int = opt(0, "Match length", "A number of hands, or play until a player "
                           "has received the match target", choices=(0, 1, 3, 5, 10),
                           when="rami", span=(0, 50), labels={0: "Play to a target"})

    # ----- derived values -----------------------------------------------------------------
    @property
    def arret_in_play(self) -> bool:
        """Rami Arrêt stops the hand on an empty stock; not in Rami only, where every hand
        holds its whole deal until someone goes out (each stop would be a tie that nobody
        pays: a play-tester) and RULES.md reshuffles the discards into a new stock."""
        return self.rami_arret and not self.rami_only

    @property
    def call_in_play(self) -> bool:
        """The "Rami!" call may happen: never in Rami only, with no meld on the table to lay
        a card off on before the hand ends."""
        return self.rami_call and not self.rami_only

    def card_values(self) -> tuple[int, ...]:
        """Value of each rank 1..13 (index 0 = ace)."""
        return (self.ace_value, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10)

    def with_options(self, **changes: Any) -> Rules:
        """A copy with the given fields changed; every value is checked against its declared
        choices or range, and the whole against `rules_problem()` (GameError says why)."""
        fields = {f.name: f for f in dataclasses.fields(self)}
        clean: dict[str, Any] = {}
        for key, value in changes.items():
            if key not in fields:
                raise GameError(f"unknown rule option {key!r}; known: {', '.join(sorted(fields))}")
            clean[key] = coerce_option(fields[key], value)
        return dataclasses.replace(self, **clean).validated()

    def validated(self) -> Rules:
        """These rules if every field holds an accepted value and they make a playable game;
        otherwise GameError with the reason (e.g. a save edited to a knock limit of 99)."""
        for fld in dataclasses.fields(self):
            check_value(fld, getattr(self, fld.name))
        problem = self.rules_problem()
        if problem:
            raise GameError(problem)
        return self

    def rules_problem(self) -> str | None:
        """Why these values do not make one playable game (None when they do)."""
        if self.min_players > self.max_players:
            return "min_players is more than max_players"
        if self.family == "gin" and self.max_players > 3:
            return "Gin is for two or three players"
        if (self.decks == 2) != (self.knock_limit_source == "retourne"):
            return "a second deck is used only as the retourne pack (decks=2 with a retourne)"
        return self.scoring_problem()

    def scoring_problem(self) -> str | None:
        """Why `scoring` cannot score this game (None when it can): pay-outs are Rami's,
        'box' is the three-player game's only scoring, the others are for two players."""
        s = self.scoring
        if self.family == "rami" or s == "rami":
            ok = self.family == "rami" and s == "rami"
            return None if ok else "Rami is scored with pay-outs (scoring=rami), and only Rami"
        if self.min_players == 3:
            return None if s == "box" else "three-player Gin is scored 'in the box' (scoring=box)"
        if s == "box":
            return "'in the box' scoring (scoring=box) is for three-player Gin"
        if s == "columns" and self.knock_limit_source != "retourne":
            return "column scoring (scoring=columns) needs the retourne (gin-rami)"
        return None

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Rules:
        known = {f.name for f in dataclasses.fields(cls)}
        return cls(**{k: v for k, v in data.items() if k in known})


def coerce_option(fld: dataclasses.Field, value: Any) -> Any:
    """Convert a command-line string (or a value) to the field's type and check it."""
    kind = type(fld.default)
    if isinstance(value, str):
        text = value.strip()
        if kind is bool:
            low = text.lower()
            if low in ("1", "true", "yes", "on"):
                value = True
            elif low in ("0", "false", "no", "off"):
                value = False
            else:
                raise GameError(f"option {fld.name} takes on/off, not {value!r}")
        elif kind is int:
            if not (text.isascii() and text.lstrip("-").isdigit()) or len(text) > 9:
                raise GameError(f"option {fld.name} takes a whole number, not {value!r}")
            value = int(text)
        else:
            value = text
    return check_value(fld, value)


def check_value(fld: dataclasses.Field, value: Any) -> Any:
    """`value` if the field accepts it: its type (a bool is not a number), then its declared
    range (`span`) or, without one, its `choices`. The one check every source goes through."""
    kind = type(fld.default)
    if not isinstance(value, kind) or (kind is not bool and isinstance(value, bool)):
        raise GameError(f"option {fld.name} takes a {kind.__name__}, not {value!r}")
    span = fld.metadata.get("span")
    choices = fld.metadata.get("choices", ())
    if span is not None:
        lo, hi = span
        if not lo <= value <= hi:
            raise GameError(f"option {fld.name} must be from {lo} to {hi}, not {value!r}")
    elif choices and value not in choices:
        raise GameError(f"option {fld.name} must be one of "
                        f"{', '.join(map(str, choices))}, not {value!r}")
    elif kind is str and not choices and not (0 < len(value) <= 40 and value.isprintable()):
        raise GameError(f"option {fld.name} must be a short name, not {value[:40]!r}")
    return value


def validate_rules(data: Any, base: Rules | None = None) -> Rules:
    """Rules from a decoded document (a save's `rules` table) over `base` (default: classic):
    every value checked as `--option` checks it; GameError names the first one refused."""
    if not isinstance(data, dict):
        raise GameError("the rules are not a table")
    return (base or Rules()).with_options(**data)


def user_options(rules: Rules) -> list[dataclasses.Field]:
    """The fields a player may change that matter in this game (for the setup screen)."""
    return [f for f in dataclasses.fields(rules) if f.metadata.get("user")
            and (not f.metadata.get("when") or RELEVANT[f.metadata["when"]](rules))]


def parse_option_args(items: list[str]) -> dict[str, str]:
    """Read `key=value` strings from `--option` arguments."""
    out: dict[str, str] = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            raise GameError(f"--option needs key=value, got {item!r}")
        out[key.strip().replace("-", "_")] = value
    return out
