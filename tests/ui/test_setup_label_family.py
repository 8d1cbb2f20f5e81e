"""The setup screen's option labels read as one family: one size down the column (the largest
that fits every label, wrapped where it must), never a few shrunk beside full-size ones (issue
16: at 800x600 / 100 % three Rami labels were drawn at 88 % among full-size ones)."""

from __future__ import annotations

import pytest

from game.ui import i18n
from game.ui import scenes as _scenes  # noqa: F401 - registers the scenes by name
from game.ui.audio import quit_pygame
from game.ui.probe import probe_draw
from tests.ui.conftest import open_screen
from tests.ui_variants.helpers import TextSpy

CASES = [((800, 600), 100, "en", "rami"), ((800, 600), 100, "fr", "rami"),
         ((1280, 720), 100, "pl", "rami"), ((800, 600), 200, "pl", "rami"),
         ((800, 600), 100, "en", "classic"), ((1920, 1080), 150, "fr", "gin-rami")]


def _setup_scene(size, scale, lang, variant, monkeypatch, tmp_path):
    """An app (its own home folder) showing the setup screen of `variant`, drawn once."""
    return open_screen(monkeypatch, tmp_path, size, "setup", ui_scale=scale, language=lang,
                       default_variant=variant)



@pytest.mark.parametrize("size,scale,lang,variant", CASES,
                         ids=[f"{w}x{h}-{s}-{lang}-{v}" for (w, h), s, lang, v in CASES])
def test_option_labels_share_one_size(size, scale, lang, variant, monkeypatch, tmp_path):
    app, scene = _setup_scene(size, scale, lang, variant, monkeypatch, tmp_path)
    try:
        pages = getattr(scene, "pages", 1)
        sizes: dict[str, set[int]] = {}
        for _page in range(pages):
            surf = probe_draw(app.res, size, app.scenes.draw)
            texts = [m for m in surf.marks if m.kind == "text"]
            for c in (c for c in scene.option_widgets if c.visible and c.label):
                value_left = c._value_rect().left
                # the label's lines: texts drawn in the row, left of its value box
                lines = [m for m in texts if c.rect.collidepoint(m.rect.center)
                         and m.rect.right <= value_left]
                assert lines, c.label
                sizes[c.label] = {m.rect.height for m in lines}
            if pages > 1:
                scene.next_page()
                app.step()
        assert sizes, "the variant shows options"
        assert len(set().union(*sizes.values())) == 1, sizes
    finally:
        quit_pygame()
        i18n.set_language("en")


ROW_CASES = [(lang, variant) for lang in ("en", "fr", "pl")
             for variant in ("classic", "gin-rami", "rami")]


@pytest.mark.parametrize("lang,variant", ROW_CASES, ids=[f"{la}-{v}" for la, v in ROW_CASES])
def test_labels_keep_the_rows_size_at_800x600(lang, variant, monkeypatch, tmp_path):
    """At 800x600 / 100 % the screen has the height: a long label wraps onto two lines at
    its row's size, so every option label and "Computer strength" read as large as "Mode"
    (issue 16: every option label took the shrunk size, about 10 px high, and the French
    "Niveau de l'ordinateur" shrank alone beside "Joueurs")."""
    app, scene = _setup_scene((800, 600), 100, lang, variant, monkeypatch, tmp_path)
    try:
        drawn = TextSpy(monkeypatch, app.res).drawn
        mode_px = None
        labels: dict[str, set[int]] = {}
        for _page in range(getattr(scene, "pages", 1)):
            drawn.clear()
            app.scenes.mark_dirty()
            app.scenes.draw(app.screen)
            sizes = dict(drawn)
            mode_px = sizes[scene.c_mode.label]
            rows = [c for c in scene.option_widgets if c.visible and c.label]
            rows.append(scene.c_level)
            for c in rows:     # its one or two lines: the label's start and end
                label = " ".join(c.label.split())
                labels[c.label] = {px for t, px in drawn if " ".join(t.split()) and (
                    label.startswith(" ".join(t.split()))
                    or label.endswith(" ".join(t.split())))}
                assert labels[c.label], c.label
            scene.next_page()
            app.step()
        assert {px for found in labels.values() for px in found} == {mode_px}, labels
    finally:
        quit_pygame()
        i18n.set_language("en")


ALIGN_CASES = [((w, h), lang, variant) for (w, h) in ((1280, 720), (1920, 1080))
               for lang in ("en", "fr", "pl") for variant in ("classic", "oklahoma")]


@pytest.mark.parametrize("size,lang,variant", ALIGN_CASES,
                         ids=[f"{w}x{h}-{la}-{v}" for (w, h), la, v in ALIGN_CASES])
def test_left_column_value_boxes_line_up(size, lang, variant, monkeypatch, tmp_path):
    """The undo switch under the names is a row of the left column like Mode: its value box
    starts where Mode's does (it stood further right, a jagged column, in French)."""
    app, scene = _setup_scene(size, 100, lang, variant, monkeypatch, tmp_path)
    try:
        coach, mode = scene.c_coach, scene.c_mode
        assert coach.visible and coach.rect.left == mode.rect.left, (coach.rect, mode.rect)
        assert coach._value_rect().left == mode._value_rect().left
        assert coach._value_rect().right == mode._value_rect().right
    finally:
        quit_pygame()
        i18n.set_language("en")
