"""Parsed Fluent files kept between runs (issue 44), as Python keeps compiled bytecode.

Parsing a Fluent file with fluent.syntax takes a few milliseconds per kilobyte, pure Python; the main
menu's four files were a fifth of the start-up. Their parsed form (`catalog.ParsedFile`) is pickled
once and read back in a tenth of the time.

- **Key**: a SHA-256 of the file's name and bytes, this module's format, the interpreter's bytecode
  tag and a fingerprint of the installed fluent.syntax parser's code. The key is the cache file's
  name, so an edited file, another fluent.syntax or another Python simply finds no entry and is
  parsed again; nothing stale is ever looked up.
- **Trust**: an entry starts with its key, which is checked before its pickle is read; one that
  cannot be read back whole as a `ParsedFile` (cut short, overwritten, an old format) is ignored, and
  the file is parsed and its entry written again.
- **Where**: first a folder shipped with the program, `locales/_parsed/` (made by the builds:
  `python -m game.i18n parsed-cache DIR`; read only), then the user's cache folder set by the game at
  start (`set_cache_dir`: platformdirs' user cache folder, or `--data-dir`'s `cache/`), where a miss
  is written, atomically (a temporary file renamed over). No folder set (tools, most tests): every
  file is parsed, as before. Nothing is written next to the program.
- Entries written more than 30 days ago are removed when a new one is written (an edited file leaves
  its old entry behind; one still in use is simply written again the next time it is needed).
"""

from __future__ import annotations

import hashlib
import os
import pickle
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

#: bump when what is pickled changes shape (`catalog.ParsedFile`)
FORMAT = 1
#: the folder of shipped entries inside `locales/`
SHIPPED = "_parsed"
#: entries written longer ago than this are removed when a new entry is written
MAX_AGE_S = 30 * 24 * 3600

_cache_dir: Path | None = None
_fingerprint: bytes | None = None


def set_cache_dir(path: str | os.PathLike | None) -> None:
    """Keep parsed files in `path` from now on (None: parse every time, write nothing)."""
    global _cache_dir
    _cache_dir = Path(path) if path is not None else None


def cache_dir() -> Path | None:
    return _cache_dir


def _parser_fingerprint() -> bytes:
    """The installed fluent.syntax's parser and syntax tree, as code: another version (or a patched
    one) gives another fingerprint. Read from the loaded code, so it works in a frozen build, where
    the package has no metadata to ask."""
    global _fingerprint
    if _fingerprint is None:
        from fluent.syntax import ast, parser, stream

        digest = hashlib.sha256()
        for module in (parser, stream, ast):
            for name, obj in sorted(vars(module).items()):
                if not isinstance(obj, type) or obj.__module__ != module.__name__:
                    continue
                digest.update(name.encode())
                for attr, member in sorted(vars(obj).items()):
                    code = getattr(member, "__code__", None)
                    if code is not None:
                        digest.update(attr.encode() + code.co_code)
        _fingerprint = digest.digest()
    return _fingerprint


def key(name: str, data: bytes) -> str:
    """The entry's key (and file name) for the file `name` holding `data`."""
    digest = hashlib.sha256()
    digest.update(f"{FORMAT}\0{sys.implementation.cache_tag}\0{name}\0".encode())
    digest.update(_parser_fingerprint())
    digest.update(data)
    return digest.hexdigest()


def _read(path: Path, expected: str, kind: type) -> Any | None:
    try:
        with path.open("rb") as handle:
            if handle.read(len(expected) + 1) != expected.encode() + b"\n":
                return None
            value = pickle.load(handle)
    except FileNotFoundError:
        return None
    except Exception:  # noqa: BLE001 - a damaged entry of any kind is only a miss
        return None
    return value if isinstance(value, kind) else None


def load(locales: Path, name: str, data: bytes, kind: type, shipped_only: bool = False) -> Any | None:
    """The kept parse of the file `name` holding `data` (a `kind`), or None when there is none: the
    one shipped in `locales`, else the one in the cache folder (unless `shipped_only`)."""
    entry = key(name, data)
    for folder in (locales / SHIPPED, None if shipped_only else _cache_dir):
        if folder is not None:
            value = _read(folder / f"{entry}.pickle", entry, kind)
            if value is not None:
                return value
    return None


def store(name: str, data: bytes, value: object, folder: Path | None = None) -> Path | None:
    """Keep `value`, the parse of `name` holding `data`, in `folder` (default: the cache folder).
    Returns the entry written, or None when there is no folder or it cannot be written (the game
    then simply parses again next time)."""
    folder = folder if folder is not None else _cache_dir
    if folder is None:
        return None
    entry = key(name, data)
    target = folder / f"{entry}.pickle"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(prefix=".", suffix=".tmp", dir=folder)
        try:
            with os.fdopen(handle, "wb") as out:
                out.write(entry.encode() + b"\n")
                pickle.dump(value, out, protocol=pickle.HIGHEST_PROTOCOL)
            os.replace(temporary, target)
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise
        _prune(folder, keep=target)
    except OSError:
        return None
    return target


def _prune(folder: Path, keep: Path) -> None:
    limit = time.time() - MAX_AGE_S
    for path in folder.glob("*.pickle"):
        try:
            if path != keep and path.stat().st_mtime < limit:
                path.unlink()
        except OSError:
            pass
