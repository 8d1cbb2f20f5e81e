"""Translation catalogs for Gin Table: extract the template, compile catalogs, check the UI.

    python tools/i18n.py extract            # game/ui (+ variant texts) -> game/locale/gin_table.pot
    python tools/i18n.py init fr            # start game/locale/fr/LC_MESSAGES/gin_table.po
    python tools/i18n.py update [fr]        # merge the new template into the catalogs
    python tools/i18n.py status [fr]        # untranslated / fuzzy / placeholder problems
    python tools/i18n.py compile fr         # .po -> .mo (a small msgfmt; GNU gettext not needed)
    python tools/i18n.py compile --all      # every language under game/locale
    python tools/i18n.py check              # exit 1 on a player-visible literal not in _()

Only the standard library is used, so the tool runs without pygame. What `extract` collects:
the literals of `_("...")`, `N_("...")`, `ngettext("...", "...", n)`, `pgettext("ctx", "...")`
and `npgettext("ctx", "...", "...", n)` calls in `game/ui` (a context becomes the entry's
`msgctxt`, so one English text can have two translations; `R_("...", rami)` enters its text
both without a context and in the context "rami"), and
the player-facing texts of the variants (titles, summaries, the option labels and help of
`Rules`), which the UI translates when it shows them (`_(v.title)`). The engine (`game/core`)
stays gettext-free and is never imported or edited here.
"""

from __future__ import annotations

import argparse
import ast
import dataclasses
import re
import struct
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
UI_DIR = ROOT / "game" / "ui"
VARIANTS_DIR = ROOT / "game" / "variants"
LOCALE_DIR = ROOT / "game" / "locale"
DOMAIN = "gin_table"
POT_NAME = f"{DOMAIN}.pot"

# ----------------------------------------------------------------------------------------------
# extract


@dataclass
class Entry:
    msgid: str
    plural: str | None = None
    context: str | None = None     # msgctxt: `pgettext`/`npgettext`'s first argument
    refs: list[str] = field(default_factory=list)
    comments: list[str] = field(default_factory=list)

    @property
    def brace_format(self) -> bool:
        text = self.msgid + (self.plural or "")
        return bool(re.search(r"(?<!\{)\{[A-Za-z_0-9.\[\]]*(![rsa])?(:[^{}]*)?\}", text))


def _call_name(node: ast.Call) -> str | None:
    f = node.func
    if isinstance(f, ast.Name):
        return f.id
    if isinstance(f, ast.Attribute):
        return f.attr
    return None


def _literal(node: ast.AST) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def _rel(path: Path, root: Path) -> str:
    try:
        return path.resolve().relative_to(root.resolve()).as_posix()
    except ValueError:
        return path.as_posix()


def python_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*.py") if "__pycache__" not in p.parts)


# the translating calls -> which of their arguments are the texts (a context comes first)
TRANSLATING = {"_": slice(0, 1), "N_": slice(0, 1), "gettext": slice(0, 1),
               "ngettext": slice(0, 2), "pgettext": slice(1, 2), "npgettext": slice(1, 3),
               "R_": slice(0, 1), "Rn_": slice(0, 2)}
#: calls whose text is also entered in a message context: `R_("...", rami)` is worded in the
#: context "rami" at a Rami table (French *écarter* where Gin says *défausser*, *coup* for
#: *main*); `Rn_(singular, plural, n, rami)` likewise
ALSO_IN_CONTEXT = {"R_": "rami", "Rn_": "rami"}


def scan_source(path: Path, root: Path = ROOT
                ) -> Iterator[tuple[str | None, str, str | None, str]]:
    """(context, msgid, plural, 'file:line') for each `_("...")`, `N_("...")`,
    `ngettext(...)`, `pgettext("ctx", "...")` and `npgettext("ctx", "...", "...", n)` call
    (an `R_("...", rami)` gives two: without a context and in the context "rami")."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    rel = _rel(path, root)
    calls = sorted((n for n in ast.walk(tree) if isinstance(n, ast.Call)),
                   key=lambda n: (n.lineno, n.col_offset))
    for node in calls:
        if not node.args:
            continue
        name = _call_name(node)
        texts = TRANSLATING.get(name)
        if texts is None or len(node.args) < texts.stop:
            continue
        context = _literal(node.args[0]) if texts.start else None
        found = [_literal(a) for a in node.args[texts]]
        if all(found) and (context is not None or not texts.start):
            plural = found[1] if len(found) > 1 else None
            yield context, found[0], plural, f"{rel}:{node.lineno}"
            if name in ALSO_IN_CONTEXT:
                yield ALSO_IN_CONTEXT[name], found[0], plural, f"{rel}:{node.lineno}"


def _literal_lines(folder: Path, root: Path) -> dict[str, list[str]]:
    """Every string literal in `folder`'s sources -> its 'file:line' places (for references)."""
    places: dict[str, list[str]] = {}
    for path in python_files(folder):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        rel = _rel(path, root)
        for node in ast.walk(tree):
            text = _literal(node)
            if text:
                places.setdefault(text, []).append(f"{rel}:{node.lineno}")
    return places


def variant_texts() -> Iterator[tuple[str, str]]:
    """(text, what) for the player-facing texts the variants define (read, never edited)."""
    sys.path.insert(0, str(ROOT))
    try:
        from game.variants import VARIANTS
        from game.variants.rules import Rules
    finally:
        sys.path.remove(str(ROOT))
    for v in VARIANTS:
        yield v.title, f"variant {v.name}: title"
        if v.summary:
            yield v.summary, f"variant {v.name}: summary"
    for f in dataclasses.fields(Rules):
        meta = f.metadata
        if not meta.get("user", True):
            continue
        if meta.get("label"):
            yield meta["label"], f"rule option {f.name}: label"
        if meta.get("descente_label"):
            yield meta["descente_label"], f"rule option {f.name}: label where it is a descente"
        if meta.get("help"):
            yield meta["help"], f"rule option {f.name}: help"
        if meta.get("alt"):
            yield meta["alt"][1], f"rule option {f.name}: label where {meta['alt'][0]}"
            yield meta["alt"][2], f"rule option {f.name}: help where {meta['alt'][0]}"
        for value, text in meta.get("labels", {}).items():
            yield text, f"rule option {f.name}: value {value}"


def extract(ui_dir: Path = UI_DIR, root: Path = ROOT, with_variants: bool = True) -> list[Entry]:
    """The template's entries, in order of first appearance (UI files, then variant texts)."""
    entries: dict[tuple[str | None, str], Entry] = {}    # keyed like a catalog: (msgctxt, msgid)
    for path in python_files(ui_dir):
        for context, msgid, plural, ref in scan_source(path, root):
            e = entries.setdefault((context, msgid), Entry(msgid, plural, context))
            if plural and not e.plural:
                e.plural = plural
            if ref not in e.refs:
                e.refs.append(ref)
    if with_variants:
        places = _literal_lines(VARIANTS_DIR, root)
        for text, what in variant_texts():
            e = entries.setdefault((None, text), Entry(text))
            if what not in e.comments:
                e.comments.append(what)
            for ref in places.get(text, [])[:3]:
                if ref not in e.refs:
                    e.refs.append(ref)
    return list(entries.values())


def po_quote(text: str) -> str:
    """One PO string (several quoted lines when it has newlines)."""
    def esc(s: str) -> str:
        return (s.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t")
                .replace("\r", "\\r").replace("\n", "\\n"))
    if "\n" not in text.rstrip("\n"):
        return f'"{esc(text)}"'
    parts = text.splitlines(keepends=True)
    return '""\n' + "\n".join(f'"{esc(p)}"' for p in parts)


POT_HEADER = """\
# Translations of Gin Table.
# This file is generated by `python tools/i18n.py extract`; do not edit it by hand.
# Start a language with `python tools/i18n.py init LANG`.
#
#, fuzzy
msgid ""
msgstr ""
"Project-Id-Version: gin-table\\n"
"Report-Msgid-Bugs-To: \\n"
"PO-Revision-Date: YEAR-MO-DA HO:MI+ZONE\\n"
"Last-Translator: FULL NAME <EMAIL@ADDRESS>\\n"
"Language-Team: LANGUAGE <LL@li.org>\\n"
"Language: \\n"
"MIME-Version: 1.0\\n"
"Content-Type: text/plain; charset=UTF-8\\n"
"Content-Transfer-Encoding: 8bit\\n"
"Plural-Forms: nplurals=INTEGER; plural=EXPRESSION;\\n"
"""


def format_pot(entries: Iterable[Entry]) -> str:
    """The template text. No creation date, so re-extracting unchanged sources changes nothing."""
    out = [POT_HEADER.rstrip("\n")]
    for e in entries:
        out.append("")
        for c in e.comments:
            out.append(f"#. {c}")
        line = "#:"
        for ref in e.refs:
            if len(line) + 1 + len(ref) > 79 and line != "#:":
                out.append(line)
                line = "#:"
            line += " " + ref
        if line != "#:":
            out.append(line)
        if e.brace_format:
            out.append("#, python-brace-format")
        if e.context is not None:
            out.append(f"msgctxt {po_quote(e.context)}")
        out.append(f"msgid {po_quote(e.msgid)}")
        if e.plural:
            out.append(f"msgid_plural {po_quote(e.plural)}")
            out.append('msgstr[0] ""')
            out.append('msgstr[1] ""')
        else:
            out.append('msgstr ""')
    return "\n".join(out) + "\n"


# ----------------------------------------------------------------------------------------------
# PO reading and .mo writing (a small msgfmt)


class POError(ValueError):
    pass


@dataclass
class Message:
    msgid: str
    msgstr: list[str]
    plural: str | None = None
    context: str | None = None
    fuzzy: bool = False
    comments: list[str] = field(default_factory=list)      # "# " translator comments
    extracted: list[str] = field(default_factory=list)     # "#." notes from the template
    refs: list[str] = field(default_factory=list)          # "#:" places in the sources
    flags: list[str] = field(default_factory=list)         # "#," flags other than fuzzy
    previous: str | None = None                            # "#| msgid": before a rewording

    @property
    def translated(self) -> bool:
        """Every form has a text and the entry is not fuzzy."""
        return not self.fuzzy and bool(self.msgstr) and all(self.msgstr)


_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "\\": "\\", "a": "\a", "b": "\b",
            "f": "\f", "v": "\v"}


def _unquote(token: str, where: str) -> str:
    token = token.strip()
    if len(token) < 2 or token[0] != '"' or token[-1] != '"':
        raise POError(f"{where}: expected a quoted string, got {token!r}")
    body, out, i = token[1:-1], [], 0
    while i < len(body):
        ch = body[i]
        if ch == "\\":
            if i + 1 >= len(body):
                raise POError(f"{where}: a string ends with a backslash")
            nxt = body[i + 1]
            if nxt in _ESCAPES:
                out.append(_ESCAPES[nxt])
                i += 2
                continue
            m = re.match(r"[0-7]{1,3}", body[i + 1:])
            if m:
                out.append(chr(int(m.group(), 8)))
                i += 1 + len(m.group())
                continue
            raise POError(f"{where}: unknown escape \\{nxt}")
        if ch == '"':
            raise POError(f"{where}: unescaped quote inside a string")
        out.append(ch)
        i += 1
    return "".join(out)


def parse_po(text: str, name: str = "<po>") -> list[Message]:
    """The messages of a PO file (obsolete `#~` entries are dropped; fuzzy ones are flagged)."""
    messages: list[Message] = []
    cur: dict = {}
    key: tuple[str, int] | None = None
    fuzzy = False
    notes: dict[str, list[str]] = {"#": [], "#.": [], "#:": [], "#,": [], "#|": []}

    def finish() -> None:
        nonlocal cur, key, fuzzy, notes
        if cur:
            if "msgid" not in cur:
                raise POError(f"{name}: an entry without msgid")
            strs = cur.get("msgstr", {})
            if not strs:
                raise POError(f"{name}: msgid {cur['msgid']!r} has no msgstr")
            n = max(strs) + 1
            messages.append(Message(cur["msgid"], [strs.get(i, "") for i in range(n)],
                                    cur.get("msgid_plural"), cur.get("msgctxt"), fuzzy,
                                    notes["#"], notes["#."], notes["#:"], notes["#,"],
                                    "".join(notes["#|"]) if notes["#|"] else None))
            notes = {"#": [], "#.": [], "#:": [], "#,": [], "#|": []}
        cur, key, fuzzy = {}, None, False

    for lineno, raw in enumerate(text.splitlines(), 1):
        where = f"{name}:{lineno}"
        line = raw.strip()
        if not line:
            continue
        if line.startswith("#"):
            if line.startswith("#~"):
                continue
            if key is not None and key[0] in ("msgstr",):
                finish()
            if line.startswith("#,"):
                for flag in (f.strip() for f in line[2:].split(",")):
                    if flag == "fuzzy":
                        fuzzy = True
                    elif flag:
                        notes["#,"].append(flag)
            elif line.startswith("#:"):
                notes["#:"].extend(line[2:].split())
            elif line.startswith("#."):
                notes["#."].append(line[2:].strip())
            elif line.startswith("#|"):
                prev = line[2:].strip()     # the previous msgid of a fuzzy entry
                if prev.startswith("msgid "):
                    notes["#|"].append(_unquote(prev[6:], where))
                elif prev.startswith('"') and notes["#|"]:
                    notes["#|"].append(_unquote(prev, where))
            else:
                notes["#"].append(raw[1:].strip())
            continue
        if line.startswith('"'):
            if key is None:
                raise POError(f"{where}: a string continues nothing")
            value = _unquote(line, where)
            kind, idx = key
            if kind == "msgstr":
                cur["msgstr"][idx] += value
            else:
                cur[kind] += value
            continue
        m = re.match(r"(msgctxt|msgid_plural|msgid|msgstr)(\[(\d+)\])?\s+(.*)$", line)
        if not m:
            raise POError(f"{where}: cannot read {raw!r}")
        kind, _, idx, rest = m.groups()
        if kind in ("msgctxt", "msgid") and (key is not None and key[0] == "msgstr"):
            finish()
        if kind == "msgid" and "msgid" in cur:
            raise POError(f"{where}: msgid repeated in one entry")
        value = _unquote(rest, where)
        if kind == "msgstr":
            i = int(idx) if idx is not None else 0
            cur.setdefault("msgstr", {})[i] = value
            key = ("msgstr", i)
        else:
            cur[kind] = value
            key = (kind, 0)
    finish()
    return messages


def mo_bytes(messages: Iterable[Message], include_fuzzy: bool = False) -> bytes:
    """A GNU .mo catalog (little-endian, revision 0, no hash table) of the translated messages.

    Layout: magic 0x950412de, revision, N, offset of the original-strings table, offset of the
    translated-strings table, hash size 0, hash offset; then the two tables of (length, offset)
    pairs sorted by original; then the NUL-terminated strings. Plural forms are joined with NUL;
    a context is `context\\x04msgid`. The header entry (msgid "") is kept even when fuzzy.
    """
    table: dict[bytes, bytes] = {}
    for m in messages:
        if m.fuzzy and m.msgid and not include_fuzzy:
            continue
        if not any(m.msgstr):
            continue   # untranslated: gettext falls back to the msgid
        orig = m.msgid if m.plural is None else m.msgid + "\0" + m.plural
        if m.context is not None:
            orig = m.context + "\x04" + orig
        table[orig.encode("utf-8")] = "\0".join(m.msgstr).encode("utf-8")
    keys = sorted(table)
    n = len(keys)
    orig_table = 28
    trans_table = orig_table + 8 * n
    data_start = trans_table + 8 * n
    ids = b"".join(k + b"\0" for k in keys)
    strs = b"".join(table[k] + b"\0" for k in keys)
    o_index, t_index = [], []
    pos = data_start
    for k in keys:
        o_index.append((len(k), pos))
        pos += len(k) + 1
    for k in keys:
        t_index.append((len(table[k]), pos))
        pos += len(table[k]) + 1
    head = struct.pack("<7I", 0x950412DE, 0, n, orig_table, trans_table, 0, data_start)
    body = b"".join(struct.pack("<2I", *p) for p in o_index + t_index)
    return head + body + ids + strs


def compile_po(po_path: Path, mo_path: Path | None = None, include_fuzzy: bool = False) -> Path:
    """Compile `po_path` next to itself (`.mo`) or to `mo_path`; returns the .mo path."""
    messages = parse_po(po_path.read_text(encoding="utf-8"), str(po_path))
    mo_path = mo_path or po_path.with_suffix(".mo")
    mo_path.parent.mkdir(parents=True, exist_ok=True)
    mo_path.write_bytes(mo_bytes(messages, include_fuzzy))
    return mo_path


# ----------------------------------------------------------------------------------------------
# check: player-visible literals that skip _()

# call name -> positions of the text arguments (keyword names in TEXT_KEYWORDS count too)
TEXT_SINKS: dict[str, tuple[int, ...]] = {
    "blit_text": (2,), "blit_paragraph": (2,),
    "Button": (0, 3), "button": (0, 3), "Choice": (0, 5), "TextField": (0,), "Slider": (0, 3),
    "BackPicker": (0,), "Widget": (0,), "_choice": (1, 6),
    "show_banner": (0,), "refuse": (0,), "toast": (0,), "notice": (0,), "_pill": (1,),
    "draw_title": (1,), "text": (0,), "text_shadowed": (0,), "wrap": (0,),
    "set_caption": (0,),
}
TEXT_KEYWORDS = {"text", "label", "tooltip", "title", "message", "prompt", "hint", "caption"}
# attributes that hold text to show: self.title = "..." / self.toast = ("...", 3.5, colour)
TEXT_ATTRIBUTES = {"title", "message", "prompt", "hint", "banner", "toast", "label", "tooltip",
                   "caption", "status"}
IGNORE_MARK = "i18n: ignore"


def _is_visible_text(node: ast.AST) -> str | None:
    """The text if `node` is a literal (or f-string) with words in it, else None."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        text = node.value
    elif isinstance(node, ast.JoinedStr):
        text = "".join(v.value for v in node.values
                       if isinstance(v, ast.Constant) and isinstance(v.value, str))
    else:
        return None
    bare = re.sub(r"\{[^{}]*\}", "", text)
    if not any(ch.isalpha() for ch in bare):
        return None
    return ast.unparse(node) if isinstance(node, ast.JoinedStr) else text


@dataclass(frozen=True)
class Finding:
    path: str
    line: int
    text: str
    why: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.why}: {self.text!r}"


def check_source(path: Path, root: Path = ROOT) -> list[Finding]:
    source = path.read_text(encoding="utf-8")
    lines = source.splitlines()
    tree = ast.parse(source, str(path))
    rel = _rel(path, root)
    found: list[Finding] = []

    def flag(node: ast.AST, why: str) -> None:
        text = _is_visible_text(node)
        if text is None:
            return
        line = lines[node.lineno - 1] if node.lineno <= len(lines) else ""
        if IGNORE_MARK in line:
            return
        found.append(Finding(rel, node.lineno, text, why))

    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            name = _call_name(node)
            if name in TRANSLATING:
                for arg in node.args[TRANSLATING[name]]:
                    if isinstance(arg, ast.JoinedStr):
                        found.append(Finding(rel, arg.lineno, ast.unparse(arg),
                                             f"{name}() of an f-string cannot be translated; "
                                             "use _(\"... {x}\").format(x=...)"))
                continue
            if name in TEXT_SINKS:
                for i in TEXT_SINKS[name]:
                    if i < len(node.args):
                        flag(node.args[i], f"text passed to {name}() without _()")
            for kw in node.keywords:
                if kw.arg in TEXT_KEYWORDS:
                    flag(kw.value, f"{kw.arg}= text without _()")
        elif isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            value = node.value
            if value is None:
                continue
            for t in targets:
                if isinstance(t, ast.Attribute) and t.attr in TEXT_ATTRIBUTES:
                    first = value.elts[0] if isinstance(value, ast.Tuple) and value.elts \
                        else value
                    flag(first, f"text assigned to .{t.attr} without _()")
    return found


def check(ui_dir: Path = UI_DIR, root: Path = ROOT) -> list[Finding]:
    out: list[Finding] = []
    for path in python_files(ui_dir):
        out.extend(check_source(path, root))
    return sorted(out, key=lambda f: (f.path, f.line))


# ----------------------------------------------------------------------------------------------
# command line


# ----------------------------------------------------------------------------------------------
# catalogs: plural rules, writing, update (merge the template in), status

# Plural-Forms per language (the GNU gettext manual's table); a language missing here gets the
# English rule and a warning, so its translator checks it.
PLURAL_FORMS: dict[str, str] = {
    "en": "nplurals=2; plural=(n != 1);",
    "de": "nplurals=2; plural=(n != 1);",
    "es": "nplurals=2; plural=(n != 1);",
    "it": "nplurals=2; plural=(n != 1);",
    "nl": "nplurals=2; plural=(n != 1);",
    "pt": "nplurals=2; plural=(n != 1);",
    "fr": "nplurals=2; plural=(n > 1);",
    "pt_BR": "nplurals=2; plural=(n > 1);",
    "pl": "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 "
          ": 2);",
    "cs": "nplurals=3; plural=(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2;",
    "ru": "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && "
          "(n%100<10 || n%100>=20) ? 1 : 2);",
    "uk": "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && "
          "(n%100<10 || n%100>=20) ? 1 : 2);",
}


def plural_forms(language: str) -> str:
    """The Plural-Forms value for `language` ('pl', 'pt_BR', ...)."""
    if language in PLURAL_FORMS:
        return PLURAL_FORMS[language]
    base = language.replace("-", "_").split("_")[0]
    if base in PLURAL_FORMS:
        return PLURAL_FORMS[base]
    print(f"warning: no plural rule known for {language!r}; using English's (check it)",
          file=sys.stderr)
    return PLURAL_FORMS["en"]


def nplurals(header: str) -> int:
    m = re.search(r"nplurals\s*=\s*(\d+)", header)
    return int(m.group(1)) if m else 2


def _set_header_field(header: str, name: str, value: str) -> str:
    """`header` (the msgstr of msgid "") with `name: value`, replaced or appended."""
    lines = [ln for ln in header.split("\n") if ln]
    out, done = [], False
    for ln in lines:
        if ln.split(":", 1)[0].strip().lower() == name.lower():
            out.append(f"{name}: {value}")
            done = True
        else:
            out.append(ln)
    if not done:
        out.append(f"{name}: {value}")
    return "\n".join(out) + "\n"


def _header_quote(header: str) -> str:
    parts = header.splitlines(keepends=True)
    return '""\n' + "\n".join(po_quote(p) for p in parts)


def format_po(header: str, messages: Iterable[Message], obsolete: Iterable[Message] = (),
              head_comments: Iterable[str] = (), previous: dict[str, str] | None = None) -> str:
    """A PO file: the header, the messages (in order), then obsolete ones as `#~` lines."""
    previous = previous or {}
    out = [f"# {c}".rstrip() for c in head_comments]
    out += ['msgid ""', f"msgstr {_header_quote(header)}"]

    def body(m: Message) -> list[str]:
        lines = []
        if m.context is not None:
            lines.append(f"msgctxt {po_quote(m.context)}")
        lines.append(f"msgid {po_quote(m.msgid)}")
        if m.plural is not None:
            lines.append(f"msgid_plural {po_quote(m.plural)}")
            for i, text in enumerate(m.msgstr):
                lines.append(f"msgstr[{i}] {po_quote(text)}")
        else:
            lines.append(f"msgstr {po_quote(m.msgstr[0] if m.msgstr else '')}")
        return "\n".join(lines).split("\n")

    for m in messages:
        out.append("")
        out += [f"# {c}".rstrip() for c in m.comments]
        out += [f"#. {c}" for c in m.extracted]
        line = "#:"
        for ref in m.refs:
            if len(line) + 1 + len(ref) > 79 and line != "#:":
                out.append(line)
                line = "#:"
            line += " " + ref
        if line != "#:":
            out.append(line)
        flags = (["fuzzy"] if m.fuzzy else []) + [f for f in m.flags if f != "fuzzy"]
        if flags:
            out.append("#, " + ", ".join(flags))
        before = previous.get(m.msgid, m.previous)
        if m.fuzzy and before is not None:
            out += [f"#| {ln}" for ln in f"msgid {po_quote(before)}".split("\n")]
        out += body(m)
    for m in obsolete:
        out.append("")
        out += [f"#~ {ln}" for ln in body(m)]
    return "\n".join(out) + "\n"


def _sized(msgstr: list[str], plural: bool, n: int) -> list[str]:
    """`msgstr` with exactly the number of forms the entry needs (`n` for a plural, else 1)."""
    want = n if plural else 1
    forms = list(msgstr[:want])
    return forms + [""] * (want - len(forms))


def _key(m: Message) -> tuple[str | None, str]:
    return (m.context, m.msgid)


def parse_obsolete(text: str, name: str = "<po>") -> list[Message]:
    """The `#~` entries of a PO text (kept by `update` so a returning msgid gets its text)."""
    lines = [ln[2:].lstrip() for ln in text.splitlines() if ln.startswith("#~")
             and not ln.startswith("#~|")]
    return parse_po("\n".join(lines), name) if lines else []


def update_po(pot_text: str, po_text: str, language: str,
              fuzzy_cutoff: float = 0.8) -> tuple[str, dict[str, int]]:
    """Merge the template into an existing catalog; returns the new text and counts.

    Every template entry keeps the translation (and translator comments, fuzzy flag) it had;
    refs, notes and format flags come from the template. A new msgid close to one that left
    (a reworded text) starts from that translation, marked fuzzy with the old msgid in `#|`.
    Translations of msgids no longer in the template are kept at the end as obsolete `#~`
    entries, and come back by themselves if their msgid returns. The header gets the
    language's Plural-Forms; plural entries get that many forms.
    """
    import difflib

    template = parse_po(pot_text, "template")
    old = parse_po(po_text, "catalog")
    old_header = next((m.msgstr[0] for m in old if m.msgid == "" and m.context is None), "")
    header_comments = []
    for ln in po_text.splitlines():
        if not ln.startswith("#"):
            break
        if ln.startswith("#,"):
            continue
        header_comments.append(ln[1:].strip())
    header = old_header or next((m.msgstr[0] for m in template if m.msgid == ""), "")
    forms = plural_forms(language)
    header = _set_header_field(header, "Language", language)
    header = _set_header_field(header, "Plural-Forms", forms)
    header = _set_header_field(header, "Content-Type", "text/plain; charset=UTF-8")
    n = nplurals(forms)
    known = {_key(m): m for m in parse_obsolete(po_text)}
    known.update({_key(m): m for m in old if m.msgid})
    used: set[tuple[str | None, str]] = set()
    spare = {m.msgid: m for k, m in known.items() if any(m.msgstr)}
    counts = {"kept": 0, "new": 0, "fuzzy": 0, "obsolete": 0}
    merged: list[Message] = []
    previous: dict[str, str] = {}
    for t in template:
        if not t.msgid:
            continue
        m = Message(t.msgid, [], t.plural, t.context, False, [], t.extracted, t.refs, t.flags)
        was = known.get(_key(t))
        if was is not None:
            used.add(_key(t))
            m.msgstr = _sized(was.msgstr, t.plural is not None, n)
            m.fuzzy = was.fuzzy or ((was.plural is None) != (t.plural is None))
            m.comments = was.comments
            m.previous = was.previous if m.fuzzy else None
            counts["kept"] += 1
        else:
            candidates = [k for k in spare if (None, k) not in used and (t.context, k) not in
                          {_key(x) for x in template}]
            close = difflib.get_close_matches(t.msgid, candidates, n=1, cutoff=fuzzy_cutoff)
            if close:
                src = spare[close[0]]
                used.add(_key(src))
                m.msgstr = _sized(src.msgstr, t.plural is not None, n)
                m.fuzzy = True
                m.comments = src.comments
                previous[t.msgid] = src.msgid
                counts["fuzzy"] += 1
            else:
                m.msgstr = _sized([], t.plural is not None, n)
                counts["new"] += 1
        merged.append(m)
    obsolete = [m for k, m in known.items() if k not in used and any(m.msgstr)]
    counts["obsolete"] = len(obsolete)
    return format_po(header, merged, obsolete, header_comments, previous), counts


_PLACEHOLDER = re.compile(r"(?<!\{)\{([A-Za-z_][A-Za-z_0-9]*)[^{}]*\}")


def placeholders(text: str) -> set[str]:
    """The `{name}` fields of a brace-format text."""
    return set(_PLACEHOLDER.findall(text))


@dataclass
class Problem:
    msgid: str
    why: str
    context: str | None = None

    def __str__(self) -> str:
        where = f" (context {self.context!r})" if self.context is not None else ""
        return f"{self.why}: {self.msgid!r}{where}"


def catalog_problems(pot_text: str, po_text: str) -> list[Problem]:
    """What stops a catalog from being complete: template msgids missing, untranslated or
    fuzzy, and translations that drop or invent a `{placeholder}`."""
    template = [m for m in parse_po(pot_text, "template") if m.msgid]
    have = {_key(m): m for m in parse_po(po_text, "catalog") if m.msgid}
    out: list[Problem] = []
    for t in template:
        m = have.get(_key(t))
        if m is None:
            out.append(Problem(t.msgid, "missing (run update)", t.context))
            continue
        if m.fuzzy:
            out.append(Problem(t.msgid, "fuzzy", t.context))
        if not m.msgstr or not all(m.msgstr):
            out.append(Problem(t.msgid, "untranslated", t.context))
            continue
        wanted = placeholders(t.msgid) | placeholders(t.plural or "")
        for i, text in enumerate(m.msgstr):
            found = placeholders(text)
            if found - wanted:
                out.append(Problem(t.msgid, f"form {i} has unknown {sorted(found - wanted)}", t.context))
            # a singular form may leave out the count ("une carte"), never another field
            needed = wanted - ({"n"} if t.plural is not None and len(m.msgstr) > 1 else set())
            if needed - found:
                out.append(Problem(t.msgid, f"form {i} lacks {sorted(needed - found)}", t.context))
    return out


def init_po(language: str, pot: Path, po: Path) -> None:
    """Start `po` for `language` from the template: every entry empty, the right plural rule."""
    names = {"fr": "French", "pl": "Polish"}
    head = (f'# {names.get(language, language)} translations of Gin Table.\n'
            '# Refresh with `python tools/i18n.py update`, then compile.\n'
            'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n')
    template_header = next(m.msgstr[0] for m in parse_po(pot.read_text(encoding="utf-8"))
                           if m.msgid == "")
    head = head.replace('"Content-Type: text/plain; charset=UTF-8\\n"\n',
                        "".join(f"{po_quote(ln)}\n" for ln in
                                template_header.splitlines(keepends=True)))
    text, _counts = update_po(pot.read_text(encoding="utf-8"), head, language)
    po.parent.mkdir(parents=True, exist_ok=True)
    po.write_text(text, encoding="utf-8")


def _catalogs(loc: Path, language: str | None, every: bool) -> list[Path]:
    if every or not language:
        return sorted(loc.glob(f"*/LC_MESSAGES/{DOMAIN}.po"))
    return [loc / language / "LC_MESSAGES" / f"{DOMAIN}.po"]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="tools/i18n.py", description=__doc__.split("\n")[0])
    ap.add_argument("--locale-dir", type=Path, default=LOCALE_DIR,
                    help="where the template and the catalogs live (default: game/locale)")
    sub = ap.add_subparsers(dest="command", required=True)
    p = sub.add_parser("extract", help=f"write {POT_NAME} from the sources")
    p.add_argument("-o", "--output", type=Path, help=f"default: LOCALE_DIR/{POT_NAME}")
    p.add_argument("--no-variants", action="store_true",
                   help="only the UI's _() calls, not the variants' titles and option texts")
    p = sub.add_parser("init", help="start LANG's .po from the template")
    p.add_argument("language")
    p.add_argument("--force", action="store_true", help="overwrite an existing .po")
    p = sub.add_parser("update", help="merge the template into LANG's .po (default: every "
                       "language), keeping every translation")
    p.add_argument("language", nargs="?")
    p = sub.add_parser("status", help="list untranslated, fuzzy and placeholder problems; "
                       "exit 1 if a catalog is incomplete")
    p.add_argument("language", nargs="?")
    p.add_argument("-q", "--quiet", action="store_true", help="only the counts")
    p = sub.add_parser("compile", help="compile LANG's .po into the .mo the game loads")
    p.add_argument("language", nargs="?")
    p.add_argument("--all", action="store_true", help="every LANG with a .po")
    p.add_argument("--fuzzy", action="store_true", help="also use fuzzy translations")
    sub.add_parser("check", help="exit 1 listing player-visible literals not wrapped in _()")
    args = ap.parse_args(argv)
    loc: Path = args.locale_dir

    if args.command == "extract":
        out = args.output or loc / POT_NAME
        entries = extract(with_variants=not args.no_variants)
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(format_pot(entries), encoding="utf-8")
        print(f"{out}: {len(entries)} messages")
        return 0
    if args.command == "init":
        po = loc / args.language / "LC_MESSAGES" / f"{DOMAIN}.po"
        if po.exists() and not args.force:
            print(f"{po} exists (use --force to start over)", file=sys.stderr)
            return 1
        init_po(args.language, loc / POT_NAME, po)
        print(f"{po}: translate the msgstr lines, then `compile {args.language}`")
        return 0
    if args.command == "update":
        pot_text = (loc / POT_NAME).read_text(encoding="utf-8")
        pos = _catalogs(loc, args.language, False)
        for po in pos:
            if not po.exists():
                print(f"no catalog {po} (start it with `init`)", file=sys.stderr)
                return 1
            language = po.parent.parent.name
            text, counts = update_po(pot_text, po.read_text(encoding="utf-8"), language)
            po.write_text(text, encoding="utf-8")
            print(f"{po}: {counts['kept']} kept, {counts['new']} new, {counts['fuzzy']} fuzzy "
                  f"(reworded: check them), {counts['obsolete']} obsolete")
        return 0
    if args.command == "status":
        pot_text = (loc / POT_NAME).read_text(encoding="utf-8")
        total = len([m for m in parse_po(pot_text) if m.msgid])
        bad = False
        for po in _catalogs(loc, args.language, False):
            problems = catalog_problems(pot_text, po.read_text(encoding="utf-8"))
            if not args.quiet:
                for problem in problems:
                    print(f"{po.parent.parent.name}: {problem}")
            lacking = len({(p.context, p.msgid) for p in problems})
            print(f"{po}: {total - lacking}/{total} complete")
            bad = bad or bool(problems)
        return 1 if bad else 0
    if args.command == "compile":
        if args.all:
            pos = sorted(loc.glob(f"*/LC_MESSAGES/{DOMAIN}.po"))
        elif args.language:
            pos = [loc / args.language / "LC_MESSAGES" / f"{DOMAIN}.po"]
        else:
            ap.error("compile needs LANG or --all")
        for po in pos:
            if not po.exists():
                print(f"no catalog {po}", file=sys.stderr)
                return 1
            try:
                mo = compile_po(po, include_fuzzy=args.fuzzy)
            except POError as exc:
                print(f"error: {exc}", file=sys.stderr)
                return 1
            print(f"{mo}")
        return 0
    if args.command == "check":
        findings = check()
        for f in findings:
            print(f)
        if findings:
            print(f"{len(findings)} player-visible string(s) not wrapped in _() "
                  f"(mark a false alarm with '# {IGNORE_MARK}')", file=sys.stderr)
            return 1
        print("every player-visible literal in game/ui goes through _()")
        return 0
    return 2


if __name__ == "__main__":
    sys.exit(main())
