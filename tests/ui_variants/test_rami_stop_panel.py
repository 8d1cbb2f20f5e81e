"""A hand ended by a Rami Arrêt ("Stop"): every player spreads their hand (seed 002), so the
score panel shows every hand as cards, as it shows the held cards of every other ending (it
had only "The hand" and "Score sheet": the hands flashed on the table for two seconds under
the panel, a play-tester). Its headline names all the tied winners ("…, 4 points to Bob"
while the lines said Bob and Di share 8), and its first line says why the hand stopped."""

from __future__ import annotations

import pytest

from game.ui.holdings_strip import holdings
from game.ui.probe import probe_draw
from tests.ui_variants.helpers import score_after_first_hand

#: five computer players whose first hand ends by a stop, two of them tied with the fewest
SEED = 24


@pytest.mark.parametrize("big_app", [((1920, 1080), 150, "en")], indirect=True,
                         ids=["1920x1080-150"])
def test_a_stop_shows_every_hand_under_the_cards_tab(big_app):
    app, size, _scale = big_app
    sess, score = score_after_first_hand(app, "rami", 5, SEED, rami_arret=True)
    e = score.table.last_scored
    assert e.kind == "arret"
    assert score.compact
    assert [key for key, _label in score.views()] == ["hand", "held", "sheet"]
    held = holdings(e.lines)
    shown = sess.engine.view(0).shown_hands
    assert sorted(seat for seat, _cards, _v in held) == list(range(5))
    for seat, cards, _v in held:
        assert sorted(cards) == sorted(shown[seat])
    score.show_view("held")
    app.step()
    drawn = probe_draw(app.res, size, score.draw_content)
    cards = [m for m in drawn.marks if m.kind == "card"]
    assert len(cards) == sum(len(h) for h in shown)
    assert all(score.view_rect.contains(m.rect) for m in cards)
    # each hand is labelled by its card count, the unit a stop pays in
    texts = [m.label for m in drawn.marks if m.kind == "text"]
    for seat, cards, _v in held:
        name = "You" if seat == score.table.you else sess.names[seat]
        assert f"{name} · {len(cards)} card" in " ".join(texts), texts


def test_the_headline_names_every_tied_winner_and_the_stop_line_says_why(app):
    sess, score = score_after_first_hand(app, "rami", 5, SEED, rami_arret=True)
    e = score.table.last_scored
    tie = next(line for line in e.lines if line.kind == "arret-tie")
    a, b = (sess.names[s] for s in tie.seats)
    total = tie.values["points"]
    assert score.headline() == f"Hand 1: Arrêt, {a} and {b} share {total} points"
    stop = next(line for line in e.lines if line.kind == "arret-stop")
    from game.ui.card_words import card_object
    from game.ui.wording import score_line

    declined = stop.values["card"]
    assert declined is not None
    text = score_line(stop, sess.names, None)
    assert f"decline the {card_object(declined)} on the discard pile" in text, text


def test_the_headline_says_you_among_the_tied_winners_and_counts_one_point():
    from types import SimpleNamespace

    from game.core.results import ScoreLine
    from game.ui.score_headline import headline
    from game.variants import find_variant

    rules = find_variant("rami").rules.with_options(rami_arret=True)

    def table(viewer, points, seats):
        tie = ScoreLine.of("arret-tie", *seats, cards=2, points=points, shares=(1, 0, 0))
        scored = SimpleNamespace(winner=seats[0], kind="arret", points=(1, 0, 0, -1),
                                 lines=(ScoreLine.of("arret-stop", 3), tie))
        return SimpleNamespace(last_scored=scored, names=["Ann", "Bob", "Cyd", "Dee"],
                               viewer=viewer, state=SimpleNamespace(hand_no=2),
                               session=SimpleNamespace(rules=rules, hotseat=False))

    assert headline(table(1, 1, (0, 1, 2)), True) == \
        "Hand 2: Arrêt, Ann, Cyd and you share 1 point"
    assert headline(table(2, 6, (0, 2)), True) == "Hand 2: Arrêt, Ann and you share 6 points"
    assert headline(table(3, 6, (0, 1, 2)), True) == \
        "Hand 2: Arrêt, Ann, Bob and Cyd share 6 points"
