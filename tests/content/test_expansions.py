"""Quiz Club expansions and pack characters (issue #16): the format, loading, `check`, `import-csv`.

An expansion is a Quiz Club pack whose manifest says ``"expansion": true`` and whose ``cards.json`` brings
at least one character (name, card colour, interests, portrait: drawing parameters or a PNG in the pack).
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from gamesuite.content import (
    PackError,
    default_content,
    expansion_choices,
    load_content,
    load_pack_folder,
    pack_characters,
    pack_choices,
    validate_deck,
)
from gamesuite.content.__main__ import main
from gamesuite.content.importers import make_character, parse_portrait, parse_sheet
from gamesuite.content.packs import check_pack, import_pack
from gamesuite.paths import resources_dir
from gamesuite.rules.core import GameConfig, Viewer
from gamesuite.rules.quizclub import RULES
from gamesuite.rules.sim import default_players

PACKS = resources_dir() / "packs"
EXPANSIONS = ("quizclub-exp-boardgames", "quizclub-exp-travel")


@pytest.fixture()
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    data = tmp_path / "data"
    monkeypatch.setenv("GAMESUITE_DATA_DIR", str(data))
    return data


def png(width: int = 48, height: int = 48, colour: str = "#884422") -> bytes:
    """A small real PNG (drawn by Qt)."""
    from PySide6.QtCore import QBuffer, QIODevice
    from PySide6.QtGui import QColor, QImage

    img = QImage(width, height, QImage.Format.Format_RGB32)
    img.fill(QColor(colour))
    buf = QBuffer()
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    img.save(buf, "PNG")  # type: ignore[call-overload]  # the stubs say bytes; PySide6 takes only str here
    return bytes(buf.data().data())


def expansion_files(pack_id: str = "my-exp", portrait: Any = None, image: bytes | None = None,
                    **manifest: Any) -> dict[str, bytes]:
    """A pack's files: Frieda's cards under a new character 'ida' (ids made fresh)."""
    _m, deck = load_pack_folder(PACKS / "quizclub-exp-boardgames")
    deck = copy.deepcopy(deck)
    ch = deck["characters"][0]
    ch.update(id="ida", name="Ida", colour="#3d7dd8")
    if portrait is not None:
        ch["portrait"] = portrait
    cards = [dict(c, id=f"{pack_id}-{i:03d}", character="ida") for i, c in enumerate(deck["cards"][:6], 1)]
    data = {"format": 1, "id": pack_id, "name": "My expansion", "game": "quizclub", "language": "en",
            "version": "1.0", "author": "Tester", "expansion": True, **manifest}
    files = {"manifest.json": json.dumps(data).encode(),
             "cards.json": json.dumps({"characters": [ch], "cards": cards}).encode()}
    if image is not None:
        files["ida.png"] = image
    return files


def write(folder: Path, files: dict[str, bytes]) -> Path:
    folder.mkdir(parents=True)
    for name, blob in files.items():
        (folder / name).write_bytes(blob)
    return folder


# ------------------------------------------------------------------------------------ built-in expansions


def test_the_two_expansions_are_built_in_as_expansions_with_their_character() -> None:
    found = {e.id: e for e in expansion_choices("quizclub")}
    assert set(EXPANSIONS) <= set(found)
    bg, tr = found["quizclub-exp-boardgames"], found["quizclub-exp-travel"]
    assert (bg.name, bg.language, bg.cards) == ("Quiz Club — Board & Card Games", "en", 30)
    assert (tr.name, tr.language, tr.cards) == ("Quiz Club — Foreign Countries & Adventure", "en", 30)
    frieda, = bg.characters
    assert (frieda.id, frieda.name, frieda.colour) == ("frieda", "Frieda", "#9a5bd1")
    assert frieda.portrait == {"skin": "#f1c9a5", "hair": "#6b3e26", "hair_style": "bun", "accessory": "glasses",
                               "shirt": "#7a4fb0"}
    assert frieda.image is None and "games" in frieda.interests and frieda.description.startswith("Frieda, the")
    assert [c.id for c in tr.characters] == ["jonas"]
    for pack_id in EXPANSIONS:
        pack = check_pack(PACKS / pack_id)  # the import checks, as every built-in pack
        assert pack.manifest.expansion and pack.counts["questions"] == 180 and pack.counts["sides"] == 60


def test_expansions_are_sorted_in_by_name_never_merged_by_default() -> None:
    assert not set(EXPANSIONS) & {pid for pid, _label in pack_choices("quizclub")}
    assert "characters" not in default_content("quizclub")
    assert "characters" not in load_content("quizclub")
    base = len(load_content("quizclub")["cards"])
    content = load_content("quizclub", ["quizclub-en", *EXPANSIONS])
    assert len(content["cards"]) == 160 + 60 and base >= 160
    # the rules get ids, names, colours and interests: never the portrait or the blurb
    assert content["characters"] == [
        {"id": "frieda", "name": "Frieda", "colour": "#9a5bd1",
         "interests": ["games", "mathematics", "politics_history", "literature", "language", "art_music_media"]},
        {"id": "jonas", "name": "Jonas", "colour": "#2fb3b3",
         "interests": ["geography_travel", "food_drink", "language", "politics_history", "society", "economics"]},
    ]
    with pytest.raises(PackError, match="no question pack of quizclub has the id 'nope'"):
        load_content("quizclub", ["quizclub-en", "nope"])
    assert set(pack_characters("quizclub")) == {"frieda", "jonas"}


def test_a_game_with_both_expansions_seats_their_characters_and_deals_their_cards() -> None:
    content = load_content("quizclub", ["quizclub-en", *EXPANSIONS])
    options = {"character_1": "frieda", "character_2": "jonas", "character_3": "emma", "starting_player": 0}
    state = RULES.new_game(GameConfig("quizclub", default_players(3), None, options, content), 4)
    view = RULES.view(state, Viewer.of_seat(0))
    assert [(p["character_name"], p["character_colour"]) for p in view["players"]] == [
        ("Frieda", "#9a5bd1"), ("Jonas", "#2fb3b3"), ("Emma", "#9a5bd1")]  # two purple cards: allowed
    assert len({p["colour"] for p in view["players"]}) == 3  # every disc its own colour
    counts = {c["id"]: c["cards"] for c in view["deck"]["characters"]}
    assert counts["frieda"] == counts["jonas"] == 30 and view["deck"]["cards"] == 220
    for card in view["hand"]:
        owner = next(c for c in view["deck"]["characters"] if c["id"] == card["character"])
        assert (card["character_name"], card["character_colour"]) == (owner["name"], owner["colour"])


# ------------------------------------------------------------------------------------ the format


def test_an_expansion_with_a_png_portrait_imports_and_its_image_is_installed(tmp_path: Path, data_dir: Path) -> None:
    src = write(tmp_path / "src", expansion_files(portrait="ida.png", image=png(64, 80)))
    done = import_pack(src)
    assert (done.folder / "ida.png").read_bytes() == (src / "ida.png").read_bytes()
    ida = pack_characters("quizclub")["ida"]
    assert ida.image == done.folder / "ida.png" and ida.portrait is None and ida.pack == "my-exp"
    assert [e.id for e in expansion_choices("quizclub")][-1] == "my-exp"
    content = load_content("quizclub", ["my-exp"])
    assert content["characters"][0]["id"] == "ida" and "portrait" not in content["characters"][0]


BAD_DECKS: dict[str, tuple[Any, str]] = {
    "built-in id": (lambda d: d["characters"][0].update(id="lisa"), "'lisa' is a built-in character"),
    "card of an unknown character": (lambda d: d["cards"][0].update(character="zed"), "unknown character 'zed'"),
    "colour": (lambda d: d["characters"][0].update(colour="purple"), "character 'ida', field colour"),
    "interest": (lambda d: d["characters"][0].update(interests=["cooking"]), "field interests.0"),
    "interest twice": (lambda d: d["characters"][0].update(interests=["games", "games"]), "appears twice"),
    "no interests": (lambda d: d["characters"][0].update(interests=[]), "field interests"),
    "hair style": (lambda d: d["characters"][0]["portrait"].update(hair_style="mohawk"), "hair_style"),
    "accessory": (lambda d: d["characters"][0]["portrait"].update(accessory="crown"), "accessory"),
    "portrait field": (lambda d: d["characters"][0]["portrait"].update(eyes="#000000"), "Extra inputs"),
    "jpeg portrait": (lambda d: d["characters"][0].update(portrait="ida.jpg"), "is not a PNG file name"),
    "path portrait": (lambda d: d["characters"][0].update(portrait="../ida.png"), "is not a PNG file name"),
    "name on two lines": (lambda d: d["characters"][0].update(name="Ida\nSmith"), "one line"),
    "long name": (lambda d: d["characters"][0].update(name="I" * 25), "at most 24"),
    "twice": (lambda d: d["characters"].append(dict(d["characters"][0])), "defined twice"),
    "unknown field": (lambda d: d["characters"][0].update(script="x"), "Extra inputs are not permitted"),
}


@pytest.mark.parametrize("case", sorted(BAD_DECKS))
def test_a_bad_character_is_refused_naming_it(case: str) -> None:
    deck = json.loads(expansion_files()["cards.json"])
    change, message = BAD_DECKS[case]
    change(deck)
    with pytest.raises(PackError) as err:
        validate_deck("quizclub", deck)
    assert message in str(err.value), str(err.value)


@pytest.mark.parametrize(("files", "message"), [
    (lambda: expansion_files(portrait="ida.png"), "character 'ida' has the portrait 'ida.png', which is not in"),
    (lambda: {**expansion_files(), "extra.png": png()}, "extra.png: no character of the pack names this image"),
    (lambda: {**expansion_files(), "ida.gif": b"GIF89a"}, "'ida.gif' is not allowed in a pack"),
    (lambda: {**expansion_files(), "cards.json": json.dumps(
        {"cards": json.loads(expansion_files()["cards.json"])["cards"][:0] or load_pack_folder(
            PACKS / "quizclub-en")[1]["cards"][:2]}).encode()}, "an expansion is a Quiz Club pack that brings"),
])
def test_pack_files_refused(files: Any, message: str, tmp_path: Path) -> None:
    with pytest.raises(PackError) as err:
        check_pack(write(tmp_path / "mine", files()))
    assert message in str(err.value), str(err.value)


def test_a_character_id_another_pack_defines_is_refused_on_import(tmp_path: Path, data_dir: Path) -> None:
    files = expansion_files()
    deck = json.loads(files["cards.json"])
    deck["characters"][0]["id"] = "frieda"
    for card in deck["cards"]:
        card["character"] = "frieda"
    files["cards.json"] = json.dumps(deck).encode()
    with pytest.raises(PackError, match="character 'frieda' is already defined by pack 'quizclub-exp-boardgames'"):
        import_pack(write(tmp_path / "src", files))
    assert not (data_dir / "packs" / "my-exp").exists()


# ------------------------------------------------------------------------------------ command line


def test_check_prints_an_expansions_characters(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(PACKS / "quizclub-exp-travel")]) == 0
    out = capsys.readouterr().out
    assert "(quizclub, expansion, en, version 1.0, by GameSuite)" in out
    assert "Jonas (jonas): card colour #2fb3b3, 30 cards" in out
    assert "interests: Geography & Travel, Food & Drink, Language, Politics & History, Society, Economics" in out
    assert "portrait: drawn: curly hair #2b1d14, hat, skin #c68e5e, shirt #1f7fa8" in out
    assert "character.lisa" not in out and "lisa" not in out.split("character:")[-1]


def test_check_prints_an_image_portrait_with_its_size(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = write(tmp_path / "src", expansion_files(portrait="ida.png", image=png(64, 80)))
    assert main(["check", str(src)]) == 0
    assert "portrait: image ida.png (64 x 80 pixels)" in capsys.readouterr().out


HEADER = "card_id,character,side,category,position,type,text,answer,options,value,margin,unit,terms,order,variant\n"
SHEET = """card_id,character,side,category,position,type,text,answer,options,value,margin,unit,terms,order,variant
k1,,light,games,1,knowledge,Which game has a king and a queen?,Chess,,,,,,,
k1,,light,games,2,knowledge,Which game has houses and hotels?,Monopoly,,,,,,,
k1,,light,games,3,knowledge,Which game has a rook?,Chess,,,,,,,
k1,,dark,mathematics,1,knowledge,What is two plus two?,4,,,,,,,
k1,,dark,mathematics,2,knowledge,What is three times three?,9,,,,,,,
k1,lisa,dark,mathematics,3,knowledge,What is ten squared?,100,,,,,,,
"""


def test_import_csv_names_a_new_character(tmp_path: Path, data_dir: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    sheet = tmp_path / "mine.csv"
    sheet.write_text(SHEET.replace("k1,lisa,", "k1,,"), encoding="utf-8")
    image = tmp_path / "face.png"
    image.write_bytes(png(40, 40))
    args = ["import-csv", str(sheet), "--id", "mine", "--name", "Mine", "--new-character", "oskar",
            "--character-colour", "#E07B39", "--character", "oskar", "--portrait", str(image), "--expansion"]
    assert main(args) == 0
    out = capsys.readouterr().out
    assert "Oskar (oskar): card colour #e07b39, 1 card\n" in out
    assert "interests: Games, Mathematics" in out and "portrait: image oskar.png (40 x 40 pixels)" in out
    assert (data_dir / "packs" / "mine" / "oskar.png").is_file()
    assert [e.id for e in expansion_choices("quizclub")][-1] == "mine"
    # drawn from parameters, the sheet's column naming her; a built-in on another card stays allowed
    sheet.write_text(SHEET.replace("k1,,", "k1,oskar,").replace("k1,lisa,", "k1,oskar,")
                     + SHEET.removeprefix(HEADER).replace("k1,", "k2,").replace("k2,,", "k2,lisa,"), encoding="utf-8")
    assert main(["import-csv", str(sheet), "--id", "mine2", "--name", "Mine", "--id-prefix", "m2-",
                 "--new-character", "olga", "--character-colour", "#3fa66b", "--character-name", "Olga",
                 "--interests", "Games,language", "--portrait",
                 "skin=#f1c9a5,hair=#222222,hair_style=ponytail,accessory=earrings,shirt=#3fa66b"]) == 1
    assert "unknown character 'oskar'" in capsys.readouterr().err  # oskar is another pack's: not this one's
    sheet.write_text(SHEET.replace("k1,,", "k1,olga,").replace("k1,lisa,", "k1,olga,")
                     + SHEET.removeprefix(HEADER).replace("k1,", "k2,").replace("k2,,", "k2,lisa,"), encoding="utf-8")
    assert main(["import-csv", str(sheet), "--id", "mine2", "--name", "Mine", "--id-prefix", "m2-",
                 "--new-character", "olga", "--character-colour", "#3fa66b", "--character-name", "Olga",
                 "--interests", "Games,language", "--portrait",
                 "skin=#f1c9a5,hair=#222222,hair_style=ponytail,accessory=earrings,shirt=#3fa66b"]) == 0
    olga = pack_characters("quizclub")["olga"]
    assert olga.portrait == {"skin": "#f1c9a5", "hair": "#222222", "hair_style": "ponytail",
                             "accessory": "earrings", "shirt": "#3fa66b"}
    cards = load_content("quizclub", ["mine2"])["cards"]
    assert [c["character"] for c in cards] == ["olga", "lisa"]


@pytest.mark.parametrize(("args", "message"), [
    (["--character-colour", "#123456"], "--character-colour describes a new character: give --new-character"),
    (["--new-character", "oskar"], "--new-character needs --character-colour"),
    (["--new-character", "lisa", "--character-colour", "#123456"], "'lisa' is a built-in character"),
    (["--new-character", "oskar", "--character-colour", "blue"], "character 'oskar': colour"),
    (["--new-character", "oskar", "--character-colour", "#123456", "--interests", "cooking"],
     "interests: unknown category 'cooking'"),
    (["--new-character", "oskar", "--character-colour", "#123456", "--portrait", "skin=#fff"],
     "character 'oskar': portrait"),
    (["--new-character", "oskar", "--character-colour", "#123456", "--portrait", "eyes=#000000"],
     "portrait: 'eyes=#000000' is not one of"),
])
def test_import_csv_refuses_a_bad_new_character(tmp_path: Path, data_dir: Path, args: list[str], message: str,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    sheet = tmp_path / "mine.csv"
    sheet.write_text(SHEET, encoding="utf-8")
    assert main(["import-csv", str(sheet), "--id", "mine", "--name", "Mine", "--character", "lisa", *args]) == 1
    assert message in capsys.readouterr().err
    assert not (data_dir / "packs" / "mine").exists()


def test_make_character_defaults_and_parse_portrait() -> None:
    deck = parse_sheet(SHEET.replace("k1,,", "k1,zoe,").replace("k1,lisa,", "k1,zoe,"), "s.csv",
                       characters=[make_character("zoe", None, "#C4508F")[0]])
    character, images = make_character("zoe", None, "#C4508F", cards=deck["cards"])
    assert images == {}
    assert character == {"id": "zoe", "name": "Zoe", "colour": "#c4508f", "interests": ["games", "mathematics"],
                         "portrait": {"skin": "#e2b48c", "hair": "#5a3d2b", "hair_style": "short",
                                      "accessory": "none", "shirt": "#c4508f"}}
    assert parse_portrait("skin=#1,HAIR=#2") == {"skin": "#1", "hair": "#2"}
    with pytest.raises(PackError, match="given twice"):
        parse_portrait("skin=#1,skin=#2")
