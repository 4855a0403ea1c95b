"""Quiz Club characters' descriptions per language (``resources/quizclub/characters.json``).

The eight built-in characters have a description in every language of the file; the characters an expansion
brings carry their description in their pack (in the pack's language) and may have one here in other languages.
The setup page shows a character's description (a tooltip) in the app's language where there is one
(:func:`character_description` with ``gamesuite.i18n.current_language()``), else the pack's own.
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from gamesuite.content import PackError, cached_read
from gamesuite.paths import resources_dir
from gamesuite.rules.core import Frozen, record

if TYPE_CHECKING:
    from pydantic import BaseModel


@record
class CharacterTexts(Frozen):
    """The file's content, validated: descriptions by language, then by character id."""

    format: int
    descriptions: dict[str, dict[str, str]]


@lru_cache(maxsize=1)
def _schema() -> type[BaseModel]:
    """The file's schema (pydantic: imported only when the file is validated, not read from the cache)."""
    from typing import Annotated, Literal

    from pydantic import BaseModel, ConfigDict, Field

    description = Annotated[str, Field(min_length=1, max_length=400, pattern=r"^\S(?:.*\S)?$")]
    character_id = Annotated[str, Field(pattern=r"^[a-z][a-z0-9_-]{0,31}$")]
    language_tag = Annotated[str, Field(pattern=r"^[a-z]{2}(-[A-Z]{2})?$")]

    class CharacterTextsFile(BaseModel):
        model_config = ConfigDict(extra="forbid", strict=True, frozen=True)

        format: Literal[1] = 1
        descriptions: dict[language_tag, dict[character_id, description]]

    return CharacterTextsFile


def _validated(path: Any) -> dict[str, Any]:
    from pydantic import ValidationError

    try:
        return _schema().model_validate(json.loads(path.read_text(encoding="utf-8"))).model_dump(mode="json")
    except (OSError, ValueError, ValidationError) as exc:
        raise PackError(f"{path}: {str(exc).splitlines()[0]}") from None


@lru_cache(maxsize=1)
def character_texts() -> CharacterTexts:
    """The file, validated (PackError naming it when it is broken); from the packs' validation cache when
    neither the file nor the validating code changed (the Quiz Club setup page reads it: pydantic's import
    cost ~0.2 s before the page painted)."""
    path = resources_dir() / "quizclub" / "characters.json"
    data = cached_read(path.parent, (path.name,), "character-texts", lambda: _validated(path),
                       lambda v: isinstance(v, dict) and isinstance(v.get("descriptions"), dict))
    return CharacterTexts(data["format"], data["descriptions"])


def character_description(character: str, language: str, fallback: str = "") -> str:
    """``character``'s description in ``language``; ``fallback`` (her pack's own) when there is none."""
    return character_texts().descriptions.get(language, {}).get(character, fallback)


__all__ = ["CharacterTexts", "character_description", "character_texts"]
