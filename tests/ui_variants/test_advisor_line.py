"""Three players, the player sitting out as the advisor with the captain's hand in view: the
line "You advise Computer 1 (captain): their hand" and the prompt "Computer 1 is playing…"
shared one row at 800x600, and the prompt covered the line's end (a play-tester)."""

from __future__ import annotations

import pygame

import game.ui.scenes  # noqa: F401 - registers the scenes by name
from game.ui.layout import Layout
from game.ui.probe import Ledger, ProbeSurface
from tests.ui_variants.helpers import play_until, roles_of, session, show


def _advising(seed_from: int = 1):
    for seed in range(seed_from, 60):
        sess = session("three-player", seats=3, seed=seed, advisor_sees_captain=True,
                       names=["You", "Computer 1", "Computer 2"])
        play_until(sess, lambda e: e.phase not in ("start",))
        if roles_of(sess.engine)[0] == "advisor":
            return sess
    raise AssertionError("no seed seats the player as the advisor")


def _while_advised(app, size, scale: float, frames: int, ready=None):
    """The table of a match where the player advises, at `size` and `scale`: a probe surface
    drawn at each of up to `frames` settled frames while a computer plays (or where
    `ready(table)` holds; the roles' introduction passed), with the table; fails when no
    such frame comes."""
    app.screen = pygame.Surface(size)
    app.layout = Layout(size, scale)
    ledger = Ledger()
    ledger.install(app.res)
    table = show(app, _advising())
    seen = 0
    for _ in range(3000):
        app.step()
        if app.scenes.top is not table:
            if app.scenes.top.name == "roles-intro":
                app.scenes.pop()
                continue
            break
        if not (ready(table) if ready else table.settled and "is playing" in table.prompt()):
            continue
        surf = ProbeSurface(size, ledger)
        table.draw(surf)
        yield surf, table
        seen += 1
        if seen >= frames:
            return
    assert seen, "the computer never played while the player advised"


def test_the_advisors_line_and_the_prompt_do_not_meet(app):
    for surf, _table in _while_advised(app, (800, 600), 1.0, 3):
        texts = [m for m in surf.marks if m.kind == "text"]
        line = [m.rect for m in texts if m.label.startswith("You advise")]
        prompt = [m.rect for m in texts if "is playing" in m.label]
        assert line and prompt
        assert not any(a.colliderect(b) for a in line for b in prompt), (line, prompt)

def test_the_skip_button_stays_off_the_captains_cards(app):
    """The advisor's "Skip to the hand's end" stood in the middle of the hand row, over the
    captain's cards it is shown (a play-tester at 800x600): it goes to the action column."""
    def ready(table) -> bool:
        return table.settled and table.b_skip.visible and bool(table.view().advised_hand)

    for size in ((800, 600), (1280, 720), (1920, 1080)):
        _surf, table = next(_while_advised(app, size, 1.0, 1, ready))
        lay = table.layout
        cards = table.view().advised_hand
        rects = [pygame.Rect(round(x), round(y), *lay.card_size)
                 for x, y in lay.hand_positions(len(cards))]
        skip = table.b_skip.rect
        assert not any(skip.colliderect(r) for r in rects), (size, skip)
        assert pygame.Rect(0, 0, *size).contains(skip), (size, skip)
        others = [w for w in table.widgets.widgets if w is not table.b_skip and w.visible
                  and w.rect.width and getattr(w, "name", "") != "feed"]
        assert not [w.text for w in others if skip.colliderect(w.rect)], size
        assert not skip.colliderect(table.pile_rect()), size


def test_at_200_percent_the_advisors_line_keeps_off_the_piles_and_the_feed(app):
    """At 1920x1080 and 200 % the line, moved over the prompt, ran across the stock, the
    discard pile and the move feed (a play-tester): it goes beside the captain's hand where
    there is room (seen in a real window), else it is left out; never over them."""
    from game.ui.table.feed import feed_rect

    for surf, table in _while_advised(app, (1920, 1080), 2.0, 2):
        captain = table.names[table._roles().index("captain")]
        sentence = f"You advise {captain} (captain): their hand"
        line = [m.rect for m in surf.marks if m.kind == "text" and len(m.label) > 3
                and m.label.strip() in sentence]
        # (beside the hand where there is room; left out where there is none, as here)
        others = [pygame.Rect(table.stock_rect()), pygame.Rect(table.pile_rect()),
                  feed_rect(table)]
        assert not any(a.colliderect(b) for a in line for b in others), (line, others)
