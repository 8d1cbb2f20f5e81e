"""Linux desktop integration: a menu entry, AppStream metainfo and hicolor icons.

`python -m game install-desktop` (or `gin-table install-desktop`, or `GinTable install-desktop`
from the frozen one-folder build, which carries these files) writes, under the XDG data folder
(`~/.local/share` unless `XDG_DATA_HOME` or `--data-dir` says otherwise):

    applications/org.gintable.GinTable.desktop        Exec= the command that started it
    metainfo/org.gintable.GinTable.metainfo.xml
    icons/hicolor/NxN/apps/org.gintable.GinTable.png  for N in ICON_SIZES, from assets/icon.png

`--uninstall` removes exactly those files. Nothing here is needed to play.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

APP_ID = "org.gintable.GinTable"
DESKTOP_FILE = f"{APP_ID}.desktop"
METAINFO_FILE = f"{APP_ID}.metainfo.xml"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)
HERE = Path(__file__).resolve().parent


def default_data_dir() -> Path:
    """`$XDG_DATA_HOME`, else `~/.local/share`."""
    xdg = os.environ.get("XDG_DATA_HOME")
    return Path(xdg) if xdg else Path.home() / ".local" / "share"


def launcher_command() -> list[str]:
    """How the menu entry starts this copy of the game: the frozen executable, else the
    `gin-table` script installed beside this Python (pip, pipx), else `python -m game`."""
    if getattr(sys, "frozen", False):
        return [str(Path(sys.executable).resolve())]
    script = Path(sys.executable).parent / "gin-table"
    if script.is_file():
        return [str(script)]
    return [sys.executable, "-m", "game"]


def _desktop_quote(arg: str) -> str:
    """One Exec= argument, quoted as the Desktop Entry specification asks."""
    if not any(c in arg for c in ' \t"\'\\><~|&;$*?#()`%'):
        return arg
    escaped = arg.replace("\\", "\\\\").replace('"', '\\"').replace("`", "\\`").replace("$", "\\$")
    return '"' + escaped.replace("%", "%%") + '"'


def desktop_entry(command: list[str]) -> str:
    """The bundled .desktop file with its Exec= line set to `command`."""
    lines = (HERE / DESKTOP_FILE).read_text(encoding="utf-8").splitlines()
    exec_line = "Exec=" + " ".join(_desktop_quote(a) for a in command)
    return "\n".join(exec_line if line.startswith("Exec=") else line for line in lines) + "\n"


def planned_files(data_dir: Path) -> list[Path]:
    """Every file `install` writes (and `uninstall` removes)."""
    icons = [icon_path(data_dir, n) for n in ICON_SIZES]
    return [data_dir / "applications" / DESKTOP_FILE, data_dir / "metainfo" / METAINFO_FILE,
            *icons]


def icon_path(data_dir: Path, size: int) -> Path:
    """Where the N×N hicolor icon goes."""
    return data_dir / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"


def write_icons(data_dir: Path) -> list[Path]:
    """The project icon smooth-scaled to every hicolor size."""
    from game.ui.icon_export import save_icon_sizes

    return save_icon_sizes({n: icon_path(data_dir, n) for n in ICON_SIZES})


def install(data_dir: Path, command: list[str] | None = None) -> list[Path]:
    """Write the menu entry, the metainfo and the icons; return the files written."""
    desktop, metainfo = planned_files(data_dir)[:2]
    for path in (desktop, metainfo):
        path.parent.mkdir(parents=True, exist_ok=True)
    desktop.write_text(desktop_entry(command or launcher_command()), encoding="utf-8")
    shutil.copyfile(HERE / METAINFO_FILE, metainfo)
    written = [desktop, metainfo, *write_icons(data_dir)]
    _refresh_caches(data_dir)
    return written


def uninstall(data_dir: Path) -> list[Path]:
    """Remove what `install` wrote; return the files removed."""
    removed = []
    for path in planned_files(data_dir):
        if path.is_file():
            path.unlink()
            removed.append(path)
    _refresh_caches(data_dir)
    return removed


def _refresh_caches(data_dir: Path) -> None:
    """Tell the desktop about the change when its cache tools are installed (best effort)."""
    for tool, arg in (("update-desktop-database", data_dir / "applications"),
                      ("gtk-update-icon-cache", data_dir / "icons" / "hicolor")):
        if shutil.which(tool) and arg.is_dir():
            subprocess.run([tool, "-q", str(arg)], capture_output=True, check=False)
