"""`install-desktop` writes a valid menu entry, metainfo and every hicolor icon size, pointing at
this copy of the game, and `--uninstall` removes exactly those files."""

from __future__ import annotations

import configparser
import re
import shlex
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pygame

from game import desktop
from game.__main__ import main

ROOT = Path(__file__).resolve().parents[2]


def _entry(path: Path) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive in .desktop files
    parser.read(path, encoding="utf-8")
    return parser["Desktop Entry"]


def test_install_writes_entry_metainfo_and_icons_then_uninstall_removes_them(tmp_path, capsys):
    data = tmp_path / "share"
    assert main(["install-desktop", "--data-dir", str(data)]) == 0
    assert "installed" in capsys.readouterr().out
    files = desktop.planned_files(data)
    assert all(p.is_file() for p in files)

    entry = _entry(data / "applications" / desktop.DESKTOP_FILE)
    assert entry["Type"] == "Application" and entry["Name"] == "Gin Table"
    assert entry["Icon"] == desktop.APP_ID and "Game;" in entry["Categories"]
    command = shlex.split(entry["Exec"])
    assert command == desktop.launcher_command() and Path(command[0]).is_file()

    for size in desktop.ICON_SIZES:
        icon = pygame.image.load(str(desktop.icon_path(data, size)))
        assert icon.get_size() == (size, size)

    assert main(["install-desktop", "--data-dir", str(data), "--uninstall"]) == 0
    assert not any(p.exists() for p in files)


def test_the_entry_starts_the_script_beside_python_else_python_m_game(tmp_path, monkeypatch):
    python = tmp_path / "bin" / "python"
    python.parent.mkdir()
    python.write_text("", encoding="utf-8")
    monkeypatch.setattr(sys, "executable", str(python))
    assert desktop.launcher_command() == [str(python), "-m", "game"]
    (tmp_path / "bin" / "gin-table").write_text("", encoding="utf-8")
    assert desktop.launcher_command() == [str(tmp_path / "bin" / "gin-table")]
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert desktop.launcher_command() == [str(python.resolve())]


def test_the_menu_entry_quotes_paths_with_spaces():
    text = desktop.desktop_entry(["/opt/Gin Table/GinTable"])
    assert 'Exec="/opt/Gin Table/GinTable"\n' in text


def test_the_metainfo_names_the_desktop_file_and_this_version():
    tree = ET.parse(desktop.HERE / desktop.METAINFO_FILE).getroot()
    assert tree.findtext("id") == desktop.APP_ID
    assert tree.find("launchable").text == desktop.DESKTOP_FILE
    version = re.search(r'(?m)^version\s*=\s*"([^"]+)"',
                        (ROOT / "pyproject.toml").read_text(encoding="utf-8")).group(1)
    assert tree.find("releases/release").get("version") == version


def test_the_desktop_tools_accept_the_files_when_installed(tmp_path):
    """desktop-file-validate and appstreamcli find no error (where the system has them: the
    structural checks above always run; CI's Linux job installs both tools)."""
    desktop.install(tmp_path, ["gin-table"])
    checks = [("desktop-file-validate", tmp_path / "applications" / desktop.DESKTOP_FILE),
              ("appstreamcli", tmp_path / "metainfo" / desktop.METAINFO_FILE)]
    for tool, path in checks:
        if shutil.which(tool) is None:
            continue
        cmd = [tool, "validate", "--no-net", str(path)] if tool == "appstreamcli" \
            else [tool, str(path)]
        done = subprocess.run(cmd, capture_output=True, text=True)
        assert done.returncode == 0, done.stdout + done.stderr
