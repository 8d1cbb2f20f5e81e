"""The player's prompts and buttons read whole at 200 % in French and Polish, in the states
where they were cut (issue 16), shown straight from the engine rather than played through.

Seed 5 cut the discard prompt ("Défaussez une carte : faites-la glisser…", "Odrzuć kartę:
przeciągnij…") at 1280x720 and 1920x1080 / 200 %: 003's tall score panel (two decks, the
grand totals' heading) and three players with the expert level's names narrowed the prompt's
row beside it. Seed 1 of 003 cut "Par combinaisons" and the lay-off prompt while the player
laid off. Each hand is played once, headless; the table is shown at the player's prompts
(a sample of their discards, every lay-off) in both languages and the three window sizes,
so the cases cost a table each, not an animated hand each.
"""

from __future__ import annotations

import pygame
import pytest

from game.players import make_player
from game.ui import i18n
from game.ui.layout import Layout
from game.ui.probe import probe_draw, problems
from game.ui.session import Session
from tests.ui_variants.helpers import session, settle, show, watch_cuts

SIZES = ((1280, 720), (1920, 1080), (800, 600))
#: (id, variant, seats, seed, expert names): the hands that cut a prompt or a button
CASES = [("gin-rami-5", "gin-rami", 2, 5, False), ("three-player-5", "three-player", 3, 5, True),
         ("gin-rami-1", "gin-rami", 2, 1, False), ("classic-5", "classic", 2, 5, True)]


def _session(variant: str, seats: int, seed: int, expert: bool, language: str) -> Session:
    if not expert:
        return session(variant, seats, seed)
    i18n.set_language(language)
    names = [i18n._("You")] + [i18n._("Expert computer") + f" {n}" for n in range(1, seats)]
    return Session.create(variant, {}, "ai", names, "easy", seats=seats, seed=seed)


def _prompts(variant, seats, seed, expert, language) -> list[int]:
    """How many moves into the match the player is asked: every third discard of the first
    hand, and the first lay-offs of the match (a match played headless, the same for every
    language and size)."""
    sess = _session(variant, seats, seed, expert, language)
    chooser = make_player("medium", seed=5)
    engine = sess.match.engine
    asked: list[int] = []
    discards = hands = layoffs = 0
    for moves in range(3000):
        if engine.is_over or (hands and layoffs >= 2):
            break
        if engine.to_act is None:      # between hands: the next step deals
            hands += 1
        if engine.to_act == 0 and engine.phase in ("discard", "layoff"):
            if engine.phase == "layoff" and layoffs < 2:
                asked.append(moves)
                layoffs += 1
            elif engine.phase == "discard" and not hands and discards % 3 == 0:
                asked.append(moves)
            discards += engine.phase == "discard"
        if engine.to_act == 0:
            sess.match.apply_human(chooser.choose(engine.view(0), engine.legal_actions()))
        else:
            sess.match.step()
    return asked


def _replay(sess: Session, moves: int) -> None:
    chooser = make_player("medium", seed=5)
    engine = sess.match.engine
    for _ in range(moves):
        if engine.to_act == 0:
            sess.match.apply_human(chooser.choose(engine.view(0), engine.legal_actions()))
        else:
            sess.match.step()


@pytest.mark.parametrize("language", ["fr", "pl"])
@pytest.mark.parametrize(("variant", "seats", "seed", "expert"), [c[1:] for c in CASES],
                         ids=[c[0] for c in CASES])
def test_the_players_prompts_and_buttons_read_whole_at_200(app, monkeypatch, variant, seats,
                                                           seed, expert, language):
    try:
        asked = _prompts(variant, seats, seed, expert, language)
        assert asked, "the player was never asked"
        cut = watch_cuts(monkeypatch)
        found: dict[str, str] = {}
        for moves in asked:
            sess = _session(variant, seats, seed, expert, language)
            _replay(sess, moves)
            i18n.set_language(language)
            phase = sess.engine.phase
            for size in SIZES:
                app.screen = pygame.Surface(size)
                app.layout = Layout(size, 2.0)
                table = show(app, sess)
                settle(app, table, until=lambda t=table: t.settled and not t.intents)
                where = f"{size[0]}x{size[1]} {phase} after {moves} moves"
                cut.clear()
                surface = probe_draw(app.res, size, table.draw)
                for p in problems(surface.marks, size):
                    found.setdefault(p, where)
                for text in cut:
                    found.setdefault(f"text {text!r} cut", where)
                for b in table.widgets.widgets:
                    if b.visible and getattr(b, "label_cut", False):
                        found.setdefault(f"button {b.text!r} cut", where)
                app.scenes.pop()
        assert not found, "\n".join(f"[{w}] {p}" for p, w in found.items())
    finally:
        i18n.set_language("en")
