"""Quiz Club's controls on the setup page (the page's ``setup_extras`` hook): question cards and character cards.

The rulebook: every character brings question cards "that can be sorted into or removed from the game", and
expansions each bring "a new character card and a stack of question cards" so a group can fit the questions
to who is playing. Two panels:

* **Question cards and expansions** (:class:`QuestionCards`): the expansions of the chosen packs' language,
  each with its character's portrait, name and card count, sorted in or out (a sorted-in expansion's pack is
  added to the game's packs: ``choose_packs``); and the built-in deck reduced by character as before (the
  ``deck_<character>`` rule options, shown here instead of among the house rules).
* **Character cards** (:class:`CharacterCards`): the character card of each seat (the ``character_N`` rule
  options), from the eight built-in characters and those of the expansions sorted in, each player her own
  (picking one another seat holds swaps the two); and the ``card_colours`` house rule. A seat's disc keeps
  the seat's colour; the card keeps its own, so two cards of one colour are told apart by their discs.

What to avoid: rows made after the page scaled its fonts (every row is made once, then shown or hidden);
silent changes (a character whose expansion was sorted out is replaced, and the panel says so).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QCheckBox, QComboBox, QGridLayout, QHBoxLayout, QVBoxLayout, QWidget

from gamesuite.content.characters import character_description
from gamesuite.i18n import current_language, translate, translate_marked, words
from gamesuite.rules.core import GameSpec, PlayerConfig
from gamesuite.rules.quizclub.spec import (
    BUILTIN_CHARACTERS,
    CATEGORY_TITLES,
    CHARACTER_OPTIONS,
    CHARACTERS,
    MAX_PLAYERS,
)
from gamesuite.ui import theme
from gamesuite.ui.quizclub import art
from gamesuite.ui.scene.shapes import shape_path
from gamesuite.ui.setup_page import COLOUR_NAMES, ClickLabel, SeatInfo, SetupExtra, label, plain, seat_shape

GAME = "quizclub"
DECK_OPTIONS: tuple[str, ...] = tuple(f"deck_{c}" for c in CHARACTERS)
PREFIX = "Quiz Club — "  # expansion names start with the game's name: the page already says it


@dataclass(frozen=True)
class Choice:
    """A character card that can be chosen: id, name, card colour, and where she comes from."""

    id: str
    name: str
    colour: str
    source: str = ""  # "" built in, else the expansion's (or pack's) short name
    blurb: str = ""


def colour_name(colour: str) -> str:
    """"purple" for the player colours' purple, else the colour itself."""
    names = dict(zip(theme.PLAYER_COLOURS, COLOUR_NAMES, strict=True))
    name = names.get(colour.lower())
    return translate("shell", name).lower() if name else colour.lower()


def short_name(name: str) -> str:
    return name.removeprefix(PREFIX)


def _character_counts(folder: Path) -> dict[str, int]:
    """Cards per character in a pack folder (its cards.json; a pack that cannot be read counts nothing), from the
    packs' validation cache when cards.json did not change: parsing the whole deck for this was ~17 ms of the first
    Quiz Club setup page (the built-in English and Italian decks), in the click on the tile when the page was not
    made ahead. What to avoid: reading cards.json here without the cache."""
    from gamesuite.content import PackError, cached_read

    try:
        counts: dict[str, int] = cached_read(
            folder, ("cards.json",), "character-counts", lambda: _count_characters(folder),
            lambda v: isinstance(v, dict) and all(isinstance(n, int) for n in v.values()))
    except PackError:
        return {}
    return counts


def _count_characters(folder: Path) -> dict[str, int]:
    """Cards per character, read from the pack's cards.json. Raises PackError when it cannot be read."""
    from gamesuite.content import PackError

    try:
        data = json.loads((folder / "cards.json").read_text(encoding="utf-8"))
        out: dict[str, int] = {}
        for card in data["cards"]:
            out[str(card["character"])] = out.get(str(card["character"]), 0) + 1
        return out
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise PackError(f"{folder / 'cards.json'}: cannot count its characters: {exc}") from None


class PortraitBadge(QWidget):
    """A character's round portrait, painted at the widget's size (so it grows with the page)."""

    def __init__(self, character: str, colour: str, size: int = 48, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.character = character
        self.colour = colour
        self.setFixedSize(size, size)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)

    def set_character(self, character: str, colour: str) -> None:
        if (character, colour) != (self.character, self.colour):
            self.character, self.colour = character, colour
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt API
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5)
        art.paint_portrait(p, r, self.character, theme.blend(self.colour, "#ffffff", 0.55), r.width() / 2,
                           self.colour)
        p.setPen(QPen(QColor(self.colour).darker(140), 2.5))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(r)
        p.end()


class DiscBadge(QWidget):
    """A seat's disc: its colour with its shape (as on the table)."""

    def __init__(self, size: int = 30, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.colour = "#888888"
        self.shape = "circle"
        self.setFixedSize(size, size)

    def set_disc(self, colour: str, shape: str) -> None:
        if (colour, shape) != (self.colour, self.shape):
            self.colour, self.shape = colour, shape
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt API
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        c = QColor(self.colour)
        r = min(self.width(), self.height()) / 2 - 2
        centre = QPointF(self.width() / 2, self.height() / 2)
        p.setPen(QPen(c.darker(170), 2))
        p.setBrush(c)
        p.drawEllipse(centre, r, r)
        ink = theme.text_colour_on(c)
        p.setPen(QPen(ink, 1.5))
        p.setBrush(QColor(ink.red(), ink.green(), ink.blue(), 215))
        p.drawPath(shape_path(self.shape, centre.x(), centre.y(), r * 0.48))
        p.end()


# ------------------------------------------------------------------------------------------ question cards


class ExpansionRow(QWidget):
    """An expansion: a check box, its character's portrait, her name and the expansion's, its card count."""

    def __init__(self, info: Any, toggled: Callable[[], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)  # its parts made in it, in the extra's widget (see SetupExtra.panel)
        self.info = info
        first = info.characters[0] if info.characters else None
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 2, 0, 2)
        lay.setSpacing(8)
        self.box = QCheckBox(self)
        who = words([c.name for c in info.characters]) or translate("quizclub", "no character")
        self.box.setAccessibleName(translate("quizclub", "Sort in the expansion {name} with {who}").format(
            name=short_name(info.name), who=who))
        self.box.setObjectName(f"expansion-{info.id}")
        self.box.toggled.connect(lambda _on: toggled())
        lay.addWidget(self.box, 0, Qt.AlignmentFlag.AlignVCenter)
        self.badge = PortraitBadge(first.id if first else "", first.colour if first else "#9aa3ad", 52, self)
        lay.addWidget(self.badge, 0, Qt.AlignmentFlag.AlignVCenter)
        text = QVBoxLayout()
        text.setSpacing(0)
        title = f"{who} — {short_name(info.name)}"
        self.title = ClickLabel(title, self.box)
        self.title.setFont(theme.font(17, theme.QFont.Weight.DemiBold))
        interests = ", ".join(translate_marked("quizclub", CATEGORY_TITLES[x]) if x in CATEGORY_TITLES else x
                              for x in first.interests[:3]) if first else ""
        card = translate("quizclub",
                         "{colour} character card").format(colour=colour_name(first.colour)) if first else ""
        details = " · ".join(x for x in (translate("quizclub", "%n question card(s)", n=info.cards), card, interests)
                             if x)
        self.details = ClickLabel(details, self.box)
        self.details.setFont(theme.font(15))
        self.details.setObjectName("muted")
        text.addWidget(self.title)
        text.addWidget(self.details)
        lay.addLayout(text, 1)
        blurb = character_description(first.id, current_language(), first.description) if first else ""
        self.setToolTip(blurb or info.description)


class QuestionCards(SetupExtra):
    """Expansions sorted in or out, and the built-in deck by character (see the module docstring)."""

    option_ids = DECK_OPTIONS
    key = "expansions"
    place = "packs"  # by the question packs it adds to

    def __init__(self) -> None:
        super().__init__(translate("quizclub", "Question cards and expansions"),
                         translate("quizclub", "Fit the questions to who is playing: sort an expansion's character and "
                                   "question cards into the game, or take a character's questions out."))
        from gamesuite.content import expansion_choices, pack_characters, pack_manifests

        files_key = art.refresh_pack_characters()  # the packs' files looked at once a build, handed on below
        self.listeners: list[Callable[[], None]] = []
        self.base: dict[str, tuple[str, dict[str, int]]] = {}  # base pack id -> (language, cards per character)
        for folder, manifest in pack_manifests(GAME):
            if not manifest.expansion:
                self.base[manifest.id] = (manifest.language, _character_counts(folder))
        self.base_characters = [c for c in pack_characters(GAME, files_key).values() if c.pack in self.base]
        self.chosen_base: list[str] = list(self.base)
        self._widget = QWidget(self.panel)  # made in its panel (in the page), its rows in it: see SetupExtra.panel
        lay = QVBoxLayout(self._widget)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(4)
        lay.addWidget(label(translate("quizclub", "Expansions"), 17, theme.QFont.Weight.Bold))
        self.rows: list[ExpansionRow] = []
        for info in expansion_choices(GAME, files_key):
            row = ExpansionRow(info, self._expansions_toggled, self._widget)
            self.rows.append(row)
            lay.addWidget(row)
        self.none_here = label("", 15, name="muted", wrap=True)
        lay.addWidget(self.none_here)
        head = label(translate("quizclub", "The built-in deck: each character's question cards"), 17,
                     theme.QFont.Weight.Bold, wrap=True)
        head.setContentsMargins(0, 8, 0, 0)
        lay.addWidget(head)
        grid = QGridLayout()
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(2)
        self.deck_boxes: dict[str, QCheckBox] = {}
        self.deck_labels: dict[str, ClickLabel] = {}
        for i, ch in enumerate(BUILTIN_CHARACTERS):
            box = QCheckBox()
            box.setObjectName(f"deck-{ch['id']}")
            box.setChecked(True)
            box.toggled.connect(lambda _on: self.changed())
            text = ClickLabel(ch["name"], box)
            line = QHBoxLayout()
            line.setSpacing(6)
            line.addWidget(box, 0, Qt.AlignmentFlag.AlignVCenter)
            line.addWidget(PortraitBadge(ch["id"], ch["colour"], 34), 0, Qt.AlignmentFlag.AlignVCenter)
            line.addWidget(text, 1)
            grid.addLayout(line, i // 2, i % 2)
            self.deck_boxes[ch["id"]] = box
            self.deck_labels[ch["id"]] = text
        lay.addLayout(grid)
        self._last_packs: tuple[str, ...] | None = None
        self.packs_changed(None)

    def widget(self) -> QWidget:
        return self._widget

    # -- what is shown
    def languages(self) -> set[str]:
        return {self.base[p][0] for p in self.chosen_base if p in self.base}

    def packs_changed(self, packs: Sequence[str] | None) -> None:
        chosen = tuple(p for p in (packs if packs is not None else self.base) if p in self.base)
        if chosen == self._last_packs:
            return
        self._last_packs = chosen
        self.chosen_base = list(chosen)
        languages = self.languages()
        shown = 0
        for row in self.rows:
            visible = not languages or row.info.language in languages
            row.setVisible(visible)
            shown += visible
        self.none_here.setText("" if shown else translate("quizclub", "No expansion in the language of these "
                                                          "question packs is installed. An expansion is a pack that "
                                                          "brings its own character and question cards."))
        self.none_here.setVisible(not shown)
        for cid, text in self.deck_labels.items():
            n = sum(self.base[p][1].get(cid, 0) for p in chosen)
            text.setText(f"{dict((c['id'], c['name']) for c in BUILTIN_CHARACTERS)[cid]} · {n}")
            text.setToolTip(translate("quizclub", "%n question card(s) with this portrait in the chosen question packs",
                                      n=n))
        self._notify()

    def _expansions_toggled(self) -> None:
        self._notify()
        self.changed()

    def _notify(self) -> None:
        for listener in self.listeners:
            listener()

    def chosen_expansions(self) -> list[Any]:
        return [row.info for row in self.rows if row.isVisibleTo(self._widget) and row.box.isChecked()]

    def set_expansion(self, pack_id: str, on: bool) -> None:
        for row in self.rows:
            if row.info.id == pack_id:
                row.box.setChecked(on)

    def characters(self) -> list[Choice]:
        """The character cards on offer: the eight built-in ones, then those of the chosen packs."""
        language = current_language()  # the descriptions (tooltips) in the app's language where there is one
        out = [Choice(c["id"], c["name"], c["colour"], "", character_description(c["id"], language))
               for c in BUILTIN_CHARACTERS]
        for info in self.chosen_expansions():
            out += [Choice(c.id, c.name, c.colour, short_name(info.name),
                           character_description(c.id, language, c.description)) for c in info.characters]
        out += [Choice(c.id, c.name, c.colour, c.pack, character_description(c.id, language, c.description))
                for c in self.base_characters
                if c.pack in self.chosen_base]
        seen: set[str] = set()
        return [c for c in out if not (c.id in seen or seen.add(c.id))]  # type: ignore[func-returns-value]

    # -- the page's hooks
    def restore(self, options: Mapping[str, Any], remembered: Any) -> None:
        for cid, box in self.deck_boxes.items():
            value = options.get(f"deck_{cid}", True)
            box.setChecked(value if isinstance(value, bool) else True)
        wanted = remembered.get("expansions", []) if isinstance(remembered, dict) else []
        for row in self.rows:
            row.box.blockSignals(True)
            row.box.setChecked(row.info.id in wanted)
            row.box.blockSignals(False)
        self._notify()

    def remember(self) -> Any:
        return {"expansions": [row.info.id for row in self.rows if row.box.isChecked()]}

    def choose_packs(self, packs: list[str] | None) -> list[str] | None:
        chosen = [info.id for info in self.chosen_expansions()]
        if not chosen:
            return packs
        base = list(packs) if packs is not None else list(self.base)
        return base + [p for p in chosen if p not in base]

    def apply(self, seats: list[tuple[int, PlayerConfig]], options: dict[str, Any]
              ) -> tuple[list[tuple[int, PlayerConfig]], dict[str, Any]]:
        return seats, {**options, **{f"deck_{cid}": box.isChecked() for cid, box in self.deck_boxes.items()}}


# ------------------------------------------------------------------------------------------ character cards


class SeatRow(QWidget):
    """A seat: its disc, its player's name and her character card."""

    def __init__(self, index: int, picked: Callable[[int], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)  # its parts made in it, in the extra's widget (see SetupExtra.panel)
        self.index = index
        self.key: int | None = None
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 1, 0, 1)
        lay.setSpacing(8)
        self.disc = DiscBadge(30, self)
        lay.addWidget(self.disc, 0, Qt.AlignmentFlag.AlignVCenter)
        self.name = label("", 17, theme.QFont.Weight.DemiBold, parent=self)
        self.name.setMinimumWidth(80)
        lay.addWidget(self.name, 1)
        self.combo = QComboBox(self)
        self.combo.setObjectName(f"character-seat-{index}")
        self.combo.setFont(theme.font(16))
        self.combo.setIconSize(QSize(30, 30))
        self.combo.setMinimumHeight(40)
        self.combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.combo.setMinimumContentsLength(9)
        self.combo.currentIndexChanged.connect(lambda _i: picked(self.index))
        lay.addWidget(self.combo, 1, Qt.AlignmentFlag.AlignVCenter)

    def chosen(self) -> str | None:
        data = self.combo.currentData()
        return None if data is None else str(data)


class CharacterCards(SetupExtra):
    """The character card of every seat and the ``card_colours`` house rule (see the module docstring)."""

    option_ids = (*CHARACTER_OPTIONS, "card_colours")

    def __init__(self, cards: QuestionCards) -> None:
        super().__init__(translate("quizclub", "Character cards"),
                         translate("quizclub", "Each player holds a character card of her own (it does not matter for "
                                   "the game: take one you like). Her disc keeps her seat's colour and mark."))
        self.cards = cards
        cards.listeners.append(self._available_changed)
        self.choices: list[Choice] = cards.characters()
        self.chosen: dict[int, str] = {}  # row key -> character id
        self.wanted: list[str | None] = [None] * MAX_PLAYERS  # remembered characters by seat
        self.seats: list[SeatInfo] = []
        self._updating = False
        self._widget = QWidget(self.panel)  # made in its panel (in the page), its rows in it: see SetupExtra.panel
        lay = QVBoxLayout(self._widget)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(3)
        self.rows = [SeatRow(i, self._picked, self._widget) for i in range(MAX_PLAYERS)]
        for row in self.rows:
            lay.addWidget(row)
            row.hide()
        self.notice = label("", 15, wrap=True, name="notice")
        self.notice.hide()
        lay.addWidget(self.notice)
        self.own_colour = QCheckBox(plain(translate("quizclub", "Each player a character card of her own colour")))
        self.own_colour.setObjectName("card-colours")
        self.own_colour.setFont(theme.font(16))
        self.own_colour.setToolTip(translate("quizclub", "With expansions several character cards have one colour; "
                                             "on, no two players hold cards of the same colour (as at a real table, "
                                             "where the disc matches the card)."))
        self.own_colour.toggled.connect(lambda _on: self.changed())
        lay.addWidget(self.own_colour)

    def widget(self) -> QWidget:
        return self._widget

    def by_id(self) -> dict[str, Choice]:
        return {c.id: c for c in self.choices}

    # -- choosing
    def restore(self, options: Mapping[str, Any], remembered: Any) -> None:
        self.wanted = [options.get(f"character_{i + 1}") if isinstance(options.get(f"character_{i + 1}"), str)
                       else None for i in range(MAX_PLAYERS)]
        self.own_colour.setChecked(options.get("card_colours") == "different")

    def seats_changed(self, seats: Sequence[SeatInfo]) -> None:
        self.seats = list(seats)
        self._settle(announce=False)

    def _available_changed(self) -> None:
        choices = self.cards.characters()
        if choices != self.choices:
            self.choices = choices
            self._settle(announce=True)

    def _settle(self, announce: bool) -> None:
        """Every seat a character card on offer, each her own: kept if still offered, else the remembered
        one, else a free one (one whose card has the seat's colour first)."""
        available = self.by_id()
        keys = [s.key for s in self.seats]
        dropped = []
        for key in list(self.chosen):
            if key not in keys:
                del self.chosen[key]
            elif self.chosen[key] not in available:
                dropped.append((key, self.chosen.pop(key)))
        taken = set(self.chosen.values())
        for i, seat in enumerate(self.seats):
            if seat.key in self.chosen:
                continue
            want = self.wanted[i] if i < len(self.wanted) else None
            if want in available and want not in taken:
                pick = want
            else:
                free = [c for c in self.choices if c.id not in taken]
                same = [c for c in free if c.colour.lower() == seat.colour.lower()]
                pick = (same or free)[0].id
            self.chosen[seat.key] = pick
            taken.add(pick)
        if announce and dropped:
            someone = translate("quizclub", "a player")
            names = {s.key: s.name or someone for s in self.seats}
            said = "; ".join(translate("quizclub", "{name} now holds {character}'s card").format(
                name=names.get(k, someone), character=available[self.chosen[k]].name)
                for k, _old in dropped if k in self.chosen)
            self.notice.setText(translate("quizclub", "The expansion was sorted out with its character card: "
                                          "{said}.").format(said=said))
            self.notice.setVisible(bool(said))
        elif announce:
            self.notice.hide()
        self._show()

    def _show(self) -> None:
        self._updating = True
        for i, row in enumerate(self.rows):
            if i >= len(self.seats):
                row.hide()
                row.key = None
                continue
            seat = self.seats[i]
            row.key = seat.key
            row.disc.set_disc(seat.colour or theme.PLAYER_COLOURS[i], seat_shape(i))
            row.name.setText(seat.name or translate("quizclub", "Seat {number}").format(number=i + 1))
            ids = [row.combo.itemData(j) for j in range(row.combo.count())]
            if ids != [c.id for c in self.choices]:
                row.combo.clear()
                for c in self.choices:  # (a combo box item has no mnemonic: its text is shown as it is)
                    row.combo.addItem(QIcon(art.portrait_pixmap(c.id, c.colour, 60)), c.name, c.id)
                    tip = (translate("quizclub", "{name}: {colour} card, from {source}") if c.source
                           else translate("quizclub", "{name}: {colour} card")).format(
                        name=c.name, colour=colour_name(c.colour), source=c.source)
                    row.combo.setItemData(row.combo.count() - 1, tip + (f". {c.blurb}" if c.blurb else ""),
                                          Qt.ItemDataRole.ToolTipRole)
            row.combo.setCurrentIndex(max(0, row.combo.findData(self.chosen.get(seat.key))))
            row.combo.setAccessibleName(translate("quizclub", "Character card of seat {number}").format(number=i + 1))
            row.show()
        self._updating = False

    def _picked(self, index: int) -> None:
        if self._updating or index >= len(self.seats):
            return
        row = self.rows[index]
        new = row.chosen()
        if new is None or row.key is None:
            return
        old = self.chosen.get(row.key)
        for key, cid in self.chosen.items():
            if key != row.key and cid == new and old is not None:
                self.chosen[key] = old  # the other seat takes this seat's old card: everybody keeps her own
        self.chosen[row.key] = new
        self.wanted[index] = new
        self.notice.hide()
        self._show()
        self.changed()

    def set_character(self, index: int, character: str) -> None:
        """Choose ``character`` for the seat in row ``index`` (as a click in its list would)."""
        combo = self.rows[index].combo
        combo.setCurrentIndex(combo.findData(character))

    # -- the page's hooks
    def problem(self) -> str | None:
        if not self.own_colour.isChecked():
            return None
        by_id = self.by_id()
        seen: dict[str, str] = {}
        for seat in self.seats:
            c = by_id.get(self.chosen.get(seat.key, ""))
            if c is None:
                continue
            if c.colour.lower() in seen:
                return translate("quizclub", "{first} and {second} have {colour} character cards; each player needs a "
                                 "card of her own colour (or switch that rule off).").format(
                    first=seen[c.colour.lower()], second=c.name, colour=colour_name(c.colour))
            seen[c.colour.lower()] = c.name
        return None

    def apply(self, seats: list[tuple[int, PlayerConfig]], options: dict[str, Any]
              ) -> tuple[list[tuple[int, PlayerConfig]], dict[str, Any]]:
        out = dict(options)
        for i, (key, _player) in enumerate(seats):
            out[f"character_{i + 1}"] = self.chosen.get(key, CHARACTERS[i])
        used = {out[f"character_{i + 1}"] for i in range(len(seats))}
        spare = iter(c for c in CHARACTERS if c not in used)
        for i in range(len(seats), MAX_PLAYERS):  # seats not played: any built-in card (never read)
            out[f"character_{i + 1}"] = next(spare, CHARACTERS[i])
        out["card_colours"] = "different" if self.own_colour.isChecked() else "allowed"
        return seats, out


def setup_extras(spec: GameSpec, variant: str) -> list[SetupExtra]:
    """The setup page's hook: the question cards (expansions, the built-in deck) and the character cards."""
    cards = QuestionCards()
    return [cards, CharacterCards(cards)]


__all__ = ["CharacterCards", "Choice", "QuestionCards", "setup_extras"]
