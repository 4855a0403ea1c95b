"""Ciak!'s controls on the setup page: in Dominion, who plays the boss.

The engine gives the boss company (Malvagie Compagnie Straniere in the built-in set) to seat 1
(``gamesuite.rules.ciak.engine.new_game``: ``companies = [boss] + drawn``; ``boss_seat`` is 0). So the
chosen player is moved into seat 1 when the game starts; everyone else keeps their order behind them.

Keep this module light: the setup page imports it (a hovered tile's page is made ahead within the quarter of a second
before the click), so it must not import the table, ``gamesuite.ui.ciak.game``, the content or pydantic
(tests/ui/test_setup_page.py checks it).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLabel, QVBoxLayout, QWidget

from gamesuite.i18n import translate
from gamesuite.rules.core import GameSpec, PlayerConfig
from gamesuite.ui import theme
from gamesuite.ui.setup_page import SeatInfo, SetupExtra

BOSS_COMPANY = "Malvagie Compagnie Straniere"


class BossChooser(SetupExtra):
    """Dominion: a chooser among the player rows; the chosen player takes the boss seat (seat 1)."""

    def __init__(self) -> None:
        super().__init__(translate("ciak", "Who plays the boss ({company})?").format(company=BOSS_COMPANY),
                         translate("ciak", "The boss plays alone against everyone else, takes seat 1 and starts."))
        self._widget = QWidget(self.panel)  # made in its panel (in the page): see SetupExtra.panel
        lay = QVBoxLayout(self._widget)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(4)
        self.combo = QComboBox(self._widget)
        self.combo.setFont(theme.font(18))
        self.combo.setMinimumHeight(40)
        self.combo.setAccessibleName(translate("ciak", "Who plays the boss"))
        self.combo.currentIndexChanged.connect(self._picked)
        lay.addWidget(self.combo, 0, Qt.AlignmentFlag.AlignLeft)
        self.order = QLabel()
        self.order.setTextFormat(Qt.TextFormat.PlainText)
        self.order.setWordWrap(True)
        self.order.setFont(theme.font(15))
        self.order.setObjectName("muted")
        lay.addWidget(self.order)
        self.chosen: int | None = None  # the row key of the boss
        self._seats: list[SeatInfo] = []

    def widget(self) -> QWidget:
        return self._widget

    def seats_changed(self, seats: Sequence[SeatInfo]) -> None:
        self._seats = list(seats)
        keys = [s.key for s in seats]
        if self.chosen not in keys:
            self.chosen = keys[0] if keys else None
        self.combo.blockSignals(True)
        self.combo.clear()
        for seat in seats:
            who = seat.name or translate("ciak", "(no name yet)")
            if seat.bot:
                who = translate("ciak", "{name} (computer)").format(name=who)
            self.combo.addItem(who, seat.key)
        self.combo.setCurrentIndex(max(0, self.combo.findData(self.chosen)))
        self.combo.blockSignals(False)
        self._say_order()

    def _picked(self, _index: int) -> None:
        data = self.combo.currentData()
        self.chosen = int(data) if data is not None else None
        self._say_order()
        self.changed()

    def _say_order(self) -> None:
        order = self.boss_first([s.key for s in self._seats])
        names = {s.key: s.name or "?" for s in self._seats}
        boss = translate("ciak", "{number} {name} (boss)")
        listed = ", ".join((boss if i == 0 else "{number} {name}").format(number=i + 1, name=names[k])
                           for i, k in enumerate(order))
        self.order.setText(translate("ciak", "Seats when the game starts: {seats}.").format(seats=listed))

    def page_state(self) -> Any:
        return self.chosen

    def restore_page_state(self, state: Any) -> None:
        self.chosen = state if isinstance(state, int) else self.chosen

    def boss_first(self, keys: list[int]) -> list[int]:
        """``keys`` with the chosen boss moved to the front (the others keep their order)."""
        if self.chosen not in keys:
            return list(keys)
        return [self.chosen] + [k for k in keys if k != self.chosen]

    def problem(self) -> str | None:
        return None if self.chosen is not None else translate("ciak", "Choose who plays the boss.")

    def apply(self, seats: list[tuple[int, PlayerConfig]], options: dict[str, Any]
              ) -> tuple[list[tuple[int, PlayerConfig]], dict[str, Any]]:
        by_key = dict(seats)
        return [(k, by_key[k]) for k in self.boss_first([k for k, _p in seats])], options


def setup_extras(spec: GameSpec, variant: str) -> list[SetupExtra]:
    """The setup page's hook: Dominion asks who plays the boss."""
    return [BossChooser()] if variant == "dominion" else []
