"""The size and start-up baseline of bench/bundle.py: a hello-world PySide6 window, frozen by
packaging/hello.spec with the same trimming as GameSuite. ``--selftest`` shows it offscreen,
renders it once and exits 0, like GameSuite's own --selftest."""

import os
import sys

from PySide6.QtWidgets import QApplication, QLabel, QMainWindow


def main() -> int:
    if "--selftest" in sys.argv:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QApplication(sys.argv[:1])
    window = QMainWindow()
    window.setWindowTitle("Hello")
    window.setCentralWidget(QLabel("Hello, world"))
    window.resize(640, 400)
    window.show()
    if "--selftest" in sys.argv:
        app.processEvents()
        ok = not window.grab().isNull()
        print(f"hello selftest: {'ok' if ok else 'FAIL'}")
        return 0 if ok else 1
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
