"""The fair deal's details name what the match's fingerprint seals in this game: who deals
first, the cut, 003's retourne pack (it said "first dealer, extra pack" in every game, French
"paquet de retourne" in classic Gin, which has no retourne)."""

from __future__ import annotations

import pytest

from game.ui import fair_words, i18n
from game.variants import find_variant

CASES = {"classic": "Match fingerprint (who deals first)",
         "oklahoma": "Match fingerprint (who deals first)",
         "polish": "Match fingerprint (the cut)",
         "three-player": "Match fingerprint (the cut)",
         "rami": "Match fingerprint (the cut)",
         "gin-rami": "Match fingerprint (who deals first, the retourne pack)"}


@pytest.mark.parametrize("variant", list(CASES))
def test_the_match_fingerprint_says_what_it_seals(variant):
    fair = fair_words.FairDeal(1, "ab" * 32, None, "cd" * 32, None,
                               fair_words.decides(find_variant(variant).rules))
    labels = [label for label, _value in fair_words.detail_lines(fair)]
    assert CASES[variant] in labels
    assert not any("extra pack" in label for label in labels)


@pytest.mark.parametrize("language", ["fr", "pl"])
def test_only_a_retourne_game_names_the_retourne_pack(language):
    i18n.set_language(language)
    try:
        word = {"fr": "retourne", "pl": "wskaźnikowa"}[language]
        for variant in CASES:
            label = fair_words.match_label(fair_words.decides(find_variant(variant).rules))
            assert (word in label) == (variant == "gin-rami"), (variant, label)
    finally:
        i18n.set_language("en")
