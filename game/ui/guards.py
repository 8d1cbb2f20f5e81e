"""Questions and notices that keep the player's things safe, for the menu, setup and table:

- `ask_before_abandoning(app, start)`: New game → Start with an unfinished match asks first
  (continue it, or abandon it — counted as abandoned in the statistics);
- `ask_before_restarting(app, restart)`: Restart in the pause menu asks the same before it
  gives up the match in play;
- `ask_before_running_bots(app, resume)`: Continue with a save that names a third-party bot
  asks before that bot's code is imported (run it, or let the built-in AI play its seat);
- `post_notice(app, text)`: tell the player something once — in the menu's notice box when
  the menu is showing, else in a dialog over the current scene (the table included).

Each returns quickly and never raises: a problem here must not stop the game.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from game.persist import saves as save_store
from game.ui.i18n import R_, _
from game.ui.persist_words import scored_last
from game.variants import find_variant
from game.variants.terms import terms_for

log = logging.getLogger(__name__)


def _unfinished_summary(app) -> dict[str, Any] | None:
    """The unfinished match a new game would replace: the one in play, or the saved one."""
    session = getattr(app, "session", None)
    if session is not None and not session.match.is_over:
        view = session.view(None)
        return {"variant": view.rules.variant, "hand_no": view.hand_no, "phase": view.phase}
    has = getattr(app, "has_saved_session", None)
    if callable(has) and has():
        return save_store.save_summary() or {}
    return None


def _variant_title(name: object) -> str:
    try:
        return _(find_variant(str(name)).title)
    except Exception:  # noqa: BLE001 - an unknown or damaged name is shown as it is
        return str(name or "?")


def _rami(name: object) -> bool:
    """Whether the variant named `name` is Rami (its hand worded *coup* in French: `R_`)."""
    try:
        return terms_for(find_variant(str(name)).rules).rami
    except Exception:  # noqa: BLE001 - an unknown or damaged name: Gin's words
        return False


def ask_before_abandoning(app, start: Callable[[], None]) -> bool:
    """If an unfinished match would be overwritten, ask and return True (`start` runs once the
    player chose to abandon it); False when there is nothing to lose (start at once)."""
    from game.ui.scenes.ask import AskScene

    try:
        summary = _unfinished_summary(app)
    except Exception:  # noqa: BLE001
        log.exception("could not check for an unfinished match")
        summary = None
    if summary is None:
        return False

    def keep() -> None:
        app.scenes.pop()  # the setup: back to the menu, which resumes the match
        resume = getattr(app.scenes.top, "on_continue", None)
        if callable(resume):
            resume()

    def abandon() -> None:
        abandon_match(app)
        start()

    hand_no = summary.get("hand_no", "?")
    rami = _rami(summary.get("variant"))
    # (no brackets of its own: the variant's title has some, "Gin Rummy (classic) (after
    # hand 2)" read badly: a play-tester)
    question = (R_("The {variant} match stopped after hand {hand} and is not finished. "
                   "Starting a new game abandons it: it is counted as abandoned in your "
                   "statistics and cannot be continued.", rami)
                if scored_last(hand_no, summary.get("phase")) else
                R_("The {variant} match stopped during hand {hand} and is not finished. "
                   "Starting a new game abandons it: it is counted as abandoned in your "
                   "statistics and cannot be continued.", rami)).format(
        variant=_variant_title(summary.get("variant")), hand=hand_no)
    app.scenes.push(AskScene(app, question, [
        ("continue-old", _("Continue it"), keep),
        ("abandon-old", _("Abandon it"), abandon),
    ], focus=0))  # Enter keeps the match
    return True


def abandon_match(app) -> None:
    """Give up the match in play (and its save): it counts as abandoned in the statistics."""
    session = getattr(app, "session", None)
    if session is not None:
        save_store.disable_autosave(session.match)
        session.match.close()
        app.session = None
    try:
        save_store.abandon_saved_match()
    except Exception:  # noqa: BLE001 - never block a new game
        log.exception("could not abandon the saved match")


def ask_before_restarting(app, restart: Callable[[], None]) -> bool:
    """If the match in play is unfinished, ask before restarting it and return True (`restart`
    runs once the player agreed, after the old match is abandoned); False when there is
    nothing to lose."""
    from game.ui.scenes.ask import AskScene

    session = getattr(app, "session", None)
    if session is None or session.match.is_over:
        return False
    view = session.view(None)

    def agreed() -> None:
        abandon_match(app)
        restart()

    question = R_("Restart the {variant} match from a new deal? The match in play (hand "
                  "{hand}) is abandoned: it is counted as abandoned in your statistics.",
                  terms_for(view.rules).rami).format(
        variant=_variant_title(view.rules.variant), hand=view.hand_no)
    app.scenes.push(AskScene(app, question, [("restart", _("Restart"), agreed)], focus=1))
    return True  # Enter cancels: the safe answer


def ask_before_running_bots(app, resume: Callable[[], None]) -> bool:
    """If the save names third-party bots the player has not agreed to, ask and return True
    (`resume` runs after the answer); False when there is nothing to ask."""
    from game.ui.scenes.ask import AskScene

    persistence = getattr(app, "persistence", None)
    session = getattr(app, "session", None)
    if persistence is None or persistence.bots_confirmed is not None or (
            session is not None and not session.match.is_over):
        return False
    bots = save_store.save_bots()
    if not bots:
        return False

    def answer(allowed: bool) -> Callable[[], None]:
        def run() -> None:
            persistence.bots_confirmed = allowed
            resume()
        return run

    question = _("The saved match has a player that is not part of the game: {bots}. It is a "
                 "program: it runs in its own process, with your permissions, and can read "
                 "and change your files. Run it only if you trust where it came from.").format(
        bots=", ".join(bots))
    app.scenes.push(AskScene(app, question, [
        ("run-bot", _("Run it"), answer(True)),
        ("builtin-ai", _("Built-in AI plays it"), answer(False)),
    ], focus=1))  # Enter picks the safe answer
    return True


def post_notice(app, text: str) -> None:
    """Tell the player `text` once: in the menu's notices, or a dialog over another scene."""
    if not text:
        return
    told: set[str] | None = getattr(app, "notices_told", None)
    if told is None:
        told = app.notices_told = set()
    if text in told:
        return
    told.add(text)
    top = app.scenes.top
    if top is None or getattr(top, "name", "") == "menu":
        notices = getattr(app, "notices", None)
        if notices is None:
            notices = app.notices = []
        if text not in notices:
            notices.append(text)
        app.scenes.mark_dirty()
        return
    from game.ui.scenes.ask import NoticeScene

    app.scenes.push(NoticeScene(app, text))


__all__ = ["ask_before_abandoning", "ask_before_running_bots", "post_notice"]
