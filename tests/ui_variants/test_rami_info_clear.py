"""The Rami score panel (top left) and the meld area never overlap: at 1280x720 / 200 % in
French with the "Rami!" call on, the panel's fourth line ran into the meld area and covered
its first owner's name ("Vous"), seen in a real window (issue 16: text under a panel)."""

from __future__ import annotations

import pygame
import pytest

from game.ui import i18n
from game.ui.layout import Layout
from game.ui.session import Session
from game.ui.table import make_table

OPTIONS = [{}, {"rami_call": True}, {"rami_call": True, "go_out_on_discard": True,
                                      "rami_only": True},
           {"rami_arret": True, "rami_call": True}]


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_the_score_panel_keeps_clear_of_the_meld_area(app, language, size):
    i18n.set_language(language)
    try:
        app.screen = pygame.Surface(size)
        overlaps = []
        for scale in (1.0, 1.5, 2.0):
            app.layout = Layout(size, scale)
            for seats in (2, 3, 4, 6):
                for options in OPTIONS:
                    sess = Session.create("rami", dict(options), "ai", None, "easy",
                                          seats=seats, seed=1)
                    table = make_table(app, sess)
                    table.commitment = "sealed"    # the deal shown: "Fair deal ✓" too
                    info, melds = table.info_rect(), table.meld_rect()
                    if info.colliderect(melds):
                        overlaps.append((scale, seats, sorted(options), tuple(info),
                                         tuple(melds)))
        assert not overlaps, overlaps
    finally:
        i18n.set_language("en")
