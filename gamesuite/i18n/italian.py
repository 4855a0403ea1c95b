"""Italian articulated prepositions: "a" + "Il Bacio Infinito" is "al Bacio Infinito".

An Italian sentence that puts a name with its definite article after one of the simple prepositions di, a, da,
in, su merges the two (di + il = del, a + la = alla, su + l' = sull', in + gli = negli). A translation cannot
do it in its template ("gioca {card} su {target}"): only the name knows its article. :func:`articulated` merges
one preposition with one phrase; :func:`merge_prepositions` does it in a template for the fields that hold
names (card and company names, never a player's name: "Lo Wei" is a person, not "lo Wei").
"""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping

__all__ = ["articulated", "merge_prepositions"]

#: The simple prepositions that merge, and the stem of their merged forms (di -> de-l, in -> ne-l).
_STEM = {"di": "de", "a": "a", "da": "da", "in": "ne", "su": "su"}
#: A definite article at the start of a phrase: "Il ", "lo ", "Gli ", "L'" (also with a typographic apostrophe).
_ARTICLE = re.compile(r"^(?:(il|lo|la|i|gli|le) (?=\S)|(l['’])(?=\w))", re.IGNORECASE)
#: What follows the stem for each article (a + il = al, a + lo = allo, a + gli = agli, a + i = ai, a + l' = all').
_TAIL = {"il": "l", "lo": "llo", "la": "lla", "i": "i", "gli": "gli", "le": "lle"}


def articulated(preposition: str, phrase: str) -> str:
    """``preposition`` + ``phrase`` as Italian writes them: merged with the phrase's definite article ("di",
    "La Sera della Prima" -> "della Sera della Prima"; "su", "L'Attore" -> "sull'Attore"), else side by side
    ("a", "uno dei tuoi personaggi" -> "a uno dei tuoi personaggi")."""
    stem = _STEM.get(preposition.lower())
    found = _ARTICLE.match(phrase)
    if stem is None or found is None:
        return f"{preposition} {phrase}"
    rest = phrase[found.end():]
    if found.group(2):  # l' / l’: no space after the merged form
        merged = f"{stem}ll{found.group(2)[1]}"
    else:
        merged = stem + _TAIL[found.group(1).lower()] + " "
    if preposition[:1].isupper():
        merged = merged[0].upper() + merged[1:]
    return merged + rest


def merge_prepositions(template: str, names: Collection[str],
                       values: Mapping[str, object]) -> tuple[str, dict[str, object]]:
    """``template`` and ``values`` with every "<preposition> {field}" of a field in ``names`` turned into one
    field holding the merged words (``template.format_map`` of the result gives "gioca X sul Bacio Infinito")."""
    out = dict(values)
    if not names:
        return template, out

    def merge(m: re.Match[str]) -> str:
        prep, field = m.group(1), m.group(2)
        if field not in names or field not in values:
            return m.group(0)
        key = f"{prep}__{field}"
        out[key] = articulated(prep, str(values[field]))
        return "{" + key + "}"

    pattern = r"(?<![\w{])(" + "|".join(_STEM) + r") \{(\w+)\}"
    return re.sub(pattern, merge, template, flags=re.IGNORECASE), out
