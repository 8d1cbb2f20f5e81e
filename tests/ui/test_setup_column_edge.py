"""The setup screen's left column reads as one column: the rows of one label and one box
(Variant, Mode, the computer strength alone, a name) start their boxes at one edge, and every
label there ends before its box (the Variant box, pushed left by long variant names, stood
34 px left of the boxes under it)."""

from __future__ import annotations

import pytest

from game.ui import scenes as _scenes  # noqa: F401 - registers the scenes by name
from tests.ui.conftest import open_screen

CASES = [(size, lang, mode) for size in ((800, 600), (1280, 720), (1920, 1080))
         for lang in ("en", "fr", "pl") for mode in ("ai", "hotseat")]


@pytest.mark.parametrize("size,lang,mode", CASES,
                         ids=[f"{w}x{h}-{lang}-{m}" for (w, h), lang, m in CASES])
def test_left_column_boxes_share_one_edge(size, lang, mode, monkeypatch, tmp_path):
    _app, scene = open_screen(monkeypatch, tmp_path, size, "setup", language=lang,
                              game_mode=mode)
    assert not scene.compact
    rows = [scene.c_variant, scene.c_mode]
    if scene.c_level.visible and not scene.c_seats.visible:
        rows.append(scene.c_level)
    rows += [f for f in scene.name_fields if f.visible]
    assert len(rows) >= 3
    boxes = [r._value_rect() if hasattr(r, "_value_rect") else r.field_rect() for r in rows]
    assert len({b.left for b in boxes}) == 1, [(r.label, b.left) for r, b in zip(rows, boxes, strict=True)]
    for row, box in zip(rows, boxes, strict=True):
        px = row.text_px or max(13, int(row.rect.height * 0.5))
        assert row.rect.left + 4 + scene.res.font(px).size(row.label)[0] <= box.left - 8
    coach = scene.c_coach
    if coach.rect.left == scene.c_mode.rect.left:   # under the names: the same edge
        assert coach._value_rect().left == boxes[0].left


def ink_left(app, rect, hide) -> int:
    """The leftmost column of `rect` where the screen changes when `hide()` takes a text
    away."""
    import pygame

    def shot() -> bytes:
        app.scenes.top.dirty = True
        app.step()
        return pygame.image.tobytes(app.screen.subsurface(rect).copy(), "RGB")

    before = shot()
    undo = hide()
    after = shot()
    undo()
    app.step()
    w = rect.width
    for x in range(w):
        for y in range(rect.height):
            i = 3 * (y * w + x)
            if max(abs(before[i + k] - after[i + k]) for k in range(3)) > 40:
                return rect.left + x
    raise AssertionError("hiding the text changed nothing")


def hide_attr(obj, name, value):
    def hide():
        old = getattr(obj, name)
        setattr(obj, name, value)
        return lambda: setattr(obj, name, old)
    return hide


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_summary_and_options_heading_start_where_the_labels_do(size, monkeypatch, tmp_path):
    """The variant's summary stood 4 px left of the Variant and Mode labels, and the Options
    heading 4 px left of its rows' labels: each column's texts now start at one edge."""
    app, scene = open_screen(monkeypatch, tmp_path, size, "setup", language="en")
    assert not scene.compact
    band = scene.c_variant.rect.union(scene.summary_rect).inflate(40, 0).clip(
        app.screen.get_rect())
    label = ink_left(app, band, hide_attr(scene.c_variant, "label", ""))
    summary = ink_left(app, band, hide_attr(scene, "summary", lambda: ""))
    assert abs(summary - label) <= 1, (summary, label)
    option = scene.option_widgets[0]
    import game.ui.scenes.setup as setup_module

    band = option.rect.inflate(40, 0).union(option.rect.move(0, -option.rect.height * 2)
                                            ).clip(app.screen.get_rect())
    option_label = ink_left(app, band, hide_attr(option, "label", ""))
    heading = ink_left(app, band, hide_attr(setup_module, "_", lambda s: "" if s == "Options"
                                            else s))
    assert abs(heading - option_label) <= 1, (heading, option_label)


MODE_CASES = [(size, lang, variant) for size in ((800, 600), (1280, 720), (1920, 1080))
              for lang in ("en", "fr", "pl") for variant in ("classic", "rami")]


@pytest.mark.parametrize("size,lang,variant", MODE_CASES,
                         ids=[f"{w}x{h}-{lang}-{v}" for (w, h), lang, v in MODE_CASES])
def test_changing_the_mode_does_not_move_the_left_column(size, lang, variant, monkeypatch,
                                                         tmp_path):
    """The boxes' edge is the same whichever mode is chosen: it moved 5-15 px as the
    computer strength row and the coaching label ("Allow undo in counted matches", "Hints
    (every player agrees)") came and went, a jump under the pointer."""
    _app, scene = open_screen(monkeypatch, tmp_path, size, "setup", language=lang)
    scene.set_variant(variant)
    edges = {}
    for mode in scene.c_mode.choices:
        scene.set_mode(mode)
        edges[mode] = (scene.c_variant._value_rect().left, scene.c_mode._value_rect().left)
    assert len(set(edges.values())) == 1, edges
