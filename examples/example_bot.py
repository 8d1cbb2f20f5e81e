from game.core.actions import Discard, Draw, Knock, Pass
from game.core.melds import rules_solver


class ExampleBot:
    """Knocks as soon as it may, throws the card that leaves the least deadwood,
    and never takes a discard."""

    name = "Example bot"

    def choose(self, view, legal_actions):
        solver = rules_solver(view.rules)

        def left(action):  # the deadwood left after throwing action.card
            return solver.deadwood([c for c in view.hand if c != action.card])

        for kind in (Knock, Discard):
            options = [a for a in legal_actions if isinstance(a, kind)]
            if options:
                return min(options, key=left)
        for wanted in (Pass(), Draw("stock")):
            if wanted in legal_actions:
                return wanted
        return legal_actions[0]  # deal the next hand, lay off, finish laying off
