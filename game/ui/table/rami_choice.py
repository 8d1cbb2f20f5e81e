"""Making Rami's meld selection discoverable: chosen cards stand raised and tinted, and the
prompt says what to do next ("Click cards to choose a meld…", "2 cards chosen — choose at
least 3", "3 cards chosen: Meld (M) or drag them to the table").

Mixed into `rami.RamiTable` before its display; the base table asks `extra_lift(sprite)` when
it lifts the hand's cards and `card_tint(sprite)` when it draws one.
"""

from __future__ import annotations

from game.core.actions import LayOff, Meld
from game.ui import theme
from game.ui.animator import CardSprite
from game.ui.card_words import card_symbol, melds_symbols
from game.ui.i18n import _, ngettext
from game.ui.table.prompt_keys import KeyedPrompt

CHOSEN_LIFT = 10   # design pixels a chosen card stands above the hand (2 clear of the tags)
CHOSEN_TINT = (*theme.HIGHLIGHT, 60)


def selection_hint(chosen: int, first_turn: bool, short: bool = False,
                   rami_only: bool = False, hand_size: int = 99, meldable: bool = True,
                   refused: str | None = None, lay_off: tuple[str, str] | None = None) -> str:
    """The prompt line of the Rami player's discard phase, for `chosen` cards picked;
    `short`: the words that fit a narrow prompt (six players with long names at 200 %);
    `rami_only`: melds go down only with the whole hand in one turn (the usual line,
    "choose a meld… lay-offs from your second turn", promised what that rule refuses);
    `hand_size`: under three cards no meld can be chosen (the line still said "Click 3 or
    more cards…" with one card left); `meldable`: whether three or more chosen cards may be
    laid down (the line invited "Meld (M)" under a greyed Meld for 2♦ 2♣ 3♣); `refused`: why
    chosen cards that do make melds may not go down now (5♠ 5♥ 5♦ in Rami only was called
    "not a meld": a play-tester); `lay_off`: the one card chosen and the meld it fits, in
    symbols ("1 card chosen — choose at least 3 for a meld" was the only advice for a ten
    that one L would lay off: a play-tester)."""
    if chosen == 0 and hand_size < 3 and not rami_only:
        return _("Discard a card") if first_turn else _("Lay off or discard a card")
    if chosen == 0 and rami_only:
        if short:
            return _("Rami only: whole hand at once, or discard")
        return _("Rami only: choose melds to lay down your whole hand at once, or discard")
    if chosen == 0 and short:
        if first_turn:
            return _("Choose cards for a meld, or discard")
        return _("Choose cards for a meld, lay off or discard")
    if chosen == 0:    # the keys too, where the line has room (a keyboard player)
        if first_turn:
            return KeyedPrompt(_("Click 3 or more cards (or arrows and Space) to choose a "
                                 "meld, or discard (lay-offs from your second turn)"),
                               _("Click 3 or more cards to choose a meld, or discard "
                                 "(lay-offs from your second turn)"))
        return KeyedPrompt(_("Click 3 or more cards (or arrows and Space) to choose a meld, "
                             "or lay off (L) or discard (D)"),
                           _("Click 3 or more cards to choose a meld, or lay off or discard"))
    if chosen == 1 and lay_off is not None:
        card, meld = lay_off
        brief = _("{card}: lay off (L), discard (D) or choose more").format(card=card)
        return brief if short else KeyedPrompt(
            _("{card} chosen: lay it off on {meld} (L), discard it (D), or choose at least 3 "
              "for a meld").format(card=card, meld=meld), brief)
    if chosen < 3:
        return KeyedPrompt(ngettext("{n} card chosen — choose at least 3 for a meld (click or "
                                    "Space again to unchoose)",
                                    "{n} cards chosen — choose at least 3 for a meld (click or "
                                    "Space again to unchoose)", chosen).format(n=chosen),
                           ngettext("{n} card chosen — choose at least 3 for a meld (click "
                                    "again to unchoose)",
                                    "{n} cards chosen — choose at least 3 for a meld (click "
                                    "again to unchoose)", chosen).format(n=chosen))
    if not meldable and refused:
        return ngettext("{n} card chosen: a meld, but not now. {reason}",
                        "{n} cards chosen: a meld, but not now. {reason}",
                        chosen).format(n=chosen, reason=refused)
    if not meldable:
        return ngettext("{n} card chosen: not a meld (click a card again to unchoose it)",
                        "{n} cards chosen: not a meld (click a card again to unchoose it)",
                        chosen).format(n=chosen)
    return ngettext("{n} card chosen: Meld (M), or drag them to the table",
                    "{n} cards chosen: Meld (M), or drag them to the table",
                    chosen).format(n=chosen)


class ChoiceMixin:
    """Chosen cards raised and tinted; the hint line for the discard phase."""

    chosen: list[CardSprite]

    def extra_lift(self, sprite: CardSprite) -> float:
        """How far a chosen card stands above the hand."""
        return self.layout.px(CHOSEN_LIFT) if sprite in self.chosen else 0.0

    def card_tint(self, sprite: CardSprite) -> tuple[int, int, int, int] | None:
        """A light gold wash over a chosen card's face."""
        return CHOSEN_TINT if sprite in self.chosen else None

    def chosen_lay_off(self) -> tuple[str, str] | None:
        """The one chosen card and the table meld it may be laid off on, in symbols, for the
        prompt ("10♦", "7♦ 8♦ 9♦"); None unless one card is chosen and fits a meld now."""
        chosen = [s for s in self.chosen if s in self.hand]
        if len(chosen) != 1:
            return None
        melds = self.state.table_melds
        fit = next((a.target for a in self.legal() if isinstance(a, LayOff)
                    and a.card == chosen[0].card and 0 <= a.target < len(melds)), None)
        if fit is None:
            return None
        return card_symbol(chosen[0].card), melds_symbols([melds[fit].cards])

    def meld_refusal(self, cards: list) -> str | None:
        """Why `cards`, which make one meld or several using every card, may not be laid
        down now (None when they make no melds, or may go down)."""
        if len(cards) < 3:
            return None
        arrangement = self.solver.best_arrangement(cards)
        if arrangement.deadwood_cards:
            return None
        first = tuple(self.solver.order_meld(list(arrangement.melds[0])))
        return self.reason(Meld(first))

    def _melds_of(self, cards: list) -> list[tuple]:
        """`cards` split into two or more melds that use every one of them, in the order
        they go down; [] when some card would be left over."""
        arrangement = self.solver.best_arrangement(cards)
        if arrangement.deadwood_cards or len(arrangement.melds) < 2:
            return []
        return [tuple(self.solver.order_meld(list(m))) for m in arrangement.melds]
