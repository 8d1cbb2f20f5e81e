"""The save does not tell the future: the match seed is sealed with this installation's key,
the file shows no hidden card, `replay` of an unfinished save shows only what its viewer could
see, and the statistics do not hold the seed either."""

from __future__ import annotations

import json
import re

import pytest
from persist_helpers import Driver, mid_hand, new_match

from game.__main__ import main
from game.core.cards import Card
from game.paths import user_data_dir
from game.persist import stats as stats_store
from game.persist.saves import (
    autosave_path,
    enable_autosave,
    journal_path,
    read_save,
    try_load_match,
)
from game.persist.seal import SealError, install_key, key_path, seal, unseal
from game.ui.persist_words import problems_text

CARD = re.compile(r"\b(?:[2-9TJQKA]|10)[SHDC]'?(?![A-Za-z])")


def public_cards(engine, viewer: int | None) -> set[str]:
    """Codes of the cards `viewer` may know now (None: what everybody at the table saw)."""
    known: set[Card] = set(engine.discards_seen) | {c for k in engine.known for c in k}
    if engine.upcard is not None:
        known.add(engine.upcard)
    if viewer is not None:
        known |= set(engine.hands[viewer])
    return {c.code for c in known}


def hidden_cards(engine, viewer: int | None) -> set[str]:
    cards = {c.code for c in engine.stock} | {c.code for h in engine.hands for c in h}
    return cards - public_cards(engine, viewer)


@pytest.mark.parametrize("humans", [(0,), (0, 1)])
def test_the_autosave_reveals_no_seed_and_no_hidden_card(humans):
    match = new_match("classic", seed=987654321123, humans=humans)
    enable_autosave(match)
    Driver(match, seed=4).until(mid_hand(1, 6))
    text = autosave_path().read_text(encoding="utf-8") + \
        journal_path(autosave_path()).read_text(encoding="utf-8")
    assert "987654321123" not in text and '"seed"' not in text
    shown = set(CARD.findall(text))
    assert shown, "the log names the public cards"
    assert shown <= public_cards(match.engine, None)
    assert not shown & hidden_cards(match.engine, None)
    # yet this installation resumes it exactly
    assert read_save(autosave_path()).seed == 987654321123


def test_a_save_from_another_installation_cannot_be_opened():
    match = new_match("classic", seed=5)
    enable_autosave(match)
    Driver(match).until(mid_hand(1, 4))
    key_path().unlink()           # as if the file were copied to another computer
    install_key()                 # which has its own key
    result = try_load_match()
    assert not result.ok and "another installation" in problems_text(result.problems)
    assert result.backup is not None and result.backup.exists()  # kept, not deleted


def test_seal_round_trip_and_tamper():
    key = bytes(range(32))
    sealed = seal("12345", "match-seed", key)
    assert "12345" not in json.dumps(sealed)
    assert unseal(sealed, "match-seed", key) == "12345"
    with pytest.raises(SealError):
        unseal(sealed, "other-label", key)
    flipped = f"{int(sealed['data'][:2], 16) ^ 0xFF:02x}"   # "ff" was no change 1 in 256
    with pytest.raises(SealError):
        unseal({**sealed, "data": flipped + sealed["data"][2:]}, "match-seed", key)
    assert (key_path().parent == user_data_dir())


def test_replay_of_an_unfinished_save_shows_only_what_the_viewer_saw(capsys):
    match = new_match("classic", seed=31337, humans=(0,))
    enable_autosave(match)
    Driver(match, seed=2).until(mid_hand(2, 5))
    assert main(["replay", str(autosave_path()), "--ascii"]) == 0
    out = capsys.readouterr().out
    assert "31337" not in out
    unfinished = out.split("Hand 2:", 1)[1]
    assert "is not finished" in out
    shown = set(CARD.findall(unfinished))
    assert set(c.code for c in match.engine.hands[0]) <= shown | public_cards(match.engine, 0)
    assert not shown & hidden_cards(match.engine, 0), "the opponent's cards were printed"
    assert "hidden card" in unfinished


def test_replay_of_a_hot_seat_save_shows_nobodys_hand(capsys):
    match = new_match("classic", seed=4242, humans=(0, 1))
    enable_autosave(match)
    Driver(match, seed=2).until(mid_hand(1, 5))
    assert main(["replay", str(autosave_path()), "--ascii"]) == 0
    out = capsys.readouterr().out
    assert not set(CARD.findall(out)) & hidden_cards(match.engine, None)


def test_statistics_do_not_hold_the_match_seed():
    match = new_match("classic", seed=55667788, humans=())
    match.run()
    stats_store.record_finished_match(match, 0)
    text = stats_store.stats_path().read_text(encoding="utf-8")
    assert "55667788" not in text
