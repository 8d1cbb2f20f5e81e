"""Whatever a player types, a command that fails says so in one line on stderr and exits with a
non-zero status: no traceback (issue 11 item 10, issue 13 item 5)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.__main__ import main
from game.persist.saves import autosave_path

ROOT = Path(__file__).resolve().parents[2]


def _fails_in_one_line(argv: list[str], capsys) -> str:
    try:
        status = main(argv)
    except SystemExit as exc:
        status = exc.code
    out, err = capsys.readouterr()
    assert status not in (0, None), (status, out, err)
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), err
    assert "Traceback" not in err
    return lines[0]


@pytest.mark.parametrize("argv, words", [
    (["replay", "0xZZ"], "not a seed"),
    (["replay", "9" * 5000], "at most"),
    (["replay", "a" * 5000], "too long"),
    (["replay", "nosuch.json"], "no save file"),
    (["replay", "--hand", "x"], "invalid int"),
    (["frobnicate"], "unknown command"),
    (["play", "--size", "0x0"], "smaller than the smallest window"),
    (["play", "--size", "wide"], "WIDTHxHEIGHT"),
])
def test_bad_arguments_give_one_line(argv, words, capsys):
    assert words in _fails_in_one_line(argv, capsys)


def test_replay_without_a_path_reads_the_autosave_and_names_where_it_looked(capsys):
    line = _fails_in_one_line(["replay"], capsys)
    assert str(autosave_path()) in line


def test_replay_autosave_json_by_name_is_looked_for_in_the_data_folder(tmp_path, monkeypatch,
                                                                      capsys):
    monkeypatch.chdir(tmp_path)
    line = _fails_in_one_line(["replay", "autosave.json"], capsys)
    assert str(autosave_path()) in line  # it looked in the data folder too, and says so
    autosave_path().write_text("{}", encoding="utf-8")
    line = _fails_in_one_line(["replay", "autosave.json"], capsys)
    assert "autosave.json" in line and "no save file" not in line  # found, then refused


def test_a_home_folder_that_is_a_file_is_one_line(tmp_path, monkeypatch, capsys):
    not_a_folder = tmp_path / "file"
    not_a_folder.write_text("x", encoding="utf-8")
    monkeypatch.setenv("GIN_TABLE_HOME", str(not_a_folder))
    line = _fails_in_one_line(["replay"], capsys)
    assert str(not_a_folder) in line and "GIN_TABLE_HOME" in line


def test_version_names_the_game():
    done = subprocess.run([sys.executable, "-m", "game", "--version"], capture_output=True,
                          text=True, cwd=ROOT, env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert done.returncode == 0
    assert done.stdout.startswith("Gin Table 0.")


def test_a_window_larger_than_the_screen_is_shrunk_to_it():
    import pygame

    from game.ui.app import fit_to_display
    from game.ui.layout import MIN_SIZE

    pygame.display.init()
    try:
        desktop_w = max(w for w, _ in pygame.display.get_desktop_sizes())
        desktop_h = max(h for _, h in pygame.display.get_desktop_sizes())
        assert fit_to_display((99999, 99999)) == (max(MIN_SIZE[0], desktop_w),
                                                  max(MIN_SIZE[1], desktop_h))
        assert fit_to_display((900, 700)) == (min(900, max(MIN_SIZE[0], desktop_w)),
                                              min(700, max(MIN_SIZE[1], desktop_h)))
    finally:
        pygame.display.quit()


def test_verify_does_not_echo_a_huge_seed(capsys):
    line = _fails_in_one_line(["verify", "9" * 5000, "ab"], capsys)
    assert len(line) < 300 and "5000 characters" in line


def test_the_gui_launcher_without_streams_writes_errors_to_the_data_folder(tmp_path):
    """`gin-table-gui` (a Windows GUI script) has no stdout/stderr: its one-line error lands in
    stderr.log in the data folder instead of crashing on print."""
    home = tmp_path / "home"
    program = ("import sys; sys.stdout = None; sys.stderr = None; sys.argv = ['gin-table-gui', "
               "'replay', '0xZZ']; from game.__main__ import gui_main; raise SystemExit(gui_main())")
    done = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True,
                          env=dict(os.environ, PYTHONPATH=str(ROOT), GIN_TABLE_HOME=str(home)))
    assert done.returncode == 2 and done.stderr == ""
    assert (home / "stderr.log").read_text(encoding="utf-8").startswith("error: '0xZZ' is not")


@pytest.mark.parametrize("argv, words", [
    (["evaluate", "AS", "1H"], "“1H” is not a card: “1” is not a rank"),
    (["evaluate", "AS", "5Z"], "“5Z” is not a card: “Z” is not a suit"),
    (["evaluate", "AS", "AS", "3C"], "AS appears 2 times, but this variant deals from 1 deck."),
])
def test_a_bad_card_is_worded_not_shown_as_data(argv, words, capsys):
    """The engine reports a bad card as data (an id and the text); the command line words it
    (before, the engine built the English itself)."""
    line = _fails_in_one_line(argv, capsys)
    assert words in line and "[notation" not in line, line
