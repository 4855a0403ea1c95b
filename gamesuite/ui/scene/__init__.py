"""Game-agnostic scene items shared by every game's table layout.

Names load on first use, so the launcher can draw with :mod:`gamesuite.ui.scene.shapes` without
loading the whole kit.
"""

from __future__ import annotations

from gamesuite.lazy import lazy_exports

_EXPORTS = {
    "AnimatedObject": "gamesuite.ui.scene.animation",
    "finish_animations": "gamesuite.ui.scene.animation",
    "set_reduce_motion": "gamesuite.ui.scene.motion",
    "BoardGridItem": "gamesuite.ui.scene.board",
    "CardItem": "gamesuite.ui.scene.card",
    "ButtonItem": "gamesuite.ui.scene.label",
    "LabelItem": "gamesuite.ui.scene.label",
    "TokenItem": "gamesuite.ui.scene.token",
    "TrackItem": "gamesuite.ui.scene.track",
    "SCENE_H": "gamesuite.ui.scene.view",
    "SCENE_W": "gamesuite.ui.scene.view",
    "TableScene": "gamesuite.ui.scene.view",
    "TableView": "gamesuite.ui.scene.view",
    "ZoneItem": "gamesuite.ui.scene.zone",
}
__getattr__ = lazy_exports(globals(), _EXPORTS)
__all__ = sorted(_EXPORTS)
