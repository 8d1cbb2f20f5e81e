"""French says *contre* for an undercut, and a refused hint asks for the cards *distribuées*:
a French play-tester read "Prime d’undercut" and "Égalité de bois mort = undercut" (English
jargon; the seeds only gloss the English word, seed 000), and "une fois les cartes posées"
(laid down) where the deal was meant."""

from __future__ import annotations

import re
from pathlib import Path

from game.ui.i18n import _

FR = Path(__file__).parents[2] / "game/locale/fr/LC_MESSAGES/gin_table.po"


def test_no_french_text_says_undercut():
    live = [line for line in FR.read_text(encoding="utf-8").splitlines()
            if line.startswith("msgstr")]
    said = [line for line in live if re.search(r"undercut", re.sub(r"\{\w+\}", "", line),
                                               re.IGNORECASE)]
    assert not said, said


def test_the_setup_and_the_refused_hint_in_french(restore_language):
    restore_language.set_language("fr")
    assert _("Undercut bonus") == "Prime de contre"
    assert "contre" in _("undercut")
    hint = _("A hint is given on your turn, once the cards have landed")
    assert "distribuées" in hint and "posées" not in hint, hint
    restore_language.set_language("pl")
    assert "rozdane" in _("A hint is given on your turn, once the cards have landed")
