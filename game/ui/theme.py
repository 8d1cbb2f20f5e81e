"""Colours and sizes of the look: a green felt table, cream cards, gold accents."""

from __future__ import annotations

FELT = (28, 102, 62)
FELT_DARK = (14, 62, 36)
FELT_LIGHT = (40, 128, 78)
FELT_LINE = (70, 150, 100)
PANEL = (10, 34, 22)
PANEL_ALPHA = 190
#: a panel read over another scene (the hand's score, its log, the players' roles, the pause
#: menu, a question): opaque, so nothing under it shows through its lines (at 238-240 the
#: table's words did; at 246-250 its cards and tags still did, a few levels over the dark
#: green, plain on a good screen in a dim room)
READING_ALPHA = 255
TEXT = (244, 240, 226)
TEXT_DIM = (184, 204, 190)
TEXT_DARK = (24, 28, 26)
#: the wash over a player's deadwood shown at a showdown (the table and the score panel):
#: its group lay beside the melds looking like one more meld
DEADWOOD_WASH = (0, 0, 0, 100)
GOLD = (232, 196, 96)
GOLD_DARK = (160, 122, 40)
RED = (220, 80, 70)
GREEN_OK = (120, 220, 140)
#: a name box's count of characters on its cream (`TextField`): grey, and dark red at the
#: limit (about 5:1 on the cream, where RED is 3.6:1)
FIELD_COUNT = (100, 100, 92)
FIELD_COUNT_FULL = (180, 40, 32)
HIGHLIGHT = (255, 226, 110)
LEGAL = (120, 230, 160)
ILLEGAL = (240, 90, 80)
SHADOW = (0, 0, 0)
# no blue among them: blue rings are the hint's (coaching.HINT_COLOUR), and a light-blue
# second meld read as "play these" beside the hinted card
MELD_OUTLINES = ((255, 214, 102), (255, 150, 200), (170, 255, 150), (255, 170, 110),
                 (200, 170, 255))

BUTTON = (236, 226, 196)
BUTTON_HOVER = (252, 240, 206)
BUTTON_PRESS = (206, 192, 150)
BUTTON_TEXT = (30, 40, 32)
BUTTON_DISABLED = (92, 110, 98)
# 3.2:1 on BUTTON_DISABLED: a greyed label still reads whole at the smallest button size
# (at 2.1:1 an accent such as É's was a faint pixel and "Étaler" read "Etaler")
BUTTON_DISABLED_TEXT = (184, 204, 190)
BUTTON_PRIMARY = (232, 196, 96)
BUTTON_PRIMARY_HOVER = (246, 214, 120)
FOCUS = (255, 255, 255)
TOOLTIP_BG = (250, 246, 230)
TOOLTIP_TEXT = (30, 30, 30)
OVERLAY = (0, 0, 0, 150)
