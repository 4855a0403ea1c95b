"""Packs (issue items 8-11): built-in ids across games, Open Trivia DB URL/base64 dumps, the
sheet round trip for any pack that imports, a depth check that does not eat memory, and a sheet
import that reports every bad row."""

from __future__ import annotations

import base64
import html
import json
import tracemalloc
import urllib.parse
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gamesuite.content import PackError, load_pack_folder
from gamesuite.content.__main__ import main
from gamesuite.content.importers import export_sheet, parse_opentdb, parse_sheet, read_sheet
from gamesuite.content.packs import check_pack, import_pack, json_depth, load_json_bytes
from gamesuite.paths import resources_dir
from tests.content.test_import_sheets import HEADER, ROWS, SAMPLE, synthetic
from tests.content.test_packs import small_quiz_pack

PACKS = resources_dir() / "packs"


@pytest.fixture()
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    data = tmp_path / "data"
    monkeypatch.setenv("GAMESUITE_DATA_DIR", str(data))
    return data


# ------------------------------------------------------------------ 8. built-in ids, across games


@pytest.mark.parametrize("pack_id", ["telefilm-en", "telefilm-it", "quizclub-en"])
def test_a_builtin_pack_id_is_refused_whatever_the_game(tmp_path: Path, data_dir: Path, pack_id: str) -> None:
    with pytest.raises(PackError, match=f"id '{pack_id}' belongs to a built-in pack"):
        import_pack(small_quiz_pack(tmp_path / "p", pack_id=pack_id))
    assert not (data_dir / "packs" / pack_id).exists()


def test_cli_refuses_a_builtin_id_from_a_sheet(tmp_path: Path, data_dir: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    sheet = tmp_path / "s.csv"
    sheet.write_text("\n".join([HEADER, *ROWS]) + "\n", encoding="utf-8")
    assert main(["import-csv", str(sheet), "--id", "telefilm-en", "--name", "Mine"]) == 1
    assert "belongs to a built-in pack" in capsys.readouterr().err


# ------------------------------------------------------------------ 9. Open Trivia DB encodings

TEXT_FIELDS = ("category", "question", "correct_answer")


def _encode(data: dict[str, Any], encoding: str) -> dict[str, Any]:
    """``data`` (default HTML-entity encoding) as Open Trivia DB sends it with ``encode=...``."""
    def enc(value: str) -> str:
        raw = html.unescape(value)
        if encoding == "url3986":
            return urllib.parse.quote(raw, safe="")
        if encoding == "urlLegacy":
            return urllib.parse.quote_plus(raw)
        return base64.b64encode(raw.encode("utf-8")).decode("ascii")

    out = []
    for item in data["results"]:
        new = {k: (enc(v) if isinstance(v, str) else [enc(x) for x in v]) for k, v in item.items()}
        out.append(new)
    return {"response_code": 0, "results": out}


DUMP = {"response_code": 0, "results": SAMPLE["results"] + synthetic(36, ["Entertainment: Books", "Sports",
                                                                         "Science: Computers"])["results"]}


@pytest.mark.parametrize("encoding", ["url3986", "urlLegacy", "base64"])
def test_url_and_base64_dumps_are_detected_and_decoded(encoding: str) -> None:
    expected, expected_report = parse_opentdb(DUMP, "d.json", "enc", seed=2)
    encoded = _encode(DUMP, encoding)
    assert "%20" in json.dumps(encoded) or "+" in json.dumps(encoded) or encoding == "base64"
    deck, report = parse_opentdb(encoded, "d.json", "enc", seed=2)
    assert deck == expected and report.skipped == expected_report.skipped == []
    assert report.encoding == ("base64" if encoding == "base64" else "url")
    categories = {card[s]["category"] for card in deck["cards"] for s in ("light", "dark")}
    assert {"literature", "sports", "science_technology"} <= categories  # not all fallen back to Society


def test_a_plain_dump_stays_html_and_a_bad_base64_text_is_skipped_with_a_reason() -> None:
    assert parse_opentdb(DUMP, "d.json", "p")[1].encoding == "html"
    encoded = _encode(DUMP, "base64")
    encoded["results"][0]["question"] = "not base64 at all!"
    _deck, report = parse_opentdb(encoded, "d.json", "b")
    assert report.encoding == "base64" and any("is not base64 text" in s for s in report.skipped)


def test_cli_says_which_encoding_it_decoded(tmp_path: Path, data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "url.json"
    src.write_text(json.dumps(_encode(DUMP, "url3986")), encoding="utf-8")
    assert main(["import-opentdb", str(src), "--id", "url-dump", "--name", "URL dump", "--out",
                 str(tmp_path / "out")]) == 0
    out = capsys.readouterr().out
    assert "texts decoded from URL encoding" in out and "0 skipped" in out
    texts = json.dumps(load_pack_folder(tmp_path / "out")[1])
    assert "%20" not in texts and "Which element has the chemical symbol" in texts


# ------------------------------------------------------------------ 10. export -> edit -> import holds


def test_a_large_opentdb_pack_with_separators_in_options_round_trips_through_the_cli(
        tmp_path: Path, data_dir: Path) -> None:
    results = synthetic(873, ["General Knowledge", "Sports", "History", "Art"])["results"]
    for i, item in enumerate(results):
        if i % 5 == 0:
            item["incorrect_answers"][0] = f"Either | or {i}"
        if i % 7 == 0:
            item["correct_answer"] = f"C:\\Path\\{i} \\| pipe"
    src = tmp_path / "big.json"
    src.write_text(json.dumps({"response_code": 0, "results": results}), encoding="utf-8")
    assert main(["import-opentdb", str(src), "--id", "big", "--name", "Big", "--out", str(tmp_path / "big")]) == 0
    deck = check_pack(tmp_path / "big").deck
    assert len(deck["cards"]) >= 140
    for suffix in (".csv", ".tsv"):
        sheet = tmp_path / f"big{suffix}"
        assert main(["export-csv", str(tmp_path / "big"), str(sheet)]) == 0
        out = tmp_path / f"again{suffix[1:]}"
        assert main(["import-csv", str(sheet), "--id", "again", "--name", "Again", "--out", str(out)]) == 0
        assert check_pack(out).deck == deck


_text = st.text(min_size=1, max_size=24)
_question = st.one_of(
    st.fixed_dictionaries({"type": st.just("knowledge"), "text": _text, "answer": _text}),
    st.fixed_dictionaries({"type": st.just("multiple_choice"), "text": _text,
                           "options": st.lists(_text, min_size=4, max_size=4), "answer": st.sampled_from("ABCD")}),
    st.fixed_dictionaries({"type": st.just("estimate"), "text": _text,
                           "value": st.one_of(st.integers(-10**15, 10**15),
                                              st.floats(allow_nan=False, allow_infinity=False)),
                           "margin": st.floats(min_value=0, allow_infinity=False), "unit": st.text(max_size=6)}),
    st.fixed_dictionaries({"type": st.just("ranking"), "text": _text, "terms": st.lists(_text, min_size=4, max_size=4),
                           "order": st.permutations(list("ABCD"))}),
    st.fixed_dictionaries({"type": st.just("intuition"), "text": _text, "variant": st.sampled_from(["count", "who"])}),
)
_side = st.fixed_dictionaries({"category": st.sampled_from(["sports", "food_drink", "language"]),
                               "questions": st.lists(_question, min_size=3, max_size=3)})
_card = st.fixed_dictionaries({"id": st.from_regex(r"[a-z0-9][a-z0-9_.-]{0,8}", fullmatch=True),
                               "character": st.sampled_from(["lisa", "emma", "arnold"]), "light": _side, "dark": _side})
MANIFEST = {"format": 1, "id": "prop", "name": "Property", "game": "quizclub", "language": "en", "version": "1",
            "author": "Hypothesis"}


@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
@given(cards=st.lists(_card, min_size=1, max_size=2, unique_by=lambda c: c["id"]), suffix=st.sampled_from([".csv",
                                                                                                           ".tsv"]))
def test_any_pack_that_imports_round_trips_through_a_sheet(tmp_path_factory: Any, cards: list[Any],
                                                           suffix: str) -> None:
    folder = tmp_path_factory.mktemp("prop")
    (folder / "manifest.json").write_text(json.dumps(MANIFEST), encoding="utf-8")
    (folder / "cards.json").write_text(json.dumps({"cards": cards}), encoding="utf-8")
    try:
        deck = check_pack(folder).deck
    except PackError:
        return  # does not import: nothing to keep
    sheet = folder / f"deck{suffix}"
    export_sheet(deck, sheet)
    assert read_sheet(sheet) == deck


def test_spaces_around_texts_are_trimmed_on_import_and_a_blank_text_is_refused(tmp_path: Path) -> None:
    folder = small_quiz_pack(tmp_path / "sp", n=1)
    data = json.loads((folder / "cards.json").read_text(encoding="utf-8"))
    data["cards"][0]["light"]["questions"][0]["text"] = "  Padded?  "
    (folder / "cards.json").write_text(json.dumps(data), encoding="utf-8")
    assert check_pack(folder).deck["cards"][0]["light"]["questions"][0]["text"] == "Padded?"
    data["cards"][0]["light"]["questions"][0]["text"] = "   "
    (folder / "cards.json").write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(PackError, match="spaces around texts removed"):
        check_pack(folder)


# ------------------------------------------------------------------ 11. depth without eating memory; every row


def test_json_depth_uses_a_few_bytes_per_character() -> None:
    text = json.dumps({"a": "x" * 7_000_000, "b": [[1, {"c": "[[[" * 1000}]]})
    tracemalloc.start()
    try:
        assert json_depth(text, 32) == 4
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 4 * len(text)  # the old regex took ~125 bytes per character


def test_a_pack_with_a_huge_string_is_refused_by_the_schema_not_by_memory() -> None:
    raw = json.dumps({"cards": [{"id": "a", "text": "y" * 7_000_000}]}).encode()
    tracemalloc.start()
    try:
        data = load_json_bytes(raw, "cards.json")
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert data["cards"][0]["id"] == "a" and peak < 5 * len(raw)


@pytest.mark.parametrize(("text", "expected"), [
    ('"\\\\"', 0), ('["\\\\", ["\\"]"]]', 2), ('{"a": "\\\\\\"[["}', 1), ("[[[", 3), ("]]][", 0), ("", 0),
])
def test_json_depth_handles_escapes_and_garbage(text: str, expected: int) -> None:
    assert json_depth(text) == expected


def _row(pos: int, side: str = "light", **changes: str) -> str:
    cells = dict(card_id="c1", character="lisa", side=side, category="sports", position=str(pos), type="knowledge",
                 text=f"Question {side} {pos}?", answer="A")
    cells.update(changes)
    order = ["card_id", "character", "side", "category", "position", "type", "text", "answer"]
    return ",".join(cells[c] for c in order) + ",,,,,,,"


def test_every_bad_row_is_reported_not_only_the_first() -> None:
    rows = [_row(1), _row(2, type="riddle"), _row(3), _row(1, "dark", category="cooking"), _row(2, "dark"),
            _row(3, "dark", position="7")]
    with pytest.raises(PackError) as info:
        parse_sheet("\n".join([HEADER, *rows]) + "\n", "many.csv")
    message = str(info.value)
    assert message.startswith("many.csv: 3 problems")
    assert "many.csv row 3: unknown type 'riddle'" in message
    assert "many.csv row 5: unknown category 'cooking'" in message
    assert "many.csv row 7: 'position' must be 1, 2 or 3" in message


def test_a_sheet_without_its_header_row_says_so() -> None:
    with pytest.raises(PackError, match=r"headerless\.csv row 1: the header row seems to be missing"):
        parse_sheet("\n".join(ROWS) + "\n", "headerless.csv")
