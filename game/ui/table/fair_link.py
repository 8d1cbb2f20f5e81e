"""The table's fair-deal line: the info panel's "Fair deal ✓" sign, a link to the details
screen that shows this deal's fingerprints and, once revealed, its seeds."""

from __future__ import annotations

import pygame

from game.ui import fair_words, i18n, theme


class FairLinkMixin:
    """The fair-deal sign, its details and the link to them (mixed into the table's HUD)."""

    def commitment_text(self) -> str:
        """The sign that this deal was sealed before play (the numbers are in its details)."""
        return fair_words.sign()

    def fair_deal(self) -> fair_words.FairDeal:
        """What the fair-deal details may show now: this hand's fingerprint, its seed once
        revealed, the match's fingerprint and its seed once the match is over."""
        over, shown = self.match_over, self.seed_revealed
        return fair_words.FairDeal(
            self.state.hand_no, self.commitment, None if shown is None else shown.seed,
            self.session.match_commitment, None if over is None else over.seed,
            fair_words.decides(self.session.rules))

    def open_fair_deal(self) -> None:
        """The fair-deal details, a screen of their own."""
        self.app.push_scene("fairness", fair=self.fair_deal())

    def mark_fair_link(self, surface: pygame.Surface, drawn: pygame.Rect) -> None:
        """The info panel's "Fair deal ✓" line is a link to its details: underlined, and
        remembered so a click on it opens them."""
        lay = self.layout
        y = drawn.bottom - max(1, lay.px(2))
        pygame.draw.line(surface, theme.TEXT_DIM, (drawn.left, y), (drawn.right, y), 1)
        self.fair_link = pygame.Rect(drawn).inflate(lay.px(8), lay.px(4))

    def fair_link_event(self, e: pygame.event.Event) -> bool:
        """A click on the info panel's fair-deal line opens the details."""
        link = getattr(self, "fair_link", None)
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1 and link is not None \
                and link.collidepoint(e.pos):
            self.open_fair_deal()
            return True
        return False

    def fair_link_left(self, panel: pygame.Rect, row_text: str, width: int, px: int) -> int:
        """Where the link starts on the row it shares in the compact panel: just after that
        row's words, never left of where it stood before at this size, within the panel (it
        was right-aligned in a panel as wide as the hand's knock limit line, so it moved from
        hand to hand: x 154, 179, 206 at 150 %, a play-tester)."""
        lay = self.layout
        natural = panel.left + lay.px(14) + self.res.font(px).size(row_text)[0] + lay.px(16)
        steady = self.__dict__.setdefault("_fair_lefts", {})
        key = (lay.size, px, i18n.language(), panel.left)
        x = min(max(natural, steady.get(key, natural)), panel.right - lay.px(14) - width)
        steady[key] = x = max(x, natural)
        return x
