"""Message contexts: one English text, two translations (French *pioche* in Gin, *talon* in Rami).

`pgettext`/`npgettext` in the game, and the tool's extract, check, update, status and compile
keeping `msgctxt` apart from the plain entry of the same msgid.
"""

from __future__ import annotations

import gettext

SOURCE = (
    'from game.ui.i18n import _, ngettext, npgettext, pgettext\n'
    'def label(n, talon):\n'
    '    a = _("Stock {n}")\n'
    '    b = pgettext("talon", "Stock {n}")\n'
    '    c = ngettext("{n} card left", "{n} cards left", n)\n'
    '    d = npgettext("talon", "{n} card left", "{n} cards left", n)\n'
    '    return a, b, c, d\n')

PO = r'''msgid ""
msgstr ""
"Language: xx\n"
"Content-Type: text/plain; charset=UTF-8\n"
"Plural-Forms: nplurals=2; plural=(n > 1);\n"

msgid "Stock {n}"
msgstr "Pioche : {n}"

msgctxt "talon"
msgid "Stock {n}"
msgstr "Talon : {n}"

msgid "{n} card left"
msgid_plural "{n} cards left"
msgstr[0] "{n} carte dans la pioche"
msgstr[1] "{n} cartes dans la pioche"

msgctxt "talon"
msgid "{n} card left"
msgid_plural "{n} cards left"
msgstr[0] "{n} carte dans le talon"
msgstr[1] "{n} cartes dans le talon"
'''


def _ui(tmp_path, text=SOURCE):
    ui = tmp_path / "game" / "ui"
    ui.mkdir(parents=True)
    (ui / "table.py").write_text(text, encoding="utf-8")
    return ui


def test_extract_keeps_a_context_apart_from_the_plain_text(tool, tmp_path):
    ui = _ui(tmp_path)
    entries = tool.extract(ui, tmp_path, with_variants=False)
    assert [(e.context, e.msgid, e.plural) for e in entries] == [
        (None, "Stock {n}", None), ("talon", "Stock {n}", None),
        (None, "{n} card left", "{n} cards left"), ("talon", "{n} card left", "{n} cards left")]
    assert entries[1].refs == ["game/ui/table.py:4"]
    pot = tool.format_pot(entries)
    assert ('#, python-brace-format\nmsgctxt "talon"\nmsgid "Stock {n}"\nmsgstr ""' in pot)
    back = [(m.context, m.msgid) for m in tool.parse_po(pot) if m.msgid]
    assert back == [(e.context, e.msgid) for e in entries]


def test_check_reads_the_text_not_the_context_of_pgettext(tool, tmp_path):
    ui = _ui(tmp_path, 'def f(n):\n'
                       '    a = pgettext("talon", f"Stock {n}")\n'
                       '    b = npgettext("talon", "{n} card", f"{n} cards", n)\n'
                       '    c = pgettext("talon", "Stock {n}").format(n=n)\n')
    found = [(f.line, f.text) for f in tool.check(ui, tmp_path)]
    assert found == [(2, "f'Stock {n}'"), (3, "f'{n} cards'")]


def test_update_and_status_keep_each_context_its_own_translation(tool, tmp_path):
    pot = tool.format_pot(tool.extract(_ui(tmp_path), tmp_path, with_variants=False))
    po = PO.replace('msgctxt "talon"\nmsgid "Stock {n}"\nmsgstr "Talon : {n}"\n\n', "")
    text, counts = tool.update_po(pot, po, "fr")
    by_key = {(m.context, m.msgid): m for m in tool.parse_po(text) if m.msgid}
    assert by_key[(None, "Stock {n}")].msgstr == ["Pioche : {n}"]
    assert by_key[("talon", "{n} card left")].msgstr[1] == "{n} cartes dans le talon"
    # the new talon entry must not pass for translated by its plain twin
    assert not by_key[("talon", "Stock {n}")].translated
    problems = tool.catalog_problems(pot, text)
    assert [(p.context, p.msgid) for p in problems] == [("talon", "Stock {n}")]
    assert "context 'talon'" in str(problems[0])
    assert tool.catalog_problems(pot, PO) == []


def test_the_game_reads_a_context_from_a_compiled_catalog(tool, tmp_path, restore_language):
    i18n = restore_language
    po = tmp_path / "xx" / "LC_MESSAGES" / "gin_table.po"
    po.parent.mkdir(parents=True)
    po.write_text(PO, encoding="utf-8")
    assert tool.main(["--locale-dir", str(tmp_path), "compile", "xx"]) == 0
    with open(po.with_suffix(".mo"), "rb") as fp:
        raw = gettext.GNUTranslations(fp)._catalog
    assert raw["talon\x04Stock {n}"] == "Talon : {n}"
    i18n.set_locale_dir(tmp_path)
    i18n.set_language("xx")
    assert i18n._("Stock {n}") == "Pioche : {n}"
    talon = i18n.pgettext("talon", "Stock {n}")
    assert talon == "Talon : {n}"
    assert i18n.npgettext("talon", "{n} card left", "{n} cards left", 3) == \
        "{n} cartes dans le talon"
    assert i18n.ngettext("{n} card left", "{n} cards left", 1) == "{n} carte dans la pioche"
    assert i18n.pgettext("other", "Stock {n}") == "Stock {n}"   # no such context: English
    # a label built in one language follows a switch with its context
    i18n.set_language("en")
    assert i18n.resolve(talon) == "Stock {n}"
    i18n.set_language("xx")
    assert i18n.resolve(talon) == "Talon : {n}"
    assert i18n._(talon) == "Talon : {n}"


def test_the_rami_and_003_stock_is_the_talon_in_french(restore_language):
    from game.ui import wording
    from game.variants import find_variant
    from game.variants.terms import terms_for

    i18n = restore_language
    i18n.set_language("fr")
    rules = {name: find_variant(name).rules for name in ("classic", "rami", "gin-rami")}
    assert wording.stock_label(31, terms_for(rules["classic"])) == "Pioche\u00a0: 31"
    assert wording.stock_label(31, terms_for(rules["rami"])) == "Talon\u00a0: 31"
    assert wording.stock_label(31, terms_for(rules["gin-rami"])) == "Talon\u00a0: 31"
    assert wording.stock_label(0, terms_for(rules["rami"])) == "Talon vide"
    assert wording.stock_label(0, terms_for(rules["classic"])) == "Pioche vide"
    i18n.set_language("pl")    # Polish says talon in every variant
    assert wording.stock_label(5, terms_for(rules["rami"])) == "Talon: 5"
    assert wording.stock_label(5, terms_for(rules["classic"])) == "Talon: 5"
    i18n.set_language("en")
    assert wording.stock_label(5, terms_for(rules["rami"])) == "Stock 5"


def test_the_coach_says_talon_in_003_and_pioche_in_gin(restore_language):
    from game.coach import hint as h
    from game.core.actions import DRAW_STOCK
    from game.core.cards import Card
    from game.ui.coach_words import hint_text

    i18n = restore_language
    i18n.set_language("fr")
    tip = h.Hint(DRAW_STOCK, h.HintReason(h.DRAW_STOCK, (Card.parse("9S"),), deadwood_after=12))
    assert "la pioche vaut mieux" in hint_text(tip)
    assert "le talon vaut mieux" in hint_text(tip, talon=True)          # 003
    assert "talon" in hint_text(tip, rami=True)                          # Rami's own sentence
