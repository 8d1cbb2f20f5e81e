"""Coaching at the table: hints with their reasons (data), undo that cannot cheat, the
post-hand review against `hard`, and the scripted first games. No pygame, no sentences: the
wording lives in `game.ui.coach_words` and `game.ui.tutorial_words`.

How the table wires it (second phase, UI side):

- Hint (button / key H): offered when `hint.hints_available(humans, CoachSettings(...))`;
  on press, `hint.hint(view, legal)` with the seat's view and the legal actions it was offered
  (fast: well under 200 ms, the UI thread may call it), highlight `Hint.highlight`, show
  `coach_words.hint_text(h)`, and count it with `usage.note_hint(match)`.
- Undo: offered when `undo.undo_available(match, seat, counted, allow_counted)` (setup turns
  undo on for a counted match with `usage.enable_undo(match)`); enabled while
  `undo.can_undo(match, seat)`; `match.undo(seat)` takes the last action back (None for the
  whole run) and replaces `match.engine`, so the table rebuilds its sprites from the new view.
- Review: `review.HandRecord(seat)`, `record.note(match.engine, seat, action)` before each
  of the player's actions (`record.rewind(len(match.engine.log))` after an undo); on the
  score screen `review.review_in_thread(record)`, poll its box for `progress` and `result`
  and show `coach_words.review_lines(result)`.
- Guided games: `tutorial.TutorialRun(tutorial.script_for("gin" | "rami"))`; show
  `tutorial_words.step_text(run.step)`, highlight `run.step.highlight`, feed the player's
  action to `run.advance(action)` (or `run.advance()` for Continue) until `run.finished`;
  after an undo of the player's own moves, `run.rewind(moves)` goes back to their step.
- Statistics: `persist.stats.record_finished_match` counts the hints, undos and "with undo"
  from `match.meta` (see `usage`).
"""
