"""Ciak faces: the plain values the Ciak painters draw, built from the view and the card set."""

from __future__ import annotations

from gamesuite.content.ciak import builtin_card_set
from gamesuite.ui.ciak.faces import card_face, company_face, company_faces, gallery_faces


def test_every_design_and_company_of_the_set_has_a_face() -> None:
    cs = builtin_card_set()
    faces = gallery_faces(cs)
    assert len(faces) == len(cs["cards"]) and all(f.name and f.type_title for f in faces)
    assert {f.type for f in faces} == {"character", "myth", "staff", "ciak", "event", "item"}
    companies = company_faces(cs)
    assert len(companies) == 11 and sum(c.boss for c in companies) == 1
    # the boss plays 8 dominion points in a 3-player game (by_players); every other company as printed
    assert {c.id: c.at_players for c in companies if c.at_players} == {"malvagie_compagnie_straniere": ((3, 8),)}


def test_a_cast_card_shows_its_boosts_tokens_and_item() -> None:
    face = card_face({"uid": 5, "design": "stuntman_sergio", "name": "Stuntman Sergio", "type": "character",
                      "stars": 1, "base_att": 700, "base_dif": 300, "att": 1300, "dif": 300, "dice": True,
                      "tokens": 2, "item": {"uid": 9, "name": "Golden Megaphone"}})
    assert face.att_boost == 600 and face.dif_boost == 0 and face.tokens == 2 and face.item == "Golden Megaphone"
    assert face.fighter and not card_face({"type": "event", "name": "x"}).fighter


def test_a_company_knows_its_controller_and_printed_points() -> None:
    face = company_face({"id": "pixel", "name": "Pixel", "text": "t", "dominion": 3, "damage": 400,
                         "controller": 2, "boss": False}, printed={"pixel": 7})
    assert (face.dominion, face.printed, face.controller, face.damage) == (3, 7, 2, 400)
    assert company_face({"id": "x", "name": "X", "dominion": 1, "controller": -1}).controller is None
