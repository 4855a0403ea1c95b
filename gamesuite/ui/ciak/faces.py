"""What a Ciak! card, company or studio looks like, as plain values (Qt-free, tested without painting).

The view JSON (docs/games/ciak.md) and the card set (``gamesuite.content.ciak.builtin_card_set()``) are
turned into frozen faces here; the painters in ``art.py`` draw only these, the table keys its items by
``CardFace.uid`` and the preview and the gallery draw the same faces larger. Nothing here may come from
a hand that the viewer does not own: faces are built from the viewer's own view only.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

TYPE_TITLES: dict[str, str] = {
    "character": "Character",
    "myth": "Myth",
    "staff": "Staff member",
    "ciak": "Ciak!",
    "event": "Event",
    "item": "Item",
}


@dataclass(frozen=True)
class CardFace:
    """One card as shown face up. ``att``/``dif`` are the current values, ``base_*`` the printed ones."""

    uid: int | None  # the physical card (None in the gallery, which shows designs)
    design: str
    name: str
    type: str  # character | myth | staff | ciak | event | item
    text: str = ""  # rules text generated from the card's data
    flavor: str = ""
    cost: int | None = None  # millions (characters and items)
    stars: int | None = None  # 1-3 (characters and staff)
    att: int | None = None
    dif: int | None = None
    base_att: int | None = None
    base_dif: int | None = None
    dice: bool = False  # takes tokens from staff members
    tokens: int = 0
    item: str = ""  # the name of the item equipped on this character
    rotated: bool = False  # a staff member turned this turn

    @property
    def type_title(self) -> str:
        return TYPE_TITLES.get(self.type, self.type.title())

    @property
    def att_boost(self) -> int:
        return (self.att or 0) - (self.base_att or 0) if self.att is not None and self.base_att is not None else 0

    @property
    def dif_boost(self) -> int:
        return (self.dif or 0) - (self.base_dif or 0) if self.dif is not None and self.base_dif is not None else 0

    @property
    def fighter(self) -> bool:
        """Characters and myths fight (they have ATT and DIF)."""
        return self.type in ("character", "myth")


@dataclass(frozen=True)
class CompanyFace:
    """A company card: name, ability text, dominion points left of its printed total, residual damage."""

    id: str
    name: str
    text: str
    dominion: int
    damage: int = 0
    controller: int | None = None  # the seat that controls it now
    boss: bool = False
    flavor: str = ""
    printed: int | None = None  # printed dominion points (from the card set), for pips


def card_face(card: Mapping[str, Any], *, flavor: Mapping[str, str] | None = None) -> CardFace:
    """A face from a card of the view (hand, cast, myth, staff, stack, discard top)."""
    item = card.get("item")
    return CardFace(
        uid=card.get("uid"),
        design=str(card.get("design", "")),
        name=str(card.get("name", "")),
        type=str(card.get("type", "")),
        text=str(card.get("text", "") or ""),
        flavor=(flavor or {}).get(str(card.get("design", "")), ""),
        cost=card.get("cost"),
        stars=card.get("stars"),
        att=card.get("att"),
        dif=card.get("dif"),
        base_att=card.get("base_att", card.get("att")),
        base_dif=card.get("base_dif", card.get("dif")),
        dice=bool(card.get("dice", False)),
        tokens=int(card.get("tokens", 0) or 0),
        item=str(item.get("name", "")) if isinstance(item, Mapping) else "",
        rotated=bool(card.get("rotated", False)),
    )


def company_face(company: Mapping[str, Any], *, printed: Mapping[str, int] | None = None,
                 flavor: Mapping[str, str] | None = None) -> CompanyFace:
    """A face from a company of the view (``players[i].company`` or ``controlled``)."""
    cid = str(company.get("id", ""))
    controller = company.get("controller")
    return CompanyFace(
        id=cid,
        name=str(company.get("name", "")),
        text=str(company.get("text", "") or ""),
        dominion=int(company.get("dominion", 0)),
        damage=int(company.get("damage", 0) or 0),
        controller=controller if isinstance(controller, int) and controller >= 0 else None,
        boss=bool(company.get("boss", False)),
        flavor=(flavor or {}).get(cid, ""),
        printed=(printed or {}).get(cid),
    )


def gallery_faces(card_set: Mapping[str, Any]) -> list[CardFace]:
    """Every design of a card set (``builtin_card_set()``), in the set's order, for the card gallery."""
    texts: Mapping[str, str] = card_set.get("texts", {})
    out = []
    for c in card_set.get("cards", []):
        out.append(CardFace(
            uid=None, design=c["id"], name=c["name"], type=c["type"], text=texts.get(c["id"], ""),
            flavor=c.get("flavor", ""), cost=c.get("cost"), stars=c.get("stars"), att=c.get("att"),
            dif=c.get("dif"), base_att=c.get("att"), base_dif=c.get("dif"), dice=bool(c.get("dice", False)),
        ))
    return out


def company_faces(card_set: Mapping[str, Any]) -> list[CompanyFace]:
    """Every company of a card set, at full strength (gallery and the Lollywood map)."""
    texts: Mapping[str, str] = card_set.get("texts", {})
    return [CompanyFace(id=c["id"], name=c["name"], text=texts.get(c["id"], ""), dominion=int(c["dominion"]),
                        boss=bool(c.get("boss", False)), flavor=c.get("flavor", ""), printed=int(c["dominion"]))
            for c in card_set.get("companies", [])]
