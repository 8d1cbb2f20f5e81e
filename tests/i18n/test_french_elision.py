"""French elides "de" and "que" before a vowel: the default computer name is "Ordinateur", and
"Gin de Ordinateur 1" stood on every French score panel against the computer."""

from __future__ import annotations

import pytest

from game.core.results import ScoreLine
from game.ui import i18n, wording
from game.ui.i18n import Formattable


@pytest.fixture
def french():
    i18n.set_language("fr")
    yield
    i18n.set_language("en")


def test_a_gin_line_elides_de_before_the_computer_s_name(french):
    line = ScoreLine.of("gin", 0, 1, bonus=25, deadwood=23, points=48)
    text = wording.score_line(line, ["Ordinateur 1", "Ordinateur 2"])
    assert text.startswith("Gin d’Ordinateur 1\u00a0: "), text
    assert "de Ordinateur" not in text
    assert wording.score_line(line, ["Bob", "Ann"]).startswith("Gin de Bob\u00a0: ")


@pytest.mark.parametrize(("template", "args", "kwargs", "expected"), [
    ("la partie de {variant}", (), {"variant": "Oklahoma"}, "la partie d’Oklahoma"),
    ("la partie de {variant}", (), {"variant": "Hollywood"}, "la partie de Hollywood"),
    ("jusqu’à ce que {name} soit prêt", (), {"name": "Ève"}, "jusqu’à ce qu’Ève soit prêt"),
    ("{} de {}", ("dame", "Anne"), {}, "dame d’Anne"),
    ("{0} de {1}", ("dame", "Bob"), {}, "dame de Bob"),
    ("un bois mort de {n}", (), {"n": 11}, "un bois mort de 11"),
    ("De {name} : {n:+d}", (), {"name": "Ordinateur", "n": 3}, "D’Ordinateur : +3"),
])
def test_elision_follows_the_value_put_in(french, template, args, kwargs, expected):
    assert Formattable(template).format(*args, **kwargs) == expected


def test_other_languages_are_left_alone():
    assert i18n.language() == "en"
    assert Formattable("de {x}").format(x="Ann") == "de Ann"


def test_figures_keep_a_seat_number_apart_from_its_figure():
    """"Hands won: Computer 1 1, Computer 2 0" read as one name or two numbers."""
    line = ScoreLine.of("final", 0, 1, totals=(301, 80))
    assert "Computer 1 (301), Computer 2 (80)" in " ".join(
        wording.score_lines((line,), ["Computer 1", "Computer 2"]))
