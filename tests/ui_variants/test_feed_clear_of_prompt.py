"""The move feed's region stays clear of the prompt's box, at every window size and Text
size, in the three languages' longest prompt: a feed panel that fills its region (the
heading and three moves) never touches the prompt under it (at 800x600 / 100-125 % the Rami
feed's region used to end up to 3 px inside a long prompt's box)."""

from __future__ import annotations

import pytest

from game.ui import i18n
from game.ui.table.feed import feed_rect
from game.ui.table.rami_choice import selection_hint
from tests.ui_variants.test_feed_room import CASES, _table


@pytest.mark.parametrize(("variant", "seats", "size", "scale"), CASES)
def test_the_feed_region_keeps_clear_of_a_long_prompt(app, variant, seats, size, scale):
    for language in ("en", "fr", "pl"):
        try:
            table, _sess = _table(app, variant, seats, size, scale, language)
            area = feed_rect(table)
            # the longest of the table's prompts: Rami's first turn, no card chosen yet
            _rows, box, _step = table.prompt_box(selection_hint(0, first_turn=True))
            assert not area.colliderect(box), (language, tuple(area), tuple(box))
        finally:
            i18n.set_language("en")
