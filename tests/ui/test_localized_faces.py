"""French and Polish cards print their own court letters (French V, D, R for valet, dame, roi;
Polish W, D for walet, dama; the Polish king is K too): the faces of those ranks are drawn apart
by tools/assets (normal and four-colour sets) and the table shows them while the game speaks
that language, the English faces otherwise, and from the frame after a language change in
the settings. Play-testers read J, Q, K on the cards of a French and a Polish table."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.assets_manifest import (
    CARD_SIZE,
    FACE_INDICES,
    RANKS,
    SUITS,
    card_face_file,
    card_face_files,
    face_language,
)
from game.core.cards import Card
from game.ui import i18n, resources
from game.ui.resources import Resources
from game.ui.scenes.settings import SettingsScene

ASSETS = Path(__file__).resolve().parents[2] / "assets"
W, H = CARD_SIZE


@pytest.fixture
def restore_language():
    yield i18n
    i18n.set_language("en")


def test_the_manifest_names_each_languages_own_faces():
    assert card_face_file("Q", "H", language="fr") == "cards/fr/QH.png"
    assert card_face_file("J", "C", True, "pl") == "cards/pl/four_colour/JC.png"
    assert card_face_file("K", "S", True, "fr_FR") == "cards/fr/four_colour/KS.png"
    # the faces whose letter is the English one are the default faces
    assert card_face_file("K", "H", language="pl") == "cards/KH.png"
    assert card_face_file("A", "S", language="fr") == "cards/AS.png"
    assert card_face_file("5", "D", True, "fr") == "cards/four_colour/5D.png"
    assert card_face_file("Q", "H", language="en") == card_face_file("Q", "H") == "cards/QH.png"
    assert face_language("pl-PL") == "pl" and face_language("de") is None
    own = {rel for rel, (_, _, _, lang) in card_face_files().items() if lang is not None}
    assert len(own) == (3 + 2) * len(SUITS) * 2
    assert all(rel.startswith(("cards/fr/", "cards/pl/")) for rel in own)


def _letter_boxes() -> list[pygame.Rect]:
    """Where a face prints its rank letter: the corner index and the court frame's letter, and
    both turned half a turn (the bottom of the card)."""
    corner, frame = pygame.Rect(0, 8, 40, 40), pygame.Rect(158, 40, 42, 34)
    turned = [pygame.Rect(W - r.right, H - r.bottom, r.w, r.h) for r in (corner, frame)]
    return [corner, frame, *turned]


@pytest.mark.parametrize("four_colour", [False, True])
def test_a_languages_face_differs_from_the_english_only_in_its_letters(four_colour):
    """The same figure, frame and pips: only the letters change, where the English ones
    stand (their cap line on the same row)."""
    boxes = _letter_boxes()
    for language, letters in FACE_INDICES.items():
        for rank in letters:
            own = pygame.image.load(str(ASSETS / card_face_file(rank, "S", four_colour,
                                                                language)))
            english = pygame.image.load(str(ASSETS / card_face_file(rank, "S", four_colour)))
            changed = [(x, y) for x in range(W) for y in range(H)
                       if own.get_at((x, y)) != english.get_at((x, y))]
            assert changed, (language, rank)
            assert all(any(b.collidepoint(p) for b in boxes) for p in changed), (language, rank)
            for face in (own, english):   # the corner letter's top row: the same cap line
                top = min(y for x in range(4, 38) for y in range(8, 48)
                          if face.get_at((x, y)).a == 255 and sum(face.get_at((x, y))[:3]) < 300)
                assert top == 13, (language, rank, top)


def test_the_table_loads_the_face_of_the_language_spoken(restore_language):
    res = Resources()
    faces = {}
    for language in ("en", "fr", "pl", "en"):
        restore_language.set_language(language)
        for code in ("JD", "QD"):
            face = res.card_face(Card.parse(code), CARD_SIZE)
            expected = pygame.transform.smoothscale(
                res.image(card_face_file(*code, language=language)), CARD_SIZE)
            assert pygame.image.tobytes(face, "RGBA") == pygame.image.tobytes(expected, "RGBA")
            faces.setdefault((language, code), pygame.image.tobytes(face, "RGBA"))
    jacks = {faces[lang, "JD"] for lang in ("en", "fr", "pl")}
    assert len(jacks) == 3                                          # J, V, W
    assert faces["fr", "QD"] == faces["pl", "QD"] != faces["en", "QD"]   # D, D, Q
    restore_language.set_language("pl")   # a king prints K in Polish: the default face
    assert pygame.image.tobytes(res.card_face(Card.parse("KD"), CARD_SIZE), "RGBA") == \
        pygame.image.tobytes(pygame.transform.smoothscale(res.image("cards/KD.png"),
                                                          CARD_SIZE), "RGBA")


def test_a_missing_language_face_falls_back_to_the_default(restore_language, monkeypatch,
                                                          tmp_path):
    real = resources.asset_path
    monkeypatch.setattr(resources, "asset_path", lambda rel: tmp_path / rel
                        if rel.startswith("cards/fr/") else real(rel))
    restore_language.set_language("fr")
    res = Resources()
    face = res.card_face(Card.parse("JH"), CARD_SIZE, four_colour=True)
    default = pygame.transform.smoothscale(res.image("cards/four_colour/JH.png"), CARD_SIZE)
    assert pygame.image.tobytes(face, "RGBA") == pygame.image.tobytes(default, "RGBA")


def test_a_language_change_in_the_settings_changes_the_faces(app, restore_language):
    scene = SettingsScene(app, page="cards")   # the page that shows a queen of diamonds
    app.scenes.push(scene)
    asked: list[str] = []
    original = app.res._scaled_image

    def spy(relative, size):
        asked.append(relative)
        return original(relative, size)

    app.res._scaled_image = spy
    for language, queen in (("fr", "cards/fr/QD.png"), ("pl", "cards/pl/QD.png"),
                            ("en", "cards/QD.png")):
        scene.set("language", language)
        asked.clear()
        scene.dirty = True
        app.step()
        assert i18n.language() == language
        assert queen in asked, (language, asked)
        assert not [a for a in asked if "QD" in a and a != queen], asked


def test_the_face_letters_are_the_short_forms_letters(restore_language):
    """The faces and the screen's short forms ("D♦" in the feed) print the same letter: the
    faces' letters in the manifest, the short forms' in the catalogs."""
    from game.ui.card_words import rank_index

    for language in ("fr", "pl"):
        restore_language.set_language(language)
        for rank in "AJQK":
            card = Card.of(RANKS.index(rank) + 1, 0)
            assert rank_index(card) == FACE_INDICES[language].get(rank, rank), (language, rank)
