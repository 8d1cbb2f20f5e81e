"""Images, fonts and sounds, loaded once and cached per size.

Card faces and backs come from `assets/cards/` (found with `game.paths.asset_path` and the names
in `game.assets_manifest`), smooth-scaled to the size asked for. Text uses the bundled UI font
family (DejaVu Sans regular and bold, `assets/fonts/`): a real bold face, never pygame's synthetic
bold, and whole runs rendered with the font's own advances and kerning. Sounds play at the settings' volume and stay silent (never fail) when there is
no audio device.
"""

from __future__ import annotations

import logging
import random
import re

import pygame

from game.assets_manifest import (
    CARD_BACKS,
    FONT_BOLD_FILE,
    FONT_REGULAR_FILE,
    ICON_FILE,
    SOUNDS,
    card_back_file,
    card_face_file,
    card_face_files,
    sound_file,
)
from game.core.cards import Card
from game.paths import asset_path
from game.ui import theme
from game.ui.audio import open_audio
from game.ui.i18n import language

log = logging.getLogger(__name__)

# The scenes ask for text by a design size `px` that was tuned on pygame's default font, which
# renders at 0.6875 of the size asked for; the UI font is opened at the same fraction, so texts
# keep the width and height the layouts were made for (DejaVu Sans is as wide, a little taller).
FONT_SCALE = 0.6875


def referenced_assets() -> list[str]:
    """Every asset file the UI may load (the tests check they all exist)."""
    files = [ICON_FILE, FONT_REGULAR_FILE, FONT_BOLD_FILE]
    files += list(card_face_files())   # the French and Polish courts too
    files += [card_back_file(b) for b in CARD_BACKS]
    files += [sound_file(s) for s in SOUNDS]
    return files


def load_ui_font(px: int, bold: bool = False) -> pygame.font.Font:
    """The bundled UI font at design size `px` (see FONT_SCALE), the bold face when `bold`.

    Falls back to pygame's default font, with a warning, only if the font file is missing or
    unreadable (a broken install), so the game still starts.
    """
    size = max(6, round(px * FONT_SCALE))
    path = asset_path(FONT_BOLD_FILE if bold else FONT_REGULAR_FILE)
    try:
        font = pygame.font.Font(str(path), size)
    except (OSError, pygame.error) as exc:
        log.warning("cannot load the UI font %s: %s", path, exc)
        font = pygame.font.Font(None, int(px))
        font.bold = bold
    return font


class Sounds:
    """Sound effects with a volume and mute; silent when audio is unavailable."""

    def __init__(self) -> None:
        self.available = False
        self.volume = 0.7
        self.muted = False
        self._cache: dict[str, pygame.mixer.Sound | None] = {}
        self.available = open_audio()

    def set_volume(self, volume: float, muted: bool) -> None:
        self.volume = max(0.0, min(1.0, float(volume)))
        self.muted = bool(muted)

    def _load(self, name: str) -> pygame.mixer.Sound | None:
        if name not in self._cache:
            sound = None
            if self.available:
                try:
                    sound = pygame.mixer.Sound(str(asset_path(sound_file(name))))
                except (pygame.error, FileNotFoundError) as exc:
                    log.warning("cannot load sound %s: %s", name, exc)
            self._cache[name] = sound
        return self._cache[name]

    def play(self, name: str, volume: float = 1.0) -> None:
        if self.muted or not self.available or self.volume <= 0:
            return
        sound = self._load(name)
        if sound is None:
            return
        try:
            sound.set_volume(self.volume * volume)
            sound.play()
        except pygame.error:
            pass


class Resources:
    """Cached images, text and sounds for one running app."""

    def __init__(self) -> None:
        self._raw: dict[str, pygame.Surface] = {}
        self._scaled: dict[tuple, pygame.Surface] = {}
        self._fonts: dict[tuple[int, bool], pygame.font.Font] = {}
        self._text: dict[tuple, pygame.Surface] = {}
        self._felt: dict[tuple[int, int], pygame.Surface] = {}
        self._faces: dict[tuple[str, str, bool, str], str] = {}   # a face -> its file
        self.sounds = Sounds()

    # ----- images -----------------------------------------------------------------------
    def image(self, relative: str) -> pygame.Surface:
        """The full-size image at `assets/<relative>`."""
        surf = self._raw.get(relative)
        if surf is None:
            surf = pygame.image.load(str(asset_path(relative)))
            if pygame.display.get_init() and pygame.display.get_surface() is not None:
                surf = surf.convert_alpha()
            self._raw[relative] = surf
        return surf

    def _scaled_image(self, relative: str, size: tuple[int, int]) -> pygame.Surface:
        key = (relative, size)
        surf = self._scaled.get(key)
        if surf is None:
            if len(self._scaled) > 600:
                self._scaled.clear()
            surf = pygame.transform.smoothscale(self.image(relative), size)
            self._scaled[key] = surf
        return surf

    def card_face(self, card: Card, size: tuple[int, int], four_colour: bool = False
                  ) -> pygame.Surface:
        """`card`'s face at `size`, with the corner letters of the cards of the UI language
        (a French queen reads "D", a Polish jack "W"), looked up at each call, so the table
        shows the new faces from the frame after a language change in the settings (the
        caches are keyed by file, and each language's faces are their own files)."""
        return self._scaled_image(self._face_file(card, four_colour),
                                  (int(size[0]), int(size[1])))

    def _face_file(self, card: Card, four_colour: bool) -> str:
        """The file of `card`'s face in the UI language, else the default face (a language's
        own face missing from a broken install is logged once)."""
        key = (card.rank_char, card.suit_char, four_colour, language())
        found = self._faces.get(key)
        if found is None:
            found = card_face_file(*key)
            default = card_face_file(*key[:3])
            if found != default and not asset_path(found).is_file():
                log.warning("no card face %s: the default face %s is shown", found, default)
                found = default
            self._faces[key] = found
        return found

    def card_back(self, name: str, size: tuple[int, int]) -> pygame.Surface:
        if name not in CARD_BACKS:
            name = CARD_BACKS[0]
        return self._scaled_image(card_back_file(name), (int(size[0]), int(size[1])))

    def card_shadow(self, size: tuple[int, int], spread: int) -> pygame.Surface:
        """A soft shadow for a card of `size` (blurred, translucent, `spread` px wider)."""
        key = ("shadow", size, spread)
        surf = self._scaled.get(key)
        if surf is None:
            w, h = int(size[0]), int(size[1])
            small = pygame.Surface((max(4, (w + 2 * spread) // 4), max(4, (h + 2 * spread) // 4)),
                                   pygame.SRCALPHA)
            inner = small.get_rect().inflate(-max(2, spread // 2), -max(2, spread // 2))
            pygame.draw.rect(small, (0, 0, 0, 120), inner, border_radius=max(2, w // 40))
            surf = pygame.transform.gaussian_blur(small, max(1, spread // 6)) \
                if hasattr(pygame.transform, "gaussian_blur") else small
            surf = pygame.transform.smoothscale(surf, (w + 2 * spread, h + 2 * spread))
            self._scaled[key] = surf
        return surf

    def card_outline(self, size: tuple[int, int], colour: tuple[int, int, int], width: int,
                     radius: int) -> pygame.Surface:
        key = ("outline", size, colour, width, radius)
        surf = self._scaled.get(key)
        if surf is None:
            w, h = int(size[0]) + 2 * width, int(size[1]) + 2 * width
            surf = pygame.Surface((w, h), pygame.SRCALPHA)
            pygame.draw.rect(surf, (*colour, 235), surf.get_rect(), width, border_radius=radius)
            self._scaled[key] = surf
        return surf

    def icon(self) -> pygame.Surface:
        return pygame.image.load(str(asset_path(ICON_FILE)))

    # ----- the felt ---------------------------------------------------------------------
    def felt(self, size: tuple[int, int]) -> pygame.Surface:
        """The table background: green felt with a soft light in the middle and a fine grain."""
        surf = self._felt.get(size)
        if surf is not None:
            return surf
        self._felt.clear()
        w, h = size
        gw, gh = 48, 27
        grad = pygame.Surface((gw, gh))
        cx, cy = (gw - 1) / 2, (gh - 1) * 0.45
        for y in range(gh):
            for x in range(gw):
                d = min(1.0, (((x - cx) / (gw * 0.62)) ** 2 + ((y - cy) / (gh * 0.66)) ** 2) ** 0.5)
                t = d ** 1.6
                c = [int(theme.FELT_LIGHT[i] * (1 - t) + theme.FELT_DARK[i] * t) for i in range(3)]
                grad.set_at((x, y), c)
        surf = pygame.transform.smoothscale(grad, (w, h))
        grain = self._grain()
        gwid, ghgt = grain.get_size()
        for y in range(0, h, ghgt):
            for x in range(0, w, gwid):
                surf.blit(grain, (x, y))
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            surf = surf.convert()
        self._felt[size] = surf
        return surf

    def _grain(self) -> pygame.Surface:
        grain = self._raw.get("__grain__")
        if grain is None:
            rng = random.Random(7)
            grain = pygame.Surface((96, 96), pygame.SRCALPHA)
            for y in range(96):
                for x in range(96):
                    v = rng.random()
                    if v < 0.5:
                        grain.set_at((x, y), (0, 0, 0, int(14 * (0.5 - v) * 2)))
                    else:
                        grain.set_at((x, y), (255, 255, 255, int(9 * (v - 0.5) * 2)))
            self._raw["__grain__"] = grain
        return grain

    # ----- text -------------------------------------------------------------------------
    def font(self, px: int, bold: bool = False) -> pygame.font.Font:
        """The UI font (its bold face when `bold`) for the design size `px`, cached."""
        key = (int(px), bold)
        font = self._fonts.get(key)
        if font is None:
            font = load_ui_font(int(px), bold)
            self._fonts[key] = font
        return font

    def text(self, text: str, px: int, colour=theme.TEXT, bold: bool = False
             ) -> pygame.Surface:
        """Rendered text (cached; the cache is cleared when it grows large)."""
        key = (text, int(px), tuple(colour), bold)
        surf = self._text.get(key)
        if surf is None:
            if len(self._text) > 2000:
                self._text.clear()
            surf = self.font(px, bold).render(text, True, colour)
            self._text[key] = surf
        return surf

    def text_shadowed(self, text: str, px: int, colour=theme.TEXT, bold: bool = False
                      ) -> pygame.Surface:
        """Text with a soft dark drop shadow, for labels drawn on the felt."""
        key = ("shadowed", text, int(px), tuple(colour), bold)
        surf = self._text.get(key)
        if surf is None:
            front = self.text(text, px, colour, bold)
            back = self.font(px, bold).render(text, True, (0, 0, 0))
            back.set_alpha(140)
            off = max(1, int(px) // 18)
            surf = pygame.Surface((front.get_width() + off, front.get_height() + off),
                                  pygame.SRCALPHA)
            surf.blit(back, (off, off))
            surf.blit(front, (0, 0))
            self._text[key] = surf
        return surf

    def wrap(self, text: str, px: int, width: int, bold: bool = False) -> list[str]:
        """Split `text` into lines that fit `width` pixels. A line of parts joined by " · "
        breaks between two parts (the dot ending the line) when that takes no more lines
        than breaking between words: "Hand 1 · match to 100" reads "Hand 1 ·" over "match
        to 100"; the dot never stands alone on a line ("Ordinateur" / "·" / "bois mort 3":
        a line wider than `width` then says a smaller size is needed). A key's mark ("•" in
        "• a cocotte") stays on the line of the word after it, never left at a line's end;
        a figure in brackets ("(18)") or a card's symbol ("5♠") on the line of the word
        before it, never at the start of one ("…, six of clubs" over "(18)", "…, Dee" over
        "5♠" in the move feed); a list of cards ("5♠ 6♠ 7♠") may break between its cards;
        an arrow stays between its two figures ("39 → 29", never "39 →" over "29")."""
        font = self.font(px, bold)
        lines: list[str] = []
        dot = SEPARATOR.strip()
        for para in text.split("\n"):
            words: list[str] = []
            for word in para.split(" "):     # the dot ends a line, never stands alone on one
                if word in ARROWS and words or words and words[-1].endswith(ARROW_ENDS):
                    words[-1] += " " + word    # "39 → 29" is one piece ("39 →" over "29")
                elif word == dot and words:
                    words[-1] += " " + dot
                elif words and words[-1] in KEY_MARKS:   # a key's mark starts its meaning's line
                    words[-1] += " " + word
                elif words and words[-1].rsplit(" ", 1)[-1] in CLINGING.get(language(), ()):
                    words[-1] += " " + word    # Polish "w", "z", "i" never end a line
                elif words and (FIGURE.match(word) or CARD.match(word)
                                and not CARD.match(words[-1].rsplit(" ", 1)[-1])):
                    # "(18)", "5♠" stay with whose they are; a list of cards breaks
                    # between its cards (chained, a meld's cards made one piece too wide)
                    words[-1] += " " + word
                else:
                    words.append(word)
            words = [piece for word in words for piece in _unchained(word, font, width)]
            by_words = _greedy(words, " ", font, width)
            parts = para.split(SEPARATOR)
            if len(parts) > 1 and len(by_words) > 1:
                dotted = [part + SEPARATOR.rstrip() for part in parts[:-1]] + parts[-1:]
                by_parts = [row for part in _greedy(dotted, " ", font, width)
                            for row in _greedy(part.split(" "), " ", font, width)]
                if len(by_parts) <= len(by_words):
                    by_words = by_parts
            lines.extend(by_words)
        return lines

    def wrap_even(self, text: str, px: int, width: int, bold: bool = False) -> list[str]:
        """`wrap`, where its last line of three or more is one word alone, with the lines
        made as even as they go (the narrowest width that gives as many lines): no lone
        "tury)" under a prompt's three lines (a play-tester at 150 %)."""
        lines = self.wrap(text, px, width, bold)
        if len(lines) < 3 or "\n" in text or len(self.wrap(lines[-1], px, 1, bold)) > 1:
            return lines
        return self._narrowest_wrap(text, px, width, bold, len(lines))

    def wrap_balanced(self, text: str, px: int, width: int, bold: bool = False) -> list[str]:
        """`wrap`, with a two-line result's lines made as even as they go (the narrowest
        width that still gives two lines), so no word stands alone on the second line:
        "Stukanie przy / 10 lub mniej", not "Stukanie przy 10 lub / mniej"."""
        lines = self.wrap(text, px, width, bold)
        if len(lines) != 2:
            return lines
        return self._narrowest_wrap(text, px, width, bold, 2)

    def _narrowest_wrap(self, text: str, px: int, width: int, bold: bool,
                        count: int) -> list[str]:
        """The wrap at the narrowest width that still gives at most `count` lines, each
        within that width (a binary search over the width)."""
        font = self.font(px, bold)
        low, high = 1, int(width)
        while low < high:
            mid = (low + high) // 2
            trial = self.wrap(text, px, mid, bold)
            if len(trial) <= count and all(font.size(line)[0] <= mid for line in trial):
                high = mid
            else:
                low = mid + 1
        return self.wrap(text, px, high, bold)


SEPARATOR = " · "
#: an arrow between two figures ("deadwood 39 → 29"): wrapped with both of them
ARROWS = frozenset({"→"})
ARROW_ENDS = tuple(" " + a for a in ARROWS)
#: marks a legend explains ("• a cocotte"): wrapped with the word that follows them
KEY_MARKS = frozenset({"•"})
#: one-letter words that a language's typography never leaves at a line's end (a Polish
#: play-tester read "zostanie policzona w" over "statystykach", "dobiera z" over "talonu")
CLINGING = {"pl": frozenset("aiouwzAIOUWZ")}
#: a figure in brackets, maybe signed, ending a clause ("(18)", "(+7),", "(-6)."): wrapped
#: with the word before it, whose count or total it gives
FIGURE = re.compile(r"^\([+\-−]?\d[\d.,]*\)[.,;:]?$")
#: a card's short name ("5♠", "10♥,", "V♣", "(K♦),"): wrapped with the word before it
#: (whose card)
CARD = re.compile(r"^\(?\w{1,2}[♠♥♦♣][.,;:)]*$")


def _unchained(word: str, font, width: int) -> list[str]:
    """`word`, or where a figure or a card chained to the word before it (`wrap`) makes it
    wider than `width`, the two apart: "Wykładasz: K♠" in a narrow feed had its ♠ cut off
    to fit ("Wykładasz: K", a play-tester at 200 %), where it could take a line of its own."""
    head, _space, tail = word.rpartition(" ")
    if head and (FIGURE.match(tail) or CARD.match(tail)) and font.size(word)[0] > width:
        return [*_unchained(head, font, width), tail]
    return [word]


def _greedy(pieces: list[str], joiner: str, font, width: int) -> list[str]:
    """`pieces` joined by `joiner` into as few lines of at most `width` pixels as a greedy
    fill gives (a piece wider than `width` keeps a line of its own)."""
    lines: list[str] = []
    line = ""
    for piece in pieces:
        trial = piece if not line else line + joiner + piece
        if font.size(trial)[0] <= width or not line:
            line = trial
        else:
            lines.append(line)
            line = piece
    lines.append(line)
    return lines
