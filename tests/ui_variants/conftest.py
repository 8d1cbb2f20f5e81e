"""UI tests of the variants' tables (dummy video driver); the fixtures of tests/ui."""

from tests.ui.conftest import app, big_app  # noqa: F401 - the fixtures, shared
