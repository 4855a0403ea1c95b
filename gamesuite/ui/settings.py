"""User settings through QSettings (an INI file in the user's data folder).

Stored: the language chosen in Settings ▸ Language (none: the system's), window geometry per screen
set-up, whether private views use a second screen, the last players (of any game and per game, with computer
seats), the last variant and rule options per game, sound on/off, reduce motion, whether the table shows the
question text, and enabled packs per game.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Iterator
from typing import Any

from PySide6.QtCore import QByteArray, QCoreApplication, QEvent, QSettings
from PySide6.QtGui import QGuiApplication

from gamesuite.paths import user_data_dir


class Settings:
    """Typed access to the app's QSettings."""

    def __init__(self, qsettings: QSettings | None = None) -> None:
        self.q = qsettings or QSettings(str(user_data_dir() / "settings.ini"), QSettings.Format.IniFormat)
        self._batch = 0  # inside batch(): the writes reach the disk once, at its end
        self.writes = 0  # how many writes so far (a setup page made ahead is used only if none came since)

    @contextlib.contextmanager
    def batch(self, save: bool = True) -> Iterator[None]:
        """Several writes, saved to disk once at the end: each save writes the whole file and waits for the disk
        (~25 ms and more of the player's wait each: the setup page's Start remembered its set-up in five).
        ``save=False``: kept in memory only (every read sees them) until :meth:`save` (or the settings object's end)."""
        self._batch += 1
        try:
            yield
        finally:
            self._batch -= 1
            if save:
                self._sync()
            else:
                self.writes += 1
                # QSettings saves changes itself on the event loop's next turn: not now (the caller saves)
                QCoreApplication.removePostedEvents(self.q, QEvent.Type.UpdateRequest)

    def save(self) -> None:
        """Writes kept in memory (``batch(save=False)``) saved to disk."""
        self.q.sync()

    def _sync(self) -> None:
        self.writes += 1
        if not self._batch:
            self.q.sync()

    # -- generic ---------------------------------------------------------------------------
    def get_json(self, key: str, default: Any) -> Any:
        raw = self.q.value(key)
        if raw is None:
            return default
        try:
            return json.loads(str(raw))
        except json.JSONDecodeError:
            return default

    def set_json(self, key: str, value: Any) -> None:
        self.q.setValue(key, json.dumps(value))
        self._sync()

    def get_bool(self, key: str, default: bool) -> bool:
        raw = self.q.value(key)
        if raw is None:
            return default
        return str(raw).lower() in ("1", "true", "yes")

    def set_bool(self, key: str, value: bool) -> None:
        self.q.setValue(key, "true" if value else "false")
        self._sync()

    # -- named settings --------------------------------------------------------------------
    @property
    def sound(self) -> bool:
        return self.get_bool("sound", True)

    @sound.setter
    def sound(self, on: bool) -> None:
        self.set_bool("sound", on)

    @property
    def language(self) -> str | None:
        """The language chosen in Settings ▸ Language ("en", "it"), or None to follow the system."""
        value = self.get_json("language", None)
        return value if isinstance(value, str) and value else None

    @language.setter
    def language(self, code: str | None) -> None:
        self.set_json("language", code)

    @property
    def reduce_motion(self) -> bool:
        return self.get_bool("reduce_motion", False)

    @reduce_motion.setter
    def reduce_motion(self, on: bool) -> None:
        self.set_bool("reduce_motion", on)

    @property
    def private_window(self) -> bool:
        """View ▸ Show Director window: whether private views go to a second screen when there is one (off: the
        hand-off gate on this screen). Kept across restarts: a family whose second screen is the TV everybody watches
        turned it off once, not at every start."""
        return self.get_bool("private_window", True)

    @private_window.setter
    def private_window(self, on: bool) -> None:
        self.set_bool("private_window", on)

    @property
    def show_question_on_table(self) -> bool:
        return self.get_bool("show_question_on_table", True)

    @show_question_on_table.setter
    def show_question_on_table(self, on: bool) -> None:
        self.set_bool("show_question_on_table", on)

    def last_players(self) -> list[dict[str, str]]:
        return self.get_json("last_players", [])

    def set_last_players(self, players: list[dict[str, str]]) -> None:
        self.set_json("last_players", players)

    def game_players(self, game: str) -> list[dict[str, str]]:
        """The players of the last game of ``game`` (name, colour and, for a computer seat, "bot")."""
        return self.get_json(f"players/{game}", [])

    def set_game_players(self, game: str, players: list[dict[str, str]]) -> None:
        self.set_json(f"players/{game}", players)

    def last_variant(self, game: str) -> str | None:
        value = self.get_json(f"variant/{game}", None)
        return value if isinstance(value, str) else None

    def set_last_variant(self, game: str, variant: str) -> None:
        self.set_json(f"variant/{game}", variant)

    def options(self, game: str) -> dict[str, Any]:
        return self.get_json(f"options/{game}", {})

    def set_options(self, game: str, options: dict[str, Any]) -> None:
        self.set_json(f"options/{game}", options)

    def disabled_packs(self, game: str, default: list[str] | None = None) -> list[str]:
        return self.get_json(f"disabled_packs/{game}", default or [])

    def set_disabled_packs(self, game: str, packs: list[str]) -> None:
        self.set_json(f"disabled_packs/{game}", packs)

    @staticmethod
    def screen_key() -> str:
        """A key for the current monitor set-up, so geometry is remembered per set-up."""
        parts = []
        for s in QGuiApplication.screens():
            g = s.geometry()
            parts.append(f"{s.name()}@{g.width()}x{g.height()}+{g.x()}+{g.y()}")
        return "|".join(parts) or "none"

    def window_geometry(self) -> QByteArray | None:
        raw = self.q.value(f"geometry/{self.screen_key()}")
        return raw if isinstance(raw, QByteArray) else None

    def set_window_geometry(self, data: QByteArray) -> None:
        self.q.setValue(f"geometry/{self.screen_key()}", data)
        self.q.sync()
