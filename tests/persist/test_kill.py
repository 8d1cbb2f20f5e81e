"""KILL TEST: a match autosaving after every action is killed with SIGKILL at random moments;
the autosave must always load and be a prefix of the same match played to the end, losing no
completed action (at most the one in flight)."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time

from game.persist.saves import try_load_match
from game.players import make_player

CHILD = r"""
import sys, time
from game.match import Match
from game.players import make_player
from game.variants import rules_for
from game.persist.saves import enable_autosave, save_match

path, seed, pause = sys.argv[1], int(sys.argv[2]), float(sys.argv[3])
autosave = pause >= 0  # a negative pause: play straight through, save once at the end
match = Match(rules_for("classic"), [make_player("easy", seed=seed + 1),
                                     make_player("easy", seed=seed + 2)],
              seed=seed, names=["North", "South"])
if autosave:
    enable_autosave(match, path)
print("ready", flush=True)
while not match.is_over:
    match.step()
    # the step's action is complete (and autosaved) once this line is printed
    print(len(match.engine.log), flush=True)
    if pause > 0:
        time.sleep(pause)  # like the UI animating the move
save_match(match, path)
print("over", flush=True)
"""

SEED = 4321
KILLS = 6


def _env():
    env = dict(os.environ)
    env["PYTHONHASHSEED"] = "0"  # the same decisions in every child
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    env["PYTHONPATH"] = root + os.pathsep + env.get("PYTHONPATH", "")
    return env


def _start(path, pause):
    return subprocess.Popen([sys.executable, "-c", CHILD, str(path), str(SEED), str(pause)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=_env())


def test_killed_autosave_always_resumes(tmp_path):
    # the whole match, played to the end by the same deterministic players
    ref_path = tmp_path / "reference.json"
    ref = _start(ref_path, -1)
    out, err = ref.communicate(timeout=120)
    assert ref.returncode == 0, err
    assert out.split()[-1] == "over"
    full_log = json.loads(ref_path.read_text())["log"]
    assert len(full_log) > 100

    rng = random.Random(20240501)
    kills = 0
    for attempt in range(KILLS):
        path = tmp_path / f"run{attempt}" / "autosave.json"
        target = rng.randrange(1, len(full_log) * 2 // 5)
        child = _start(path, 0.001)
        last_done = -1
        assert child.stdout.readline().strip() == "ready"
        for line in child.stdout:
            last_done = int(line)
            if last_done >= target:
                break
        time.sleep(rng.uniform(0, 0.004))  # land anywhere: mid-decision, mid-write, mid-sleep
        child.kill()  # SIGKILL on POSIX (TerminateProcess on Windows): no cleanup runs
        child.wait(timeout=60)
        child.stdout.close()
        child.stderr.close()
        kills += child.returncode == getattr(signal, "SIGKILL", -1) * -1 or (
            os.name == "nt" and child.returncode != 0)

        result = try_load_match(path)
        assert result.ok, result.message
        assert result.backup is None
        log = [str(a) for a in result.value.engine.log]
        assert log == full_log[:len(log)]          # consistent: a prefix of the real match
        assert len(log) >= last_done               # no completed action lost
        # the resumed match goes on and finishes
        match = result.value
        match.players = [make_player("easy", seed=1), make_player("easy", seed=2)]
        match.run()
        assert match.is_over
    assert kills == KILLS  # every child really was killed mid-match
