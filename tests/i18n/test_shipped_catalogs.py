"""The French and Polish catalogs the game ships: complete, consistent, loadable, drawable.

When one of these fails after new texts were added to the UI, the workflow is:

    python tools/i18n.py extract        # the template from the sources
    python tools/i18n.py update         # merge it into fr and pl (translations kept)
    python tools/i18n.py status         # lists what is untranslated or fuzzy
    (translate those entries in game/locale/{fr,pl}/LC_MESSAGES/gin_table.po)
    python tools/i18n.py compile --all  # the .mo files the game loads (committed)
"""

from __future__ import annotations

import gettext
import re

import pytest

from .conftest import ROOT

LOCALE = ROOT / "game" / "locale"
POT = LOCALE / "gin_table.pot"
LANGUAGES = ("fr", "pl")
PLURAL_FORMS = {
    "fr": "nplurals=2; plural=(n > 1);",
    "pl": "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 "
          ": 2);",
}
WORKFLOW = "run: tools/i18n.py extract, update, translate what `status` lists, compile --all"


def _po(language: str):
    return LOCALE / language / "LC_MESSAGES" / "gin_table.po"


def _messages(tool, path):
    return [m for m in tool.parse_po(path.read_text(encoding="utf-8"), str(path)) if m.msgid]


def _header(tool, path) -> dict[str, str]:
    head = next(m for m in tool.parse_po(path.read_text(encoding="utf-8")) if m.msgid == "")
    out = {}
    for line in head.msgstr[0].splitlines():
        name, _, value = line.partition(":")
        out[name.strip()] = value.strip()
    return out


def test_the_template_lists_exactly_what_the_sources_translate(tool):
    extracted = {(e.msgid, e.plural) for e in tool.extract()}
    committed = {(m.msgid, m.plural) for m in _messages(tool, POT)}
    assert extracted - committed == set(), f"texts missing from the template; {WORKFLOW}"
    assert committed - extracted == set(), f"texts no longer used; {WORKFLOW}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_template_text_is_translated_with_its_placeholders(tool, language):
    problems = tool.catalog_problems(POT.read_text(encoding="utf-8"),
                                     _po(language).read_text(encoding="utf-8"))
    assert [str(p) for p in problems] == [], WORKFLOW
    template = _messages(tool, POT)
    catalog = {(m.context, m.msgid): m for m in _messages(tool, _po(language))}
    for t in template:
        m = catalog[(t.context, t.msgid)]
        assert not m.fuzzy and m.msgstr and all(s.strip() for s in m.msgstr), t.msgid
        fields = set(re.findall(r"\{(\w+)\}", t.msgid + (t.plural or "")))
        for form in m.msgstr:
            found = set(re.findall(r"\{(\w+)\}", form))
            # only a plural's singular may leave out the count ("une carte")
            allowed_missing = {"n"} if t.plural and form is m.msgstr[0] else set()
            assert fields - allowed_missing <= found <= fields, (t.msgid, form)


@pytest.mark.parametrize("language", LANGUAGES)
def test_plural_header_and_forms(tool, language):
    header = _header(tool, _po(language))
    assert header["Plural-Forms"] == PLURAL_FORMS[language]
    assert header["Language"] == language
    assert "charset=UTF-8" in header["Content-Type"]
    n = 3 if language == "pl" else 2
    plurals = [m for m in _messages(tool, _po(language)) if m.plural]
    assert plurals, "the catalogs have plural entries"
    assert all(len(m.msgstr) == n and all(m.msgstr) for m in plurals)


@pytest.mark.parametrize("language", LANGUAGES)
def test_compiled_catalog_is_current_and_loads_through_gettext(tool, language):
    po = _po(language)
    mo = po.with_suffix(".mo")
    assert mo.read_bytes() == tool.mo_bytes(tool.parse_po(po.read_text(encoding="utf-8"))), \
        "the committed .mo is older than its .po: run tools/i18n.py compile --all"
    t = gettext.translation("gin_table", str(LOCALE), [language])
    for m in _messages(tool, po):
        if m.plural is None and m.context is None:
            assert t.gettext(m.msgid) == m.msgstr[0]
        elif m.plural is None:     # a message context (pgettext): its own translation
            assert t.pgettext(m.context, m.msgid) == m.msgstr[0]
    assert t.gettext("New game") == {"fr": "Nouvelle partie", "pl": "Nowa gra"}[language]


def test_plural_forms_follow_each_language():
    fr = gettext.translation("gin_table", str(LOCALE), ["fr"])
    pl = gettext.translation("gin_table", str(LOCALE), ["pl"])
    one, many = "… {n} earlier hand", "… {n} earlier hands"
    assert [fr.ngettext(one, many, n) for n in (0, 1, 2)] == [
        "… {n} main précédente", "… {n} main précédente", "… {n} mains précédentes"]
    assert [pl.ngettext(one, many, n).format(n=n) for n in (1, 2, 4, 5, 12, 22, 25, 112)] == [
        "… 1 wcześniejsze rozdanie", "… 2 wcześniejsze rozdania", "… 4 wcześniejsze rozdania",
        "… 5 wcześniejszych rozdań", "… 12 wcześniejszych rozdań",
        "… 22 wcześniejsze rozdania", "… 25 wcześniejszych rozdań",
        "… 112 wcześniejszych rozdań"]


def test_polish_counts_inflect_their_noun():
    """A Polish count reads "16 kart w talonie", "2 karty", "1 kartę", not a form-dodging
    "w talonie kart: 16" (the restock line read "Stos odwrócony: w talonie kart: 16")."""
    pl = gettext.translation("gin_table", str(LOCALE), ["pl"])
    turned = ("The discard pile was turned over: {n} card in the stock",
              "The discard pile was turned over: {n} cards in the stock")
    assert [pl.ngettext(*turned, n).format(n=n) for n in (1, 3, 16, 22)] == [
        "Stos odwrócony: 1 karta w talonie", "Stos odwrócony: 3 karty w talonie",
        "Stos odwrócony: 16 kart w talonie", "Stos odwrócony: 22 karty w talonie"]
    hold = ("You hold {cards} card and pay {pay}", "You hold {cards} cards and pay {pay}")
    assert [pl.ngettext(*hold, n).format(cards=n, pay=9) for n in (1, 2, 5)] == [
        "Masz w ręce 1 kartę i płacisz 9", "Masz w ręce 2 karty i płacisz 9",
        "Masz w ręce 5 kart i płacisz 9"]
    played = ("{hands} hand played", "{hands} hands played")
    assert [pl.ngettext(*played, n).format(hands=n) for n in (1, 4, 7)] == [
        "Rozegrano 1 rozdanie", "Rozegrano 4 rozdania", "Rozegrano 7 rozdań"]


def test_french_typography(tool):
    """A narrow no-break space before ! ? ; a no-break space before : and inside « » and
    in "bois mort" (the term reads whole, never "bois" over "mort"); the typographic
    apostrophe (’), as every other French text has it ("n'ajoute" stood beside "d’avance" on
    one score screen)."""
    for m in _messages(tool, _po("fr")):
        for text in m.msgstr:
            text = re.sub(r"\{[^{}]*\}", "{}", text)     # "{balance:+d}" is no colon
            assert not re.search(r"[^\u202f][!?;]", text), text
            assert not re.search(r"[^\u00a0]:", text), text
            assert "« " not in text and " »" not in text, text
            assert text.count("«") == text.count("«\u00a0") == text.count("\u00a0»"), text
            assert "'" not in text, text
            # a term is never split over two lines: "bois / mort" was wrapped in the feed
            assert not re.search(r"[Bb]ois mort", text), text


#: forms that give the player (or a named player) a gender the game cannot know: the Polish
#: masculine past of "you" ("wybrałeś": "you chose", "mógłbyś"), a player "ready" or "alone"
#: in the masculine, where a neutral wording reads as well ("twój wybór", "w pojedynkę")
GENDERED = {
    "pl": re.compile(r"\w(?:łeś|łbyś)\b|\{name\} nie będzie gotowy|\bgrasz sam\b"
                     r"|\{name\}[^.]*\bgra sam\b"),
    "fr": re.compile(r"\{name\} soit prêt|\bjouez seul\b|\{name\}[^.]*\bjoue seul\b"),
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_player_is_addressed_without_a_gender(tool, language):
    """A Polish player read "Wybrałeś …" ("you chose", masculine) in the review and "nie
    mógłbyś jej odrzucić" in a refusal; the hand-over waited until a named player was
    "gotowy" / "prêt". These texts are worded without a gender now."""
    for m in _messages(tool, _po(language)):
        for text in m.msgstr:
            assert not GENDERED[language].search(text), text


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_gin_line_does_not_read_the_deadwood_as_the_seat_number(tool, language):
    """"bonus 25 + deadwood of Computer 3 = 28" read as the deadwood of "Computer 3": the
    opponent's name never stands right before the deadwood figure, which follows its word
    with a no-break space."""
    lines = {m.msgid: m.msgstr[0] for m in _messages(tool, _po(language))
             if "{other}" in m.msgid and "{deadwood}" in m.msgid}
    assert len(lines) == 6, lines
    for msgid, text in lines.items():
        assert "{other} {deadwood}" not in msgid, msgid
        assert not re.search(r"\{other\}\)?\s*\{deadwood\}", text), text
        assert "\u00a0{deadwood}" in text, text


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_deadwood_keeps_its_number(tool, language):
    """"Computer spreads: deadwood 28" in the feed, "Computer · deadwood 11" on a tag never
    leave the number alone on a line ("Ordinateur étale : bois mort" over "28" at 800x600 /
    200 %, "bois mort" over "11" on 003's tag at 1920x1080 / 200 %): the number follows a
    no-break space."""
    lines = {m.msgid: m.msgstr[0] for m in _messages(tool, _po(language))
             if m.msgid.lower().endswith("deadwood {n}")}
    assert len(lines) == 5, lines
    for text in lines.values():
        assert text.endswith("\u00a0{n}"), text


def test_seed_vocabulary_is_used(tool):
    """The rule texts' own words (see game/locale/GLOSSARY.md)."""
    fr = " ".join(s for m in _messages(tool, _po("fr")) for s in m.msgstr)
    pl = " ".join(s for m in _messages(tool, _po("pl")) for s in m.msgstr)
    for word in ("frapper", "frappeur", "descente", "retourne", "cocotte", "Gin Rami",
                 "Rami\u202f!", "Arrêt", "blitz", "bois\u00a0mort", "entame"):
        assert word in fr, word
    for word in ("stukanie", "stuka", "układ", "sekwens", "Remik", "gin", "balast", "talon"):
        assert word in pl, word
    # 001 knocks with "stukanie"; "pukać" is not the rules' word (a Polish play-tester)
    assert "puk" not in pl.lower()
    assert (ROOT / "game" / "locale" / "GLOSSARY.md").exists()


@pytest.mark.parametrize("bold", [False, True])
def test_the_ui_font_draws_every_character_of_every_translation(tool, bold):
    import pygame

    from game.ui.resources import load_ui_font

    pygame.font.init()
    font = load_ui_font(20, bold)
    chars = set("ąćęłńóśźżĄĆĘŁŃÓŚŹŻéèêàçœŒ«»\u202f\u00a0♠♥♦♣…—–·×")
    for language in LANGUAGES:
        for m in _messages(tool, _po(language)):
            chars.update("".join(m.msgstr))
    chars -= {"\n", "\t"}
    missing = [c for c in sorted(chars) if font.metrics(c)[0] is None]
    assert missing == []
    # the font is the bundled file, not pygame's default (which has no suit symbols)
    assert font.metrics("♠")[0] is not None


def test_french_table_calls_a_hand_a_main():
    """"Le coup est terminé" stood over the "Main suivante" button of a table headed "Main 1":
    at the table, a hand is a *main* (the seeds' own word; *coup* is a move there)."""
    fr = gettext.translation("gin_table", str(LOCALE), ["fr"])
    for msgid in ("The hand is over", "Next hand", "Hand {n}"):
        text = fr.gettext(msgid).lower()
        assert "main" in text and "coup" not in text, text
