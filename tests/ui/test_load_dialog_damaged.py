"""The Load dialog's damaged files are readable and still cannot be opened (save16).

They were drawn as disabled items: the style's grey on white (about 2.5:1), so a family could not read why a file
would not open, and in Italian the reason was not readable either way. Now they are in a dark muted ink with a
warning mark, measured here on the real widget, and still neither selectable nor openable.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QListWidgetItem, QStyleOptionViewItem

from gamesuite.ui import theme
from gamesuite.ui.main_window import LoadDialog
from tests.ui.test_play15_shell import _damaged_and_good


def _items(dialog: LoadDialog) -> dict[str, QListWidgetItem]:
    return {dialog.list.item(i).text().split("\n")[0]: dialog.list.item(i) for i in range(dialog.list.count())}


def _painted_ink(dialog: LoadDialog, item: QListWidgetItem) -> tuple[QColor, QColor]:
    """The text colour the list's delegate paints ``item`` with (its colour group: a disabled item's is Disabled)
    and the background behind it, as the real widget's style option says."""
    option = QStyleOptionViewItem()
    option.initFrom(dialog.list.viewport())
    index = dialog.list.indexFromItem(item)
    dialog.list.itemDelegate().initStyleOption(option, index)
    enabled = bool(item.flags() & Qt.ItemFlag.ItemIsEnabled)
    group = QPalette.ColorGroup.Active if enabled else QPalette.ColorGroup.Disabled
    return option.palette.color(group, QPalette.ColorRole.Text), option.palette.color(group, QPalette.ColorRole.Base)


def _darkest_text_contrast(dialog: LoadDialog, item: QListWidgetItem) -> float:
    """On the painted dialog: the contrast between the darkest pixel of the item's words (right of its mark) and
    the list's background around them."""
    image = dialog.list.viewport().grab().toImage()
    rect = dialog.list.visualItemRect(item)
    background = image.pixelColor(rect.right() - 2, rect.bottom() - 1)
    darkest = min((image.pixelColor(x, y) for x in range(rect.left() + 40, rect.right() - 4)
                   for y in range(rect.top(), rect.bottom())), key=theme.luminance)
    return theme.contrast(darkest, background)


def test_damaged_files_are_readable_in_italian_and_cannot_be_opened(window, qtbot) -> None:  # noqa: ANN001
    from gamesuite.ui.language import apply

    good, bad = _damaged_and_good(window)
    apply("it")
    window.retranslate()
    dialog = LoadDialog(window.store, window)
    dialog.show()
    qtbot.waitExposed(dialog)
    items = _items(dialog)
    ok = dialog.list.item(0)
    assert ok.data(Qt.ItemDataRole.UserRole) == str(good)
    assert "non si può aprire: questo non è un salvataggio di GameSuite." in items[bad[0].name].text()
    assert "non si può aprire: il file è danneggiato (" in items[bad[1].name].text()
    for path in bad:
        item = items[path.name]
        assert "cannot" not in item.text() and "damaged" not in item.text()
        ink, base = _painted_ink(dialog, item)
        assert theme.contrast(ink, base) >= 4.5, (ink.name(), base.name())
        assert _darkest_text_contrast(dialog, item) >= 4.5
        # set apart from the saves that open: another ink and a warning mark
        assert ink != _painted_ink(dialog, ok)[0] and not item.icon().isNull() and ok.icon().isNull()
        # still not a save: a click does not select it, Open and a double-click do nothing
        centre = dialog.list.visualItemRect(item).center()
        qtbot.mouseClick(dialog.list.viewport(), Qt.MouseButton.LeftButton, pos=centre)
        assert not item.isSelected() and dialog.list.currentItem() is not item
        dialog.open_button.click()
        qtbot.mouseDClick(dialog.list.viewport(), Qt.MouseButton.LeftButton, pos=centre)
        assert dialog.chosen is None and dialog.isVisible()
    # the good save still opens from the same dialog
    qtbot.mouseClick(dialog.list.viewport(), Qt.MouseButton.LeftButton, pos=dialog.list.visualItemRect(ok).center())
    dialog.open_button.click()
    assert dialog.chosen == Path(good)
