"""Problems with the player's files worded for players: `game.persist.problems.Problem` → text.

The persistence layer says what is wrong as data (an id and values: the settings file is
truncated, setting `speed` was "warp", move 12 of a save is refused); this module is the one
place that turns those into sentences, through `_()`, as `game.ui.wording` does for the engine.
It imports no pygame: the menu's notices, the statistics screen and the command line use it.
"""

from __future__ import annotations

from collections.abc import Iterable

from game.core.actions import parse_action
from game.core.errors import GameError
from game.core.results import Refusal
from game.persist.problems import Problem
from game.ui import refusal_words
from game.ui.coach_words import action_text
from game.ui.i18n import N_, _
from game.ui.option_text import level_name
from game.ui.setting_words import setting_label, setting_value


def scored_last(hand_no: object, phase: object) -> bool:
    """Whether a match resumes between hands, on hand `hand_no`'s score screen: it is said
    "after hand N" ("the match (hand 3) is not finished" was said of a match whose hand 3
    was scored; "hand 4" then, while Continue opened hand 3's score screen: play-testers)."""
    return isinstance(hand_no, int) and phase == "hand-over"


#: why a file cannot be used: one clause each (the file is named before it)
REASONS: dict[str, str] = {
    "unreadable": N_("the file cannot be read ({error})."),
    "empty": N_("the file is empty."),
    "not-text": N_("the file is damaged (it is not text)."),   # the byte is in the log
    "truncated": N_("the file ends too early (truncated)."),
    "not-json": N_("the file is damaged (line {line}, column {column})."),
    "too-deep": N_("the file is damaged (nested too deeply)."),
    "not-object": N_("the file does not hold a table of values."),
    "newer-format": N_("it was written by a newer version of the game (format {version})."),
    "unknown-format": N_("it has a format this game does not know ({version})."),
    "not-a-save": N_("it is not a Gin Table save (it has no format version)."),
    "newer-save-format": N_("it was saved by a newer version of the game (save format "
                            "{version}; this version reads format {reads} and older)."),
    "old-save-format": N_("it uses save format {version}, too old for this version (it reads "
                          "formats {oldest} to {newest})."),
    "save-no-rules": N_("it is damaged: the variant or its rules are missing."),
    "save-unknown-variant": N_("it is for a variant this version does not know ({variant})."),
    "save-unknown-rules": N_("it uses rules this version does not know ({rules})."),
    "save-invalid-rules": N_("it has invalid rules ({detail})."),
    "save-no-seats": N_("it is damaged: the seats are missing."),
    "save-bad-seat": N_("it is damaged: seat {seat} is not a player with a name."),
    "save-seat-count": N_("it has {seats} seats, but {variant} is for {low} to {high} "
                          "players."),
    "save-no-seed": N_("it is damaged: the match seed is missing."),
    "other-program": N_("it was written by another program ({app})."),
    "save-no-moves": N_("it is damaged: the list of moves is missing."),
    "save-bad-move": N_("it is damaged: move {move} ({text}) cannot be read."),
    "save-cannot-start": N_("its match cannot be started ({detail})."),
    "load-failed": N_("it could not be loaded ({error})."),
    "not-stats": N_("it is not a statistics file."),
    "stats-damaged": N_("it is damaged: the records cannot be read."),
    # a save sealed by this installation's key (`game.persist.seal`)
    "seal-missing": N_("it cannot be opened here: its sealed part is missing."),
    "seal-damaged": N_("it cannot be opened here: its sealed part is damaged."),
    "seal-key-missing": N_("it cannot be opened here: it was sealed by an installation whose "
                           "key ({path}) is missing here."),
    "seal-elsewhere": N_("it cannot be opened here: it was sealed by another installation, "
                         "or its sealed part was changed."),
}

#: problems that are whole sentences by themselves
SENTENCES: dict[str, str] = {
    "no-save": N_("There is no saved match."),
    "settings-not-table": N_("The settings were not a table of values; the defaults are "
                             "used."),
    "options-not-table": N_("The variant options were not a table of values; the defaults "
                            "are used."),
    "options-unknown-variant": N_("Options for the unknown variant {variant} were ignored."),
    "options-variant-not-table": N_("Options for {variant} were not a table of values; they "
                                    "were ignored."),
    "option-ignored": N_("Option {key}={value} for {variant} was ignored (not a value this "
                         "variant takes)."),
    "unknown-setting": N_("There is no setting {key}."),
}


def _value(v: object) -> str:
    """A value as the player may read it inside a sentence (from a file anyone may have
    written: characters that do not print become �, and a long value ends in …)."""
    if isinstance(v, (tuple, list)):
        text = ", ".join(_value(x) for x in v)
    elif isinstance(v, bool):
        text = _("yes") if v else _("no")
    else:
        text = "".join(c if c.isprintable() else "\ufffd" for c in str(v))
    return text if len(text) <= 40 else text[:39] + "…"


def _fill(template: str, values: dict) -> str:
    return _(template).format(**{k: _value(v) for k, v in values.items()})


def _move_words(notation) -> str:
    """A save's move in the player's words ("Discard the ace of spades"), not the file's
    notation ("discard AS"); the notation itself where it cannot be read."""
    try:
        return action_text(parse_action(str(notation)))
    except GameError:
        return str(notation)


def reason(problem: Problem) -> str:
    """Why a file cannot be used, as a clause ("the file is empty.")."""
    v = problem.values
    if problem.id == "save-sealed" and isinstance(v.get("reason"), Problem):
        return reason(v["reason"])
    if problem.id == "save-illegal-move":
        refused = v.get("refusal")
        why = refusal_words.refusal(refused) if isinstance(refused, Refusal) else _("refused")
        return _("it is not a legal game: move {move} ({action}) is refused: {why}").format(
            move=v.get("move"), action=_move_words(v.get("action")), why=why)
    template = REASONS.get(problem.id)
    if template is None:
        return _("it cannot be used ({problem}).").format(problem=problem)
    return _fill(template, v)


def _set_aside(v: dict) -> str:
    file = v.get("file", "")
    why = reason(v["reason"]) if isinstance(v.get("reason"), Problem) else ""
    head = {
        "settings": _("The settings file {file} could not be used: {reason}"),
        "statistics": _("The statistics file {file} could not be used: {reason}"),
    }.get(v.get("what"), _("The file {file} could not be used: {reason}"))
    kept = (_("It was kept as {backup}.").format(backup=v["backup"]) if v.get("backup")
            else _("It could not be moved aside and was left in place."))
    then = {"default-settings": _("The default settings are used."),
            "stats-afresh": _("The statistics start afresh."),
            # a save that cannot be resumed counts as given up (`saves._count_abandoned`)
            "abandoned": _("Its unfinished match counts as abandoned in your statistics; "
                           "nothing else is lost. Choose New game to play.")}.get(
        # the menu shows this with Continue greyed out: nothing starts until the player asks
        v.get("then"), _("Choose New game to play."))
    return " ".join((head.format(file=file, reason=why), kept, then))


def _replaced(v: dict) -> str:
    """A setting put back to its default, named and valued as the Settings screen shows it
    (it said "Setting speed: it must be one of slow, normal, fast, instant": the file's
    words, a play-tester); what the file needed is logged, not shown."""
    key = str(v.get("key"))
    default = setting_value(key, v.get("default"))
    if default is None:
        text = _("{setting}: the saved value could not be used (it was {was}); it is back to "
                 "its default.")
    else:
        text = _("{setting}: the saved value could not be used (it was {was}); it is back to "
                 "{default}.")
    return text.format(setting=setting_label(key), was=_value(v.get("was")), default=default)


def problem_text(problem: Problem) -> str:
    """One problem as a sentence (or a few) for the player."""
    v = problem.values
    if problem.id == "set-aside":
        return _set_aside(v)
    if problem.id == "setting-replaced":
        return _replaced(v)
    if problem.id == "bot-replaced":
        if v.get("declined"):
            text = _("{name}: the bot {spec} was not loaded (you chose not to run it); the "
                     "built-in {level} computer plays instead.")
        elif v.get("failed"):   # it loaded but failed to hear the match replayed
            text = _("{name}: the bot {spec} stopped working while the match was restored; "
                     "the built-in {level} computer plays instead.")
        else:
            text = _("{name}: the bot {spec} could not be loaded; the built-in {level} "
                     "computer plays instead.")
        return text.format(name=v.get("name"), spec=v.get("spec"),
                           level=level_name(str(v.get("level"))))
    if problem.id in SENTENCES:
        return _fill(SENTENCES[problem.id], v)
    if problem.id in REASONS:   # a bare reason (e.g. replay's own check of a save)
        return reason(problem)
    return _("Something is wrong with a file ({problem}).").format(problem=problem)


def problems_text(problems: Iterable[Problem]) -> str:
    """Several problems, one sentence after another."""
    return " ".join(problem_text(p) for p in problems)
