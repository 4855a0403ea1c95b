"""Synthesised sounds are valid WAV data and respect the on/off setting."""

from __future__ import annotations

import io
import wave

from gamesuite.ui import sound


def test_every_sound_is_a_short_mono_wav() -> None:
    for name in sound.SOUNDS:
        with wave.open(io.BytesIO(sound.wav_bytes(name))) as w:
            assert w.getnchannels() == 1 and w.getframerate() == sound.RATE
            assert 0.05 < w.getnframes() / w.getframerate() < 1.0


def test_sound_off_plays_nothing() -> None:
    sound.set_enabled(False)
    try:
        assert sound.play("reveal") is False
    finally:
        sound.set_enabled(True)
