"""Build the standalone executable: `python build_spec/build.py [--onefile] [--dist DIR]`.

Default: a one-folder build `DIST/GinTable/` (fast start) with the executable `GinTable`
(`GinTable.exe` on Windows) inside; `--onefile` makes the single file `DIST/GinTable(.exe)`.
PyInstaller's intermediate files go to a temporary folder (or `--work DIR`), so the source tree
only gains `DIST` (default `dist/` at the repository root).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
SPEC = HERE / "gin_table.spec"
NAME = "GinTable"


def executable_path(dist: Path, onefile: bool = False) -> Path:
    """Where the build puts the executable."""
    exe = NAME + (".exe" if sys.platform.startswith("win") else "")
    return Path(dist) / exe if onefile else Path(dist) / NAME / exe


def build(dist: Path | str | None = None, onefile: bool = False, work: Path | str | None = None,
          console: bool = False, quiet: bool = False) -> Path:
    """Run PyInstaller on the spec; return the path of the built executable."""
    dist = Path(dist) if dist else ROOT / "dist"
    dist = dist.resolve()
    with tempfile.TemporaryDirectory(prefix="gintable-build-") as tmp:
        workpath = Path(work).resolve() if work else Path(tmp)
        cmd = [sys.executable, "-m", "PyInstaller", str(SPEC), "--noconfirm",
               "--distpath", str(dist), "--workpath", str(workpath)]
        if quiet:
            cmd += ["--log-level", "WARN"]
        extra = [flag for flag, on in (("--onefile", onefile), ("--console", console)) if on]
        if extra:
            cmd += ["--", *extra]
        env = dict(os.environ, PYGAME_HIDE_SUPPORT_PROMPT="1")
        subprocess.run(cmd, cwd=ROOT, env=env, check=True)
    exe = executable_path(dist, onefile)
    if not exe.exists():
        raise SystemExit(f"PyInstaller finished but {exe} is missing")
    return exe


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python build_spec/build.py", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--onefile", action="store_true",
                        help="one self-extracting file instead of a folder (slower start)")
    parser.add_argument("--dist", type=Path, default=None,
                        help="output folder (default: dist/ in the repository)")
    parser.add_argument("--work", type=Path, default=None,
                        help="keep PyInstaller's intermediate files here (default: temporary)")
    parser.add_argument("--console", action="store_true",
                        help="keep the console window on Windows/macOS (for debugging)")
    parser.add_argument("--quiet", action="store_true", help="only PyInstaller warnings")
    args = parser.parse_args(argv)
    try:
        exe = build(args.dist, args.onefile, args.work, args.console, args.quiet)
    except subprocess.CalledProcessError as exc:
        print(f"build failed: PyInstaller exited with {exc.returncode}", file=sys.stderr)
        return 1
    print(f"built {exe}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
