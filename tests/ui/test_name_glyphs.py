"""A name typed in a script the bundled fonts lack showed as boxes at the table (pygame.font
measures the box like a letter). The name field now keeps only what the fonts draw and
turns its edge red until the next key, so the player sees the character was refused."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.glyphs import drawable, keep_drawable
from game.ui.text_field import TextField


def test_the_fonts_glyphs_are_told_from_missing_ones(app):
    for ch in "Aąęłóśźż éèçœ ♠♥♦♣ -'":
        assert drawable(ch), ch
    for ch in "李明한":
        assert not drawable(ch), ch
    assert keep_drawable("Ann 李 Łucja") == "Ann  Łucja"


def _typed(field: TextField, text: str) -> None:
    field.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_x, mod=0, unicode="x",
                                          scancode=0))
    field.handle_event(pygame.event.Event(pygame.TEXTINPUT, text=text))


def _edge(app, field: TextField) -> tuple[int, int, int]:
    surface = pygame.Surface((400, 60))
    surface.fill((0, 0, 0))
    field.draw(surface, app.res, app.layout)
    r = field.field_rect()
    return tuple(surface.get_at((r.centerx, r.top + 1)))[:3]


def test_a_character_the_fonts_lack_is_refused_and_shown_so(app):
    field = TextField("Name", "Li", 16)
    field.rect = pygame.Rect(0, 10, 400, 40)
    field.focused = True
    _typed(field, "李")
    assert field.value == "Li" and field.refused
    assert _edge(app, field) == theme.RED
    _typed(field, "ł")                    # the next key: taken, the edge back to focus
    assert field.value == "Lił" and not field.refused
    assert _edge(app, field) != theme.RED
    _typed(field, "a明b")                 # what can be drawn of a paste is kept
    assert field.value == "Liłab" and field.refused
