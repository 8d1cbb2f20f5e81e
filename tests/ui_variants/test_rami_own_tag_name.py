"""The Rami player's own tag over their hand always says whose hand it is, and neither of
their tags covers the score panel (nor a button beside them): at 1920x1080 / 200 % in French a play-tester's hot-seat
table read only "solde +0" over the hand (no name), and during the deal and under the
"Rami!" window "Bruno · solde +0" stood over the panel's "Donne équitable ✓"."""

from __future__ import annotations

import pygame
import pytest

from game.ui import i18n
from game.ui.layout import Layout
from tests.ui_variants.helpers import session, settle, show

NAMES = ["Bruno", "Chloe", "Dominique-Marie", "Amelie", "Emmanuelle", "Francois-Xavier"]


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_the_own_tag_names_the_player_and_keeps_off_the_score_panel(app, size, scale):
    i18n.set_language("fr")
    try:
        found = []
        for seats in range(2, 7):
            for first in (0, 2):             # "Bruno", then "Dominique-Marie" at the screen
                names = NAMES[first:seats] + NAMES[:first]
                app.screen = pygame.Surface(size)
                app.layout = Layout(size, scale)
                table = show(app, session("rami", seats, 1, names=names, rami_call=True))
                settle(app, table)
                table.commitment = "sealed"          # "Fair deal ✓" in the panel
                for dealing in (True, False):        # the deal coming in, then the play
                    table.dealing = dealing
                    table.draw(app.screen)
                    mine = table.own_labels()[0][0]
                    info = table.info_rect()
                    rects = table._own_tag_rects
                    if names[0] not in mine:
                        found.append((seats, first, dealing, "no name", mine))
                    buttons = [w.rect for w in table.widgets.widgets if w.visible]
                    for r in rects:
                        if r.colliderect(info) or not app.screen.get_rect().contains(r) or \
                                r.collidelist(buttons) >= 0:
                            found.append((seats, first, dealing, tuple(r), tuple(info)))
                    if len(rects) == 2 and rects[0].colliderect(rects[1]):
                        found.append((seats, first, dealing, "tags overlap"))
                table.dealing = False
                app.scenes.pop()
        assert not found, found
    finally:
        i18n.set_language("en")
