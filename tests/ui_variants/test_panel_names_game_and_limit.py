"""The Gin score panel at 150 and 200 % says both which game is played and the knock limit
(a play-tester at 200 %: once the limit always had its row, 9aaa635 / 3c9d6c5, the
variant's name lost its own: "Classic", "Oklahoma", "Hollywood" no longer named). Both are
drawn whole inside the panel, never cut with '…', over nothing, the panel above the move
feed's room, at 800x600, 1280x720 and 1920x1080, in each language."""

from __future__ import annotations

import pygame
import pytest

import game.ui.scenes  # noqa: F401 - registers the scenes by name
from game.ui import i18n
from game.ui.i18n import _
from game.ui.layout import Layout
from game.ui.probe import probe_draw, problems
from game.ui.table.gin_panel import INFO_MIN_SCALE, SHORT_TITLES
from game.variants import find_variant
from tests.ui_variants.helpers import session, settle, settle_three_player, show

#: (variant, options, seats); Hollywood is the classic game's Hollywood scoring
GAMES = [("classic", {}, 2), ("classic", {"scoring": "hollywood"}, 2), ("oklahoma", {}, 2),
         ("polish", {}, 2), ("gin-only", {}, 2), ("three-player", {}, 3), ("gin-rami", {}, 2)]
SIZES = [(800, 600), (1280, 720), (1920, 1080)]


def _names(variant: str, options: dict) -> tuple[str, ...]:
    """The names the panel may give the game: its title, or its short name."""
    if options.get("scoring") == "hollywood":
        return (_("Hollywood Gin"),)
    short = SHORT_TITLES.get(variant)
    names = (_(find_variant(variant).title),) + ((_(short),) if short else ())
    return tuple(name.replace("\u00a0", " ") for name in names)


def _table(app, variant, options, seats, size, scale):
    app.screen = pygame.Surface(size)
    app.layout = Layout(size, scale)
    table = show(app, session(variant, seats, 3, names=["Ann", "Computer", "Bob"][:seats],
                              **options))
    if seats == 3:
        settle_three_player(app, table)
    else:
        settle(app, table)
    return table


@pytest.mark.parametrize("lang", ["en", "fr", "pl"])
@pytest.mark.parametrize("scale", [1.5, 2.0], ids=["150", "200"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize(("variant", "options", "seats"), GAMES,
                         ids=[v + ("-hollywood" if o else "") for v, o, _s in GAMES])
def test_the_panel_names_the_game_and_its_knock_limit(app, variant, options, seats, size,
                                                      scale, lang):
    # 003's too at 800x600 / 200 % (a play-tester: no row named it, and in French and Polish
    # its text was under the floor): the feed's room counted the column its piles leave it
    i18n.set_language(lang)
    try:
        table = _table(app, variant, options, seats, size, scale)
        lay = table.layout
        marks = probe_draw(app.res, size, table.draw).marks
        panel = table.info_rect()
        # the rows as drawn, in order (the name's gold part and the rest of its row joined)
        said = [m.label for m in sorted((m for m in marks if m.kind == "text"
                                         and panel.contains(m.rect)),
                                        key=lambda m: (m.rect.top, m.rect.left))]
        joined = " ".join(said).replace("\u00a0", " ")
        names = _names(variant, options)
        assert any(name in joined for name in names), (names, said)
        assert table.knock_limit_text().replace("\u00a0", " ") in joined, said
        assert not any("…" in text for text in said), said
        # over the feed's room (003's with its retourne in the panel: in the column the
        # piles leave the feed, test_feed_room holding its newest line whole there)
        room = table.feed_room(moved=table.retourne_in_panel())
        assert panel.bottom <= lay.prompt_top - lay.px(10) - room
        # never under the panel's floor (its rows closer first, then a little smaller)
        assert table.info_px() >= INFO_MIN_SCALE * lay.font_small
        assert problems(marks, size) == []
    finally:
        i18n.set_language("en")
