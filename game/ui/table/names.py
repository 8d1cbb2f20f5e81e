"""A seat's name on one or two lines: where a long name breaks in a seat tag or a meld row."""

from __future__ import annotations

import pygame


def _words(name: str) -> list[str]:
    """`name`'s words, a seat number kept with the word before it ("Ordinateur 1" is one)."""
    words: list[str] = []
    for word in name.split(" "):
        if words and word.isdigit():
            words[-1] += " " + word
        else:
            words.append(word)
    return words


def name_rows(font: pygame.font.Font, name: str) -> list[str]:
    """`name` on two lines, broken between its words where its wider line is narrowest
    ("Expert computer 3": "Expert" over "computer 3", not "Expert computer" over "3"); a
    one-word name, or a word and its seat number ("Ordinateur 1"), stays whole."""
    words = _words(name)
    if len(words) < 2:
        return [name]
    splits = [(" ".join(words[:k]), " ".join(words[k:])) for k in range(1, len(words))]
    return list(min(splits, key=lambda rows: max(font.size(r)[0] for r in rows)))


def name_width(font: pygame.font.Font, name: str, wrap: bool) -> int:
    """A seat tag's name width: on one line, or (`wrap`) its wider line of `name_rows`."""
    if wrap:
        return max(font.size(row)[0] for row in name_rows(font, name))
    return font.size(name)[0]
