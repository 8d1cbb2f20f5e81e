"""Layout probe: records where text and cards land when a scene draws, to check collisions.

Tests and `tools/shots.py` draw a scene onto a `ProbeSurface`; every blit of a surface that the
resources rendered as text or as a card is recorded with its rectangle, so overlaps between
texts, texts over cards and text outside the window can be listed without knowing the scene.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame


@dataclass(frozen=True)
class Mark:
    """One recorded blit: what was drawn ('text' or 'card'), its label and where."""

    kind: str
    label: str
    rect: pygame.Rect


#: the resources' methods a `Ledger` wraps
WRAPPED = ("text", "text_shadowed", "card_face", "card_back")


@dataclass
class Ledger:
    """Tags the surfaces a `Resources` renders, by identity, while it is installed."""

    tags: dict[int, tuple[str, str]] = field(default_factory=dict)
    keep: list[pygame.Surface] = field(default_factory=list)
    before: dict = field(default_factory=dict)   # the instance's own wrappers, put back

    def tag(self, surf: pygame.Surface, kind: str, label: str) -> pygame.Surface:
        self.tags[id(surf)] = (kind, label)
        self.keep.append(surf)          # identity stays valid while the ledger lives
        return surf

    def install(self, res) -> None:
        """Wrap `res.text`, `res.text_shadowed`, `res.card_face` and `res.card_back`."""
        text, shadowed = res.text, res.text_shadowed
        face, back = res.card_face, res.card_back
        # wrappers already on the instance (a test's spy) come back at `uninstall`
        self.before = {name: res.__dict__[name] for name in WRAPPED if name in res.__dict__}

        def text_spy(t, px, *a, **k):
            return self.tag(text(t, px, *a, **k), "text", t)

        def shadow_spy(t, px, *a, **k):
            return self.tag(shadowed(t, px, *a, **k), "text", t)

        def face_spy(card, size, *a, **k):
            return self.tag(face(card, size, *a, **k), "card", str(card))

        def back_spy(name, size, *a, **k):
            return self.tag(back(name, size, *a, **k), "card", "back")

        res.text, res.text_shadowed = text_spy, shadow_spy
        res.card_face, res.card_back = face_spy, back_spy

    def uninstall(self, res) -> None:
        for name in WRAPPED:
            res.__dict__.pop(name, None)
        res.__dict__.update(self.before)


class ProbeSurface(pygame.Surface):
    """A surface that remembers the tagged blits made onto it."""

    def __init__(self, size: tuple[int, int], ledger: Ledger) -> None:
        super().__init__(size)
        self.ledger = ledger
        self.marks: list[Mark] = []
        self.flying = False     # cards blitted now are on their way (`in_flight`)

    def blit(self, source, dest, area=None, special_flags=0):  # noqa: D102
        rect = super().blit(source, dest, area, special_flags)
        tag = self.ledger.tags.get(id(source))
        if tag is not None:
            # the rect blit returns is clipped to the surface: record the unclipped one
            x, y = (dest.x, dest.y) if isinstance(dest, pygame.Rect | pygame.FRect) else dest[:2]
            w, h = (area[2], area[3]) if area is not None else source.get_size()
            kind = "moving" if self.flying and tag[0] == "card" else tag[0]
            self.marks.append(Mark(kind, tag[1], pygame.Rect(round(x), round(y), w, h)))
        return rect

    def in_flight(self, on: bool) -> None:
        """The table draws its cards in flight (or dragged) from here (`on`) and stops: they
        are recorded as "moving", which no collision counts (a card passing over a tag, a
        prompt or a panel is no layout fault)."""
        self.flying = on

    def cover(self, rect: pygame.Rect) -> None:
        """An opaque panel drawn here: what lies under it (texts, cards) is hidden, so a
        big one (a dialog, the score box) is recorded; small ones (name tags) are not, as
        a tag over a card is itself a collision."""
        w, h = self.get_size()
        if rect.width * rect.height >= COVER_SHARE * w * h:
            self.marks.append(Mark("cover", "", pygame.Rect(rect)))

    def panel_drawn(self, rect: pygame.Rect) -> None:
        """A pill or box drawn here: a text drawn before it that it reaches is cut."""
        self.marks.append(Mark("panel", "", pygame.Rect(rect)))

    def badge(self, rect: pygame.Rect) -> None:
        """An opaque badge drawn here on a card (the stock's count on its back): a text
        inside it reads on the badge, not over the card under it."""
        self.marks.append(Mark("badge", "", pygame.Rect(rect)))

    def blits(self, blit_sequence, doreturn=True):  # noqa: D102
        out = [self.blit(*item) for item in blit_sequence]
        return out if doreturn else None


COVER_SHARE = 0.08  # a panel this share of the window or more hides what it is drawn over


def probe_draw(res, size: tuple[int, int], draw) -> ProbeSurface:
    """Call `draw(surface)` on a fresh `ProbeSurface` of `size` with `res` tagged, so its
    texts and cards are recorded (`.marks`); `res` is untouched afterwards."""
    ledger = Ledger()
    ledger.install(res)
    try:
        surface = ProbeSurface(size, ledger)
        draw(surface)
    finally:
        ledger.uninstall(res)
    return surface


def _hidden(marks: list[Mark], first: int, last: int, area: pygame.Rect) -> bool:
    """Whether a cover drawn between marks `first` and `last` hides `area` entirely."""
    return any(m.kind == "cover" and m.rect.contains(area) for m in marks[first + 1:last])


def _on_badge(marks: list[Mark], first: int, last: int, area: pygame.Rect) -> bool:
    """Whether a badge drawn between marks `first` (a card) and `last` (a text) holds `area`."""
    return any(m.kind == "badge" and m.rect.contains(area) for m in marks[first + 1:last])


def _ink(mark: Mark) -> pygame.Rect:
    """A text's rect trimmed of the font's empty line spacing, so touching lines don't count."""
    r = mark.rect
    pad = max(1, r.h // 6)
    return pygame.Rect(r.x + 1, r.y + pad, max(1, r.w - 2), max(1, r.h - 2 * pad))


def problems(marks: list[Mark], size: tuple[int, int]) -> list[str]:
    """Every text that overlaps another text, covers a card drawn before it, is cut by a card
    drawn after it, or leaves the window; a readable line each."""
    out: list[str] = []
    window = pygame.Rect((0, 0), size)
    texts = [(i, m) for i, m in enumerate(marks) if m.kind == "text" and m.label.strip()
             and not _hidden(marks, i, len(marks), _ink(m))]   # under a dialog: not seen
    for n, (i, a) in enumerate(texts):
        ra = _ink(a)
        if not window.contains(a.rect):
            out.append(f"text {a.label!r} {tuple(a.rect)} leaves the {size[0]}x{size[1]} window")
        for j, b in texts[n + 1:]:
            rb = _ink(b)
            if ra.colliderect(rb) and a.label != b.label \
                    and not _hidden(marks, i, j, ra.clip(rb)):
                out.append(f"text {a.label!r} {tuple(a.rect)} overlaps text {b.label!r} "
                           f"{tuple(b.rect)}")
        for k, c in enumerate(marks[:i]):
            if c.kind == "card" and ra.colliderect(c.rect) \
                    and not _hidden(marks, k, i, ra.clip(c.rect)) \
                    and not _on_badge(marks, k, i, ra):
                out.append(f"text {a.label!r} {tuple(a.rect)} is drawn over card {c.label} "
                           f"{tuple(c.rect)}")
        for k, c in enumerate(marks[i + 1:], i + 1):
            if c.kind == "panel" and ra.colliderect(c.rect.inflate(-4, -4)) \
                    and not _hidden(marks, i, k, ra.clip(c.rect)):
                out.append(f"text {a.label!r} {tuple(a.rect)} is under a panel "
                           f"{tuple(c.rect)} drawn over it")
            if c.kind == "card" and ra.colliderect(c.rect) and not c.rect.contains(ra) \
                    and not _hidden(marks, i, k, ra.clip(c.rect)):
                # (a text a card hides wholly is not seen; one it cuts reads as a bad word)
                out.append(f"text {a.label!r} {tuple(a.rect)} is cut by card {c.label} "
                           f"{tuple(c.rect)} drawn over it")
    return out
