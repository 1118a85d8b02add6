"""The server's journal: every table's set-up and moves, so a server killed outright (SIGKILL, a power
cut of the process) starts again with every table where it was.

A table's set-up (edition, options, seats, seed, tokens) is kept in SQLite (standard library), written
when the host starts it and when a seat changes hands. Its moves are lines appended to a file of its own
(`moves/<code>.jsonl` beside the database, one JSON array a move: number, seat, action, the client's
action id), written when applied and in the operating system's hands before anyone hears of them: the
server writes them before it writes any frame (`Hub.commit_journal`), once for all the moves its event
loop applied since. So a client never saw a move the journal lacks. (Issue 44: the moves were rows of
the database, a transaction a move: writing them as lines costs a fifth of that, one `write` a move.)

On start the server reads back every table of the database and replays its file's moves through the
engine (`unfinished`); a line cut short by a crash is left out (that move went out to no one) and cut
off the file. A finished or closed table's row and file are deleted. A journal made before kept its
moves in the database: they move to the files when it is opened.

The database is in WAL mode with `synchronous=NORMAL`; the files are flushed to the disk every few
seconds by a thread of their own (`SYNC_EVERY`), so a power loss of the whole machine may lose the last
few seconds of moves, as the database's own checkpoints did. Lobbies (tables not started) are not
journaled.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import re
import sqlite3
import threading
from collections import OrderedDict
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from .protocol import encode

log = logging.getLogger("game.net.journal")

SCHEMA = """
CREATE TABLE IF NOT EXISTS tables (
    code TEXT PRIMARY KEY,
    setup TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'playing'
);
"""
#: a table's moves file: its code (game/net/server.py: letters and digits, a host's own code too)
MOVES_NAME = "{code}.jsonl"
SAFE_CODE = re.compile(r"[A-Za-z0-9]{1,32}")
#: moves files kept open at once (the least recently written is closed past it)
OPEN_FILES = 256
#: seconds between two flushes of the written moves files to the disk (on a thread: the loop never waits)
SYNC_EVERY = 5.0


@dataclass
class JournaledTable:
    code: str
    setup: dict
    moves: list[tuple[int, dict, str | None]]  # (seat, action JSON, the client's action id or None)


class Journal:
    """`path` None: an in-memory journal (a server that need not survive itself, and tests).

    One server process owns its journal: the database is opened in exclusive locking mode (a second server
    on the same data folder is refused with "database is locked"). The moves of a moment are kept here
    until `commit` writes them, one `write` per table."""

    def __init__(self, path: Path | None):
        if path is not None:
            path.parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        self.db = sqlite3.connect(":memory:" if path is None else str(path), isolation_level=None)
        self.db.execute("PRAGMA locking_mode=EXCLUSIVE")
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=NORMAL")
        self.db.executescript(SCHEMA)
        self.folder = None if path is None else path.parent / "moves"
        self._pending: dict[str, list[str]] = {}  # code -> lines recorded and not yet written
        self._memory: dict[str, list[str]] = {}  # an in-memory journal's lines, per table
        self._files: OrderedDict[str, int] = OrderedDict()  # open moves files, least recently written first
        self._unsynced: set[str] = set()  # tables written since the last flush to the disk
        self._lock = threading.Lock()  # `_unsynced` between the loop and the flushing thread
        self._syncer: threading.Thread | None = None
        self._sync_stop = threading.Event()
        if self.folder is not None:
            self.folder.mkdir(exist_ok=True)
            self._from_rows()
            self._tidy()

    # ------------------------------------------------------------------------------------ tables
    @property
    def pending(self) -> bool:
        """Moves are recorded (`record`) and not yet written (`commit`)."""
        return bool(self._pending)

    @contextmanager
    def _transaction(self):
        self.db.execute("BEGIN")
        try:
            yield
        except BaseException:
            self.db.execute("ROLLBACK")
            raise
        self.db.execute("COMMIT")

    def open_table(self, code: str, setup: dict) -> None:
        """A table starts: its set-up written, its moves file begun empty (a table started again under a
        code used before starts clean)."""
        self.commit()
        self._drop_moves(code)
        self.db.execute(
            "INSERT OR REPLACE INTO tables (code, setup, status) VALUES (?, ?, 'playing')",
            (code, json.dumps(setup)),
        )

    def update_setup(self, code: str, setup: dict) -> None:
        self.commit()
        self.db.execute("UPDATE tables SET setup = ? WHERE code = ?", (json.dumps(setup), code))

    def record(self, code: str, n: int, seat: int, action: dict, action_id: str | None) -> None:
        """Move number `n` (from 0) of table `code`: `commit` makes it last (the server commits before
        any frame goes out, once for all the moves of a moment)."""
        line = encode([n, seat, action, action_id]) + "\n"  # (orjson's compact JSON, issue 44)
        lines = self._pending.get(code)
        if lines is None:
            self._pending[code] = [line]
        else:
            lines.append(line)

    def commit(self) -> None:
        """Make every move recorded so far last: each table's lines appended to its file in one write."""
        if not self._pending:
            return
        pending, self._pending = self._pending, {}
        for code, lines in pending.items():
            if self.folder is None:
                self._memory.setdefault(code, []).extend(lines)
            else:
                _write_all(self._file(code), "".join(lines).encode())
                with self._lock:
                    self._unsynced.add(code)
        if self.folder is not None and self._syncer is None:
            self._syncer = threading.Thread(target=self._sync_loop, name="journal-sync", daemon=True)
            self._syncer.start()

    def forget(self, code: str) -> None:
        """A table finished or closed: nothing of it is resumed."""
        self.commit()
        self.db.execute("DELETE FROM tables WHERE code = ?", (code,))
        self._drop_moves(code)

    def unfinished(self) -> list[JournaledTable]:
        tables = []
        for code, setup in self.db.execute(
            "SELECT code, setup FROM tables WHERE status = 'playing'"
        ).fetchall():
            moves = []
            for expected, (n, seat, action, action_id) in enumerate(self._lines(code)):
                if n != expected:  # cannot happen with one writer; a gap would replay a different game
                    log.error("table %s: move %d missing in the journal; resumed before it", code, expected)
                    break
                moves.append((seat, action, action_id))
            tables.append(JournaledTable(code, json.loads(setup), moves))
        return tables

    def close(self) -> None:
        self.commit()
        self._sync_stop.set()
        if self._syncer is not None:
            self._syncer.join(10)
        for code in list(self._files):
            self._close_file(code, sync=True)
        self.db.close()

    # ------------------------------------------------------------------------------------ the files
    def _path(self, code: str) -> Path:
        assert self.folder is not None
        if not SAFE_CODE.fullmatch(code):
            raise ValueError(f"not a table code: {code!r}")
        return self.folder / MOVES_NAME.format(code=code)

    def _file(self, code: str) -> int:
        fd = self._files.get(code)
        if fd is not None:
            self._files.move_to_end(code)
            return fd
        while len(self._files) >= OPEN_FILES:
            self._close_file(next(iter(self._files)), sync=True)
        fd = os.open(self._path(code), os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
        self._files[code] = fd
        return fd

    def _close_file(self, code: str, sync: bool) -> None:
        fd = self._files.pop(code, None)
        if fd is None:
            return
        with self._lock:
            unsynced = code in self._unsynced
            self._unsynced.discard(code)
        if sync and unsynced:
            with contextlib.suppress(OSError):
                os.fdatasync(fd)
        os.close(fd)

    def _drop_moves(self, code: str) -> None:
        self._pending.pop(code, None)
        self._memory.pop(code, None)
        if self.folder is not None:
            self._close_file(code, sync=False)
            with contextlib.suppress(FileNotFoundError):
                self._path(code).unlink()

    def _lines(self, code: str) -> list[tuple[int, int, dict, str | None]]:
        """A table's moves as written: (n, seat, action, action id). A last line cut short (a crash in
        the middle of a write) is left out, and cut off the file so that what is written next is whole."""
        if self.folder is None:
            raw = "".join(self._memory.get(code, ())).encode()
        else:
            try:
                raw = self._path(code).read_bytes()
            except FileNotFoundError:
                return []
        whole = raw.rfind(b"\n") + 1
        if whole < len(raw):
            log.warning("table %s: a move cut short in the journal (a crash while writing); left out", code)
            if self.folder is not None:
                os.truncate(self._path(code), whole)
        found = []
        for line in raw[:whole].splitlines():
            n, seat, action, action_id = json.loads(line)
            found.append((n, seat, action, action_id))
        return found

    def _sync_loop(self) -> None:
        """Every SYNC_EVERY seconds, the files written since flushed to the disk (their own copies of the
        descriptors: a file closed meanwhile on the loop is not touched)."""
        while not self._sync_stop.wait(SYNC_EVERY):
            try:
                with self._lock:
                    codes, self._unsynced = self._unsynced, set()
                    fds = []
                    for code in codes:
                        fd = self._files.get(code)
                        if fd is not None:
                            with contextlib.suppress(OSError):
                                fds.append(os.dup(fd))
                for fd in fds:
                    with contextlib.suppress(OSError):
                        os.fdatasync(fd)
                    os.close(fd)
            except Exception:  # (a dict changed by the loop meanwhile: the next round flushes them)
                log.debug("the journal's flush to the disk skipped a round", exc_info=True)

    # ------------------------------------------------------------------------------------ the start
    def _from_rows(self) -> None:
        """A journal made before this pass kept its moves as rows of the database: they become the tables'
        files (each written whole and flushed before its rows go), and the rows' table goes."""
        found = self.db.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'moves'"
        ).fetchone()
        if found is None:
            return
        codes = [c for (c,) in self.db.execute("SELECT code FROM tables WHERE status = 'playing'")]
        for code in codes:
            rows = self.db.execute(
                "SELECT n, seat, action, action_id FROM moves WHERE code = ? ORDER BY n", (code,)
            ).fetchall()
            text = "".join(
                encode([n, seat, json.loads(action), action_id]) + "\n" for n, seat, action, action_id in rows
            )
            self._drop_moves(code)
            fd = os.open(self._path(code), os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
            try:
                _write_all(fd, text.encode())
                os.fsync(fd)
            finally:
                os.close(fd)
        self.db.execute("DROP TABLE moves")
        log.info("the journal's moves moved from the database to a file per table (%d tables)", len(codes))

    def _tidy(self) -> None:
        """The files of tables the database no longer holds (a crash between a table's end and its file's
        deletion) are deleted."""
        assert self.folder is not None
        live = {c for (c,) in self.db.execute("SELECT code FROM tables")}
        for file in self.folder.glob("*.jsonl"):
            if file.stem not in live:
                with contextlib.suppress(OSError):
                    file.unlink()


def _write_all(fd: int, data: bytes) -> None:
    written = os.write(fd, data)
    if written < len(data):  # (a regular file takes it all but when the disk is full, or a signal came)
        view = memoryview(data)[written:]
        while view:
            view = view[os.write(fd, view) :]
