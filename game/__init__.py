"""Gin Table: Gin Rummy and Rummy for the desktop."""

from importlib import metadata as _metadata


def _version() -> str:
    """The installed metadata's version (the frozen build bundles that metadata, see
    build_spec/gin_table.spec); from an uninstalled source tree, pyproject.toml's."""
    try:
        return _metadata.version("gin-table")
    except _metadata.PackageNotFoundError:
        pass
    import re
    from pathlib import Path

    try:
        text = (Path(__file__).resolve().parent.parent / "pyproject.toml").read_text("utf-8")
        match = re.search(r'(?m)^version\s*=\s*"([^"]+)"', text)
    except OSError:
        match = None
    return match.group(1) if match else "0+unknown"


__version__ = _version()
