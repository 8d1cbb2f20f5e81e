"""The tool's msgfmt, and a translation shown by the game end to end (dummy video driver)."""

from __future__ import annotations

import gettext

from game.ui.audio import quit_pygame

PO = r'''# A tiny test catalog.
msgid ""
msgstr ""
"Language: xx\n"
"Content-Type: text/plain; charset=UTF-8\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\n"

#: game/ui/scenes/menu.py:21
msgid "New game"
msgstr "Nouvelle partie"

msgid "Quit"
msgstr ""
"Quit"
"ter"

msgid "Key: {key}"
msgstr "Touche : {key}"

#, fuzzy
msgid "Rules"
msgstr "Règles peut-être"

msgid "Settings"
msgstr ""

msgid "Say \"hi\"\tthen\n"
msgstr "Dis « salut »\tpuis\n"

msgctxt "button"
msgid "Pass"
msgstr "Passe"

msgid "{n} card"
msgid_plural "{n} cards"
msgstr[0] "{n} carte"
msgstr[1] "{n} cartes"

#~ msgid "Old text"
#~ msgstr "Vieux texte"
'''


def _write_catalog(tool, root, language="xx", text=PO):
    po = root / language / "LC_MESSAGES" / "gin_table.po"
    po.parent.mkdir(parents=True)
    po.write_text(text, encoding="utf-8")
    assert tool.main(["--locale-dir", str(root), "compile", language]) == 0
    mo = po.with_suffix(".mo")
    assert mo.exists()
    return mo


def test_compiled_catalog_reads_back_with_the_standard_library(tool, tmp_path):
    mo = _write_catalog(tool, tmp_path)
    with open(mo, "rb") as fp:
        t = gettext.GNUTranslations(fp)
    assert t.info()["language"] == "xx"
    assert t.gettext("New game") == "Nouvelle partie"
    assert t.gettext("Quit") == "Quitter"                       # continued lines joined
    assert t.gettext("Key: {key}").format(key="K") == "Touche : K"
    assert t.gettext('Say "hi"\tthen\n') == "Dis « salut »\tpuis\n"   # escapes, UTF-8
    assert t.gettext("Rules") == "Rules"                        # fuzzy: not used
    assert t.gettext("Settings") == "Settings"                  # untranslated
    assert t.gettext("Old text") == "Old text"                  # obsolete
    assert t.pgettext("button", "Pass") == "Passe" and t.gettext("Pass") == "Pass"
    assert t.ngettext("{n} card", "{n} cards", 1) == "{n} carte"
    assert t.ngettext("{n} card", "{n} cards", 3) == "{n} cartes"
    # the tool's .mo and its own reading agree on every translated message
    assert tool.mo_bytes(tool.parse_po(PO)) == mo.read_bytes()


def test_compile_refuses_a_broken_catalog(tool, tmp_path, capsys):
    po = tmp_path / "xx" / "LC_MESSAGES" / "gin_table.po"
    po.parent.mkdir(parents=True)
    po.write_text('msgid "New game"\nmsgstr "Nouvelle partie\n', encoding="utf-8")
    assert tool.main(["--locale-dir", str(tmp_path), "compile", "xx"]) == 1
    assert "gin_table.po:2" in capsys.readouterr().err
    assert not po.with_suffix(".mo").exists()


def test_init_starts_a_catalog_from_the_template_that_compiles(tool, tmp_path):
    tool.main(["--locale-dir", str(tmp_path), "extract", "--no-variants"])
    assert tool.main(["--locale-dir", str(tmp_path), "init", "xx"]) == 0
    po = tmp_path / "xx" / "LC_MESSAGES" / "gin_table.po"
    text = po.read_text(encoding="utf-8")
    assert '"Language: xx\\n"' in text and "plural=(n != 1)" in text
    po.write_text(text.replace('msgid "New game"\nmsgstr ""',
                               'msgid "New game"\nmsgstr "Nouvelle partie"'), encoding="utf-8")
    assert tool.main(["--locale-dir", str(tmp_path), "compile", "--all"]) == 0
    with open(po.with_suffix(".mo"), "rb") as fp:
        t = gettext.GNUTranslations(fp)
    assert t.gettext("New game") == "Nouvelle partie"
    assert t.gettext("Continue") == "Continue"


def test_the_game_shows_a_compiled_translation(tool, tmp_path, monkeypatch, restore_language):

    from game.ui.app import App
    from game.ui.scenes.about import AboutScene
    from game.ui.scenes.menu import MenuScene
    from game.ui.settings_model import Settings

    i18n = restore_language
    _write_catalog(tool, tmp_path)
    monkeypatch.setenv("GIN_TABLE_LOCALE_DIR", str(tmp_path))
    assert i18n.available_languages() == ["en", "xx"]
    app = App((1280, 720), settings=Settings(speed="instant", language="xx"))
    try:
        app.running = True
        assert i18n.language() == "xx"
        assert i18n._("New game") == "Nouvelle partie"
        assert i18n._("Continue") == "Continue"                 # not translated: English
        menu = MenuScene(app)
        app.scenes.push(menu)
        app.step()
        new = next(w for w in menu.widgets.widgets if w.name == "new")
        assert new.text == "Nouvelle partie"
        assert new.tooltip_text().replace("\u00a0", " ").endswith("Touche : N")
        # back to English in the settings (a scene above the menu): the menu relabels
        app.scenes.push(AboutScene(app))
        app.settings.language = "en"
        app.settings_changed()
        assert i18n._("New game") == "New game"
        app.scenes.pop()
        app.step()
        new = next(w for w in menu.widgets.widgets if w.name == "new")
        assert new.text == "New game"
        # an unknown language falls back to English, without an error
        i18n.set_language("zz")
        assert i18n._("New game") == "New game"
    finally:
        quit_pygame()


def test_a_broken_catalog_falls_back_to_english(tmp_path, restore_language):
    i18n = restore_language
    mo = tmp_path / "xx" / "LC_MESSAGES" / "gin_table.mo"
    mo.parent.mkdir(parents=True)
    mo.write_bytes(b"not a catalog at all")
    i18n.set_locale_dir(tmp_path)
    assert i18n.set_language("xx") == "xx"
    assert i18n._("New game") == "New game"
