"""The variant's vocabulary decides 003's wording in one place: `Terms.descente`."""

import re
from pathlib import Path

from game.variants.presets import find_variant
from game.variants.terms import terms_for

GAME = Path(__file__).resolve().parents[2] / "game"


def test_descente_is_the_retourne_variants_own_property():
    assert terms_for(find_variant("003").rules).descente
    for name in ("000", "001", "002", "004"):
        assert not terms_for(find_variant(name).rules).descente, name
    assert not terms_for(None).descente


def test_no_module_compares_go_out_by_hand():
    """Every 003 choice asks `terms.descente`; a `go_out == "descente"` elsewhere would be a
    second place deciding it (upkeep: there were 21 of them)."""
    by_hand = re.compile(r'go_out\s*(==|!=)\s*\\?\s*"descente"')
    found = [f"{p.relative_to(GAME)}" for p in GAME.rglob("*.py")
             if p.name != "terms.py" and by_hand.search(p.read_text(encoding="utf-8"))]
    assert found == []
