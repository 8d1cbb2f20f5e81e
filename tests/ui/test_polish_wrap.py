"""Polish typography: a one-letter word ("w", "z", "i", "a", "o", "u") never ends a line. A
Polish play-tester read "zostanie policzona w" over "statystykach" and "dobiera z" over
"talonu"; English keeps its breaks."""

from __future__ import annotations

import pygame

from game.ui import i18n
from game.ui.resources import Resources

POLISH = "Niedokończona partia zostanie policzona w statystykach i nic nie przepadło z talonu"


def _ends(lines: list[str]) -> list[str]:
    return [line.rsplit(" ", 1)[-1] for line in lines[:-1]]


def test_no_polish_line_ends_on_a_one_letter_word():
    pygame.font.init()
    res = Resources()
    i18n.set_language("pl")
    try:
        px = 16
        full = res.font(px).size(POLISH)[0]
        wrapped = 0
        for width in range(full // 4, full, 3):
            lines = res.wrap(POLISH, px, width)
            wrapped += len(lines) > 1
            assert " ".join(lines) == POLISH
            assert not any(end in ("w", "i", "z") for end in _ends(lines)), lines
        assert wrapped > 20
    finally:
        i18n.set_language("en")


def test_english_still_breaks_after_a_one_letter_word():
    """The rule is the language's: English may end a line on "a"."""
    pygame.font.init()
    res = Resources()
    text = "Discard a card now"
    px = 16
    width = res.font(px).size("Discard a")[0] + 2
    assert res.wrap(text, px, width)[0] == "Discard a"
