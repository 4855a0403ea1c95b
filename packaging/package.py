"""Build the installers of the platform this runs on from the PyInstaller app.

    python packaging/package.py [--skip-build] [--out dist/installers]

- Linux: ``GameSuite-<v>-linux-<arch>.deb`` (dpkg-deb) and ``.tar.gz`` (portable, same build)
- Windows: ``GameSuite-<v>-windows-<arch>.exe`` (NSIS, per-user)
- macOS: ``GameSuite-<v>-macos-<arch>.dmg`` (the .app with an Applications link)

``python dev.py package`` runs this after setting up. The steps are functions so that the tests in
tests/packaging/ run them on one shared build (and the NSIS script on a stand-in payload).
"""

from __future__ import annotations

import argparse
import datetime
import gzip
import os
import re
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import meta  # noqa: E402

ROOT = meta.ROOT
LINUX = HERE / "linux"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def say(msg: str) -> None:
    print(f"[package] {msg}", flush=True)


# ---------------------------------------------------------------------------------------- build steps
def build_app(dist: Path, work: Path) -> Path:
    """Run the PyInstaller spec; returns the onedir folder (``dist/GameSuite``)."""
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
                    "--distpath", str(dist), "--workpath", str(work), str(HERE / "gamesuite.spec")],
                   check=True, cwd=ROOT)
    return dist / meta.NAME


def make_icons(out: Path) -> Path:
    """The icon sizes, ICO and ICNS from the SVG (tools/make_icons.py, in a child process)."""
    subprocess.run([sys.executable, str(ROOT / "tools" / "make_icons.py"), "--out", str(out)], check=True)
    return out


def build_time() -> datetime.datetime:
    """When, for metadata: SOURCE_DATE_EPOCH when set (reproducible builds), else now."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    return (datetime.datetime.fromtimestamp(int(epoch), datetime.UTC) if epoch
            else datetime.datetime.now(datetime.UTC))


def build_date() -> str:
    return build_time().date().isoformat()


def metainfo(version: str = meta.VERSION) -> str:
    text = (LINUX / f"{meta.APP_ID}.metainfo.xml").read_text(encoding="utf-8")
    return text.replace("@VERSION@", version).replace("@DATE@", build_date())


# ---------------------------------------------------------------------------------------- Linux
def _is_elf(path: Path) -> bool:
    try:
        with path.open("rb") as f:
            return f.read(4) == b"\x7fELF"
    except OSError:
        return False


def elf_files(app_dir: Path) -> list[Path]:
    return [p for p in sorted(app_dir.rglob("*")) if p.is_file() and not p.is_symlink() and _is_elf(p)]


def system_libraries(app_dir: Path) -> tuple[set[str], str | None]:
    """The shared libraries the bundle needs but does not carry (sonames), and the newest glibc
    symbol version it uses (``"2.34"``), read with objdump."""
    bundled = {p.name for p in app_dir.rglob("*")}
    needed: set[str] = set()
    glibc: tuple[int, ...] = ()
    for elf in elf_files(app_dir):
        out = subprocess.run(["objdump", "-p", str(elf)], capture_output=True, text=True).stdout
        needed.update(m.group(1) for m in re.finditer(r"^\s+NEEDED\s+(\S+)", out, re.M))
        for m in re.finditer(r"GLIBC_(\d+(?:\.\d+)+)", out):
            glibc = max(glibc, tuple(int(x) for x in m.group(1).split(".")))
    return needed - bundled, ".".join(map(str, glibc)) if glibc else None


def debian_package_of(soname: str) -> str | None:
    """The installed Debian package that ships ``soname`` (None if dpkg does not know it)."""
    r = subprocess.run(["dpkg-query", "-S", f"*/{soname}"], capture_output=True, text=True)
    for line in r.stdout.splitlines():
        pkg, _, path = line.partition(": ")
        if path.strip().endswith(f"/{soname}") and "/lib" in path:
            return pkg.split(":")[0].split(",")[0].strip()
    return None


# Files the bundled libraries read at run time (not found through DT_NEEDED): fontconfig's
# configuration for the bundled libfontconfig (it brings a fallback font with it).
EXTRA_DEPENDS = ["fontconfig-config"]
RECOMMENDS = ["hicolor-icon-theme", "shared-mime-info", "desktop-file-utils"]


def deb_depends(app_dir: Path) -> list[str]:
    """``Depends`` of the .deb: the packages of the system libraries the bundle loads, libc with the
    glibc version its symbols need, and EXTRA_DEPENDS. Unknown libraries stop the build."""
    missing, glibc = system_libraries(app_dir)
    packages: set[str] = set()
    unknown = []
    for soname in sorted(missing):
        pkg = debian_package_of(soname)
        if pkg is None:
            unknown.append(soname)
        else:
            packages.add(pkg)
    if unknown:
        raise RuntimeError(f"no Debian package found for {', '.join(unknown)}; install it or bundle it")
    deps = []
    for pkg in sorted(packages | set(EXTRA_DEPENDS)):
        deps.append(f"{pkg} (>= {glibc})" if pkg == "libc6" and glibc else pkg)
    return deps


def deb_arch() -> str:
    r = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True)
    return r.stdout.strip() or {"x86_64": "amd64", "arm64": "arm64"}.get(meta.arch_name(), meta.arch_name())


def _copy_tree(src: Path, dst: Path) -> None:
    shutil.copytree(src, dst, symlinks=True)
    for p in [dst, *dst.rglob("*")]:
        if p.is_symlink():
            continue
        if p.is_dir():
            p.chmod(0o755)
        else:
            p.chmod(0o755 if os.access(p, os.X_OK) or _is_elf(p) else 0o644)


def _write(path: Path, text: str | bytes, mode: int = 0o644) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    path.chmod(mode)


def desktop_files(root: Path, icons: Path, prefix: str = "usr") -> None:
    """The desktop integration under ``root/<prefix>/share``: entry, MIME types, metainfo, icons."""
    share = root / prefix / "share"
    _write(share / "applications" / f"{meta.APP_ID}.desktop",
           (LINUX / f"{meta.APP_ID}.desktop").read_text(encoding="utf-8"))
    _write(share / "mime" / "packages" / f"{meta.APP_ID}.xml",
           (LINUX / f"{meta.APP_ID}.mime.xml").read_text(encoding="utf-8"))
    _write(share / "metainfo" / f"{meta.APP_ID}.metainfo.xml", metainfo())
    for size in ICON_SIZES:
        png = (icons / "png" / f"gamesuite-{size}.png").read_bytes()
        base = share / "icons" / "hicolor" / f"{size}x{size}"
        _write(base / "apps" / f"{meta.APP_ID}.png", png)  # saves and packs show it too (<icon> in the MIME xml)
    _write(share / "icons" / "hicolor" / "scalable" / "apps" / f"{meta.APP_ID}.svg",
           (ROOT / "resources" / "icons" / "gamesuite.svg").read_bytes())
    for p in [share, *share.rglob("*")]:
        if p.is_dir():
            p.chmod(0o755)


def deb_control(app_dir: Path, installed_kb: int, version: str = meta.VERSION) -> str:
    return "\n".join([
        f"Package: {meta.PACKAGE}",
        f"Version: {version}",
        f"Architecture: {deb_arch()}",
        "Maintainer: The GameSuite authors <packaging@gamesuite.invalid>",
        f"Installed-Size: {installed_kb}",
        f"Depends: {', '.join(deb_depends(app_dir))}",
        f"Recommends: {', '.join(RECOMMENDS)}",
        "Section: games",
        "Priority: optional",
        f"Description: {meta.SUMMARY}",
        " GameSuite brings four tabletop games to one computer, for a family playing",
        " together: Il Gioco dei Telefilm (TV-series trivia with a Director who bets),",
        " Quiz Club (players ask each other questions from their hands), Telma (a",
        " real-time reaction card game) and Ciak! (a film-studio card battle).",
        " .",
        " The app is installed in /opt/gamesuite; the gamesuite command starts it.",
        "",
    ])


DEB_COPYRIGHT = """Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: GameSuite

Files: *
Copyright: The GameSuite authors
License: MIT

Files: opt/gamesuite/_internal/PySide6/* opt/gamesuite/_internal/libQt6* opt/gamesuite/_internal/libpyside6*
 opt/gamesuite/_internal/libshiboken6*
Copyright: The Qt Company Ltd. and other contributors
License: LGPL-3.0-only
 On Debian systems the full text is in /usr/share/common-licenses/LGPL-3 (and the GPL it refers
 to in /usr/share/common-licenses/GPL-3); both are also in
 /opt/gamesuite/_internal/resources/licenses/.

Files: opt/gamesuite/_internal/resources/fonts/*
Copyright: The Inter Project Authors
License: OFL-1.1
 The full text is in /opt/gamesuite/_internal/resources/licenses/Inter-OFL-1.1.txt.

Comment: The other bundled libraries and their licences are listed in Help > About in the app,
 with their texts in /opt/gamesuite/_internal/resources/licenses/.

License: MIT
 Permission is hereby granted, free of charge, to any person obtaining a copy of this software and
 associated documentation files (the "Software"), to deal in the Software without restriction,
 including without limitation the rights to use, copy, modify, merge, publish, distribute,
 sublicense, and/or sell copies of the Software, and to permit persons to whom the Software is
 furnished to do so, subject to the following conditions:
 .
 The above copyright notice and this permission notice shall be included in all copies or
 substantial portions of the Software.
 .
 THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT
 NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND
 NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES
 OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN
 CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.
"""


def build_deb(app_dir: Path, out_dir: Path, icons: Path, work: Path, version: str = meta.VERSION,
              compression: str = "xz") -> Path:
    """``GameSuite-<v>-linux-<arch>.deb``: the app in /opt/gamesuite, ``gamesuite`` on PATH, desktop
    entry, icons, MIME types and AppStream metainfo. The desktop, MIME and icon caches are refreshed by
    the triggers of desktop-file-utils, shared-mime-info and hicolor-icon-theme (no maintainer scripts).
    ``compression``: xz for releases (smallest); the tests use gzip (a few times faster to build)."""
    root = work / "deb-root"
    shutil.rmtree(root, ignore_errors=True)
    _copy_tree(app_dir, root / "opt" / meta.PACKAGE)
    (root / "usr" / "bin").mkdir(parents=True)
    (root / "usr" / "bin" / meta.PACKAGE).symlink_to(f"/opt/{meta.PACKAGE}/{meta.NAME}")
    desktop_files(root, icons)
    doc = root / "usr" / "share" / "doc" / meta.PACKAGE
    _write(doc / "copyright", DEB_COPYRIGHT)
    changelog = (f"{meta.PACKAGE} ({version}) stable; urgency=low\n\n  * GameSuite {version}.\n\n"
                 f" -- The GameSuite authors <packaging@gamesuite.invalid>  "
                 f"{build_time().strftime('%a, %d %b %Y %H:%M:%S +0000')}\n")
    _write(doc / "changelog.gz", gzip.compress(changelog.encode(), mtime=0))
    for p in [root / "usr", *(root / "usr").rglob("*")]:
        if p.is_dir():
            p.chmod(0o755)
    size_kb = sum(p.lstat().st_size for p in root.rglob("*") if not p.is_dir()) // 1024
    _write(root / "DEBIAN" / "control", deb_control(app_dir, size_kb, version))
    (root / "DEBIAN").chmod(0o755)
    out_dir.mkdir(parents=True, exist_ok=True)
    deb = out_dir / meta.installer_name("deb", version, "linux")
    subprocess.run(["dpkg-deb", "--root-owner-group", f"-Z{compression}", "--build", str(root), str(deb)],
                   check=True, stdout=subprocess.DEVNULL)
    return deb


def build_tarball(app_dir: Path, out_dir: Path, icons: Path, work: Path, version: str = meta.VERSION) -> Path:
    """``GameSuite-<v>-linux-<arch>.tar.gz``: the same build in ``GameSuite-<v>/`` for other distributions,
    with the desktop files under ``share/`` and ``install.sh`` that links them into ~/.local."""
    top = f"{meta.NAME}-{version}"
    stage = work / "tar-root" / top
    shutil.rmtree(stage.parent, ignore_errors=True)
    _copy_tree(app_dir, stage)
    desktop_files(stage, icons, prefix=".")
    shutil.copy2(LINUX / "install.sh", stage / "install.sh")
    (stage / "install.sh").chmod(0o755)
    out_dir.mkdir(parents=True, exist_ok=True)
    archive = out_dir / meta.installer_name("tar.gz", version, "linux")

    def owner(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = "root"
        return info

    with tarfile.open(archive, "w:gz", compresslevel=6) as tar:
        tar.add(stage, arcname=top, filter=owner)
    return archive


# ---------------------------------------------------------------------------------------- Windows
def nsis_lists(payload: Path, work: Path) -> tuple[Path, Path]:
    """``install.nsh`` (SetOutPath/File for every file of the payload) and ``uninstall.nsh`` (Delete
    for each of them, then RMDir of each folder, deepest first): the uninstaller removes only what
    the installer wrote."""
    files = sorted(p for p in payload.rglob("*") if p.is_file())
    folders = sorted({p.parent.relative_to(payload) for p in files} |
                     {d.relative_to(payload) for d in payload.rglob("*") if d.is_dir()},
                     key=lambda d: str(d))

    def win(rel: Path) -> str:
        text = str(rel).replace("/", "\\").replace("$", "$$")  # $ starts an NSIS variable
        return "" if text == "." else "\\" + text

    def src(path: Path) -> str:
        return str(path)  # a File source path is read at compile time, with no $ variables in it

    install, uninstall = [], []
    by_folder: dict[Path, list[Path]] = {}
    for f in files:
        by_folder.setdefault(f.parent.relative_to(payload), []).append(f)
    for folder in folders:
        install.append(f'SetOutPath "$INSTDIR{win(folder)}"')
        for f in by_folder.get(folder, []):
            install.append(f'File "{src(f)}"')
            uninstall.append(f'Delete "$INSTDIR{win(f.relative_to(payload))}"')
    for folder in sorted(folders, key=lambda d: len(d.parts), reverse=True):
        if str(folder) != ".":
            uninstall.append(f'RMDir "$INSTDIR{win(folder)}"')
    work.mkdir(parents=True, exist_ok=True)
    inst, uninst = work / "install.nsh", work / "uninstall.nsh"
    inst.write_text("\n".join(install) + "\n", encoding="utf-8")
    uninst.write_text("\n".join(uninstall) + "\n", encoding="utf-8")
    return inst, uninst


def find_makensis() -> str | None:
    found = shutil.which("makensis")
    if found:
        return found
    for base in (os.environ.get("PROGRAMFILES(X86)"), os.environ.get("PROGRAMFILES")):
        if base and (Path(base) / "NSIS" / "makensis.exe").exists():
            return str(Path(base) / "NSIS" / "makensis.exe")
    return None


def build_nsis(payload: Path, out_dir: Path, icons: Path, work: Path, version: str = meta.VERSION,
               arch: str | None = None) -> Path:
    """``GameSuite-<v>-windows-<arch>.exe``, compiled with makensis (which also runs on Linux)."""
    makensis = find_makensis()
    if makensis is None:
        raise RuntimeError("makensis not found: install NSIS (https://nsis.sourceforge.io, or 'choco install nsis')")
    inst, uninst = nsis_lists(payload, work)
    out_dir.mkdir(parents=True, exist_ok=True)
    exe = out_dir / meta.installer_name("exe", version, "windows", arch)
    define = "/D" if os.name == "nt" else "-D"  # makensis on Linux and macOS takes options with "-"
    cmd = [makensis, "-V2", "-WX", "-NOCD",  # -WX: a warning fails the build
           f"{define}VERSION={version}", f"{define}VERSION4={'.'.join(map(str, meta.numeric_version(version)))}",
           f"{define}OUTFILE={exe}", f"{define}ICON={icons / 'gamesuite.ico'}",
           f"{define}INSTALL_LIST={inst}", f"{define}UNINSTALL_LIST={uninst}",
           str(HERE / "windows" / "gamesuite.nsi")]
    result = subprocess.run(cmd, capture_output=True, text=True)
    if result.returncode != 0:
        raise RuntimeError(f"makensis failed:\n{result.stdout[-4000:]}\n{result.stderr[-4000:]}")
    return exe


# ---------------------------------------------------------------------------------------- macOS
def build_dmg(app_bundle: Path, out_dir: Path, work: Path, version: str = meta.VERSION) -> Path:
    """``GameSuite-<v>-macos-<arch>.dmg``: GameSuite.app and a link to /Applications (hdiutil)."""
    stage = work / "dmg-root"
    shutil.rmtree(stage, ignore_errors=True)
    stage.mkdir(parents=True)
    subprocess.run(["ditto", str(app_bundle), str(stage / app_bundle.name)], check=True)
    (stage / "Applications").symlink_to("/Applications")
    out_dir.mkdir(parents=True, exist_ok=True)
    dmg = out_dir / meta.installer_name("dmg", version, "macos")
    dmg.unlink(missing_ok=True)
    subprocess.run(["hdiutil", "create", "-volname", f"{meta.NAME} {version}", "-srcfolder", str(stage),
                    "-ov", "-format", "UDZO", str(dmg)], check=True)
    return dmg


# ---------------------------------------------------------------------------------------- main
def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build the installers of this platform.")
    parser.add_argument("--skip-build", action="store_true", help="use the app already in --dist")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="PyInstaller's output folder")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "package", help="scratch folder")
    parser.add_argument("--out", type=Path, default=ROOT / "dist" / "installers", help="where installers go")
    args = parser.parse_args(argv)
    app_dir = args.dist / meta.NAME
    if not args.skip_build:
        say(f"building {meta.NAME} {meta.VERSION} with PyInstaller")
        build_app(args.dist, args.work / "pyinstaller")
    if not app_dir.is_dir():
        sys.exit(f"{app_dir} is missing: run without --skip-build")
    icons = make_icons(args.work / "icons")
    made: list[Path] = []
    os_ = meta.os_name()
    if os_ == "linux":
        made.append(build_tarball(app_dir, args.out, icons, args.work))
        if shutil.which("dpkg-deb"):
            made.append(build_deb(app_dir, args.out, icons, args.work))
        else:
            say("dpkg-deb not found: no .deb (Debian/Ubuntu: apt-get install dpkg-dev)")
    elif os_ == "windows":
        made.append(build_nsis(app_dir, args.out, icons, args.work))
    else:
        made.append(build_dmg(args.dist / f"{meta.NAME}.app", args.out, args.work))
    for path in made:
        say(f"{path} ({path.stat().st_size / 2**20:.1f} MiB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
