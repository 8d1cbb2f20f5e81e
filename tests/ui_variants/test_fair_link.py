"""The info panel's "Fair deal ✓" line opens the fair-deal details when clicked (issue 16)."""

from __future__ import annotations

import pytest

import game.ui.scenes  # noqa: F401 - registers the scenes by name
from tests.ui.conftest import click
from tests.ui_variants.helpers import session, settle, show


@pytest.mark.parametrize("variant,seats", [("classic", 2), ("rami", 3)])
def test_clicking_fair_deal_on_the_table_opens_its_details(app, variant, seats):
    sess = session(variant, seats, seed=4)
    table = show(app, sess)
    settle(app, table)
    app.scenes.mark_dirty()
    app.step()
    link = table.fair_link
    assert link is not None
    click(app, (link.left + 3, link.centery))
    assert app.scenes.top.name == "fairness"


def test_a_click_beside_the_line_does_not(app):
    sess = session("classic", 2, seed=4)
    table = show(app, sess)
    settle(app, table)
    app.scenes.mark_dirty()
    app.step()
    link = table.fair_link
    click(app, (link.right + 40, link.centery + 60))
    assert app.scenes.top is table
