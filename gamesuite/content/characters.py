"""Quiz Club characters' descriptions per language (``resources/quizclub/characters.json``).

The eight built-in characters have a description in every language of the file; the characters an expansion
brings carry their description in their pack (in the pack's language) and may have one here in other languages.
The setup page shows a character's description (a tooltip) in the app's language where there is one
(:func:`character_description` with ``gamesuite.i18n.current_language()``), else the pack's own.
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from gamesuite.content import PackError
from gamesuite.paths import resources_dir

Description = Annotated[str, Field(min_length=1, max_length=400, pattern=r"^\S(?:.*\S)?$")]
CharacterId = Annotated[str, Field(pattern=r"^[a-z][a-z0-9_-]{0,31}$")]
LanguageTag = Annotated[str, Field(pattern=r"^[a-z]{2}(-[A-Z]{2})?$")]


class CharacterTexts(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)

    format: Literal[1] = 1
    descriptions: dict[LanguageTag, dict[CharacterId, Description]]


@lru_cache(maxsize=1)
def character_texts() -> CharacterTexts:
    """The file, validated (PackError naming it when it is broken)."""
    path = resources_dir() / "quizclub" / "characters.json"
    try:
        return CharacterTexts.model_validate(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError, ValidationError) as exc:
        raise PackError(f"{path}: {str(exc).splitlines()[0]}") from None


def character_description(character: str, language: str, fallback: str = "") -> str:
    """``character``'s description in ``language``; ``fallback`` (her pack's own) when there is none."""
    return character_texts().descriptions.get(language, {}).get(character, fallback)


__all__ = ["CharacterTexts", "character_description", "character_texts"]
