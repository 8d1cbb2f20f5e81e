"""`tools/i18n.py update` and `status`: new template texts reach the catalogs, nothing is lost."""

from __future__ import annotations

import gettext

POT = r'''#, fuzzy
msgid ""
msgstr ""
"Language: \n"
"Content-Type: text/plain; charset=UTF-8\n"
"Plural-Forms: nplurals=INTEGER; plural=EXPRESSION;\n"

#: game/ui/scenes/menu.py:30
msgid "New game"
msgstr ""

#: game/ui/scenes/menu.py:40
msgid "Quit the game now"
msgstr ""

#: game/ui/scenes/table.py:10
#, python-brace-format
msgid "{n} card"
msgid_plural "{n} cards"
msgstr[0] ""
msgstr[1] ""

#: game/ui/scenes/table.py:12
msgid "Brand new text"
msgstr ""

#: game/ui/scenes/table.py:14
msgid "Old text"
msgstr ""
'''

PO = r'''# Polish translations of Gin Table.
msgid ""
msgstr ""
"Language: pl\n"
"Content-Type: text/plain; charset=UTF-8\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\n"

# a translator's note
#: game/ui/scenes/menu.py:21
msgid "New game"
msgstr "Nowa gra"

msgid "Quit the game"
msgstr "Wyjdź z gry"

msgid "{n} card"
msgid_plural "{n} cards"
msgstr[0] "{n} karta"
msgstr[1] "{n} karty"

#, fuzzy
msgid "Settings"
msgstr "Ustawienia?"

msgid "Gone for good"
msgstr "Na zawsze"

#~ msgid "Old text"
#~ msgstr "Stary tekst"
'''


def _by_id(tool, text):
    return {m.msgid: m for m in tool.parse_po(text) if m.msgid}


def test_update_keeps_translations_and_adds_the_new_texts(tool):
    text, counts = tool.update_po(POT, PO, "pl")
    got = _by_id(tool, text)
    # kept, with the translator's comment, and the template's new reference
    assert got["New game"].msgstr == ["Nowa gra"] and not got["New game"].fuzzy
    assert got["New game"].comments == ["a translator's note"]
    assert got["New game"].refs == ["game/ui/scenes/menu.py:30"]
    # a reworded text starts from the old translation, marked fuzzy with the old msgid
    assert got["Quit the game now"].msgstr == ["Wyjdź z gry"] and got["Quit the game now"].fuzzy
    assert '#| msgid "Quit the game"' in text
    # a brand-new text is empty; an obsolete translation comes back when its msgid returns
    assert got["Brand new text"].msgstr == [""]
    assert got["Old text"].msgstr == ["Stary tekst"] and not got["Old text"].fuzzy
    # Polish plural rule in the header, three forms (the third to translate)
    assert "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) " \
           "? 1 : 2);" in text
    assert got["{n} card"].msgstr == ["{n} karta", "{n} karty", ""]
    assert "python-brace-format" in got["{n} card"].flags
    # texts that left the template are kept as obsolete entries, not lost
    assert "Settings" not in got and '#~ msgid "Gone for good"' in text
    assert '#~ msgstr "Na zawsze"' in text
    assert counts == {"kept": 3, "new": 1, "fuzzy": 1, "obsolete": 2}
    # updating again changes nothing
    assert tool.update_po(POT, text, "pl")[0] == text


def test_status_lists_what_is_missing(tool):
    text, _counts = tool.update_po(POT, PO, "pl")
    problems = {(p.msgid, p.why) for p in tool.catalog_problems(POT, text)}
    assert ("Brand new text", "untranslated") in problems
    assert ("Quit the game now", "fuzzy") in problems
    assert ("{n} card", "untranslated") in problems          # the third Polish form
    assert not any(p[0] in ("New game", "Old text") for p in problems)
    bad = POT.replace('msgid "New game"', 'msgid "Hello {name}"')
    po = PO.replace('msgid "New game"\nmsgstr "Nowa gra"',
                    'msgid "Hello {name}"\nmsgstr "Cześć {imie}"')
    problems = [str(p) for p in tool.catalog_problems(bad, po)]
    assert any("unknown ['imie']" in p for p in problems)
    assert any("lacks ['name']" in p for p in problems)


def test_update_and_status_from_the_command_line(tool, tmp_path, capsys):
    (tmp_path / "gin_table.pot").write_text(POT, encoding="utf-8")
    po = tmp_path / "pl" / "LC_MESSAGES" / "gin_table.po"
    po.parent.mkdir(parents=True)
    po.write_text(PO, encoding="utf-8")
    assert tool.main(["--locale-dir", str(tmp_path), "update"]) == 0
    assert "1 new, 1 fuzzy" in capsys.readouterr().out
    assert tool.main(["--locale-dir", str(tmp_path), "status"]) == 1
    out = capsys.readouterr().out
    assert "pl: untranslated: 'Brand new text'" in out and "2/5 complete" in out
    # fuzzy entries are not compiled: the game shows English until they are checked
    assert tool.main(["--locale-dir", str(tmp_path), "compile", "pl"]) == 0
    with open(po.with_suffix(".mo"), "rb") as fp:
        t = gettext.GNUTranslations(fp)
    assert t.gettext("Quit the game now") == "Quit the game now"
    assert t.gettext("Old text") == "Stary tekst"


def test_init_writes_the_language_plural_rule(tool, tmp_path):
    (tmp_path / "gin_table.pot").write_text(POT, encoding="utf-8")
    for language, rule, forms in (("fr", "nplurals=2; plural=(n > 1);", 2),
                                  ("pl", "nplurals=3;", 3)):
        assert tool.main(["--locale-dir", str(tmp_path), "init", language]) == 0
        text = (tmp_path / language / "LC_MESSAGES" / "gin_table.po").read_text(encoding="utf-8")
        assert rule in text and f'"Language: {language}\\n"' in text
        card = _by_id(tool, text)["{n} card"]
        assert card.msgstr == [""] * forms
