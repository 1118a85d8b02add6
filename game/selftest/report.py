"""The self-test's run: every check in order, each timed and caught, and the JSON report written
(game/selftest)."""

from __future__ import annotations

import functools
import json
import os
import platform
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from pathlib import Path

from game.selftest.assets import Skip, check_assets, check_audio, check_locales
from game.selftest.render import check_card_art, check_gui, check_render_hooks, check_start_window
from game.selftest.rounds import play_round


def _run_check(name: str, fn: Callable[[], dict]) -> dict:
    started = time.perf_counter()
    entry: dict = {"name": name}
    try:
        entry["details"] = fn()
        entry["status"] = "ok"
    except Skip as skip:
        entry["status"] = "skipped"
        entry["details"] = skip.args[0] if skip.args else ""
    except BaseException as exc:  # noqa: B036 - a self-test reports everything, SystemExit included
        if isinstance(exc, KeyboardInterrupt):
            raise
        entry["status"] = "failed"
        entry["error"] = f"{type(exc).__name__}: {exc}"
        entry["traceback"] = traceback.format_exc(limit=8).splitlines()[-8:]
    entry["seconds"] = round(time.perf_counter() - started, 3)
    return entry


def editions() -> list[str]:
    try:
        from game.rules import EDITIONS
    except Exception:  # the rounds check reports the import error itself
        return ["classic", "power", "modern"]
    return list(EDITIONS)


def run_checks(frames: int) -> dict:
    """Every check, in order; the report as a dict (`ok` is True when none failed)."""
    started = time.perf_counter()
    checks = [
        _run_check("assets", check_assets),
        _run_check("audio", check_audio),
        _run_check("locales", check_locales),
        _run_check("render-start-window", lambda: check_start_window(frames)),
        _run_check("render-gui-themes", lambda: check_gui(frames)),
        _run_check("render-card-art", check_card_art),
        _run_check("render-screens", lambda: check_render_hooks(frames)),
    ]
    checks += [_run_check(f"round-{ed}", functools.partial(play_round, ed)) for ed in editions()]
    from game.selftest import features

    checks += [
        _run_check("languages", features.check_languages),
        _run_check("tls", features.check_tls),
        _run_check("lan", features.check_lan),
        _run_check("gamepads", features.check_gamepads),
    ]
    from game import __version__
    from game.rules import ENGINE

    failed = [c["name"] for c in checks if c["status"] == "failed"]
    return {
        "ok": not failed,
        "failed": failed,
        "version": __version__,
        "engine": ENGINE,
        "frozen": bool(getattr(sys, "frozen", False)),
        "python": platform.python_version(),
        "platform": platform.platform(),
        "video_driver": os.environ.get("SDL_VIDEODRIVER", ""),
        "audio_driver": os.environ.get("SDL_AUDIODRIVER", ""),
        "seconds": round(time.perf_counter() - started, 3),
        "checks": checks,
    }


def default_report_path() -> Path:
    """selftest.json in the user's log folder (platformdirs), or in the temp folder."""
    try:
        import platformdirs

        folder = Path(platformdirs.user_log_dir("uno-table", appauthor=False))
        folder.mkdir(parents=True, exist_ok=True)
        return folder / "selftest.json"
    except Exception:
        return Path(tempfile.gettempdir()) / "uno-table-selftest.json"


def write_report(report: dict, path: Path) -> Path:
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(report, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    except OSError:
        path = Path(tempfile.gettempdir()) / "uno-table-selftest.json"
        path.write_text(json.dumps(report, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return path
