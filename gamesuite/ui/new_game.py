"""The new-game dialog: players (names and colours), variant, rule options and content packs."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gamesuite.rules.core import GameSpec, PlayerConfig, RuleOption
from gamesuite.rules.sim import PLAYER_NAMES
from gamesuite.ui import theme
from gamesuite.ui.settings import Settings

COLOUR_NAMES = ("Red", "Blue", "Yellow", "Green", "Purple", "Orange", "Teal", "Pink")


def _swatch(colour: str) -> QIcon:
    pix = QPixmap(18, 18)
    pix.fill(QColor(colour))
    return QIcon(pix)


class NewGameDialog(QDialog):
    """Collects a GameConfig's parts. ``packs`` lists (pack id, label) the user can switch."""

    def __init__(self, spec: GameSpec, settings: Settings, packs: list[tuple[str, str]] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.spec = spec
        self.settings = settings
        self.setWindowTitle(f"New game — {spec.title}")
        self.setMinimumWidth(620)
        outer = QVBoxLayout(self)
        header = QLabel(spec.title)
        header.setFont(theme.font(28, theme.QFont.Weight.Bold))
        outer.addWidget(header)
        tag = QLabel(spec.tagline)
        tag.setWordWrap(True)
        outer.addWidget(tag)

        form = QFormLayout()
        self.variant_box = QComboBox()
        for v in spec.variants:
            self.variant_box.addItem(f"{v.title} ({v.min_players}–{v.max_players} players)", v.id)
        self.variant_box.setToolTip("\n".join(f"{v.title}: {v.description}" for v in spec.variants))
        form.addRow("Variant", self.variant_box)
        self.variant_help = QLabel()
        self.variant_help.setWordWrap(True)
        self.variant_help.setStyleSheet("color: #55524a;")
        form.addRow("", self.variant_help)
        self.count = QSpinBox()
        form.addRow("Players", self.count)
        outer.addLayout(form)

        players_box = QGroupBox("Players (in seating order, clockwise)")
        self.players_layout = QVBoxLayout(players_box)
        self.name_edits: list[QLineEdit] = []
        self.colour_boxes: list[QComboBox] = []
        self.rows: list[QWidget] = []
        last = settings.last_players()
        for i in range(max(8, spec.max_players)):
            row = QWidget()
            h = QHBoxLayout(row)
            h.setContentsMargins(0, 0, 0, 0)
            edit = QLineEdit()
            edit.setMaxLength(24)
            edit.setPlaceholderText(f"Player {i + 1}")
            edit.setText(last[i]["name"] if i < len(last) and last[i].get("name") else PLAYER_NAMES[i % 8])
            colour = QComboBox()
            for c, label in zip(theme.PLAYER_COLOURS, COLOUR_NAMES, strict=True):
                colour.addItem(_swatch(c), label, c)
            want = last[i].get("colour") if i < len(last) else None
            idx = colour.findData(want) if want else -1
            colour.setCurrentIndex(idx if idx >= 0 else i % len(theme.PLAYER_COLOURS))
            h.addWidget(QLabel(f"{i + 1}."))
            h.addWidget(edit, 1)
            h.addWidget(colour)
            self.players_layout.addWidget(row)
            self.name_edits.append(edit)
            self.colour_boxes.append(colour)
            self.rows.append(row)
        outer.addWidget(players_box)

        self.option_widgets: dict[str, QWidget] = {}
        self.options_box = QGroupBox("Rule options (house rules where the rulebook is silent)")
        self.options_form = QFormLayout(self.options_box)
        saved = settings.options(spec.id)
        for opt in spec.options:
            w = self._option_widget(opt, saved.get(opt.id, opt.default))
            w.setToolTip(opt.description)
            label = QLabel(opt.title)
            label.setToolTip(opt.description)
            self.options_form.addRow(label, w)
            help_label = QLabel(opt.description)
            help_label.setWordWrap(True)
            help_label.setStyleSheet("color: #55524a; font-size: 13px;")
            self.options_form.addRow("", help_label)
            self.option_widgets[opt.id] = w
        if spec.options:
            scroll = QScrollArea()
            scroll.setWidgetResizable(True)
            scroll.setWidget(self.options_box)
            scroll.setMinimumHeight(180)
            outer.addWidget(scroll, 1)

        self.pack_boxes: dict[str, QCheckBox] = {}
        if packs:
            packs_box = QGroupBox("Question packs")
            pl = QVBoxLayout(packs_box)
            # Starter packs are small samples that overlap the full decks: off until chosen.
            disabled = set(settings.disabled_packs(spec.id, [p for p, _ in packs if p.endswith("-starter")]))
            for pack_id, label in packs:
                cb = QCheckBox(label)
                cb.setChecked(pack_id not in disabled)
                pl.addWidget(cb)
                self.pack_boxes[pack_id] = cb
            outer.addWidget(packs_box)

        self.error = QLabel("")
        self.error.setStyleSheet("color: #b3261e; font-weight: 600;")
        self.error.setWordWrap(True)
        outer.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText("Start the game")
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        outer.addWidget(buttons)

        self.variant_box.currentIndexChanged.connect(self._variant_changed)
        self.count.valueChanged.connect(self._count_changed)
        self._variant_changed()
        n_last = len(last)
        v = spec.variant(self.variant_box.currentData())
        self.count.setValue(min(max(n_last or v.min_players, v.min_players), v.max_players))
        self._count_changed()

    def _option_widget(self, opt: RuleOption, value: Any) -> QWidget:
        if opt.kind == "bool":
            cb = QCheckBox()
            cb.setChecked(bool(value))
            return cb
        if opt.kind == "int":
            sb = QSpinBox()
            sb.setRange(opt.minimum if opt.minimum is not None else -9999, opt.maximum if opt.maximum is not None
                        else 9999)
            sb.setValue(int(value) if isinstance(value, int) else int(opt.default))
            return sb
        combo = QComboBox()
        for v, label in opt.choices:
            combo.addItem(label, v)
        idx = combo.findData(value)
        combo.setCurrentIndex(idx if idx >= 0 else max(0, combo.findData(opt.default)))
        return combo

    def _variant_changed(self) -> None:
        v = self.spec.variant(self.variant_box.currentData())
        self.variant_help.setText(v.description)
        self.count.setRange(v.min_players, v.max_players)
        for opt in self.spec.options:
            w = self.option_widgets.get(opt.id)
            if w is not None:
                w.setEnabled(not opt.variants or v.id in opt.variants)
        self._count_changed()

    def _count_changed(self) -> None:
        n = self.count.value()
        for i, row in enumerate(self.rows):
            row.setVisible(i < n)
        self.adjustSize()

    # -- results ---------------------------------------------------------------------------
    def variant(self) -> str:
        return str(self.variant_box.currentData())

    def players(self) -> tuple[PlayerConfig, ...]:
        n = self.count.value()
        out = []
        for i in range(n):
            name = self.name_edits[i].text().strip() or f"Player {i + 1}"
            out.append(PlayerConfig(name, str(self.colour_boxes[i].currentData())))
        return tuple(out)

    def options(self) -> dict[str, Any]:
        v = self.variant()
        out: dict[str, Any] = {}
        for opt in self.spec.options:
            if opt.variants and v not in opt.variants:
                continue
            w = self.option_widgets[opt.id]
            if isinstance(w, QCheckBox):
                out[opt.id] = w.isChecked()
            elif isinstance(w, QSpinBox):
                out[opt.id] = w.value()
            elif isinstance(w, QComboBox):
                out[opt.id] = w.currentData()
        return out

    def enabled_packs(self) -> list[str]:
        return [pid for pid, cb in self.pack_boxes.items() if cb.isChecked()]

    def problems(self) -> list[str]:
        names = [p.name.casefold() for p in self.players()]
        out = []
        if len(set(names)) != len(names):
            out.append("Two players have the same name; give everyone a different name.")
        colours = [p.colour for p in self.players()]
        if len(set(colours)) != len(colours):
            out.append("Two players have the same colour; pick a different colour for each.")
        if self.pack_boxes and not self.enabled_packs():
            out.append("Choose at least one question pack.")
        return out

    def _accept(self) -> None:
        problems = self.problems()
        if problems:
            self.error.setText("\n".join(problems))
            return
        self.settings.set_last_players([{"name": p.name, "colour": p.colour} for p in self.players()])
        self.settings.set_options(self.spec.id, self.options())
        if self.pack_boxes:
            self.settings.set_disabled_packs(self.spec.id, [p for p, cb in self.pack_boxes.items()
                                                             if not cb.isChecked()])
        self.accept()

