"""Headless by default: no window, no sound device, user files in a temporary folder."""

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _user_home(tmp_path, monkeypatch):
    """Every test writes settings and saves under its own temporary folder."""
    monkeypatch.setenv("GIN_TABLE_HOME", str(tmp_path / "home"))
    # a first start picks the system's language: the tests start in English on any machine
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
    yield
    # the game's language is one setting for the whole process: a test that switched it (the
    # monkey test's clicks in Settings) must not leave the next test in that language
    i18n = sys.modules.get("game.ui.i18n")
    if i18n is not None and i18n.language() != "en":
        i18n.set_language("en")
    # a statistics file a test set aside is told once, at the next table: not another test's
    stats = sys.modules.get("game.persist.stats")
    if stats is not None:
        stats.take_problems()
