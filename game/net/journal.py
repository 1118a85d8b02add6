"""The server's journal: every table's set-up and moves in SQLite (standard library), so a server
killed outright (SIGKILL, a power cut of the process) starts again with every table where it was.

A table's set-up (edition, options, seats, seed, tokens) is written when the host starts it; every
applied move (a person's or a computer player's) is written when it is applied and committed before
anyone hears of it: the server commits before it writes any frame (`Hub.commit_journal`), once for
all the moves its event loop applied since the last commit. So a client never saw a move the journal
lacks.
On start the server reads back every table not finished or closed and replays its moves through the
engine (`unfinished`). A finished or closed table's rows are deleted.

WAL mode with `synchronous=NORMAL`: a commit survives the process being killed (the WAL is in the
operating system's hands the moment the commit returns); only a power loss of the whole machine may
lose the last few moves. Lobbies (tables not started) are not journaled.
"""

from __future__ import annotations

import json
import logging
import sqlite3
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from .protocol import encode

log = logging.getLogger("game.net.journal")

INSERT_MOVE = "INSERT INTO moves (code, n, seat, action, action_id) VALUES (?, ?, ?, ?, ?)"

SCHEMA = """
CREATE TABLE IF NOT EXISTS tables (
    code TEXT PRIMARY KEY,
    setup TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'playing'
);
CREATE TABLE IF NOT EXISTS moves (
    code TEXT NOT NULL,
    n INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    action TEXT NOT NULL,
    action_id TEXT,
    PRIMARY KEY (code, n)
) WITHOUT ROWID;
"""
# WITHOUT ROWID: the moves are kept in their key's order, one B-tree where a table with a rowid keeps
# two (the rows and the key's index): a commit writes one page to the write-ahead log instead of two,
# so checkpoints (which wait for the disk) come half as often. A journal made before keeps its table.


@dataclass
class JournaledTable:
    code: str
    setup: dict
    moves: list[tuple[int, dict, str | None]]  # (seat, action JSON, the client's action id or None)


class Journal:
    """`path` None: an in-memory journal (a server that need not survive itself, and tests).

    One server process owns its journal: the database is opened in exclusive locking mode (no file
    locks taken and dropped at every commit; a second server on the same data folder is refused with
    "database is locked"). The moves of a moment are kept here until `commit` writes them in one
    statement."""

    def __init__(self, path: Path | None):
        if path is not None:
            path.parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        self.db = sqlite3.connect(":memory:" if path is None else str(path), isolation_level=None)
        self.db.execute("PRAGMA locking_mode=EXCLUSIVE")
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=NORMAL")
        self.db.executescript(SCHEMA)
        self._moves: list[tuple] = []  # moves recorded and not yet committed

    @property
    def pending(self) -> bool:
        """Moves are recorded (`record`) and not yet committed."""
        return bool(self._moves)

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
        self.commit()
        with self._transaction():  # one transaction: a table restarted under a used code starts clean
            self.db.execute("DELETE FROM moves WHERE code = ?", (code,))
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
        self._moves.append((code, n, seat, encode(action), action_id))  # (orjson's compact JSON, issue 44)

    def commit(self) -> None:
        """Make every move recorded so far last: one statement (its own transaction) for one move, one
        transaction for several."""
        moves, self._moves = self._moves, []
        if len(moves) == 1:
            self.db.execute(INSERT_MOVE, moves[0])
        elif moves:
            with self._transaction():
                self.db.executemany(INSERT_MOVE, moves)

    def forget(self, code: str) -> None:
        """A table finished or closed: nothing of it is resumed."""
        self.commit()
        with self._transaction():
            self.db.execute("DELETE FROM moves WHERE code = ?", (code,))
            self.db.execute("DELETE FROM tables WHERE code = ?", (code,))

    def unfinished(self) -> list[JournaledTable]:
        tables = []
        for code, setup in self.db.execute("SELECT code, setup FROM tables WHERE status = 'playing'"):
            rows = self.db.execute(
                "SELECT n, seat, action, action_id FROM moves WHERE code = ? ORDER BY n", (code,)
            ).fetchall()
            moves = []
            for expected, (n, seat, action, action_id) in enumerate(rows):
                if n != expected:  # cannot happen with one writer; a gap would replay a different game
                    log.error("table %s: move %d missing in the journal; resumed before it", code, expected)
                    break
                moves.append((seat, json.loads(action), action_id))
            tables.append(JournaledTable(code, json.loads(setup), moves))
        return tables

    def close(self) -> None:
        self.commit()
        self.db.close()
