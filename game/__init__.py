"""Gin Table: Gin Rummy and Rummy for the desktop."""

from importlib import metadata as _metadata

try:
    __version__ = _metadata.version("gin-table")
except _metadata.PackageNotFoundError:  # running from a source tree or a frozen build
    __version__ = "0.1.0"
