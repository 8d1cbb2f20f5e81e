"""`evaluate` (arguments and stdin) and `variants` (text and JSON)."""

import io
import json

from game.__main__ import main
from game.variants import VARIANTS


def test_evaluate_cards_given_as_arguments(capsys):
    assert main(["evaluate", "7h", "8h", "9h", "2c", "2s", "2d", "KS", "QS", "JS", "4C"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["deadwood"] == 4
    assert result["deadwood_cards"] == ["4C"]
    assert sorted(sorted(m) for m in result["melds"]) == [
        ["2C", "2D", "2S"], ["7H", "8H", "9H"], ["JS", "KS", "QS"]]


def test_evaluate_uses_the_variants_values(capsys):
    # 003: aces are worth 15 and turn, so Q-K-A is a run
    assert main(["evaluate", "--variant", "gin-rami", "QS", "KS", "AS", "AH"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["deadwood"] == 15 and result["deadwood_cards"] == ["AH"]


def test_evaluate_reads_one_hand_per_line_from_stdin(capsys, monkeypatch):
    lines = "AS 2S 3S 4S KH KD\n\n5c 5d 5h 9s\nTS JX\n"
    monkeypatch.setattr("sys.stdin", io.StringIO(lines))
    code = main(["evaluate"])
    out = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert code == 2  # one line could not be read
    assert len(out) == 3
    assert out[0]["deadwood"] == 20 and out[0]["melds"] == [["AS", "2S", "3S", "4S"]]
    assert out[1]["deadwood"] == 9
    assert "line 4" in out[2]["error"] and "JX" in out[2]["error"]


def test_variants_json_lists_every_variant_with_counts(capsys):
    assert main(["variants", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert [v["name"] for v in listed] == [v.name for v in VARIANTS]
    by_name = {v["name"]: v for v in listed}
    assert (by_name["classic"]["min_players"], by_name["classic"]["max_players"]) == (2, 2)
    assert by_name["three-player"]["min_players"] == 3
    assert (by_name["rami"]["min_players"], by_name["rami"]["max_players"]) == (2, 6)


def test_variants_text_one_line_each(capsys):
    assert main(["variants"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == len(VARIANTS)
    assert any(line.startswith("rami") and "2-6 players" in line for line in lines)
