"""Six players' Rami score panel as a play-tester found it at 1920x1080: the pay-outs' key,
the Received and Hands won totals and the cards each player held were left out (the sheet
scrolled them away, the cards shrank to 63 px) and the Fair deal button touched the table.
The panel takes the window's room instead, everything in view without a scroll."""

from __future__ import annotations

import pytest

from game.ui.holdings_strip import holdings
from game.ui.probe import probe_draw
from game.ui.showdown_strip import readable_card_h
from tests.ui_variants.helpers import score_after_first_hand

NAMES = ["Ann", *(f"Hard computer {n}" for n in range(1, 6))]


@pytest.mark.parametrize("big_app", [((1920, 1080), 100, "en"), ((1280, 720), 100, "en")],
                         indirect=True, ids=["1920x1080", "1280x720"])
def test_six_players_rami_panel_shows_key_totals_and_cards(big_app):
    app, size, _scale = big_app
    lay = app.layout
    # seed 3: Hard computer 3 goes Rami in the first hand, as in the play-tester's match
    _sess, score = score_after_first_hand(app, "rami", 6, 3, names=NAMES, level="hard")
    assert score.table.last_scored.kind == "rami" and not score.compact
    box = score.box()
    drawn = probe_draw(app.res, size, score.draw)
    texts = [m for m in drawn.marks if m.kind == "text" and box.contains(m.rect)]
    labels = [m.label for m in texts]
    assert "In each cell: −paid or +received in the hand (balance so far)" in labels, labels
    assert any(t.startswith("Received: Ann (0)") for t in labels), labels
    assert any(t.startswith("Hands won: Ann (0)") for t in labels), labels
    assert not score.scrolls           # the sheet whole: nothing a scroll away
    held = holdings(score.table.last_scored.lines)
    parts = score.parts
    assert parts.held == held and parts.strip is not None
    cards = [m.rect for m in drawn.marks
             if m.kind == "card" and parts.strip.colliderect(m.rect)]
    assert len(cards) == sum(len(h) for _s, h, _v in held) == 30
    assert min(r.height for r in cards) >= readable_card_h(lay)
    assert all(box.contains(r) for r in cards)
    # nothing drawn over anything else: the texts apart, off the cards and the buttons
    buttons = [b.rect for b in (score.b_fair, score.b_next, score.b_menu) if b.visible]
    for i, a in enumerate(texts):
        assert not any(a.rect.colliderect(b.rect) for b in texts[i + 1:]
                       if not (a.rect.contains(b.rect) or b.rect.contains(a.rect))), a.label
        assert not any(a.rect.colliderect(c) for c in cards), a.label
    # the Fair deal button stands clear of the pay-outs (it touched the table's row)
    above = [m.rect.bottom for m in texts if m.rect.bottom <= score.b_fair.rect.top
             and not any(b.contains(m.rect) for b in buttons)]
    assert score.b_fair.rect.top - max(above) >= lay.px(8)
    assert parts.sheet.bottom <= score.b_fair.rect.top


@pytest.mark.parametrize("big_app", [((1280, 720), 150, "en")], indirect=True,
                         ids=["1280x720-150"])
def test_six_players_result_cell_stays_readable_in_the_sheet_tab(big_app):
    """At 150 % the panel's tabs show the pay-outs: "Rami: Hard computer 3" shrank to 9 px
    in the Result column while the numbers' columns had room to spare."""
    app, size, _scale = big_app
    _sess, score = score_after_first_hand(app, "rami", 6, 3, names=NAMES, level="hard")
    assert score.compact
    score.show_view("sheet")
    app.step()
    marks = [m for m in probe_draw(app.res, size, score.draw).marks if m.kind == "text"]
    result = next(m.rect for m in marks if m.label == "Rami: Hard computer 3")
    number = next(m.rect for m in marks if m.label == "+120 (+120)")
    assert result.height >= 0.6 * number.height, (result, number)
    assert "In each cell: −paid or +received in the hand (balance so far)" in \
        [m.label for m in marks]
