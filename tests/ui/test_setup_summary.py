"""The setup screen's variant summary says what the chosen options say: it read "Knock when your
unmatched cards total 10 or less ... First to 100 wins" beside a knock limit of "Gin only" and
Hollywood scoring. Its place is sized for the fullest wording, so no row moves when it changes."""

from __future__ import annotations

import pytest

from game.ui import i18n
from game.ui.layout import Layout
from game.ui.scenes.setup import SetupScene
from game.ui.variant_summary import fullest_summary, summary_text
from game.variants import VARIANTS, find_variant
from game.variants.options import chosen_rules, offered_options

SIZES = [(800, 600), (1280, 720), (1920, 1080)]


def _scene(app, size, variant) -> SetupScene:
    app.layout = Layout(size)
    scene = SetupScene(app)
    scene.set_variant(variant)
    scene.set_mode("ai")
    return scene


def _rows(scene) -> dict[str, tuple]:
    """Where each widget other than the options is (an option row may come or go with
    another option's value: Hollywood has no "Next dealer")."""
    options = {id(w) for w in scene.option_widgets}
    return {getattr(w, "name", str(i)): tuple(w.rect)
            for i, w in enumerate(scene.widgets.widgets)
            if w.visible and id(w) not in options}


def test_the_summary_follows_the_chosen_options(app):
    scene = _scene(app, (1280, 720), "classic")
    before = scene.summary()
    assert "Knock when your unmatched cards total 10 or less" in before
    assert "First to 100 wins the match" in before
    scene.set_option("knock_limit", 0)
    scene.set_option("gin_bonus", 20)
    scene.set_option("scoring", "hollywood")
    scene.set_option("target", 150)
    scene.set_option("game_bonus", 0)
    text = scene.summary()
    assert "10 or less" not in text and "First to" not in text
    assert "No knocking" in text
    assert "Gin scores 20 plus the opponent's deadwood" in text
    assert "three games scored side by side, each closing at 150" in text
    assert "game bonus" not in text and "25 per hand won" in text


def test_rami_wording_follows_its_options(app):
    rules = chosen_rules("rami", {"match_hands": 3, "rami_arret": True, "rami_call": True})
    text = summary_text("rami", rules)
    assert "A match is 3 hands." in text
    assert "Played with: Rami Arrêt, the \"Rami!\" call." in text
    only = summary_text("rami", chosen_rules("rami", {"rami_only": True, "match_hands": 0}))
    assert "nobody lays down a meld until" in only and "lay off on anyone's melds" not in only
    assert "until a player has received 100" in only


def test_the_rami_payment_is_the_options_twice_what(app):
    """A Rami is paid twice the value of the cards the winner laid down, or with the option
    twice each loser's own hand (RULES.md, 002); the summary said only "paid double"."""
    laid = summary_text("rami", chosen_rules("rami", {}))
    own = summary_text("rami", chosen_rules("rami", {"rami_pay_own_hand": True}))
    assert "paid double" not in laid + own
    assert "twice the value of the cards laid down" in laid
    assert "twice the value of their own hand" in own


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
@pytest.mark.parametrize("variant", [v.name for v in VARIANTS])
def test_every_single_option_wording_fits_the_fullest_place(app, variant, language):
    """Each option value alone worded no longer than the fullest summary the place is sized
    for (at 1280x720), in every language: changing one option never moves a row."""
    i18n.set_language(language)
    try:
        scene = _scene(app, (1280, 720), variant)
        px, width = scene.summary_px, scene.summary_rect.width
        room = len(scene.res.wrap(fullest_summary(variant), px, width))
        for row in offered_options(variant):
            for value in row.choices:
                text = summary_text(variant, chosen_rules(variant, {row.key: value}))
                assert len(scene.res.wrap(text, px, width)) <= room, (row.key, value)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("size", SIZES)
def test_changing_options_moves_no_row(app, size):
    """Hollywood, gin only and big gin change the summary's wording; every widget stays where
    it was, but for the options themselves (at 800x600 the summary's lines are rows of the
    form's first page)."""
    scene = _scene(app, size, "classic")
    where = _rows(scene)
    page = scene.page
    for key, value in (("scoring", "hollywood"), ("big_gin", True), ("knock_limit", 0)):
        wording = scene.summary()
        scene.set_option(key, value)
        assert scene.summary() != wording
        assert scene.page == page
        now = _rows(scene)
        for name in where.keys() & now.keys():
            assert now[name] == where[name], (key, name)


def test_rami_only_says_how_many_cards_the_deal_gives():
    """Rami only deals ten cards up to four players and six with five or six (the deck holds no
    more); the summary promised ten to six players (a play-tester counted six)."""
    from game.core.families.rami import deal_size

    rules = chosen_rules("rami", {"rami_only": True})
    assert [deal_size(rules, n) for n in range(2, 7)] == [10, 10, 10, 6, 6]
    text = summary_text("rami", rules)
    assert "ten cards each (six with five or six)" in text


def test_gin_rami_summary_follows_its_scoring_option():
    """Gin-Rami's summary said its three columns whatever the Scoring option (a play-tester
    chose Classic and Hollywood): the chosen scoring is worded, in the game's own terms."""
    columns = summary_text("gin-rami", chosen_rules("gin-rami", {"scoring": "columns"}))
    classic = summary_text("gin-rami", chosen_rules("gin-rami", {"scoring": "classic"}))
    hollywood = summary_text("gin-rami", chosen_rules("gin-rami", {"scoring": "hollywood"}))
    assert "three columns" in columns
    assert "three columns" not in classic + hollywood
    assert "First to 100 wins the match." in classic
    assert "Hollywood scoring: three games" in hollywood
    for text in (classic, hollywood):
        assert "A descente scores the difference" in text and "A knock" not in text
        assert "Grand gin (eleven cards melded" in text


def test_the_three_player_summary_gives_each_player_their_own_total():
    """No "team of two" beside "scores nothing": a play-tester read the two as a contradiction
    (004: the sitting-out player never scores, each keeps an own total)."""
    from game.ui.variant_summary import summary_text

    text = summary_text("three-player")
    assert "team" not in text and "scores nothing" in text and "own total" in text


@pytest.mark.parametrize("size", SIZES)
def test_rami_summary_says_the_deal_for_every_count_of_players(app, size):
    """The summary said "(10, 7 or 6 cards)" whatever the Players row (a play-tester with four
    seats), then only the chosen count's deal, «à 2 joueurs, 10 cartes chacun» on the first
    page with the Players row still to come (a French play-tester): it names each count with
    its deal, the same whatever the count chosen, and a new count moves no row."""
    from game.core.families.rami import deal_size

    scene = _scene(app, size, "rami")
    scene.set_seats(2)
    first = scene.summary()
    words = {10: "ten", 7: "seven", 6: "six"}
    rules = find_variant("rami").rules
    assert "Ten cards each for two players, seven for three or four, six for five or six" \
        in first
    for seats in range(2, 7):
        assert words[deal_size(rules, seats)] in first.lower()
    where = _rows(scene)
    for seats in (4, 6, 3):
        scene.set_seats(seats)
        assert scene.summary() == first
        now = _rows(scene)
        for name in where.keys() & now.keys():
            assert now[name] == where[name], (seats, name)
    scene.set_option("rami_only", True)
    scene.set_seats(4)
    assert "ten cards each (six with five or six)" in scene.summary()


@pytest.mark.parametrize("language, deal", [
    ("fr", "Dix cartes chacun à deux joueurs, sept à trois ou quatre, six à cinq ou six"),
    ("pl", "Po dziesięć kart przy dwóch graczach, po siedem przy trzech lub czterech, po "
           "sześć przy pięciu lub sześciu")])
def test_the_rami_deal_for_every_count_in_french_and_polish(language, deal):
    i18n.set_language(language)
    try:
        for seats in (2, 4, 6, None):
            text = summary_text("rami", chosen_rules("rami", {}), seats)
            assert deal in " ".join(text.split()), text
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("mode", ["ai", "hotseat", "custom"])
def test_stepping_through_the_variants_moves_no_row(app, size, mode):
    """The summary over Mode, Players and the names was as tall as each variant's wording:
    the rows jumped as a player stepped through the variants (a play-tester). Mode and the
    rows that every variant shows in the same order keep their places."""
    places, rows = {}, {}
    for v in VARIANTS:
        scene = _scene(app, size, v.name)
        scene.set_mode(mode)
        places[v.name] = (tuple(scene.c_variant.rect), tuple(scene.c_mode.rect), scene.page)
        # under Mode: Players and the strength, or one of them, or neither (hot-seat Gin)
        under = tuple(w.name for w in (scene.c_seats, scene.c_level)
                      if w.visible and w.rect.width)
        first = scene.name_fields[0]
        rows.setdefault(under, {})[v.name] = (
            min((w.rect.top for w in (scene.c_seats, scene.c_level) if w.name in under),
                default=None), first.rect.top if first.visible else None)
    assert len(set(places.values())) == 1, places
    for same in rows.values():
        assert len(set(same.values())) == 1, same


@pytest.mark.parametrize("language", ["en", "pl", "fr"])
def test_the_rami_summary_reads_at_the_body_size(app, language):
    """At 1280x720 the Rami summary was set at 16 px, four fifths of the small size, under
    the room six players' names would take: it is set at the body size there now."""
    i18n.set_language(language)
    try:
        for mode in ("ai", "hotseat"):
            scene = _scene(app, (1280, 720), "rami")
            scene.set_mode(mode)
            assert scene.summary_px >= app.layout.font_body, (mode, scene.summary_px)
            assert scene.summary_fits()
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_gin_rami_summary_follows_its_grand_gin_option(app, language):
    """With Grand Gin set to No, 003's summary still said "Grand Gin, Gin and Descente score
    into three columns" (a French play-tester)."""
    i18n.set_language(language)
    try:
        scene = _scene(app, (1920, 1080), "gin-rami")
        assert "Grand Gin" in scene.summary()
        scene.set_option("big_gin", False)
        text = scene.summary()
        assert "Grand Gin" not in text and "Descente" in text, text
    finally:
        i18n.set_language("en")
