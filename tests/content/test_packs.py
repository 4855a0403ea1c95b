"""Built-in packs: every card validates, counts match, the build is up to date, and the
new-game dialog's pack list / content loading covers built-in and imported packs."""

from __future__ import annotations

import json
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from gamesuite.content import (
    PackError,
    builtin_pack_dirs,
    default_content,
    load_content,
    load_pack_folder,
    pack_choices,
    validate_deck,
)
from gamesuite.content.packs import (
    check_pack,
    deck_counts,
    import_pack,
    remove_pack,
    version_key,
)
from gamesuite.content.schemas import CATEGORY_TITLES, CHARACTERS, GENRES, PERIODS
from gamesuite.paths import resources_dir

ROOT = Path(__file__).resolve().parents[2]
PACKS = resources_dir() / "packs"


@pytest.fixture()
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    data = tmp_path / "data"
    monkeypatch.setenv("GAMESUITE_DATA_DIR", str(data))
    return data


def small_quiz_pack(folder: Path, pack_id: str = "my-quiz", version: str = "1.0", n: int = 3,
                    prefix: str = "mine") -> Path:
    """A valid Quiz Club pack made from built-in cards with fresh ids."""
    _m, deck = load_pack_folder(PACKS / "quizclub-en")
    cards = [dict(c, id=f"{prefix}-{i:03d}") for i, c in enumerate(deck["cards"][:n], start=1)]
    folder.mkdir(parents=True)
    manifest = {"format": 1, "id": pack_id, "name": "My quiz", "game": "quizclub", "language": "en",
                "version": version, "author": "Tester"}
    (folder / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    (folder / "cards.json").write_text(json.dumps({"cards": cards}), encoding="utf-8")
    return folder


# ------------------------------------------------------------------------------- built-in packs


@pytest.mark.parametrize("pack_id", ["telefilm-en", "quizclub-en"])
def test_full_packs_exist_with_expected_manifest(pack_id: str) -> None:
    manifest, deck = load_pack_folder(PACKS / pack_id)
    assert manifest.id == pack_id
    assert manifest.language == "en" and manifest.author == "GameSuite"
    assert manifest.name.endswith("— English deck")
    assert manifest.counts == deck_counts(manifest.game, deck)


def test_every_builtin_pack_passes_the_import_checks() -> None:
    folders = sorted(p for p in PACKS.iterdir() if (p / "manifest.json").is_file())
    assert {"telefilm-en", "quizclub-en"} <= {p.name for p in folders}
    for folder in folders:
        pack = check_pack(folder)  # the same strict path an imported pack goes through
        assert pack.manifest.id == folder.name
        assert pack.counts["cards"] == len(pack.deck["cards"])


def test_every_builtin_question_validates_on_its_own() -> None:
    from pydantic import TypeAdapter

    from gamesuite.content.schemas import QuizQuestion, TelefilmQuestion

    quiz, tele = TypeAdapter(QuizQuestion), TypeAdapter(TelefilmQuestion)
    n = 0
    for game in ("telefilm", "quizclub"):
        for folder in builtin_pack_dirs(game):
            data = json.loads((folder / "cards.json").read_text(encoding="utf-8"))
            validate_deck(game, data, str(folder))
            for card in data["cards"]:
                if game == "telefilm":
                    for q in card["questions"]:
                        tele.validate_python(q)
                        n += 1
                else:
                    for side in ("light", "dark"):
                        for q in card[side]["questions"]:
                            quiz.validate_python(q)
                            n += 1
    assert n >= 720 + 960


def test_full_pack_counts_cover_every_genre_period_category_and_character() -> None:
    t = check_pack(PACKS / "telefilm-en").counts
    assert t["cards"] == 180 and t["questions"] == 720
    assert t["deck.mix"] == 45
    for p in PERIODS:
        assert t[f"period.{p}"] == 45
    for g in GENRES:
        for p in PERIODS:
            assert t[f"crossing.{g}.{p}"] >= 11
    assert sum(t[f"difficulty.{d}"] for d in (1, 2, 3)) == 180
    q = check_pack(PACKS / "quizclub-en").counts
    assert q["cards"] == 160 and q["questions"] == 960 and q["sides"] == 320
    assert all(q[f"category.{c}"] > 0 for c in CATEGORY_TITLES)
    assert all(q[f"character.{c}"] > 0 for c in CHARACTERS)
    assert all(q[f"type.{k}"] > 0 for k in ("knowledge", "multiple_choice", "estimate", "ranking", "intuition"))


def test_builtin_card_ids_are_unique_across_packs_so_merging_drops_nothing() -> None:
    for game in ("telefilm", "quizclub"):
        packs = [load_pack_folder(f) for f in builtin_pack_dirs(game)]
        total = sum(len(deck["cards"]) for _m, deck in packs)
        assert len(load_content(game, [m.id for m, _deck in packs])["cards"]) == total
        for language in ("en", "it"):  # one language's question packs; the expansions are sorted in, not merged
            base = sum(len(deck["cards"]) for m, deck in packs if not m.expansion and m.language == language)
            assert len(default_content(game, language)["cards"]) == base


def test_built_packs_are_up_to_date_with_content_src() -> None:
    run = subprocess.run([sys.executable, str(ROOT / "tools" / "build_packs.py"), "--check"],
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr + run.stdout
    assert "quizclub-en: 160 cards" in run.stdout


def test_counts_report_lists_both_packs() -> None:
    text = (ROOT / "docs" / "content-counts.md").read_text(encoding="utf-8")
    assert "| `telefilm-en` | telefilm | 180 | 720 |" in text
    assert "| `quizclub-en` | quizclub | 160 | 960 |" in text


# ---------------------------------------------------------------------- new-game dialog content


def test_pack_choices_and_load_content_cover_builtin_and_imported(tmp_path: Path, data_dir: Path) -> None:
    ids = [pid for pid, _label in pack_choices("quizclub")]
    assert "quizclub-en" in ids and "my-quiz" not in ids
    import_pack(small_quiz_pack(tmp_path / "src"))
    choices = dict(pack_choices("quizclub"))
    assert "quizclub-en" in choices and "my-quiz" in choices
    assert choices["my-quiz"] == "My quiz (en, v1.0) — 3 cards"
    assert choices["quizclub-en"].endswith("— 160 cards")
    assert [pid for pid, _ in pack_choices("telefilm")].count("my-quiz") == 0
    merged = load_content("quizclub", ["quizclub-en", "my-quiz"])
    assert len(merged["cards"]) == 163
    assert len(load_content("quizclub", ["my-quiz"])["cards"]) == 3
    everything = load_content("quizclub", None)
    assert len(everything["cards"]) == len(default_content("quizclub")["cards"]) + 3
    remove_pack("my-quiz")
    assert "my-quiz" not in dict(pack_choices("quizclub"))
    with pytest.raises(PackError, match="no question pack"):
        load_content("quizclub", ["my-quiz"])


def test_a_leftover_import_folder_is_not_listed_as_a_pack(tmp_path: Path, data_dir: Path) -> None:
    small_quiz_pack(data_dir / "packs" / ".import-crashed")
    assert "my-quiz" not in dict(pack_choices("quizclub"))


def test_zip_pack_with_a_wrapper_folder_imports(tmp_path: Path, data_dir: Path) -> None:
    src = small_quiz_pack(tmp_path / "src")
    archive = tmp_path / "my-quiz.zip"
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as zf:
        zf.writestr("my-quiz/", "")
        for name in ("manifest.json", "cards.json"):
            zf.write(src / name, f"my-quiz/{name}")
        zf.writestr("my-quiz/README.md", "# My quiz\n")
        zf.writestr("__MACOSX/my-quiz/._cards.json", b"\x00\x05\x16\x07")
    done = import_pack(archive)
    assert done.id == "my-quiz" and done.counts["cards"] == 3
    assert sorted(p.name for p in done.folder.iterdir()) == ["README.md", "cards.json", "manifest.json"]
    manifest = json.loads((done.folder / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["counts"]["cards"] == 3  # recomputed on import


def test_version_conflicts_are_refused_clearly(tmp_path: Path, data_dir: Path) -> None:
    import_pack(small_quiz_pack(tmp_path / "v1", version="1.0"))
    with pytest.raises(PackError, match=r"already installed \(the same version\)"):
        import_pack(small_quiz_pack(tmp_path / "v1again", version="1.0"))
    with pytest.raises(PackError, match=r"version 1\.0\).*replace"):
        import_pack(small_quiz_pack(tmp_path / "v2", version="1.10"))
    done = import_pack(tmp_path / "v2", replace=True)
    assert done.replaced == "1.0" and done.version == "1.10"
    with pytest.raises(PackError, match=r"a newer version \(1\.10\).*already installed; this one is 1\.9"):
        import_pack(small_quiz_pack(tmp_path / "v19", version="1.9"), replace=True)
    assert load_pack_folder(data_dir / "packs" / "my-quiz")[0].version == "1.10"
    assert [p.name for p in (data_dir / "packs").iterdir()] == ["my-quiz"]


def test_builtin_ids_and_clashing_card_ids_are_refused(tmp_path: Path, data_dir: Path) -> None:
    with pytest.raises(PackError, match="belongs to a built-in pack"):
        import_pack(small_quiz_pack(tmp_path / "a", pack_id="quizclub-en"))
    _m, deck = load_pack_folder(PACKS / "quizclub-en")
    src = small_quiz_pack(tmp_path / "b", pack_id="copycat")
    (src / "cards.json").write_text(json.dumps({"cards": deck["cards"][:2]}), encoding="utf-8")
    with pytest.raises(PackError, match=r"cards\.json: card id\(s\) .* already used by pack 'quizclub-en'"):
        import_pack(src)
    assert not (data_dir / "packs" / "copycat").exists()


def test_version_order_is_numeric() -> None:
    assert version_key("1.10") > version_key("1.9") > version_key("1.0")
    assert version_key("2") > version_key("1.99")


def test_cli_list_shows_builtin_packs(capsys: pytest.CaptureFixture[str], data_dir: Path) -> None:
    from gamesuite.content.__main__ import main

    assert main(["list", "telefilm"]) == 0
    out = capsys.readouterr().out
    assert "telefilm-en" in out and "180 cards" in out


def test_schema_literals_match_the_rules_tables() -> None:
    import typing

    from gamesuite.content import schemas

    assert set(typing.get_args(schemas.Category)) == set(schemas.CATEGORY_TITLES)
    assert set(typing.get_args(schemas.Character)) == set(schemas.CHARACTERS)
