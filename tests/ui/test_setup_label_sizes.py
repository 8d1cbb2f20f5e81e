"""003's setup at 1920x1080 as a French play-tester saw it: every option label drawn smaller
than in the other variants (shrunk to what its longest label, "Mélanger le jeu de la
retourne une fois épuisé", took on two lines), and the variant's name wrapped in its box."""

from __future__ import annotations

import pytest

from game.ui.probe import probe_draw
from game.ui.scenes.setup import SetupScene


def _scene(app, variant: str) -> SetupScene:
    scene = SetupScene(app)
    scene.set_variant(variant)
    scene.set_mode("ai")
    return scene


@pytest.mark.parametrize("big_app", [((1920, 1080), 100, "fr"), ((1920, 1080), 100, "en")],
                         indirect=True, ids=["fr", "en"])
def test_gin_rami_option_labels_keep_the_row_size(big_app):
    app, size, _scale = big_app
    classic = _scene(app, "classic")
    normal = {c.family_px for c in classic.option_widgets if c.visible}
    scene = _scene(app, "gin-rami")
    labels = [c for c in scene.option_widgets if c.visible and c.rect.width]
    assert labels
    assert {c.family_px for c in labels} == normal == {labels[0].label_px()}


@pytest.mark.parametrize("big_app", [((1920, 1080), 100, "fr"), ((1280, 720), 150, "fr"),
                                     ((1920, 1080), 100, "pl")], indirect=True,
                         ids=["1920-fr", "1280-150-fr", "1920-pl"])
def test_every_variant_name_reads_on_one_line(big_app):
    app, size, _scale = big_app
    scene = _scene(app, "gin-rami")
    for value in scene.c_variant.choices:
        scene.set_variant(value)
        app.scenes.stack[:] = [scene] if hasattr(app.scenes, "stack") else []
        name = scene.c_variant.fmt(scene.c_variant.value)
        texts = [m.label for m in probe_draw(app.res, size, scene.draw).marks
                 if m.kind == "text" and scene.c_variant.rect.contains(m.rect)]
        assert name in texts, (name, texts)
