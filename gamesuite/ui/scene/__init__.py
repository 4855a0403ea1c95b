"""Game-agnostic scene items shared by every game's table layout."""

from gamesuite.ui.scene.animation import AnimatedObject, finish_animations, set_reduce_motion
from gamesuite.ui.scene.board import BoardGridItem
from gamesuite.ui.scene.card import CardItem
from gamesuite.ui.scene.label import ButtonItem, LabelItem
from gamesuite.ui.scene.token import TokenItem
from gamesuite.ui.scene.track import TrackItem
from gamesuite.ui.scene.view import SCENE_H, SCENE_W, TableScene, TableView
from gamesuite.ui.scene.zone import ZoneItem

__all__ = [
    "SCENE_H",
    "SCENE_W",
    "AnimatedObject",
    "BoardGridItem",
    "ButtonItem",
    "CardItem",
    "LabelItem",
    "TableScene",
    "TableView",
    "TokenItem",
    "TrackItem",
    "ZoneItem",
    "finish_animations",
    "set_reduce_motion",
]
