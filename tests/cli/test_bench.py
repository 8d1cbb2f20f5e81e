"""`python -m game bench`: the registry, the UI hook, PASS/MISS and `--frozen` (no timings
are asserted: the figures depend on the machine)."""

import json
import sys
import types

import pytest

import game.cli.bench as bench
from game.__main__ import main


def test_pass_and_miss_follow_the_target_direction():
    low = bench.run_one("a", lambda quick: {"value": 3, "unit": "µs", "target": 5}, True)
    assert low["pass"] is True and low["name"] == "a"
    high = bench.run_one("b", lambda quick: {"value": 3, "target": 5, "better": "higher"}, True)
    assert high["pass"] is False
    no_target = bench.run_one("c", lambda: {"value": 1}, False)  # no `quick` parameter
    assert no_target["pass"] is None


def test_a_broken_benchmark_is_reported_not_fatal():
    def broken(quick):
        raise RuntimeError("no display")

    got = bench.run_one("ui-frames", broken, True)
    assert got["pass"] is False and "RuntimeError: no display" in got["error"]


def test_ui_benchmarks_are_included_when_the_module_exists(monkeypatch):
    fake = types.ModuleType("game.ui.bench")
    fake.BENCHMARKS = [("frame-time", lambda quick: {"value": 4.0, "unit": "ms", "target": 16})]
    monkeypatch.setitem(sys.modules, "game.ui.bench", fake)
    import game.ui

    monkeypatch.setattr(game.ui, "bench", fake, raising=False)
    found, notes = bench.all_benchmarks()
    names = [name for name, _ in found]
    assert names[:len(bench.BENCHMARKS)] == [name for name, _ in bench.BENCHMARKS]
    assert "frame-time" in names and notes == []


@pytest.fixture
def tiny_registry(monkeypatch):
    monkeypatch.setattr(bench, "BENCHMARKS", [
        ("fast", lambda quick: {"value": 1.5, "unit": "µs", "target": 5, "p95_us": 2.0}),
        ("slow", lambda quick: {"value": 400, "unit": "hands/s", "target": 500,
                                "better": "higher"}),
    ])
    monkeypatch.setattr(bench, "all_benchmarks", lambda: (list(bench.BENCHMARKS), []))


def test_json_output(capsys, tiny_registry):
    assert main(["bench", "--json", "--quick"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert [b["name"] for b in report["benchmarks"]] == ["fast", "slow"]
    assert [b["pass"] for b in report["benchmarks"]] == [True, False]
    assert report["ok"] is False and report["machine"]["quick"] is True


def test_table_output(capsys, tiny_registry):
    assert main(["bench"]) == 0
    out = capsys.readouterr().out
    assert "PASS" in out and "MISS" in out and "p95_us=2" in out and "≥ 500" in out


def test_frozen_uses_build_spec_startup(capsys, tiny_registry, monkeypatch, tmp_path):
    fake = types.ModuleType("build_spec.startup")
    fake.measure = lambda path: {"first_frame_s": 0.9, "target_s": 1.5, "size_mb": 40,
                                 "executable": str(path)}
    package = types.ModuleType("build_spec")
    package.startup = fake
    monkeypatch.setitem(sys.modules, "build_spec", package)
    monkeypatch.setitem(sys.modules, "build_spec.startup", fake)
    built = tmp_path / "GinTable"
    built.mkdir()
    assert main(["bench", "--json", "--frozen", str(built)]) == 0
    results = {r["name"]: r for r in json.loads(capsys.readouterr().out)["benchmarks"]}
    frozen = results["frozen-startup"]
    assert frozen["pass"] is True
    assert frozen["value"] == 0.9 and frozen["executable"] == str(built)
    size = results["frozen-size"]
    assert size["value"] == 40 and size["target"] == 60 and size["pass"] is True


def test_frozen_size_over_60_mb_is_a_miss(capsys, tiny_registry, monkeypatch, tmp_path):
    fake = types.ModuleType("build_spec.startup")
    fake.measure = lambda path: {"first_frame_s": 0.5, "target_s": 1.5, "size_mb": 75}
    package = types.ModuleType("build_spec")
    package.startup = fake
    monkeypatch.setitem(sys.modules, "build_spec", package)
    monkeypatch.setitem(sys.modules, "build_spec.startup", fake)
    main(["bench", "--json", "--frozen", str(tmp_path)])
    results = {r["name"]: r for r in json.loads(capsys.readouterr().out)["benchmarks"]}
    assert results["frozen-size"]["pass"] is False


def test_frozen_unavailable_says_so(capsys, tiny_registry, monkeypatch, tmp_path):
    monkeypatch.setitem(sys.modules, "build_spec.startup", None)  # import fails
    monkeypatch.setitem(sys.modules, "build_spec", None)
    assert main(["bench", "--frozen", str(tmp_path)]) == 0
    assert "unavailable" in capsys.readouterr().out


def test_real_solver_benchmarks_report_their_figures():
    for fn in (bench.bench_deadwood, bench.bench_best_discard):
        got = fn(True)
        assert got["unit"] == "µs" and got["value"] > 0 and got["p95_us"] >= got["value"]
        assert got["target"] in (5, 30)


def test_frozen_path_missing_is_one_line_error(capsys, tiny_registry, tmp_path):
    missing = tmp_path / "nowhere"
    assert main(["bench", "--frozen", str(missing)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.count("\n") == 1 and str(missing) in captured.err
