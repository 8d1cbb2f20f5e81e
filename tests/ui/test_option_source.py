"""One source of variant options: the setup and settings screens offer, for every variant, the
same options with the same labels, choices and value words, and only options that apply."""

from __future__ import annotations

import pytest

from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.setup import OPTIONS_PER_PAGE, SetupScene
from game.variants import VARIANTS


def setup_rows(app, variant: str, chosen: dict | None = None) -> dict[str, tuple]:
    """Every option row of the setup screen (all its pages): key -> (label, values as shown)."""
    app.settings.variant_options = {variant: dict(chosen or {})}
    scene = SetupScene(app)
    scene.set_variant(variant)
    rows: dict[str, tuple] = {}
    for page in range(scene.pages):
        scene.page = page
        scene.rebuild()
        assert len(scene.option_widgets) <= OPTIONS_PER_PAGE
        for c in scene.option_widgets:
            rows[c.name] = (c.label, [c.fmt(v) for v in c.choices], c.value)
    return rows


def settings_rows(app, variant: str, chosen: dict | None = None) -> dict[str, tuple]:
    app.settings.variant_options = {variant: dict(chosen or {})}
    scene = SettingsScene(app, page="variant")
    scene.set_option_variant(variant)
    return {w.name: (w.label, [w.fmt(v) for v in w.choices], w.value)
            for w in scene.rows if getattr(w, "name", "").startswith("opt:")}


@pytest.mark.parametrize("variant", [v.name for v in VARIANTS])
def test_setup_and_settings_offer_the_same_options(app, variant):
    setup = setup_rows(app, variant)
    settings = settings_rows(app, variant)
    assert setup and setup == settings


@pytest.mark.parametrize("variant, chosen", [
    ("classic", {"scoring": "hollywood"}), ("rami", {"match_hands": 0}),
    ("three-player", {"box_classic_bonuses": True}), ("gin-rami", {"scoring": "classic"})])
def test_they_agree_when_a_choice_changes_what_applies(app, variant, chosen):
    assert setup_rows(app, variant, chosen) == settings_rows(app, variant, chosen)


def test_hollywood_has_no_next_dealer_choice(app):
    """Hollywood hands are dealt by the winner (RULES.md): no "Next dealer" beside it."""
    assert "opt:next_dealer" in setup_rows(app, "classic")
    assert "opt:next_dealer" not in setup_rows(app, "classic", {"scoring": "hollywood"})
    scene = SetupScene(app)
    scene.set_variant("classic")
    scene.set_option("scoring", "hollywood")
    assert "opt:next_dealer" not in {c.name for c in scene.option_widgets}


def test_rami_target_shows_only_when_the_match_plays_to_it(app):
    """A Rami match is five hands by default: no target beside it until the player chooses to
    play to a target."""
    assert "opt:target" not in setup_rows(app, "rami")
    assert "opt:target" in setup_rows(app, "rami", {"match_hands": 0})
    three_player = setup_rows(app, "three-player")
    assert "opt:game_bonus" not in three_player   # no bonus in the box unless switched on


def test_rami_restocks_show_only_when_the_stock_is_restocked(app):
    """Rami Arrêt stops the hand when the stock runs out: the stock is never restocked, so
    "Stock restocks before the hand is a draw" leaves the setup screen beside it (it stayed,
    a choice that changed nothing); with Rami only the pile is shuffled in, so it stays."""
    assert "opt:restock_cap" in setup_rows(app, "rami")
    assert "opt:restock_cap" in setup_rows(app, "rami", {"rami_only": True})
    assert "opt:restock_cap" not in setup_rows(app, "rami", {"rami_arret": True})
    assert "opt:restock_cap" not in settings_rows(app, "rami", {"rami_arret": True})


@pytest.mark.parametrize("variant", [v.name for v in VARIANTS])
def test_no_developer_words_in_option_texts(app, variant):
    for label, values, _value in setup_rows(app, variant).values():
        for text in (label, *values):
            assert not any(code in text for code in ("001", "002", "003", "004", "seed")), text
            assert "_" not in text and "=" not in text, text


def test_setup_remembers_hot_seat_players_and_names(app):
    from game.ui.scenes.setup import SetupScene

    scene = SetupScene(app)
    scene.set_variant("rami")
    scene.set_mode("hotseat")
    scene.set_seats(3)
    scene.set_name(1, "Basia")
    scene.set_name(2, "")
    scene.start()
    again = SetupScene(app)
    assert (again.variant, again.mode, again.seats) == ("rami", "hotseat", 3)
    assert again.names[1] == "Basia" and again.names[2]   # an empty field keeps a name


def test_names_field_selects_all_with_ctrl_a(app):
    import pygame

    from game.ui.text_field import TextField

    field = TextField("Name", "Player 2", 16)
    field.focused = True
    field.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a,
                                          mod=pygame.KMOD_CTRL, unicode="a"))
    assert field.selected
    field.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="Z"))
    assert field.value == "Z" and not field.selected
    field.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a,
                                          mod=pygame.KMOD_CTRL, unicode="a"))
    field.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0,
                                          unicode=""))
    assert field.value == ""


def test_ctrl_a_in_the_setup_name_field_selects_and_typing_replaces(app):
    """Through the scene's real event path: no shortcut of the setup takes Ctrl+A or the typed
    letter, and the name typed is the one the game starts with."""
    import pygame

    from game.ui.scenes.setup import SetupScene

    scene = SetupScene(app)
    app.scenes.push(scene)
    field = next(w for w in scene.widgets.widgets if getattr(w, "name", "") == "name0")
    scene.widgets.set_focus(field)
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a,
                                          mod=pygame.KMOD_CTRL, unicode="\x01", scancode=0))
    assert field.selected
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_b, mod=0, unicode="B",
                                          scancode=0))
    scene.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="B"))
    assert field.value == "B" and scene.player_names()[0] == "B"


def test_more_options_stays_put_and_leads_back(app):
    from game.ui.scenes.setup import SetupScene

    scene = SetupScene(app)
    scene.set_variant("classic")
    scene.place()
    first = scene.b_more.rect.copy()
    assert scene.pages == 2 and scene.b_more.text == "More options ›"
    scene.next_page()
    scene.place()
    assert scene.b_more.rect == first and scene.b_more.text == "‹ Back to main options"


@pytest.mark.parametrize("variant", [v.name for v in VARIANTS])
def test_every_option_row_explains_itself_in_its_tooltip(app, variant):
    """A newcomer hovering "Equal deadwood is an undercut" or "Rami Arrêt" got no tooltip
    (a play-tester): every option row of the setup, on every page, has one, translated."""
    from game.ui import i18n

    app.settings.variant_options = {}
    scene = SetupScene(app)
    scene.set_variant(variant)
    english = {}
    for page in range(scene.pages):
        scene.page = page
        scene.rebuild()
        for row in scene.option_widgets:
            assert row.tooltip_text(), (variant, row.name)
            english[row.name] = row.tooltip_text()
    i18n.set_language("fr")
    try:
        for page in range(scene.pages):
            scene.page = page
            scene.rebuild()
            for row in scene.option_widgets:
                assert row.tooltip_text() != english[row.name], row.name
    finally:
        i18n.set_language("en")
