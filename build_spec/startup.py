"""Start-up time of a built executable: from launch to the first frame of the menu.

`measure(path)` launches the executable with `GIN_TABLE_STARTUP_PROBE=<file>` in its environment;
the app (game/ui/app.py) writes `time.time()` to that file right after it has presented its
first menu frame, then exits 0. The start-up time is that timestamp minus the launch time.
`python -m game bench --frozen PATH` reports it; `python build_spec/startup.py PATH` too.

Opens a real window when there is a display (headless with SDL's dummy drivers otherwise, or with
`headless=True` / `--headless`); user files go to a temporary folder (GIN_TABLE_HOME), so it
never touches the real settings.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

PROBE_ENV = "GIN_TABLE_STARTUP_PROBE"
TARGET_S = 1.5


def folder_size(path: Path) -> int:
    """Bytes of every file under `path` (or of `path` itself if it is a file)."""
    path = Path(path)
    if path.is_file():
        return path.stat().st_size
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file() and not f.is_symlink())


def has_display() -> bool:
    """Whether a real window can be opened (always on Windows/macOS; X11/Wayland on Linux)."""
    if not sys.platform.startswith("linux"):
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def _env(home: Path, headless: bool) -> dict[str, str]:
    env = dict(os.environ)
    if headless:
        env["SDL_VIDEODRIVER"] = "dummy"
        env["SDL_AUDIODRIVER"] = "dummy"
    elif env.get("SDL_VIDEODRIVER") == "dummy":
        del env["SDL_VIDEODRIVER"]
    env["GIN_TABLE_HOME"] = str(home)
    env["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    return env


def _one_run(exe: Path, timeout: float, headless: bool) -> tuple[float | None, float, str]:
    """(seconds to the first menu frame or None, seconds to exit, error text)."""
    with tempfile.TemporaryDirectory(prefix="gintable-startup-") as tmp:
        probe = Path(tmp) / "first-frame.txt"
        env = _env(Path(tmp) / "home", headless)
        env[PROBE_ENV] = str(probe)
        launched = time.time()
        start = time.perf_counter()
        try:
            done = subprocess.run([str(exe)], env=env, cwd=tmp, capture_output=True, text=True,
                                  timeout=timeout)
        except subprocess.TimeoutExpired:
            return None, timeout, f"no exit within {timeout:.0f} s"
        total = time.perf_counter() - start
        if not probe.exists():
            err = (done.stderr or done.stdout).strip().splitlines()[-3:]
            return None, total, (f"exit {done.returncode} without writing the probe file "
                                 f"(is the {PROBE_ENV} hook in game/ui/app.py?) "
                                 + " | ".join(err))
        try:
            stamp = float(probe.read_text(encoding="utf-8").split()[0])
        except (ValueError, IndexError):
            return None, total, f"unreadable probe file: {probe.read_text()!r}"
        return stamp - launched, total, ""


def _boot_time(exe: Path, timeout: float, headless: bool) -> float | None:
    """Seconds for `EXE --version` (interpreter + CLI start, no window): a floor."""
    with tempfile.TemporaryDirectory(prefix="gintable-startup-") as tmp:
        start = time.perf_counter()
        try:
            done = subprocess.run([str(exe), "--version"], env=_env(Path(tmp) / "home", headless), cwd=tmp,
                                  capture_output=True, text=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            return None
        return time.perf_counter() - start if done.returncode == 0 else None


def measure(path: str | os.PathLike, runs: int = 5, timeout: float = 30.0,
            headless: bool | None = None) -> dict:
    """Launch the executable `runs` times (plus one warm-up) and report its start-up.

    `headless` (default: when there is no display) uses SDL's dummy video/audio drivers;
    otherwise a real window opens (and closes) each run.

    Returns a dict: `executable`, `size_bytes` / `size_mb` (its one-folder build, or the file),
    `first_frame_s` (median seconds from launch to the first menu frame; None if unmeasurable),
    `first_frame_runs` (each run), `cold_first_frame_s` (the warm-up run), `boot_s` (median
    `--version` time), `target_s` (1.5), `ok` (first_frame_s <= target), `headless`,
    `error` ("" if fine).
    """
    if headless is None:
        headless = not has_display()
    exe = Path(path).resolve()
    if exe.is_dir():  # the one-folder build's folder
        candidates = [exe / "GinTable", exe / "GinTable.exe"]
        exe = next((c for c in candidates if c.exists()), candidates[0])
    if not exe.exists():
        raise FileNotFoundError(f"no executable at {exe}")
    onefolder = (exe.parent / "_internal").is_dir()
    size = folder_size(exe.parent if onefolder else exe)
    cold, _, error = _one_run(exe, timeout, headless)
    frames: list[float] = []
    if cold is not None:
        for _ in range(max(1, runs)):
            seconds, _, error = _one_run(exe, timeout, headless)
            if seconds is None:
                break
            frames.append(seconds)
    boots = [b for b in (_boot_time(exe, timeout, headless) for _ in range(3)) if b is not None]
    first = statistics.median(frames) if frames else None
    return {
        "executable": str(exe),
        "one_folder": onefolder,
        "size_bytes": size,
        "size_mb": round(size / 1e6, 1),
        "first_frame_s": None if first is None else round(first, 3),
        "first_frame_runs": [round(s, 3) for s in frames],
        "cold_first_frame_s": None if cold is None else round(cold, 3),
        "boot_s": round(statistics.median(boots), 3) if boots else None,
        "target_s": TARGET_S,
        "ok": first is not None and first <= TARGET_S,
        "headless": headless,
        "error": error if first is None else "",
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python build_spec/startup.py",
                                     description="Time a built executable's start-up.")
    parser.add_argument("path", help="the executable or its one-folder build folder")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--json", action="store_true", help="print the raw result as JSON")
    parser.add_argument("--headless", action="store_true", default=None,
                        help="SDL dummy drivers even if a display is available")
    args = parser.parse_args(argv)
    result = measure(args.path, runs=args.runs, headless=args.headless)
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        print(f"executable      {result['executable']}")
        print(f"size            {result['size_mb']} MB"
              f" ({'one folder' if result['one_folder'] else 'one file'})")
        if result["first_frame_s"] is None:
            print(f"first frame     not measured: {result['error']}")
        else:
            print(f"first frame     {result['first_frame_s']:.3f} s median of "
                  f"{len(result['first_frame_runs'])} (cold {result['cold_first_frame_s']:.3f} s,"
                  f" target <= {TARGET_S} s: {'ok' if result['ok'] else 'TOO SLOW'};"
                  f" {'headless' if result['headless'] else 'real window'})")
        if result["boot_s"] is not None:
            print(f"--version       {result['boot_s']:.3f} s (interpreter + CLI, no window)")
    return 0 if result["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
