"""The dealer's tag after the player's name: Polish says it with a verb whose person follows
the name ("Ania · rozdaje", "Ty · rozdajesz"); a play-tester read "Ty · rozdaje"."""

from __future__ import annotations

import pytest

from game.ui import i18n, table_words
from game.ui.i18n import _


@pytest.mark.parametrize("language, other, you", [
    ("pl", "rozdaje", "rozdajesz"), ("fr", "donneur", "donneur"), ("en", "dealer", "dealer")])
def test_the_dealer_tag_agrees_with_the_name(language, other, you):
    i18n.set_language(language)
    try:
        assert table_words.dealer_tag("Ania") == other
        assert table_words.dealer_tag(_("You")) == you
    finally:
        i18n.set_language("en")
