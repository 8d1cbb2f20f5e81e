"""Where files live: the bundled assets (from source or a PyInstaller build) and the user's
data, settings and log folders (platformdirs), never the working directory."""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_NAME = "GinTable"
APP_AUTHOR = "GinTable"


def assets_dir() -> Path:
    """The `assets/` folder: beside the package from source, under `_MEIPASS` when frozen."""
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        return Path(frozen_root) / "assets"
    return Path(__file__).resolve().parent.parent / "assets"


def asset_path(relative: str) -> Path:
    """The path of one asset, e.g. `asset_path("cards/AS.png")`."""
    return assets_dir() / relative


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
    base.mkdir(parents=True, exist_ok=True)
    return base


def user_config_dir() -> Path:
    """Settings."""
    base = _override()
    if base is None:
        from platformdirs import user_config_dir as pd_config

        base = Path(pd_config(APP_NAME, APP_AUTHOR))
    base.mkdir(parents=True, exist_ok=True)
    return base
