"""gamesuite.paths: the user's data folder found without platformdirs where its answer is known."""

from __future__ import annotations

import sys

import pytest

from gamesuite import paths


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the fast path is Linux's")
@pytest.mark.parametrize(("xdg", "home"), [(None, "/home/ada"), ("/data/xdg", "/home/ada"), ("", "/home/ada"),
                                           ("relative/xdg", "/home/ada"), (None, "relative-home")])
def test_the_data_folder_is_the_one_platformdirs_names(monkeypatch, tmp_path, xdg, home) -> None:  # noqa: ANN001
    from platformdirs import user_data_path

    monkeypatch.delenv("GAMESUITE_DATA_DIR", raising=False)
    monkeypatch.delenv("ANDROID_ROOT", raising=False)
    monkeypatch.delenv("ANDROID_DATA", raising=False)
    if xdg is None:
        monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    else:
        monkeypatch.setenv("XDG_DATA_HOME", xdg)
    monkeypatch.setenv("HOME", home)
    fast = paths._linux_data_dir()
    if fast is not None:  # where it answers, it answers as platformdirs does
        assert fast == user_data_path("GameSuite", "GameSuite")
    if xdg in (None, "") and home.startswith("/") or (xdg or "").startswith("/"):
        assert fast is not None  # the usual cases never import platformdirs


def test_the_override_wins_and_the_folder_exists(monkeypatch, tmp_path) -> None:  # noqa: ANN001
    monkeypatch.setenv("GAMESUITE_DATA_DIR", str(tmp_path / "data"))
    assert paths.user_data_dir() == tmp_path / "data" and (tmp_path / "data").is_dir()
    monkeypatch.delenv("GAMESUITE_DATA_DIR")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    if sys.platform.startswith("linux"):
        assert paths.user_data_dir() == tmp_path / "xdg" / "GameSuite" and (tmp_path / "xdg" / "GameSuite").is_dir()
