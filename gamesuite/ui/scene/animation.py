"""Animated scene objects: one animation per property at a time, and a way to finish them all.

Follows kpat's KCard::animate / completeAnimation: starting an animation stops the previous one
on the same property, and :func:`finish_animations` jumps every running animation to its end
(tests, and the "reduce motion" setting, which makes every duration zero).
"""

from __future__ import annotations

import weakref

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QPointF, QPropertyAnimation, QVariantAnimation
from PySide6.QtWidgets import QGraphicsObject, QGraphicsScene
from shiboken6 import isValid

from gamesuite.ui.scene.motion import reduce_motion as reduce_motion
from gamesuite.ui.scene.motion import set_reduce_motion as set_reduce_motion

DEFAULT_MS = 280
_running: weakref.WeakSet[QVariantAnimation] = weakref.WeakSet()


def track(animation: QVariantAnimation) -> QVariantAnimation:
    """Register an animation so :func:`finish_animations` can complete it."""
    _running.add(animation)
    return animation


def finish_animations(scene: QGraphicsScene | None = None) -> None:
    """Complete every running animation now (optionally only those of ``scene``'s items)."""
    for anim in list(_running):
        if not isValid(anim):  # deleted when it ended
            continue
        target = anim.targetObject() if isinstance(anim, QPropertyAnimation) else anim.parent()
        if scene is not None and isinstance(target, QGraphicsObject) and target.scene() is not scene:
            continue
        if anim.state() == QVariantAnimation.State.Running:
            anim.setCurrentTime(anim.totalDuration())
            anim.stop()
            anim.finished.emit()


class AnimatedObject(QGraphicsObject):
    """A QGraphicsObject that can slide to a position with ease-out."""

    def __init__(self, parent: QGraphicsObject | None = None) -> None:
        super().__init__(parent)
        self._anims: dict[bytes, QPropertyAnimation] = {}

    def animate(self, prop: bytes, value: object, duration: int = DEFAULT_MS) -> QPropertyAnimation | None:
        """Animate a Qt property (``b"pos"``, ``b"opacity"``, ``b"scale"``...) to ``value``.

        An animation is deleted as soon as it ends or is replaced (a long game leaves none behind)."""
        old = self._anims.pop(prop, None)
        if old is not None and isValid(old):
            old.stop()  # deleted (DeleteWhenStopped)
        if duration <= 0 or reduce_motion() or self.scene() is None:
            self.setProperty(prop.decode(), value)
            return None
        anim = QPropertyAnimation(self, prop, self)
        anim.setDuration(duration)
        anim.setEndValue(value)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._anims[prop] = anim
        anim.finished.connect(self._animation_ended)
        track(anim)
        anim.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)
        return anim

    def _animation_ended(self) -> None:
        for prop, anim in list(self._anims.items()):
            if not isValid(anim) or anim.state() != QVariantAnimation.State.Running:
                del self._anims[prop]

    def move_to(self, pos: QPointF, duration: int = DEFAULT_MS) -> None:
        """Slide to ``pos`` (a slide still going elsewhere is stopped, even when the item is at ``pos``)."""
        if self.pos() == pos:
            if b"pos" in self._anims:
                self.animate(b"pos", pos, 0)
            return
        self.animate(b"pos", pos, duration)

    def finish_animations(self) -> None:
        for anim in list(self._anims.values()):
            if isValid(anim) and anim.state() == QVariantAnimation.State.Running:
                anim.setCurrentTime(anim.totalDuration())
                anim.stop()
        self._anims.clear()
