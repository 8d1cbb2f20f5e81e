"""Rami with the expert level's long names at 200 % (issue 16): the seat tags take three
lines (the name wrapped between its words over the card count) rather than the table
falling back to a smaller Text size."""

from __future__ import annotations

import pygame
import pytest

import game.ui.scenes  # noqa: F401 - registers the score and payment panels
from game.players import make_player
from game.ui import i18n
from game.ui.layout import Layout
from game.ui.session import Session
from game.ui.table.names import name_rows
from tests.ui_variants.helpers import settle, show, watch_cuts
from tests.ui_variants.test_table_layout import probe_rami_at_200


def _expert_names(language: str, seats: int) -> list[str]:
    i18n.set_language(language)
    try:
        return [i18n._("You")] + [i18n._("Expert computer") + f" {n}" for n in range(1, seats)]
    finally:
        i18n.set_language("en")


def _six_at_200(app, names: list[str], size: tuple[int, int], autoplayer=None):
    """Six Rami players with `names` on a `size` window at 200 %: the table and its session."""
    app.screen = pygame.Surface(size)
    app.layout = Layout(size, 2.0)
    sess = Session.create("rami", {}, "ai", names, "easy", seats=6, seed=3)
    return show(app, sess, autoplayer=autoplayer), sess


def _six_at_your_turn(app, names: list[str], size: tuple[int, int]):
    """`_six_at_200`'s table, played on until the player's turn (the table settled)."""
    table, sess = _six_at_200(app, names, size)
    settle(app, table, until=lambda: table.settled and not table.intents
           and sess.engine.to_act == 0)
    return table


#: 4-6 players at 800x600 and the 16:9 sizes
CASES = [(seats, size) for seats in (4, 5, 6)
         for size in ((800, 600), (1280, 720), (1920, 1080))]


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
@pytest.mark.parametrize(("seats", "size"), CASES,
                         ids=[f"{s}p-{w}x{h}" for s, (w, h) in CASES])
def test_the_expert_levels_names_keep_200_percent(app, monkeypatch, language, seats, size):
    """"Expert computer 3", "Ordinateur expert 3", "Komputer ekspert 3": the table keeps
    the 200 % asked for (it fell back to 187.5 % with four players, 175 % with five, 150 %
    with six, and six at 800x600 to 175 %); through a whole hand nothing collides, is cut or
    leaves the window, and each name reads whole at the full size, on one line or on two of
    its tag."""
    names = _expert_names(language, seats)
    table, seen = probe_rami_at_200(app, monkeypatch, language, seats, size, names)
    assert table.layout.ui_effective == 2.0
    plan = table.seat_plan()
    assert len(plan.top) + len(plan.side) == seats - 1
    font = app.res.font(table.layout.font_small)
    for name in names[1:]:
        assert name in seen or all(row in seen for row in name_rows(font, name)), name


def band_seats(app, table) -> tuple[dict, dict, pygame.Rect]:
    """The other seats' tags and fans as drawn (seat: rect), and the band left of the
    buttons, down to its bottom."""
    lay = table.layout
    tags = {s: table._pill(pygame.Surface(lay.size), table._seat_tag(s, int(p.width)),
                           p.label_pos, False, max_width=int(p.width - lay.px(2)),
                           pad=table.tag_pad(lay), three=table.seat_plan().wrap)
            for s, p in table.seat_places().items()}
    fans = {s: pygame.Rect(sprites[0].target).unionall([pygame.Rect(x.target)
                                                        for x in sprites])
            for s, sprites in table.others.items()}
    band = pygame.Rect(0, 0, min(b.rect.left for b in table._action_buttons() if b.visible),
                       table.seats_bottom() + 1)
    return tags, fans, band


def assert_two_even_rows(table, tags: dict, fans: dict, band: pygame.Rect) -> None:
    """The band in two rows, every seat laid out alike: its tag just right of its fan, on
    its fan's row; neighbouring seats on different rows; no tag or fan touches another's,
    all in the band."""
    lay = table.layout
    plan = table.seat_plan()
    assert set(tags) == set(fans) == set(plan.top)
    rows = sorted({tag.top for tag in tags.values()})
    assert len(rows) == 2                     # two rows of tags
    for i, seat in enumerate(plan.top):
        tag, fan = tags[seat], fans[seat]
        assert band.contains(tag) and band.contains(fan), seat
        assert tag.top == rows[i % 2], (seat, tag, rows)    # the rows alternate
        assert 0 <= tag.left - fan.right <= lay.px(12), (seat, fan, tag)   # right of it
        assert fan.top >= tag.top and fan.bottom <= tag.bottom, (seat, fan, tag)
        for other in tags:
            if other != seat:
                assert not tag.colliderect(tags[other]), (seat, other)
                assert not tag.colliderect(fans[other]), (seat, other)
                assert not fan.colliderect(fans[other]), (seat, other)


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
def test_six_expert_players_at_800x600_take_the_band_in_two_rows(app, language):
    """Six players with the expert's names at 800x600 / 200 % (five wrapped tags wider than
    the band, a side seat leaving the melds too narrow): the band in two rows, every second
    seat on the lower one, each seat its fan with its tag on its right, nothing touching,
    all in the band, left of the buttons."""
    names = _expert_names(language, 6)
    i18n.set_language(language)
    try:
        table, _sess = _six_at_200(app, names, (800, 600),
                                   autoplayer=make_player("medium", seed=5))
        for _ in range(30):
            app.step()
        assert table.layout.ui_effective == 2.0
        plan = table.seat_plan()
        assert plan.zigzag and plan.wrap and plan.side == () and len(plan.top) == 5
        assert_two_even_rows(table, *band_seats(app, table))
        assert table.meld_rect().top > table.seats_bottom()
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
def test_beside_the_side_seat_the_prompt_and_a_refusal_read_whole(app, monkeypatch, language):
    """Six players with long names at 1280x720 / 200 %: the side seat's three-line tag
    reaches down beside the prompt's band, so the prompt (a shorter hint) and a refusal
    keep left of it, on up to four and three lines, neither cut."""
    from game.ui.probe import probe_draw
    from game.ui.table import hud

    names = _expert_names(language, 6)
    i18n.set_language(language)
    try:
        table = _six_at_your_turn(app, names, (1280, 720))
        assert table.layout.ui_effective == 2.0 and table.prompt_narrowed()
        side = table.side_seat_rect()
        cut = watch_cuts(monkeypatch, (hud,))
        message = i18n._("You have already drawn this turn: discard a card.")
        for refusal in (None, message):
            if refusal is not None:
                table.refuse(refusal)
            surf = probe_draw(app.res, (1280, 720), table.draw)
            assert cut == []
            shown = refusal or table.prompt()
            # (not the player's own tag, "Vous", a word of the refusal)
            rows = [m for m in surf.marks if m.kind == "text" and m.label in shown
                    and not any(m.rect.colliderect(r) for r in table._own_tag_rects)]
            assert " ".join(m.label for m in rows) == shown
            assert all(m.rect.right < side.left for m in rows)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
def test_the_players_tags_keep_clear_of_the_buttons_at_800x600(app, language):
    """Six players at 800x600 / 200 %: the player's two tags over the hand ("You · balance
    +0", "Hand value 36") lie between the low score panel and the button column (the hand
    value's pill ran under the Hint button), at 85 % of the small size or more, whole."""
    names = _expert_names(language, 6)
    i18n.set_language(language)
    try:
        table = _six_at_your_turn(app, names, (800, 600))
        lay = table.layout
        (mine, left), (text, right), top, px = table.own_labels()
        assert text is not None and px >= int(lay.font_small * 0.85)
        pad = lay.px(20)
        pills = [pygame.Rect(left, top - 40, table.res.text(mine, px).get_width() + pad, 40),
                 pygame.Rect(right - table.res.text(text, px).get_width() - pad, top - 40,
                             table.res.text(text, px).get_width() + pad, 40)]
        assert not pills[0].colliderect(pills[1])
        buttons = [b.rect for b in table.widgets.widgets if b.visible and b.rect.width]
        for pill in pills:
            assert pill.collidelist(buttons) < 0, (pill, buttons)
            assert not pill.colliderect(table.info_rect())
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
def test_a_long_refusal_reads_whole_at_800x600(app, monkeypatch, language):
    """Six players at 800x600 / 200 %: a long refusal takes the prompt's lines in its band
    ("Au Rami seul, vous ne pouvez étal…" was cut to one line), every line whole and inside
    the band, clear of the meld area and the player's tags."""
    from game.ui.probe import probe_draw
    from game.ui.table import hud

    names = _expert_names(language, 6)
    i18n.set_language(language)
    try:
        table = _six_at_your_turn(app, names, (800, 600))
        cut = watch_cuts(monkeypatch, (hud,))
        message = i18n._("In Rami only you may lay down melds only when you lay down your "
                         "whole hand this turn.")
        table.refuse(message)
        surf = probe_draw(app.res, (800, 600), table.draw)
        assert cut == []
        rows = [m for m in surf.marks if m.kind == "text" and m.label in message]
        assert len(rows) > 1 and " ".join(m.label for m in rows) == message
        top, bottom = table._prompt_band()
        melds = table.meld_rect()
        for m in rows:
            assert top <= m.rect.top and m.rect.bottom <= bottom and m.rect.top > melds.bottom
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("name,rows", [
    ("Ordinateur 1", ["Ordinateur 1"]),
    ("Komputer 5", ["Komputer 5"]),
    ("Expert computer 3", ["Expert", "computer 3"]),
    ("Ann", ["Ann"]),
])
def test_a_seat_number_stays_with_its_word(name, rows):
    """A seat tag never leaves the number alone on a line ("Ordinateur" over "1")."""
    pygame.font.init()
    font = pygame.font.Font(None, 20)
    assert name_rows(font, name) == rows


LONG = ["You", "Wilhelmina Woods", "Maximilian Mwaw", "Małgorzata Wójci", "Władysław Wąsow",
        "Grzegorz Żmudzki"]


@pytest.mark.parametrize("size", [(800, 600), (1024, 768)])
def test_long_names_keep_the_tags_size_at_100_percent(app, monkeypatch, size):
    """Six long names at 800x600 (Polish): "Wilhelmina Woods · 6 kart · bilans +0" and
    "Władysław Wąsow · 3 karty · bilans +0" were set at 85 % beside full-size tags. A tag
    now takes a third line where the band under its fan holds one (the name wrapped, or
    its three parts a line each), at the size of the others, clear of the melds."""
    from tests.ui_variants.helpers import TextSpy

    i18n.set_language("pl")
    try:
        app.screen = pygame.Surface(size)
        app.layout = Layout(size, 1.0)
        sess = Session.create("rami", {}, "ai", list(LONG), "easy", seats=6, seed=12)
        table = show(app, sess, autoplayer=make_player("medium", seed=3))
        for _ in range(40):
            app.step()
        lay = table.layout
        assert not lay.compact
        spy = TextSpy(monkeypatch, app.res)
        shown = []
        for seat, place in table.seat_places().items():
            surface = pygame.Surface(lay.size)
            spy.drawn.clear()
            wrap = place.label_pos[1] + 3 * app.res.font(lay.font_small).get_linesize() + \
                lay.px(8) <= table.seats_bottom()
            tag = table._pill(surface, table._seat_tag(seat, int(place.width - lay.px(2))),
                              place.label_pos, False, max_width=int(place.width - lay.px(2)),
                              pad=table.tag_pad(lay), three=wrap)
            assert wrap and {px for _t, px in spy.drawn} == {lay.font_small}, \
                (LONG[seat], spy.drawn)
            assert tag.bottom <= table.seats_bottom() < table.meld_rect().top
            shown.append(tag)
        assert len(shown) == 5
        # the table draws them so (not only the helper): no tag text under the small size
        spy.drawn.clear()
        table.draw(pygame.Surface(lay.size))
        tag_words = {w for n in LONG[1:] for w in n.split(" ")}
        sizes = {px for text, px in spy.drawn if any(w in text for w in tag_words)
                 and ("kart" in text or text in tag_words or text in LONG)}
        assert sizes == {lay.font_small}, spy.drawn
    finally:
        i18n.set_language("en")
