"""`uno-table --selftest`: does this installation work? Checks what a frozen or installed build can get wrong.

1. `assets`: every file below assets/ loads (fonts render a line, images decode, JSON parses, themes
   load into pygame-gui, sounds decode when an audio device is there, text reads as UTF-8);
   `audio`: whether sound initialised, and then that every sound of game/audio's table loads.
2. `locales`: every `.ftl` below locales/ parses with Fluent without junk and goes into a FluentBundle;
   `game.i18n` (when present) finds the same languages.
3. `render-*`: headless frames of what exists: the start window (game/app.py), a pygame-gui window
   with each shipped theme, every card face of the scene's card art, and any `selftest_render(surface,
   frames)` that `game.ui` or `game.scene` offers (the hook for screens that arrive later).
4. `round-<edition>`: one complete round of each edition, every seat played by the first AI player of
   `game.ai.registry` when there is one, else by random legal moves.
5. `languages`, `tls`, `lan`, `gamepads` (game/selftest/features.py): every message of the six
   languages with Babel's plural rules, numbers and dates; a wss:// round trip on loopback; LAN
   discovery; SDL's game-controller module.

The result is a short JSON report (`--selftest-report PATH`; default `selftest.json` in the user's log
folder, else the temp folder) and the exit code: 0 when every check passed, 1 otherwise. A windowed
Windows build has no stdout, so nothing here depends on printing.

The checks live beside this module: `assets` (files, sound, locales), `render` (headless frames),
`rounds` (a round of each edition), `features` (languages, TLS, LAN, gamepads), `report` (running them
and the JSON report). This module imports only the standard library at the top, so `--selftest` can
be handled before the command line of game/__main__.py is built.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

FLAG = "--selftest"
REPORT_FLAG = "--selftest-report"
FRAMES_FLAG = "--selftest-frames"
WINDOW_FLAG = "--selftest-window"
DEFAULT_FRAMES = 30

USAGE = f"""usage: uno-table {FLAG} [{REPORT_FLAG} PATH] [{FRAMES_FLAG} N] [{WINDOW_FLAG}]

Check this installation: load every asset and locale file, render headless frames, play one round of
each edition. Writes a JSON report (default: selftest.json in the user's log folder) and exits 0 when
every check passed, 1 when one failed, 2 on a bad option. {WINDOW_FLAG} uses the real display
instead of SDL's dummy driver.
"""


def wants_selftest(argv: list[str] | None = None) -> bool:
    """True when the command line asks for the self-test (then `main(argv)` handles all of it)."""
    args = sys.argv[1:] if argv is None else argv
    return FLAG in args


def parse(argv: list[str]) -> tuple[Path | None, int, bool]:
    """(report path or None, frames, real window) from the command line; ValueError on a bad option."""
    report: Path | None = None
    frames = DEFAULT_FRAMES
    window = False
    args = list(argv)
    while args:
        arg = args.pop(0)
        if arg == FLAG:
            continue
        if arg == WINDOW_FLAG:
            window = True
        elif arg in (REPORT_FLAG, FRAMES_FLAG) or arg.startswith((REPORT_FLAG + "=", FRAMES_FLAG + "=")):
            name, _, value = arg.partition("=")
            if not value:
                if not args:
                    raise ValueError(f"{name} needs a value")
                value = args.pop(0)
            if name == REPORT_FLAG:
                report = Path(value)
            else:
                if not value.isdigit() or int(value) < 1:
                    raise ValueError(f"{FRAMES_FLAG} needs a whole number of frames, at least 1")
                frames = int(value)
        else:
            raise ValueError(f"{arg!r} cannot be combined with {FLAG}")
    return report, frames, window


def _say(text: str) -> None:
    stream = sys.stdout
    if stream is not None:  # a windowed Windows build has none
        try:
            print(text, file=stream)
        except (OSError, ValueError):
            pass


def main(argv: list[str] | None = None) -> int:
    """`uno-table --selftest ...`: run every check, write the report, 0 when all passed."""
    try:
        report_path, frames, window = parse(sys.argv[1:] if argv is None else argv)
    except ValueError as exc:
        _say(f"uno-table: {exc}\n\n{USAGE}")
        return 2
    if not window:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.selftest.report import default_report_path, run_checks, write_report

    report = run_checks(frames)
    written = write_report(report, report_path or default_report_path())
    for check in report["checks"]:
        note = check.get("error", "")
        _say(f"{check['status']:>7}  {check['name']:<22} {check['seconds']:>6.2f}s  {note}".rstrip())
    _say(f"rules engine: {report['engine']}")
    _say(f"self-test {'passed' if report['ok'] else 'FAILED'}; report: {written}")
    return 0 if report["ok"] else 1
