"""Linux packaging: the icons, the menu entry, the tarball and its install.sh, the .deb's files and
menu entry.

The packages are built around a stand-in program (a shell script named uno-table) so these tests are
quick and need no frozen build; `test_frozen_deb` (marked `build`) checks the real one: packaging/ci-build.sh
builds dist/uno-table, runs its self-test, then `pytest -m build`.
"""

from __future__ import annotations

import configparser
import os
import shutil
import struct
import subprocess
import sys
import tarfile
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "packaging"))

import linux  # noqa: E402 (packaging/ is not a package)
import make_icons  # noqa: E402

FROZEN = ROOT / "dist" / "uno-table"


@pytest.fixture(scope="module")
def icons(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("icons")
    make_icons.build(out)
    return out


@pytest.fixture
def program(tmp_path) -> Path:
    folder = tmp_path / "program"
    (folder / "_internal" / "assets").mkdir(parents=True)
    (folder / "_internal" / "assets" / "data.txt").write_text("data\n")
    exe = folder / "uno-table"
    exe.write_text('#!/bin/sh\necho "stand-in uno-table $*"\n')
    exe.chmod(0o755)
    return folder


def _desktop(text: str) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive
    parser.read_string(text)
    return parser["Desktop Entry"]


def test_icons_have_every_size_an_svg_and_an_ico(icons):
    import pygame

    for size in make_icons.SIZES:
        image = pygame.image.load(str(icons / "hicolor" / f"{size}x{size}" / "apps" / "uno-table.png"))
        assert image.get_size() == (size, size)
        centre = image.get_at((size // 2, size // 2))
        assert centre.a >= 250  # drawn, not transparent
    assert image.get_at((0, 0)).a == 0  # round icon: transparent corners
    svg = ET.parse(icons / "uno-table.svg").getroot()
    assert svg.tag.endswith("svg") and svg.get("viewBox") == "0 0 1024 1024"
    assert len(svg.findall("{http://www.w3.org/2000/svg}g")) == len(make_icons.CARDS)
    ico = (icons / "uno-table.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind, count) == (0, 1, len(make_icons.ICO_SIZES))
    width, _, _, _, _, _, length, offset = struct.unpack("<BBBBHHII", ico[6:22])
    assert width == 16 and ico[offset : offset + 8] == b"\x89PNG\r\n\x1a\n"


def test_desktop_entry_fields(tmp_path):
    entry = _desktop(linux.desktop_entry("uno-table"))
    assert entry["Type"] == "Application" and entry["Name"] == "UNO Table"
    assert entry["Exec"] == "uno-table" and entry["Icon"] == "uno-table"
    assert entry["Terminal"] == "false"
    assert "Game" in entry["Categories"].split(";") and entry["Categories"].endswith(";")
    assert {"Comment[sv]", "Comment[fi]", "Comment[da]", "Comment[nb]", "Comment[hu]"} <= set(entry)
    if shutil.which("desktop-file-validate"):
        path = tmp_path / "uno-table.desktop"
        path.write_text(linux.desktop_entry("uno-table"), encoding="utf-8")
        out = subprocess.run(["desktop-file-validate", str(path)], capture_output=True, text=True)
        assert out.returncode == 0, out.stdout + out.stderr


def test_tarball_installs_for_the_user_and_uninstalls(tmp_path, program, icons):
    archive = linux.build_tarball(program, icons, tmp_path / "out")
    assert archive.name == f"uno-table-{linux.version()}-linux-{os.uname().machine}.tar.gz"
    with tarfile.open(archive) as tar:
        names = tar.getnames()
        tar.extractall(tmp_path / "x", filter="tar")
    top = archive.name[: -len(".tar.gz")]
    for member in (
        "install.sh",
        "uno-table.desktop",
        "uno-table/uno-table",
        "icons/uno-table.svg",
        "icons/hicolor/16x16/apps/uno-table.png",
        "icons/hicolor/512x512/apps/uno-table.png",
        "uno-table/_internal/assets/data.txt",
        "README.txt",
    ):
        assert f"{top}/{member}" in names, member

    home = tmp_path / "home"
    env = {"HOME": str(home), "PATH": os.environ["PATH"], "XDG_DATA_HOME": str(home / ".local" / "share")}
    run = subprocess.run(
        ["sh", str(tmp_path / "x" / top / "install.sh")], env=env, capture_output=True, text=True
    )
    assert run.returncode == 0, run.stderr
    share = home / ".local" / "share"
    command = home / ".local" / "bin" / "uno-table"
    assert command.is_symlink()
    ran = subprocess.run([str(command), "--x"], capture_output=True, text=True)
    assert ran.stdout == "stand-in uno-table --x\n"
    entry = _desktop((share / "applications" / "uno-table.desktop").read_text(encoding="utf-8"))
    assert entry["Exec"] == str(home / ".local" / "opt" / "uno-table" / "uno-table")
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / "uno-table.svg").is_file()
    assert (share / "icons" / "hicolor" / "48x48" / "apps" / "uno-table.png").is_file()

    run = subprocess.run(
        ["sh", str(tmp_path / "x" / top / "install.sh"), "--uninstall"],
        env=env,
        capture_output=True,
        text=True,
    )
    assert run.returncode == 0, run.stderr
    assert not command.exists() and not command.is_symlink()
    assert not (home / ".local" / "opt" / "uno-table").exists()
    assert not (share / "applications" / "uno-table.desktop").exists()
    assert not list((share / "icons").rglob("uno-table.*"))


def _deb_listing(package: Path) -> dict[str, str]:
    """path -> the dpkg-deb -c line (mode, owner, size, date, path [-> target])."""
    out = subprocess.run(["dpkg-deb", "-c", str(package)], capture_output=True, text=True, check=True).stdout
    listing = {}
    for line in out.splitlines():
        path = line.split(None, 5)[5].split(" -> ")[0]
        listing[path.removeprefix(".")] = line
    return listing


def _check_deb(package: Path, tmp_path: Path) -> dict[str, str]:
    info = subprocess.run(["dpkg-deb", "-I", str(package)], capture_output=True, text=True, check=True).stdout
    assert "Package: uno-table" in info and f"Version: {linux.version()}" in info
    assert "Section: games" in info and f"Architecture: {linux.deb_arch()}" in info
    listing = _deb_listing(package)
    assert listing["/opt/uno-table/uno-table"].startswith("-rwxr-xr-x root/root")
    assert listing["/usr/bin/uno-table"].startswith("l")
    assert listing["/usr/bin/uno-table"].endswith("-> /opt/uno-table/uno-table")
    for size in make_icons.SIZES:
        assert f"/usr/share/icons/hicolor/{size}x{size}/apps/uno-table.png" in listing
    assert "/usr/share/icons/hicolor/scalable/apps/uno-table.svg" in listing
    assert "/usr/share/applications/uno-table.desktop" in listing
    writable = [p for p, line in listing.items() if line[0] != "l" and "w" in (line[5], line[8])]
    assert not writable, "group/other writable"

    unpacked = tmp_path / "unpacked"
    subprocess.run(["dpkg-deb", "-x", str(package), str(unpacked)], check=True)
    entry = _desktop((unpacked / "usr/share/applications/uno-table.desktop").read_text(encoding="utf-8"))
    assert entry["Exec"] == "uno-table" and entry["Icon"] == "uno-table"  # the /usr/bin command, themed icon
    assert "Game" in entry["Categories"].split(";")
    return listing


def test_deb_has_program_command_menu_entry_and_icons(tmp_path, program, icons):
    package = linux.build_deb(program, icons, tmp_path / "out")
    assert package.name == f"uno-table_{linux.version()}_{linux.deb_arch()}.deb"
    listing = _check_deb(package, tmp_path)
    assert "/opt/uno-table/_internal/assets/data.txt" in listing


def test_missing_program_is_refused(tmp_path, icons):
    with pytest.raises(SystemExit, match="make dist"):
        linux.build_deb(tmp_path / "nothing", icons, tmp_path / "out")


@pytest.mark.build
@pytest.mark.skipif(
    not (FROZEN / "uno-table").is_file(), reason="no frozen build: packaging/ci-build.sh makes one"
)
def test_frozen_deb(tmp_path, icons):
    listing = _check_deb(linux.build_deb(FROZEN, icons, tmp_path / "out"), tmp_path)
    assert "/opt/uno-table/_internal/assets/fonts/NotoSans-Regular.ttf" in listing
    assert any(p.startswith("/opt/uno-table/_internal/locales/en/") and p.endswith(".ftl") for p in listing)
