"""A legend's mark stays with its meaning: the 003 column sheet's key read "+points (colonne à
ce moment), •" over "une cocotte" at 800x600, the gold dot left at a line's end apart from the
words that say what it is."""

from __future__ import annotations

import pytest

from game.ui import i18n
from game.ui.i18n import _

LEGEND = "+points (points so far), • a cocotte: a hand won, worth {value} in the column's total"


def _wrapped(app, text: str) -> list[list[str]]:
    """`text` wrapped at 11 design px into every width from a quarter of its length to all
    of it (more than ten of them on several lines)."""
    px = app.layout.px(11)
    full = app.res.font(px).size(text)[0]
    out = [app.res.wrap(text, px, width) for width in range(full // 4, full + 1, 2)]
    assert sum(len(lines) > 1 for lines in out) > 10   # the widths tried did wrap it
    return out


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
def test_the_cocotte_mark_never_ends_a_line(app, language):
    i18n.set_language(language)
    try:
        text = _(LEGEND).format(value=25)
        for lines in _wrapped(app, text):
            assert not any(line.rstrip().endswith("•") for line in lines), lines
            assert " ".join(lines).replace("  ", " ") == text   # nothing lost or added
    finally:
        i18n.set_language("en")


def test_a_dot_inside_a_word_is_not_a_mark(app):
    """Only a mark standing as its own word is tied to the next one."""
    px = app.layout.px(14)
    lines = app.res.wrap("alpha beta•gamma delta", px, app.res.font(px).size("alpha beta•gamma")[0])
    assert lines == ["alpha beta•gamma", "delta"]


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
def test_a_figure_in_brackets_stays_with_the_words_it_counts(app, language):
    """The move feed read "…, four of clubs, six of clubs" over "(18)" alone (003, 1280x720):
    a bracketed figure never starts a line."""
    i18n.set_language(language)
    try:
        text = _("You spread: {melds}; deadwood {dead} ({n})").format(
            melds="seven of diamonds, eight of diamonds, nine of diamonds",
            dead="two of diamonds, three of clubs, six of clubs", n=11)
        for lines in _wrapped(app, text):
            assert not any(line.startswith("(11)") for line in lines), lines
            assert " ".join(lines) == text   # nothing lost or added
    finally:
        i18n.set_language("en")


def test_a_cards_symbol_stays_with_whose_card_it_is(app):
    """The feed's cut for the deal read "Tirage : vous 6♥, Bob J♣, Cyd 4♣, Dee" over "5♠"
    (Rami, four players, 800x600): a card's symbol never starts a line."""
    text = "Tirage\u00a0: vous 6♥, Bob J♣, Cyd 4♣, Dee 5♠"
    for lines in _wrapped(app, text):
        assert not any(line.split(" ")[0][-1] in "♠♥♦♣" for line in lines[1:]), lines
        assert " ".join(lines) == text


def test_a_list_of_cards_breaks_between_its_cards(app):
    """A card keeps to the word before it, not to the card before it: a meld's cards in the
    feed ("Gracz 5 wykłada: 5♠ 6♠ 7♠; 10♥ …") had chained into one piece wider than the
    panel, cut short with "…" on a line under the name (Rami, six players, 1920x1080)."""
    text = "Gracz 5 wykłada: 5♠ 6♠ 7♠; 10♥ V♥ D♥ K♥; 2♣ 3♣ 4♣"
    px = app.layout.px(11)
    font = app.res.font(px)
    widest_word = max(font.size(w)[0] for w in text.split(" "))
    for width in range(font.size("Gracz 5 wykłada: 5♠")[0], font.size(text)[0] + 1, 2):
        lines = app.res.wrap(text, px, width)
        assert all(font.size(line)[0] <= max(width, widest_word) for line in lines), \
            (width, lines)
        assert lines[0].startswith("Gracz 5 wykłada: 5♠"), (width, lines)
        assert " ".join(lines) == text


def test_a_card_too_wide_with_its_word_takes_a_line_of_its_own(app):
    """Where the word and its card do not fit the width together, the card goes down to the
    next line whole rather than lose its suit: the feed at 200 % read "Wykładasz: K" over
    "K♥ K♦…" (a play-tester, Polish Rami at 1280x720)."""
    from game.ui.widgets import fit_lines

    text = "Wykładasz: K♠ K♥ K♦"
    px = app.layout.px(24)
    width = app.res.font(px).size("Wykładasz: K♠")[0] - 4
    lines, _size, cut = fit_lines(app.res, text, px, width, max_lines=3, min_scale=1.0)
    assert not cut and lines == ["Wykładasz:", "K♠ K♥ K♦"], lines
    assert app.res.wrap("Dee 5♠", px, 10_000) == ["Dee 5♠"]   # together where they fit
