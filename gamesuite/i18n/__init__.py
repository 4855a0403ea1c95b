"""Words: every sentence a player reads is put together here, in the chosen language.

Why this shape: the rules never put words together; they say things as :class:`~gamesuite.rules.core.Msg`
values (an English source text marked with ``QT_TRANSLATE_NOOP`` in a context, plus parameters) and the
UI's own strings are marked with :func:`translate`. Both are collected by Qt Linguist's ``lupdate``
(``python tools/i18n.py update``) into ``resources/i18n/gamesuite_<lang>.ts``, translated there (Qt Linguist,
or any .ts editor), compiled to ``.qm`` (``python tools/i18n.py release``) and loaded at run time by a
``QTranslator`` (``gamesuite/ui/language.py``), which also loads Qt's own translations of its standard
buttons and dialogs. Plurals use Qt's numerus forms: a text with ``%n`` and ``n=`` chooses "1 carta" /
"3 carte". A saved game keeps its log as Msg values, so it reads in the language of whoever opens it.

This module is Qt-free (the command line renders logs with it, in English, without a QApplication):
:func:`set_backend` plugs in Qt's translator when the app runs.

What to avoid: f-strings and concatenation of translated pieces (word order differs between languages: one
template with named ``{fields}``); translating at import time (the language can change while the app runs:
translate where the text is shown); rich text in translations.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from string import Formatter
from typing import Any

from gamesuite.rules.core import QT_TRANSLATE_NOOP, Msg

__all__ = ["QT_TRANSLATE_NOOP", "Msg", "render", "set_backend", "translate", "words"]

Backend = Callable[[str, str, "str | None", int], str]
_backend: Backend | None = None


def set_backend(backend: Backend | None) -> None:
    """Use ``backend(context, text, disambiguation, n)`` (Qt's ``QCoreApplication.translate``) from now on."""
    global _backend
    _backend = backend


def translate(context: str, text: str, n: int = -1, disambiguation: str | None = None) -> str:
    """``text`` (English source, marked by this call for lupdate) in the current language; ``%n`` becomes ``n``."""
    out = _backend(context, text, disambiguation, n) if _backend is not None else text
    if n >= 0 and "%n" in out:
        out = out.replace("%n", str(n))
    return out


def _resolve(value: Any, players: Sequence[str]) -> str:
    if isinstance(value, Mapping):
        if "player" in value:
            seat = int(value["player"])
            return players[seat] if 0 <= seat < len(players) else translate("shell", "player {n}").format(n=seat + 1)
        if "term" in value:
            ctx, text = value["term"]
            return translate(str(ctx), str(text))
    if isinstance(value, list):
        return words([_resolve(v, players) for v in value])
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def words(items: Sequence[str]) -> str:
    """"Anna", "Anna and Bruno", "Anna, Bruno and Carla" in the current language."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return translate("shell", "{first} and {last}").format(first=", ".join(items[:-1]), last=items[-1])


def render(sentence: Msg | str, players: Sequence[str] = ()) -> str:
    """What a rule says (:class:`Msg`, or plain text not yet converted) as words in the current language."""
    if not isinstance(sentence, Msg):
        return str(sentence)
    params = sentence.arg_dict
    n = params.get("n", -1)
    template = translate(sentence.context, sentence.text, n if isinstance(n, int) else -1)
    values = {k: _resolve(v, players) for k, v in params.items()}
    for _, name, _, _ in Formatter().parse(template):
        if name and name not in values:
            values[name] = "{" + name + "}"  # a translation naming a field the rule did not give: shown as is
    try:
        return template.format(**values)
    except (IndexError, ValueError):
        return template
