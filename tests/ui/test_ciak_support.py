"""A family at the Ciak! table, scripted: plays whole games through the real window by clicking the items
where they are drawn (prompt buttons, cards, companies), passing the hand-off gate like the named player,
and letting computer seats play through the table's own seat runner. Other Ciak UI tests import it.

Canaries: after every step, :func:`assert_no_leak` renders the window and checks that no name of a card in
a hand other than the one open on the table (nor in the deck) was painted, shown in a widget or logged.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QPointF
from PySide6.QtGui import QPainter, QPicture
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem

from gamesuite.rules.core import Action, PlayerConfig, Rng, Viewer
from gamesuite.rules.sim import PLAYER_COLOURS, PLAYER_NAMES
from gamesuite.ui.ciak import presenter as P
from tests.support.driver import TableDriver, flush
from tests.ui.leaks import record_painted_text, widget_texts

PICKABLE = ("CiakCardItem", "ItemTab", "StackPlate", "CompanyItem", "CompanyChip", "ButtonItem")


def players(n: int, bots: dict[int, str] | None = None) -> list[PlayerConfig]:
    bots = bots or {}
    return [PlayerConfig(PLAYER_NAMES[i], PLAYER_COLOURS[i], bots.get(i)) for i in range(n)]


def secrets(window: Any) -> list[str]:
    """Names of cards only in hidden places (hands, deck) except the hand open on the table now."""
    c = window.controller
    hidden = c.rules.private_strings(c.state)
    ui = window.game_ui
    shown = ui.shown_seat()
    if shown is None:
        return hidden
    mine = c.view(Viewer.of_seat(shown)).get("hand", [])
    allowed = {str(h["name"]) for h in mine} | {str(h["design"]) for h in mine}
    return [s for s in hidden if s not in allowed]


def _signature(item: Any) -> tuple[Any, ...]:
    """What an item's painting depends on: its model, text, flags and state (painting is a function of them)."""
    model = getattr(item, "model", None)
    try:
        hash(model)
    except TypeError:
        model = repr(model)
    extra = (getattr(item, "text", None), getattr(item, "face_up", None), getattr(item, "_turn", None),
             getattr(item, "shown", None), id(getattr(item, "_painter", None)))
    return (id(item), type(item).__name__, model, extra, getattr(item, "highlighted", None),
            getattr(item, "dimmed", None), getattr(item, "hovered", None), getattr(item, "clickable", None))


_PAINTED: dict[tuple[Any, ...], list[str]] = {}


def painted_scene_text(scene: Any) -> list[str]:
    """Every string the scene's visible items draw. Each item is painted (uncached, into a QPicture: nothing is
    rasterised) with a recorder on ``QPainter.drawText``; an item whose model, text and flags are the same
    as at an earlier check paints the same strings, so those are remembered instead of painted again."""
    out: list[str] = []
    option = QStyleOptionGraphicsItem()
    for item in scene.items():
        if not item.isVisible():
            continue
        sig = _signature(item)
        strings = _PAINTED.get(sig)
        if strings is None:
            picture = QPicture()
            with record_painted_text() as painted:
                painter = QPainter(picture)
                item.paint(painter, option, None)
                painter.end()
            strings = list(painted)
            if len(_PAINTED) > 20_000:
                _PAINTED.clear()
            _PAINTED[sig] = strings
        out += strings
    return out


def check_canary(window: Any) -> None:
    """No hidden card name in any widget, tooltip, title, painted scene item or the log."""
    hidden = secrets(window)
    shown = "\n".join(widget_texts(window) + painted_scene_text(window.game_ui.table.scene)
                      + window.controller.game_log())
    leaked = [s for s in hidden if s and s in shown]
    assert leaked == [], f"private text reached the shared screen: {leaked}"


@dataclass
class Family:
    """Scripted people (and the table's computer seats) playing through the window."""

    window: Any
    qtbot: Any
    seed: int = 1
    look_own_turn: float = 1.0  # chance the active player looks at their hand at a priority
    look_answer: float = 0.25  # chance another player looks before answering
    memory: bool = False  # players remember their hands: they look to answer only if they could
    pass_when_open: float = 0.35  # chance to pass with the hand open anyway
    autopass: dict[int, bool] = field(default_factory=dict)  # seats that switch auto-pass on once
    canary: bool = True
    on_step: Callable[[], None] | None = None
    steps: int = 0
    gates: int = 0
    clicks: int = 0
    discards: int = 0

    def __post_init__(self) -> None:
        self.eager: set[int] = set()  # said they want to answer: they look next
        self.rng = Rng(self.seed)
        self.driver = TableDriver(self.window, self.qtbot)

    @property
    def ui(self) -> Any:
        return self.window.game_ui

    # ------------------------------------------------------------------ clicking
    def top_at(self, scene: Any, pt: QPointF) -> Any:
        top = next((i for i in scene.items(pt) if i.isVisible() and i.acceptedMouseButtons()
                    and type(i).__name__ in PICKABLE), None)
        return top

    def visible_point(self, item: QGraphicsItem) -> QPointF:
        """A point of ``item`` that no other clickable item covers, with a margin (cards in a fan overlap, and
        a click lands on whole pixels of a scaled view)."""
        scene = item.scene()
        shape = item.mapToScene(item.shape()).boundingRect() if not item.shape().isEmpty() else item.sceneBoundingRect()
        m = 6.0
        for fy in (0.5, 0.3, 0.7, 0.15, 0.85):
            for fx in (0.5, 0.3, 0.15, 0.7, 0.85, 0.08, 0.92):
                pt = QPointF(shape.left() + fx * shape.width(), shape.top() + fy * shape.height())
                around = [pt + QPointF(dx, dy) for dx in (-m, 0, m) for dy in (-m, 0, m)]
                if all(self.top_at(scene, p) is item for p in around):
                    return pt
        raise AssertionError(f"{getattr(item, 'key', item)} is covered everywhere")

    def click_item(self, item: QGraphicsItem) -> None:
        assert item.isVisible(), f"clicking a hidden item {getattr(item, 'key', item)}"
        view = self.driver.view
        pos = view.mapFromScene(self.visible_point(item))
        assert view.viewport().rect().contains(pos), f"{item.key} is off screen"
        from PySide6.QtCore import Qt

        self.qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
        self.clicks += 1

    def item_for(self, key: str) -> Any:
        item = self.ui.table.scene.keyed(key)
        if item is None:
            item = self.ui.table.actions.button(key)
        assert item is not None, f"no item {key!r} on the table"
        return item

    def click_key(self, key: str) -> None:
        self.click_item(self.item_for(key))

    def buttons(self) -> set[str]:
        return {b.key for b in self.ui.table.actions.buttons if b.enabled}

    # ------------------------------------------------------------------ one step
    def step(self) -> bool:
        """Make one decision (or pass the gate); False when the game is over."""
        c = self.window.controller
        if c.is_over():
            return False
        ui = self.ui
        if self.driver.gate_up():
            self.driver.confirm_gate()
            self.gates += 1
            self._after()
            return True
        auto = ui.automatic()
        if auto is not None:
            assert ui.table.prompt_title.text.endswith("is deciding…"), ui.table.prompt_title.text
            played = ui.runner.run_pending(limit=1)
            assert played == 1
            self._after()
            return True
        kind, seat = ui.decision()
        view = c.view(Viewer.TABLE)
        active = int(view["active"])
        legal = c.legal_actions(seat=seat)
        shown = ui.shown_seat()
        if kind == "priority" and shown != seat:
            # what the player remembers of their own hand: whether they could answer at all
            could = any(a.kind == "play" for a in legal)
            wants = (could or not self.memory) and self.rng.random() < self.look_answer
            if P.ANSWER in self.buttons():  # asked aloud while another hand is open
                self.click_key(P.ANSWER if wants else P.PASS)
                if wants:
                    self.eager.add(seat)
                self._after()
                return True
            if self.autopass.get(seat) and seat != active and P.AUTOPASS in self.buttons():
                self.autopass[seat] = False
                self.click_key(P.AUTOPASS)
                self._after()
                return True
            if seat == active:
                look = self.rng.random() < self.look_own_turn
            else:
                look = seat in self.eager or wants
            self.eager.discard(seat)
            if P.LOOK in self.buttons() and look:
                self.click_key(P.LOOK)
                self._after()
                return True
            self.click_key(P.PASS)
            self._after()
            return True
        if kind == "priority":
            options = [a for a in legal if a.kind != "pass"]
            if not options or self.rng.random() < self.pass_when_open:
                self.click_key(P.PASS)
                self._after()
                return True
            action = self.rng.choice(options)
        elif kind == "discard":
            assert shown == seat, "discarding down to six needs the hand, so the gate"
            action = self.rng.choice(legal)
            self.discards += 1
        elif kind == "attack":
            attacks = [a for a in legal if a.kind == "attack"]
            action = self.rng.choice(attacks) if attacks and self.rng.random() < 0.8 else Action("no_attack", seat)
        else:
            action = self.rng.choice(legal)
        self.play(action)
        return True

    def play(self, action: Action) -> None:
        """Click the keys of ``action`` in order, as the table's KeyBook says it is chosen."""
        c = self.window.controller
        before = len(c.actions)
        keys = self.ui.keybook.keys_of(action)
        assert keys, f"{action} has no keys on the table"
        for key in keys:
            assert len(c.actions) == before, f"{action} was submitted before its last click"
            self.click_key(key)
        assert len(c.actions) == before + 1, f"clicking {keys} did not make {action}"
        assert c.actions[-1] == action
        self._after()

    def _after(self) -> None:
        flush()
        self.steps += 1
        self.ui.finish_animations()
        if self.canary:
            check_canary(self.window)
        if self.on_step is not None:
            self.on_step()

    def play_game(self, max_steps: int = 20_000) -> None:
        while self.step():
            assert self.steps < max_steps, "the game did not end"


def test_the_scripted_family_module_loads() -> None:
    assert players(3, {1: "easy"})[1].bot == "easy" and players(2)[0].bot is None


def whole_game(window: Any, qtbot: Any, seats: list[PlayerConfig], variant: str, *, seed: int, family_seed: int = 1,
               options: dict[str, Any] | None = None, **family: Any) -> Family:
    """Start a game on one screen (small window: the canaries render every step) and play it to the end."""
    window.resize(960, 600)
    window.start_game("ciak", seats, variant, {"starting_millions": 3} | (options or {}), seed=seed)
    ui = window.game_ui
    ui.runner.paused = True  # the family's steps run the computer seats (one decision a step)
    fam = Family(window, qtbot, seed=family_seed, **family)
    check_canary(window)
    fam.play_game()
    result = window.controller.result()
    assert result is not None and result.text
    said = window.controller.words(result.text)
    assert ui.table.prompt_title.text == said
    assert window.controller.game_log()[-1] == said
    return fam


def family_game(window: Any, qtbot: Any, seed: int = 21) -> tuple[Any, Family]:
    """A Ciak game of two people and two computers (seat 2 normal, seat 4 easy; Massacre, 3 starting millions,
    ``seed``) in ``window``, and the :class:`Family` that plays it: the family's steps run the computer seats too."""
    window.start_game("ciak", players(4, {1: "normal", 3: "easy"}), "massacre", {"starting_millions": 3}, seed=seed)
    qtbot.waitUntil(lambda: window.game_ui.view_widget.isVisible())
    ui = window.game_ui
    ui.runner.paused = True
    return ui, Family(window, qtbot, seed=seed, canary=False)
