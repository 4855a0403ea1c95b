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

from collections.abc import Callable, Collection, Mapping, Sequence
from string import Formatter
from typing import Any

from gamesuite.i18n.italian import merge_prepositions
from gamesuite.rules.core import QT_TRANSLATE_NOOP, Msg, Phrase, is_msg_json

__all__ = ["QT_TRANSLATE_NOOP", "Msg", "Phrase", "current_language", "fill", "render", "rules_reference", "set_backend",
           "set_content_namer", "set_language", "translate", "translate_marked", "words"]

Backend = Callable[[str, str, "str | None", int], str]
_backend: Backend | None = None
_language = "en"


def set_backend(backend: Backend | None) -> None:
    """Use ``backend(context, text, disambiguation, n)`` (Qt's ``QCoreApplication.translate``) from now on."""
    global _backend
    _backend = backend


def set_language(code: str) -> None:
    """Note the language now in use (``gamesuite.ui.language.apply`` calls it): per-language files follow it."""
    global _language
    _language = code


def current_language() -> str:
    """The language in use: "en", "it", … or the pseudo-locale "xx"."""
    return _language


def translate(context: str, text: str, n: int = -1, disambiguation: str | None = None) -> str:
    """``text`` (English source, marked by this call for lupdate) in the current language; ``%n`` becomes ``n``.

    Write plurals as ``translate(ctx, "%n card(s)", n=k)`` (``tools/i18n.py`` collects that form).
    """
    if _backend is not None:
        out = _backend(context, text, disambiguation, n)
    else:
        out = _english_plural(context, text, n) if n >= 0 else text
    if n >= 0:
        out = out.replace("%n", str(n))
        if "(s)" in out:  # the English source itself (no catalogue, or none for it): "1 card" / "3 cards"
            out = out.replace("(s)", "" if n == 1 else "s")
    return out


_english_plurals: dict[tuple[str, str], tuple[str, str]] | None = None


def _english_plural(context: str, text: str, n: int) -> str:
    """Without Qt: ``text`` in the English catalogue's plural form for ``n`` (``resources/i18n/gamesuite_en.ts``,
    read once), so that the command line says "Only 1 question card remains" as the app does; ``text`` itself
    (its "(s)" worked out by :func:`translate`) when the catalogue has no finished forms for it."""
    global _english_plurals
    if _english_plurals is None:
        _english_plurals = _read_english_plurals()
    forms = _english_plurals.get((context, text))
    return text if forms is None else forms[0 if n == 1 else 1]


def _read_english_plurals() -> dict[tuple[str, str], tuple[str, str]]:
    from xml.etree import ElementTree

    from gamesuite.paths import resources_dir

    out: dict[tuple[str, str], tuple[str, str]] = {}
    try:
        root = ElementTree.parse(resources_dir() / "i18n" / "gamesuite_en.ts").getroot()
    except (OSError, ElementTree.ParseError):
        return out  # a build without the catalogue's source: the "(s)" rule alone
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if message.get("numerus") != "yes" or translation is None or translation.get("type"):
                continue
            forms = [f.text or "" for f in translation.findall("numerusform")]
            if len(forms) == 2 and all(forms):
                out.setdefault((name, message.findtext("source") or ""), (forms[0], forms[1]))
    return out


def translate_marked(context: str, text: str) -> str:
    """A text marked elsewhere with ``QT_TRANSLATE_NOOP(context, …)`` (spec metadata: titles, descriptions,
    choice labels), in the current language; a :class:`Phrase` has its template translated and filled in."""
    if isinstance(text, Phrase):
        return render(text.msg)
    return translate(context, text) if text else text


# Language -> how it puts a name after a preposition in a template (Italian: "a {card}" -> "al Bacio Infinito").
_MERGERS: dict[str, Callable[[str, Collection[str], Mapping[str, object]], tuple[str, dict[str, object]]]] = {
    "it": merge_prepositions,
}


def fill(template: str, names: Collection[str] = (), /, **values: object) -> str:
    """``template.format(**values)``, each field in ``names`` (a card's or company's name, never a player's) joined
    to the preposition before it the way the current language writes it: in Italian "rispondi a {label}" with "Il
    Bacio Infinito" is "rispondi al Bacio Infinito" (the translation cannot know the article)."""
    merger = _MERGERS.get(_language)
    if merger is not None and names:
        template, values = merger(template, names, values)
    return template.format(**values)


_namers: dict[str, Callable[[str], str]] = {}


def set_content_namer(context: str, namer: Callable[[str], str] | None) -> None:
    """Name content in a game's sentences in the current language: ``namer`` gets every plain-text parameter
    of that context's sentences (the rules say a card by its English name, ``{card}``) and returns the name
    to show (the same text when it is not content it knows: a number, a company kept in English)."""
    if namer is None:
        _namers.pop(context, None)
    else:
        _namers[context] = namer


def _resolve(value: Any, players: Sequence[str], namer: Callable[[str], str] | None = None) -> str:
    if isinstance(value, str) and namer is not None:
        return namer(value)
    if isinstance(value, Msg):  # a sentence inside a sentence ("(Undone: Anna bets 7.)")
        return render(value, players)
    if isinstance(value, Mapping):
        if is_msg_json(value):  # a nested sentence read back from JSON
            return render(Msg.from_json(value), players)
        if "player" in value:
            seat = int(value["player"])
            return players[seat] if 0 <= seat < len(players) else translate("shell", "player {n}").format(n=seat + 1)
        if "term" in value:
            ctx, text = value["term"]
            return translate(str(ctx), str(text))
    if isinstance(value, list):
        return words([_resolve(v, players, namer) for v in value])
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
    namer = _namers.get(sentence.context)
    values = {k: _resolve(v, players, namer) for k, v in params.items()}
    for _, name, _, _ in Formatter().parse(template):
        if name and name not in values:
            values[name] = "{" + name + "}"  # a translation naming a field the rule did not give: shown as is
    names = _content_fields(params, values, players) if namer is not None else []
    try:
        out = fill(template, names, **values)
    except (IndexError, ValueError):
        return template
    if sentence.text[:1].isupper() and out[:1].islower():  # a sentence that a translation starts with a phrase
        out = out[0].upper() + out[1:]  # ("The {label} goes…": "{label} va…" -> "L'abilità di … va sulla pila.")
    return out


def _content_fields(params: Mapping[str, Any], values: Mapping[str, str], players: Sequence[str]) -> list[str]:
    """The fields of a sentence that hold content, to join to a preposition before them (Italian "a {card}" ->
    "al Bacio Infinito"): a plain-text parameter (a card's name), or a sentence inside the sentence that does not
    start with a player's name ("{card} di {name}": "sul Fantasma del Muto di Anna"). Never a player's name."""
    said = [p for p in players if p]
    return [k for k, v in params.items()
            if isinstance(v, str) or ((isinstance(v, Msg) or (isinstance(v, Mapping) and is_msg_json(v)))
                                      and not any(values[k].startswith(p) for p in said))]


def rules_reference(game_id: str, lang: str | None = None, inline: str = "") -> str:
    """A game's rules reference (Markdown) in ``lang`` (default: the current language):
    ``resources/rules/<game>.<lang>.md``, else the English file, else ``inline`` (a spec's own text)."""
    from gamesuite.paths import resources_dir

    folder = resources_dir() / "rules"
    for code in dict.fromkeys((lang or _language, "en")):
        path = folder / f"{game_id}.{code}.md"
        if path.is_file():
            return path.read_text(encoding="utf-8")
    return inline
