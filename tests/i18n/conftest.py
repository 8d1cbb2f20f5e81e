"""Helpers for the translation tests: the tool loaded from tools/i18n.py, i18n state restored."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from game.ui.audio import quit_pygame

ROOT = Path(__file__).resolve().parents[2]


def _load_tool():
    name = "gin_table_i18n_tool"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, ROOT / "tools" / "i18n.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def tool():
    return _load_tool()


@pytest.fixture
def restore_language():
    """Whatever a test selects, the next one starts in English with the default catalogs."""
    from game.ui import i18n

    yield i18n
    i18n.set_locale_dir(None)
    i18n.set_language("en")


@pytest.fixture
def table_app():
    """A real App (1280x720, English, instant speed) at a table the setup has just started;
    pygame is shut down after the test."""

    from game.ui.app import App
    from game.ui.scenes.setup import SetupScene
    from game.ui.settings_model import Settings

    app = App((1280, 720), settings=Settings(speed="instant", language="en"))
    try:
        app.running = True
        setup = SetupScene(app)
        app.scenes.push(setup)
        app.step()
        setup.start()                       # the table, however the table code is organised
        for _ in range(5):
            app.step()
        yield app
    finally:
        quit_pygame()
