"""Hostile saves, generated with hypothesis, through every load path: 0 uncaught exceptions.

Structure-aware: each example starts from a real save of one of the games (telefilm, quizclub,
telma, ciak, demo) and applies 1-3 mutations at chosen places: deep nesting, huge numbers,
wrong types, compression bombs and damaged packed content, foreign or mismatched game ids,
impossible player lists, over-long strings, NaN/Infinity, deleted fields, moves that no longer
replay (so the snapshot path runs), edited scores, and byte-level damage (truncation, flips).
The file is then the newest save in a folder (after one good save) and goes through:

* launcher start-up: ``MainWindow()`` on that folder (peek/latest), which must reach the launcher;
* Continue: ``continue_last()`` opens a checked game or says why (the window is left as it was);
* the Load dialog: ``LoadDialog`` lists it (with the reason when it cannot be opened) and
  ``open_save`` of it behaves like Continue;
* the replay CLI: ``python -m gamesuite.rules replay FILE`` exits 0, 1 or 2 with a sentence;
* the door itself: ``read_save``/``restore`` return a game whose invariants hold, or SaveError.

Any exception escaping one of these (or raised inside a Qt slot, which pytest-qt reports) fails
the test.
"""

from __future__ import annotations

import base64
import contextlib
import io
import json
import os
import shutil
import tempfile
import zlib
from collections import Counter
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, Phase, given, seed, settings
from hypothesis import strategies as st

from gamesuite.rules.__main__ import main as rules_cli
from gamesuite.storage.saves import SaveError, read_save, restore
from gamesuite.storage.store import SaveStore, peek
from tests.reliability.conftest import FULL, SEED, Timer, report, size
from tests.storage.helpers import save_json

GAMES = ("telefilm", "quizclub", "telma", "ciak", "demo")
PACKED = ("zlib", "content_z", "ciak_set_z")
MARK = "\u0000RAW{}\u0000"
STATS: Counter[str] = Counter()


def _bomb(inflated: int) -> str:
    c = zlib.compressobj(9)
    chunk = b" " * (1024 * 1024)
    data = b"".join(c.compress(chunk) for _ in range(inflated // len(chunk))) + c.compress(b"1") + c.flush()
    return base64.b64encode(data).decode("ascii")


_BOMBS: dict[str, str] = {}


def bombs() -> dict[str, str]:
    if not _BOMBS:
        _BOMBS["inflates to 40 MiB"] = _bomb(40 * 1024 * 1024)
        _BOMBS["inflates to 2 MiB of spaces"] = _bomb(2 * 1024 * 1024)
        _BOMBS["truncated zlib"] = base64.b64encode(zlib.compress(b'{"cards": []}')[:-3]).decode()
        _BOMBS["zlib of a list"] = base64.b64encode(zlib.compress(b"[1, 2, 3]")).decode()
        _BOMBS["zlib of deep JSON"] = base64.b64encode(zlib.compress(b"[" * 5000 + b"]" * 5000)).decode()
        _BOMBS["AAAA"] = "AAAA"
        _BOMBS["not base64"] = "!!!not base64!!!"
    return _BOMBS


_BASES: dict[str, dict[str, Any]] = {}


def base(game: str) -> dict[str, Any]:
    if game not in _BASES:
        _BASES[game] = save_json(game, steps=10)
    return json.loads(json.dumps(_BASES[game]))


def _paths(node: Any, prefix: tuple[Any, ...] = (), out: list[tuple[Any, ...]] | None = None,
           limit: int = 4000) -> list[tuple[Any, ...]]:
    """Paths to the nodes of ``node`` (containers first, at most ``limit``)."""
    out = [] if out is None else out
    stack = [(node, prefix)]
    while stack and len(out) < limit:
        value, path = stack.pop(0)
        out.append(path)
        if isinstance(value, dict):
            stack.extend((v, (*path, k)) for k, v in value.items())
        elif isinstance(value, list):
            stack.extend((v, (*path, i)) for i, v in enumerate(value))
    return out


def _get(data: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        data = data[key]
    return data


def _set(data: Any, path: tuple[Any, ...], value: Any) -> Any:
    if not path:
        return value
    _get(data, path[:-1])[path[-1]] = value
    return data


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(10**30), 10**30) | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)

SECTIONS = ("config", "config.players", "config.content", "config.options", "snapshot", "actions", "base", "top")
KINDS = ("packed", "break_replay", "game_id", "players", "scores", "deep", "huge_int", "wrong_type", "long_string",
         "delete", "number", "base_state")


class Case:
    """One hostile save (a short repr: hypothesis prints it when a case fails)."""

    def __init__(self, game: str, blob: bytes, mutations: list[str]) -> None:
        self.game, self.blob, self.mutations = game, blob, mutations

    def __repr__(self) -> str:
        return f"Case({self.game!r}, {len(self.blob)} bytes, {self.mutations!r}, head={self.blob[:60]!r})"


@st.composite
def hostile_save(draw: st.DrawFn) -> Case:
    game = draw(st.sampled_from(GAMES))
    data = base(game)
    raws: list[str] = []
    done: list[str] = []

    def raw(text: str) -> str:
        raws.append(text)
        return MARK.format(len(raws) - 1)

    for kind in draw(st.lists(st.sampled_from(KINDS), min_size=1, max_size=3)):
        section = draw(st.sampled_from(SECTIONS))
        root: tuple[Any, ...] = () if section == "top" else tuple(section.split("."))
        try:
            _get(data, root)
        except (KeyError, IndexError, TypeError):
            root = ()
        nodes = _paths(_get(data, root), root)
        path = nodes[draw(st.integers(0, len(nodes) - 1))]
        try:
            if kind == "deep":
                depth = draw(st.sampled_from([40, 65, 100, 1200, 5000, 100_000]))
                data = _set(data, path, raw("[" * depth + "]" * depth))
            elif kind == "huge_int":
                digits = draw(st.sampled_from([19, 41, 400, 4301, 6000]))
                data = _set(data, path, raw(draw(st.sampled_from(["", "-"])) + "9" * digits))
            elif kind == "wrong_type":
                data = _set(data, path, draw(json_values))
            elif kind == "packed":
                bomb = bombs()[draw(st.sampled_from(sorted(bombs())))]
                targets = [p for p in _paths(data) if p and p[-1] in PACKED]
                if targets and draw(st.booleans()):
                    path = targets[draw(st.integers(0, len(targets) - 1))]
                elif game == "ciak":
                    path = ("config", "content")
                    bomb = {"ciak_set_z": bomb}  # type: ignore[assignment]
                data = _set(data, path, bomb)
            elif kind == "game_id":
                other = draw(st.sampled_from([*GAMES, "", "nope", "../../etc", "x" * 200]))
                where = draw(st.sampled_from([("game",), ("config", "game")]))
                data = _set(data, where, other)
            elif kind == "long_string":
                data = _set(data, path, "Ü" * draw(st.sampled_from([10_001, 60_000])))
            elif kind == "delete":
                if path and isinstance(_get(data, path[:-1]), dict):
                    del _get(data, path[:-1])[path[-1]]
            elif kind == "players":
                players = draw(st.sampled_from([
                    [], [{"name": "Solo"}], [{"name": f"P{i}", "colour": "#123456"} for i in range(9)],
                    [{"name": "N" * 41}] * 3, [1, 2, 3], [{"colour": "#fff"}] * 3, "three",
                    [{"name": "Ann"}, {"name": "Ann"}, {"name": "Ann"}], [{"name": "A", "colour": "not a colour"}] * 3,
                ]))
                data["config"]["players"] = players
            elif kind == "number":
                data = _set(data, path, raw(draw(st.sampled_from(["NaN", "Infinity", "-Infinity", "1e400", "-0.0",
                                                                  "1.5", "1" + "0" * 70 + ".5"]))))
            elif kind == "break_replay":
                data["actions"] = [*data.get("actions", []), {"kind": "no-such-move", "seat": 0}] if isinstance(
                    data.get("actions"), list) else data.get("actions")
            elif kind == "scores":
                snap = data.get("snapshot")
                if isinstance(snap, dict) and isinstance(snap.get("scores"), list) and snap["scores"]:
                    snap["scores"][0] = draw(st.sampled_from([999_999, -5, 10**18, "ten", None]))
                if isinstance(data.get("actions"), list):
                    data["actions"].append({"kind": "no-such-move", "seat": 0})
            elif kind == "base_state":
                data["base"] = draw(st.sampled_from([data.get("snapshot"), {}, [], "base"]))
        except (TypeError, KeyError, IndexError, AttributeError):  # an earlier mutation removed this place
            done.append(f"{kind}@{section}:nowhere")
            continue
        done.append(f"{kind}@{section}")
    text = json.dumps(data)
    for i, r in enumerate(raws):
        text = text.replace(json.dumps(MARK.format(i)), r)
    blob = text.encode("utf-8")
    damage = draw(st.sampled_from(["none"] * 6 + ["truncate", "flip"]))
    if damage == "truncate":
        blob = blob[: draw(st.integers(0, len(blob)))]
    elif damage == "flip":
        out = bytearray(blob)
        for _ in range(draw(st.integers(1, 8))):
            i = draw(st.integers(0, len(out) - 1))
            out[i] = draw(st.integers(0, 255))
        blob = bytes(out)
    if damage != "none":
        done.append(damage)
    return Case(game, blob, done)


def _through_the_door(path: Path) -> str:
    try:
        loaded = restore(read_save(path), path)
    except SaveError as exc:
        assert str(exc) and "Traceback" not in str(exc)
        return "refused"
    from gamesuite.rules import registry

    rules = registry.get_rules(loaded.config.game)
    assert rules.check_invariants(loaded.state) == []
    return "repaired" if loaded.notice else "opened"


def _through_the_cli(path: Path) -> int:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = rules_cli(["replay", str(path)])
    assert code in (0, 1, 2)
    if code == 2:
        lines = err.getvalue().strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("error: cannot replay"), err.getvalue()
    else:
        json.loads(out.getvalue().strip().splitlines()[-1])
    return code


def _through_the_window(folder: Path, path: Path, qtbot: Any, settings_file: Path) -> str:
    from PySide6.QtCore import QSettings

    from gamesuite.ui.main_window import LoadDialog, MainWindow
    from gamesuite.ui.settings import Settings

    settings_obj = Settings(QSettings(str(settings_file), QSettings.Format.IniFormat))
    settings_obj.reduce_motion = True
    window = MainWindow(settings_obj, SaveStore(folder))  # launcher start-up
    window.interactive = False
    try:
        window.resize(1024, 700)
        window.show()
        assert window.stack.currentWidget() is window.launcher
        window.continue_last()  # Continue (the hostile save is the newest)
        outcome = "continued" if window.controller is not None and window.controller.save_path == path else "told"
        if window.controller is not None:
            c = window.controller
            assert c.rules.check_invariants(c.state) == []
            window.grab()
        window.show_launcher()
        dialog = LoadDialog(window.store, window)  # the Load dialog lists it, with a reason if refused
        texts = [dialog.list.item(i).text() for i in range(dialog.list.count())]
        assert any(path.name in t or "moves" in t for t in texts)
        dialog.deleteLater()
        if window.open_save(path):  # what the dialog's Open does
            c = window.controller
            assert c.rules.check_invariants(c.state) == []
            window.grab()
        else:
            assert window.stack.currentWidget() is window.launcher and window.controller is None
        return outcome
    finally:
        from PySide6.QtCore import QEvent
        from PySide6.QtWidgets import QApplication

        window.end_session()
        window.director.close()
        window.close()
        window.deleteLater()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # no event loop runs here: free it now


def test_hostile_saves_never_escape_any_load_path(qtbot: Any, tmp_path: Path) -> None:
    from gamesuite.ui.app import make_app
    from gamesuite.ui.scene.animation import set_reduce_motion

    make_app()
    set_reduce_motion(True)
    good = save_json("demo", steps=4)
    timer = Timer()
    STATS.clear()

    # No shrinking: an example costs up to a second, and a failing Case's repr already says which
    # game and mutations made it (shrinking one took longer than the whole run).
    @settings(max_examples=size("hostile_saves"), deadline=None, database=None,
              phases=(Phase.explicit, Phase.reuse, Phase.generate), suppress_health_check=list(HealthCheck))
    @seed(SEED)
    @given(case=hostile_save(), use_window=st.booleans() if not FULL else st.just(True))
    def run(case: Case, use_window: bool) -> None:
        game, blob, mutations = case.game, case.blob, case.mutations
        folder = Path(tempfile.mkdtemp(dir=tmp_path))
        try:
            older = folder / "demo-00000000-good.gsave.json"
            older.write_text(json.dumps(good), encoding="utf-8")
            os.utime(older, (1_000_000, 1_000_000))
            path = folder / f"{game}-99999999-hostile.gsave.json"
            path.write_bytes(blob)
            peek(path)
            SaveStore(folder).latest()
            SaveStore(folder).entries()
            door = _through_the_door(path)
            STATS[f"door:{door}"] += 1
            STATS[f"cli:exit {_through_the_cli(path)}"] += 1
            if use_window or door != "refused":
                STATS[f"window:{_through_the_window(folder, path, qtbot, tmp_path / 'settings.ini')}"] += 1
            STATS["saves"] += 1
            progress = os.environ.get("GAMESUITE_RELIABILITY_REPORT")
            if progress and STATS["saves"] % 100 == 0:  # a long run's progress, next to its report
                with open(f"{progress}.progress", "a", encoding="utf-8") as fh:
                    fh.write(f"hostile saves: {STATS['saves']} tried, {timer.seconds} s\n")
            for m in mutations:
                STATS[f"mutation:{m.split('@')[0]}"] += 1
            if door == "refused":
                assert path.read_bytes() == blob, "a save that cannot be opened was changed"
        finally:
            shutil.rmtree(folder, ignore_errors=True)

    try:
        run()
    finally:
        set_reduce_motion(False)
    report("hostile_saves", hostile_saves=STATS["saves"], outcomes={k: v for k, v in sorted(STATS.items())
                                                                    if not k.startswith("mutation:")},
           mutations={k[9:]: v for k, v in sorted(STATS.items()) if k.startswith("mutation:")},
           uncaught_exceptions=0, seconds=timer.seconds, seed=SEED)
