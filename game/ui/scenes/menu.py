"""The main menu: new game, continue, settings, rules, quit."""

from __future__ import annotations

import pygame

from game.persist import saves as save_store
from game.ui import table_words, theme
from game.ui.i18n import R_, _
from game.ui.persist_words import scored_last
from game.ui.persistence import prepare_resume
from game.ui.scenes.base import UIScene
from game.ui.settings_model import localized_seat_names
from game.ui.widgets import blit_paragraph, blit_text
from game.variants import find_variant


class MenuScene(UIScene):
    name = "menu"

    def build(self) -> None:
        self.title = _("Gin Table")
        self.b_continue = self.button(_("Continue"), self.on_continue, pygame.K_c,
                                      _("Return to the match in progress"), True, "continue")
        self.button(_("New game"), self.on_new, pygame.K_n, _("Choose a variant and opponents"),
                    name="new")
        self.button(_("Learn to play"), self.on_learn, pygame.K_l,
                    _("A guided hand of Gin Rummy or Rami, step by step"), name="learn")
        self.button(_("Settings"), self.on_settings, pygame.K_s,
                    _("Speed, sound, cards, language"), name="settings")
        self.button(_("Rules"), self.on_rules, pygame.K_r, _("How each variant is played"),
                    name="rules")
        self.button(_("Statistics"), self.on_stats, pygame.K_t,
                    _("Matches, hands, gins and undercuts per variant"), name="stats")
        self.button(_("About"), self.on_about, pygame.K_a, _("Version and credits"),
                    name="about")
        self.button(_("Quit"), self.on_quit, pygame.K_q, _("Close the game"), name="quit")

    def enter(self) -> None:
        super().enter()
        self.refresh()

    def reveal(self) -> None:
        super().reveal()
        # messages about bad files were seen before the player went on: drop them
        notices = getattr(self.app, "notices", None)
        for text in getattr(self, "notices_shown", []):
            if notices and text in notices:
                notices.remove(text)
        self.notices_shown = []
        self.place()
        self.refresh()

    def refresh(self) -> None:
        session = self.app.session
        can_continue = session is not None and not session.match.is_over
        if not can_continue:
            loader = getattr(self.app, "load_saved_session", None)
            can_continue = bool(loader) and bool(getattr(self.app, "has_saved_session",
                                                         lambda: False)())
        self.b_continue.enabled = can_continue
        # read once here (the save's summary is a file), for the tooltip and the caption
        self.continue_said = self.continue_help() if can_continue else None
        self.continue_brief = self.continue_help(brief=True) if can_continue else None
        self.b_continue.tooltip = self.continue_said or _("Return to the match in progress")
        if self.widgets.focus is None or not self.widgets.focus.active:
            self.widgets.set_focus(self.b_continue if can_continue else self.widgets.widgets[1])
        self.dirty = True

    def continue_help(self, brief: bool = False) -> str | None:
        """Which match Continue resumes: "Return to Gin Rummy (classic), hand 3. You: 45
        points, Computer: 30 points" (`brief`: without the scores), from the match in
        memory (its public view) or the save's summary; None when neither says. Hollywood
        names its scoring and gives each game's points ("You: 0 · 0 · 0, Computer: 49 · 41
        · 11"; the sum over the games, "Computer: 101 points", read as a race already won: a
        play-tester); 003 calls its figure the grand total."""
        session = self.app.session
        if session is not None and not session.match.is_over:
            view = session.view(None)
            variant, hand_no, totals, names = (session.variant, view.hand_no, view.totals,
                                               session.names)
            between = scored_last(view.hand_no, view.phase)
            scoring = view.rules.scoring
            by_game = getattr(view.score, "points", None) if scoring == "hollywood" else None
        else:
            saved = save_store.save_summary() or {}
            variant, hand_no, totals = (saved.get("variant"), saved.get("hand_no"),
                                        saved.get("totals"))
            between = scored_last(hand_no, saved.get("phase"))
            seats = saved.get("seats")
            names = [str(s.get("name", "")) for s in seats if isinstance(s, dict)] \
                if isinstance(seats, list) else []
            scoring, by_game = saved.get("scoring"), saved.get("by_game")
        try:
            game = find_variant(str(variant))
        except Exception:  # noqa: BLE001 - a save from another version: no details
            return None
        if not isinstance(hand_no, int) or not isinstance(totals, list | tuple) or \
                len(totals) != len(names) or not all(isinstance(t, int) for t in totals):
            return None
        rami = game.rules.family == "rami"   # signed balances; French: a hand is a *coup*
        title = _(game.title)
        if scoring == "hollywood":
            title = _("{game}, Hollywood scoring").format(game=title)
        if brief:
            text = R_("Return to {game}, after hand {n}", rami) if between else \
                R_("Return to {game}, hand {n}", rami)
            return text.format(game=title, n=hand_no)
        scores = self.continue_scores(localized_seat_names(names), totals, rami, scoring,
                                      by_game)
        if scores is None:   # an older save's Hollywood match: its games' points unknown
            return self.continue_help(brief=True)
        if between:     # Continue opens that hand's score screen
            return R_("Return to {game}, after hand {n}. {scores}", rami).format(
                game=title, n=hand_no, scores=scores)
        return R_("Return to {game}, hand {n}. {scores}", rami).format(
            game=title, n=hand_no, scores=scores)

    @staticmethod
    def continue_scores(names: list[str], totals, rami: bool, scoring: object,
                        by_game: object) -> str | None:
        """The players' figures on the Continue line: the total in words, Hollywood's points
        per game, 003's grand total; None for Hollywood without its games' points."""
        if scoring == "hollywood":
            if not (isinstance(by_game, list | tuple) and by_game and all(
                    isinstance(row, list | tuple) and len(row) == len(names)
                    and all(isinstance(p, int) for p in row) for row in by_game)):
                return None
            return ", ".join(
                _("{name}: {total}").format(name=name, total=" · ".join(
                    str(row[s]) for row in by_game)).replace(" ", "\u00a0")
                for s, name in enumerate(names))
        if scoring == "columns":
            return ", ".join(_("{name}: grand total {total}").format(name=name, total=total)
                             .replace(" ", "\u00a0") for name, total in zip(names, totals,
                                                                            strict=False))
        return table_words.standings(names, totals, balances=rami)

    def subtitle_y(self) -> int:
        return int(self.layout.h * 0.17 + self.title_px() * 0.7)

    def subtitle_px(self) -> int:
        return min(self.layout.font_large, self.title_px() // 2)

    def place(self) -> None:
        """One column of buttons; two (read down, then across) when a large text size
        would squeeze one column's buttons below their size. A notice about a bad file
        stands beside the one column, or over the two (the buttons moved down and, if need
        be, lowered): never under a button (at 1280x720 / 150 % the buttons covered its
        middle lines: a play-tester)."""
        lay = self.layout
        ws = self.widgets.widgets
        n = len(ws)
        bw, bh = self.button_size(1.3)
        head = int(self.subtitle_y() + self.subtitle_px() * 0.6 + lay.px(12))
        top = max(lay.h * 0.36, head)
        bottom = lay.h - lay.margin
        self.two_columns = n * bh + (n - 1) * max(4, lay.px(6)) > bottom - top
        self.notice_box = None
        self.notice_px = lay.font_small
        self.subtitle_hidden = False
        self.placed_for = self.shown_notices()
        if not self.two_columns:
            rects = lay.fit_column(n, lay.w / 2, top, bottom, 1.3)
            for w, r in zip(ws, rects, strict=True):
                w.rect = r
            if not self.shown_notices():
                return
            left = rects[0].right + lay.px(30)
            box = pygame.Rect(left, int(lay.h * 0.36), lay.w - lay.margin - left, 0)
            box.height = self.notice_height(box.width)
            box.top = max(head, min(box.top, bottom - box.height))
            if box.width >= lay.px(220) and box.bottom <= bottom:
                self.notice_box = box
                return
            self.two_columns = True   # no room beside the column: over two columns
        gap = lay.px(12)
        per = (n + 1) // 2
        cw = min(bw, int((lay.w - 2 * lay.margin - 3 * gap) / 2))
        if self.shown_notices():
            # over the buttons, under the title (the subtitle gives it its line), its text
            # a little smaller, down to three fifths of its size, where its lines need it
            self.subtitle_hidden = True
            head = int(lay.h * 0.17 + self.title_px() * 0.55 + lay.px(8))
            box = pygame.Rect(lay.margin, head, lay.w - 2 * lay.margin, 0)
            low = max(28, int(lay.font_body * 1.25))   # the lowest the buttons go for it
            room = bottom - per * low - (per - 1) * max(4, lay.px(6)) - gap - box.top
            for px in range(lay.font_small, max(12, int(lay.font_small * 0.6)) - 1, -1):
                self.notice_px = px
                box.height = self.notice_height(box.width)
                if box.height <= room:
                    break
            box.height = min(box.height, room)
            self.notice_box = box
            top = box.bottom + gap
            bh = max(low, min(bh, int((bottom - top - (per - 1) * max(4, lay.px(6))) / per)))
        g = max(4, min(gap, int((bottom - top - per * bh) / max(1, per - 1))))
        rows_h = per * bh + (per - 1) * g
        top = max(top, (top + bottom - rows_h) / 2)
        rects = [pygame.Rect(int(lay.w / 2 + (gap / 2 if i >= per else -gap / 2 - cw)),
                             int(top + (i % per) * (bh + g)), cw, bh) for i in range(n)]
        for w, r in zip(ws, rects, strict=True):
            w.rect = r

    def shown_notices(self) -> list[str]:
        """The messages about bad files the menu shows (the app's, until dismissed)."""
        return list(getattr(self.app, "notices", None) or [])

    def notice_lines(self, width: int) -> tuple[int, list[list[str]]]:
        """The notices' size and each one's wrapped lines in a box `width` wide."""
        px = getattr(self, "notice_px", self.layout.font_small)
        inner = width - self.layout.px(32) - self.close_size()
        return px, [self.res.wrap(t, px, inner) for t in self.shown_notices()]

    def notice_height(self, width: int) -> int:
        """The height the notices take in a box `width` wide: its heading, their lines."""
        lay = self.layout
        px, wrapped = self.notice_lines(width)
        step = int(px * 1.25 * 0.8)
        return (lay.px(24) + int(lay.font_body * 1.3) + sum(len(w) for w in wrapped) * step
                + lay.px(16) * (len(wrapped) - 1))

    def close_size(self) -> int:
        """The side of the notice's close mark (×), in its top right corner."""
        return max(18, self.layout.font_body)

    def dismiss_notices(self) -> None:
        """A click on the notice (it once ignored clicks: a play-tester) puts it away."""
        notices = getattr(self.app, "notices", None)
        for text in self.shown_notices():
            if notices and text in notices:
                notices.remove(text)
        self.notices_shown = []
        self.place()
        self.dirty = True

    def handle_event(self, e: pygame.event.Event) -> bool:
        box = getattr(self, "notice_box", None)
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1 and box is not None and \
                self.shown_notices() and box.collidepoint(e.pos):
            self.dismiss_notices()
            return True
        return super().handle_event(e)

    def on_back(self) -> None:
        """Esc asks first (a newcomer pressing Esc to go "back" closed the game at once);
        Enter then quits, Esc again stays. The Quit button and Q quit without asking."""
        unfinished = self.b_continue.enabled
        question = _("Quit Gin Table? Your match is saved: Continue resumes it next time.") \
            if unfinished else _("Quit Gin Table?")
        self.app.scenes.push_named("ask", question=question,
                                   answers=[("quit", _("Quit"), self.on_quit)], cancel=_("Stay"))

    def on_continue(self) -> None:
        from game.ui.guards import ask_before_running_bots, post_notice

        if ask_before_running_bots(self.app, self.on_continue):
            return  # the save names a third-party bot: asked before its code is run

        session = self.app.session
        notices = getattr(self.app, "notices", None)
        before = list(notices or [])
        if (session is None or session.match.is_over) and getattr(self.app, "load_saved_session",
                                                                   None):
            session = self.app.load_saved_session()
            self.app.session = session
        if session is None:
            self.refresh()
            return
        table = self.app.make_scene("table", session=session)
        prepare_resume(table)
        self.app.scenes.push(table)
        # what the loading had to say (a bot replaced) concerns this table: told over it,
        # not left in the menu under it
        for text in [t for t in notices or [] if t not in before]:
            notices.remove(text)
            post_notice(self.app, text)

    def on_new(self) -> None:
        self.app.push_scene("setup")

    def on_learn(self) -> None:
        self.app.push_scene("tutorial")

    def on_settings(self) -> None:
        self.app.push_scene("settings")

    def on_rules(self) -> None:
        self.app.push_scene("rules")

    def on_about(self) -> None:
        self.app.push_scene("about")

    def on_stats(self) -> None:
        self.app.push_scene("stats")

    def on_quit(self) -> None:
        self.app.quit(0)

    def draw_content(self, surface: pygame.Surface) -> None:
        lay = self.layout
        if getattr(self, "placed_for", None) != self.shown_notices():
            self.place()   # a notice came (or went) since the buttons were placed
        self.draw_title(surface, y=lay.h * 0.17)
        if not getattr(self, "subtitle_hidden", False):
            blit_text(surface, self.res, _("Gin Rummy and Rummy"), self.subtitle_px(),
                      (lay.w / 2, self.subtitle_y()), theme.TEXT_DIM, "center", shadow=True)
        if not getattr(self, "two_columns", False):   # the buttons fill the window's width
            self._draw_fan(surface)
        self._draw_continue_caption(surface)
        self._draw_notices(surface)

    def continue_caption(self) -> tuple[list[str], int, int] | None:
        """What Continue resumes, said over the buttons: its wrapped lines, their size and
        their top (None: nothing to continue, or no room between the subtitle and the
        buttons). The tooltip alone said it, and a newcomer did not know which match
        Continue would open (a play-tester)."""
        text = getattr(self, "continue_said", None) if self.b_continue.enabled else None
        buttons = min(w.rect.top for w in self.widgets.widgets if w.visible)
        box = getattr(self, "notice_box", None)
        if not text or (box is not None and box.top < buttons):
            return None   # the notice stands where it would
        lay = self.layout
        top = int(self.subtitle_y() + self.subtitle_px() * 0.6 + lay.px(8))
        # the body's size where its lines fit (the small size read as a smudge at 800x600,
        # a play-tester), else the small one; three lines at most (the players' figures
        # said in words, "Ann: balance −5", take more room than bare "(−5)"); with no room
        # for the scores, the match and hand alone (the tooltip says the scores)
        for said in (text, getattr(self, "continue_brief", None)):
            for px in (lay.font_body, lay.font_small):
                lines = self.res.wrap(said or "", px, min(lay.w - 2 * lay.margin,
                                                          lay.px(760)))
                step = self.res.font(px).get_linesize()
                if said and len(lines) <= 3 and top + len(lines) * step <= buttons - lay.px(6):
                    return lines, px, top
        return None

    def _draw_continue_caption(self, surface: pygame.Surface) -> None:
        caption = self.continue_caption()
        if caption is None:
            return
        lines, px, y = caption
        for line in lines:
            blit_text(surface, self.res, line, px, (self.layout.w / 2, y), theme.TEXT_DIM,
                      "midtop", shadow=True)
            y += self.res.font(px).get_linesize()

    def _draw_notices(self, surface: pygame.Surface) -> None:
        """Messages about bad files (settings, saved match), until the player moves on or
        clicks them away, in the box `place` kept clear of the buttons."""

        notices = self.shown_notices()
        self.notices_shown = notices
        box = getattr(self, "notice_box", None)
        if not notices or box is None:
            return
        lay = self.layout
        self.panel(surface, box)
        pygame.draw.rect(surface, theme.ILLEGAL, box, 2, border_radius=lay.px(16))
        inner = box.inflate(-lay.px(32), -lay.px(24))
        blit_text(surface, self.res, _("Notice"), lay.font_body, inner.topleft, theme.GOLD,
                  bold=True)
        mark = self.close_size()
        blit_text(surface, self.res, "\u00d7", mark, (inner.right, inner.top - lay.px(4)),
                  theme.TEXT_DIM, "topright", bold=True)
        px, _wrapped = self.notice_lines(box.width)
        y = inner.top + int(lay.font_body * 1.3)
        for text in notices:
            used = blit_paragraph(surface, self.res, text, px,
                                  pygame.Rect(inner.left, y, inner.width - mark,
                                              inner.bottom - y))
            y += used + lay.px(16)

    def _draw_fan(self, surface: pygame.Surface) -> None:
        """The fanned melds of `fan_cards`, for looks."""
        lay = self.layout
        size = lay.small_size
        for card, angle, (x, y) in self.fan_cards():
            face = self.res.card_face(card, size, self.app.settings.four_colour)
            img = pygame.transform.rotozoom(face, angle, 1.0)
            shadow = pygame.transform.rotozoom(self.res.card_shadow(size, lay.px(8)), angle, 1.0)
            surface.blit(shadow, shadow.get_rect(center=(x + lay.px(4), y + lay.px(6))))
            surface.blit(img, img.get_rect(center=(x, y)))

    def fan_cards(self) -> list[tuple[object, float, tuple[float, float]]]:
        """Two melds fanned either side of the buttons: a run on the left, a set on the
        right, as (card, angle, centre) (one fan of four unrelated cards stood alone on the
        left); the right one gives way to the notices, which stand there."""
        from game.core.cards import Card

        lay = self.layout
        step = lay.small_size[0] * 0.35
        fans = [([Card.of(rank, 1) for rank in (10, 11, 12, 13)], lay.w * 0.12)]  # 10-K♥
        if not getattr(self.app, "notices", None):
            fans.append(([Card.of(7, suit) for suit in range(4)],          # the four sevens
                         lay.w * 0.88 - 3 * step))
        out = []
        for cards, base_x in fans:
            for i, card in enumerate(cards):
                out.append((card, 18 - i * 12, (base_x + i * step,
                                                lay.h * 0.62 + abs(i - 1.5) * lay.px(8))))
        return out
