"""The hint is read whole: never cut with "…" nor shrunk below the small text size for
want of lines (a Polish play-tester at 1920x1080 / 200 % read "…to o 5 punktów więcej, niż
gdy..." and lost the card the hint compared with)."""

from __future__ import annotations

import pygame
import pytest

from game.coach import hint as h
from game.coach.discards import GivesUp
from game.core.actions import Discard
from game.core.cards import Card
from game.ui import i18n
from game.ui.layout import Layout
from game.ui.probe import probe_draw
from game.ui.table import note_place
from tests.ui_variants.helpers import session, settle, show

C = Card.parse
# the longest hints the Gin family says (the discard that gives up points, with its reason
# and its rank evidence), in the 003 table's words
LONGEST = [
    h.Hint(Discard(C("10H")), h.HintReason(
        h.DISCARD_GIVES_UP, cards=(C("10H"),), deadwood_before=53, deadwood_after=43,
        gives_up=GivesUp(5, C("AD"), feeds=True))),
    h.Hint(Discard(C("10H")), h.HintReason(
        h.DISCARD_GIVES_UP, cards=(C("10H"),), deadwood_before=53, deadwood_after=43,
        gives_up=GivesUp(5, C("QD"), kept=(C("JD"), C("QD"), C("KD"))))),
    h.Hint(Discard(C("6S")), h.HintReason(
        h.DISCARD_LESS_LIKELY, cards=(C("6S"),), passed=(C("6D"), C("6C")), declined=True,
        deadwood_before=31, deadwood_after=25, gives_up=GivesUp(4, C("QC")))),
    # the card the opponent took named beside the lower discard it would want, and a
    # discard next to one it took said "although …" (a Polish play-tester, 9♠ then 9♣)
    h.Hint(Discard(C("10H")), h.HintReason(
        h.DISCARD_GIVES_UP, cards=(C("10H"),), deadwood_before=53, deadwood_after=43,
        gives_up=GivesUp(5, C("QD"), feeds=True, took=C("QS")))),
    h.Hint(Discard(C("10H")), h.HintReason(
        h.DISCARD_GIVES_UP, cards=(C("10H"),), deadwood_before=53, deadwood_after=43,
        gives_up=GivesUp(5, C("QD"), kept=(C("JD"), C("QD"), C("KD"))), took=C("QH"))),
    h.Hint(Discard(C("7C")), h.HintReason(
        h.WAIT_UNDERCUT_RISK, cards=(C("7C"),), deadwood_before=12, deadwood_after=5,
        expected_now=-3, expected_wait=6)),
]


@pytest.mark.parametrize("size,scale", [((800, 600), 1.0), ((800, 600), 2.0),
                                        ((1920, 1080), 1.0), ((1920, 1080), 2.0)])
@pytest.mark.parametrize("language", ["pl", "fr", "en"])
def test_the_longest_hints_are_read_whole(app, language, size, scale):
    i18n.set_language(language)
    try:
        app.screen = pygame.Surface(size)
        app.layout = Layout(size, scale)
        table = show(app, session("gin-rami", 2, 3), autoplayer=None)
        settle(app, table)
        for hinted in LONGEST:
            text = table.hint_words(hinted)
            table.coach_note = (table.state_no, text, hinted)
            table.banner = None       # as the hint key does: the hint takes the band
            table.dirty = True
            assert table.note_shown()
            marks = probe_draw(app.res, size, table.draw).marks
            panel = table.note_panel
            rows = [m for m in marks if m.kind == "text" and panel.contains(m.rect)
                    and m.label.strip()]
            said = " ".join(m.label for m in sorted(rows, key=lambda m: m.rect.top))
            assert "…" not in said and "..." not in said, said
            assert said.split() == text.split(), (said, text)
            # at the small size; a little smaller (never under NOTE_MIN_SCALE) only where
            # its lines at that size would reach over the player's cards (test_hint_clear_
            # of_hand: a French hint at 1920x1080 / 200 % needed a fourth line there)
            small = table.layout.font_small
            least = small if panel.bottom < note_place.own_cards_top(table) - \
                table.layout.px(30) else int(small * note_place.NOTE_MIN_SCALE)
            assert all(m.rect.height >= app.res.font(least).get_height() - 1
                       for m in rows), (size, scale, said)
    finally:
        i18n.set_language("en")
