"""The two ways game/storage touches the disk: one atomic writer and one versioned-JSON loader.

Writes: a temporary file in the same folder, flushed and fsynced, then `os.replace` over the old file
and the folder fsynced, so a crash at any moment leaves either the old file or the new one, whole.

Loads: a file that is empty, truncated, not JSON, of the wrong shape or written by a newer version of
the game is moved aside (renamed `<name>.bad-<UTC time>`, never deleted), a `Notice` describes it in
words for the player and the log, and the caller goes on with its defaults.
"""

from __future__ import annotations

import json
import logging
import os
import re
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeGuard

log = logging.getLogger(__name__)

TEMP_SUFFIX = ".tmp"

#: what each kind of file is called in a notice
WHAT = {
    "settings": "settings",
    "saved_game": "saved game",
    "statistics": "statistics",
    "replay": "replay",
}

#: the English text of each notice; `game/i18n` may show `storage-<kind>` with the same arguments
TEXTS = {
    "empty": "The {what} file was empty.",
    "truncated": "The {what} file was cut short (perhaps by a crash).",
    "not_json": "The {what} file was damaged (it is not readable JSON).",
    "wrong_shape": "The {what} file did not contain what UNO Table expects ({detail}).",
    "newer_version": "The {what} file was written by a newer version of UNO Table.",
    "unreadable": "The {what} file could not be read ({detail}).",
    "bad_moves": "The {what} could not be replayed ({detail}).",
    "moves_lost": "The last moves of the {what} could not be read; the game goes on from before them.",
    "not_saved": "The {what} could not be written ({detail}).",
    "game_kept": "The finished game could not be stored ({detail}). It stays as the game to continue: "
    "Continue shows its end again and stores it then.",
    "reset": "The settings were reset to their defaults.",
}


#: what the game does after a bad file of each kind
AFTERWARDS = {
    "settings": "The default settings are used instead.",
    "saved_game": "There is no game to continue; a new one can be started.",
    "statistics": "The statistics start again from zero.",
    "replay": "That replay is skipped.",
}


@dataclass(frozen=True)
class Notice:
    """Something about the player's files that the UI should tell the player."""

    kind: str  # a key of TEXTS
    what: str  # a key of WHAT
    path: str
    moved_to: str | None = None  # where the bad file now is (kept), if it was moved aside
    detail: str = ""

    @property
    def message_id(self) -> str:
        return f"storage-{self.kind.replace('_', '-')}"

    def args(self) -> dict[str, str]:
        return {"what": self.what, "path": self.path, "moved_to": self.moved_to or "", "detail": self.detail}

    def text(self) -> str:
        """The notice in English words, with where the old file was kept and what happens now."""
        words = TEXTS[self.kind].format(what=WHAT.get(self.what, self.what), detail=self.detail or "?")
        if self.kind == "reset":
            return words + (f" The old settings were kept as {self.moved_to}." if self.moved_to else "")
        if self.moved_to:
            kept = "The unreadable moves were" if self.kind == "moves_lost" else "It was"
            words += f" {kept} kept as {self.moved_to}."
        if self.kind not in ("moves_lost", "not_saved", "game_kept"):
            words += " " + AFTERWARDS.get(self.what, "")
        return words.rstrip()

    def __str__(self) -> str:
        return self.text()


class ShapeError(ValueError):
    """A file parsed as JSON but does not hold what it should."""


#: what reading a document of the wrong shape can raise besides ShapeError: a value of the wrong type
#: (`"do": {}`: TypeError, unhashable), a missing key, a number too long to convert (ValueError past
#: Python's 4,300 digits), too deep a nesting. Every reader of our files treats them all as damage.
DAMAGE = (ValueError, TypeError, KeyError, AttributeError, IndexError, OverflowError, RecursionError)


def checked(parse: Callable[..., Any], *args: Any) -> Any:
    """`parse(*args)`, with any failure of the document's shape raised as ShapeError (one place for it)."""
    try:
        return parse(*args)
    except ShapeError:
        raise
    except DAMAGE as exc:
        raise ShapeError(str(exc) or type(exc).__name__) from exc


def expect(condition: bool, detail: str) -> None:
    if not condition:
        raise ShapeError(detail)


def is_int(value: Any) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


# ---------------------------------------------------------------------------------------------- writing


def fsync_dir(folder: Path) -> None:
    """Make a rename in `folder` durable (not possible, and not needed, on Windows)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Replace `path` with `data` so that a crash leaves the old file or the new one, never a mix."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, path)
    except BaseException:
        try:
            os.unlink(temp)
        except OSError:
            pass
        raise
    fsync_dir(path.parent)


def dump_json(data: Any) -> bytes:
    return (json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n").encode("utf-8")


def atomic_write_json(path: Path, data: Any) -> None:
    atomic_write_bytes(path, dump_json(data))


def remove_stale_temp_files(folder: Path, older_than: float = 60.0) -> int:
    """Delete temporary files left by a writer that was killed mid-write; returns how many."""
    removed = 0
    try:
        entries = list(Path(folder).iterdir())
    except OSError:
        return 0
    now = time.time()
    for entry in entries:
        if entry.name.startswith(".") and entry.name.endswith(TEMP_SUFFIX):
            try:
                if now - entry.stat().st_mtime >= older_than:
                    entry.unlink()
                    removed += 1
            except OSError:
                pass
    return removed


# ---------------------------------------------------------------------------------------------- reading


def move_aside(path: Path) -> Path | None:
    """Rename a bad file to `<name>.bad-<UTC time>` next to it (kept for the player); None if impossible."""
    path = Path(path)
    stamp = time.strftime("%Y%m%dT%H%M%SZ", time.gmtime())
    for n in range(1000):
        target = path.with_name(f"{path.name}.bad-{stamp}" + (f"-{n}" if n else ""))
        if target.exists():
            continue
        try:
            os.rename(path, target)
        except FileNotFoundError:
            return None
        except OSError as exc:
            log.error("could not move %s aside: %s", path, exc)
            return None
        fsync_dir(path.parent)
        return target
    return None


def report(notices: list[Notice] | None, notice: Notice) -> None:
    """Log `notice` and add it to `notices` (the list the UI shows)."""
    log.warning("%s [%s: %s]", notice.text(), notice.path, notice.detail or notice.kind)
    if notices is not None:
        notices.append(notice)


def reject(path: Path, what: str, kind: str, detail: str, notices: list[Notice] | None) -> None:
    moved = move_aside(path)
    report(notices, Notice(kind, what, str(path), None if moved is None else str(moved), detail))


_NUMBER_START = re.compile(r"-?[0-9]*(\.[0-9]*)?([eE][-+]?[0-9]*)?")


_CUT_ESCAPE = re.compile(r"\\u[0-9a-fA-F]{0,4}$")
BOM = b"\xef\xbb\xbf"


def _cut_short(text: str, exc: json.JSONDecodeError) -> bool:
    """Whether the JSON error is the end of the text arriving early (rather than a wrong character)."""
    rest = text[exc.pos :].rstrip()
    if not rest or exc.msg.startswith("Unterminated string"):
        return True
    if exc.msg.startswith("Invalid \\uXXXX escape") and _CUT_ESCAPE.search(text):
        return True
    if any(word.startswith(rest) for word in ("true", "false", "null")):
        return True
    number = _NUMBER_START.fullmatch(rest)
    return number is not None


def classify_bytes(raw: bytes) -> tuple[Any, str | None, str]:
    """(data, problem kind or None, detail) for the bytes of a JSON file."""
    if raw.startswith(BOM):  # a hand edit in an editor that marks UTF-8 files: not damage
        raw = raw[len(BOM) :]
    if not raw.strip():
        return None, "empty", "no data"
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        if exc.reason == "unexpected end of data":  # cut inside a character: a truncated file
            return None, "truncated", f"it stops at byte {len(raw)}"
        return None, "not_json", f"not UTF-8 text at byte {exc.start}"
    try:
        return json.loads(text), None, ""
    except json.JSONDecodeError as exc:
        if _cut_short(text, exc):
            return None, "truncated", f"it stops at character {len(text)}"
        return None, "not_json", f"{exc.msg} at line {exc.lineno}, column {exc.colno}"
    except RecursionError:
        return None, "not_json", "nested too deeply"
    except ValueError as exc:  # a number of more than 4,300 digits (int_max_str_digits)
        return None, "not_json", str(exc).split(";")[0]


def load_versioned(
    path: Path,
    what: str,
    version: int,
    parse: Callable[[dict], Any],
    notices: list[Notice] | None = None,
    migrations: dict[int, Callable[[dict], dict]] | None = None,
) -> Any:
    """Read the versioned JSON file at `path` and return `parse(data)`.

    Returns None when the file does not exist, or when it was bad: then it has been moved aside and a
    Notice added to `notices`. `migrations[v]` turns a version-v document into a version-v+1 one.
    `parse` raises ShapeError (or any of DAMAGE) for a document of the wrong shape.
    """
    path = Path(path)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return None
    except IsADirectoryError:
        reject(path, what, "unreadable", "it is a folder", notices)
        return None
    except OSError as exc:
        reject(path, what, "unreadable", exc.strerror or str(exc), notices)
        return None
    data, kind, detail = classify_bytes(raw)
    if kind is not None:
        reject(path, what, kind, detail, notices)
        return None
    if not isinstance(data, dict) or not is_int(data.get("version")) or data["version"] < 1:
        reject(path, what, "wrong_shape", "no version number", notices)
        return None
    if data["version"] > version:
        reject(
            path,
            what,
            "newer_version",
            f"version {data['version']}, this game reads up to {version}",
            notices,
        )
        return None
    try:
        while data["version"] < version:
            step = (migrations or {}).get(data["version"])
            expect(step is not None, f"version {data['version']} is no longer read")
            assert step is not None  # expect() raised otherwise
            data = checked(step, data)
        return checked(parse, data)
    except ShapeError as exc:
        reject(path, what, "wrong_shape", str(exc), notices)
        return None
