"""Helpers for the translation tests: the tool loaded from tools/i18n.py, i18n state restored."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

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
