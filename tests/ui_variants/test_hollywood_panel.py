"""Hollywood's info panel gives each seat's points in each of the three games ("You: 58 · 40
· 15" under "3 games, each to 100"): one total over the games read against the games' target;
"each game to 100" above them did not say there were three numbers to read."""

from __future__ import annotations

import pytest

from game.ui import i18n
from game.ui.session import Session
from tests.ui_variants.helpers import play_until, settle, show


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
def test_each_seat_reads_its_points_game_by_game(app, language):
    i18n.set_language(language)
    try:
        sess = Session.create("classic", {"scoring": "hollywood"}, "ai", None, "easy",
                              seed=4)
        assert play_until(sess, lambda e: e.phase == "draw" and sum(
            1 for g in e.view(0).score.points if any(g)) >= 2)
        table = show(app, sess)
        settle(app, table)
        points = table.state.score.points
        text = [row[0] for row in table._info_rows()]
        for seat, name in enumerate(table.names):
            games = "\u00a0·\u00a0".join(str(g[seat]) for g in points)
            line = next(t for t in text if t.startswith(name))
            assert line.endswith(games), (line, games)
        assert sum(points[0]) and sum(points[1])
        # the games' own points, not the total over them
        assert table.state.totals[0] != points[0][0] or table.state.totals[1] != points[0][1]
        # the line above them says how many numbers a seat's line holds, and what they are
        # (numbered as the seats' lines set them: "3 games" left the order to guess)
        numbers = "1\u00a0·\u00a02\u00a0·\u00a03"
        assert text[1].endswith({"en": f"games {numbers}, each to 100",
                                 "fr": f"parties {numbers}, chacune en 100",
                                 "pl": f"gry {numbers}, każda do 100"}[language]), text[1]
    finally:
        i18n.set_language("en")
