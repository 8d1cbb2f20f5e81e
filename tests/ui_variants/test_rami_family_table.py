"""A family at the Rami table (play-testers: four people in hot-seat at 150 %, six players at
1280x720 and 1920x1080): every seat's balance stays in view at every Text size, the dealer is
always marked, each fan and its tag read as one in the two-row band, a seat's status reads
on in its tag ("… · draws"), and the viewer is "You" on their tag as over their melds against
the computer."""

from __future__ import annotations

import pygame
import pytest

import game.ui.scenes  # noqa: F401 - registers the scenes by name
from game.ui import table_words
from game.ui.layout import Layout
from tests.ui_variants.helpers import session, settle, show

FAMILY = ["Ann", "Bob", "Cyd", "Dominique-Marie"]
SIX = ["Ann"] + [f"Hard computer {n}" for n in range(1, 6)]


def _table(app, size, scale, names, seed=3, settled=True):
    app.screen = pygame.Surface(size)
    app.layout = Layout(size, scale)
    sess = session("rami", len(names), seed, names=list(names), level="hard")
    table = show(app, sess)
    if settled:
        settle(app, table)
    table.bubbles.clear()
    return table


def _pills(table, surface, monkeypatch) -> list[tuple[str, pygame.Rect]]:
    drawn: list[tuple[str, pygame.Rect]] = []
    original = table._pill

    def spy(surf, text, *args, **kwargs):
        rect = original(surf, text, *args, **kwargs)
        drawn.append((text, rect))
        return rect

    monkeypatch.setattr(table, "_pill", spy)
    table.draw(surface)
    monkeypatch.undo()
    return drawn


CASES = [(FAMILY, (1280, 720), 1.0), (FAMILY, (1280, 720), 1.5), (FAMILY, (1280, 720), 2.0),
         (FAMILY, (1920, 1080), 2.0), (SIX, (1280, 720), 1.5), (SIX, (1280, 720), 2.0),
         (SIX, (1920, 1080), 1.5), (SIX, (1920, 1080), 2.0)]


@pytest.mark.parametrize(("names", "size", "scale"), CASES,
                         ids=[f"{len(n)}p-{w}x{h}-{int(k * 100)}" for n, (w, h), k in CASES])
def test_every_seats_balance_is_on_its_tag(app, monkeypatch, names, size, scale):
    """At 150 % the others' tags read "Ann · 7 cards", only the player on turn's said the
    balance: a family must see the standings at all times. Each other seat's tag says its
    name and balance, within the window, clear of the other tags and above the melds."""
    table = _table(app, size, scale, names)
    totals = table.state.totals
    pills = _pills(table, app.screen, monkeypatch)
    others = table.others_order()
    tags = pills[:len(others)]
    screen = app.screen.get_rect()
    for seat, (text, rect) in zip(others, tags, strict=True):
        assert text.startswith(names[seat]), text
        figure = table_words.number(totals[seat], signed=True)
        assert table_words.balance(totals[seat]) in text or text.endswith(figure), text
        assert screen.contains(rect) and rect.bottom <= table.meld_panel().top, (text, rect)
    for i, (ta, ra) in enumerate(tags):
        for tb, rb in tags[i + 1:]:
            assert not ra.colliderect(rb), (ta, tb)
    assert any(table_words.balance(totals[table.viewer]) in t for t, _r in pills[len(others):])


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_dealer_is_marked_with_six_players_at_100(app, monkeypatch, size):
    """Six players at 100 %: no tag said "dealer" (it had no room beside the balance). The
    dealer's tag now takes its name over "dealer · 6 cards" over its balance."""
    for seed in range(3, 30):
        table = _table(app, size, 1.0, SIX, seed=seed)
        if table.shown_dealer() != table.viewer:
            break
    dealer = table.shown_dealer()
    assert dealer != table.viewer
    pills = dict(zip(table.others_order(), _pills(table, app.screen, monkeypatch), strict=False))
    assert table_words.dealer_tag(SIX[dealer]) in pills[dealer][0].split(" · "), pills[dealer]


def test_a_tag_with_no_room_for_dealer_leaves_a_chip_on_the_dealers_cards(app, monkeypatch):
    """Where a tag cannot hold "dealer" whole, the dealer's fan carries the dealer's chip:
    the dealer is marked at every size."""
    for seed in range(3, 30):
        table = _table(app, (1280, 720), 1.5, SIX, seed=seed)
        if table.shown_dealer() != table.viewer:
            break
    dealer = table.shown_dealer()
    monkeypatch.setattr(table, "_tag_holds", lambda *_a: False)
    chips: list[int] = []
    original = table._draw_dealer_chip
    monkeypatch.setattr(table, "_draw_dealer_chip",
                        lambda surf, seat, place: (chips.append(seat),
                                                   original(surf, seat, place)))
    table.draw(app.screen)
    assert chips == [dealer]


def test_the_two_row_band_joins_each_fan_to_its_tag(app):
    """Six players at 1280x720 / 150 %: fans and tags alternate over two rows, and it was
    hard to tell which cards were whose. Each fan now lies on a plate joined to its own tag,
    clear of every other seat's tag and plate."""
    table = _table(app, (1280, 720), 1.5, SIX)
    assert table.seat_plan().zigzag
    places = table.seat_places()
    plates = table.seat_plates()
    assert set(plates) == set(places)
    ow, oh = table.other_size()
    for seat, plate in plates.items():
        tag = table.label_rect(seat, places[seat])
        assert plate.top == tag.bottom or plate.bottom == tag.top, (plate, tag)
        assert tag.left <= plate.left and plate.right <= tag.right, (plate, tag)
        for sprite in table.others[seat]:
            assert plate.contains(pygame.Rect(sprite.target)), (plate, sprite.target)
        for other, other_plate in plates.items():
            if other == seat:
                continue
            other_tag = table.label_rect(other, places[other])
            assert not plate.colliderect(other_tag), (seat, other)
            assert not plate.colliderect(other_plate), (seat, other)


def test_a_seats_status_reads_on_in_its_tag(app, monkeypatch):
    """"Hard computer 2 / Draws": the status was capitalised in the middle of the tag."""
    from game.ui.table.names import lowered

    assert lowered("Draws") == "draws" and lowered("OK") == "OK"
    table = _table(app, (1280, 720), 1.5, SIX)
    seat = table.others_order()[1]
    table.say(seat, "Draws", 5.0)
    texts = [t for t, _r in _pills(table, app.screen, monkeypatch)]
    assert f"{SIX[seat]} · draws" in texts, texts


def test_against_the_computer_the_player_is_you_on_their_tag_as_over_their_melds(
        app, monkeypatch):
    """The meld owner's label said "You" while the player's tag said "Ann"."""
    table = _table(app, (1280, 720), 1.0, SIX)
    assert table.owner_name(table.viewer) == "You"
    placed = table.own_labels()
    assert placed[0][0].split(" · ")[0] == "You"


@pytest.mark.parametrize("scale", [1.5, 2.0])
def test_every_prompt_is_centred_in_the_same_place(app, scale):
    """At 150 % "Lay off or discard a card" stood left of where the longer prompts are
    centred (over the hand's middle, not in the prompt's span): it read as left-aligned."""
    table = _table(app, (1280, 720), scale, FAMILY)
    short = table.prompt_box("Lay off or discard a card")[1]
    long = table.prompt_box("Draw a card: the stock (S) or the discard (T)")[1]
    assert abs(short.centerx - long.centerx) <= 1, (short, long)
