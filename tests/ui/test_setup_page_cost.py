"""What makes a setup page cheaper to make, guarded (issue "Snappy": switching to Quiz Club, its page was 190-300 ms of
CPU). Behaviour only: how often the page's widgets are restyled and measured, never how long it takes.

The panels are made in the page now (each widget restyled once); that first changed the look: a combo box measured
before the page's scale came kept its unscaled minimum width, and Ciak's columns at 1920x1080 were laid out with it
(its players panel narrower). The page's rescale makes a combo box forget it (guarded below)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication

from gamesuite.rules import registry
from gamesuite.ui.setup_page import OptionRow, SetupPage

pytestmark = pytest.mark.usefixtures("free_setup_pages")


def _make_ahead(window: Any, game: str) -> SetupPage:
    """``game``'s page made as the warm-up makes it (deferred, a piece at a time) in the window's stack."""
    from gamesuite.content import pack_choices

    packs = pack_choices(game)
    page = SetupPage(registry.get_spec(game), window.settings, packs if len(packs) > 1 else None, window.stack,
                     deferred=True)
    page.finish_building()
    return page


def test_a_page_measures_its_columns_once_while_it_is_made(window: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """The game's extras arranged the columns and the end of the build did again: every panel measured twice."""
    counts = {"n": 0}
    real = SetupPage.column_count

    def counted(self: SetupPage, width: int) -> int:
        counts["n"] += 1
        return real(self, width)

    monkeypatch.setattr(SetupPage, "column_count", counted)
    page = _make_ahead(window, "quizclub")
    assert page.extras and counts["n"] == 1
    page.set_variant(page.variant_id)  # a change of variant afterwards still arranges them (its extras are new)
    assert counts["n"] == 2


def test_the_house_rules_rows_are_made_on_unfolding_and_restyled_once(window: Any) -> None:
    """The rows of the house rules were made with the page though folded (~40 ms of Quiz Club's page; earlier each
    was restyled three times, then twice): none is made until they are unfolded, then each row is restyled once (it
    joins the body already in the page)."""
    changes: dict[int, int] = {}

    class StyleWatch(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
            if event.type() == QEvent.Type.StyleChange and isinstance(obj, OptionRow):  # (kept alive: ids stay theirs)
                changes[id(obj)] = changes.get(id(obj), 0) + 1
            return False

    page = _make_ahead(window, "quizclub")
    assert page.rules_panel is not None and not page.findChildren(OptionRow)
    watch = StyleWatch()
    app = QApplication.instance()
    assert app is not None
    app.installEventFilter(watch)
    try:
        page.set_rules_open(True)
    finally:
        app.removeEventFilter(watch)
    assert len(page.findChildren(OptionRow)) == len(page.spec.options) > 10
    assert page.rules_body.parentWidget() is page.rules_panel
    assert sorted({changes.get(id(row), 0) for row in page.option_rows.values()}) == [1]


def _expansion(tmp_path: Any, pack_id: str, name: str) -> Any:
    """A Quiz Club expansion folder made from the built-in travel one (its own id, character and name)."""
    import json

    from gamesuite.content import load_pack_folder
    from gamesuite.paths import resources_dir

    _m, deck = load_pack_folder(resources_dir() / "packs" / "quizclub-exp-travel")
    deck["characters"][0].update(id=f"{pack_id}-who", name=f"Who {pack_id}")
    cards = [dict(c, id=f"{pack_id}-{i:03d}", character=f"{pack_id}-who") for i, c in enumerate(deck["cards"][:10])]
    src = tmp_path / pack_id
    src.mkdir()
    manifest = {"format": 1, "id": pack_id, "name": name, "game": "quizclub", "language": "en", "version": "1.0",
                "author": "Test", "expansion": True}
    (src / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    (src / "cards.json").write_text(json.dumps({"characters": deck["characters"], "cards": cards}), encoding="utf-8")
    return src


def test_the_pack_listing_is_kept_and_follows_an_import_an_edit_and_a_removal(
        tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """A setup page listed the packs about eight times (~1 ms each): the listing is kept while its folders and
    manifests are the same, and a pack imported, renamed in its manifest or removed shows at the next listing."""
    import json
    import shutil

    import gamesuite.content as content
    from gamesuite.content.packs import import_pack

    monkeypatch.setenv("GAMESUITE_DATA_DIR", str(tmp_path / "data"))
    first = content.pack_manifests("quizclub")
    reads: list[Any] = []
    real = content._cached
    monkeypatch.setattr(content, "_cached", lambda folder, *a: reads.append(folder) or real(folder, *a))
    assert content.pack_manifests("quizclub") == first and reads == []  # kept: no manifest read again
    import_pack(_expansion(tmp_path, "extra", "Quiz Club — Extra"))
    listed = {m.id: m.name for _f, m in content.pack_manifests("quizclub")}
    assert listed["extra"] == "Quiz Club — Extra" and reads
    assert "extra" in {e.id for e in content.expansion_choices("quizclub")}
    assert "extra-who" in content.pack_characters("quizclub")
    folder = next(f for f, m in content.pack_manifests("quizclub") if m.id == "extra")
    manifest = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
    (folder / "manifest.json").write_text(json.dumps(dict(manifest, name="Quiz Club — Renamed pack")),
                                          encoding="utf-8")
    assert {m.id: m.name for _f, m in content.pack_manifests("quizclub")}["extra"] == "Quiz Club — Renamed pack"
    shutil.rmtree(folder)
    assert "extra" not in {m.id for _f, m in content.pack_manifests("quizclub")}
    assert [m.id for _f, m in content.pack_manifests("quizclub")] == [m.id for _f, m in first]


def test_a_page_made_after_an_import_shows_the_new_expansion(window: Any, tmp_path: Any,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    from gamesuite.content.packs import import_pack
    from gamesuite.ui.quizclub.setup import CharacterCards, QuestionCards

    monkeypatch.setenv("GAMESUITE_DATA_DIR", str(tmp_path / "data"))

    def expansions(page: SetupPage) -> set[str]:
        cards = next(e for e in page.extras if isinstance(e, QuestionCards))
        return {row.info.id for row in cards.rows}

    before = expansions(_make_ahead(window, "quizclub"))
    import_pack(_expansion(tmp_path, "later", "Quiz Club — Later"))
    page = _make_ahead(window, "quizclub")
    assert expansions(page) == before | {"later"}
    cards = next(e for e in page.extras if isinstance(e, QuestionCards))
    cards.set_expansion("later", True)  # sorted in: its character card is offered
    characters = next(e for e in page.extras if isinstance(e, CharacterCards))
    assert "later-who" in {c.id for c in characters.choices}


@pytest.mark.parametrize(("size", "rules_painted"), [((1280, 800), False), ((1920, 1080), True)])
def test_a_page_made_ahead_paints_ahead_only_the_panels_its_first_frame_shows(
        window: Any, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], rules_painted: bool) -> None:
    """The house rules below the fold at 1280x800 were painted ahead too (~13 ms of Quiz Club's warm-up, nothing the
    click shows); at 1920x1080 they are in the first frame (a column of their own) and are painted ahead."""
    from PySide6.QtWidgets import QFrame

    from gamesuite.ui.setup_page import Panel

    painted: list[Panel] = []
    monkeypatch.setattr(Panel, "grab", lambda self, *a: painted.append(self) or QFrame.grab(self, *a))
    window.resize(*size)
    window.show()
    QApplication.processEvents()
    window.ready_pages.pop("quizclub", None)
    for _piece in window._make_page_ahead("quizclub"):
        pass
    page = window.ready_pages["quizclub"]
    assert page.complete and page.players_panel in painted and page.variant_panel in painted
    assert (page.rules_panel in painted) is rules_painted
    viewport = page.scroll.viewport()
    for panel in painted:  # every panel painted ahead is in the first frame
        assert panel.mapTo(viewport, panel.rect().topLeft()).y() < viewport.height()
    window._drop_ready_pages()


def test_a_rows_colour_icons_are_drawn_again_only_when_its_seat_shape_changes(
        window: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every row's eight colour icons were set again whenever a row was added (3 rows made: 72 icons for 24)."""
    import gamesuite.ui.setup_page as setup_page

    page = _make_ahead(window, "quizclub")
    drawn: list[tuple[str, str]] = []
    real = setup_page.token_icon
    monkeypatch.setattr(setup_page, "token_icon", lambda c, s, *a: drawn.append((c, s)) or real(c, s, *a))
    row = page.add_player()
    assert row is not None
    assert len(drawn) == 8 and {s for _c, s in drawn} == {setup_page.seat_shape(len(page.rows) - 1)}
    drawn.clear()
    page.move_player(row, -1)  # two rows change seats: their icons change shape
    assert len(drawn) == 16
    n = len(page.rows)
    assert {s for _c, s in drawn} == {setup_page.seat_shape(n - 1), setup_page.seat_shape(n - 2)}
    icon = row.colour_box.itemIcon(0)
    assert not icon.isNull()


def test_a_page_made_ahead_may_be_resized_between_its_pieces(window: Any) -> None:
    """A grab of the window's stack sent a page made ahead its resize before its players' panel existed: the
    arrangement failed (AttributeError in resizeEvent) and the page was left unarranged."""
    from PySide6.QtCore import QSize
    from PySide6.QtGui import QResizeEvent

    from gamesuite.content import pack_choices

    packs = pack_choices("quizclub")
    page = SetupPage(registry.get_spec("quizclub"), window.settings, packs if len(packs) > 1 else None, window.stack,
                     deferred=True)
    errors = []
    while True:
        try:
            page.resizeEvent(QResizeEvent(QSize(1280, 700), QSize(1000, 600)))
        except AttributeError as exc:  # pragma: no cover - the failure this guards against
            errors.append(str(exc))
        if not page.build_step():
            break
    assert errors == []
    assert page._columns > 0  # arranged at the build's end
    page.resizeEvent(QResizeEvent(QSize(700, 700), QSize(1280, 700)))
    assert page._columns == page.column_count(page.width())


def test_quiz_clubs_page_looks_at_its_pack_files_once_per_build(window: Any, monkeypatch: pytest.MonkeyPatch,
                                                                 tmp_path: Any) -> None:
    """The page's pack key (``content.pack_files_key``: a scandir and a stat of every pack file) was made four times
    a build made ahead: the portraits' refresh, the packs' characters, the expansions, and once more when paint-ahead
    drew a portrait (the refresh had dropped the characters). Once now; an expansion imported between two builds is
    still read (and shown) by the next."""
    import gamesuite.content as content
    from gamesuite.content.packs import import_pack
    from gamesuite.ui.quizclub.setup import QuestionCards

    monkeypatch.setenv("GAMESUITE_DATA_DIR", str(tmp_path / "data"))
    looks: list[int] = []
    real = content._files_key
    monkeypatch.setattr(content, "_files_key", lambda found: looks.append(len(found)) or real(found))

    def made_ahead() -> SetupPage:
        window.ready_pages.pop("quizclub", None)
        for _piece in window._make_page_ahead("quizclub"):
            pass
        return window.ready_pages["quizclub"]

    for _build in range(2):  # the first build after a change of the pack files, then one with none
        looks.clear()
        page = made_ahead()
        assert page.complete and looks and len(looks) == 1
        window._drop_ready_pages()
    import_pack(_expansion(tmp_path, "fresh", "Quiz Club — Fresh"))
    looks.clear()
    page = made_ahead()
    assert len(looks) == 1
    cards = next(e for e in page.extras if isinstance(e, QuestionCards))
    assert "fresh" in {row.info.id for row in cards.rows}
    window._drop_ready_pages()


@pytest.mark.parametrize("game", ["telefilm", "quizclub", "telma", "ciak"])
def test_a_pages_panels_are_restyled_once_while_it_is_made(window: Any, game: str) -> None:
    """Each widget of a page's panels (the players' rows, the variant cards, the packs, the game's extras, the house
    rules' panel) was restyled 2-6 times as the page was made: made apart, it was restyled again at every join (its
    row's, the panel's, the page's; Quiz Club's extras nest deeper). Now the panels are made in the page and their
    parts in them: each widget once. (A combo box's own parts, its pop-up's list and scroll bars, are Qt's.)"""
    import shiboken6
    from PySide6.QtWidgets import QAbstractScrollArea, QComboBox, QWidget

    from gamesuite.ui.setup_page import ForgetMeasures, Panel

    restyles: dict[int, int] = {}

    class StyleWatch(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
            # by address (a widget's wrapper is not its own yet in its constructor); the page's own event that makes a
            # combo box measure itself afresh restyles nothing
            if event.type() == QEvent.Type.StyleChange and not isinstance(event, ForgetMeasures):
                address = shiboken6.getCppPointer(obj)[0]
                restyles[address] = restyles.get(address, 0) + 1
            return False

    def own_part(widget: QWidget, panel: QWidget) -> bool:
        """Inside a combo box (its pop-up) or a scroll area's frame: Qt's parts of a control."""
        parent = widget.parentWidget()
        while parent is not None and parent is not panel:
            if isinstance(parent, QComboBox | QAbstractScrollArea):
                return True
            parent = parent.parentWidget()
        return False

    watch = StyleWatch()
    app = QApplication.instance()
    assert app is not None
    app.installEventFilter(watch)
    try:
        page = _make_ahead(window, game)
    finally:
        app.removeEventFilter(watch)
    panels = page.findChildren(Panel)
    assert len(panels) >= 3 and page.players_panel in panels
    counts = [(f"{type(widget).__name__} {widget.objectName()}", restyles.get(shiboken6.getCppPointer(widget)[0], 0))
              for panel in panels for widget in [panel, *panel.findChildren(QWidget)] if not own_part(widget, panel)]
    assert len(counts) > 25
    assert [(name, n) for name, n in counts if n != 1] == []


def test_a_combo_box_is_measured_at_the_pages_new_scale(window: Any) -> None:
    """Qt forgets a combo box's size hint at a new font or new items but keeps its minimum size hint: made in the page,
    nothing restyled the colour boxes after the page's scale came (at 1920x1080 Ciak's players panel was laid out
    with their unscaled widths, narrower than before), nor the boss chooser after it was filled (wider than before)."""
    from PySide6.QtCore import QSize
    from PySide6.QtWidgets import QComboBox

    page = _make_ahead(window, "ciak")
    boxes = [row.colour_box for row in page.rows] + [row.kind_box for row in page.rows if row.kind_box is not None]
    before = {id(box): box.minimumSizeHint() for box in boxes}  # measured at scale 1 (the build's arrangement)
    for _piece in page.rescale_ahead(QSize(1920, 1080)):
        pass
    assert page.scale > 1.2
    for box in boxes:
        assert box.minimumSizeHint().width() > before[id(box)].width()
        assert box.minimumSizeHint() == box.sizeHint()  # (as measured afresh: Qt forgets the size hint itself)
    window.open_setup("ciak")  # shown: the boss chooser, measured empty when its panel takes its place, then filled
    QApplication.processEvents()
    page = window.setup_page
    page.add_player()
    page.set_variant("dominion")
    for _turn in range(5):  # its layout runs
        QApplication.processEvents()
    chooser = page.extras[0].widget()
    combo = next(c for c in chooser.findChildren(QComboBox) if c.count())
    assert combo.count() == len(page.rows) and combo.minimumSizeHint() == combo.sizeHint()
