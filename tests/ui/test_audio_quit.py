"""Closing the game halts its sounds before the mixer closes: pygame-ce's `mixer.quit` holds the
interpreter lock while it clears the end-of-sound callback, and a sound ending just then hung
the process (seen in the test suite). `quit_pygame` is what the game and the tests close with."""

from __future__ import annotations

import array

import pygame

from game.ui import audio
from game.ui.audio import open_audio, quit_pygame


def _tone() -> pygame.mixer.Sound:
    """A second of a quiet square wave in the mixer's own format."""
    freq, _size, channels = pygame.mixer.get_init()
    samples = array.array("h", ([600] * 50 + [-600] * 50) * (freq * channels // 100))
    return pygame.mixer.Sound(buffer=samples)


def test_sounds_are_halted_before_the_mixer_closes(monkeypatch):
    pygame.display.init()
    assert open_audio(), "the dummy audio driver opens a device"
    channel = _tone().play()
    assert channel is not None and pygame.mixer.get_busy()
    calls: list[str] = []
    real_stop, real_mixer_quit, real_quit = (pygame.mixer.stop, pygame.mixer.quit,
                                             pygame.quit)

    def stop() -> None:
        real_stop()
        calls.append("stop" if not pygame.mixer.get_busy() else "stop, still busy")

    monkeypatch.setattr(audio.pygame.mixer, "stop", stop)
    monkeypatch.setattr(audio.pygame.mixer, "quit",
                        lambda: (calls.append("mixer.quit"), real_mixer_quit()))
    monkeypatch.setattr(audio.pygame, "quit", lambda: (calls.append("quit"), real_quit()))
    quit_pygame()
    # (pygame.quit calls the module's quit again on its way out: harmless once it is closed)
    assert calls[:3] == ["stop", "mixer.quit", "quit"]
    assert not pygame.mixer.get_init() and not pygame.display.get_init()


def test_closing_without_a_mixer_only_quits(monkeypatch):
    pygame.display.init()
    calls: list[str] = []
    monkeypatch.setattr(audio.pygame.mixer, "stop", lambda: calls.append("stop"))
    real_quit = pygame.quit
    monkeypatch.setattr(audio.pygame, "quit", lambda: (calls.append("quit"), real_quit()))
    quit_pygame()
    assert calls == ["quit"]
    assert not pygame.display.get_init()
