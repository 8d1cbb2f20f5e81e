"""Where files live: the bundled assets and the user's data, settings and log folders
(platformdirs), never the working directory.

`assets_dir()` is the one place that knows where the assets are, for every way the game runs:

- a PyInstaller build: `sys._MEIPASS/assets` (`_internal/assets` in the one-folder build);
- an installed wheel (`pip install .`, pipx): `game/assets/`, where setup.py maps the
  top-level `assets/` folder as package data;
- a source checkout or an editable install (`pip install -e .`): `assets/` beside `game/`.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_NAME = "GinTable"
APP_AUTHOR = "GinTable"


def assets_dir() -> Path:
    """The folder holding `cards/`, `sounds/`, `fonts/` and the icon (see the module doc)."""
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        return Path(frozen_root) / "assets"
    package = Path(__file__).resolve().parent
    installed = package / "assets"
    if installed.is_dir():
        return installed
    return package.parent / "assets"


def asset_path(relative: str) -> Path:
    """The path of one asset, e.g. `asset_path("cards/AS.png")`."""
    return assets_dir() / relative


class UserFolderError(OSError):
    """The folder for the player's files cannot be made (e.g. `GIN_TABLE_HOME` names a file);
    its message is one sentence naming the folder."""


def _ensure(base: Path, what: str) -> Path:
    """Make `base` if needed; a `UserFolderError` saying which folder and why if it cannot be."""
    try:
        base.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        origin = " (from GIN_TABLE_HOME)" if _override() is not None else ""
        reason = exc.strerror or exc.__class__.__name__
        if isinstance(exc, FileExistsError) or base.exists():
            reason = "it is a file, not a folder"
        raise UserFolderError(f"cannot use {str(base)[:200]}{origin} as the {what} folder: "
                              f"{reason}") from None
    return base


def _override() -> Path | None:
    """`GIN_TABLE_HOME` redirects every user file (tests and portable installs use it)."""
    home = os.environ.get("GIN_TABLE_HOME")
    return Path(home) if home else None


def user_data_dir() -> Path:
    """Saves, statistics and logs."""
    base = _override()
    if base is None:
        from platformdirs import user_data_dir as pd_data

        base = Path(pd_data(APP_NAME, APP_AUTHOR))
    return _ensure(base, "data")


def user_config_dir() -> Path:
    """Settings."""
    base = _override()
    if base is None:
        from platformdirs import user_config_dir as pd_config

        base = Path(pd_config(APP_NAME, APP_AUTHOR))
    return _ensure(base, "settings")
