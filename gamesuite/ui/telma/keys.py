"""Buzzer keys: one key per player, spread over the keyboard so hands do not collide.

The keys are a presentation setting, not a rule: they are remembered in the user's settings
(per seat) and can be changed on the setup panel before every round.
"""

from __future__ import annotations

from PySide6.QtCore import Qt

from gamesuite.ui.settings import Settings

K = Qt.Key
# Far corners first: two players on one laptop get Q and P, four get Q P Z M, and so on.
DEFAULT_KEYS: tuple[int, ...] = (
    K.Key_Q.value, K.Key_P.value, K.Key_Z.value, K.Key_M.value,
    K.Key_T.value, K.Key_Y.value, K.Key_1.value, K.Key_0.value,
)
SETTINGS_KEY = "telma/buzzer_keys"

# Keys a buzzer may use: letters and digits (shown on screen as themselves).
ALLOWED: frozenset[int] = frozenset(
    [getattr(K, f"Key_{c}").value for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ"]
    + [getattr(K, f"Key_{d}").value for d in "0123456789"]
)
# Keys the table uses: Space/Enter confirm a contest result now.
CONFIRM_KEYS: frozenset[int] = frozenset([K.Key_Space.value, K.Key_Return.value, K.Key_Enter.value])


def key_name(key: int) -> str:
    """The label printed on the keycap (``Q``, ``7``)."""
    if K.Key_A.value <= key <= K.Key_Z.value or K.Key_0.value <= key <= K.Key_9.value:
        return chr(key)
    return "?"


def default_keys(n: int) -> list[int]:
    return list(DEFAULT_KEYS[:n])


def load_keys(settings: Settings, n: int) -> list[int]:
    """The remembered keys for ``n`` seats, filled with defaults and without duplicates."""
    saved = settings.get_json(SETTINGS_KEY, [])
    keys: list[int] = []
    for i in range(n):
        value = saved[i] if isinstance(saved, list) and i < len(saved) else None
        if isinstance(value, int) and value in ALLOWED and value not in keys:
            keys.append(value)
        else:
            keys.append(-1)
    for i in range(n):
        if keys[i] == -1:
            keys[i] = next(k for k in (*DEFAULT_KEYS, *sorted(ALLOWED)) if k not in keys)
    return keys


def save_keys(settings: Settings, keys: list[int]) -> None:
    saved = settings.get_json(SETTINGS_KEY, [])
    merged = list(saved) if isinstance(saved, list) else []
    merged[: len(keys)] = keys
    settings.set_json(SETTINGS_KEY, merged)
