"""The hot-seat hand-over speaks to the people actually at the screen: "The other player looks
away" with one other person, "players" with more (it said "players" to a two-player table),
in each language's plural forms."""

from __future__ import annotations

import pytest

from game.ui import i18n
from game.ui.scenes.handover import HandoverScene
from game.ui.session import Session
from tests.ui_variants.helpers import NAMES, show

CASES = [("classic", 2, [0, 1], 1), ("rami", 3, [0, 1, 2], 2), ("rami", 4, [0, 2], 1),
         ("rami", 6, [0, 1, 2, 3, 4, 5], 5)]


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
@pytest.mark.parametrize("variant,seats,humans,others", CASES,
                         ids=[f"{v}-{n}-{len(h)}" for v, n, h, _o in CASES])
def test_the_hand_over_counts_the_people_looking_away(app, language, variant, seats, humans,
                                                      others):
    i18n.set_language(language)
    try:
        mode = "hotseat" if len(humans) == seats else "custom"   # people and computers
        sess = Session.create(variant, {}, mode, NAMES[:seats], "easy", seats=seats,
                              seed=1, human_seats=humans)
        assert sess.hotseat
        table = show(app, sess)
        scene = HandoverScene(app, table, humans[0])
        assert scene.others() == others
        said = " ".join(text for text, *_rest in scene.texts()[1:])
        name = NAMES[humans[0]]
        want = i18n.ngettext(
            "The other player looks away: the cards stay hidden until {name} is ready.",
            "The other players look away: the cards stay hidden until {name} is ready.",
            others).format(name=name)
        assert " ".join(said.split()) == " ".join(want.split())
        singular = {"en": "The other player looks", "fr": "L’autre joueur",
                    "pl": "Drugi gracz"}[language]
        assert (singular in " ".join(said.split())) == (others == 1)
    finally:
        i18n.set_language("en")
