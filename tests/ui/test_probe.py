"""The layout probe finds overlapping texts, text over cards and text off the window."""

from __future__ import annotations

import pygame

from game.core.cards import Card
from game.ui.probe import Ledger, ProbeSurface, problems
from game.ui.resources import Resources


def _probe(size=(400, 300)):
    pygame.init()
    res = Resources()
    ledger = Ledger()
    ledger.install(res)
    return res, ProbeSurface(size, ledger)


def test_separate_texts_are_fine():
    res, surf = _probe()
    surf.blit(res.text("Stock 28", 20), (10, 10))
    surf.blit(res.text("Deadwood 4", 20), (10, 60))
    assert [m.kind for m in surf.marks] == ["text", "text"]
    assert problems(surf.marks, surf.get_size()) == []


def test_overlapping_texts_are_reported():
    res, surf = _probe()
    surf.blit(res.text("Deadwood 20", 20), (10, 10))
    surf.blit(res.text("Knocker's melds", 20), (30, 12))
    found = problems(surf.marks, surf.get_size())
    assert len(found) == 1 and "overlaps" in found[0] and "Deadwood 20" in found[0]


def test_text_over_a_card_and_off_the_window_are_reported():
    res, surf = _probe()
    surf.blit(res.card_face(Card.parse("QS"), (60, 84)), (100, 100))
    surf.blit(res.text("Draws", 20), (110, 150))
    surf.blit(res.text("Far right", 20), (380, 10))
    found = problems(surf.marks, surf.get_size())
    assert any("drawn over card QS" in p for p in found)
    assert any("leaves the 400x300 window" in p for p in found)


def test_a_card_that_hides_a_text_wholly_is_not_a_text_problem():
    res, surf = _probe()
    surf.blit(res.text("Hid", 14), (110, 150))
    surf.blit(res.card_back("blue", (60, 84)), (100, 100))
    assert problems(surf.marks, surf.get_size()) == []


def test_a_card_that_cuts_a_text_is_found():
    """A title half under the other hand's cards reads "Hand 1 · each ga": a player sees it."""
    res, surf = _probe()
    surf.blit(res.text("Hand 1 · each game to 100", 20), (20, 150))
    surf.blit(res.card_back("blue", (60, 84)), (100, 100))
    found = problems(surf.marks, surf.get_size())
    assert len(found) == 1 and "is cut by card" in found[0]


def test_a_big_opaque_panel_hides_what_it_covers():
    from game.ui.widgets import draw_panel

    res, surf = _probe()
    surf.blit(res.card_face(Card.parse("QS"), (60, 84)), (100, 100))
    surf.blit(res.text("Under the dialog", 20), (100, 120))
    draw_panel(surf, pygame.Rect(50, 50, 300, 200), alpha=238)
    surf.blit(res.text("Dialog text", 20), (110, 130))
    assert problems(surf.marks, surf.get_size()) == []


def test_a_small_or_translucent_panel_hides_nothing():
    from game.ui.widgets import draw_panel

    res, surf = _probe()
    surf.blit(res.card_face(Card.parse("QS"), (60, 84)), (100, 100))
    draw_panel(surf, pygame.Rect(100, 140, 60, 24), alpha=238)        # a name tag
    surf.blit(res.text("Tag", 14), (104, 142))
    draw_panel(surf, pygame.Rect(0, 0, 400, 300), alpha=120)          # a dimming veil
    surf.blit(res.text("Veiled", 20), (110, 110))
    found = problems(surf.marks, surf.get_size())
    assert any("'Tag'" in p and "card QS" in p for p in found)
    assert any("'Veiled'" in p and "card QS" in p for p in found)


def test_a_pill_drawn_over_a_text_is_found():
    """The prompt's pill over the foot of "Stock 25", a banner over the retourne's limit:
    a text under a later pill reads cut, though no text touches another text."""
    from game.ui.widgets import draw_panel

    res, surf = _probe()
    surf.blit(res.text("Stock 25", 20), (100, 100))
    draw_panel(surf, pygame.Rect(60, 112, 200, 40), alpha=180)
    found = problems(surf.marks, surf.get_size())
    assert len(found) == 1 and "is under a panel" in found[0]


def test_a_text_on_its_own_pill_is_fine():
    from game.ui.widgets import draw_panel

    res, surf = _probe()
    draw_panel(surf, pygame.Rect(60, 90, 200, 40), alpha=180)
    surf.blit(res.text("Bob · dealer", 20), (80, 100))
    assert problems(surf.marks, surf.get_size()) == []


def test_a_count_on_a_badge_on_a_card_is_not_text_over_the_card():
    """The compact stock's count lies on a badge on the stock's back: read on the badge."""
    res, surf = _probe()
    surf.blit(res.card_back("classic", (60, 84)), (100, 100))
    surf.badge(pygame.Rect(105, 150, 50, 24))
    surf.blit(res.text("28", 16), (115, 152))
    assert problems(surf.marks, surf.get_size()) == []
    surf.blit(res.text("Draws", 16), (105, 110))         # off the badge: over the card
    found = problems(surf.marks, surf.get_size())
    assert len(found) == 1 and "Draws" in found[0]
