"""`tools/i18n.py extract`: the template lists every _() text of the UI with where it is used."""

from __future__ import annotations

import re

from .conftest import ROOT


def _line_of(path, needle: str) -> int:
    for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if needle in line:
            return i
    raise AssertionError(f"{needle!r} not in {path}")


def test_extract_finds_the_menu_texts_with_file_and_line(tool):
    entries = {e.msgid: e for e in tool.extract()}
    menu = ROOT / "game" / "ui" / "scenes" / "menu.py"
    new_game = entries["New game"]
    new_line = _line_of(menu, '_("New game")')
    quit_line = _line_of(menu, '_("Quit")')
    assert f"game/ui/scenes/menu.py:{new_line}" in new_game.refs
    assert f"game/ui/scenes/menu.py:{quit_line}" in entries["Quit"].refs
    # a .format() text is flagged for translators; N_() marks are collected too
    key = entries["Key: {key}"]
    assert key.brace_format and any(r.startswith("game/ui/widgets.py:") for r in key.refs)
    assert "Versus easy computer" in entries          # N_() in scenes/stats.py
    assert not entries["Quit"].brace_format


def test_extract_collects_the_variant_texts_the_ui_translates(tool):
    from game.variants import find_variant

    entries = {e.msgid: e for e in tool.extract()}
    classic = find_variant("classic")
    title = entries[classic.title]
    assert "variant classic: title" in title.comments
    assert any(r.startswith("game/variants/") for r in title.refs)
    assert classic.summary in entries
    assert not any(e.msgid == "" for e in entries.values())


def test_extract_reads_calls_not_other_strings(tool, tmp_path):
    ui = tmp_path / "game" / "ui"
    ui.mkdir(parents=True)
    (ui / "scene.py").write_text(
        'from game.ui.i18n import N_, _, ngettext\n'
        'LABELS = {"knock": N_("Knock now")}\n'
        'def draw(n, name, log):\n'
        '    log.info("a log line")\n'
        '    a = _("Hello")\n'
        '    b = _("Turn: {name}").format(name=name)\n'
        '    c = ngettext("{n} card", "{n} cards", n).format(n=n)\n'
        '    d = _(name)\n'
        '    e = _("Two\\nlines \\"quoted\\"")\n'
        '    f = _("Hello")\n'
        '    return a, b, c, d, e, f\n', encoding="utf-8")
    entries = tool.extract(ui, tmp_path, with_variants=False)
    by_id = {e.msgid: e for e in entries}
    assert list(by_id) == ["Knock now", "Hello", "Turn: {name}", "{n} card",
                           'Two\nlines "quoted"']
    assert by_id["Hello"].refs == ["game/ui/scene.py:5", "game/ui/scene.py:10"]
    assert by_id["{n} card"].plural == "{n} cards"
    # the template text is standard PO: it parses back to the same messages
    pot = tool.format_pot(entries)
    assert "#: game/ui/scene.py:5 game/ui/scene.py:10\nmsgid \"Hello\"\nmsgstr \"\"" in pot
    assert '#, python-brace-format\nmsgid "Turn: {name}"' in pot
    assert 'msgid_plural "{n} cards"\nmsgstr[0] ""\nmsgstr[1] ""' in pot
    messages = tool.parse_po(pot)
    assert messages[0].msgid == "" and "charset=UTF-8" in messages[0].msgstr[0]
    assert [m.msgid for m in messages[1:]] == list(by_id)


def test_committed_template_is_a_readable_po_file(tool):
    pot = ROOT / "game" / "locale" / "gin_table.pot"
    messages = tool.parse_po(pot.read_text(encoding="utf-8"), str(pot))
    ids = {m.msgid for m in messages}
    assert {"New game", "Continue", "Settings", "Knock"} <= ids
    assert all(not any(m.msgstr) for m in messages[1:])      # a template: nothing translated
    assert re.search(r"^#: game/ui/scenes/menu\.py:\d+", pot.read_text(encoding="utf-8"), re.M)
