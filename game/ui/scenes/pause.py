"""The Escape pause menu over the table: resume, restart, new game, settings, rules, the fair
deal, main menu, quit; over a lesson, the lesson again and Learn to play instead of restart
and new game."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.guards import ask_before_restarting
from game.ui.i18n import _
from game.ui.restart import restart
from game.ui.scenes.base import UIScene


class PauseScene(UIScene):
    name = "pause"
    overlay = True

    def __init__(self, app, table=None) -> None:
        self.table = table
        super().__init__(app)

    @property
    def opaque(self) -> bool:  # type: ignore[override]
        # in hot-seat the table below may show a hand: hide it while paused
        return bool(self.table is not None and self.table.session.hotseat)

    def build(self) -> None:
        self.title = _("Paused")
        self.button(_("Resume"), self.on_back, pygame.K_ESCAPE, _("Back to the table"), True,
                    "resume")
        guide = getattr(self.table, "guide", None)
        if guide is not None:
            # a lesson: its scripted hand again, or the list of lessons (a new deal or a
            # new game made no sense over a set deal: a play-tester)
            self.button(_("Start the lesson again"), lambda: self.on_lesson(guide.on_again),
                        pygame.K_t, _("The same hand from its first step"),
                        name="lesson-again")
            self.button(_("Learn to play"), lambda: self.on_lesson(guide.on_leave),
                        pygame.K_l, _("Leave the lesson: back to the list of lessons"),
                        name="lesson-leave")
        elif self.table is not None:
            self.button(_("Restart"), self.on_restart, pygame.K_t,
                        _("The same game from a new deal"), name="restart")
            self.button(_("New game"), self.on_new_game, pygame.K_n,
                        _("Choose another game: the setup, with this game's choices"),
                        name="new-game")
        self.button(_("Settings"), self.on_settings, pygame.K_s, name="settings")
        self.button(_("Rules"), self.on_rules, pygame.K_r, name="rules")
        if self.table is not None and hasattr(self.table, "open_fair_deal") and \
                getattr(self.table, "guide", None) is None:   # a lesson's deal is set
            self.button(_("Fair deal"), self.table.open_fair_deal, pygame.K_f,
                        _("How this deal was sealed before play, and how to check it"),
                        name="fair")
        self.button(_("Main menu"), self.on_menu, pygame.K_m,
                    _("Leave the table; Continue brings you back"), name="menu")
        self.button(_("Quit"), lambda: self.app.quit(0), pygame.K_q, name="quit")
        self.widgets.set_focus(self.widgets.widgets[0])

    def place(self) -> None:
        """The buttons in one column under the title; in two (read down, then across) when
        a large text size leaves the window too low for one."""
        lay = self.layout
        ws = self.widgets.widgets
        n = len(ws)
        bw, bh = self.button_size(1.2)
        gap = lay.px(12)
        head = self.title_px() + lay.px(30)         # the title, above the buttons
        pad = lay.px(30)                            # the panel's margin round them
        columns = 1 if n * bh + (n - 1) * gap + head + 2 * pad <= lay.h - 2 * lay.margin \
            else 2
        per = (n + columns - 1) // columns
        if columns == 2:
            bw = min(bw, int((lay.w - 2 * lay.margin - 2 * pad - gap) / 2))
            gap = max(4, min(gap, int((lay.h - 2 * lay.margin - head - 2 * pad - per * bh)
                                      / max(1, per - 1))))
        total = per * bh + (per - 1) * gap
        top = max(lay.margin + pad + head, (lay.h - total - head) / 2 + head)
        width = columns * bw + (columns - 1) * gap
        left = lay.w / 2 - width / 2
        for i, w in enumerate(ws):
            col, row = divmod(i, per)
            w.rect = pygame.Rect(int(left + col * (bw + gap)), int(top + row * (bh + gap)),
                                 bw, bh)

    def box(self) -> pygame.Rect:
        """The menu's panel: the button column with a margin, the title above it."""
        lay = self.layout
        ws = self.widgets.widgets
        pad = lay.px(30)
        head = self.title_px() + lay.px(30)
        box = ws[0].rect.unionall([w.rect for w in ws]).inflate(2 * pad, 2 * pad)
        return pygame.Rect(box.left, box.top - head, box.width, box.height + head)

    def draw_content(self, surface: pygame.Surface) -> None:
        lay = self.layout
        box = self.box()
        # the table shows round the menu, not through it (at 228 a seat's tag read through
        # the title)
        self.panel(surface, box, theme.READING_ALPHA)
        self.draw_title(surface, y=box.top + lay.px(30) + self.title_px() // 2)

    def on_lesson(self, then) -> None:
        """Close the menu, then play the lesson again or leave it (the guide's own Play
        again and Done: the Learn to play page under the table does the rest)."""
        self.app.scenes.pop()
        if then is not None:
            then()

    def on_restart(self) -> None:
        session = self.table.session
        if not ask_before_restarting(self.app, lambda: restart(self.app, session)):
            restart(self.app, session)     # the match is over: nothing to lose

    def on_new_game(self) -> None:
        """The setup, over the table (its Back returns to the match: it led to the main menu,
        and a player who changed their mind had to find Continue; Start asks before it gives
        up the match in play)."""
        self.app.scenes.pop()
        self.app.push_scene("setup")

    def on_settings(self) -> None:
        self.app.push_scene("settings")

    def on_rules(self) -> None:
        self.app.push_scene("rules")

    def on_menu(self) -> None:
        self.app.clear_to_scene("menu")
