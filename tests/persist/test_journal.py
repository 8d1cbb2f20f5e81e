"""Autosave costs the same for every action however long the match: one journal line per
action, a new snapshot only when the journal has grown as long as the snapshot; a damaged or
unfinished last line loses only that action."""

from __future__ import annotations

import os

from persist_helpers import Driver, new_match

from game.persist import atomic
from game.persist import saves as save_store
from game.persist.saves import autosave_path, enable_autosave, journal_path, read_document
from game.persist.seal import install_key


def test_autosave_is_constant_per_action(monkeypatch):
    install_key()  # made once per installation: not part of the cost counted here
    snapshots: list[int] = []
    fsyncs = []
    real_write = save_store.atomic_write_json
    monkeypatch.setattr(save_store, "atomic_write_json",
                        lambda path, data: snapshots.append(len(data["log"])) or
                        real_write(path, data))
    real_fsync = os.fsync
    monkeypatch.setattr(atomic.os, "fsync", lambda fd: fsyncs.append(fd) or real_fsync(fd))
    match = new_match("classic", seed=3, humans=(), target="300")
    enable_autosave(match)
    driver = Driver(match, seed=1)
    for _ in range(600):
        if match.is_over:
            break
        driver.act()
    actions = len(match.engine.log)
    assert actions >= 500
    # snapshots at 0, 64, 128, 256, 512: the log is rewritten a logarithmic number of times,
    # so writing it costs at most twice the log in all (constant per action)
    assert len(snapshots) <= 7, snapshots
    assert sum(snapshots) <= 2 * actions
    assert len(fsyncs) <= 2 * len(snapshots)   # no fsync per action
    assert read_document(autosave_path())["log"] == [str(a) for a in match.engine.log]


def test_a_torn_last_journal_line_loses_only_that_action():
    match = new_match("classic", seed=3, humans=())
    enable_autosave(match)
    Driver(match, seed=1).until(lambda e: len(e.log) >= 20)
    journal = journal_path(autosave_path())
    raw = journal.read_bytes()
    journal.write_bytes(raw[:-7])  # a crash in the middle of writing the last line
    assert read_document(autosave_path())["log"] == [str(a) for a in match.engine.log][:-1]
    lines = raw.split(b"\n")
    lines[5] = lines[5].replace(b"draw", b"drew")  # a changed line: the log stops before it
    journal.write_bytes(b"\n".join(lines))
    assert len(read_document(autosave_path())["log"]) == 5
