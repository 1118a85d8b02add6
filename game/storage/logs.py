"""Logging to a rotating file in the user's log folder (and warnings to stderr when there is one)."""

from __future__ import annotations

import logging
import sys
from logging.handlers import RotatingFileHandler
from pathlib import Path

MAX_BYTES = 512 * 1024
BACKUPS = 3
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"


class _OurHandler:
    """Marks the handlers set up here, so a second call replaces them instead of adding more."""


class _File(RotatingFileHandler, _OurHandler):
    pass


class _Stderr(logging.StreamHandler, _OurHandler):
    pass


def setup_logging(
    log_file: Path,
    level: int = logging.INFO,
    stderr_level: int = logging.WARNING,
    max_bytes: int = MAX_BYTES,
    backups: int = BACKUPS,
) -> Path | None:
    """Send our logs to `log_file` (rotated at `max_bytes`, `backups` old files kept).

    Returns the log file, or None when it cannot be opened (the game runs on without a log file).
    """
    root = logging.getLogger()
    for old in [h for h in root.handlers if isinstance(h, _OurHandler)]:
        root.removeHandler(old)
        old.close()
    root.setLevel(min(level, stderr_level))
    if sys.stderr is not None:  # a windowed Windows build has no stderr
        console = _Stderr(sys.stderr)
        console.setLevel(stderr_level)
        console.setFormatter(logging.Formatter("%(levelname)s: %(message)s"))
        root.addHandler(console)
    logging.captureWarnings(True)
    try:
        log_file.parent.mkdir(parents=True, exist_ok=True)
        handler = _File(log_file, maxBytes=max_bytes, backupCount=backups, encoding="utf-8", delay=False)
    except OSError as exc:
        logging.getLogger(__name__).warning("no log file (%s): %s", log_file, exc)
        return None
    handler.setLevel(level)
    handler.setFormatter(logging.Formatter(FORMAT))
    root.addHandler(handler)
    return log_file
