"""New game: variant (with its summary), mode (versus computer or hot-seat), names, options."""

from __future__ import annotations

import copy
import logging

import pygame

from game.coach import usage
from game.persist.text import clean_name
from game.players import AI_LEVELS
from game.ui import settings_model as remembered
from game.ui import theme
from game.ui.focus_order import reading_order
from game.ui.i18n import R_, _
from game.ui.notation_words import worded_error
from game.ui.option_text import level_name, option_help, option_label, option_value
from game.ui.scenes.base import KeyGrace, UIScene
from game.ui.scenes.setup_choice import SetupChoice, fit_split, share_label_size
from game.ui.scenes.setup_compact import CompactSetupMixin
from game.ui.session import Session
from game.ui.setting_words import mode_name
from game.ui.settings_model import COMPUTER_NAMES
from game.ui.text_field import TextField
from game.ui.variant_summary import as_set, fullest_summary, summary_text
from game.ui.widgets import LABEL_INSET, Button, blit_paragraph, blit_text
from game.variants import VARIANTS, find_variant
from game.variants.options import OptionRow, chosen_rules, clean_choices, offered_options
from game.variants.terms import terms_for

OPTIONS_PER_PAGE = 8
#: the two-column form's lowest row: two lines of the 14 px text a row of 28 px had
ROW_MIN = 34


def setup_options(variant: str, chosen: dict[str, object]) -> list[OptionRow]:
    """The options the setup screen offers: exactly the settings screen's list
    (`game.variants.options.offered_options`), given the values chosen so far."""
    return offered_options(variant, chosen)


log = logging.getLogger(__name__)


def start_error(exc: Exception) -> str:
    """Why the match could not start, in the player's words (an exception's own text is
    for the log: it showed as it was, in English)."""
    reason = worded_error(exc)
    if reason is not None:
        return _("The match could not be started: {reason}").format(reason=reason)
    return _("The match could not be started.")


class SetupScene(KeyGrace, CompactSetupMixin, UIScene):
    name = "setup"

    def __init__(self, app) -> None:
        s = app.settings
        # the last game's set-up (this screen's memory, not the player's settings) or those
        self.variant = remembered.new_game_variant(s)
        self.mode = getattr(s, "game_mode", "ai")
        self.level = next((lv for lv in (getattr(s, "last_level", ""), s.ai_level)
                           if lv in AI_LEVELS), "medium")
        self.names = remembered.new_game_names(s)   # (several people at the screen)
        self.solo = getattr(s, "last_solo_name", "") or s.name_of(0)   # (one, versus computer)
        lo, hi = find_variant(self.variant).players
        self.seats = max(lo, min(hi, int(getattr(s, "seats", lo))))
        self.options: dict[str, object] = clean_choices(
            self.variant, remembered.new_game_options(s, self.variant))
        self.page = 0
        self.human = [True] + [False] * 5   # per seat, in the "choose each seat" mode
        # the coaching switch: undo in a counted match (one person; as last chosen) and
        # hints (hot-seat: every player agrees; the same players keep their answer for the
        # next table while the game runs, others start with it off: `carried_hints`)
        self.coach_on = {"undo": bool(getattr(s, "allow_undo", False)), "hints": False}
        self.hints_set = False   # the switch turned on this screen: that answer stands
        super().__init__(app)

    # ----- widgets ----------------------------------------------------------------------
    def build(self) -> None:
        self.title = _("New game")
        v = find_variant(self.variant)
        w = self.widgets
        self.c_variant = w.add(SetupChoice(_("Variant"), [x.name for x in VARIANTS], self.variant,
                                      lambda n: _(find_variant(n).title), self.set_variant,
                                      _("Left/Right to change")))
        self.c_variant.name = "variant"
        lo, hi = v.players
        modes = ["ai", "hotseat"] + (["custom"] if hi > 2 else [])
        if self.mode not in modes:
            self.mode = "ai"
        self.c_mode = w.add(SetupChoice(_("Mode"), modes, self.mode,
                                   mode_name,
                                   self.set_mode,
                                   _("Choose each seat: any mix of people and computers")))
        self.c_mode.name = "mode"
        self.c_level = w.add(SetupChoice(_("Computer strength"), list(AI_LEVELS), self.level,
                                    level_name, self.set_level))
        self.c_level.name = "level"
        self.c_level.visible = self.mode == "ai" or (
            self.mode == "custom" and not all(self.human[:self.seats]))
        self.c_seats = w.add(SetupChoice(_("Players"), list(range(lo, hi + 1)), self.seats, str,
                                    self.set_seats))
        self.c_seats.name = "seats"
        self.c_seats.visible = hi > lo
        self.name_fields: list[TextField] = []
        self.kind_choices: list[SetupChoice] = []
        humans = self.seats if self.mode in ("hotseat", "custom") else 1
        for i in range(humans):
            label = _("Your name") if self.mode == "ai" else _("Player {n}").format(n=i + 1)
            field = w.add(TextField(label, self.name_for(i), 16,
                                    lambda text, i=i: self.set_name(i, text)))
            field.name = f"name{i}"
            self.name_fields.append(field)
            if self.mode == "custom":
                field.visible = self.human[i]
                kind = w.add(SetupChoice("", [True, False], self.human[i],
                                    lambda h: _("Person") if h else _("Computer"),
                                    lambda h, i=i: self.set_human(i, h),
                                    _("A person at this screen, or the computer")))
                kind.name = f"kind{i}"
                self.kind_choices.append(kind)
        rows = setup_options(self.variant, self.options)
        self.compact = self.is_compact()
        per = self.per_page = len(rows) if self.compact else self.options_per_page()
        self.pages = max(1, (len(rows) + per - 1) // per)
        if not self.compact:   # (compact pages are counted by `place_compact`)
            self.page %= self.pages
        self.option_widgets: list[SetupChoice] = []
        rules = chosen_rules(self.variant, self.options)
        first = 0 if self.compact else self.page * per
        for row in rows[first:first + per]:
            c = w.add(SetupChoice(option_label(row), list(row.choices),
                                  getattr(rules, row.key),
                                  lambda value, key=row.key: option_value(key, value),
                                  lambda value, key=row.key: self.set_option(key, value),
                                  option_help(row)))
            c.name = f"opt:{row.key}"
            self.option_widgets.append(c)
        if not self.hints_set:
            self.coach_on["hints"] = self.carried_hints()
        label, help_text = self.coach_labels()
        self.c_coach = w.add(SetupChoice(label, [False, True], self.coach,
                                         lambda on: _("On") if on else _("Off"),
                                         self.set_coach, help_text))
        self.c_coach.name = "coach"
        last = self.page == self.pages - 1
        # the pager reads as a way back on the last page; it stays where a full page ends
        self.b_more = w.add(Button(
            _("‹ Back to main options") if last and self.pages > 1 else _("More options ›"),
            self.next_page, None,
            _("Back to the first page of options") if last
            else _("Page {page} of {pages}").format(page=self.page + 1, pages=self.pages),
            name="more"))
        self.b_more.visible = self.pages > 1
        self.b_prev = w.add(Button("‹", lambda: self.turn_page(-1), None, _("Previous page"),
                                   name="prev"))
        self.b_prev.visible = False
        if self.compact:   # one column turned over in pages: ‹ and › beside "Page 1 of 3"
            self.b_more.text, self.b_more.tooltip = "›", _("Next page")
        self.b_back = w.add(Button(_("Back"), self.on_back, None,
                                   _("Key: {key}").format(key="Esc"), name="back"))
        self.b_start = w.add(Button(_("Start"), self.start, pygame.K_F5,
                                    R_("Deal the first hand", terms_for(v.rules).rami), True,
                                    name="start"))
        if self.widgets.focus is None:
            self.widgets.set_focus(self.b_start)
        self.widgets.tab_order = lambda items: reading_order(items, self.tab_column)
        self.wanted = {w: w.visible for w in self.widgets.widgets}   # shown on their page

    def tab_column(self, widget) -> int:
        """Tab reads the form as the eye does: the left column down, then the options'
        column (or the compact form's one column), then the bottom row (Back, ‹, ›, Start)."""
        if widget.rect.top >= self.b_back.rect.top:
            return 2
        return 0 if self.compact or widget.rect.centerx < self.options_left else 1

    def is_compact(self) -> bool:
        """Too small a canvas for two columns (a large text size): the rows flow down one
        column, in pages (see `game.ui.scenes.setup_flow`)."""
        lay = self.layout
        return lay.w / lay.scale < 1000 or lay.h / lay.scale < 560

    def turn_page(self, delta: int) -> None:
        self.page = (self.page + delta) % self.pages
        if self.compact:
            self.place()
            self.dirty = True
        else:
            self.rebuild()

    def place(self) -> None:
        if self.compact:
            self.place_compact()
            return
        lay = self.layout
        rh, text_px = self.row_metrics()
        for c in self.widgets.widgets:
            if isinstance(c, SetupChoice | TextField):
                c.text_px = text_px
        gap = lay.px(10)
        left = pygame.Rect(int(lay.w * 0.05), lay.px(120), int(lay.w * 0.42), 0)
        bw, bh = lay.button_size()
        by = lay.h - lay.margin - bh - lay.px(8)
        y = left.top
        self.c_variant.rect = pygame.Rect(left.left, y, left.width, rh)
        y += rh + gap
        lo, hi = find_variant(self.variant).players
        compact = hi > 2 and self.mode != "ai"   # up to six seat rows: lower rows
        srh = max(26, lay.px(34)) if compact else rh
        sgap = lay.px(6) if compact else gap
        # The variant's summary goes under the rows (`place_summary`), where it pushes none
        # (over them its height moved the rows as the player stepped through the variants)
        self.c_mode.rect = pygame.Rect(left.left, y, left.width, rh)
        y += rh + gap
        if self.c_seats.visible:
            # Players always at the left of the row under Mode (it must not move when the
            # count changes, so a click keeps hitting the same arrow); the computer strength
            # shares the row when there is a computer
            pw = int((left.width - gap) * 0.42)
            self.c_seats.rect = pygame.Rect(left.left, y, pw, rh)
            self.c_level.rect = pygame.Rect(left.left + pw + gap, y, left.width - pw - gap,
                                            rh) if self.c_level.visible else pygame.Rect(0, 0,
                                                                                         0, 0)
            y += rh + gap
        else:
            self.c_seats.rect = pygame.Rect(0, 0, 0, 0)
            if self.c_level.visible:
                self.c_level.rect = pygame.Rect(left.left, y, left.width, rh)
                y += rh + gap
            else:
                self.c_level.rect = pygame.Rect(0, 0, 0, 0)
        for i, field in enumerate(self.name_fields):
            if i < len(self.kind_choices):
                kw = int(left.width * 0.36)
                self.kind_choices[i].rect = pygame.Rect(left.right - kw, y, kw, srh)
                field.rect = pygame.Rect(left.left, y, left.width - kw - lay.px(8), srh) \
                    if field.visible else pygame.Rect(0, 0, 0, 0)
            else:
                field.rect = pygame.Rect(left.left, y, left.width, srh)
            y += srh + sgap
        names_bottom = y
        right_x = self.options_left = int(lay.w * 0.53)
        right_w = int(lay.w * 0.42)
        y = lay.px(120) + int(lay.font_body * 1.4)
        for c in self.option_widgets:
            c.rect = pygame.Rect(right_x, y, right_w, rh)
            y += rh + gap
        # the options' value boxes line up: as wide as the widest value among them needs,
        # and the labels get the rest of the row
        # (every page's options count, so turning the page keeps the boxes and label size)
        split = min((fit_split(c, self.res) for c in self.option_probes()), default=0.5)
        for c in self.option_widgets:
            c.split = split
        share_label_size(self.option_widgets, self.res, self.all_option_labels())
        if self.c_seats.visible:   # the shared row: both halves fitted to their contents
            fit_split(self.c_seats, self.res, hi=0.55)
            fit_split(self.c_level, self.res)
        else:
            self.c_level.split = 0.5
        # long variant names get the width they need (the short "Variant" label gives it)
        fit_split(self.c_variant, self.res, lo=0.24, hi=0.5)
        for kind in self.kind_choices:   # no label: the value box takes what it needs
            fit_split(kind, self.res, lo=0.0)
        # the page button stays where a full page ends, whatever this page holds
        top = lay.px(120) + int(lay.font_body * 1.4)
        self.b_more.rect = pygame.Rect(right_x + right_w - bw,
                                       top + self.per_page * (rh + gap), bw, bh)
        self.b_back.rect = pygame.Rect(int(lay.w / 2 - bw - lay.px(10)), by, bw, bh)
        # the coaching switch is about the people at the table, not the rules: under the
        # names, shaped like the rows above it; under the options when the names fill the
        # column (many hot-seat players)
        self.align_left_column()
        # under the names if the summary fits whole there, or under the options (six names)
        right = pygame.Rect(right_x, 0, right_w, 0)
        options_end = max([c.rect.bottom for c in self.option_widgets] +
                          [self.b_more.rect.bottom if self.b_more.visible else 0,
                           lay.px(120) + int(lay.font_body * 1.4)])
        if names_bottom + rh <= by - gap and (
                self.place_summary(left, names_bottom + rh + gap, by - gap) or
                self.place_summary(right, options_end + gap, by - gap)):
            self.c_coach.rect = pygame.Rect(left.left, names_bottom, left.width, rh)
            # its value box lines up with Mode's above it (a long label is set a little
            # smaller or wrapped, as SetupChoice does)
            fit_split(self.c_coach, self.res, lo=0.0, hi=self.c_mode.split)
        else:
            self.c_coach.rect = pygame.Rect(right_x, min(self.b_more.rect.bottom + gap,
                                                         by - gap - rh), right_w, rh)
            fit_split(self.c_coach, self.res, lo=0.5, hi=0.8)
            self.place_summary(left, names_bottom, by - gap)
        self.b_start.rect = pygame.Rect(int(lay.w / 2 + lay.px(10)), by, bw, bh)

    def align_left_column(self) -> None:
        """The left column's rows of one label and one box (Variant, Mode, the computer
        strength alone, a name without a seat kind, the coaching switch) start their boxes
        at one edge: the variant's, which its long names push left, moved right as far as a
        label there needs (a ragged column of boxes looked unfinished). The coaching switch's
        long label moves it as far as the longest variant name still reads at full size
        (`SetupChoice.value_split`), or 16 px; beyond that it wraps, as before."""
        rows: list[SetupChoice | TextField] = [self.c_variant, self.c_mode]
        if not self.c_seats.visible and self.c_level.visible:
            rows.append(self.c_level)
        rows += [f for i, f in enumerate(self.name_fields)
                 if f.visible and i >= len(self.kind_choices)]
        width = self.c_variant.rect.width
        px = self.c_variant.value_px()

        def need(label: str) -> float:
            return (self.res.font(px).size(label)[0] + 13) / width   # `label_width`

        # every mode's labels: changing the mode does not move the column (it moved 5-15 px)
        labels = [w.label for w in rows[1:]] + [
            self.c_level.label, _("Your name"),
            *(_("Player {n}").format(n=n) for n in range(1, self.c_seats.choices[-1] + 1))]
        split = max([self.c_variant.split, *(need(label) for label in labels)])
        coach = max(need(label) for label, _help in self.coach_label_pairs())
        split = max(split, min(coach, max(self.c_variant.value_split(self.res),
                                          self.c_variant.split + 16 / width)))
        for w in rows:
            w.split = min(0.5, split)

    def row_metrics(self) -> tuple[int, int]:
        """The two-column form's row height and row text size: a row holds two lines of its
        text (a long label wraps at full size; at 800x600 / 100 % every option label was
        shrunk to about 10 px high in a 28 px row)."""
        lay = self.layout
        text_px = max(13, int(max(28, lay.px(40)) * 0.5))
        return max(ROW_MIN, lay.px(40)), text_px

    def options_per_page(self) -> int:
        """How many option rows a page holds: `OPTIONS_PER_PAGE`, fewer when the text size
        makes the rows taller than the room above the pager and the coaching switch."""
        lay = self.layout
        rh = self.row_metrics()[0]
        gap = lay.px(10)
        _bw, bh = lay.button_size()
        bottom = lay.h - lay.margin - bh - lay.px(8)          # the Back / Start row
        top = lay.px(120) + int(lay.font_body * 1.4)
        room = bottom - top - rh - bh                           # the switch and the pager
        return max(3, min(OPTIONS_PER_PAGE, room // (rh + gap)))

    def resize(self, size: tuple[int, int]) -> None:
        if self.is_compact() != self.compact or (
                not self.compact and self.options_per_page() != self.per_page):
            self.page = 0
            self.rebuild()   # the pages hold another number of rows now
        super().resize(size)

    def place_summary(self, left: pygame.Rect, top: int, bottom: int) -> bool:
        """The summary from `top` (plus a gap) to at most `bottom`, at the largest size it
        fits whole in; whether it does (else it is placed at its smallest size)."""
        top += self.layout.px(8)
        # (it starts where the rows' labels do, not at the rows' edge)
        width = left.width - LABEL_INSET
        self.summary_px, height = self.summary_fit(width, bottom - top)
        self.summary_rect = pygame.Rect(left.left + LABEL_INSET, top, width, height)
        return height <= bottom - top

    def summary_fit(self, width: int, room: int) -> tuple[int, int]:
        """The summary's font size (the body size where it fits in `room`, else down to four
        fifths of the small size; the variant's fullest wording sets it, so an option's
        choice never changes it) and the height it takes, wrapped to `width`."""
        lay = self.layout
        texts = (fullest_summary(self.variant), self.summary())
        smallest = max(11, round(lay.font_small * 0.8))
        for px in range(lay.font_body, smallest - 1, -1):
            height = max(self.summary_height(t, px, width) for t in texts)
            if height <= room:
                return px, height
        return smallest, height

    def summary(self) -> str:
        """The variant's summary worded from the options chosen so far."""
        return summary_text(self.variant, chosen_rules(self.variant, self.options), self.seats)

    # ----- changes ----------------------------------------------------------------------
    def set_variant(self, name: str) -> None:
        self.variant = name
        rules = find_variant(name).rules
        self.seats = max(rules.min_players, min(rules.max_players, self.seats))
        self.options = clean_choices(name, remembered.new_game_options(self.app.settings, name))
        self.page = 0
        self.rebuild()

    def set_mode(self, mode: str) -> None:
        self.mode = mode
        self.rebuild()

    def set_level(self, level: str) -> None:
        self.level = level

    def set_human(self, seat: int, human: bool) -> None:
        self.human[seat] = bool(human)
        self.rebuild()

    def set_seats(self, n: int) -> None:
        self.seats = n
        self.rebuild()

    def hotseat_setup(self) -> bool:
        """Several people at this screen (the coaching switch is then about hints)."""
        if self.mode == "hotseat":
            return True
        return self.mode == "custom" and sum(self.human[:self.seats]) > 1

    def coach_labels(self) -> tuple[str, str]:
        """The coaching switch's label and help: hints in hot-seat, else undo."""
        hints, undo = self.coach_label_pairs()
        return hints if self.hotseat_setup() else undo

    @staticmethod
    def coach_label_pairs() -> tuple[tuple[str, str], tuple[str, str]]:
        """The coaching switch's (label, help) for several people at the screen, and for
        one."""
        return ((_("Hints (every player agrees)"),
                 _("On: each of you may ask the coach for a hint on your own turn")),
                (_("Allow undo in counted matches"),
                 _("On: you may take moves back; your statistics mark the match \"with "
                   "undo\"")))

    @property
    def coach(self) -> bool:
        """The coaching switch as it stands for this mode (hints or undo)."""
        return self.coach_on["hints" if self.hotseat_setup() else "undo"]

    def set_coach(self, on: bool) -> None:
        self.hints_set = self.hints_set or self.hotseat_setup()
        self.coach_on["hints" if self.hotseat_setup() else "undo"] = bool(on)

    def carried_hints(self) -> bool:
        """Whether the players now set up are the ones who agreed to hints at the last table."""
        return self.hotseat_setup() and \
            getattr(self.app, "hint_players", None) == self.table_players()

    def set_name(self, i: int, text: str) -> None:
        if self.mode == "ai":
            self.solo = text
            return
        while len(self.names) <= i:
            self.names.append(_("Player {n}").format(n=len(self.names) + 1))
        self.names[i] = text
        if not self.hints_set:   # another name is another player: asked again
            self.coach_on["hints"] = self.carried_hints()
            self.c_coach.value = self.coach

    def set_option(self, key: str, value) -> None:
        """Keep the choice; the list is rebuilt, since an option can decide whether others
        apply, or what they mean (Hollywood has no "Next dealer"; its target closes a game)."""
        wording = self.summary()
        self.options[key] = value
        now = [(r.key, option_label(r)) for r in setup_options(self.variant, self.options)]
        first = 0 if self.compact else self.page * self.per_page
        if [(c.name[4:], c.label) for c in self.option_widgets] != now[first:][:self.per_page]:
            self.rebuild()
        elif self.summary() != wording and (self.compact or not self.summary_fits()):
            self.rebuild()   # the summary's lines are rows of the compact form's pages

    def summary_fits(self) -> bool:
        """Whether the summary as worded now fits the place laid out for it."""
        return self.summary_height(self.summary(), self.summary_px,
                                   self.summary_rect.width) <= self.summary_rect.height

    def summary_height(self, text: str, px: int, width: int) -> int:
        """The height `text` takes as the summary, wrapped to `width` at `px`."""
        return len(self.res.wrap(as_set(text), px, width)) * int(px * 1.25 * 0.8)

    def option_probes(self) -> list[SetupChoice]:
        """A row like the first placed option for each option of every page (to measure)."""
        if not self.option_widgets:
            return []
        like = self.option_widgets[0]
        probes = []
        for row in setup_options(self.variant, self.options):
            probe = copy.copy(like)
            probe.label, probe.choices = option_label(row), list(row.choices)
            probe.fmt = lambda value, key=row.key: option_value(key, value)
            probes.append(probe)
        return probes

    def all_option_labels(self) -> list[str]:
        """Every option label of the variant, on every page (they share one size)."""
        return [option_label(r) for r in setup_options(self.variant, self.options)]

    def next_page(self) -> None:
        self.turn_page(1)

    def name_for(self, i: int) -> str:
        """The name typed for seat i; the versus-computer default "You" makes no sense when
        several people share the screen, so hot-seat seats fall back to "Player N" (one person
        among computers in "choose each seat" stays "You": the table says "You" of their melds
        and moves, and a name tag "Player 1" over them read as someone else)."""
        text = clean_name(self.solo if self.mode == "ai" else
                          self.names[i] if i < len(self.names) else "")
        alone = self.mode == "custom" and sum(self.human[:self.seats]) == 1
        if self.mode != "ai" and not alone and text in ("You", _("You")):
            return _("Player {n}").format(n=i + 1)
        return text

    # ----- start ------------------------------------------------------------------------
    def computer_at(self, seat: int) -> bool:
        return (self.mode == "ai" and seat > 0) or (self.mode == "custom"
                                                    and not self.human[seat])

    def table_players(self) -> tuple[str | None, ...]:
        """Who sits at the table: each person's name by seat, None for a computer (its
        strength and name are no part of who agreed to hints)."""
        names = self.player_names()
        return tuple(None if self.computer_at(i) else names[i] for i in range(self.seats))

    def player_names(self) -> list[str]:
        names = []
        level_names = {level: _(msgid) for level, msgid in COMPUTER_NAMES.items()}
        computers = [i for i in range(self.seats) if self.computer_at(i)]
        for i in range(self.seats):
            if i in computers:
                base = level_names.get(self.level, _("Computer"))
                # numbered among the computers where there are two or more (not "Computer 0");
                # a no-break space: a wrapped tag never reads "Ordinateur" over "1 · capitaine"
                names.append(base if len(computers) == 1 else
                             f"{base}\u00a0{computers.index(i) + 1}")
            else:
                names.append(self.name_for(i) or _("Player {n}").format(n=i + 1))
        return names

    def start(self, confirmed: bool = False) -> None:
        from game.ui.guards import ask_before_abandoning

        if not confirmed and ask_before_abandoning(self.app, lambda: self.start(True)):
            return  # an unfinished match would be lost: the player is asked first

        # remembered apart from the player's own settings, which change only in Settings
        remembered.remember_new_game(self.app.settings, self)
        self.app.settings_changed()
        try:
            if self.mode == "custom":
                session = Session.create(self.variant, self.options, "ai",
                                         self.player_names(), self.level, self.seats,
                                         human_seats=[i for i in range(self.seats)
                                                      if self.human[i]])
            else:
                session = Session.create(self.variant, self.options, self.mode,
                                         self.player_names(), self.level, self.seats)
        except Exception as exc:  # noqa: BLE001 - show it, do not crash
            log.exception("the match could not be started")
            self.error = start_error(exc)
            self.dirty = True
            return
        # the players' answer on hints goes to their next table (none for other players)
        self.app.hint_players = self.table_players() \
            if self.coach and self.hotseat_setup() else None
        if self.coach:
            if self.hotseat_setup():
                usage.agree_hints(session.match)
            else:
                usage.enable_undo(session.match)
        self.app.session = session
        hook = getattr(self.app, "on_new_session", None)
        if callable(hook):
            hook(session)
        self.app.clear_to_scene("menu")     # (a setup opened over a table: that one goes)
        self.app.push_scene("table", session=session)

    # ----- drawing ----------------------------------------------------------------------
    def draw_content(self, surface: pygame.Surface) -> None:
        lay = self.layout
        if self.compact:
            self.draw_screen_title(surface)   # left, as on every full screen
            self.draw_page(surface)
            self.draw_error(surface)
            return
        self.draw_screen_title(surface)
        blit_paragraph(surface, self.res, as_set(self.summary()), self.summary_px,
                       self.summary_rect,
                       theme.TEXT_DIM)
        right_x = self.options_left + LABEL_INSET    # over the option rows' labels
        blit_text(surface, self.res, _("Options"), lay.font_body, (right_x, lay.px(120)),
                  theme.GOLD, bold=True)
        if not self.option_widgets:
            blit_text(surface, self.res, _("This variant has no options."), lay.font_small,
                      (right_x, lay.px(120) + lay.font_body * 1.6), theme.TEXT_DIM)
        for i, kind in enumerate(self.kind_choices):
            if i < len(self.name_fields) and not self.name_fields[i].visible:
                blit_text(surface, self.res, _("Player {n}").format(n=i + 1) + "  ·  "
                          + _("computer"), max(13, int(kind.rect.height * 0.5)),
                          (int(lay.w * 0.05) + 4, kind.rect.centery), theme.TEXT_DIM,
                          "midleft")
        self.draw_error(surface)

    def draw_error(self, surface: pygame.Surface) -> None:
        lay = self.layout
        error = getattr(self, "error", None)
        if error:
            blit_text(surface, self.res, error, lay.font_small,
                      (lay.w / 2, self.b_start.rect.top - lay.px(12)), theme.ILLEGAL,
                      "midbottom")
