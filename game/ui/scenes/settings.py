"""Settings: pages (general, cards, sound, players, variant options, window) on the left, their
rows on the right. Every change is applied at once and saved (see `game.ui.persistence`).

Keyboard: Up/Down (or Tab) move between rows, Left/Right change the value, Page Up/Page Down
change the page, Esc goes back. The page list scrolls its rows when they do not all fit.
"""

from __future__ import annotations

import logging
import time
from typing import Any

import pygame

from game.core.errors import GameError
from game.ui import theme
from game.ui.app import fit_to_display
from game.ui.i18n import N_, _, available_languages, percent
from game.ui.layout import effective_scale
from game.ui.option_text import level_name, on_off, option_help, option_label, option_value
from game.ui.scenes.base import UIScene
from game.ui.scenes.settings_widgets import (
    BackPicker,
    Slider,
    draw_card_preview,
    rows_beside_preview,
    spread_gap,
)
from game.ui.scenes.setup_choice import SetupChoice, fit_split
from game.ui.setting_words import (
    LANGUAGE_NAMES,
    setting_label,
    sort_name,
    sound_name,
    speed_name,
    variant_name,
)
from game.ui.settings_model import AI_LEVELS, SORT_ORDERS, SPEEDS, UI_SCALES
from game.ui.text_field import TextField
from game.ui.widgets import Button, Choice, Widget, blit_text
from game.variants import VARIANTS, find_variant
from game.variants.options import chosen_rules, clean_choices, offered_options

PAGES = (("general", N_("General")), ("cards", N_("Cards")), ("sound", N_("Sound")),
         ("players", N_("Players")), ("variant", N_("Variant options")),
         ("window", N_("Window")))
WINDOW_SIZES = ((800, 600), (1024, 768), (1280, 720), (1366, 768), (1600, 900), (1920, 1080),
                (2560, 1440))
NAME_LENGTH = 16
#: a click this soon after a Text size click, where the pointer was, steps the Text size again
#: where the desktop could not move the pointer with the row (`SettingsScene.scale_click`)
SCALE_SETTLE = 1.5
#: a held Left/Right steps a row at most this often, and stops at its first or last value
ARROW_REPEAT = 0.25

#: a setting changed here, and New game's memory of it that it replaces
NEW_GAME_MEMORY = {"default_variant": "last_variant", "ai_level": "last_level"}

log = logging.getLogger(__name__)


class SettingsScene(UIScene):
    name = "settings"

    def __init__(self, app, page: str = "general") -> None:
        self.page = page if page in dict(PAGES) else "general"
        self.scroll = 0
        self.option_variant = app.settings.default_variant
        self.message = ""
        # (where the pointer is, where the clicked arrow now is, when): `_keep_pointer_on`
        self.scale_click: tuple[tuple[int, int], tuple[int, int], float] | None = None
        self.arrows_held: set[int] = set()   # Left/Right down (their repeats: `_held_arrow`)
        self.arrow_time = 0.0
        super().__init__(app)

    # ----- widgets ----------------------------------------------------------------------
    def build(self) -> None:
        self.title = _("Settings")
        self.tabs: list[Button] = []
        for key, label in PAGES:
            b = self.widgets.add(Button(_(label), lambda k=key: self.show_page(k),
                                        primary=(key == self.page), name=f"tab:{key}", tab=True))
            self.tabs.append(b)
        # at a large text size the tabs give their room to the rows: one row chooses the page
        self.c_page = self.widgets.add(SetupChoice(_("Page"), [k for k, _label in PAGES], self.page,
                                              lambda k: _(dict(PAGES)[k]), self.show_page,
                                              _("Page Up/Page Down")))
        self.c_page.name = "page"
        self.b_up = self.widgets.add(Button("▲", lambda: self.scroll_rows(-1), None,
                                            _("Scroll up (wheel, Up)"), name="scroll:up"))
        self.b_down = self.widgets.add(Button("▼", lambda: self.scroll_rows(1), None,
                                              _("Scroll down (wheel, Down)"),
                                              name="scroll:down"))
        self.b_up.focusable = self.b_down.focusable = False
        self.rows: list[Widget] = []
        getattr(self, f"_build_{self.page.replace('-', '_')}")()
        for w in self.rows:
            self.widgets.add(w)
        self.b_back = self.widgets.add(Button(_("Back"), self.on_back, None,
                                              _("Key: {key}").format(key="Esc"), name="back"))
        if self.widgets.focus is None:
            self.widgets.set_focus(self.first_row())

    def first_row(self) -> Widget:
        """The page's first row that can be changed (not the volume while muted)."""
        return next((w for w in self.rows if w.enabled), self.b_back)

    def _choice(self, name: str, label: str, choices, value, fmt, on_change,
                tooltip: str | None = None) -> Choice:
        c = Choice(label, choices, value, fmt, on_change, tooltip)
        c.name = name
        self.rows.append(c)
        return c

    def _build_general(self) -> None:
        s = self.app.settings
        languages = available_languages()
        if s.language not in languages:
            languages.append(s.language)
        self._choice("language", setting_label("language"), languages, s.language,
                     lambda v: LANGUAGE_NAMES.get(v, v), lambda v: self.set("language", v),
                     _("More languages appear here when their translations are installed"))
        self._choice("speed", setting_label("speed"), list(SPEEDS), s.speed,
                     speed_name, lambda v: self.set("speed", v),
                     _("How fast cards move and the computer plays"))
        self._choice("ui_scale", setting_label("ui_scale"), list(UI_SCALES), s.ui_scale,
                     self.scale_text, lambda v: self.set("ui_scale", v),
                     _("Bigger text and buttons, at once; long pages scroll or turn "
                       "(cards follow the window's size)"))
        self._choice("ai_level", setting_label("ai_level"), list(AI_LEVELS), s.ai_level,
                     level_name, lambda v: self.set("ai_level", v),
                     _("The default for a new game"))
        self._choice("default_variant", setting_label("default_variant"),
                     [v.name for v in VARIANTS], s.default_variant, variant_name,
                     lambda v: self.set("default_variant", v),
                     _("The variant New game offers, until it sets up a game of another; "
                       "changing it here makes New game offer it again"))

    def _build_cards(self) -> None:
        s = self.app.settings
        back = BackPicker(setting_label("card_back"), s.card_back, lambda v: self.set("card_back", v))
        self.rows.append(back)
        self._choice("four_colour", setting_label("four_colour"), [False, True], s.four_colour,
                     on_off, lambda v: self.set("four_colour", v),
                     _("Diamonds blue and clubs green, so the suits are told apart at a glance"))
        self._choice("sort_order", setting_label("sort_order"), list(SORT_ORDERS),
                     s.sort_order, sort_name, lambda v: self.set("sort_order", v))
        self._choice("show_discard_history", setting_label("show_discard_history"), [False, True],
                     s.show_discard_history, on_off,
                     lambda v: self.set("show_discard_history", v),
                     _("Show the whole discard pile, not only its top card"))

    def _build_sound(self) -> None:
        s = self.app.settings
        volume = Slider(setting_label("volume"), s.volume, lambda v: self.set("volume", v),
                        _("Left/Right to change"), name="volume")
        volume.enabled = not s.muted   # greyed while muted: it changes nothing (a play-tester)
        self.rows.append(volume)
        self._choice("muted", setting_label("muted"), [False, True], s.muted,
                     sound_name, lambda v: self.set("muted", v))

    def _build_players(self) -> None:
        s = self.app.settings
        for i in range(6):
            label = (_("Your name (player 1)") if i == 0
                     else _("Player {n}").format(n=i + 1))
            value = s.player_names[i] if i < len(s.player_names) else s.name_of(i)
            f = TextField(label, value, NAME_LENGTH, lambda text, i=i: self.set_name(i, text))
            f.name = f"name{i}"
            if i == 0:   # what New game's hot-seat offers: "You" is no name to pass a screen to
                f.tooltip = _("Left as \"You\", a hot-seat game calls you \"Player 1\"")
            self.rows.append(f)

    def _build_variant(self) -> None:
        s = self.app.settings
        name = find_variant(self.option_variant).name
        self._choice("option_variant", _("Options of"), [v.name for v in VARIANTS], name,
                     lambda n: _(find_variant(n).title), self.set_option_variant,
                     _("The options a new game of this variant starts with"))
        mine = clean_choices(name, s.variant_options.get(name, {}))
        rules = chosen_rules(name, mine)
        for row in offered_options(name, mine):
            self._choice(f"opt:{row.key}", option_label(row), list(row.choices),
                         getattr(rules, row.key),
                         lambda v, key=row.key: option_value(key, v),
                         lambda v, key=row.key: self.set_option(key, v), option_help(row))
        reset = Button(_("Reset to the variant's rules"), self.reset_options, name="reset")
        self.rows.append(reset)

    def _build_window(self) -> None:
        sizes = [size for size in WINDOW_SIZES if fit_to_display(size) == size]  # the screen's
        current = tuple(self.app.windowed_size)
        if current not in sizes:
            sizes.append(current)
            sizes.sort()
        self._choice("window_size", setting_label("window_size"), sizes, current,
                     lambda v: f"{v[0]} × {v[1]}", self.set_window_size,
                     _("The size of the window when it is not full screen"))
        self._choice("fullscreen", setting_label("fullscreen"), [False, True], self.app.fullscreen,
                     on_off, self.set_fullscreen, _("Key: {key}").format(key="F11"))

    def scale_text(self, value: int) -> str:
        """"150 %", or "200 % (window too small: 175 %)" when this window cannot take it (no
        window of the sizes offered, down to 640 x 480, is too small for 200 % today)."""
        fits = round(effective_scale(self.layout.size, value / 100) * 100)
        if fits < value:
            return _("{wanted} (window too small: {fits})").format(
                wanted=percent(value / 100), fits=percent(fits / 100))
        return percent(value / 100)

    # ----- changes ----------------------------------------------------------------------
    def set(self, key: str, value: Any) -> None:
        before = self._row_rect(key) if key == "ui_scale" else None
        pointer = tuple(self.widgets.mouse_pos) if self.widgets.pointer_seen else None
        setattr(self.app.settings, key, value)
        # the newer choice wins: New game offers this, not the last game it set up
        if key in NEW_GAME_MEMORY:
            setattr(self.app.settings, NEW_GAME_MEMORY[key], "")
        self.app.settings_changed()
        if before is not None and pointer is not None:
            self._keep_pointer_on(key, before, pointer)
        if key == "language":
            self.rebuild()
        if key == "muted":
            for row in self.rows:
                if getattr(row, "name", None) == "volume":
                    row.enabled = not value
        if key in ("volume", "muted"):
            self.app.play("click")
        self.dirty = True

    def _row_rect(self, name: str) -> pygame.Rect | None:
        row = next((w for w in self.rows if getattr(w, "name", None) == name), None)
        return pygame.Rect(row.rect) if row is not None and row.visible else None

    def _keep_pointer_on(self, name: str, before: pygame.Rect,
                         pointer: tuple[int, int]) -> None:
        """A new text size lays the screen out again: the pointer that clicked the row's
        arrow is moved onto the same spot of the row where it now stands, so the next click
        steps the text size again (it landed on another row and changed that setting)."""
        after = self._row_rect(name)
        x, y = pointer
        if after is None or not before.collidepoint(x, y) or after == before:
            return
        nx = after.left + (x - before.left) * after.width / max(1, before.width)
        ny = after.top + (y - before.top) * after.height / max(1, before.height)
        point = (int(min(after.right - 1, nx)), int(min(after.bottom - 1, ny)))
        # where the desktop does not move the pointer (Wayland), the next click comes where it
        # was: `_follow_scale_click` sends it to the arrow
        desktop = self.scale_click[0] if self.scale_click is not None and \
            tuple(pointer) == self.scale_click[1] else tuple(pointer)
        self.scale_click = (desktop, point, time.monotonic())
        try:
            pygame.mouse.set_pos(point)
        except pygame.error:
            pass
        self.widgets.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=point,
                                                     rel=(0, 0), buttons=(0, 0, 0)))

    def _follow_scale_click(self, e: pygame.event.Event) -> pygame.event.Event:
        """A Text size clicked with the mouse is laid out at once and the pointer moved with
        its row (`_keep_pointer_on`; a play-tester saw "125%" in the 100 % layout while the
        size waited for the pointer to leave the row). Where the desktop cannot move the
        pointer, a click that soon follows where the pointer still is goes to the arrow the
        last click pressed, so it steps the size again and never lands on another row (a
        play-tester's second click had set the animation speed to Instant)."""
        memo = self.scale_click
        if memo is None or e.type not in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN,
                                          pygame.MOUSEBUTTONUP):
            return e
        desktop, point, when = memo
        pos = tuple(e.pos)
        if pos not in (desktop, point) or time.monotonic() - when > SCALE_SETTLE:
            self.scale_click = None     # the player moved the pointer: clicks are theirs
            return e
        if pos == point or e.type == pygame.MOUSEMOTION:
            return e
        return pygame.event.Event(e.type, pos=point, button=e.button)

    def set_name(self, i: int, text: str) -> None:
        names = list(self.app.settings.player_names)
        while len(names) <= i:
            names.append(self.app.settings.name_of(len(names)))
        names[i] = text
        # the newer choice wins: New game offers this name, not one typed there before
        typed = list(self.app.settings.last_names)
        if i < len(typed):
            typed[i] = ""
            self.app.settings.last_names = tuple(typed)
        self.app.settings.last_solo_name = "" if i == 0 else self.app.settings.last_solo_name
        self.set("player_names", tuple(names))

    def set_option_variant(self, name: str) -> None:
        self.option_variant = name
        self.scroll = 0
        self.rebuild()

    def set_option(self, key: str, value: Any) -> None:
        s = self.app.settings
        name = find_variant(self.option_variant).name
        options = dict(s.variant_options.get(name, {}))
        options[key] = value
        base = find_variant(name).rules
        if getattr(base, key) == value:
            options.pop(key)
        try:
            base.with_options(**options)
        except GameError as exc:   # (its text is the log's, in English)
            log.info("option %s=%r refused: %s", key, value, exc)
            self.message = _("That value does not fit with this variant's other options; "
                             "it was not kept.")
            self.rebuild()
            return
        self.message = ""
        all_options = {v: dict(o) for v, o in s.variant_options.items()}
        all_options[name] = options
        self.forget_new_game_options(name)
        shown = [(r.key, r.label) for r in offered_options(name, s.variant_options.get(name, {}))]
        self.set("variant_options", all_options)
        if [(r.key, r.label) for r in offered_options(name, options)] != shown:
            self.rebuild()   # this choice decides whether another option applies, or its words

    def reset_options(self) -> None:
        s = self.app.settings
        name = find_variant(self.option_variant).name
        all_options = {v: dict(o) for v, o in s.variant_options.items() if v != name}
        self.forget_new_game_options(name)
        self.message = ""
        self.set("variant_options", all_options)
        self.rebuild()

    def forget_new_game_options(self, variant: str) -> None:
        """Options changed here win over those New game remembers from its last game."""
        s = self.app.settings
        s.last_options = {v: o for v, o in s.last_options.items() if v != variant}

    def set_window_size(self, size) -> None:
        setter = getattr(self.app, "set_window_size", None)
        if callable(setter):
            setter(size)
        else:
            self.app.settings.window_size = tuple(size)
        self.app.settings_changed()

    def set_fullscreen(self, value: bool) -> None:
        if bool(value) != self.app.fullscreen:
            self.app.toggle_fullscreen()
        self.app.settings_changed()

    def show_page(self, key: str) -> None:
        if key == self.page:
            return
        self.page = key
        self.scroll = 0
        self.message = ""
        self.widgets.clear()
        self.build()
        self.place()
        self.widgets.set_focus(self.c_page if self.c_page.visible else
                               next(t for t in self.tabs if t.name == f"tab:{key}"))
        self.dirty = True

    def reveal(self) -> None:
        super().reveal()
        self.rebuild()   # F11 or a language change may have happened meanwhile

    # ----- layout -----------------------------------------------------------------------
    @property
    def compact(self) -> bool:
        """The tabs do not fit beside the rows, or not above the Back button (a large text
        size): a Page row above the rows replaces them."""
        lay = self.layout
        tw, th = self.button_size(1.05)
        n = len(self.tabs)
        room = self.back_rect().top - self.content_top() - lay.px(10)
        return lay.w * 0.04 + tw + lay.px(30) > lay.w * 0.27 or \
            n * th + (n - 1) * lay.px(10) > room

    def footnote_lines(self) -> list[str]:
        """The line under the rows (what is saved, or what went wrong), wrapped."""
        lay = self.layout
        return self.res.wrap(self.footnote()[0], lay.font_small, lay.w - 2 * lay.margin)

    def footnote(self) -> tuple[str, tuple[int, int, int]]:
        if self.message:
            return self.message, theme.ILLEGAL
        if self.page == "variant":
            return (_("A new game of {title} starts with these options (the setup screen can "
                      "still change them). Saved automatically.").format(
                title=_(find_variant(self.option_variant).title)), theme.TEXT_DIM)
        return _("Changes are saved automatically"), theme.TEXT_DIM

    def _metrics(self) -> tuple[pygame.Rect, int, int]:
        lay = self.layout
        # a row's text is half its height: never smaller than the screens' small text (the
        # tenth of the window a row may take held 200 % at 175 %'s size: a play-tester)
        rh = max(self.row_height(42), 2 * lay.font_small)
        gap = min(lay.px(12), max(6, lay.h // 60))
        # the panel's margin round the rows; at a large text size (compact) the rows take
        # the room: 200 % showed 2-3 rows over a row's height of empty panel (a play-tester)
        pad = self.panel_pad()
        if self.compact:
            gap = max(4, min(gap, rh // 10))
        back = self.back_rect()
        step = self.res.font(lay.font_small).get_linesize()
        note_top = back.top - lay.px(10) - step * len(self.footnote_lines())
        bottom = note_top - (lay.px(4) if self.compact else lay.px(8)) - pad
        top = self.content_top() + lay.px(10)
        if self.compact:   # the Page row shares the title's line: the rows get the room
            title = self.title_left_rect()
            top = max(title.bottom, title.centery + rh // 2) + lay.px(6) + pad
            width = min(lay.w - 2 * lay.margin - lay.px(40), lay.px(760))
            left = int(lay.w / 2 - width / 2)
            narrow = rows_beside_preview(self, width, rh) if self.page == "cards" else width
            if narrow < width:   # the rows at the left, the card preview right of them
                width, left = narrow, lay.margin + lay.px(20)
        else:
            left = int(lay.w * 0.27)
            width = int(min(lay.w * 0.44, lay.px(640)))
        return pygame.Rect(left, top, width, bottom - top), rh, gap

    def panel_pad(self) -> int:
        """The panel's margin above and under the rows (smaller at a large text size)."""
        return max(6, self.layout.px(5)) if self.compact else self.layout.px(15)

    def _row_height(self, w: Widget, rh: int) -> int:
        if isinstance(w, BackPicker):   # (compact: the page's four rows fit at 200 %)
            return int(rh * (1.4 if self.compact else 2.4))
        return rh

    def place(self) -> None:
        lay = self.layout
        compact = self.compact
        tw, th = self.button_size(1.05)
        # as wide as the longest label needs with a rounded end's room each side, up to the
        # room left of the rows ("Options des variantes" filled its tab edge to edge: a
        # play-tester); where that is short the label shrinks a little to keep its room
        pad = max(6, th // 3)
        need = max(self.res.font(max(13, int(th * 0.5))).size(b.text)[0] for b in self.tabs)
        tw = max(tw, min(need + 2 * pad, int(lay.w * 0.23) - lay.px(30)))
        y = self.content_top() + lay.px(10)
        for b in self.tabs:
            b.pad = pad
            b.visible = not compact
            b.rect = pygame.Rect(int(lay.w * 0.04), y, tw, th) if not compact \
                else pygame.Rect(0, 0, 0, 0)
            y += th + lay.px(10)
        area, rh, gap = self._metrics()
        self.c_page.visible = compact
        if compact:
            self.c_page.rect = self.beside_title(rh, lay.px(560))
            fit_split(self.c_page, self.res, lo=0.2, hi=0.5)
        else:
            self.c_page.rect = pygame.Rect(0, 0, 0, 0)
        self.content_rect = area
        heights = [self._row_height(w, rh) for w in self.rows]
        if compact:
            gap = spread_gap(heights, area.height, gap, rh)
        tops = []
        y = 0
        for h in heights:
            tops.append(y)
            y += h + gap
        self.content_height = y - gap if heights else 0
        self.row_tops = tops
        overflow = self.content_height - area.height
        # the scroll buttons beside the rows when they do not all fit
        sb = max(24, min(lay.px(34), lay.h // 14))
        self.b_up.visible = self.b_down.visible = overflow > 0
        row_w = area.width - (sb + lay.px(10) if overflow > 0 else 0)
        self.b_up.rect = pygame.Rect(area.left + row_w + lay.px(10), area.top, sb, sb)
        self.b_down.rect = pygame.Rect(area.left + row_w + lay.px(10), area.bottom - sb, sb, sb)
        # scroll by whole rows: the first row shown starts at the top of the area
        max_scroll = next((t for t in tops if t >= overflow), 0) if overflow > 0 else 0
        self.scroll = min(max_scroll, next((t for t in tops if t >= self.scroll), max_scroll))
        self.b_up.enabled = self.scroll > 0
        self.b_down.enabled = self.scroll < max_scroll
        for w, top, h in zip(self.rows, tops, heights, strict=True):
            r = pygame.Rect(area.left, area.top + top - self.scroll, row_w, h)
            if isinstance(w, Button):
                bw, bh = self.button_size(1.6)
                r = pygame.Rect(area.left, r.top, min(bw, row_w), min(h, bh))
            w.rect = r
            w.visible = r.top >= area.top - 1 and r.bottom <= area.bottom + 1
        self.b_back.rect = self.back_rect()

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        focus = self.widgets.focus   # the text size changed from this row: keep it in view
        if focus in self.rows and not focus.visible:
            self._ensure_visible(focus)

    def scroll_rows(self, delta: int) -> None:
        """The ▲ ▼ buttons: one row up or down."""
        tops = self.row_tops
        i = next((k for k, t in enumerate(tops) if t >= self.scroll), 0)
        self.scroll = tops[max(0, min(len(tops) - 1, i + delta))] if tops else 0
        self.place()
        self.dirty = True

    def _ensure_visible(self, w: Widget | None) -> None:
        if w is None or w not in self.rows:
            return
        area = self.content_rect
        top = w.rect.top + self.scroll - area.top
        if top < self.scroll:
            self.scroll = top
        elif top + w.rect.height > self.scroll + area.height:
            self.scroll = top + w.rect.height - area.height
        self.place()

    # ----- input ------------------------------------------------------------------------
    def _focus_order(self) -> list[Widget]:
        return [w for w in (*self.tabs, self.c_page, *self.rows, self.b_back)
                if w.enabled and (w.visible or w in self.rows)]

    def _held_arrow(self, e: pygame.event.Event) -> bool:
        """Whether `e` is a held Left/Right's repeat to drop: at 800x600 a held Left stepped
        the Text size twenty times a second, round and round, laying the window out at each
        step (a play-tester saw it keep stepping). A held key steps a value row every
        `ARROW_REPEAT` seconds and stops at its ends; the Text size only steps per press."""
        if e.type == pygame.KEYUP:
            self.arrows_held.discard(e.key)
        elif e.type == pygame.WINDOWFOCUSLOST:   # a key let go elsewhere sends no KEYUP here
            self.arrows_held.clear()
        if e.type != pygame.KEYDOWN or e.key not in (pygame.K_LEFT, pygame.K_RIGHT):
            return False
        # down since its last press: a repeat (even one queued behind a slow layout and
        # read after the key was let go: a step came after the release)
        repeat = e.key in self.arrows_held
        self.arrows_held.add(e.key)
        row, now = self.widgets.focus, time.monotonic()
        if not repeat or not isinstance(row, Choice):    # a press, or the volume's slider
            self.arrow_time = now
            return False
        i = row.choices.index(row.value) if row.value in row.choices else 0
        end = i == (0 if e.key == pygame.K_LEFT else len(row.choices) - 1)
        if row.name == "ui_scale" or end or now - self.arrow_time < ARROW_REPEAT:
            return True
        self.arrow_time = now
        return False

    def handle_event(self, e: pygame.event.Event) -> bool:
        if self._held_arrow(e):
            return True
        e = self._follow_scale_click(e)
        if e.type == pygame.KEYDOWN:
            if e.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
                keys = [k for k, _label in PAGES]
                i = keys.index(self.page) + (1 if e.key == pygame.K_PAGEDOWN else -1)
                self.show_page(keys[i % len(keys)])
                self.widgets.set_focus(self.first_row())
                return True
            if e.key in (pygame.K_UP, pygame.K_DOWN, pygame.K_TAB):
                back = e.key == pygame.K_UP or (e.key == pygame.K_TAB
                                                and e.mod & pygame.KMOD_SHIFT)
                order = self._focus_order()
                focus = self.widgets.focus
                i = order.index(focus) if focus in order else -1
                i = (i + (-1 if back else 1)) % len(order)
                self.widgets.set_focus(order[i])
                self._ensure_visible(order[i])
                self.dirty = True
                return True
        if e.type == pygame.MOUSEWHEEL and self.content_height > self.content_rect.height:
            pos = self.widgets.mouse_pos
            hovering_value = isinstance(self.widgets.hover, (Choice, Slider))
            if self.content_rect.collidepoint(pos) and not hovering_value:
                self.scroll_rows(-e.y)
                return True
        return super().handle_event(e)

    # ----- drawing ----------------------------------------------------------------------
    def draw_content(self, surface: pygame.Surface) -> None:
        lay = self.layout
        self.draw_screen_title(surface)   # left, as on every full screen (a chooser may sit beside)
        area = self.content_rect
        panel = area.inflate(lay.px(40), 2 * self.panel_pad())
        self.panel(surface, panel)
        if self.content_height > area.height:
            # a scroll bar between the ▲ ▼ buttons
            u, d = self.b_up.rect, self.b_down.rect
            track = pygame.Rect(u.centerx - max(1, lay.px(2)), u.bottom + 4, max(2, lay.px(4)),
                                max(0, d.top - u.bottom - 8))
            pygame.draw.rect(surface, theme.PANEL, track)
            h = max(lay.px(20), int(track.height * area.height / self.content_height))
            y = track.top + int((track.height - h) * self.scroll
                                / max(1, self.content_height - area.height))
            pygame.draw.rect(surface, theme.GOLD_DARK, (track.left - 1, y, track.width + 2, h),
                             border_radius=2)
        if self.page == "cards":
            draw_card_preview(self, surface, panel.right + lay.px(40))
        _status, colour = self.footnote()
        lines = self.footnote_lines()
        step = self.res.font(lay.font_small).get_linesize()
        y = self.b_back.rect.top - lay.px(10) - step * len(lines)
        for line in lines:
            blit_text(surface, self.res, line, lay.font_small, (lay.w / 2, y), colour, "midtop")
            y += step
