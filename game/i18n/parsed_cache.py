"""Parsed Fluent files kept between runs (issue 44), as Python keeps compiled bytecode.

Parsing a Fluent file with fluent.syntax takes a few milliseconds per kilobyte, pure Python; the main
menu's four files were a fifth of the start-up. Their parsed form (`catalog.ParsedFile`) is pickled
once and read back in a tenth of the time.

- **Key**: a SHA-256 of the file's name and bytes, what is kept (the parse, or its plain texts:
  game/i18n/plain.py), this module's format, the interpreter's bytecode tag and a fingerprint of the
  installed fluent.syntax parser: the bytes of its source files, found without importing it (the
  import is a twentieth of the game's start, and the plain texts need no parser at all). A frozen
  build has no source files: it reads the fingerprint its build wrote beside the shipped entries
  (`fingerprint`), as its parser cannot change without a new build; elsewhere, without the files, the
  parser's loaded code is hashed. The key is the cache file's name, so an edited file, another
  fluent.syntax or another Python simply finds no entry and is parsed again; nothing stale is ever
  looked up.
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
import time
from pathlib import Path
from typing import Any

#: bump when what is pickled changes shape (`catalog.ParsedFile`, `plain.table`)
FORMAT = 2  # 2: the parse without its nodes' positions (catalog._drop_spans)
#: the folder of shipped entries inside `locales/`
SHIPPED = "_parsed"
#: the file beside the shipped entries that holds the fingerprint of the parser that made them
FINGERPRINT = "fingerprint"
#: fluent.syntax's files whose bytes make the fingerprint
PARSER_FILES = ("parser.py", "stream.py", "ast.py")
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
    """The installed fluent.syntax's parser and syntax tree: another version (or a patched one) gives
    another fingerprint (see the module's notes)."""
    global _fingerprint
    if _fingerprint is None:
        _fingerprint = _source_fingerprint() or _frozen_fingerprint() or _code_fingerprint()
    return _fingerprint


def _parser_folder() -> Path | None:
    """The folder of fluent.syntax's source as an import would find it (the first on the path)."""
    loaded = sys.modules.get("fluent.syntax")
    folders = list(getattr(loaded, "__path__", ())) if loaded is not None else []
    folders += [os.path.join(entry or ".", "fluent", "syntax") for entry in sys.path]
    for folder in folders:
        if os.path.isfile(os.path.join(folder, "__init__.py")):
            return Path(folder)
    return None


def _source_fingerprint() -> bytes | None:
    folder = _parser_folder()
    if folder is None:
        return None
    digest = hashlib.sha256(b"fluent.syntax source\0")
    try:
        for name in PARSER_FILES:
            digest.update(name.encode() + b"\0" + (folder / name).read_bytes())
    except OSError:
        return None
    return digest.digest()


def _frozen_fingerprint() -> bytes | None:
    if not getattr(sys, "frozen", False):
        return None
    from .paths import locales_dir

    try:
        return bytes.fromhex((locales_dir() / SHIPPED / FINGERPRINT).read_text(encoding="ascii").strip())
    except (OSError, ValueError):
        return None


def _code_fingerprint() -> bytes:
    """The parser and syntax tree as loaded code (where no source file is found)."""
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
    return digest.digest()


def key(name: str, data: bytes, part: str = "parse") -> str:
    """The entry's key (and file name) for `part` ("parse", "plain") of the file `name` holding `data`."""
    digest = hashlib.sha256()
    tag = "" if part == "parse" else f"{part}\0"
    digest.update(f"{FORMAT}\0{sys.implementation.cache_tag}\0{tag}{name}\0".encode())
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


def load(
    locales: Path, name: str, data: bytes, kind: type, shipped_only: bool = False, part: str = "parse"
) -> Any | None:
    """The kept parse (or `part`) of the file `name` holding `data` (a `kind`), or None when there is
    none: the one shipped in `locales`, else the one in the cache folder (unless `shipped_only`)."""
    entry = key(name, data, part)
    for folder in (locales / SHIPPED, None if shipped_only else _cache_dir):
        if folder is not None:
            value = _read(folder / f"{entry}.pickle", entry, kind)
            if value is not None:
                return value
    return None


def store(
    name: str, data: bytes, value: object, folder: Path | None = None, part: str = "parse"
) -> Path | None:
    """Keep `value`, the parse (or `part`) of `name` holding `data`, in `folder` (default: the cache
    folder). Returns the entry written, or None when there is no folder or it cannot be written (the
    game then simply parses again next time)."""
    folder = folder if folder is not None else _cache_dir
    if folder is None:
        return None
    entry = key(name, data, part)
    target = folder / f"{entry}.pickle"
    import tempfile  # only when writing (its import is a hundredth of the start)

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


def write_fingerprint(folder: Path) -> Path:
    """The parser's fingerprint beside shipped entries, for a frozen build to read (`FINGERPRINT`)."""
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / FINGERPRINT
    target.write_text(_parser_fingerprint().hex() + "\n", encoding="ascii")
    return target


def _prune(folder: Path, keep: Path) -> None:
    limit = time.time() - MAX_AGE_S
    for path in folder.glob("*.pickle"):
        try:
            if path != keep and path.stat().st_mtime < limit:
                path.unlink()
        except OSError:
            pass
