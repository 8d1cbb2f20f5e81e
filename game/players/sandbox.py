"""Third-party bots in their own process: `RemoteBot` in the game, `host` in the bot's process.

A bot named by a spec (`package.module:Class`, on the command line, in the setup or in a save)
is imported and created in a separate process started with `multiprocessing`'s *spawn* method,
so it shares no memory with the game: walking `gc.get_objects()` or the interpreter's frames
finds no engine, no stock and no other hand, and changing a card or a rule it was sent changes
nothing in the game. The two processes exchange JSON messages only (`game.players.wire`); the
game never unpickles anything the bot sends.

Every request (`choose` and `observe`) must be answered within the match's time budget; a bot
that is late, crashes, answers nonsense or an illegal action is stopped at once (its process
killed and joined) and `BotFailure` says why, so the match replaces it. Nothing is left behind:
no thread is started in the game, the process is killed when the bot is closed, replaced,
garbage-collected or when the game exits.
"""

from __future__ import annotations

import multiprocessing
import os
import sys
import weakref
from collections.abc import Sequence
from multiprocessing.connection import Connection
from typing import Any

from game.core.actions import Action
from game.core.errors import GameError
from game.core.events import Event
from game.core.view import PlayerView
from game.players import wire

#: seconds a bot's process may take to start, import the bot and create it
START_TIMEOUT = 60.0
#: seconds a bot may take to answer when the match gives no budget
DEFAULT_BUDGET = 5.0


class BotFailure(Exception):
    """The bot misbehaved; the message says how (for the match's incident list)."""


def _stop(process: Any, conn: Connection) -> None:
    """Kill and reap the bot's process and close the pipe (idempotent)."""
    try:
        conn.close()
    except OSError:
        pass
    if process.is_alive():
        process.kill()
    process.join(5)
    try:
        process.close()
    except ValueError:  # still running after SIGKILL and 5 s: nothing more can be done
        pass


class RemoteBot:
    """A player whose decisions are made by a third-party bot in another process."""

    def __init__(self, spec: str, name: str | None = None,
                 start_timeout: float = START_TIMEOUT) -> None:
        self.spec = spec
        ctx = multiprocessing.get_context("spawn")
        here, there = ctx.Pipe(duplex=True)
        process = ctx.Process(target=host, args=(there, spec, name), daemon=True,
                              name=f"gin-table bot {spec}"[:60])
        process.start()
        there.close()
        self._conn: Connection | None = here
        self._process = process
        self.pooled = False  # True: kept running between matches (`renew`), see simulate
        self._finalizer = weakref.finalize(self, _stop, process, here)
        self.problem: str | None = None
        try:
            hello = self._receive(start_timeout, "to start")
        except BotFailure as exc:
            self.close()
            raise GameError(f"cannot start bot {spec!r}: {exc} (a script that starts bots "
                            "must run its own code under `if __name__ == \"__main__\":`, "
                            "since the bot's process imports the script)") from None
        if "error" in hello:
            self.close()
            raise GameError(str(hello["error"])[:500])
        self.name = str(hello.get("name") or name or spec)[:64]
        self.observes = bool(hello.get("observes"))

    # ----- the player protocol --------------------------------------------------------------
    def choose(self, view: PlayerView, legal_actions: Sequence[Action],
               budget: float | None = None) -> Action:
        """The bot's answer as the game's own parsed action (legality is the match's job)."""
        reply = self._request({"op": "choose", "view": wire.encode(view),
                               "legal": [str(a) for a in legal_actions]}, budget)
        try:
            return wire.read_action(reply.get("action"))
        except ValueError as exc:
            self._fail(f"returned an illegal action ({exc})")
            raise AssertionError from None  # _fail raised

    def observe(self, events: Sequence[Event], budget: float | None = None) -> None:
        """Send the events (already redacted for this seat) if the bot listens."""
        if self.observes:
            self._request({"op": "observe", "events": wire.encode(list(events))}, budget)

    def renew(self, name: str | None = None) -> None:
        """A fresh bot object in the same process, for the next match (saves starting a
        process per match); raises BotFailure if that fails (the process is then stopped)."""
        hello = self._request({"op": "new", "name": name}, START_TIMEOUT)
        self.name = str(hello.get("name") or name or self.spec)[:64]
        self.observes = bool(hello.get("observes"))

    def close(self) -> None:
        """Stop the bot's process now (also done when the bot is garbage-collected)."""
        self._conn = None
        self._finalizer()

    @property
    def alive(self) -> bool:
        return self._conn is not None and self._finalizer.alive

    @property
    def pid(self) -> int | None:
        return self._process.pid

    # ----- messages -------------------------------------------------------------------------
    def _fail(self, problem: str) -> None:
        self.problem = problem
        self.close()
        raise BotFailure(problem)

    def _request(self, message: dict[str, Any], budget: float | None) -> dict[str, Any]:
        if self._conn is None:
            raise BotFailure(self.problem or "was stopped")
        try:
            self._conn.send_bytes(wire.dumps(message))
        except (OSError, ValueError) as exc:
            self._fail(f"stopped answering ({type(exc).__name__})")
        seconds = DEFAULT_BUDGET if budget is None else budget
        reply = self._receive(seconds, f"its {seconds:g} s budget")
        if "error" in reply:
            self._fail(str(reply["error"])[:500])
        return reply

    def _receive(self, seconds: float, what: str) -> dict[str, Any]:
        conn = self._conn
        if conn is None:
            raise BotFailure(self.problem or "was stopped")
        try:
            ready = conn.poll(seconds)
        except (OSError, EOFError):
            ready = True
        if not ready:
            self._fail(f"took longer than {what}" if what.startswith("its")
                       else f"took longer than {seconds:g} s {what}")
        try:
            return wire.loads(conn.recv_bytes(wire.MAX_MESSAGE))
        except EOFError:
            self._process.join(1)
            code = self._process.exitcode
            self._fail("stopped" + (f" (exit code {code})" if code is not None else ""))
        except (OSError, ValueError, UnicodeDecodeError) as exc:
            self._fail(f"sent an unreadable answer ({type(exc).__name__})")
        raise AssertionError  # pragma: no cover - _fail raised


# ----- the bot's side ---------------------------------------------------------------------------
def _reply(conn: Connection, message: dict[str, Any]) -> None:
    conn.send_bytes(wire.dumps(message))


def host(conn: Connection, spec: str, name: str | None) -> None:
    """The bot's process: create the bot, then answer requests until the pipe closes.

    The bot's own output goes to stderr (stdout belongs to the command that runs the match).
    """
    sys.stdout = sys.stderr
    from game.players import load_local_bot
    from game.players.base import BasePlayer

    try:
        bot = load_local_bot(spec, name)
    except GameError as exc:
        _reply(conn, {"error": str(exc)})
        return
    except BaseException as exc:  # noqa: BLE001 - report whatever a bot does at import
        _reply(conn, {"error": f"cannot create bot {spec!r}: {type(exc).__name__}: {exc}"})
        return
    def hello(bot) -> dict[str, object]:
        observe = getattr(type(bot), "observe", None)
        return {"name": str(getattr(bot, "name", "") or ""),
                "observes": callable(observe) and observe is not BasePlayer.observe}

    _reply(conn, hello(bot))
    while True:
        try:
            message = wire.loads(conn.recv_bytes())
        except (EOFError, OSError):
            return
        try:
            if message.get("op") == "choose":
                view = wire.decode(message["view"])
                legal = [wire.read_action(text) for text in message["legal"]]
                _reply(conn, {"action": wire.action_text(bot.choose(view, legal))})
            elif message.get("op") == "observe":
                bot.observe(list(wire.decode(message["events"])))
                _reply(conn, {"ok": True})
            elif message.get("op") == "new":
                bot = load_local_bot(spec, message.get("name") or name)
                _reply(conn, hello(bot))
            else:
                _reply(conn, {"error": "unknown request"})
        except BaseException as exc:  # noqa: BLE001 - every bot failure is reported
            if isinstance(exc, TypeError) and str(exc).startswith("returned"):
                _reply(conn, {"error": f"returned an illegal action ({exc})"})
            else:
                _reply(conn, {"error": f"raised {type(exc).__name__}: {exc}"})
            if isinstance(exc, (KeyboardInterrupt, SystemExit)):
                os._exit(1)


__all__ = ["DEFAULT_BUDGET", "START_TIMEOUT", "BotFailure", "RemoteBot", "host"]
