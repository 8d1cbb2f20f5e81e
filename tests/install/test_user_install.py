"""Install the game the way a player does and run it from somewhere else.

`pip wheel .` builds the wheel, a fresh virtual environment gets it with `pip install`, and the
installed `gin-table` runs `--version` and `--smoke-test` from a folder outside the repository,
with no PYTHONPATH: an asset left out of the wheel, or a path found relative to the working
directory or the checkout, fails here. The sdist is checked for everything needed to rebuild and
test the game.

No network after the first run: the wheels pip needs (setuptools for the build, pygame-ce and
platformdirs for the game) are kept in a wheelhouse (`GIN_TABLE_WHEELHOUSE`, default
`~/.cache/gin-table/test-wheels`) filled once with `pip download`; every install then runs with
`--no-index --find-links`.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tarfile
import zipfile
from importlib import metadata
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BUILD_REQUIREMENT = "setuptools>=77"

pytestmark = pytest.mark.install


def _clean_env() -> dict[str, str]:
    """This environment without PYTHONPATH (the tests run the checkout through it, and pip
    must not see the checkout's `game` as installed)."""
    return {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}


def _run(cmd: list[str], **kw) -> subprocess.CompletedProcess:
    kw.setdefault("env", _clean_env())
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=600, **kw)
    assert done.returncode == 0, (f"{' '.join(map(str, cmd))[:300]} failed "
                                  f"({done.returncode}):\n{done.stdout[-3000:]}\n"
                                  f"{done.stderr[-3000:]}")
    return done


def _wheelhouse() -> Path:
    """A folder holding wheels for the build backend and the game's dependencies."""
    house = Path(os.environ.get("GIN_TABLE_WHEELHOUSE")
                 or Path.home() / ".cache" / "gin-table" / "test-wheels")
    house.mkdir(parents=True, exist_ok=True)
    wanted = {"setuptools": BUILD_REQUIREMENT,
              "pygame_ce": f"pygame-ce=={metadata.version('pygame-ce')}",
              "platformdirs": f"platformdirs=={metadata.version('platformdirs')}"}
    missing = [spec for prefix, spec in wanted.items()
               if not any(house.glob(f"{prefix}-*.whl"))]
    if missing:
        _run([sys.executable, "-m", "pip", "download", "--only-binary=:all:", "--quiet",
              "--dest", str(house), *missing])
    return house


@pytest.fixture(scope="module")
def dists(tmp_path_factory) -> dict[str, Path]:
    """The wheel built by `pip wheel .` and the sdist built by the same backend."""
    house = _wheelhouse()
    out = tmp_path_factory.mktemp("dist")
    # setuptools builds in the tree (build/, gin_table.egg-info/): remove what this test made
    leftovers = [p for p in (ROOT / "build", ROOT / "gin_table.egg-info") if not p.exists()]
    try:
        return _build(house, out, tmp_path_factory)
    finally:
        for path in leftovers:
            shutil.rmtree(path, ignore_errors=True)


def _build(house: Path, out: Path, tmp_path_factory) -> dict[str, Path]:
    offline = ["--no-index", "--find-links", str(house)]
    _run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", *offline,
          "--wheel-dir", str(out), str(ROOT)])
    tools = tmp_path_factory.mktemp("backend")
    _run([sys.executable, "-m", "pip", "install", "--quiet", *offline, "--target", str(tools),
          BUILD_REQUIREMENT])
    env = dict(_clean_env(), PYTHONPATH=str(tools))
    _run([sys.executable, "-c", "import sys; from setuptools import build_meta; "
          "build_meta.build_sdist(sys.argv[1])", str(out)], cwd=ROOT, env=env)
    wheels, sdists = list(out.glob("gin_table-*.whl")), list(out.glob("gin_table-*.tar.gz"))
    assert len(wheels) == 1 and len(sdists) == 1, sorted(p.name for p in out.iterdir())
    return {"wheel": wheels[0], "sdist": sdists[0], "house": house}


def _asset_files() -> list[str]:
    """Every file under assets/ (cards, sounds, fonts, icons…), relative, POSIX style."""
    return sorted(p.relative_to(ROOT / "assets").as_posix()
                  for p in (ROOT / "assets").rglob("*")
                  if p.is_file() and "__pycache__" not in p.parts)


def test_the_wheel_carries_every_asset_and_the_licence(dists):
    names = set(zipfile.ZipFile(dists["wheel"]).namelist())
    assets = _asset_files()
    assert any(a.startswith("cards/") for a in assets) and any(
        a.startswith("sounds/") for a in assets)
    missing = [a for a in assets if f"game/assets/{a}" not in names]
    assert not missing, f"not in the wheel: {missing}"
    assert any(n.endswith(".dist-info/licenses/LICENSE") for n in names)
    meta = next(n for n in names if n.endswith(".dist-info/METADATA"))
    text = zipfile.ZipFile(dists["wheel"]).read(meta).decode()
    assert "License-Expression: MIT" in text
    entry_points = zipfile.ZipFile(dists["wheel"]).read(
        meta.replace("METADATA", "entry_points.txt")).decode()
    assert "[gui_scripts]" in entry_points and "[console_scripts]" in entry_points


def test_the_sdist_holds_what_rebuilding_and_testing_need(dists):
    with tarfile.open(dists["sdist"]) as tar:
        names = {n.split("/", 1)[1] for n in tar.getnames() if "/" in n}
    needed = ["README.md", "LICENSE", "pyproject.toml", "setup.py", "MANIFEST.in",
              "tools/make_assets.py", "build_spec/gin_table.spec", "build_spec/build.py",
              "tests/conftest.py", "tests/install/test_user_install.py",
              "game/desktop/org.gintable.GinTable.desktop", ".github/workflows/build.yml",
              *(f"assets/{a}" for a in _asset_files())]
    missing = [n for n in needed if n not in names]
    assert not missing, f"not in the sdist: {missing}"
    assert not any("__pycache__" in n or n.endswith(".pyc") for n in names)


def _player_env(tmp: Path) -> dict[str, str]:
    """Headless, nothing of the checkout importable, the player's folders under `tmp/home`."""
    env = {k: v for k, v in _clean_env().items() if k not in ("GIN_TABLE_HOME", "VIRTUAL_ENV")}
    home = tmp / "home"
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", HOME=str(home),
               XDG_CONFIG_HOME=str(home / ".config"), XDG_DATA_HOME=str(home / ".local/share"),
               APPDATA=str(home / "AppData/Roaming"), LOCALAPPDATA=str(home / "AppData/Local"),
               USERPROFILE=str(home), PYGAME_HIDE_SUPPORT_PROMPT="1")
    return env


def test_an_installed_wheel_runs_from_another_folder(dists, tmp_path):
    venv = tmp_path / "venv"
    _run([sys.executable, "-m", "venv", "--without-pip", str(venv)])
    bindir = venv / ("Scripts" if sys.platform.startswith("win") else "bin")
    python = bindir / ("python.exe" if sys.platform.startswith("win") else "python")
    _run([sys.executable, "-m", "pip", "--python", str(python), "install", "--quiet",
          "--no-index", "--find-links", str(dists["house"]), str(dists["wheel"])])
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = _player_env(tmp_path)
    script = bindir / ("gin-table.exe" if sys.platform.startswith("win") else "gin-table")

    where = _run([str(python), "-c", "import game, game.paths; print(game.__file__); "
                  "print(game.paths.assets_dir())"], cwd=elsewhere, env=env).stdout.split("\n")
    assert Path(where[0]).resolve().is_relative_to(venv.resolve()), where
    assert Path(where[1]).resolve().is_relative_to(venv.resolve()), where

    version = _run([str(script), "--version"], cwd=elsewhere, env=env)
    assert version.stdout.strip() == f"Gin Table {_pyproject_version()}"

    smoke = _run([str(script), "--smoke-test"], cwd=elsewhere, env=env)
    assert "smoke test: hand played" in smoke.stdout + smoke.stderr
    assert not list(elsewhere.iterdir()), "the game wrote into the working directory"


def _pyproject_version() -> str:
    import re

    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    return re.search(r'(?m)^version\s*=\s*"([^"]+)"', text).group(1)


def test_a_wheel_built_from_the_sdist_carries_the_assets_too(dists, tmp_path):
    """What a packager does (pip install gin-table from an sdist): sdist → wheel."""
    _run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "--no-index",
          "--find-links", str(dists["house"]), "--wheel-dir", str(tmp_path),
          str(dists["sdist"])])
    wheel = next(tmp_path.glob("gin_table-*.whl"))
    names = set(zipfile.ZipFile(wheel).namelist())
    missing = [a for a in _asset_files() if f"game/assets/{a}" not in names]
    assert not missing, f"not in the wheel built from the sdist: {missing}"
