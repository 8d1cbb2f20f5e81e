"""Enter and Space press one button per press: a held key's repeats are dropped, and the
match-over screen takes no press in its first half second (a second Space meant for the score
screen's "See the result" pressed "New game" there, and the final reckoning was never seen)."""

from __future__ import annotations

import pygame

from game.ui.app import KeyRepeats
from game.ui.scenes.match_over import MatchOverScene
from tests.ui.conftest import key
from tests.ui_variants.test_score_sheets import finished, table_at_the_end


def _down(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def _up(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)


class Keyboard:
    """`pygame.key.get_pressed()` for a test: the keys it holds."""

    def __init__(self) -> None:
        self.held: set[int] = set()

    def get_pressed(self):
        return {k: k in self.held for k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE,
                                            pygame.K_LEFT)}


def test_a_held_enter_presses_once_and_a_new_press_again(monkeypatch):
    board = Keyboard()
    monkeypatch.setattr(pygame.key, "get_pressed", board.get_pressed)
    keys = KeyRepeats()
    board.held = {pygame.K_RETURN}
    assert not keys.is_repeat(_down(pygame.K_RETURN), 0.0)       # pressed
    assert keys.is_repeat(_down(pygame.K_RETURN), 0.4)           # its repeats, while held
    assert keys.is_repeat(_down(pygame.K_RETURN), 0.45)
    board.held = set()
    assert not keys.is_repeat(_up(pygame.K_RETURN), 0.6)
    board.held = {pygame.K_RETURN}
    assert not keys.is_repeat(_down(pygame.K_RETURN), 0.8)       # released, pressed again
    # an X server without detectable auto-repeat (Xvfb): a release and a press per repeat,
    # the key held all along (a held Space ran from the menu through the setup to a table)
    assert not keys.is_repeat(_up(pygame.K_RETURN), 1.2)
    assert keys.is_repeat(_down(pygame.K_RETURN), 1.2001)
    board.held = {pygame.K_RETURN, pygame.K_LEFT}
    assert not keys.is_repeat(_down(pygame.K_LEFT), 1.3)         # arrows keep their repeat
    assert not keys.is_repeat(_down(pygame.K_LEFT), 1.35)
    board.held = set()     # released while the window was away (no KEYUP came): a new press
    assert not keys.is_repeat(_down(pygame.K_RETURN), 2.0)


def test_a_held_enter_does_not_run_through_the_match_over_screen(app, monkeypatch):
    board = Keyboard()
    monkeypatch.setattr(pygame.key, "get_pressed", board.get_pressed)
    table = table_at_the_end(app, finished("classic", 2, {}))
    app.scenes.push(MatchOverScene(app, table))
    app.step()
    board.held = {pygame.K_SPACE}
    for _ in range(60):      # a second held down: repeats all the way
        pygame.event.post(_down(pygame.K_SPACE))
        app.step()
    assert app.scenes.top.name == "match-over"
    board.held = set()
    pygame.event.post(_up(pygame.K_SPACE))
    app.step()
    key(app, pygame.K_SPACE)  # a new press, once the screen has been read
    assert app.scenes.top.name == "setup"


def test_the_match_over_screen_takes_no_press_in_its_first_half_second(app):
    table = table_at_the_end(app, finished("classic", 2, {}))
    app.scenes.push(MatchOverScene(app, table))
    app.step()
    key(app, pygame.K_RETURN)           # the second of two quick presses
    assert app.scenes.top.name == "match-over"
    for _ in range(int(MatchOverScene.ARM_SECONDS * 70) + 4):
        app.step()
    key(app, pygame.K_RETURN)
    assert app.scenes.top.name == "setup"


def test_the_hand_summary_takes_no_press_in_its_first_half_second(app):
    """The last Enter of a double Enter that discarded went on to the summary's "Next hand"
    when the computer knocked in between, and the hand's summary was never read (a
    play-tester, three-player Gin)."""
    from tests.ui_variants.helpers import score_after_first_hand

    _sess, score = score_after_first_hand(app, "classic", 2, 1)
    assert app.scenes.top is score
    key(app, pygame.K_RETURN)
    assert app.scenes.top is score
    for _ in range(int(score.ARM_SECONDS * 70) + 4):
        app.step()
    key(app, pygame.K_RETURN)
    assert app.scenes.top is not score
