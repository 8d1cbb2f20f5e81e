"""While the sound is muted the volume slider changes nothing: it is greyed and takes no input
(a play-tester moved it, muted, and nothing said it had no effect); unmuting gives it back."""

from __future__ import annotations

import pygame

from game.ui.scenes.settings import SettingsScene
from tests.ui.conftest import click, pump


def _rows(app, page="sound"):
    scene = SettingsScene(app, page)
    app.scenes.clear_to(scene)
    pump(app)
    return scene, {w.name: w for w in scene.rows}


def test_the_volume_is_greyed_and_still_while_muted(app):
    app.settings.muted = True
    app.settings.volume = 0.5
    scene, rows = _rows(app)
    slider = rows["volume"]
    assert not slider.enabled
    track = slider.track()
    click(app, (track.right - 2, track.centery))          # a click on its track
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    pump(app)
    assert app.settings.volume == 0.5 and slider.value == 0.5
    # the keys skip it: Down from the tabs never lands on a row that does nothing
    assert slider not in scene._focus_order()


def test_unmuting_gives_the_slider_back_at_once(app):
    app.settings.muted = True
    scene, rows = _rows(app)
    muted = rows["muted"]
    click(app, (muted.rect.right - 5, muted.rect.centery))  # its ">" arrow: Sound on
    assert app.settings.muted is False
    slider = rows["volume"]
    assert slider.enabled
    track = slider.track()
    click(app, (track.left + 2, track.centery))
    assert app.settings.volume < 0.1


def test_the_keys_never_stand_on_the_greyed_slider(app):
    """Page Down onto the Sound page put the focus ring on the greyed volume (a row that
    could not change): the first row that can takes it."""
    import pygame as pg

    from tests.ui.conftest import key

    app.settings.muted = True
    _rows(app, "cards")
    key(app, pg.K_PAGEDOWN)
    assert app.scenes.top.page == "sound"
    assert app.scenes.top.widgets.focus.name == "muted"


def test_the_greyed_slider_does_not_light_up_under_the_pointer(app):
    app.settings.muted = True
    _scene, rows = _rows(app)
    slider = rows["volume"]
    slider.hovered = True
    surface = pygame.Surface(app.screen.get_size())
    slider.draw(surface, app.res, app.layout)
    r = slider.rect
    assert surface.get_at((r.left + 2, r.bottom - 2))[:3] == (0, 0, 0)   # no hover panel
