"""Short, soft sounds (reveal, correct, wrong, contest, timer end), synthesised — no audio files.

Qt's multimedia module is not bundled (it would triple the app's size), so sounds are written
once as small WAV files into the user's data folder and played by the platform: ``winsound`` on
Windows, ``afplay`` on macOS, ``paplay``/``aplay`` on Linux when present; otherwise silence.
Playing never blocks and never raises. The "Sound" setting turns it all off.
"""

from __future__ import annotations

import math
import os
import sys
from pathlib import Path

RATE = 22050

# name -> list of (frequency Hz, duration s); soft sine tones with a fade, original to this app
SOUNDS: dict[str, list[tuple[float, float]]] = {
    "reveal": [(660, 0.07)],
    "correct": [(523, 0.09), (659, 0.09), (784, 0.16)],
    "wrong": [(392, 0.12), (311, 0.2)],
    "contest": [(880, 0.06), (0, 0.03), (880, 0.06)],
    "timer_end": [(740, 0.15), (0, 0.05), (740, 0.15), (0, 0.05), (988, 0.3)],
    "score": [(587, 0.06), (784, 0.1)],
}

_enabled = {"on": True}


def set_enabled(on: bool) -> None:
    _enabled["on"] = bool(on)


def _folder() -> Path:
    from gamesuite.paths import user_data_dir

    folder = user_data_dir() / "sounds"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def wav_bytes(name: str) -> bytes:
    """The 16-bit mono WAV data of a named sound."""
    import io
    import struct
    import wave

    frames = bytearray()
    for freq, dur in SOUNDS[name]:
        n = int(RATE * dur)
        for i in range(n):
            env = min(1.0, i / (RATE * 0.008)) * min(1.0, (n - i) / (RATE * 0.03))
            value = 0.0 if freq == 0 else math.sin(2 * math.pi * freq * i / RATE) * 0.28 * env
            frames += struct.pack("<h", int(value * 32767))
    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(bytes(frames))
    return buf.getvalue()


def path_of(name: str) -> Path:
    path = _folder() / f"{name}.wav"
    if not path.exists():
        path.write_bytes(wav_bytes(name))
    return path


def play(name: str) -> bool:
    """Play a sound without waiting; returns whether a player was started."""
    if not _enabled["on"] or name not in SOUNDS or os.environ.get("QT_QPA_PLATFORM", "").startswith("offscreen"):
        return False
    try:
        path = path_of(name)
        if sys.platform == "win32":
            import winsound

            winsound.PlaySound(str(path), winsound.SND_FILENAME | winsound.SND_ASYNC)
            return True
        import shutil
        import subprocess  # imported on first sound, not at start-up

        for player in (["afplay"], ["paplay"], ["aplay", "-q"]):
            exe = shutil.which(player[0])
            if exe:
                subprocess.Popen([exe, *player[1:], str(path)], stdout=subprocess.DEVNULL,
                                 stderr=subprocess.DEVNULL)
                return True
    except OSError:
        return False
    return False
