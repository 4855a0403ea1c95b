"""Quiz Club on crowded tables and small windows (issue #14), plain text, the gate's lines, and refreshes
that change nothing (issue #13): eight players with 24-character names at 960x600, 1280x800 and 1920x1080."""

from __future__ import annotations

import copy
import itertools

import pytest
from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtWidgets import QLabel, QPushButton
from shiboken6 import isValid

from gamesuite.rules.core import Action, PlayerConfig, Viewer
from gamesuite.rules.sim import PLAYER_COLOURS
from gamesuite.ui.quizclub.presenter import NO_OBJECTION_KEY, object_key
from gamesuite.ui.scene import animation
from gamesuite.ui.scene.text import fits
from tests.support.driver import TableDriver
from tests.ui.leaks import everything_shown
from tests.ui.test_quizclub import advance_to_question, click, find, open_panel

LONG_NAMES = ["Alexandra-Maximiliane B.", "Bartholomew Fitzgerald-J", "Dungeons & <b>Dragons</b>!!!",
              "WWWWWWWWWWWWWWWWWWWWWWWW", "Christopher Montgomery J", "Genevieve Antoinette L.M",
              "Maximilian Oberhausen Jr", "Persephone Winterbottom."]
SIZES = [(960, 600), (1280, 800), (1920, 1080)]


def start_long(window, seed: int = 5, **options):  # noqa: ANN001, ANN201
    players = tuple(PlayerConfig(n, PLAYER_COLOURS[i]) for i, n in enumerate(LONG_NAMES))
    controller = window.start_game("quizclub", players, options=options, seed=seed)
    assert controller is not None, window.messages
    controller.autosave = lambda: None
    return controller


def to_objection(controller) -> None:  # noqa: ANN001
    """Play (no clicks) until an intuition answer waits for objections."""
    for _ in range(40):
        view = advance_to_question(controller, "intuition")
        seat, q = view["you"], view["turn"]["question"]
        if q.get("variant") == "count":
            controller.submit(Action("answer", seat, count=1))
        else:
            other = next(p["seat"] for p in view["players"] if p["seat"] not in (seat, view["turn"]["asked"]))
            controller.submit(Action("answer", seat, player=other))
        if controller.view(Viewer.TABLE)["phase"] == "objection":
            return
    raise AssertionError("no objection phase")


# ---------------------------------------------------------------------------------- item 11


def test_the_start_space_holds_eight_discs_beside_its_label(window) -> None:  # noqa: ANN001
    start_long(window)
    table = window.game_ui.table
    track = table.track
    label = track.start_label_rect()
    start = track.space_rect(0)
    rects = [d.mapRectToParent(d.shape().boundingRect()) for d in table.discs]  # as drawn, in track units
    assert len(rects) == 8
    for r in rects:
        assert start.contains(r), "a disc on Start leaves the Start space"
        assert not r.intersects(label), "a disc covers the START label"
    for a, b in itertools.combinations(rects, 2):
        assert not a.intersects(b), "two discs on Start overlap"
    assert min(d.scale() for d in table.discs) == 1.0  # full size: the space is made for them


def test_discs_sharing_a_small_space_never_overlap(window) -> None:  # noqa: ANN001
    start_long(window)
    track = window.game_ui.table.track
    for index in (3, track.spaces - 3):
        positions, scale = track.slot_positions(index, 8, 21)
        r = 21 * scale
        for a, b in itertools.combinations(positions, 2):
            assert abs(a.x() - b.x()) >= 2 * r - 0.01 or abs(a.y() - b.y()) >= 2 * r - 0.01
        area = track.space_rect(index)
        assert all(area.contains(QRectF(p.x() - r, p.y() - r, 2 * r, 2 * r)) for p in positions)


@pytest.mark.parametrize("size", SIZES)
def test_objection_buttons_stay_readable_with_long_names(window, qtbot, size) -> None:  # noqa: ANN001
    controller = start_long(window)
    window.resize(*size)
    to_objection(controller)
    drv = TableDriver(window, qtbot)
    view = controller.view(Viewer.TABLE)
    answering = view["turn"]["asked"]
    keys = drv.clickable_keys()
    objectors = [s for s in range(8) if s != answering]
    assert keys == {NO_OBJECTION_KEY, *(object_key(s) for s in objectors)}
    slot = window.game_ui.table.seats[0].w
    for seat in objectors:
        button = drv.item(object_key(seat))
        # the whole label fits at a readable size (no "WWWW…"), and the button sits at its player's place
        assert fits(button.text, button.w - 28, button.size, button.weight, minimum=24), button.text
        seat_item = window.game_ui.table.seats[seat]
        centre = button.sceneBoundingRect().center().x()
        assert seat_item.sceneBoundingRect().left() <= centre <= seat_item.sceneBoundingRect().left() + slot
        assert view["players"][seat]["colour"].lower() == button.background.name().lower()  # her colour
    drv.click_key(object_key(objectors[-1]))
    assert controller.view(Viewer.TABLE)["last_turn"]["said"]["objection_by"] == objectors[-1]


def label_fits(label: QLabel) -> bool:
    text = label.text()
    if not text or not label.isVisible():
        return True
    fm = label.fontMetrics()
    box = label.contentsRect()
    if label.wordWrap():
        used = fm.boundingRect(QRect(0, 0, box.width(), 100_000), int(Qt.TextFlag.TextWordWrap), text)
        return used.width() <= box.width() + 1 and used.height() <= box.height() + 1
    return fm.horizontalAdvance(text) <= box.width() + 1


def button_fits(button: QPushButton) -> bool:
    fm = button.fontMetrics()
    room = button.width() - 20 - (button.iconSize().width() + 6 if not button.icon().isNull() else 0)
    return all(fm.horizontalAdvance(line.replace("&&", "&")) <= room for line in button.text().split("\n"))


@pytest.mark.parametrize("size", SIZES)
def test_the_askers_header_and_player_buttons_fit_with_long_names(one_screen, qtbot, size) -> None:  # noqa: ANN001
    window = one_screen
    start_long(window)
    window.resize(*size)
    panel = open_panel(window, qtbot)
    qtbot.wait(10)
    header = panel.findChild(QLabel.__base__, "header")  # the header frame
    assert header is not None
    clipped = [lb.text() for lb in header.findChildren(QLabel) if not label_fits(lb)]
    assert clipped == [], f"the header clips at {size}: {clipped}"
    players = [b for b in panel.findChildren(QPushButton) if b.objectName().startswith("ask-player-")]
    assert len(players) == 7
    assert [b.objectName() for b in players if not button_fits(b)] == []
    assert all(b.geometry().right() <= panel.width() for b in players)


# ---------------------------------------------------------------------------------- item 8


def test_names_and_content_with_ampersands_and_markup_show_as_typed(window, qtbot, monkeypatch) -> None:  # noqa: ANN001
    import gamesuite.content as content_module

    real = content_module.load_content
    odd = "Salt & <b>Pepper</b>"

    def load(game, packs=None, language=None):  # noqa: ANN001, ANN202
        content = copy.deepcopy(real(game, packs, language))
        for card in content["cards"]:
            for side in ("light", "dark"):
                for q in card[side]["questions"]:
                    if q["type"] == "multiple_choice":
                        q["options"][0] = odd
                    elif q["type"] == "ranking":
                        q["terms"][0] = odd
        return content

    monkeypatch.setattr(content_module, "load_content", load)
    name = "Dungeons & <b>Dragons</b>"
    players = (PlayerConfig(name, "#d94f4f"), PlayerConfig("Bruno", "#3d7dd8"), PlayerConfig("Carla", "#e0a526"))
    controller = window.start_game("quizclub", players, seed=22)
    controller.autosave = lambda: None
    view = advance_to_question(controller, "multiple_choice")
    panel = open_panel(window, qtbot)
    for lb in panel.findChildren(QLabel):
        assert lb.text() == "" or lb.textFormat() == Qt.TextFormat.PlainText, lb.text()
    for b in panel.findChildren(QPushButton):
        stripped = b.text().replace("&&", "")
        assert "&" not in stripped, f"{b.objectName()}: {b.text()!r} would make a mnemonic"
    letter_a = find(panel, "letter-A")
    assert letter_a.text().replace("&&", "&").startswith(f"A    {odd}")
    table = everything_shown(window)  # the table on the main window (the panel is on the private screen)
    assert odd in table  # the option as typed on the table, markup and all
    assert name in table  # the player's name as typed on her place
    assert view["players"][0]["name"] == name


# ---------------------------------------------------------------------------------- item 5


def test_the_gate_says_what_comes_next_at_every_private_step(one_screen, qtbot) -> None:  # noqa: ANN001
    window = one_screen
    controller = start_long(window, seed=23)
    view = controller.view(Viewer.TABLE)
    me = view["players"][view["active"]]["name"]
    assert window.page.gate.purpose.text() == f"{me} chooses whom to ask"
    panel = open_panel(window, qtbot)
    asked = view["askable"][0]
    click(qtbot, find(panel, f"ask-player-{asked}"))
    # the same player goes on: no gate now; with the gate up again it would say so
    assert window.game_ui.gate_purpose(Viewer.of_seat(view["active"])) == \
        f"{me} chooses a question for {view['players'][asked]['name']}"


# ---------------------------------------------------------------------------------- issue #13


def test_a_refresh_that_changes_nothing_repaints_nothing_and_starts_no_animation(window, qtbot) -> None:  # noqa: ANN001
    controller = start_long(window)
    advance_to_question(controller, "multiple_choice")
    ui = window.game_ui
    ui.finish_animations()
    qtbot.wait(20)
    scene = ui.table.scene
    changed: list[object] = []
    scene.changed.connect(lambda region: changed.extend(region))
    animation.set_reduce_motion(False)
    try:
        ui.refresh([])
        window.router.sync([])
        qtbot.wait(30)
        # an earlier test's animation whose item was deleted may still be listed: only live ones count
        running = [a for a in list(animation._running) if isValid(a) and a.state() == a.State.Running]
    finally:
        animation.set_reduce_motion(True)
    assert changed == [] and running == []


def test_the_panel_is_kept_and_updated_in_place_during_a_turn(window, qtbot) -> None:  # noqa: ANN001
    controller = start_long(window, seed=7)
    panel = open_panel(window, qtbot)
    slot = window.director.slot if hasattr(window.director, "slot") else None
    cards = dict(panel.cards)
    view = controller.view(Viewer.TABLE)
    seat = view["active"]
    panel.refresh([])  # nothing changed: nothing is rebuilt
    assert panel.cards == cards and panel.rebuilds == 0
    click(qtbot, find(panel, f"ask-player-{view['askable'][0]}"))
    assert open_panel(window, qtbot) is panel  # the same panel, refreshed
    assert all(panel.cards[cid] is view_ for cid, view_ in cards.items())  # the hand cards are kept
    assert all(v.asking for v in panel.cards.values())
    if slot is not None:
        assert slot.builds == 1
    # a move in a private panel is private: plain undo cannot walk back into it
    assert not controller.can_undo() and controller.can_undo(everyone=True)
    assert seat == panel.seat


def test_the_estimate_limits_come_from_the_rules_template(window, qtbot, monkeypatch) -> None:  # noqa: ANN001
    from gamesuite.rules.core import Free
    from gamesuite.rules.quizclub import engine

    monkeypatch.setattr(engine, "NUMBER", Free("number", 0, 100))
    controller = start_long(window, seed=23)
    advance_to_question(controller, "estimate")
    panel = open_panel(window, qtbot)
    field, enter = find(panel, "estimate-field"), find(panel, "estimate-enter")
    qtbot.keyClicks(field, "150")
    click(qtbot, enter)
    error = panel.widgets["estimate-error"]
    assert error.isVisible() and "between 0 and 100" in error.text()
    assert controller.view(Viewer.TABLE)["phase"] == "answer"
    field.clear()
    qtbot.keyClicks(field, "99")
    click(qtbot, enter)
    assert controller.view(Viewer.TABLE)["phase"] == "verdict"


def test_a_click_the_rules_refuse_is_explained_by_why_not(window, qtbot) -> None:  # noqa: ANN001
    controller = start_long(window, seed=9)
    table = window.game_ui.table
    before = len(controller.actions)
    table._clicked(object_key(1))  # a stale click (no objection is being collected now)
    assert len(controller.actions) == before
    expected = controller.why_not(Action("object", None, by=1))
    assert expected and window.page.toast_label.isVisible() and window.page.toast_label.text() == expected
