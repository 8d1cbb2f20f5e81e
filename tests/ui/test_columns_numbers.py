"""003's numbers say what they are: the info panel names the hand, where the columns close
and each player's grand total; the score sheet's column-total rows are filled while a column
is still open (its points + cocottes × their value so far)."""

from __future__ import annotations

import pytest

from game.core.events import HandScored
from game.core.phase import OVER_PHASES
from game.ui.probe import probe_draw
from game.ui.score_tables import score_table
from game.variants import find_variant
from tests.ui_variants.helpers import TextSpy, play_until, session, settle, show


def test_the_sheet_fills_the_open_columns_totals():
    sess = session("gin-rami", seed=3)
    for _ in range(3):   # three hands, each dealt after the last one's end
        assert play_until(sess, lambda e: e.phase in OVER_PHASES)
        if sess.match.engine.is_over:
            break
        sess.next_hand()
    view = sess.view(0)
    sheet = score_table(view.score, sess.names, sess.rules)
    each = sess.rules.cocotte_value
    sc = view.score
    for s, name in enumerate(sess.names):
        row = next(r for r in sheet.rows if r[0] == f"{name}: column total")
        for c in range(3):
            assert row[1 + c] != "", f"{name}'s column {c + 1} total is empty"
            if sc.column_totals[c] is None:
                assert row[1 + c] == str(sc.points[c][s] + sc.cocottes[c][s] * each)


def test_the_panel_names_each_number(app):
    sess = session("gin-rami", seed=3)
    table = show(app, sess)
    settle(app, table)
    surface = probe_draw(table.res, app.screen.get_size(), table.draw)
    texts = [m.label for m in surface.marks if m.kind == "text"]
    target = find_variant("gin-rami").rules.column_target
    assert f"Hand 1 · columns close at {target}" in texts
    for name in sess.names:
        assert any(t.startswith(f"{name}: grand total ") for t in texts), texts
    assert not any(t.endswith(f"to {target}") for t in texts)
    assert not any(isinstance(e, HandScored) for e in sess.view(0).events)


def _finished_003_rows() -> list[tuple[str, ...]]:
    """The player rows of a finished 003 match's French sheet (a real one's figures)."""
    rows = []
    for name, figures in (("Vous", (("108", "104", "94", "306"), ("5", "4", "5", "14"),
                                    ("483", "908", "219", "1610"))),
                          ("Ordinateur", (("2", "0", "109", "111"), ("1", "0", "3", "4"),
                                          ("27", "0", "434", "461")))):
        for what, cells in zip(("points", "cocottes", "total de colonne"), figures,
                               strict=True):
            rows.append((f"{name}\u00a0: {what}", *cells))
    return rows


def test_the_sheets_labels_keep_one_size_in_a_narrow_panel(app, monkeypatch):
    """800x600 at 200 %, French: "Ordinateur : total de colonne" was shrunk alone to half
    the size of the rows around it; a group's later rows now drop the repeated name."""
    import pygame

    from game.ui import i18n
    from game.ui.layout import Layout
    from game.ui.score_sheet import draw_sheet

    i18n.set_language("fr")
    try:
        _rows, _headers, sheet = _french_003_sheet_with_states()
        lay = Layout((800, 600), 2.0)
        spy = TextSpy(monkeypatch, app.res)
        from game.ui.score_sheet import ScoreSheetView

        height = ScoreSheetView(app.res, lay, sheet).height(640)   # the panel scrolls it
        draw_sheet(pygame.Surface((800, height + 80)), app.res, lay, sheet,
                   pygame.Rect(40, 40, 640, height))
        sizes = dict(spy.drawn)
        labels = [t for t in sizes if t.startswith(("Vous", "Ordinateur", "   "))]
        assert any(t.startswith("   ") for t in labels), labels
        assert len({sizes[t] for t in labels}) == 1, {t: sizes[t] for t in labels}
    finally:
        i18n.set_language("en")


def _french_003_sheet_with_states():
    """A finished French 003 sheet's rows with its row of column states, headers and sheet."""
    from game.core.scoring.base import ScoreSheet

    rows = _finished_003_rows()
    status = ("gagnée par Vous", "gagnée par Vous, blitz", "gagnée par Ordinateur")
    rows.append(("État", *status, ""))
    headers = ("", "Colonne 1", "Colonne 2", "Colonne 3", "Total")
    return rows, headers, ScoreSheet("Feuille de marque (colonnes)", headers, tuple(rows), ())


def test_the_sheets_headers_and_numbers_keep_one_size_each(app, monkeypatch):
    """800x600 at 200 %, French: the "Total" header and the "1610" cell were each shrunk
    alone to fit their column, beside full-size ones; each kind of cell (headers, numbers,
    a row of words) now takes one size, so the sheet reads as one table."""
    import pygame

    from game.ui.layout import Layout
    from game.ui.score_sheet import ScoreSheetView, draw_sheet

    rows, headers, sheet = _french_003_sheet_with_states()
    lay = Layout((800, 600), 2.0)
    drawn = TextSpy(monkeypatch, app.res).drawn
    height = ScoreSheetView(app.res, lay, sheet).height(640)
    draw_sheet(pygame.Surface((800, height + 80)), app.res, lay, sheet,
               pygame.Rect(40, 40, 640, height))
    numbers = {c for r in rows for c in r[1:] if c.isdigit()}
    kinds = {"headers": {px for t, px in drawn if t in headers[1:]},
             "numbers": {px for t, px in drawn if t in numbers}}
    for kind, sizes in kinds.items():
        assert len(sizes) == 1, f"the {kind} take sizes {sorted(sizes)}"


def test_a_narrow_row_of_words_is_spelt_out_at_full_size(app, monkeypatch):
    """800x600 at 200 %, French: the "État" row's words were drawn at about 13 px (half the
    sheet's size) to fit the number columns; too narrow for them, the row is spelt out
    across the columns at the sheet's size, each column named, and the sheet's height
    counts its lines (the panel scrolls to them)."""
    import pygame

    from game.ui import i18n
    from game.ui.layout import Layout
    from game.ui.score_sheet import ScoreSheetView, draw_sheet

    i18n.set_language("fr")
    try:
        rows, headers, sheet = _french_003_sheet_with_states()
        lay = Layout((800, 600), 2.0)
        drawn = TextSpy(monkeypatch, app.res).drawn
        view = ScoreSheetView(app.res, lay, sheet)
        height = view.height(640)
        used = draw_sheet(pygame.Surface((800, height + 80)), app.res, lay, sheet,
                          pygame.Rect(40, 40, 640, height))
        sizes = dict(drawn)
        label_px = sizes["État"]
        spelt = [t for t, _px in drawn if "Colonne" in t and "gagnée" in t]
        assert spelt, [t for t, _px in drawn]
        assert {sizes[t] for t in spelt} == {label_px}
        text = " ".join(" ".join(t.split()) for t in spelt)
        for i, words in enumerate(rows[-1][1:4], start=1):   # the column states
            assert f"Colonne {i} : {words}" in text, text
        assert used <= height
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("kind", ["columns", "hollywood"])
def test_the_side_by_side_sheets_keep_their_points_at_the_sheet_size(app, monkeypatch, kind):
    """800x600, Polish: 003's "Kolumna 1" under the score drew "+12 (12) •" at 8 px beside
    "Rozdanie" (the hand numbers' header took the width the points needed); the narrow
    sheets now head their hand numbers "Nr", and the points keep the sheet's size."""
    from types import SimpleNamespace

    import pygame

    from game.core.scoring.base import ScoreSheet
    from game.ui import i18n
    from game.ui.layout import Layout
    from game.ui.score_sheet import ScoreSheetView, draw_sheet
    from game.ui.score_tables import _column_sheet, _game_sheet
    from game.variants.terms import CLASSIC_TERMS

    i18n.set_language("pl")
    try:
        if kind == "columns":
            sc = SimpleNamespace(seats=2, closing_lines=((), (), ()), entries=(
                ((1, 1, 25, 2), (2, 0, 112, 1), (3, 1, 48, 0)), ((2, 0, 112, 1),), ()))
            subs = [_column_sheet(sc, c, ["Ty", "Komputer"], CLASSIC_TERMS, 0)
                    for c in range(3)]
        else:
            sc = SimpleNamespace(seats=2, closing_lines=((), (), ()), entries=(
                ((1, 1, 25), (2, 0, 112), (3, 1, 48)), ((2, 0, 112),), ()))
            subs = [_game_sheet(sc, g, ["Ty", "Komputer"], CLASSIC_TERMS, 0)
                    for g in range(3)]
        assert all(sub.headers[0] == "Nr" for sub in subs)
        sheet = ScoreSheet("Tabela", ("", "Kolumna 1"), (("Ty", "12"),), (), tuple(subs))
        lay = Layout((800, 600), 1.0)
        view = ScoreSheetView(app.res, lay, sheet)
        drawn = TextSpy(monkeypatch, app.res).drawn
        draw_sheet(pygame.Surface((800, 600)), app.res, lay, sheet,
                   pygame.Rect(160, 100, 461, 300))
        entries = {c.split("•")[0].strip() for sub in subs for r in sub.rows for c in r[1:]}
        sizes = {px for t, px in drawn if t.strip() in entries}
        assert sizes, drawn
        assert min(sizes) >= view._floor(), (sorted(sizes), view._floor())
    finally:
        i18n.set_language("en")


def test_column_sheets_side_by_side_keep_their_headers_on_one_line_alike(app):
    """003's match sheet at 1280x720: Column 1, with no hand won by its players yet, set
    "Expert computer" on two lines while Columns 2 and 3, whose numbers had made room,
    kept it on one, and Column 1's header row stood apart (a play-tester). A header that
    would wrap gets its one line first where the column has the room."""
    from game.core.scoring.base import ScoreSheet
    from game.ui.layout import Layout
    from game.ui.score_sheet import ScoreSheetView

    headers = ("#", "You", "Expert computer")
    empty = ScoreSheet("Column 1", headers, ())
    played = ScoreSheet("Column 2", headers, (("3", "(0)", "+63 (63) ◆"),))
    lay = Layout((1280, 720))
    lines = []
    for sheet in (empty, played):
        view = ScoreSheetView(app.res, lay, sheet)
        px, widths = view.fit(sheet, 230)
        lines.append([len(h) for h in view._header_lines(sheet, px, widths)])
    assert lines[0] == lines[1] == [1, 1, 1]


def test_sheets_side_by_side_line_up_their_header_rows(app):
    """Hollywood's Game 1 and Game 2 set "Easy computer" on two lines and Game 3 on one, so
    Game 3's "#" and its rows stood a line higher than the others' (a play-tester): the
    sheets side by side take one header height."""
    import pygame

    from game.core.scoring.base import ScoreSheet
    from game.ui.layout import Layout
    from game.ui.score_sheet import ScoreSheetView, draw_sheet

    heads = ("#", "You", "Easy computer")
    narrow = ScoreSheet("Game 1", heads, (("1", "+5", "(0)"),))
    wide = ScoreSheet("Game 3", heads, (("7", "(0)", "+120 (450) ◆"),))
    main = ScoreSheet("Sheet", ("", "Game 1", "Game 3"), (("You", "5", "0"),),
                      extra=(narrow, wide))
    lay = Layout((1280, 720))
    view = ScoreSheetView(app.res, lay, main)
    col_w = view._extra_width(360)
    lines = [max(map(len, view._header_lines(s, *view.fit(s, col_w)))) for s in (narrow, wide)]
    assert lines == [2, 1]          # the case: one wraps, the other not
    surface = probe_draw(app.res, (800, 600), lambda surf: draw_sheet(
        surf, app.res, lay, main, pygame.Rect(10, 10, 360, 400)))
    hashes = sorted(m.rect.top for m in surface.marks if m.kind == "text" and m.label == "#")
    # on one line (a few pixels apart where a header's type is smaller, on the baseline)
    assert len(hashes) == 2 and hashes[1] - hashes[0] <= 6
