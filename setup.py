"""Packaging hook for setuptools (the rest of the metadata is in pyproject.toml).

The art, sounds and fonts live in the top-level `assets/` folder (the generator in `tools/`
writes there and the PyInstaller spec bundles it), outside the `game` package. A wheel must carry
them, so `assets/` is mapped into the package as `game/assets/` and every file under it, in any
subfolder, is package data. `game.paths.assets_dir()` finds them there in an installed copy, and
beside the package in a source checkout or an editable install.
"""

from setuptools import find_packages, setup

setup(
    packages=[*find_packages(include=["game", "game.*"]), "game.assets"],
    package_dir={"game.assets": "assets"},
    package_data={
        "game": ["locale/*/LC_MESSAGES/*.mo", "desktop/*.desktop", "desktop/*.xml"],
        "game.assets": ["**/*"],
    },
    exclude_package_data={"game.assets": ["**/__pycache__/*", "**/*.py[co]"]},
)
