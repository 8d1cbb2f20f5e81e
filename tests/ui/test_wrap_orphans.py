"""Line breaks leave no orphans: a hint's "39 → 29" stays on one line (a Polish play-tester
read "…poza układami 39 →" over "29" at 1920x1080, 150 %), and a prompt of three or more
lines does not end on one word alone ("…albo odrzuć (dokładanie od drugiej" over "tury)")
where its lines can be made even; in English and French too."""

from __future__ import annotations

import pygame
import pytest

from game.ui import i18n
from game.ui.resources import Resources
from game.ui.widgets import fit_lines

HINTS = {
    "pl": "Odrzuć dziesiątkę trefl: to najwyższa karta, z którą nic w twojej ręce nie utworzy "
          "układu; poza układami 39 → 29",
    "en": "Discard the ten of clubs: it is the highest card that makes no meld with your "
          "hand; deadwood 39 → 29",
    "fr": "Écartez le dix de trèfle : c’est la plus haute carte qui ne forme aucune "
          "combinaison avec votre main ; bois mort 39 → 29",
}
PROMPTS = {
    "pl": "Kliknij 3 lub więcej kart (albo strzałki i Spacja), aby wybrać układ, albo odrzuć "
          "(dokładanie od drugiej tury)",
    "en": "Click 3 or more cards (or arrows and Space) to choose a meld, or discard (lay-offs "
          "from your second turn)",
    "fr": "Cliquez sur 3 cartes ou plus (ou flèches et Espace) pour choisir une combinaison, "
          "ou écartez (ajouts à partir de votre deuxième tour)",
}


@pytest.fixture
def res():
    pygame.font.init()
    yield Resources()
    i18n.set_language("en")


@pytest.mark.parametrize("lang", sorted(HINTS))
def test_an_arrow_stays_between_its_figures(res, lang):
    i18n.set_language(lang)
    text, px = HINTS[lang], 20
    full = res.font(px).size(text)[0]
    broke_near = 0
    for width in range(res.font(px).size("39 → 29")[0] + 2, full, 2):
        lines = res.wrap(text, px, width)
        assert " ".join(lines) == text
        assert any("39 → 29" in line for line in lines), (width, lines)
        broke_near += lines[-1] == "39 → 29" or lines[-1].endswith(" 39 → 29")
    assert broke_near > 10


@pytest.mark.parametrize("lang", sorted(PROMPTS))
def test_a_prompt_of_three_lines_or_more_ends_on_more_than_one_word(res, lang):
    i18n.set_language(lang)
    text, px = PROMPTS[lang], 20
    full = res.font(px).size(text)[0]
    checked = 0
    for width in range(full // 5, full // 2, 3):
        lines, size, cut = fit_lines(res, text, px, width, max_lines=6, min_scale=1.0)
        assert not cut and size == px and " ".join(lines) == text
        if len(lines) >= 3:
            checked += 1
            assert " " in lines[-1], (width, lines)
            assert all(res.font(px).size(line)[0] <= width for line in lines)
    assert checked > 20
