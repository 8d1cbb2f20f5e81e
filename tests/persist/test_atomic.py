"""Atomic writes leave the old file or the new one, never a partial one; bad files are kept."""

from __future__ import annotations

import os

import pytest

from game.persist import atomic
from game.persist.atomic import (
    atomic_write_json,
    atomic_write_text,
    move_aside,
    remove_stale_temp_files,
)


def test_write_creates_and_replaces(tmp_path):
    target = tmp_path / "sub" / "file.json"
    atomic_write_text(target, "first")
    assert target.read_text() == "first"
    atomic_write_json(target, {"a": [1, 2]})
    assert target.read_text().replace(" ", "").replace("\n", "") == '{"a":[1,2]}'
    assert sorted(p.name for p in target.parent.iterdir()) == ["file.json"]


def test_crash_before_replace_keeps_old_file(tmp_path, monkeypatch):
    target = tmp_path / "autosave.json"
    target.write_text("OLD CONTENT")
    calls = []
    real_fsync = os.fsync

    def fsync(fd):
        calls.append("fsync")
        return real_fsync(fd)

    def crash(src, dst):
        calls.append("replace")
        # the new content is complete and synced in the temporary file at this point
        assert open(src).read() == "NEW CONTENT"
        raise OSError("simulated crash between write and replace")

    monkeypatch.setattr(atomic.os, "fsync", fsync)
    monkeypatch.setattr(atomic.os, "replace", crash)
    with pytest.raises(OSError, match="simulated crash"):
        atomic_write_text(target, "NEW CONTENT")
    assert calls[:2] == ["fsync", "replace"]  # flushed to disk before the rename
    assert target.read_text() == "OLD CONTENT"
    assert [p.name for p in tmp_path.iterdir()] == ["autosave.json"]  # no partial file left


def test_failed_write_keeps_old_file(tmp_path, monkeypatch):
    target = tmp_path / "settings.json"
    target.write_text("OLD")

    def broken_fsync(fd):
        raise OSError("disk full")

    monkeypatch.setattr(atomic.os, "fsync", broken_fsync)
    with pytest.raises(OSError, match="disk full"):
        atomic_write_text(target, "NEW" * 1000)
    assert target.read_text() == "OLD"
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]


def test_move_aside_never_overwrites_a_backup(tmp_path):
    target = tmp_path / "autosave.json"
    target.write_text("bad 1")
    first = move_aside(target)
    target.write_text("bad 2")
    second = move_aside(target)
    assert first != second
    assert first.name.startswith("autosave.json.corrupt-")
    assert first.read_text() == "bad 1" and second.read_text() == "bad 2"
    assert not target.exists()
    assert move_aside(target) is None  # nothing to move


def test_stale_temp_files_are_cleaned_but_fresh_ones_kept(tmp_path):
    target = tmp_path / "autosave.json"
    old = tmp_path / ".autosave.json.abc123.tmp"
    fresh = tmp_path / ".autosave.json.def456.tmp"
    other = tmp_path / ".stats.json.xyz.tmp"
    for p in (old, fresh, other):
        p.write_text("partial")
    os.utime(old, (1_000_000, 1_000_000))
    os.utime(other, (1_000_000, 1_000_000))
    assert remove_stale_temp_files(target) == 1
    assert not old.exists() and fresh.exists() and other.exists()
