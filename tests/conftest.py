"""Headless by default: no window, no sound device, user files in a temporary folder."""

import os

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
