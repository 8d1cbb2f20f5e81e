"""How a gin-family showdown is played on the table: the knock (the knocker's melds laid out,
its deadwood under a wash), the defender's lay-offs (a hidden defender's hand turned face up
as its first lay-off leaves), and the spread.

Mixed into `gin.GinTable` in front of its display; the handlers register by `plays`, and the
table's `handlers` gather them along its bases.
"""

from __future__ import annotations

from game.core.events import Knocked, LaidOff, Spread
from game.ui import theme, wording
from game.ui.i18n import _
from game.ui.table.playback import plays
from game.variants.terms import terms_for


class GinShowdownPlay:
    """The showdown's events played on the gin table (mixed into `GinTable`)."""

    @plays(Knocked)
    def _play_knock(self, e: Knocked, d: float) -> float:
        self.knocker = e.seat
        self.melds = []
        for meld in e.melds:
            self.melds.append([self._from_seat(e.seat, c) for c in meld])
        if e.seat != self.viewer:
            self.knock_dead = [self._take_from_other(e.seat, c) for c in e.deadwood_cards]
            self.dead_cards.update(e.deadwood_cards)
            self.others[e.seat] = []
        who = self.names[e.seat]
        text = wording.go_out_banner(e.kind, who, e.deadwood, terms_for(self.session.rules),
                                     you=e.seat == self.viewer and not self.session.hotseat)
        self.show_banner(text, 1.8)
        self.app.play("gin" if e.kind in ("gin", "big-gin") else "knock")
        self.knock_mode = False
        self.relayout(d * 1.3)
        return d * 1.3 + 0.5 * self.factor

    @plays(LaidOff)
    def _play_layoff(self, e: LaidOff, d: float) -> float:
        if not 0 <= e.target < len(self.melds):
            return 0.0
        self._reveal_defender(e.seat, d)     # the hand turns over as its first lay-off leaves
        meld = self.melds[e.target]
        sprite = None
        for m in self.melds:
            for s in m:
                if s.tag == "proposed" and s.card == e.card:
                    sprite = s
                    m.remove(s)
                    break
            if sprite:
                break
        if sprite is None:
            sprite = self._from_seat(e.seat, e.card)
        sprite.tag = ""
        sprite.glow = theme.GOLD        # laid off: it stays marked through the showdown
        meld.append(sprite)
        self._order_meld(e.target)
        self.proposals = [(c, t) for c, t in self.proposals if c != e.card]
        self.app.play("discard", 0.7)
        self.relayout(d)
        return d + 0.05 * self.factor

    def _reveal_defender(self, seat: int, d: float) -> None:
        """Turn a hidden defender's hand face up where it lies, at its first lay-off: they
        flew out of a face-down hand, the hand shown only after them. The cards are the
        view's (a showdown makes the defender's hand public), in the player's sort."""
        sprites = self.others.get(seat, [])
        sd = self.state.showdown
        if seat == self.viewer or sd is None or sd.defender != seat or \
                all(s.card is not None and s.face_up for s in sprites):
            return
        hand = self._sorted(list({*sd.defender_hand, *(c for c, _t in sd.layoffs)}))
        if len(hand) != len(sprites):
            return
        known = {s.card for s in sprites if s.card is not None and s.face_up}
        unseen = iter(c for c in hand if c not in known)
        for s in sprites:
            if s.card is None or not s.face_up:
                s.card = next(unseen)
                self.anim.move(s, s.target, d, face_up=True)
        order = {c: i for i, c in enumerate(hand)}
        sprites.sort(key=lambda s: order[s.card])
        self.relayout(d)

    @plays(Spread)
    def _play_spread(self, e: Spread, d: float) -> float:
        cards = [c for m in e.melds for c in m] + list(e.deadwood_cards)
        groups = [len(m) for m in e.melds] + ([len(e.deadwood_cards)] if e.deadwood_cards
                                              else [])
        if e.seat == self.viewer:
            by_card = {s.card: s for s in self.hand}
            self.hand = [by_card[c] for c in cards if c in by_card] + [
                s for s in self.hand if s.card not in cards]
            self.order = [s.card for s in self.hand]
        else:
            old = self.others.get(e.seat, [])
            shown = {s.card: s for s in old if s.card is not None and s.face_up}
            backs = [s for s in old if s not in shown.values()]
            sprites = []
            for c in cards:      # a card already face up keeps its sprite: no face swaps
                s = shown.pop(c, None) or (backs.pop() if backs else None) or \
                    (shown.popitem()[1] if shown else self._sprite(None, False))
                s.card = c
                sprites.append(s)
            self.others[e.seat] = sprites
            self.spread_groups[e.seat] = groups
            self.dead_cards.update(e.deadwood_cards)
            self.say(e.seat, _("Deadwood {n}").format(n=e.deadwood), 3.0, acting=False)
        self.relayout(d * 1.2)
        return d * 1.2 + 0.3 * self.factor
