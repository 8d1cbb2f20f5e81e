"""No text collides at the table, in any state the autoplayer reaches (issues 12 and 16).

A whole hand of each family is played by the table's autoplayer in English, French and Polish
at 800x600 and 1280x720 (and 1920x1080 in English). Every time the shown state changes and the
table has settled (the human to act, the showdown, the score or payment panel), the screen is
drawn onto the layout probe, which fails the test if a text overlaps another text, is drawn
over a card, or leaves the window; a panel over the table (the score) is probed on its own and
its texts must stay inside its box.
"""

from __future__ import annotations

import pygame
import pytest

import game.ui.scenes  # noqa: F401 - registers the score and payment panels
from game.players import make_player
from game.ui import i18n
from game.ui.layout import Layout
from game.ui.probe import Ledger, ProbeSurface, problems
from game.ui.resources import Resources
from game.ui.session import Session
from game.ui.table.base import TableScene
from tests.ui_variants.helpers import session, settle, show, watch_cuts

#: (id, variant, seats, seed, options): one hand of each family, seeds that reach a showdown
CASES = [
    ("classic", "classic", 2, 3, {}),
    ("oklahoma", "oklahoma", 2, 3, {}),
    ("gin-only", "gin-only", 2, 3, {}),     # no Knock button: the column is shorter
    ("hollywood", "classic", 2, 5, {"scoring": "hollywood"}),
    ("three-player", "three-player", 3, 3, {}),
    ("gin-rami", "gin-rami", 2, 3, {}),
    ("rami-2", "rami", 2, 3, {}),
    ("rami-4", "rami", 4, 3, {}),
]
RAMI_6 = ("rami-6", "rami", 6, 3, {})
SIZES = [("en", (1920, 1080))] + [(lang, size) for lang in ("en", "fr", "pl")
                                  for size in ((800, 600), (1280, 720))]


def _probe_scene(app, ledger: Ledger, size) -> list[str]:
    """The problems of what is on screen now: the table with its overlays, or a panel alone."""
    top = app.scenes.top
    surf = ProbeSurface(size, ledger)
    if getattr(top, "overlay", False):
        top.draw(surf)                 # a panel over the table hides it: probe the panel
        found = problems(surf.marks, size)
        box = top.box() if hasattr(top, "box") else None
        if box is not None:
            found += [f"text {m.label!r} {tuple(m.rect)} leaves its panel {tuple(box)}"
                      for m in surf.marks if m.kind == "text" and m.label.strip()
                      and not box.contains(m.rect)]
        return found
    app.scenes.draw(surf)
    return problems(surf.marks, size) + _under_the_score_panel(top, surf.marks)


def _under_the_score_panel(table, marks) -> list[str]:
    """Cards the table's score panel (top left) runs under or over: the probe sees texts
    only, and a panel that a larger text size widened reached under 003's stock."""
    info = getattr(table, "info_rect", None)
    if info is None:
        return []
    box = info().inflate(-2, -2)
    found = [f"card {m.label} {tuple(m.rect)} meets the score panel {tuple(box)}"
             for m in marks if m.kind == "card" and box.colliderect(m.rect)
             and not box.contains(m.rect)]      # (003's retourne lies inside it)
    # its own lines inside it ("Retourne : descente à" ran past its edge)
    rows = {text for text, _c, _s in table._info_rows()} if hasattr(table, "_info_rows") \
        else set()
    found += [f"text {m.label!r} {tuple(m.rect)} leaves the score panel {tuple(info())}"
              for m in marks if m.kind == "text" and m.label in rows
              and m.rect.colliderect(info()) and not info().contains(m.rect)]
    return found


@pytest.mark.parametrize(("language", "size"), SIZES,
                         ids=[f"{lang}-{w}x{h}" for lang, (w, h) in SIZES])
@pytest.mark.parametrize(("variant", "seats", "seed", "options"),
                         [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_no_text_collides_at_the_table(app, variant, seats, seed, options, language, size):
    _play_and_probe(app, variant, seats, seed, options, language, size)


#: the player's Text size at the three window sizes: at 200 % every case at every size (at
#: 800x600 three players' showdown spreads a knocker's melds on rows of
#: smaller cards in a slot 140 px wide, Rami's long prompt takes three lines beside the piles);
#: at 150 % and 175 % a subset of the families, each size covered
ALL_SIZES = ((1280, 720), (1920, 1080), (800, 600))
SCALED = ([(c, size, 2.0, "en") for c in CASES + [RAMI_6] for size in ALL_SIZES]
          + [(c, size, 1.5, "en") for c in CASES if c[0] in ("classic", "gin-rami", "rami-4",
                                                                "three-player")
             for size in ((1920, 1080), (800, 600))]
          + [(c, size, 1.75, "en") for c in CASES + [RAMI_6]
             if c[0] in ("oklahoma", "hollywood", "three-player", "rami-4", "rami-6")
             for size in ((1280, 720), (800, 600))]
          + [(c, size, 2.0, lang) for lang in ("fr", "pl") for c in CASES + [RAMI_6]
             for size in ALL_SIZES])
#: French and Polish (longer texts) probe every other settled state, between them all of
#: them at each size; a cut text or button is caught in every state
SAMPLES = {"fr": (2, 0), "pl": (2, 1)}
#: open Gin-table defects these found (held strictly: the mark goes when the fix lands);
#: 003's stock label under the tall 4:3 score panel in French and Polish was one (the panel's
#: text now takes the largest size that ends above the label)
KNOWN: dict[tuple[str, tuple[int, int], str], str] = {}
SCALED = [pytest.param(*p, marks=pytest.mark.xfail(strict=True, reason=KNOWN[key]))
          if (key := (p[0][0], p[1], p[3])) in KNOWN and p[2] == 2.0 else p for p in SCALED]


@pytest.mark.parametrize(("case", "size", "scale", "language"), SCALED,
                         ids=[f"{c[0]}-{w}x{h}-{int(s * 100)}-{lang}" for c, (w, h), s, lang
                              in (p.values if hasattr(p, "values") else p for p in SCALED)])
def test_no_text_collides_or_is_cut_at_a_larger_text_size(app, monkeypatch, case, size, scale,
                                                          language):
    """The table at 150-200 %: no text over text or a card, none off the window, none cut
    (a label, prompt or button that had to end in "…"), at the Text size applied."""
    _id, variant, seats, seed, options = case
    cut = watch_cuts(monkeypatch)
    lay = _play_and_probe(app, variant, seats, seed, options, language, size, scale,
                          table_only=True, cut=cut, sample=SAMPLES.get(language))
    assert lay.ui_effective == scale       # MIN_CANVAS lets every size take 200 %
    assert lay.compact and lay.font_body > Layout(size).font_body


#: three players with the expert level's names, the longest a player meets by default: seed
#: 2's first hand has a computer sit out (its empty chair), seed 3's ends with the defender's
#: tag beside its spread hand
LONG = [(lang, size, seed) for lang in ("en", "fr", "pl") for size in ALL_SIZES
        for seed in (2, 3)]


@pytest.mark.parametrize(("language", "size", "seed"), LONG,
                         ids=[f"{lang}-{w}x{h}-seed{seed}" for lang, (w, h), seed in LONG])
def test_the_expert_levels_long_names_read_whole_at_200(app, monkeypatch, language, size,
                                                        seed):
    """Issue 16: "Ordinateur expert 2 ne joue pas cet…" in the empty chair at 800x600 and
    "Komputer ekspert 1 ·…" as the defender's tag at 1280x720, both at 200 %: every chair and
    tag of the three-player table reads whole (no "…"), over nothing, in each language."""
    i18n.set_language(language)
    names = [i18n._("You")] + [i18n._("Expert computer") + f" {n}" for n in (1, 2)]
    i18n.set_language("en")
    cut = watch_cuts(monkeypatch)
    _play_and_probe(app, "three-player", 3, seed, {}, language, size, 2.0,
                    table_only=True, cut=cut, names=names)


def test_a_rami_table_with_very_long_names_takes_the_largest_size_that_holds_them(app):
    """Six Rami players at 200 % on a 16:9 window, every name too long for any seat plan
    ("Ordinateur difficile n"): the table is drawn at the largest size that holds the other
    seats' tags (and still a large one); three such players keep the 200 % asked for."""
    names = ["Vous"] + [f"Ordinateur difficile {i}" for i in range(1, 6)]
    for seats, lowest in ((6, 1.25), (3, 2.0)):
        app.screen = pygame.Surface((1280, 720))
        app.layout = Layout((1280, 720), 2.0)
        sess = Session.create("rami", {}, "ai", names[:seats], "medium", seats=seats, seed=3)
        table = show(app, sess, autoplayer=make_player("medium", seed=5))
        app.step()
        applied = table.layout.ui_effective
        assert lowest <= applied <= 2.0
        assert applied == table.seat_scale(app.layout)
        if applied < 2.0:   # one step larger holds no seat plan
            assert table._make_plan(Layout((1280, 720), applied + 0.125)) is None
        app.scenes.pop()


#: the computer players' names as the setup screen gives them ("Computer 5"), per language
COMPUTERS = {"en": "Computer", "fr": "Ordinateur", "pl": "Komputer"}


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
@pytest.mark.parametrize(("seats", "size"), [(6, (1280, 720)), (6, (1920, 1080)),
                                             (5, (1280, 720)), (5, (800, 600)),
                                             (4, (800, 600))])
def test_a_crowded_rami_table_keeps_200_percent_with_long_names(app, monkeypatch, language,
                                                                seats, size):
    """Four to six Rami players named "Computer n" (French "Ordinateur n", Polish
    "Komputer n") get the 200 % asked for: the tags (name over card count) take the top band
    from the window's margin, the score panel lies under the piles, one seat sits on the
    right side if need be; through a whole hand (melds on the table, the showdown) nothing
    collides, is cut or leaves the window, and every name reads whole at full size."""
    i18n.set_language(language)
    names = [i18n._("You")] + [f"{COMPUTERS[language]} {i}" for i in range(1, seats)]
    table, seen = probe_rami_at_200(app, monkeypatch, language, seats, size, names)
    assert table.layout.ui_effective == 2.0
    plan = table.seat_plan()
    assert len(plan.top) + len(plan.side) == seats - 1 and len(plan.side) <= 1
    assert set(names[1:]) <= set(seen)         # each name on a line of its own, full size


@pytest.mark.parametrize("size", [(800, 600), (1024, 768)])
def test_cards_grow_with_the_text_size_where_the_window_allows(app, size):
    """At 200 % the player's cards, the piles and the other hands are larger than at 100 %
    on a window whose width held the cards back (4:3); on the table too."""
    small, large = Layout(size, 1.0), Layout(size, 2.0)
    assert large.card_h > small.card_h and large.card_w > small.card_w
    heights = []
    for lay in (small, large):
        app.screen = pygame.Surface(size)
        app.layout = lay
        table = show(app, session("classic", 2, 3), autoplayer=make_player("medium", seed=5))
        settle(app, table, until=lambda t=table: bool(t.hand) and t.settled)
        heights.append((round(table.hand[0].target.h), round(table.stock_rect().h)))
        app.scenes.pop()
    assert heights[1][0] > heights[0][0] and heights[1][1] > heights[0][1]


def probe_rami_at_200(app, monkeypatch, language: str, seats: int, size: tuple[int, int],
                      names: list[str]) -> tuple[TableScene, list[str]]:
    """A Rami hand with `names` played at 200 %, every state probed (nothing cut, colliding
    or off the window); returns its table and the texts drawn at the small size (the tags)."""
    seen: list[str] = []
    original = Resources.text

    def spy(res, text, px, *args, **kwargs):
        if px == app.layout.font_small:
            seen.append(text)
        return original(res, text, px, *args, **kwargs)

    monkeypatch.setattr(Resources, "text", spy)
    cut = watch_cuts(monkeypatch)
    tables: list = []
    _play_and_probe(app, "rami", seats, 3, {}, language, size, 2.0, table_only=True,
                    cut=cut, names=names, tables=tables)
    return tables[0], seen


def _play_and_probe(app, variant, seats, seed, options, language, size, scale=1.0,
                    table_only=False, cut=None, names=None, tables=None, sample=None):
    """Play the hand, probing every settled state (`sample` (n, r): the states counted
    r modulo n only); `table_only` leaves the score and payment panels out (the scenes' own
    tests hold them), `cut` collects cut texts (in every state); `names` the players' (else
    the helpers' short ones)."""
    i18n.set_language(language)
    try:
        app.screen = pygame.Surface(size)          # the dummy display is smaller than 1920
        app.layout = Layout(size, scale)
        ledger = Ledger()
        ledger.install(app.res)
        sess = session(variant, seats, seed, **options) if names is None else \
            Session.create(variant, options, "ai", names, "easy", seats=seats, seed=seed)
        table = show(app, sess, autoplayer=make_player("medium", seed=5))
        if tables is not None:
            tables.append(table)
        found: dict[str, str] = {}
        last = None
        states = 0
        for _ in range(20000):
            app.step()
            top = app.scenes.top
            e = sess.engine
            shown = (type(top).__name__, e.phase, e.to_act, len(e.events))
            if shown != last and (top is not table or (table.settled and not table.intents)):
                last = shown
                if top is not table and table_only:
                    break
                states += 1
                if sample is None or states % sample[0] == sample[1]:
                    for p in _probe_scene(app, ledger, size):
                        found.setdefault(p, f"{shown[0]} {e.phase}")
                if top is table:
                    for b in table.widgets.widgets:
                        if getattr(b, "label_cut", False) and b.visible:
                            found.setdefault(f"button {b.text!r} cut", f"{e.phase}")
                for text in cut or []:
                    found.setdefault(f"text {text!r} cut", f"{shown[0]} {e.phase}")
                if cut:
                    cut.clear()
            if top is not table:
                break                      # the hand is scored: its panel was probed
        assert states > 3, "the autoplayer did not play the hand"
        assert not found, "\n".join(f"[{where}] {p}" for p, where in found.items())
        return app.layout
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_the_melds_keep_to_their_area_beside_a_side_seat(app, size):
    """Six players named "Computer n" at 200 %: however the seats are placed (at 800x600
    the table takes a smaller size), every meld card lies in the meld area, none on the seat
    beside it, at every settled state of the hand."""
    from game.ui.table.rami_display import RamiDisplay

    names = ["You"] + [f"Computer {i}" for i in range(1, 6)]
    app.screen = pygame.Surface(size)
    app.layout = Layout(size, 2.0)
    sess = Session.create("rami", {}, "ai", names, "easy", seats=6, seed=3)
    table = show(app, sess, autoplayer=make_player("medium", seed=5))
    assert isinstance(table, RamiDisplay)
    checked = 0
    for _ in range(20000):
        app.step()
        if app.scenes.top is not table:
            break
        if table.settled and not table.intents and table.melds:
            area = table.meld_rect().inflate(2, 2)
            side = table.side_seat_rect()
            spots, _labels, _mw = table.meld_layout()
            for spot in spots:
                for r in spot.cards:
                    assert area.contains(pygame.Rect(r)), (pygame.Rect(r), area)
                    assert not side.colliderect(pygame.Rect(r))
            checked += 1
    assert checked > 3


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_meld_owners_names_keep_the_text_size_on_two_lines(app, monkeypatch, size):
    """Six players at 200 % with the expert level's long names ("Expert computer 3"): each
    owner's name before their melds takes two lines of its row at the Text size asked for
    (shrunk only as far as the row's height asks), where it used to shrink to a tiny single
    line to fit its column."""
    from game.ui.table import rami_display

    names = ["You"] + [f"Expert computer {i}" for i in range(1, 6)]
    app.screen = pygame.Surface(size)
    app.layout = Layout(size, 2.0)
    sess = Session.create("rami", {}, "ai", names, "easy", seats=6, seed=3)
    table = show(app, sess, autoplayer=make_player("medium", seed=5))
    drawn: list[tuple[list[str], int, float]] = []
    real = rami_display.blit_lines

    def spy(surface, res, lines, px, rect, *args, **kwargs):
        if table.melds:
            drawn.append((list(lines), px, table.meld_row_step))
        return real(surface, res, lines, px, rect, *args, **kwargs)

    monkeypatch.setattr(rami_display, "blit_lines", spy)
    for _ in range(20000):
        app.step()
        if app.scenes.top is not table:
            break
    assert drawn, "no meld owner's name was drawn"
    small = table.layout.font_small       # (a crowded table may take a smaller size)
    for lines, px, row in drawn:
        assert len(lines) <= 2 and " ".join(lines) in names, lines
        wanted = min(small, max(11, int(row / 1.2)))
        if row >= 2 * app.res.font(int(wanted * 0.88)).get_linesize():   # two lines fit
            assert px >= int(wanted * 0.88), (lines, px, wanted)
    assert any(len(lines) == 2 for lines, _px, _row in drawn)
