"""The README's example bot is the file in examples/, and it plays a real match."""

import re
import types
from pathlib import Path

from game.match import Match
from game.players import make_player
from game.variants import rules_for

ROOT = Path(__file__).resolve().parents[2]


def readme_bot_source() -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("## Writing a bot", 1)[1]
    blocks = re.findall(r"```python\n(.*?)```", section, flags=re.S)
    assert blocks, "the README's 'Writing a bot' section has no python block"
    return blocks[0]


def test_readme_block_is_the_example_file():
    assert readme_bot_source() == (ROOT / "examples" / "example_bot.py").read_text("utf-8")


def test_readme_bot_plays_a_short_match_without_incidents():
    module = types.ModuleType("readme_bot")
    exec(compile(readme_bot_source(), "README.md", "exec"), module.__dict__)
    bot = module.ExampleBot()
    for variant in ("classic", "oklahoma", "gin-rami"):
        match = Match(rules_for(variant), [bot, make_player("easy", seed=1)], seed=8,
                      budget=5.0)
        match.run()
        assert match.is_over
        assert match.incidents == []
        assert len(match.stats[0].decisions) > 10


def test_example_bot_loads_by_spec():
    import sys

    sys.path.insert(0, str(ROOT))
    try:
        bot = make_player("examples.example_bot:ExampleBot")
    finally:
        sys.path.remove(str(ROOT))
    assert bot.name == "Example bot"
