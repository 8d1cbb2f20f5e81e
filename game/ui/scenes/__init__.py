"""The scenes of the game window, registered by name with explicit imports (PyInstaller sees
them; no folder scanning). A scene opens another with `app.push_scene("settings")` (or
`replace_scene`, `clear_to_scene`) and never imports another scene module; a test holds that.
"""

from game.ui.scene import register_scene
from game.ui.scenes.about import AboutScene
from game.ui.scenes.ask import AskScene, NoticeScene
from game.ui.scenes.fairness import FairnessScene
from game.ui.scenes.hand_log import HandLogScene
from game.ui.scenes.handover import HandoverScene
from game.ui.scenes.match_over import MatchOverScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.review import ReviewScene
from game.ui.scenes.roles_intro import RolesIntroScene
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.score import ScoreScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.stats import StatsScene
from game.ui.scenes.tutorial import TutorialScene
from game.ui.table import make_table

# each scene is reachable by its own `name` ("menu", "setup", "match-over", ...)
for _scene in (AboutScene, AskScene, NoticeScene, FairnessScene, HandLogScene, HandoverScene,
               MatchOverScene, MenuScene, PauseScene, ReviewScene, RolesIntroScene, RulesScene,
               ScoreScene, SettingsScene, SetupScene, StatsScene, TutorialScene):
    register_scene(_scene.name, _scene)
register_scene("table", make_table)  # picks the Gin or Rami table for the session

__all__ = ["AboutScene", "AskScene", "FairnessScene", "HandLogScene", "HandoverScene",
           "MatchOverScene", "MenuScene", "NoticeScene", "PauseScene", "ReviewScene",
           "RolesIntroScene", "RulesScene", "ScoreScene", "SettingsScene", "SetupScene",
           "StatsScene", "TutorialScene"]
