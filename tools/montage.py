"""Join PNGs side by side at half size: ``python tools/montage.py OUT IN1 IN2 ...`` (for reviewing)."""

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from PySide6.QtGui import QGuiApplication, QImage, QPainter  # noqa: E402

app = QGuiApplication([])
imgs = [QImage(p) for p in sys.argv[2:]]
scale = 2
cols = 2
w = max(i.width() // scale for i in imgs)
h = max(i.height() // scale for i in imgs)
rows = (len(imgs) + cols - 1) // cols
out = QImage(w * min(cols, len(imgs)), h * rows, QImage.Format.Format_RGB32)
out.fill(0)
p = QPainter(out)
for k, img in enumerate(imgs):
    p.drawImage((k % cols) * w, (k // cols) * h, img.scaled(img.width() // scale, img.height() // scale))
p.end()
out.save(sys.argv[1])
