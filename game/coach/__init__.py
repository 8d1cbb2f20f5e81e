"""Coaching at the table: hints with their reasons (data), undo that cannot cheat, the
post-hand review against `hard`, and the scripted first games. No pygame, no sentences: the
wording lives in `game.ui.coach_words`."""
