"""Button labels stay readable against their own fill: an enabled label at 4.5:1 or more (the
usual bar for text), a greyed one at 3:1 or more, so that a small disabled button still shows
every letter and accent ("Étaler" read "Etaler" at 800x600 with the former 2.1:1 grey)."""

from game.ui import theme


def _luminance(colour: tuple[int, int, int]) -> float:
    """Relative luminance (WCAG 2) of an sRGB colour."""
    def channel(v: int) -> float:
        c = v / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(v) for v in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    low, high = sorted((_luminance(a), _luminance(b)))
    return (high + 0.05) / (low + 0.05)


def test_the_contrast_formula_spans_one_to_twenty_one():
    assert round(contrast((0, 0, 0), (255, 255, 255)), 1) == 21.0
    assert contrast((92, 110, 98), (92, 110, 98)) == 1.0


def test_enabled_button_labels_read_at_four_and_a_half_to_one():
    for fill in (theme.BUTTON, theme.BUTTON_HOVER, theme.BUTTON_PRESS, theme.BUTTON_PRIMARY,
                 theme.BUTTON_PRIMARY_HOVER):
        assert contrast(theme.BUTTON_TEXT, fill) >= 4.5, fill


def test_a_greyed_label_reads_at_three_to_one_and_stays_apart_from_enabled_ones():
    assert contrast(theme.BUTTON_DISABLED_TEXT, theme.BUTTON_DISABLED) >= 3.0
    # still greyed: a disabled button is much fainter than an enabled one
    assert contrast(theme.BUTTON_DISABLED_TEXT, theme.BUTTON_DISABLED) < \
        contrast(theme.BUTTON_TEXT, theme.BUTTON) / 2
