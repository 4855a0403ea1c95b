"""The Quiz Club table screen: track and discs, round indicator, character cards, the focus board."""

from __future__ import annotations

from PySide6.QtCore import QPropertyAnimation

from gamesuite.rules.core import Action, Rng, Viewer
from gamesuite.rules.quizclub.judge import turn_points
from gamesuite.ui import sound
from gamesuite.ui.quizclub.presenter import board_model
from gamesuite.ui.scene.animation import set_reduce_motion
from tests.ui.leaks import everything_shown
from tests.ui.test_quizclub import advance_to_question, click, find, finish_turn, open_panel, start, texts_of


def disc_space(window, seat: int) -> int:  # noqa: ANN001
    """The track space whose rectangle holds the seat's disc (by position, as drawn)."""
    track = window.game_ui.table.track
    pos = window.game_ui.table.discs[seat].pos()
    return next(i for i in range(track.spaces) if track.space_rect(i).contains(pos))


def test_the_track_has_a_space_per_point_numbers_marker_lines_and_the_final_space(window) -> None:  # noqa: ANN001
    start(window, 3, seed=1)
    track = window.game_ui.table.track
    assert track.spaces == 31 and track.final == 30 and track.markers == (10, 20) and track.number_every == 5
    for seat in range(3):
        assert disc_space(window, seat) == 0
        disc = window.game_ui.table.discs[seat]
        assert disc.mark  # every disc has a shape as well as a colour
    assert len({d.mark for d in window.game_ui.table.discs}) == 3


def test_a_correct_answer_walks_the_discs_space_by_space(window, qtbot) -> None:  # noqa: ANN001
    controller = start(window, 3, seed=41)
    view = advance_to_question(controller, "knowledge")
    asker, asked = view["you"], view["turn"]["asked"]
    d = view["turn"]["question"]["difficulty"]
    before = {s: p["score"] for s, p in enumerate(controller.view(Viewer.TABLE)["players"])}
    set_reduce_motion(False)
    try:
        click(qtbot, find(open_panel(window, qtbot), "answer-correct"))
        disc = window.game_ui.table.discs[asked]
        anim = disc._anims.get(b"pos")
        assert isinstance(anim, QPropertyAnimation) and anim.state() == QPropertyAnimation.State.Running
        assert len(anim.keyValues()) == d + 1  # it walks through every space, not one jump
        window.game_ui.finish_animations()
    finally:
        set_reduce_motion(True)
    cooperative = controller.view(Viewer.TABLE)["last_turn"]["round_type"] == "cooperative"
    gains = dict(zip((asker, asked), turn_points(cooperative, d, True), strict=True))
    for seat in (asker, asked):
        assert disc_space(window, seat) == before[seat] + gains[seat]
        assert window.game_ui.table.seats[seat].score.text == str(before[seat] + gains[seat])


def test_character_cards_turn_face_down_when_asked_and_face_up_in_a_new_round(window) -> None:  # noqa: ANN001
    controller = start(window, 3, seed=42)
    seats = window.game_ui.table.seats
    assert all(s.card.face_up for s in seats)
    first_round = controller.view(Viewer.TABLE)["round"]
    asked = []
    for _ in range(3):
        finish_turn(controller)
        view = controller.view(Viewer.TABLE)
        if view["round"] != first_round:
            break
        seat = view["active"]
        target = view["askable"][0]
        controller.submit(Action("choose_player", seat, player=target))
        card = controller.view(Viewer.of_seat(seat))["hand"][0]["id"]
        controller.submit(Action("choose_question", seat, card_id=card, difficulty=1))
        finish_turn(controller)
        asked.append(target)
        window.game_ui.finish_animations()  # the card flips in 300 ms
        if controller.view(Viewer.TABLE)["round"] == first_round:
            assert not seats[target].card.face_up and seats[target].pill.text == "asked"
    view = controller.view(Viewer.TABLE)
    assert view["round"] == first_round + 1
    window.game_ui.finish_animations()
    assert all(s.card.face_up for s in seats)
    assert window.game_ui.table.rounds.current == first_round + 1
    assert "Competitive" in window.game_ui.table.banner.text
    starter = view["starting_player"]
    assert [s.start_card.isVisible() for s in seats] == [i == starter for i in range(3)]


def test_seat_pills_say_who_asks_who_answers_and_who_can_be_asked(window) -> None:  # noqa: ANN001
    controller = start(window, 4, seed=43)
    view = controller.view(Viewer.TABLE)
    asker = view["active"]
    pills = [s.pill.text for s in window.game_ui.table.seats]
    assert pills[asker] == "ASKS"
    assert all(pills[i] == "can be asked" for i in view["askable"])
    assert window.game_ui.table.seats[asker].card.highlighted
    controller.submit(Action("choose_player", asker, player=view["askable"][1]))
    assert window.game_ui.table.seats[view["askable"][1]].pill.text == "ANSWERS"
    assert "asks" in window.game_ui.last_model.board.title


def test_the_question_shows_on_the_table_with_type_and_dots_but_never_its_answer(window) -> None:  # noqa: ANN001
    controller = start(window, 3, seed=44)
    view = advance_to_question(controller, "multiple_choice")
    q = view["turn"]["question"]
    model = window.game_ui.last_model.board
    assert model.mode == "question" and model.question.text == q["text"]
    assert model.question.difficulty == q["difficulty"] and model.question.type_title == "Multiple Choice"
    assert list(model.question.choices) == q["options"] and model.correct_letter is None and model.answer == ""
    shown = everything_shown(window)
    assert q["text"] in shown and all(option in shown for option in q["options"])
    assert "(correct)" not in shown


def test_the_question_text_setting_off_shows_category_type_and_dots_only(window) -> None:  # noqa: ANN001
    controller = start(window, 3, seed=45)
    window.act_question.setChecked(False)
    try:
        view = advance_to_question(controller, "knowledge")
        q = view["turn"]["question"]
        model = window.game_ui.last_model.board
        assert model.question.text == "" and model.question.category_title == q["category_title"]
        shown = everything_shown(window)
        assert q["text"] not in shown and q["category_title"] in shown and "read out loud" in shown
    finally:
        window.act_question.setChecked(True)
    assert window.game_ui.last_model.board.question.text == q["text"]


def test_the_rule_option_show_question_off_keeps_the_text_off_the_table(window) -> None:  # noqa: ANN001
    controller = start(window, 3, seed=46, options={"show_question": False})
    view = advance_to_question(controller, "ranking")
    assert view["turn"]["question"]["text"] not in everything_shown(window)
    assert window.game_ui.last_model.board.question.choices == ()


def test_results_sound_and_stay_on_the_board_until_the_next_question(window, qtbot, monkeypatch) -> None:  # noqa: ANN001
    played = []
    monkeypatch.setattr(sound, "play", lambda name: played.append(name) or True)
    controller = start(window, 3, seed=47)
    advance_to_question(controller, "knowledge")
    assert played == ["reveal"]
    click(qtbot, find(open_panel(window, qtbot), "answer-wrong"))
    assert played[-1] == "wrong"
    model = window.game_ui.last_model.board
    assert model.mode == "turn" and model.result.headline == "Wrong"
    assert model.result.points in ("Nobody scores",) or model.result.points.startswith("+")
    advance_to_question(controller, "knowledge")
    click(qtbot, find(open_panel(window, qtbot), "answer-correct"))
    assert played[-1] == "correct"


def test_the_end_of_the_game_shows_the_winners_and_the_standings(window) -> None:  # noqa: ANN001
    controller = start(window, 3, seed=48)
    rng = Rng(3)
    while not controller.is_over():
        controller.submit(controller.rules.random_action(controller.state, rng))
    result = controller.result()
    model = window.game_ui.last_model.board
    assert model.mode == "over" and model.title == controller.words(result.text)
    pills = [s.pill.text for s in window.game_ui.table.seats]
    assert [i for i, t in enumerate(pills) if "WINNER" in t] == list(result.winners)
    assert controller.words(result.text) in everything_shown(window)
    assert window.game_ui.private_viewer() is None


def test_board_model_uses_the_table_view_only() -> None:
    from gamesuite.content import load_content
    from gamesuite.rules import registry
    from gamesuite.rules.core import GameConfig
    from gamesuite.rules.sim import default_players

    rules = registry.get_rules("quizclub")
    state = rules.new_game(GameConfig("quizclub", default_players(3), None, {}, load_content("quizclub")), 9)
    view = rules.view(state, Viewer.TABLE)
    model = board_model(view)
    assert model.mode == "welcome" and "turn to ask" in model.title
    seat = view["active"]
    state, _ = rules.apply(state, Action("choose_player", seat, player=view["askable"][0]))
    hand = rules.view(state, Viewer.of_seat(seat))["hand"]
    state, _ = rules.apply(state, Action("choose_question", seat, card_id=hand[0]["id"], difficulty=2))
    table = rules.view(state, Viewer.TABLE)
    model = board_model(table)
    assert model.mode == "question" and model.footer.endswith("answers now")
    flat = repr(model)
    public = texts_of(table)  # (a hidden short answer may occur inside the public question)
    assert [s for s in rules.private_strings(state) if s in flat and s not in public] == []
    assert hand[0]["questions"][1]["answer_text"] not in flat


def test_the_covered_table_is_drawn_out_of_sight_before_it_first_shows(one_screen) -> None:  # noqa: ANN001
    """The game starts behind the gate; in idle time the table is drawn once into a throw-away image, so that its
    first paint (the first result) finds the score track's picture and the items' caches ready."""
    from PySide6.QtCore import QCoreApplication

    window = one_screen
    start(window, 3, seed=3)
    table = window.game_ui.table
    assert window.page.covered() and not table.view.updatesEnabled()
    assert table.track._static is None
    for _ in range(3):
        QCoreApplication.processEvents()
    assert window.page.covered()
    assert table.track._static is not None  # drawn at the view's scale, while nobody could see it
    scale = round(table.view.transform().m11(), 3)
    assert table.track._static[0] == scale


def test_objection_buttons_keep_their_pictures_and_hidden_take_no_click(qapp) -> None:  # noqa: ANN001
    """``items.show_button`` ("I object!", "Nobody objects"): shown again, a button is not drawn again; hidden, a
    click where it stands reaches nobody and it is neither clickable nor enabled."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from gamesuite.ui.scene import ButtonItem, TableScene, TableView, show_button
    from gamesuite.ui.scene import shown as button_shown

    scene = TableScene()
    view = TableView(scene)
    view.resize(960, 540)
    button = ButtonItem("I object!", 200, 60, colour="#3fae6b", key="button:object:1")
    button.setPos(400, 400)
    scene.put(button)
    painted: list[int] = []
    inner = ButtonItem.paint

    def counted(self, *args) -> None:  # noqa: ANN001, ANN002
        painted.append(1)
        inner(self, *args)

    clicked: list[object] = []
    scene.item_clicked.connect(clicked.append)
    try:
        ButtonItem.paint = counted  # type: ignore[method-assign]
        view.show()
        view.grab()
        assert len(painted) == 1
        show_button(button, False)
        view.grab()
        assert not button_shown(button) and not button.clickable and not button.enabled
        pos = view.mapFromScene(button.sceneBoundingRect().center())
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
        assert clicked == []
        show_button(button, True)
        view.grab()
        assert len(painted) == 1  # its picture was kept
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
        assert clicked == ["button:object:1"] and button.clickable and button.enabled
    finally:
        ButtonItem.paint = inner  # type: ignore[method-assign]
        view.close()


def test_the_boards_a_result_may_show_are_drawn_ahead_and_copied_with_the_same_pixels(one_screen, qtbot,  # noqa: ANN001
                                                                                     monkeypatch) -> None:
    """While the asker reads a knowledge question, idle time draws the focus board of each result her next click
    may show (correct, wrong, no answer): the click that shows one copies its picture (the board draws no text
    in the move), and the copy has the pixels of the board drawn there."""
    from gamesuite.ui.quizclub.items import FocusBoard

    window = one_screen
    controller = start(window, 3, seed=47)
    advance_to_question(controller, "knowledge")
    panel = open_panel(window, qtbot)
    board = window.game_ui.table.board
    qtbot.waitUntil(lambda: window.game_ui.context.idle.pending(board) == 0)  # the idle queue's turns
    ahead = {key[0] for key in board.ahead.kept}
    assert len(ahead) == 3 and sorted((m.result.headline, m.result.said) for m in ahead if m.result) == [
        ("Correct!", ""), ("Wrong", ""), ("Wrong", "No answer")]
    drawn: list[object] = []
    inner = FocusBoard._draw
    monkeypatch.setattr(FocusBoard, "_draw", lambda self, p, model: drawn.append(model) or inner(self, p, model))
    click(qtbot, find(panel, "answer-correct"))
    view = window.game_ui.table.view
    assert view.updatesEnabled() and board.model in ahead and board.model.result.headline == "Correct!"
    copied = view.grab().toImage()
    assert drawn == []  # the move's paint copied the picture drawn ahead
    assert "Correct!" in board.text.split("\n")  # what it shows, for the leak checks (no text painted in a grab)
    board.ahead.kept.clear()
    board.update()
    assert view.grab().toImage() == copied
    assert drawn == [board.model]  # (drawn in the paint this time)


def test_the_answers_open_to_objections_share_one_board_picture_and_say_what_was_said(one_screen, qtbot,  # noqa: ANN001
                                                                                      monkeypatch) -> None:
    """An intuition answer shows the table its question open to objections: every answer the asker may enter gives
    the same board but for what was said, so one picture is drawn ahead (without that line) and the move draws
    only that line over its copy, with the pixels of the whole board drawn there."""
    from gamesuite.ui.quizclub.items import FocusBoard

    window = one_screen
    controller = start(window, 3, seed=5)
    advance_to_question(controller, "intuition")
    open_panel(window, qtbot)
    board = window.game_ui.table.board
    qtbot.waitUntil(lambda: window.game_ui.context.idle.pending(board) == 0)
    ahead = {key[0] for key in board.ahead.kept}
    assert len([m for m in ahead if m.phase == "objection"]) == 1  # one picture for every answer
    assert [m.said for m in ahead if m.phase == "objection"] == [""]
    drawn: list[object] = []
    inner = FocusBoard._draw
    monkeypatch.setattr(FocusBoard, "_draw", lambda self, p, model: drawn.append(model) or inner(self, p, model))
    answer = next(a for a in controller.legal_actions() if a.kind == "answer")
    controller.submit(answer, private=True)
    view = window.game_ui.table.view
    assert view.updatesEnabled() and board.model.phase == "objection" and board.model.said
    copied = view.grab().toImage()
    assert drawn == []
    assert board.model.said in board.text.split("\n")
    board.ahead.kept.clear()
    board.update()
    assert view.grab().toImage() == copied
    assert drawn == [board.model]


def test_the_next_round_is_drawn_ahead_and_copied_with_the_same_pixels(qapp, monkeypatch) -> None:  # noqa: ANN001
    """The round track's next round is drawn ahead (idle time): the move that ends a round copies it, with the pixels
    of drawing it there; the pictures of rounds gone by go."""
    from gamesuite.ui.quizclub.items import RoundTrack
    from gamesuite.ui.scene import TableScene, TableView

    scene = TableScene()
    view = TableView(scene)
    view.resize(1000, 600)
    track = RoundTrack(6)
    track.setPos(130.3, 117.6)
    scene.put(track)
    view.show()
    view.grab()
    for _ in track.draw_ahead(track.deviceTransform(view.viewportTransform()), view.renderHints()):
        pass
    assert {key[:2] for key in track.ahead.kept} == {(2, 6)}
    drawn: list[int] = []
    inner = RoundTrack._draw
    monkeypatch.setattr(RoundTrack, "_draw", lambda self, p, current: drawn.append(current) or inner(self, p, current))
    track.set_round(2, animate=False)
    copied = view.grab().toImage()
    assert drawn == []
    track.ahead.kept.clear()
    track.update()
    assert view.grab().toImage() == copied and drawn == [2]
    for _ in track.draw_ahead(track.deviceTransform(view.viewportTransform()), view.renderHints()):
        pass
    assert {key[:2] for key in track.ahead.kept} == {(3, 6)}  # (round 2's was drawn in the paint: none kept)


def test_a_pill_or_continue_look_that_comes_back_is_copied_with_the_same_pixels(qapp, monkeypatch) -> None:  # noqa: ANN001
    """A seat's status pill and the "continue" button keep their last looks: a text (and colours) that comes back is
    copied, not drawn again, with the pixels it had when it was drawn."""
    from gamesuite.ui.quizclub.items import KeptLabel
    from gamesuite.ui.scene import ButtonItem, LabelItem, TableScene, TableView

    scene = TableScene()
    view = TableView(scene)
    view.resize(1000, 600)
    pill = KeptLabel("ASKS", 150, 36, size=24, key="pill")
    pill.set_colours("#1d1c1a", "#ffd45a")
    pill.setPos(200.4, 300.7)
    scene.put(pill)
    button = ButtonItem("Continue: pass to Anna", 640, 76, size=32, key="button:continue")  # (the kit keeps its looks)
    button.setPos(400.2, 100.6)
    scene.put(button)
    drawn: list[str] = []
    inner = LabelItem._draw_label
    monkeypatch.setattr(LabelItem, "_draw_label", lambda self, *a: drawn.append(self.text) or inner(self, *a))
    view.show()
    first = view.grab().toImage()
    assert sorted(drawn) == ["ASKS", "Continue: pass to Anna"]
    pill.set_colours("#ffffff", "#2f6b59")  # the same text in other colours: another look
    assert view.grab().toImage() != first
    pill.set_text("can be asked")
    pill.set_colours("#ffffff", "#2f6b59")
    button.set_text("Continue: pass to Bruno")
    view.grab()
    pill.set_text("ASKS")
    pill.set_colours("#1d1c1a", "#ffd45a")
    button.set_text("Continue: pass to Anna")
    drawn.clear()
    assert view.grab().toImage() == first
    assert drawn == []  # both copied


def test_the_covered_table_draws_what_changed_behind_the_panel_in_idle_time(one_screen, qtbot,  # noqa: ANN001
                                                                            monkeypatch) -> None:  # noqa: ANN001
    """While the asker's panel covers the table, the asker's moves change the table (the asked player's pill and
    card, the board's question): the idle turns after each draw those pictures out of sight (the kit's
    UnseenCanvas, a tile a piece), so the move that uncovers the table draws again only what it changes itself.
    Here: once idle, uncovering the table draws no item's picture but the gliding pieces' (the discs and the
    round marker, left to the real paint: the same pixels as without the drawing ahead)."""
    from PySide6.QtWidgets import QApplication

    import gamesuite.ui.scene as kit
    from gamesuite.ui.quizclub import items
    from gamesuite.ui.scene.item import KitItem
    from tests.ui.test_telefilm_table import _count_paints, _uncover

    classes = {c for m in (items, kit) for c in vars(m).values() if isinstance(c, type) and issubclass(c, KitItem)}
    paints = _count_paints(monkeypatch, classes)  # before the items exist (PySide looks a method up once)
    window = one_screen
    controller = start(window, 3, seed=3)
    panel = open_panel(window, qtbot)
    table = window.game_ui.table

    def idle() -> None:  # the event loop's turns while the asker reads
        for _ in range(200):
            QApplication.processEvents()
            if window.idle.pending() == 0:
                return

    idle()
    assert panel.isVisible() and window.page.covered() and table.drawn_unseen
    view = controller.view(Viewer.TABLE)
    assert view["phase"] == "choose_player"
    controller.submit(Action("choose_player", view["active"], player=view["askable"][0]))  # behind the panel
    assert window.page.covered()
    paints.clear()
    QApplication.processEvents()
    assert paints == {}  # covered: nothing is drawn in the move itself
    idle()
    assert paints  # drawn out of sight, in idle time
    paints.clear()
    _uncover(window)
    table.view.grab()
    # what changed is drawn already, but for the pieces that glide (drawn where they stop: see QuizTable._gliding)
    assert set(paints) <= {"TokenItem"}, paints


def test_the_discs_and_cards_rings_are_drawn_ahead_and_copied_with_the_same_pixels(one_screen, qtbot,  # noqa: ANN001
                                                                                   monkeypatch) -> None:  # noqa: ANN001
    """The highlight ring goes from one player's discs and character card to the next player's with every turn (and
    the cards turn face down when asked, up in a new round): those looks of every disc (the score track's, each
    seat's) and card are drawn ahead in idle time where it stands, and the move that changes them copies them (no
    disc or card drawn in its paint), with the pixels of drawing them there."""
    from PySide6.QtWidgets import QApplication

    import gamesuite.ui.scene as kit
    from gamesuite.ui.quizclub import items
    from gamesuite.ui.scene.item import KitItem
    from tests.ui.test_telefilm_table import _count_paints, _uncover

    classes = {c for m in (items, kit) for c in vars(m).values() if isinstance(c, type) and issubclass(c, KitItem)}
    paints = _count_paints(monkeypatch, classes - {items.KeptCard})  # (its paint copies or calls CardItem's)
    window = one_screen
    start(window, 3, seed=3)
    table = window.game_ui.table
    _uncover(window)
    table.view.grab()
    for _ in range(200):  # idle turns: the next boards and the discs' and cards' looks drawn ahead
        QApplication.processEvents()
        if window.idle.pending() == 0:
            break
    cards = [seat.card for seat in table.seats]
    kept = [*table.discs, *(seat.disc for seat in table.seats), *cards]
    on = [d for d in kept if not d.highlighted]
    off = [d for d in kept if d.highlighted]
    assert on and off
    paints.clear()
    for d in on:
        d.set_state(highlighted=True)
    for d in off:
        d.set_state(highlighted=False)
    cards[0].flip(not cards[0].face_up)  # (reduce motion: at once)
    ahead = table.view.grab().toImage()
    assert "KeptToken" not in paints and "KeptCard" not in paints, paints  # copied
    for d in kept:
        d._looks.clear()  # nothing kept: drawn in the paint, as without the drawing ahead
        d.update()
    drawn = table.view.grab().toImage()
    assert paints.get("KeptToken", 0) >= len(kept) - len(cards) and paints.get("KeptCard", 0) >= len(cards)
    assert ahead == drawn


def test_the_scores_pills_and_draw_pile_a_result_shows_are_drawn_ahead(one_screen, qtbot,  # noqa: ANN001
                                                                       monkeypatch) -> None:  # noqa: ANN001
    """While the asker reads, idle time also draws the labels the next result shows with new text (each seat's
    score and status pill, the draw pile's count), from the previews of the moves that show the table: the click
    copies them (none drawn in its paint), with the pixels of drawing them there."""
    from gamesuite.ui.scene import LabelItem

    drawn: list[object] = []
    inner = LabelItem.paint
    monkeypatch.setattr(LabelItem, "paint", lambda self, *a: drawn.append(self) or inner(self, *a))
    window = one_screen
    controller = start(window, 3, seed=47)
    advance_to_question(controller, "knowledge")
    panel = open_panel(window, qtbot)
    table = window.game_ui.table
    qtbot.waitUntil(lambda: window.game_ui.context.idle.pending(table.board) == 0)  # the idle queue's turns
    scores = [seat.score.text for seat in table.seats]
    drawn.clear()
    click(qtbot, find(panel, "answer-correct"))
    view = table.view
    assert view.updatesEnabled() and [seat.score.text for seat in table.seats] != scores
    copied = view.grab().toImage()
    labels = [table.pile_label, *(seat.score for seat in table.seats), *(seat.pill for seat in table.seats)]
    assert [label for label in labels if label in drawn] == []  # copied
    for label in labels:
        label._looks.clear()  # nothing kept: drawn in the paint, as without the drawing ahead
        label.update()
    assert view.grab().toImage() == copied
    assert [seat.score for seat in table.seats if seat.score in drawn]  # (drawn in the paint this time)
