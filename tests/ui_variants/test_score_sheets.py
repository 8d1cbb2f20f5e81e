"""Every scoring system's sheet on the score and match-over screens, for real finished matches."""

from __future__ import annotations

import pygame
import pytest

from game.core.events import HandScored, MatchOver
from game.ui import theme
from game.ui.scenes.match_over import MatchOverScene
from game.ui.scenes.score import ScoreScene
from game.ui.score_sheet import ScoreSheetView, cell_colour
from game.ui.score_tables import score_table, sheet_for
from game.ui.table import make_table
from tests.ui_variants.helpers import TextSpy, session

CASES = [
    ("classic", 2, {}, ["Score sheet", "Hands won:"]),
    ("classic", 2, {"scoring": "hollywood"}, ["Hollywood score sheet", "Game 1", "Game 2",
                                              "Game 3"]),
    ("oklahoma", 2, {"scoring": "hollywood"}, ["Hollywood score sheet", "Game 3"]),
    ("gin-rami", 2, {}, ["Score sheet (columns)", "Column 1", "Column 2", "Column 3",
                         "Grand totals:"]),
    ("three-player", 3, {}, ["Score sheet (in the box)",
                             "B = box, C = captain, A = advisor (sits out)",
                             "In each cell: the role, +points won in the hand"]),
    ("rami", 4, {}, ["Pay-outs", "Received:", "wins with"]),
    ("rami", 6, {"rami_arret": True}, ["Pay-outs", "Received:"]),
]


def finished(variant: str, seats: int, options: dict, seed: int = 3):
    sess = session(variant, seats=seats, seed=seed, humans=(), **options)
    sess.match.run()
    assert sess.engine.is_over
    return sess


def table_at_the_end(app, sess):
    """The table of a finished match, showing its last hand scored and the match over."""
    engine = sess.engine
    table = make_table(app, sess)
    app.scenes.push(table)
    table.last_scored = next(e for e in reversed(engine.events) if isinstance(e, HandScored))
    table.match_over = next(e for e in engine.events if isinstance(e, MatchOver))
    table.scored_shown = engine.deal_no
    return table


@pytest.mark.parametrize(("variant", "seats", "options", "expected"), CASES,
                         ids=["classic", "hollywood", "oklahoma-hollywood", "columns-003",
                              "box-004", "rami-4", "rami-6-arret"])
def test_each_sheet_renders_on_the_score_and_match_over_screens(app, monkeypatch, variant,
                                                                seats, options, expected):
    sess = finished(variant, seats, options)
    table = table_at_the_end(app, sess)
    sheet = score_table(table.state.score, list(sess.names), sess.rules)
    circles: list = []
    real_circle = pygame.draw.circle

    def circle(surface, colour, *args, **kwargs):
        circles.append(tuple(colour)[:3])
        return real_circle(surface, colour, *args, **kwargs)

    spy = TextSpy(monkeypatch, app.res)
    score = ScoreScene(app, table)
    app.scenes.push(score)
    app.step()
    for text in expected:
        assert spy.any(text), f"{text!r} not drawn on the score screen"
    spy.seen.clear()
    monkeypatch.setattr(pygame.draw, "circle", circle)
    over = MatchOverScene(app, table)
    app.scenes.replace(over)
    app.scenes.mark_dirty()
    app.step()
    for text in expected:
        assert spy.any(text), f"{text!r} not drawn on the match-over screen"
    # the most recent hand of the sheet is on screen
    assert spy.any(sheet.rows[-1][0] if sheet.rows else sheet.title)
    if variant == "gin-rami":
        # cocottes are drawn as gold dots
        assert circles.count(theme.GOLD) >= 1


def test_the_sheet_widget_fits_its_rectangle_and_colours_cells_by_meaning(app):
    sess = finished("gin-rami", 2, {"gin_cocottes": True})
    sheet = score_table(sess.view(None).score, list(sess.names), sess.rules)
    view = ScoreSheetView(app.res, app.layout, sheet)
    surface = pygame.Surface((700, 760), pygame.SRCALPHA)
    rect = pygame.Rect(10, 10, 680, 500)
    used = view.draw(surface, rect)
    assert 0 < used <= rect.height + app.layout.font_small
    drawn_inside = sum(surface.get_at((x, y)).a > 0 for x in range(10, 690, 5)
                       for y in range(10, 510, 5))
    assert drawn_inside > 100
    # nothing is drawn below the rectangle (a few pixels for descenders)
    assert all(surface.get_at((x, y)).a == 0 for x in range(0, 700, 3)
               for y in range(rect.bottom + 6, 760, 3))
    assert cell_colour("+25 (40)") == theme.HIGHLIGHT
    assert cell_colour("-12 (-30)") != cell_colour("12")
    assert cell_colour("\u221212 (\u221230)") == cell_colour("-12 (-30)")
    assert cell_colour("won by Ann") == theme.GOLD


def test_an_open_hollywood_games_net_reads_as_not_yet_decided():
    """The Net row of the Hollywood sheet was empty under every open game, a label with no
    figures; an open game shows a dash, a closed one its net."""
    from game.core.scoring.state import HollywoodState
    from game.ui.score_tables import OPEN_NET, hollywood_sheet
    from game.variants import find_variant
    from game.variants.terms import terms_for

    sc = HollywoodState(seats=2, totals=(0, 140), hands_won=(0, 3), history=(), over=False,
                        winner=None, net=0, points=((0, 0), (0, 110), (0, 30)),
                        boxes=((0, 0), (0, 3), (0, 2)), closed=(None, 1, None),
                        nets=(0, 395, 0), entries=((), (), ()), closing_lines=((), (), ()))
    sheet = hollywood_sheet(sc, ("You", "Computer"), terms_for(find_variant("classic").rules),
                            you=0)
    net = next(r for r in sheet.rows if r[0] == "Net")
    assert net[1] == net[3] == OPEN_NET
    assert net[2] == "395 to Computer"


@pytest.mark.parametrize(("variant", "seats", "final"), [("classic", 2, "Final:"),
                                                         ("rami", 4, "Balances:")])
def test_the_match_over_screen_says_the_final_figures_once(app, monkeypatch, variant, seats,
                                                          final):
    """The reckoning above the sheet and the sheet's footer both gave the final figures and
    the result ("Final: Ann (326), Bob (202)" twice, "Net result: Ann by 124" under "the match
    goes to Ann by 124"); Rami's footer said "Winner: Dee by 98" under "Dee wins with +91"."""
    sess = finished(variant, seats, {})
    table = table_at_the_end(app, sess)
    spy = TextSpy(monkeypatch, app.res)
    app.scenes.push(MatchOverScene(app, table))
    app.scenes.mark_dirty()
    spy.seen.clear()
    app.step()
    finals = [t for t in spy.seen if final in t]
    results = [t for t in spy.seen if t.startswith(("Result:", "Net result:", "Winner:"))]
    assert len(finals) == 1, finals
    assert len(results) == 1, results


@pytest.mark.parametrize(("variant", "seats", "options", "expected"), CASES,
                         ids=["classic", "hollywood", "oklahoma-hollywood", "columns-003",
                              "box-004", "rami-4", "rami-6-arret"])
def test_no_reckoning_line_is_said_again_under_it(app, variant, seats, options, expected):
    """The match's last screen words each figure once: Hollywood's reckoning said "Totals:
    Ann (1003), Bob (614)" and the sheet's footer said it again under it. Every footer of the
    sheet shown there (and of its sub-sheets) is checked against every reckoning line."""
    sess = finished(variant, seats, options)
    table = table_at_the_end(app, sess)
    scene = MatchOverScene(app, table)
    app.scenes.push(scene)
    app.step()
    reckoning = set(scene.reckoning())
    sheet = scene.whole_sheet
    assert sheet is not None and sheet_for(table, reckoned=True).rows == sheet.rows
    footers = list(sheet.footer) + [line for sub in sheet.extra for line in sub.footer]
    assert reckoning and not reckoning & set(footers), reckoning & set(footers)


@pytest.mark.parametrize("bonuses", [False, True], ids=["plain", "classic-bonuses"])
def test_the_box_sheet_gives_the_final_figures_once(app, bonuses):
    """The in-the-box sheet at the match's end read "Totals: Player 1 (119), Player 2 (0),
    Player 3 (99)" and under it "Final: Player 1 (119), …", the same figures: "Final:" stands
    only where the classic bonuses made the figures differ."""
    sess = finished("three-player", 3, {"box_classic_bonuses": bonuses} if bonuses else {})
    table = table_at_the_end(app, sess)
    sheet = score_table(table.state.score, list(sess.names), sess.rules)
    totals = [line for line in sheet.footer if line.startswith("Totals:")]
    finals = [line for line in sheet.footer if line.startswith("Final:")]
    assert len(totals) == 1
    if bonuses:
        assert len(finals) == 1 and finals[0][len("Final:"):] != totals[0][len("Totals:"):]
    else:
        assert finals == []
    assert any(line.startswith("Result:") for line in sheet.footer)


def test_the_net_result_speaks_to_the_player_who_won(app):
    """The sheet's net result names the player in the second person: the French sheet read
    "Résultat net : Vous l’emporte de 482" (the player's name "Vous" with a third person's
    verb; a play-tester)."""
    from game.ui import i18n

    sess = finished("classic", 2, {})
    score = sess.engine.view(0).score
    winner = score.winner
    names = ["Vous", "Bob"]
    mine = score_table(score, names, sess.rules, you=winner).footer
    theirs = score_table(score, names, sess.rules, you=1 - winner).footer
    assert f"Net result: you by {score.net}" in mine
    assert f"Net result: {names[winner]} by {score.net}" in theirs
    i18n.set_language("fr")
    try:
        mine = score_table(score, names, sess.rules, you=winner).footer
        assert f"Résultat net\u00a0: vous l’emportez de {score.net}" in mine
    finally:
        i18n.set_language("en")


def test_a_doubled_hand_is_counted_as_boxes_not_hands():
    """Oklahoma's spade upcard makes a hand count as two boxes; the sheet said "Hands won:
    Computer (2)" after one win (a play-tester). It names boxes when a hand counted two."""
    from types import SimpleNamespace

    from game.core.scoring.base import HandResult
    from game.ui.score_tables import classic_sheet
    from game.variants.terms import CLASSIC_TERMS

    single = HandResult(1, "knock", 7, (0, 1))
    double = HandResult(1, "knock", 14, (0, 1), boxes=2)
    names = ["Ann", "Bob"]
    plain = SimpleNamespace(seats=2, history=[single], hands_won=[0, 1], over=False)
    doubled = SimpleNamespace(seats=2, history=[single, double], hands_won=[0, 3], over=False)
    assert classic_sheet(plain, names, CLASSIC_TERMS).footer[0] == "Hands won: Ann (0), Bob (1)"
    assert classic_sheet(doubled, names, CLASSIC_TERMS).footer[0] == \
        "Boxes (a doubled hand counts two): Ann (0), Bob (3)"
    # the doubled hand is marked in its row (a play-tester found "knock" on both)
    rows = classic_sheet(doubled, names, CLASSIC_TERMS).rows
    assert [row[-1] for row in rows] == ["knock", "knock, doubled"]


def test_a_hollywood_games_cells_are_explained():
    """"+3 (3)" and "(0)" stood in the games' cells without a word, where the classic sheet
    says what its cells hold (a play-tester): the sheet's key says it for all three, drawn
    over the games (as the first game's footer it was found only after scrolling past the
    list at 200 % text: a play-tester)."""
    from game.core.scoring.state import HollywoodState
    from game.ui.score_tables import hollywood_sheet
    from game.variants import find_variant
    from game.variants.terms import terms_for

    sc = HollywoodState(seats=2, totals=(3, 0), hands_won=(1, 0), history=(), over=False,
                        winner=None, net=0, points=((3, 0), (3, 0), (0, 0)),
                        boxes=((1, 0), (1, 0), (0, 0)), closed=(None, None, None),
                        nets=(0, 0, 0), entries=(((1, 0, 3),), ((1, 0, 3),), ()),
                        closing_lines=((), (), ()))
    sheet = hollywood_sheet(sc, ("You", "Computer"), terms_for(find_variant("classic").rules),
                            you=0)
    first, second, _third = sheet.extra
    assert first.rows == (("1", "+3 (3)", "(0)"),)
    assert sheet.key == ("In each cell: +points won in the hand (total so far)",)
    assert not any("In each cell" in line for sub in sheet.extra
                   for line in (*sub.footer, *sub.key))


@pytest.mark.parametrize("height", range(60, 200, 12))
def test_a_footer_short_of_room_leaves_out_whole_lines(app, monkeypatch, height):
    """A 003 column's closing lines in a box too low for them all: a line goes whole (the box
    kept the last wrapped lines, a bare "486" and a lone "punktów" over the rest of its
    sentence, at 800x600: a play-tester), and its cells' legend gives way first."""
    from game.core.scoring.base import ScoreSheet

    long_lines = ("Column 1 closed: you have 136 points, and the computer 36",
                  "You: column bonus 250 + points 136 + cocottes 4 × 25 = 486",
                  "Computer: points 36 + cocottes 3 × 25 = 111")
    sheet = ScoreSheet("Column 1", ("#", "You", "Computer"),
                       tuple((str(n), f"+{n} ({n})", f"({n})") for n in range(1, 8)),
                       long_lines)
    view = ScoreSheetView(app.res, app.layout, sheet)
    spy = TextSpy(monkeypatch, app.res)
    width = 190
    view.draw(pygame.Surface((width + 20, 400), pygame.SRCALPHA), pygame.Rect(10, 10, width,
                                                                             height))
    groups, _px, _step = view._footer_groups(sheet, view.px, width)
    assert all(len(group) > 1 for group in groups)       # each line wraps in this column
    for group in groups:
        shown = [part in spy.seen for part in group]
        assert all(shown) or not any(shown), (height, group, shown)


@pytest.mark.parametrize("width", range(120, 420, 17))
def test_a_sums_result_goes_down_a_line_with_what_it_sums(app, width):
    """"You: column bonus 250 + points 136 + cocottes 4 × 25 =" over a lone "486" at 800x600
    (a play-tester): a wrapped footer line never ends on "=" or "×", nor starts with one."""
    from game.core.scoring.base import ScoreSheet

    sheet = ScoreSheet("Column 1", ("#", "You", "Computer"), (("1", "+5 (5)", "(0)"),),
                       ("You: column bonus 250 + points 136 + cocottes 4 × 25 = 486",
                        "Ty: premia za kolumnę 250 + punkty 136 + znaczki 4 × 25 = 486"))
    view = ScoreSheetView(app.res, app.layout, sheet)
    groups, _px, _step = view._footer_groups(sheet, view.px, width)
    for group in groups:
        for part in group:
            words = part.replace("\u00a0", " ").split()
            assert words[-1] not in ("=", "×") and words[0] not in ("=", "×"), group
