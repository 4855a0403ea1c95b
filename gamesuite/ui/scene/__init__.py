"""The card-table kit: game-agnostic scene items every game's table is built from.

Names load on first use, so the launcher can draw with :mod:`gamesuite.ui.scene.shapes` without
loading the whole kit. See docs/ARCHITECTURE.md ("A game's table") for how the pieces fit.
"""

from __future__ import annotations

from gamesuite.lazy import lazy_exports

_EXPORTS = {
    "AnimatedObject": "gamesuite.ui.scene.animation",
    "finish_animations": "gamesuite.ui.scene.animation",
    "set_reduce_motion": "gamesuite.ui.scene.motion",
    "ActionBar": "gamesuite.ui.scene.actionbar",
    "ButtonSpec": "gamesuite.ui.scene.actionbar",
    "CardItem": "gamesuite.ui.scene.card",
    "FloatingText": "gamesuite.ui.scene.floating",
    "float_text": "gamesuite.ui.scene.floating",
    "KitItem": "gamesuite.ui.scene.item",
    "paint_soft_shadow": "gamesuite.ui.scene.item",
    "set_shown": "gamesuite.ui.scene.item",
    "shown": "gamesuite.ui.scene.item",
    "ButtonItem": "gamesuite.ui.scene.label",
    "LabelItem": "gamesuite.ui.scene.label",
    "show_button": "gamesuite.ui.scene.label",
    "PanelItem": "gamesuite.ui.scene.panel",
    "PanelStyle": "gamesuite.ui.scene.panel",
    "PreviewItem": "gamesuite.ui.scene.preview",
    "draw_text": "gamesuite.ui.scene.text",
    "fit_font": "gamesuite.ui.scene.text",
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
