"""Linux packages of the frozen program (dist/uno-table/, made by `make dist`).

    python packaging/linux.py tarball [--program DIR] [--icons DIR] [--out DIR]
    python packaging/linux.py deb     [--program DIR] [--icons DIR] [--out DIR]

tarball: dist/uno-table-<version>-linux-<arch>.tar.gz with one folder holding the program, the menu
entry `uno-table.desktop`, `icons/` (hicolor PNGs 16-512 and the SVG) and `install.sh`, which installs
for the current user only (~/.local/opt/uno-table, ~/.local/bin/uno-table, the menu entry and icons
under ~/.local/share; `install.sh --uninstall` removes them again).

deb: dist/uno-table_<version>_<arch>.deb built with `dpkg-deb`: the program under /opt/uno-table, the
command /usr/bin/uno-table (a symlink), the menu entry /usr/share/applications/uno-table.desktop and the
icons under /usr/share/icons/hicolor.
"""

from __future__ import annotations

import argparse
import os
import platform
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NAME = "uno-table"
TITLE = "UNO Table"
SUMMARY = "The UNO family of card games: classic, power towers and modern"
MAINTAINER = "UNO Table developers <uno-table@users.noreply.github.com>"
#: translated menu comments for the languages the game ships
COMMENTS = {
    "sv": "UNO-familjens kortspel: klassiskt, med torn och modernt",
    "fi": "UNO-korttipelit: klassinen, tornit ja moderni",
    "da": "UNO-familiens kortspil: klassisk, med tårne og moderne",
    "nb": "UNO-familiens kortspill: klassisk, med tårn og moderne",
    "hu": "Az UNO kártyajátékok: klasszikus, tornyos és modern",
}


def version() -> str:
    text = (ROOT / "game" / "__init__.py").read_text(encoding="utf-8")
    found = re.search(r'__version__\s*=\s*"([^"]+)"', text)
    if not found:
        raise SystemExit("no __version__ in game/__init__.py")
    return found.group(1)


def deb_arch() -> str:
    try:
        return subprocess.run(
            ["dpkg", "--print-architecture"], capture_output=True, text=True, check=True
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return {"x86_64": "amd64", "aarch64": "arm64"}.get(platform.machine(), platform.machine())


def desktop_entry(exec_command: str, icon: str = NAME) -> str:
    """The freedesktop.org menu entry (Desktop Entry Specification 1.4: every key here is in it, and
    desktop-file-validate of Debian 12 (desktop-file-utils 0.26) refuses "1.5" as unknown)."""
    lines = [
        "[Desktop Entry]",
        "Type=Application",
        "Version=1.4",
        f"Name={TITLE}",
        "GenericName=Card Game",
        f"Comment={SUMMARY}",
        *(f"Comment[{lang}]={text}" for lang, text in COMMENTS.items()),
        f"Exec={exec_command}",
        f"TryExec={exec_command}",
        f"Icon={icon}",
        "Terminal=false",
        "Categories=Game;CardGame;",
        "Keywords=uno;cards;card game;",
        "StartupWMClass=uno-table",
        "",
    ]
    return "\n".join(lines)


def _check_program(program: Path) -> None:
    if not (program / NAME).is_file() or not os.access(program / NAME, os.X_OK):
        raise SystemExit(f"{program / NAME} is not there: build the program first (make dist)")


def _icons(icons: Path) -> Path:
    if not (icons / f"{NAME}.svg").is_file():
        sys.path.insert(0, str(Path(__file__).resolve().parent))
        import make_icons

        make_icons.build(icons)
    return icons


def _icon_sizes(icons: Path) -> list[str]:
    return sorted(
        (p.name for p in (icons / "hicolor").iterdir() if p.is_dir()), key=lambda s: int(s.split("x")[0])
    )


def _copy_icons(icons: Path, share: Path) -> None:
    """icons/hicolor/<N>x<N>/apps/uno-table.png and hicolor/scalable/apps/uno-table.svg below `share`."""
    for size in _icon_sizes(icons):
        target = share / "icons" / "hicolor" / size / "apps"
        target.mkdir(parents=True, exist_ok=True)
        shutil.copy2(icons / "hicolor" / size / "apps" / f"{NAME}.png", target / f"{NAME}.png")
    scalable = share / "icons" / "hicolor" / "scalable" / "apps"
    scalable.mkdir(parents=True, exist_ok=True)
    shutil.copy2(icons / f"{NAME}.svg", scalable / f"{NAME}.svg")


#: the tarball's install.sh (its @SIZES@ is filled in with the icon sizes)
INSTALL_SH = Path(__file__).resolve().parent / "linux-install.sh"


def build_tarball(program: Path, icons: Path, out: Path) -> Path:
    _check_program(program)
    icons = _icons(icons)
    folder_name = f"{NAME}-{version()}-linux-{platform.machine()}"
    out.mkdir(parents=True, exist_ok=True)
    archive = out / f"{folder_name}.tar.gz"
    with tempfile.TemporaryDirectory() as tmp:
        stage = Path(tmp) / folder_name
        shutil.copytree(program, stage / NAME, symlinks=True)
        shutil.copytree(icons / "hicolor", stage / "icons" / "hicolor")
        shutil.copy2(icons / f"{NAME}.svg", stage / "icons" / f"{NAME}.svg")
        # install.sh writes the real path in place of @EXEC@
        (stage / f"{NAME}.desktop").write_text(desktop_entry("@EXEC@"), encoding="utf-8")
        script = stage / "install.sh"
        text = INSTALL_SH.read_text(encoding="utf-8").replace("@SIZES@", " ".join(_icon_sizes(icons)))
        script.write_text(text, encoding="utf-8")
        script.chmod(0o755)
        (stage / "README.txt").write_text(
            f"{TITLE} {version()} for Linux\n\n"
            "Run it from here:      ./uno-table/uno-table\n"
            "Install for yourself:  ./install.sh            (menu entry, icon, ~/.local/bin/uno-table)\n"
            "Remove again:          ./install.sh --uninstall\n"
            "Check the program:     ./uno-table/uno-table --selftest\n",
            encoding="utf-8",
        )
        with tarfile.open(archive, "w:gz", compresslevel=6) as tar:
            tar.add(stage, arcname=folder_name)
    return archive


def build_deb(program: Path, icons: Path, out: Path) -> Path:
    _check_program(program)
    icons = _icons(icons)
    if shutil.which("dpkg-deb") is None:
        raise SystemExit("dpkg-deb is needed for the .deb (Debian's dpkg package)")
    arch = deb_arch()
    out.mkdir(parents=True, exist_ok=True)
    package = out / f"{NAME}_{version()}_{arch}.deb"
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "root"
        opt = root / "opt" / NAME
        shutil.copytree(program, opt, symlinks=True)
        (root / "usr" / "bin").mkdir(parents=True)
        (root / "usr" / "bin" / NAME).symlink_to(f"/opt/{NAME}/{NAME}")
        share = root / "usr" / "share"
        (share / "applications").mkdir(parents=True)
        (share / "applications" / f"{NAME}.desktop").write_text(desktop_entry(NAME), encoding="utf-8")
        _copy_icons(icons, share)
        doc = share / "doc" / NAME
        doc.mkdir(parents=True)
        (doc / "copyright").write_text(
            f"{TITLE}: the program and its artwork are by the UNO Table developers.\n"
            "Bundled: Python (PSF licence), pygame-ce and SDL (LGPL 2.1 / zlib), pygame-gui (MIT), "
            "fluent.runtime (Apache 2.0), Babel (BSD), platformdirs (MIT);\n"
            "Noto Sans fonts (SIL Open Font License 1.1, see "
            "/opt/uno-table/_internal/assets/fonts/OFL.txt).\n",
            encoding="utf-8",
        )
        size_kb = sum(p.stat().st_size for p in root.rglob("*") if p.is_file() and not p.is_symlink()) // 1024
        debian = root / "DEBIAN"
        debian.mkdir()
        (debian / "control").write_text(
            f"Package: {NAME}\n"
            f"Version: {version()}\n"
            "Section: games\n"
            "Priority: optional\n"
            f"Architecture: {arch}\n"
            f"Maintainer: {MAINTAINER}\n"
            f"Installed-Size: {size_kb}\n"
            "Depends: libc6 (>= 2.31)\n"
            f"Description: {SUMMARY}\n"
            " UNO Table plays the classic game, the power-tower edition and the modern edition\n"
            " for 2 to 10 seats, against computer players or with friends at one computer.\n",
            encoding="utf-8",
        )
        refresh = (
            "#!/bin/sh\nset -e\n"
            "if command -v update-desktop-database >/dev/null 2>&1; then "
            "update-desktop-database -q /usr/share/applications || true; fi\n"
            "if command -v gtk-update-icon-cache >/dev/null 2>&1; then "
            "gtk-update-icon-cache -q -t /usr/share/icons/hicolor || true; fi\n"
        )
        for script in ("postinst", "postrm"):
            (debian / script).write_text(refresh, encoding="utf-8")
            (debian / script).chmod(0o755)
        for path in [root, *root.rglob("*")]:  # dpkg-deb wants 0755 folders, no group/other write
            if not path.is_symlink():
                path.chmod(path.stat().st_mode & ~0o022 | (0o755 if path.is_dir() else 0))
        # gzip: quick to build (xz takes minutes for 70 MB on 2 cores) and read by every dpkg
        subprocess.run(
            ["dpkg-deb", "--root-owner-group", "-Zgzip", "-z6", "--build", str(root), str(package)],
            check=True,
            capture_output=True,
        )
    return package


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Linux packages of the frozen UNO Table")
    parser.add_argument("kind", choices=("tarball", "deb"))
    parser.add_argument(
        "--program",
        type=Path,
        default=ROOT / "dist" / NAME,
        help="the PyInstaller one-folder build (default: dist/uno-table)",
    )
    parser.add_argument(
        "--icons",
        type=Path,
        default=ROOT / "build" / "icons",
        help="icons from packaging/make_icons.py (made there when missing)",
    )
    parser.add_argument("--out", type=Path, default=ROOT / "dist", help="where the package goes")
    args = parser.parse_args(argv)
    build = build_tarball if args.kind == "tarball" else build_deb
    made = build(args.program, args.icons, args.out)
    print(f"{made} ({made.stat().st_size / 2**20:.1f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
