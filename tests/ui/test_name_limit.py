"""A name longer than its box takes was cut at 16 characters with no warning: the player typed
"Bartholomew Christopherson-Smythe" and met "Bartholomew Chri" at the table (a play-tester).
The box now counts its characters near the limit and refuses what goes past it visibly: the
count turns red at "16/16" and the edge turns red until the next key."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.text_field import TextField
from tests.ui.test_name_glyphs import _edge, _typed


def _field(value: str = "") -> TextField:
    field = TextField("Name", value, 16)
    field.rect = pygame.Rect(0, 10, 400, 40)
    field.focused = True
    return field


def _count_pixels(app, field: TextField, colour) -> int:
    surface = pygame.Surface((400, 60))
    surface.fill((0, 0, 0))
    field.draw(surface, app.res, app.layout)
    r = field.field_rect()
    right = pygame.Rect(r.right - r.width // 3, r.top + 4, r.width // 3 - 4, r.height - 8)
    return sum(1 for x in range(right.left, right.right) for y in range(right.top, right.bottom)
               if tuple(surface.get_at((x, y)))[:3] == colour)


def test_typing_past_the_limit_is_refused_and_shown(app):
    field = _field()
    for ch in "Bartholomew":
        _typed(field, ch)
    assert field.count_text() is None               # far from the limit: no count
    for ch in " Chri":
        _typed(field, ch)
    assert field.value == "Bartholomew Chri" and field.count_text() == "16/16"
    assert not field.overflow and _edge(app, field) != theme.RED
    assert _count_pixels(app, field, theme.FIELD_COUNT_FULL) > 0     # the count, in red
    _typed(field, "s")                               # one too many: refused, shown so
    assert field.value == "Bartholomew Chri" and field.overflow
    assert _edge(app, field) == theme.RED
    field.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0,
                                          unicode="", scancode=0))
    assert field.value == "Bartholomew Chr" and not field.overflow
    assert field.count_text() == "15/16" and _edge(app, field) != theme.RED
    assert _count_pixels(app, field, theme.FIELD_COUNT) > 0          # grey short of it


def test_a_long_paste_is_cut_with_the_warning(app):
    field = _field("Al")
    _typed(field, "Christopherson-Smythe")
    assert field.value == "AlChristopherson" and field.overflow
    assert field.count_text() == "16/16" and _edge(app, field) == theme.RED


def test_the_count_shows_only_in_the_box_being_typed_in(app):
    field = _field("Bartholomew Chri")
    field.focused = False
    assert field.count_text() is None


def _count_rows(app, field: TextField) -> list[int]:
    surface = pygame.Surface((420, 80))
    surface.fill((0, 0, 0))
    field.draw(surface, app.res, app.layout)
    return sorted({y for x in range(surface.get_width()) for y in range(surface.get_height())
                   if tuple(surface.get_at((x, y)))[:3] == theme.FIELD_COUNT_FULL})


def test_the_count_stands_clear_of_a_name_that_reaches_it(app):
    """Sixteen wide letters reached the count at the box's end (200 %, the settings): the
    count then sits on the box's top edge, clear of the name."""
    field = _field("Bartholomew Chri")
    field.rect = pygame.Rect(0, 30, 420, 40)
    r = field.field_rect()
    rows = _count_rows(app, field)
    assert rows and r.top + 8 < rows[0] and rows[-1] < r.bottom - 8      # in the box
    field.value = "W" * 16
    rows = _count_rows(app, field)
    assert rows and rows[-1] < r.top + r.height * 0.35                   # on its top edge
