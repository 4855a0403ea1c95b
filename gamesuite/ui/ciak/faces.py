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

from gamesuite.content.ciak_lang import local_item_name, localize
from gamesuite.i18n import current_language, translate
from gamesuite.rules.core import QT_TRANSLATE_NOOP

TYPE_TITLES: dict[str, str] = {  # marked: shown translated
    "character": QT_TRANSLATE_NOOP("ciak", "Character"),
    "myth": QT_TRANSLATE_NOOP("ciak", "Myth"),
    "staff": QT_TRANSLATE_NOOP("ciak", "Staff member"),
    "ciak": QT_TRANSLATE_NOOP("ciak", "Ciak!"),
    "event": QT_TRANSLATE_NOOP("ciak", "Event"),
    "item": QT_TRANSLATE_NOOP("ciak", "Item"),
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
        return translate("ciak", TYPE_TITLES.get(self.type, self.type.title()))

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
    # (player count, dominion points) where a game of that many players plays other values (by_players)
    at_players: tuple[tuple[int, int], ...] = ()


def _words(ident: str, name: str, text: str, flavor: str) -> tuple[str, str, str]:
    """A built-in card's or company's name, rules text and flavour in the app's language (the rules and the
    view carry the English ones; ``gamesuite.content.ciak_lang``)."""
    return localize(ident, name, text, flavor, current_language())


def item_name(name: str) -> str:
    """The name of a built-in item (equipped on a character) in the app's language."""
    return local_item_name(name, current_language())


def localized_view(value: Any) -> Any:
    """A copy of a view (JSON) with every built-in card's name and rules text in the app's language (the
    phone's view: the table writes its faces with the same words)."""
    if isinstance(value, list):
        return [localized_view(v) for v in value]
    if not isinstance(value, Mapping):
        return value
    out = {k: localized_view(v) for k, v in value.items()}
    design = value.get("design")
    if isinstance(design, str) and isinstance(value.get("name"), str):
        text = value.get("text")
        name, local_text, _flavour = _words(design, value["name"], text if isinstance(text, str) else "", "")
        out["name"] = name
        if isinstance(text, str):
            out["text"] = local_text
    return out


def card_face(card: Mapping[str, Any], *, flavor: Mapping[str, str] | None = None) -> CardFace:
    """A face from a card of the view (hand, cast, myth, staff, stack, discard top)."""
    item = card.get("item")
    design = str(card.get("design", ""))
    name, text, flavour = _words(design, str(card.get("name", "")), str(card.get("text", "") or ""),
                                 (flavor or {}).get(design, ""))
    return CardFace(
        uid=card.get("uid"),
        design=design,
        name=name,
        type=str(card.get("type", "")),
        text=text,
        flavor=flavour,
        cost=card.get("cost"),
        stars=card.get("stars"),
        att=card.get("att"),
        dif=card.get("dif"),
        base_att=card.get("base_att", card.get("att")),
        base_dif=card.get("base_dif", card.get("dif")),
        dice=bool(card.get("dice", False)),
        tokens=int(card.get("tokens", 0) or 0),
        item=item_name(str(item.get("name", ""))) if isinstance(item, Mapping) else "",
        rotated=bool(card.get("rotated", False)),
    )


def company_face(company: Mapping[str, Any], *, printed: Mapping[str, int] | None = None,
                 flavor: Mapping[str, str] | None = None) -> CompanyFace:
    """A face from a company of the view (``players[i].company`` or ``controlled``)."""
    cid = str(company.get("id", ""))
    controller = company.get("controller")
    name, text, flavour = _words(cid, str(company.get("name", "")), str(company.get("text", "") or ""),
                                 (flavor or {}).get(cid, ""))
    return CompanyFace(
        id=cid,
        name=name,
        text=text,
        dominion=int(company.get("dominion", 0)),
        damage=int(company.get("damage", 0) or 0),
        controller=controller if isinstance(controller, int) and controller >= 0 else None,
        boss=bool(company.get("boss", False)),
        flavor=flavour,
        printed=(printed or {}).get(cid),
    )


def gallery_faces(card_set: Mapping[str, Any]) -> list[CardFace]:
    """Every design of a card set (``builtin_card_set()``), in the set's order, for the card gallery."""
    texts: Mapping[str, str] = card_set.get("texts", {})
    out = []
    for c in card_set.get("cards", []):
        name, text, flavour = _words(c["id"], c["name"], texts.get(c["id"], ""), c.get("flavor", ""))
        out.append(CardFace(
            uid=None, design=c["id"], name=name, type=c["type"], text=text, flavor=flavour, cost=c.get("cost"),
            stars=c.get("stars"), att=c.get("att"),
            dif=c.get("dif"), base_att=c.get("att"), base_dif=c.get("dif"), dice=bool(c.get("dice", False)),
        ))
    return out


def company_faces(card_set: Mapping[str, Any]) -> list[CompanyFace]:
    """Every company of a card set, at full strength (gallery and the Lollywood map)."""
    texts: Mapping[str, str] = card_set.get("texts", {})
    out = []
    for c in card_set.get("companies", []):
        name, text, flavour = _words(c["id"], c["name"], texts.get(c["id"], ""), c.get("flavor", ""))
        out.append(CompanyFace(id=c["id"], name=name, text=text, dominion=int(c["dominion"]),
                               boss=bool(c.get("boss", False)), flavor=flavour, printed=int(c["dominion"]),
                               at_players=tuple(sorted((int(k), int(v["dominion"]))
                                                       for k, v in (c.get("by_players") or {}).items()))))
    return out


@dataclass(frozen=True)
class CompanyModel:
    """What a company item shows: its face, its controller's colour and mark (a ``theme.PLAYER_SHAPES``
    name; colour never alone) and whether it is conquered (held by a seat that did not start with it)."""

    face: CompanyFace
    colour: str = ""
    mark: str = ""
    conquered: bool = False


# ---------------------------------------------------------------------------------------------
# The Lollywood map
# ---------------------------------------------------------------------------------------------

# The map key of the rulebook, as printed (numbers 1-11), by company id of the built-in set.
MAP_KEY: tuple[tuple[str, str], ...] = (
    ("century_fox_14", "14th Century Fox"),
    ("colombia_pictures", "Colombia Pictures"),
    ("dreamwar", "Dreamwar"),
    ("duckas_film", "Duckas Film"),
    ("malvagie_compagnie_straniere", "Malvagie Compagnie Straniere"),
    ("new_lines", "New Lines"),
    ("paramountain_pictures", "Paramountain Pictures"),
    ("pixel", "Pixel"),
    ("universe_studios", "Universe Studios"),
    ("wagner_bros", "Wagner Bros"),
    ("wall_disny", "Wall Disny"),
)


@dataclass(frozen=True)
class Studio:
    """One studio lot of the map: its key number, whether its company is in play, who started with it
    (``owner``) and who holds it now (``controller``), and its dominion points left of ``printed``."""

    id: str
    number: int
    name: str
    in_play: bool = False
    owner: int | None = None
    controller: int | None = None
    dominion: int = 0
    printed: int = 0
    boss: bool = False

    @property
    def conquered(self) -> bool:
        return (self.in_play and self.owner is not None and self.controller is not None
                and self.controller != self.owner)


@dataclass(frozen=True)
class MapModel:
    """The whole map: the eleven studios in key order and the seats' colours (index = seat)."""

    studios: tuple[Studio, ...]
    colours: tuple[str, ...] = ()
    names: tuple[str, ...] = ()

    def studio(self, company_id: str) -> Studio | None:
        return next((s for s in self.studios if s.id == company_id), None)

    def colour_of(self, seat: int | None) -> str:
        return self.colours[seat] if seat is not None and 0 <= seat < len(self.colours) else ""


def empty_map(card_set: Mapping[str, Any] | None = None) -> MapModel:
    """Every studio of the key, none in play (printed points from ``card_set`` when given)."""
    printed = {c["id"]: int(c["dominion"]) for c in (card_set or {}).get("companies", [])}
    boss = {c["id"] for c in (card_set or {}).get("companies", []) if c.get("boss")}
    return MapModel(tuple(Studio(cid, i + 1, name, printed=printed.get(cid, 0),
                                 dominion=printed.get(cid, 0), boss=cid in boss or cid == MAP_KEY[4][0])
                          for i, (cid, name) in enumerate(MAP_KEY)))


def map_model(view: Mapping[str, Any], card_set: Mapping[str, Any] | None = None) -> MapModel:
    """The map from a view (table or seat view: companies are public): a seat's own company is in play
    with that seat as owner; the company's ``controller`` holds it now (conquered when it differs).
    A company of the view that is not on the key is left off the map."""
    base = empty_map(card_set)
    by_id = {s.id: s for s in base.studios}
    colours: list[str] = []
    names: list[str] = []
    for p in view.get("players", []):
        seat = int(p.get("seat", len(colours)))
        while len(colours) <= seat:
            colours.append("")
            names.append("")
        colours[seat] = str(p.get("colour", ""))
        names[seat] = str(p.get("name", ""))
        companies = [(p.get("company"), seat)] + [(c, None) for c in p.get("controlled", []) or []]
        for company, owner in companies:
            if not isinstance(company, Mapping) or company.get("id") not in by_id:
                continue
            old = by_id[company["id"]]
            controller = company.get("controller")
            controller = controller if isinstance(controller, int) and controller >= 0 else seat
            by_id[old.id] = Studio(
                old.id, old.number, old.name, in_play=True,
                owner=owner if owner is not None else (old.owner if old.owner is not None else -1),
                controller=controller,
                dominion=int(company.get("dominion", 0)), printed=old.printed or int(company.get("dominion", 0)),
                boss=bool(company.get("boss", old.boss)),
            )
    return MapModel(tuple(by_id[s.id] for s in base.studios), tuple(colours), tuple(names))
