"""The glue between the game window and `game.persist`: settings, autosave, Continue, statistics.

- `load_ui_settings()` reads the settings file at start (a corrupt file is moved aside by
  game.persist and the defaults are used); the message is kept for the menu. With no usable
  settings file (first start) the language is the system's (`i18n.system_language`).
- `attach(app)` wires a running `App`:
  - every change of `app.settings` is saved atomically (at once after `settings_changed()` or
    any change of a setting; a window being resized is saved once it has stopped changing);
  - every match that reaches the table (`app.session`) is autosaved after every action
    (`enable_autosave`), its hands and result are recorded in the statistics for the human seat,
    and its save is discarded once it is over;
  - a saved match is loaded at start so "Continue" resumes it exactly (a corrupt or
    wrong-version save is moved aside and the menu says why);
  - `app.notices` holds messages for the menu (bad files).
- `session_from_match(match)` rebuilds the UI's `Session` around a loaded `Match`: names, seats
  and AI levels, variant and options all come from the save itself.
"""

from __future__ import annotations

import dataclasses
import logging
import os
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.core.events import Event, HandScored, MatchOver
from game.core.phase import OVER_PHASES
from game.persist import saves as save_store
from game.persist import settings as settings_store
from game.persist import stats as stats_store
from game.persist.problems import Problem
from game.ui.guards import post_notice
from game.ui.i18n import _, available_languages, set_language, system_language
from game.ui.persist_words import problem_text, problems_text
from game.ui.session import Session
from game.ui.settings_model import Settings
from game.variants import find_variant

if TYPE_CHECKING:
    from game.match import Match
    from game.ui.app import App

log = logging.getLogger(__name__)

#: seconds a window size must stay unchanged before it is written
WINDOW_SAVE_DELAY = 0.6
_WINDOW_FIELDS = ("window_size", "fullscreen")
_ATTACHED = "ui_persistence"   # key in match.meta: the match is autosaved and recorded

#: messages found before the window existed (the settings file), shown by the menu
_startup_notices: list[str] = []


# ----- settings ----------------------------------------------------------------------------
def settings_notice(result, kept: str | None = None) -> str | None:
    """A message for the player about the settings file, or None when all was well; `kept`
    names the copy of a file whose unusable values were put back to their defaults."""
    if not result.ok:
        return _("Your settings could not be read.") + " " + \
            problems_text(result.problems)
    if result.problems:
        text = _("Some saved settings could not be used and were reset.") + " " + \
            problems_text(result.problems)
        if kept:
            text += " " + _("The old file was kept as {backup}.").format(backup=kept)
        return text
    return None


def load_ui_settings(path=None) -> Settings:
    """The saved settings for the UI (defaults if there are none or the file is bad).

    The first start (no settings file, or one that could not be used) takes the system's
    language; the notices about the file are worded in the language the game starts in.
    """
    target = settings_store.settings_path() if path is None else path
    first_start = not os.path.exists(target)
    try:
        result = settings_store.read_settings(path)
    except Exception as exc:  # noqa: BLE001 - a bad settings file must never stop the game
        log.exception("reading the settings failed")
        set_language(system_language())
        _startup_notices.append(_("Your settings could not be read ({error}); the defaults "
                                  "are used.").format(error=exc))
        return dataclasses.replace(Settings(), language=system_language())
    settings = Settings.from_persist(result.value)
    if first_start or not result.ok:
        settings = dataclasses.replace(settings, language=system_language())
    elif settings.language not in available_languages():
        # a language this installation has no translation for ("xx" stood as the Language
        # row's value, and nothing said why the game spoke English: a play-tester)
        wanted = settings.language
        settings = dataclasses.replace(settings, language="en")
        result = dataclasses.replace(result, value=settings.to_persist(), problems=(
            *result.problems, Problem.of("setting-replaced", key="language", was=wanted,
                                         default="en")))
    set_language(settings.language)
    kept = None
    if result.ok and result.problems:
        # written back at once, with the defaults in place: told once, not at every start
        try:
            backup = settings_store.repair_settings(result.value, path)
            kept = backup.name if backup is not None else None
        except OSError:
            log.exception("rewriting the repaired settings failed")
    notice = settings_notice(result, kept)
    if notice:
        _startup_notices.append(notice)
    return settings


def save_ui_settings(settings: Settings, path=None) -> None:
    """Write the settings atomically (values game.persist refuses are saved as defaults)."""
    value, messages = settings.check()
    for message in messages:
        log.warning("settings: %s", message)
    settings_store.save_settings(value, path)


# ----- sessions ------------------------------------------------------------------------------
def session_from_match(match: Match) -> Session:
    """The UI's Session around a match loaded from a save (or any running match)."""
    rules = match.rules
    variant = find_variant(rules.variant)
    base = variant.rules.to_dict()
    options: dict[str, Any] = {k: v for k, v in rules.to_dict().items()
                               if k in base and v != base[k]}
    specs = [save_store.player_spec(p) for p in match.players]
    kinds: list[str | None] = [None if s == save_store.HUMAN else s for s in specs]
    humans = kinds.count(None)
    mode = "hotseat" if humans > 1 or humans == len(kinds) else "ai"
    session = Session(variant.name, options, mode, list(match.names), kinds, match,
                      match.seed)
    session.follow_language()   # saved in another language: its default names follow
    return session


def human_seat(session: Session) -> int | None:
    """The seat whose statistics are kept: the first human at the screen (in hot-seat, the
    first player named in the setup, normally the machine's owner)."""
    humans = session.humans
    return humans[0] if humans else None


# ----- the glue object ---------------------------------------------------------------------
class Persistence:
    """Attached to an App by `attach`; also reachable as `app.persistence`."""

    def __init__(self, app: App, load_save: bool = True) -> None:
        self.app = app
        self.saved_settings = app.settings.copy()
        self.window_changed_at: float | None = None
        # the player's answer about running third-party bots named in the save (None: not
        # asked yet; see game.ui.guards.ask_before_running_bots)
        self.bots_confirmed: bool | None = None
        app.notices = list(getattr(app, "notices", []) or [])
        app.notices.extend(_startup_notices)
        _startup_notices.clear()
        app.save_settings = self.save_settings
        app.on_new_session = self.attach_session
        app.on_match_over = self.match_over
        app.load_saved_session = self.load_saved_session
        app.has_saved_session = self.has_saved_session
        app.persistence = self
        app.frame_hooks.append(self.frame_hook)
        if load_save:
            self.load_at_start()

    # ----- settings -----------------------------------------------------------------------
    def save_settings(self, settings: Settings | None = None) -> None:
        settings = settings or self.app.settings
        try:
            save_ui_settings(settings)
        except OSError as exc:
            log.warning("could not save the settings: %s", exc)
        self.saved_settings = settings.copy()
        self.window_changed_at = None

    def _settings_check(self) -> None:
        current = self.app.settings
        if current == self.saved_settings:
            self.window_changed_at = None
            return
        only_window = all(getattr(current, f.name) == getattr(self.saved_settings, f.name)
                          for f in dataclasses.fields(current) if f.name not in _WINDOW_FIELDS)
        if not only_window:
            self.save_settings(current)
            return
        now = time.monotonic()
        if self.window_changed_at is None:
            self.window_changed_at = now
        elif now - self.window_changed_at >= WINDOW_SAVE_DELAY:
            self.save_settings(current)

    def flush(self) -> None:
        """Save whatever has not been saved yet (called when the window closes)."""
        if self.app.settings != self.saved_settings:
            self.save_settings(self.app.settings)

    # ----- the match in play --------------------------------------------------------------
    def frame_hook(self, app: App) -> None:
        self._settings_check()
        session = app.session
        if session is not None and not session.match.meta.get(_ATTACHED):
            self.attach_session(session)
        self._tell_problems(session)

    def _tell_problems(self, session: Session | None) -> None:
        """Tell the player, once each, that the autosave or the statistics stopped working."""
        if session is not None:
            error = session.match.meta.get("autosave_error")
            if error and not session.match.meta.get("autosave_error_told"):
                session.match.meta["autosave_error_told"] = True
                path = Path(str(session.match.meta.get("autosave_path", "?")))
                post_notice(self.app, _(
                    "This match cannot be saved: {error}. The game goes on, but if it is "
                    "closed now the match cannot be continued. Free some disk space, or make "
                    "sure the folder {folder} can be written and {name} is a file.").format(
                    error=error, folder=path.parent, name=path.name))
        for problem in stats_store.take_problems():
            post_notice(self.app, problem_text(problem))

    def attach_session(self, session: Session) -> None:
        """Autosave `session`'s match after every action and record its results."""
        match = session.match
        if match.meta.get(_ATTACHED):
            return
        match.meta[_ATTACHED] = True
        if match.is_over:
            self._finish(session)
            return
        try:
            save_store.enable_autosave(match)
        except Exception as exc:  # noqa: BLE001 - the game goes on without autosave
            log.exception("could not enable the autosave")
            self.notice(_("The match cannot be saved automatically: {error}").format(
                error=exc))
        match.listeners.append(lambda events, s=session: self._on_events(s, events))

    def _on_events(self, session: Session, events: list[Event]) -> None:
        seat = human_seat(session)
        for event in events:
            if isinstance(event, HandScored) and seat is not None:
                self._record_hand(session, seat)
            elif isinstance(event, MatchOver):
                self._finish(session)

    def _record_hand(self, session: Session, seat: int) -> None:
        try:
            stats = stats_store.load_stats()
            if stats_store.record_last_hand(stats, session.match, seat):
                stats_store.save_stats(stats)
        except Exception as exc:  # noqa: BLE001 - statistics never break the game
            log.exception("could not record the hand in the statistics")
            self._stats_failed(exc)

    def _stats_failed(self, exc: Exception) -> None:
        post_notice(self.app, _("Your statistics cannot be saved ({error}); this match is not "
                                "counted. The file is {path}.").format(
            error=getattr(exc, "strerror", None) or exc, path=stats_store.stats_path()))

    def _finish(self, session: Session) -> None:
        """The match is over: count it in the statistics, forget its save."""
        match = session.match
        if match.meta.get("ui_recorded"):
            return
        match.meta["ui_recorded"] = True
        seat = human_seat(session)
        if seat is not None:
            try:
                stats_store.record_finished_match(match, seat)
            except Exception as exc:  # noqa: BLE001
                log.exception("could not record the match in the statistics")
                self._stats_failed(exc)
        try:
            save_store.disable_autosave(match)
            save_store.save_match(match)      # the save now says "over"...
            save_store.discard_autosave()     # ...so it is removed
        except Exception:  # noqa: BLE001
            log.exception("could not discard the finished match's save")

    def match_over(self, session: Session) -> None:
        """Called by the match-over screen (the listener normally got there first)."""
        if session.match.is_over:
            self._finish(session)

    # ----- Continue -----------------------------------------------------------------------
    def has_saved_session(self) -> bool:
        summary = save_store.save_summary()
        if summary is not None:
            return not summary.get("over")
        return save_store.has_saved_match()   # unreadable: loading says why and moves it

    def load_saved_session(self) -> Session | None:
        """The saved match as a Session (autosaved from now on), or None with a notice."""
        if not save_store.has_saved_match():
            return None
        result = save_store.try_load_match(allow_bots=bool(self.bots_confirmed))
        if not result.ok or result.value is None:
            self.notice(_("The saved match could not be resumed.") + " " +
                        problems_text(result.problems))
            self.app.scenes.mark_dirty()
            return None
        # a bot the player has just chosen not to run needs no word; the others do
        told = [p for p in result.problems if not p.values.get("declined")]
        if told:
            self.notice(problems_text(told))
        session = session_from_match(result.value)
        self.attach_session(session)
        if session.match.is_over:
            return None
        return session

    def load_at_start(self) -> None:
        """Read the statistics and the save now, so a bad file is reported on the menu
        straight away (a damaged statistics file was told only once Statistics was opened)."""
        stats_store.read_stats()
        for problem in stats_store.take_problems():
            self.notice(problem_text(problem))
        if self.app.session is not None or not save_store.has_saved_match():
            return
        if save_store.save_bots():
            return  # a third-party bot's code is imported only once the player agrees
        session = self.load_saved_session()
        if session is not None:
            self.app.session = session

    def notice(self, text: str) -> None:
        if text and text not in self.app.notices:
            self.app.notices.append(text)
        self.app.scenes.mark_dirty()


def attach(app: App, load_save: bool = True) -> Persistence:
    """Wire `app` to game.persist (see the module docstring)."""
    existing = getattr(app, "persistence", None)
    if isinstance(existing, Persistence):
        return existing
    return Persistence(app, load_save)


def prepare_resume(table) -> None:
    """A hot-seat match resumed from the menu: nobody has said who is at the screen, so the
    table hides every hand until the hand-over screen is confirmed. Resumed between two
    hands, every card is shown anyway: the table keeps its seat's view (the spectator's
    drew a player's spread twice, at the top and in the hand's row, under overlapping melds,
    until the score came back: a play-tester)."""
    if table.session.hotseat and table.session.view(None).phase not in OVER_PHASES:
        table.viewer = None


__all__ = ["Persistence", "attach", "human_seat", "load_ui_settings", "prepare_resume",
           "save_ui_settings", "session_from_match", "settings_notice"]
