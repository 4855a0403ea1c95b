"""Quiz Club importers: CSV/TSV sheets and Open Trivia DB JSON, and export back to a sheet."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from gamesuite.content import PackError, load_content, load_pack_folder, pack_choices
from gamesuite.content.__main__ import main
from gamesuite.content.importers import (
    COLUMNS,
    export_sheet,
    make_manifest,
    make_pack,
    parse_opentdb,
    parse_sheet,
    read_opentdb,
    read_sheet,
)
from gamesuite.content.packs import check_pack
from gamesuite.paths import resources_dir

PACKS = resources_dir() / "packs"


@pytest.fixture()
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    data = tmp_path / "data"
    monkeypatch.setenv("GAMESUITE_DATA_DIR", str(data))
    return data


def builtin_quiz() -> dict[str, Any]:
    return load_pack_folder(PACKS / "quizclub-en")[1]


# ------------------------------------------------------------------------------------ CSV / TSV


@pytest.mark.parametrize("suffix", [".csv", ".tsv"])
def test_builtin_deck_round_trips_through_a_sheet(tmp_path: Path, suffix: str) -> None:
    deck = builtin_quiz()
    sheet = tmp_path / f"quiz{suffix}"
    assert export_sheet(deck, sheet) == 960
    first = sheet.read_text(encoding="utf-8").splitlines()[0]
    assert first == ("\t" if suffix == ".tsv" else ",").join(COLUMNS)
    assert read_sheet(sheet) == deck


SEMICOLON_SHEET = """\
Card_ID;Character;Side;Category;Position;Type;Text;Answer;Options;Value;Margin;Unit;Terms;Order;Variant;Notes
# a comment row is skipped
c1;Emma;light;Food & Drink;1;knowledge;Which fruit is dried to make a raisin?;Grape;;;;;;;;easy one
c1;Emma;light;food_drink;2;mc;Which of these is a citrus fruit?;Lime;Apple | Lime | Pear | Plum;;;;;;;
c1;Emma;light;FOOD_DRINK;3;estimate;How many grams are in a kilogram?;;;1000;0;g;;;;

c1;emma;dark;Language;3;ranking;Order these words by length, shortest first.;;;;;;ox | cat | bird | horse;A B C D;
c1;emma;dark;language;1;intuition;How many of you speak more than two languages?;;;;;;;;count;
c1;emma;dark;language;2;estimate;How many letters has the English alphabet?;;;26;0,5;;;;;
"""


def test_a_hand_made_sheet_is_read_leniently() -> None:
    deck = parse_sheet(SEMICOLON_SHEET, "hand.csv")
    (card,) = deck["cards"]
    assert card["id"] == "c1" and card["character"] == "emma"
    assert card["light"]["category"] == "food_drink" and card["dark"]["category"] == "language"
    light, dark = card["light"]["questions"], card["dark"]["questions"]
    assert light[0] == {"type": "knowledge", "text": "Which fruit is dried to make a raisin?", "answer": "Grape"}
    assert light[1]["type"] == "multiple_choice" and light[1]["answer"] == "B"  # option text -> letter
    assert light[1]["options"] == ["Apple", "Lime", "Pear", "Plum"]
    assert light[2] == {"type": "estimate", "text": "How many grams are in a kilogram?", "value": 1000.0,
                        "margin": 0.0, "unit": "g"}
    assert [q["type"] for q in dark] == ["intuition", "estimate", "ranking"]  # sorted by position
    assert dark[1]["margin"] == 0.5  # decimal comma
    assert dark[2]["order"] == ["A", "B", "C", "D"]


HEADER = ",".join(COLUMNS)
ROWS = [
    "c1,lisa,light,sports,1,knowledge,Q1?,A1,,,,,,,",
    "c1,lisa,light,sports,2,knowledge,Q2?,A2,,,,,,,",
    "c1,lisa,light,sports,3,knowledge,Q3?,A3,,,,,,,",
    "c1,lisa,dark,games,1,knowledge,Q4?,A4,,,,,,,",
    "c1,lisa,dark,games,2,knowledge,Q5?,A5,,,,,,,",
    "c1,lisa,dark,games,3,knowledge,Q6?,A6,,,,,,,",
]


def sheet(*changes: tuple[int, str]) -> str:
    rows = list(ROWS)
    for index, row in changes:
        if index >= len(rows):
            rows.append(row)
        else:
            rows[index] = row
    return "\n".join([HEADER, *rows]) + "\n"


def test_the_minimal_sheet_is_valid() -> None:
    assert len(parse_sheet(sheet(), "ok.csv")["cards"]) == 1


@pytest.mark.parametrize(("text", "message"), [
    (sheet().replace("card_id,", "card,"), r"bad\.csv row 1: unknown column 'card'"),
    (sheet().replace(",text,", ",texts,"), r"row 1: unknown column 'texts'"),
    (sheet((5, "c1,lisa,dark,games,2,knowledge,Q6?,A6,,,,,,,")), r"bad\.csv row 7: .*already has a question at "
                                                                 r"position 2 \(row 6\)"),
    (sheet((5, "c1,lisa,dark,games,4,knowledge,Q6?,A6,,,,,,,")), r"row 7: 'position' must be 1, 2 or 3"),
    (sheet((1, "c1,emma,light,sports,2,knowledge,Q2?,A2,,,,,,,")), r"row 3: card 'c1' has character 'emma' here "
                                                                  r"but 'lisa' on row 2"),
    (sheet((1, "c1,lisa,light,games,2,knowledge,Q2?,A2,,,,,,,")), r"row 3: .*category 'games' here but 'sports'"),
    (sheet((1, "c1,lisa,light,cooking,2,knowledge,Q2?,A2,,,,,,,")), r"row 3: unknown category 'cooking'"),
    (sheet((1, "c1,lisa,middle,sports,2,knowledge,Q2?,A2,,,,,,,")), r"row 3: 'side' must be light or dark"),
    (sheet((1, "c1,lisa,light,sports,2,riddle,Q2?,A2,,,,,,,")), r"row 3: unknown type 'riddle'"),
    (sheet((1, "c1,lisa,light,sports,2,knowledge,Q2?,A2,a | b | c | d,,,,,,")),
     r"row 3: 'options' is not used by a knowledge question"),
    (sheet((1, "c1,lisa,light,sports,2,estimate,Q2?,,,lots,1,,,,")), r"row 3: 'value' must be a number"),
    (sheet((1, "c1,lisa,light,sports,2,multiple_choice,Q2?,E,a | b | c | d,,,,,,")), r"row 3: answer: "),
    (sheet((1, "c1,lisa,light,sports,2,multiple_choice,Q2?,A,a | b | c,,,,,,")),
     r"row 3: options: List should have at least 4 items"),
    (sheet((1, "c1,lisa,light,sports,2,ranking,Q2?,,,,,,a | b | c | d,A A B C,")),
     r"row 3: order must use each of A, B, C, D exactly once"),
    (sheet((1, "c1,lisa,light,sports,2,intuition,Q2?,,,,,,,,maybe")), r"row 3: variant: "),
    (sheet((1, 'c1,lisa,light,sports,2,knowledge,"' + "x" * 401 + '",A2,,,,,,,')),
     r"row 3: text: String should have at most 400 characters"),
    (sheet((2, "")), r"card 'c1' \(first on row 2\), light side: no question at position 3"),
    (sheet((6, "c2,lisa,light,sports,1,knowledge,Q?,A,,,,,,,")), r"card 'c2'.*no question at position 2, 3"),
    (HEADER + "\n", r"bad\.csv: no question rows"),
    ("", r"bad\.csv: the sheet is empty"),
])
def test_sheet_mistakes_name_the_row_and_problem(text: str, message: str) -> None:
    with pytest.raises(PackError, match=message):
        parse_sheet(text, "bad.csv")


def test_missing_character_column_needs_a_default() -> None:
    text = "\n".join(",".join(r.split(",")[:1] + r.split(",")[2:]) for r in [HEADER, *ROWS])
    with pytest.raises(PackError, match="no 'character' column"):
        parse_sheet(text, "nochar.csv")
    assert parse_sheet(text, "nochar.csv", default_character="arnold")["cards"][0]["character"] == "arnold"


@pytest.mark.parametrize("item", ["Apple | Pear", "a|b", "C:\\Games", "ends with \\", "\\|", "x \\\\| y", "|"])
def test_an_item_with_the_list_separator_or_backslashes_round_trips(tmp_path: Path, item: str) -> None:
    deck = parse_sheet(SEMICOLON_SHEET, "hand.csv")
    deck["cards"][0]["light"]["questions"][1]["options"][0] = item
    deck["cards"][0]["dark"]["questions"][2]["terms"][3] = item
    sheet_path = tmp_path / "sep.csv"
    export_sheet(deck, sheet_path)
    assert read_sheet(sheet_path) == deck


def test_cli_import_csv_installs_and_export_round_trips(tmp_path: Path, data_dir: Path,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "hand.csv"
    src.write_text(SEMICOLON_SHEET, encoding="utf-8")
    assert main(["import-csv", str(src), "--id", "hand-made", "--name", "Hand made", "--author", "Me"]) == 0
    assert "hand-made" in dict(pack_choices("quizclub"))
    assert load_content("quizclub", ["hand-made"])["cards"][0]["id"] == "c1"
    out = tmp_path / "again.csv"
    assert main(["export-csv", "hand-made", str(out)]) == 0
    assert read_sheet(out) == parse_sheet(SEMICOLON_SHEET, "hand.csv")
    # the same sheet again: refused (installed), unchanged
    assert main(["import-csv", str(src), "--id", "hand-made", "--name", "Hand made"]) == 1
    assert "already installed" in capsys.readouterr().err


def test_cli_import_csv_with_out_writes_a_checkable_folder(tmp_path: Path, data_dir: Path) -> None:
    src = tmp_path / "hand.csv"
    src.write_text(SEMICOLON_SHEET, encoding="utf-8")
    out = tmp_path / "pack"
    assert main(["import-csv", str(src), "--id", "hand-made", "--name", "Hand made", "--out", str(out)]) == 0
    pack = check_pack(out, "quizclub")
    assert pack.manifest.id == "hand-made" and pack.counts["cards"] == 1
    assert pack.counts["category.food_drink"] == 1 and pack.counts["type.estimate"] == 2
    assert not (data_dir / "packs" / "hand-made").exists()


# -------------------------------------------------------------------------------- Open Trivia DB


def tdb(kind: str, difficulty: str, category: str, question: str, correct: str, wrong: list[str]) -> dict[str, Any]:
    return {"type": kind, "difficulty": difficulty, "category": category, "question": question,
            "correct_answer": correct, "incorrect_answers": wrong}


SCIENCE = "Science &amp; Nature"
SAMPLE = {"response_code": 0, "results": [
    tdb("multiple", "hard", SCIENCE, "Which element has the chemical symbol &quot;W&quot;?", "Tungsten",
        ["Tin", "Titanium", "Zinc"]),
    tdb("multiple", "easy", SCIENCE, "How many legs does an insect have?", "6", ["4", "8", "10"]),
    tdb("boolean", "medium", SCIENCE, "Water boils at a lower temperature on a high mountain than at sea level.",
        "True", ["False"]),
    tdb("multiple", "easy", SCIENCE, "Which planet is closest to the Sun?", "Mercury", ["Venus", "Mars", "Earth"]),
    tdb("multiple", "medium", SCIENCE, "Which gas makes up most of Earth&#039;s atmosphere?", "Nitrogen",
        ["Oxygen", "Carbon dioxide", "Argon"]),
    tdb("boolean", "hard", SCIENCE, "Sound travels faster in air than in water.", "False", ["True"]),
]}


def test_opentdb_sample_becomes_one_card_with_decoded_text() -> None:
    deck, report = parse_opentdb(SAMPLE, "sample.json", "trivia", seed=3)
    assert report.read == 6 and report.used == 6 and report.skipped == []
    (card,) = deck["cards"]
    assert card["id"] == "trivia-001" and card["character"] == "lisa"
    assert card["light"]["category"] == card["dark"]["category"] == "science_technology"
    light, dark = card["light"]["questions"], card["dark"]["questions"]
    # easy, medium, hard on each side, in input order within each difficulty
    assert light[0]["text"] == "How many legs does an insect have?"
    assert light[1] == {"type": "knowledge", "answer": "True", "text": "True or false: Water boils at a lower "
                        "temperature on a high mountain than at sea level."}
    assert light[2]["text"] == 'Which element has the chemical symbol "W"?'
    assert dark[0]["text"] == "Which planet is closest to the Sun?"
    assert dark[1]["text"] == "Which gas makes up most of Earth's atmosphere?"
    assert dark[2] == {"type": "knowledge", "text": "True or false: Sound travels faster in air than in water.",
                       "answer": "False"}
    for q, right in ((light[0], "6"), (light[2], "Tungsten"), (dark[0], "Mercury"), (dark[1], "Nitrogen")):
        assert q["type"] == "multiple_choice"
        assert q["options"][" ABCD".index(q["answer"]) - 1] == right


def synthetic(n: int, categories: list[str]) -> dict[str, Any]:
    """Placeholder questions (not content): question i has answer 'right i'."""
    levels = ("easy", "medium", "hard")
    results = [tdb("multiple", levels[(i * 7) % 3], categories[i % len(categories)], f"Question {i} &amp; more?",
                   f"right {i}", [f"wrong {i}a", f"wrong {i}b", f"wrong {i}c"]) for i in range(n)]
    return {"response_code": 0, "results": results}


def test_opentdb_answers_are_placed_by_a_seeded_shuffle() -> None:
    data = synthetic(60, ["General Knowledge"])
    first, _ = parse_opentdb(data, "s.json", "s", seed=7)
    again, _ = parse_opentdb(data, "s.json", "s", seed=7)
    other, _ = parse_opentdb(data, "s.json", "s", seed=8)
    assert first == again and first != other
    letters: Counter[str] = Counter()
    for card in first["cards"]:
        for side in ("light", "dark"):
            assert card[side]["category"] == "society"
            for q in card[side]["questions"]:
                number = q["text"].split()[1]
                assert q["text"] == f"Question {number} & more?"
                assert q["options"]["ABCD".index(q["answer"])] == f"right {number}"
                assert sorted(q["options"]) == sorted([f"right {number}"] + [f"wrong {number}{x}" for x in "abc"])
                letters[q["answer"]] += 1
    assert set(letters) == set("ABCD")


def test_opentdb_grouping_uses_every_question_it_can_and_reports_the_rest() -> None:
    cats = ["Sports", "History", "Animals", "Some New Category"]
    data = synthetic(50, cats)
    data["results"].append({"type": "multiple", "difficulty": "extreme"})
    data["results"].append("not even an object")
    data["results"].append(tdb("multiple", "easy", "Sports", "Same?", "x", ["x", "y", "z"]))
    deck, report = parse_opentdb(data, "s.json", "grp", character="gregori", fallback_category="economics")
    assert report.read == 53
    assert report.used + len(report.skipped) == 53
    assert report.used == 6 * len(deck["cards"]) >= 42
    assert any("extreme" in s for s in report.skipped)
    assert any("not an object" in s for s in report.skipped)
    assert any("two answers are the same" in s for s in report.skipped)
    cats_seen = {card[s]["category"] for card in deck["cards"] for s in ("light", "dark")}
    assert cats_seen <= {"sports", "politics_history", "flora_fauna", "economics"}
    assert {c["character"] for c in deck["cards"]} == {"gregori"}
    for card in deck["cards"]:
        for side in ("light", "dark"):
            levels = [_level_of(q, data) for q in card[side]["questions"]]
            assert levels == sorted(levels)  # easier first


def _level_of(q: dict[str, Any], data: dict[str, Any]) -> int:
    number = int(q["text"].split()[1])
    return {"easy": 1, "medium": 2, "hard": 3}[data["results"][number]["difficulty"]]


@pytest.mark.parametrize(("data", "message"), [
    ({"response_code": 1, "results": []}, r"response_code 1: no results"),
    ({"response_code": 5, "results": []}, r"rate limit"),
    ([1, 2, 3], r"not Open Trivia DB JSON"),
    ({"response_code": 0, "results": SAMPLE["results"][:5]}, r"not enough usable questions"),
])
def test_opentdb_refusals(data: Any, message: str) -> None:
    with pytest.raises(PackError, match=message):
        parse_opentdb(data, "t.json", "t")


def test_opentdb_pack_round_trips_through_a_sheet(tmp_path: Path) -> None:
    deck, _ = parse_opentdb(synthetic(36, ["Sports", "Art"]), "s.json", "rt", seed=1)
    sheet_path = tmp_path / "rt.tsv"
    export_sheet(deck, sheet_path)
    assert read_sheet(sheet_path) == deck
    folder = make_pack(tmp_path / "rt", make_manifest("quizclub", deck, "rt", "Round trip"), deck)
    assert check_pack(folder).deck == deck


def test_cli_import_opentdb(tmp_path: Path, data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "otdb.json"
    src.write_text(json.dumps(SAMPLE), encoding="utf-8")
    assert main(["import-opentdb", str(src), "--id", "otdb", "--name", "Trivia", "--character", "bernd"]) == 0
    out = capsys.readouterr().out
    assert "6 questions read, 6 used, 0 skipped" in out
    cards = load_content("quizclub", ["otdb"])["cards"]
    assert [c["id"] for c in cards] == ["otdb-001"] and cards[0]["character"] == "bernd"
    deck, _ = read_opentdb(src, "otdb")
    assert deck["cards"][0]["light"] == cards[0]["light"]
    bad = tmp_path / "bad.json"
    bad.write_text('{"response_code": 0, "results": [' * 40, encoding="utf-8")
    assert main(["import-opentdb", str(bad), "--id", "bad", "--name", "Bad"]) == 1
    assert "bad.json: JSON nested more than 32 levels deep" in capsys.readouterr().err
