"""The shell around the games as a family meets it (play15c): loading saves next to damaged files, settings kept
across a restart of the window."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt

from gamesuite.rules.core import Action
from gamesuite.ui.main_window import LoadDialog
from tests.ui.test_shell import _start


def _damaged_and_good(window) -> tuple[Path, list[Path]]:  # noqa: ANN001
    controller = _start(window)
    controller.submit(Action("open_round"))
    good = controller.save_path
    assert good is not None
    window.show_launcher()
    folder = window.store.folder
    bad = [folder / "zz-other.gsave.json", folder / "zz-trunc.gsave.json"]
    bad[0].write_text(json.dumps({"name": "another app", "items": [1, 2]}))
    bad[1].write_text(good.read_text()[:200])  # written after the good one: newer
    return good, bad


def test_the_load_dialog_lists_the_saves_that_open_before_the_damaged_files(window) -> None:  # noqa: ANN001
    good, bad = _damaged_and_good(window)
    dialog = LoadDialog(window.store, window)
    first = dialog.list.item(0)
    assert first.data(Qt.ItemDataRole.UserRole) == str(good)  # the family's game on top, not a stray file
    texts = [dialog.list.item(i).text() for i in range(dialog.list.count())]
    assert all("cannot be opened" in t for t in texts[1:]) and len(texts) == 3


def test_a_damaged_files_reason_names_it_once_and_is_wrapped_not_cut(window, qtbot) -> None:  # noqa: ANN001
    _good, bad = _damaged_and_good(window)
    dialog = LoadDialog(window.store, window)
    dialog.resize(500, 480)
    dialog.show()
    qtbot.waitExposed(dialog)
    texts = {dialog.list.item(i).text().split("\n")[0]: dialog.list.item(i) for i in range(dialog.list.count())}
    for path in bad:
        item = texts[path.name]
        assert item.text().count(path.name) == 1, item.text()
        assert path.name in item.toolTip()  # the whole sentence, as the open_save message says it
        # the reason fits the list's width: wrapped over more lines, no sideways scrolling
        assert dialog.list.visualItemRect(item).width() <= dialog.list.viewport().width()
    assert dialog.list.horizontalScrollBar().maximum() == 0
    trunc = texts[bad[1].name]
    assert dialog.list.visualItemRect(trunc).height() > 2 * dialog.list.fontMetrics().height() + 2
    for path in bad:
        before = path.read_bytes()
        assert not window.open_save(path)
        assert path.read_bytes() == before  # left as it was


def test_a_damaged_or_foreign_file_is_explained_in_the_players_language(window, italian) -> None:  # noqa: ANN001
    """In Italian the reasons were English ("this is not a GameSuite save.") under an Italian heading."""
    _good, bad = _damaged_and_good(window)
    window.retranslate()
    dialog = LoadDialog(window.store, window)
    texts = {dialog.list.item(i).text().split("\n")[0]: dialog.list.item(i).text() for i in range(dialog.list.count())}
    assert "questo non è un salvataggio di GameSuite." in texts[bad[0].name]
    assert "il file è danneggiato (" in texts[bad[1].name] and "damaged" not in texts[bad[1].name]
    assert not window.open_save(bad[0])
    assert window.messages[-1].endswith(f"{bad[0].name}: questo non è un salvataggio di GameSuite.")


def test_show_director_window_off_is_kept_across_a_restart(window, qtbot, settings, store) -> None:  # noqa: ANN001
    """View ▸ Show Director window off (the second screen is the TV everybody watches) came back on at every start."""
    from gamesuite.ui.main_window import MainWindow

    window.act_director.trigger()  # off
    assert not window.act_director.isChecked()
    window.close()
    again = MainWindow(settings, store)
    again.interactive = False
    qtbot.addWidget(again)
    again.show()
    assert not again.act_director.isChecked()
    _start(again)
    assert not again.director.isVisible() and again.page.gate.isVisible()  # private views behind the gate
    again.act_director.trigger()  # on again: remembered too
    assert settings.private_window
    qtbot.waitUntil(lambda: again.director.isVisible())
