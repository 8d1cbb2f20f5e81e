"""The rules of each variant, written for players (from shared/RULES.md): the deal, a turn,
going out, scoring and the options. `rules_sections(name)` gives (heading, text) pairs; every
string goes through `_()` when asked for, so a translation applies at once.
"""

from __future__ import annotations

from collections.abc import Callable

from game.ui.i18n import _
from game.ui.pile_keys import pile_letters
from game.variants import find_variant
from game.variants.terms import terms_for


def _cards_and_melds() -> tuple[str, str]:
    return (_("Cards and melds"),
            _("One pack of 52 cards, no jokers. A meld is a set of three or four cards of the "
              "same rank, or a run of three or more cards of one suit in sequence (A-2-3 is a "
              "run, Q-K-A is not: the ace is low). A card belongs to one meld at a time. Cards "
              "in no meld are deadwood, counted at their value: ace 1, 2 to 10 their number, "
              "jack, queen and king 10. Your deadwood is always counted the best way your "
              "cards can be arranged."))


def _gin_deal() -> tuple[str, str]:
    return (_("The deal"),
            _("The dealer gives ten cards to each player, one at a time, starting with the "
              "opponent. The next card is turned face up: the upcard, which starts the discard "
              "pile. The rest is the stock.\n"
              "First turn: the non-dealer may take the upcard or pass. If they pass, the "
              "dealer may take it or pass. If both pass, the non-dealer draws from the stock "
              "and play goes on normally."))


def _gin_turn() -> tuple[str, str]:
    return (_("A turn"),
            _("Draw the top card of the stock or the top card of the discard pile, then "
              "discard one card face up. A card taken from the discard pile cannot be "
              "discarded in the same turn. Only the top discard can be seen and taken (a "
              "setting shows the whole pile)."))


def _gin_going_out(limit: str) -> tuple[str, str]:
    return (_("Going out"),
            limit + " " +
            _("To knock, discard and lay your melds and deadwood face up; knocking is never "
              "forced and may happen on any turn, the first included. Knocking with no "
              "deadwood at all is gin.\n"
              "After a knock (not a gin) the opponent lays out their melds and may lay off "
              "deadwood onto the knocker's melds: a fourth card on a set, or cards extending a "
              "run at either end. The game proposes the best lay-offs; you may change them "
              "before confirming. The knocker never lays off.\n"
              "If the stock is down to two cards and the player who took the third-last card "
              "discards without knocking, the hand is void: nobody scores and the same dealer "
              "deals again."))


def _gin_hand_score(undercut: int) -> tuple[str, str]:
    return (_("Scoring a hand"),
            _("Knock: if the knocker's deadwood is lower, the knocker scores the difference.\n"
              "Undercut: if the defender's deadwood (after lay-offs) is equal or lower, the "
              "defender scores {undercut} plus the difference.\n"
              "Gin: 25 plus the opponent's deadwood, and no lay-offs are allowed.\n"
              "Big gin (when the option is on): all eleven cards melded after the draw, with "
              "no discard: 31 plus the opponent's deadwood.").format(undercut=undercut))


def _gin_match(strict: bool) -> tuple[str, str]:
    first = (_("The match goes to the first player whose total goes over 100.") if strict else
             _("The match goes to the first player whose total reaches 100."))
    return (_("The match"),
            first + " " +
            _("The winner adds a game bonus of 100; if the loser won no hand at all (a "
              "shutout) the winner's whole score is doubled. Then each player adds 25 for "
              "every hand they won (the box or line bonus). The result is the winner's total "
              "minus the loser's. The deal alternates between the players."))


def _hollywood() -> tuple[str, str]:
    return (_("Hollywood scoring (option)"),
            _("Three games are scored at once, in three columns. Your first hand won is "
              "written in game 1, your second in games 1 and 2, your third and later ones in "
              "all three games still open. A game closes when a player reaches 100 in it; it "
              "is scored like a classic match (100 game bonus, 25 per box, doubled on a "
              "shutout). The match ends when the three games are closed; its result is the "
              "sum of the three. The winner of a hand deals the next one."))


def _at_the_table(rules) -> tuple[str, str]:
    """How the Gin table is played, with the keys of the variant's own buttons: going down
    is a descente where the variant says so, with no upcard to pass (003's keys said "P
    passes, K knocks": a play-tester); three-player Gin lets the advisor skip the hand it
    sits out."""
    stock, pile = pile_letters()
    going_out = (_("K goes down (descente), G goes gin (B grand gin where it is played)")
                 if terms_for(rules).descente else
                 _("P passes, K knocks, G goes gin (B big gin where it is played)"))
    text = _("Drag a card from the stock or the discard pile into your hand to draw (or "
             "click the pile). Drag a card from your hand onto the discard pile to discard "
             "it. Drag cards within your hand to arrange them. Melds in your hand are "
             "outlined and your deadwood is counted live.") + "\n" + \
        _("Keys: the arrows choose a card, Enter or Space plays it, {stock} draws from the "
          "stock, {pile} takes the discard, {going_out}, F finishes the lay-offs and C takes "
          "the proposed ones back, R / U / M sort by rank, suit or melds, H asks for a hint, "
          "Z (or Ctrl+Z) undoes your last move where undo is on, V shows the hand's log, Esc "
          "pauses, F11 toggles full screen.").format(stock=stock, pile=pile,
                                                     going_out=going_out)
    if rules.scoring == "box":
        text += " " + _("While you sit a hand out, N skips to its end.")
    return _("At the table"), text


def _at_the_rami_table() -> tuple[str, str]:
    """Rami's table has its own buttons and keys (it listed Gin's: K knocks, G goes gin)."""
    stock, pile = pile_letters()
    return (_("At the table"),
            _("Drag a card from the stock or the discard pile into your hand to draw (or "
              "click the pile). Click cards to choose a meld and press Meld, or drag them onto "
              "the table; drag a card onto a meld on the table to lay it off. Drag a card "
              "onto the discard pile to discard it. The value of your unmelded cards is "
              "counted live.\n"
              "Keys: the arrows choose a card, Space adds it to your choice, Enter plays it, "
              "{stock} draws from the stock, {pile} takes the discard, M melds, L lays off, O goes out, "
              "D discards, E turns the discard pile over, X stops the hand (Arrêt), C calls "
              "Rami! and N declines, R / U / G sort by rank, suit or melds, H asks for a "
              "hint, Z (or Ctrl+Z) undoes your last move where undo is on, V shows the hand's "
              "log, Esc pauses, "
              "F11 toggles full screen.").format(stock=stock, pile=pile))


def _classic() -> list[tuple[str, str]]:
    return [
        (_("In short"), _("Two players try to form melds and cut down their deadwood, then "
                          "knock to end the hand before the opponent does.")),
        _cards_and_melds(), _gin_deal(), _gin_turn(),
        _gin_going_out(_("You may knock after drawing if, after your discard, your deadwood "
                         "is 10 or less (the knock limit, a setting).")),
        _gin_hand_score(20), _gin_match(False), _hollywood(),
        (_("Options"), _("Knock limit, gin, big gin and undercut bonuses, whether equal "
                         "deadwood is an undercut, the match target (100 to 300), the game "
                         "and box bonuses, the shutout, who deals next, and Hollywood "
                         "scoring.")),
    ]


def _polish() -> list[tuple[str, str]]:
    return [
        (_("In short"), _("Remik Gin: classic Gin Rummy as the Polish rules play it. The "
                          "differences: the highest cut deals first, an undercut is worth 25 "
                          "plus the difference, the match is won by going over 100, and the "
                          "knocker's last discard is laid face down.")),
        _cards_and_melds(),
        (_("The deal"), _("Both players cut; the highest card deals first. The dealer gives "
                          "ten cards each, one at a time, starting with the opponent, and "
                          "turns the next card as the upcard.\n"
                          "First turn: the non-dealer may take the upcard or pass, then the "
                          "dealer; if both pass the non-dealer draws from the stock.")),
        _gin_turn(),
        _gin_going_out(_("You may knock after drawing if, after your discard, your deadwood "
                         "is 10 or less.")),
        _gin_hand_score(25), _gin_match(True),
        (_("Options"), _("The same as classic Gin: knock limit, bonuses, target (win on "
                         "reaching it instead of going over), who deals next, Hollywood "
                         "scoring.")),
    ]


def _gin_only() -> list[tuple[str, str]]:
    return [
        (_("In short"), _("Classic Gin Rummy without knocking: a hand ends only when a "
                          "player goes gin, with every card melded.")),
        _cards_and_melds(), _gin_deal(), _gin_turn(),
        (_("Going out"), _("Only gin ends a hand: after drawing, meld all your cards but the "
                           "one you discard. The gin scores 25 plus the opponent's deadwood; "
                           "there are no lay-offs. A hand with two cards left in the stock "
                           "and nobody out is void and dealt again.")),
        _gin_match(False), _hollywood(),
        (_("Options"), _("A knock limit above 0 turns the game back into classic Gin; the "
                         "other options are classic Gin's.")),
    ]


def _oklahoma() -> list[tuple[str, str]]:
    return [
        (_("In short"), _("Classic Gin Rummy where the first upcard of each hand sets how "
                          "low your deadwood must be to knock.")),
        _cards_and_melds(), _gin_deal(), _gin_turn(),
        _gin_going_out(_("The upcard's rank is this hand's knock limit: two to ten their "
                         "number, jack, queen and king 10; an ace means no knocking at all: "
                         "only gin ends the hand. The limit is shown on the table.")),
        _gin_hand_score(20), _gin_match(False), _hollywood(),
        (_("Options"), _("Spade double: when the upcard is a spade the hand's points and "
                         "bonus are doubled and it counts as two boxes. The others are "
                         "classic Gin's options.")),
    ]


def _three_player() -> list[tuple[str, str]]:
    return [
        (_("In short"), _("Three players, two at the table: the box plays alone against the "
                          "captain, who plays for a team of two while the third player sits "
                          "out as the advisor.")),
        _cards_and_melds(),
        (_("Roles"), _("For the first hand everyone cuts: the highest card is the box, the "
                       "middle one the captain, the lowest the advisor. The box deals every "
                       "hand. The advisor may look at the captain's hand only when the option "
                       "allows it; the captain decides.")),
        (_("The hand"), _("The box and the captain play a two-player classic hand: ten "
                          "cards each, the upcard, draw and discard, knock at 10 or less, "
                          "gin, lay-offs.")),
        (_("Scoring a hand"), _("Knock: the difference. Undercut: 10 plus the difference. "
                                "Gin: 25 plus the opponent's deadwood. The advisor never "
                                "scores; each player keeps their own total.")),
        (_("Who plays next"), _("If the box wins, the box stays in and the captain and "
                                "advisor swap. If the box loses, the box sits out, the "
                                "captain becomes the box and the advisor the captain. After a "
                                "void hand the roles stay the same.")),
        (_("The match"), _("The first player whose total reaches 100 wins. There is no game "
                           "or box bonus unless the option for classic bonuses is on.")),
        (_("Options"), _("The advisor seeing the captain's hand, classic end bonuses, the "
                         "gin and undercut bonuses, the target.")),
    ]


def _gin_rami() -> list[tuple[str, str]]:
    return [
        (_("In short"), _("Gin Rummy with two packs: the second pack turns the retourne that "
                          "sets the hand's descente (knock) limit; the ace is worth 15 and "
                          "turns the corner; the score is kept in three columns.")),
        (_("Cards and melds"), _("Sets of three or four of a rank and runs of three or more "
                                 "of a suit. The ace is turning: Q-K-A, A-2-3 and K-A-2 are "
                                 "all runs. Values: ace 15, jack, queen and king 10, the "
                                 "others their number.")),
        (_("The deal"), _("From the first pack the dealer gives eleven cards to the opponent "
                          "and ten to themself; there is no upcard. The second pack lies "
                          "beside the stock and its top card is turned: the retourne. Its "
                          "value (2 to 9, ten and faces 10) is this hand's descente limit; an "
                          "ace means only gin ends the hand.")),
        (_("A turn"), _("The non-dealer starts by discarding one of their eleven cards "
                        "without drawing (or goes out at once). Then each turn: take the "
                        "opponent's last discard or the top of the stock, then discard. With "
                        "two cards left in the stock the hand is void and dealt again by the "
                        "same dealer.")),
        (_("Going out"), _("Grand Gin: all eleven cards melded after the draw, no discard: 50 "
                           "plus the opponent's deadwood. Gin: ten cards melded and the "
                           "eleventh discarded: 25 plus the opponent's deadwood. Descente: "
                           "after the discard your deadwood is at most the retourne's value; "
                           "the opponent may then lay off on your melds. If your deadwood is "
                           "lower you score the difference; if not, the opponent scores 25 "
                           "plus the difference.")),
        (_("Columns"), _("Each player has three columns. Your first hand won is written in "
                         "column 1, the second in columns 1 and 2, the third and later ones in "
                         "every open column. A column closes when a player reaches 100 in it. "
                         "Each hand won is a cocotte, worth 25 at the foot of its columns. A "
                         "column won is worth 250; if the loser scored nothing in it (a "
                         "blitz) the winner's column total is doubled. The match ends when "
                         "all three columns are closed; the difference of the grand totals is "
                         "the result. The winner of a hand deals the next.")),
        (_("Options"), _("The column target (100, 150, 250), two cocottes for a gin, the blitz "
                         "double, reshuffling the retourne pack, the bonuses.")),
    ]


def _rami() -> list[tuple[str, str]]:
    return [
        (_("In short"), _("Rummy for two to six players: lay your cards down in melds on the "
                          "table and be the first to get rid of them all.")),
        (_("Cards and melds"), _("One pack of 52, ace low. Sets of three or four of a rank, "
                                 "runs of three or more of a suit. Values: king, queen, jack "
                                 "and ten 10, ace 1, the others their number.")),
        (_("The deal"), _("The lowest cut deals. Ten cards each with two players, seven with "
                          "three or four, six with five or six, one at a time starting left "
                          "of the dealer. The next card starts the discard pile. With two "
                          "players the winner of a hand deals the next; with more, the deal "
                          "passes to the left.")),
        (_("A turn"), _("Draw from the stock or take the top discard. Then you may lay melds "
                        "face up on the table, and from your second turn on lay off cards on "
                        "any meld on the table, anyone's. Then discard one card (not the one "
                        "you just took from the pile). When the stock runs out, the next "
                        "player takes the top discard or turns the pile over as a new "
                        "stock.")),
        (_("Going out"), _("The hand ends when a player has no cards left; if all your "
                           "remaining cards form melds you may lay them all down without a "
                           "discard. Going out in one turn having laid nothing down before is "
                           "a Rami.")),
        (_("Scoring"), _("Every other player pays the winner the value of the cards left in "
                         "their hand. After a Rami every other player pays twice the value of the "
                         "cards the winner laid down. A match is five hands (or, as an "
                         "option, play until someone has received the target).")),
        # each option under the name the setup gives it, and every one of them (a
        # play-tester looked here for the setup's "A Rami is paid twice…" in vain)
        (_("Variants (options)"), _("Rami Arrêt (stop when the stock is exhausted): the hand "
                                    "also stops when the stock is used up and a player "
                                    "declines the discard; the player with the fewest cards "
                                    "wins the difference in card count from each other "
                                    "player.\n"
                                    "Going out needs a final discard: you must keep one card "
                                    "to discard when you go out.\n"
                                    "\"Rami!\" call on a discard that could be laid off: when "
                                    "a player discards a card that could have been laid off, "
                                    "another player may call \"Rami!\", take it, lay it off "
                                    "and discard; the first caller wins, ties go to the "
                                    "caller nearest the discarder's left.\n"
                                    "Rami only (meld the whole hand at once): no melding until "
                                    "you can lay down your whole hand at once; ten cards each "
                                    "(six with five or six players: the deck holds no "
                                    "more); an empty stock is reshuffled from the discards, "
                                    "and Rami Arrêt and the \"Rami!\" call do not apply.\n"
                                    "A Rami is paid twice each loser's own hand: each other "
                                    "player pays twice the value of the cards left in their "
                                    "own hand, instead of twice the value the Rami laid down "
                                    "(with Rami only: the value of their own hand).")),
    ]


_SECTIONS: dict[str, Callable[[], list[tuple[str, str]]]] = {
    "classic": _classic, "polish": _polish, "gin-only": _gin_only, "oklahoma": _oklahoma,
    "three-player": _three_player, "gin-rami": _gin_rami, "rami": _rami,
}


def rules_sections(name: str) -> list[tuple[str, str]]:
    """(heading, text) of the rules of the variant `name`, ending with how the table works."""
    v = find_variant(name)
    maker = _SECTIONS.get(v.name)
    sections = maker() if maker else [(_("In short"), _(v.summary))]
    return [*sections, _at_the_rami_table() if v.rules.family == "rami" else
            _at_the_table(v.rules)]


__all__ = ["rules_sections"]
