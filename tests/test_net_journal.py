"""The server's journal (game/net/journal.py): a table's set-up in SQLite, its moves as lines of a file of
its own, one write a commit (issue 44: a move was a database transaction, a fifth of a lone move's CPU).
What a journal holds comes back whole after a crash at any point; a line cut short is left out; a
finished table leaves nothing behind; a journal of the build before (moves as rows) is read as it was."""

from __future__ import annotations

import json
import os
import sqlite3

from game.net import journal as journal_module
from game.net.journal import Journal

SETUP = {"edition": "classic", "seats": [], "seed": 7}
PLAY = {"do": "play", "card": "r5"}


def moves_of(path, code: str) -> list:
    j = Journal(path)
    try:
        return next(t.moves for t in j.unfinished() if t.code == code)
    finally:
        j.close()


def gone(j: Journal) -> None:
    """The server's process is gone without a word: its files and database let go, nothing flushed or
    written on the way out (what a commit wrote is in the operating system's hands)."""
    j._sync_stop.set()
    for fd in j._files.values():
        os.close(fd)
    j._files.clear()
    j.db.close()


def test_moves_come_back_after_the_server_is_gone(tmp_path):
    path = tmp_path / "server" / "journal.sqlite3"
    j = Journal(path)
    j.open_table("ABCDE", SETUP)
    j.open_table("FGHJK", SETUP)
    for n in range(5):
        j.record("ABCDE", n, n % 4, {**PLAY, "n": n}, f"id{n}")
        if n < 3:
            j.record("FGHJK", n, 1, PLAY, None)
        j.commit()
    gone(j)
    tables = {t.code: t for t in Journal(path).unfinished()}
    assert tables["ABCDE"].setup == SETUP
    assert tables["ABCDE"].moves == [(n % 4, {**PLAY, "n": n}, f"id{n}") for n in range(5)]
    assert tables["FGHJK"].moves == [(1, PLAY, None)] * 3


def test_a_commit_is_one_write_per_table_and_no_database_transaction(tmp_path, monkeypatch):
    j = Journal(tmp_path / "journal.sqlite3")
    j.open_table("ABCDE", SETUP)
    j.open_table("FGHJK", SETUP)
    writes = []
    real_write = os.write
    monkeypatch.setattr(
        journal_module.os, "write", lambda fd, data: writes.append(fd) or real_write(fd, data)
    )
    changes = j.db.total_changes
    j.record("ABCDE", 0, 0, PLAY, "a")
    j.commit()
    assert len(writes) == 1
    j.record("ABCDE", 1, 1, PLAY, "b")
    j.record("FGHJK", 0, 0, PLAY, "c")
    j.record("ABCDE", 2, 2, PLAY, "d")
    j.commit()
    assert len(writes) == 3  # a moment's moves: one write per table
    assert j.db.total_changes == changes
    j.close()
    assert [m[2] for m in moves_of(tmp_path / "journal.sqlite3", "ABCDE")] == ["a", "b", "d"]


def test_a_move_cut_short_by_a_crash_is_left_out_and_the_table_goes_on(tmp_path):
    path = tmp_path / "journal.sqlite3"
    j = Journal(path)
    j.open_table("ABCDE", SETUP)
    for n in range(3):
        j.record("ABCDE", n, 0, PLAY, f"id{n}")
    j.commit()
    j.close()
    file = tmp_path / "moves" / "ABCDE.jsonl"
    with open(file, "ab") as f:
        f.write(b'[3,0,{"do":"pl')  # killed in the middle of a write
    j = Journal(path)
    (table,) = j.unfinished()
    assert [m[2] for m in table.moves] == ["id0", "id1", "id2"]
    assert file.read_bytes().endswith(b"\n")  # cut off: what comes next is whole
    j.record("ABCDE", 3, 1, PLAY, "id3")
    j.commit()
    j.close()
    assert [m[2] for m in moves_of(path, "ABCDE")] == ["id0", "id1", "id2", "id3"]


def test_a_finished_table_leaves_nothing_and_its_code_starts_clean(tmp_path):
    path = tmp_path / "journal.sqlite3"
    j = Journal(path)
    j.open_table("ABCDE", SETUP)
    j.record("ABCDE", 0, 0, PLAY, "x")
    j.commit()
    j.forget("ABCDE")
    assert not (tmp_path / "moves" / "ABCDE.jsonl").exists()
    assert j.unfinished() == []
    j.open_table("ABCDE", SETUP)
    j.record("ABCDE", 0, 0, PLAY, "y")  # recorded, not committed: a new table under the code drops it
    j.open_table("ABCDE", SETUP)
    j.commit()
    assert [t.moves for t in j.unfinished()] == [[]]
    j.close()
    (tmp_path / "moves" / "ZZZZZ.jsonl").write_text("[0,0,{},null]\n")  # a table's end cut off by a crash
    Journal(path).close()
    assert not (tmp_path / "moves" / "ZZZZZ.jsonl").exists()


def test_more_tables_than_open_files_all_come_back(tmp_path, monkeypatch):
    monkeypatch.setattr(journal_module, "OPEN_FILES", 2)
    path = tmp_path / "journal.sqlite3"
    j = Journal(path)
    codes = [f"T{i}AAA" for i in range(6)]
    for code in codes:
        j.open_table(code, SETUP)
    for n in range(3):
        for code in codes:
            j.record(code, n, 0, PLAY, f"{code}.{n}")
            j.commit()
    assert len(j._files) <= 2
    j.close()
    back = {t.code: [m[2] for m in t.moves] for t in Journal(path).unfinished()}
    assert back == {code: [f"{code}.{n}" for n in range(3)] for code in codes}


def test_the_written_files_are_flushed_to_the_disk_on_their_own_thread(tmp_path, monkeypatch):
    monkeypatch.setattr(journal_module, "SYNC_EVERY", 0.05)
    synced = []
    real = os.fdatasync
    monkeypatch.setattr(journal_module.os, "fdatasync", lambda fd: synced.append(fd) or real(fd))
    j = Journal(tmp_path / "journal.sqlite3")
    j.open_table("ABCDE", SETUP)
    j.record("ABCDE", 0, 0, PLAY, "x")
    j.commit()
    import time

    deadline = time.monotonic() + 30
    while not synced and time.monotonic() < deadline:
        time.sleep(0.02)
    assert synced
    j.close()


def test_a_journal_of_the_build_before_keeps_its_tables(tmp_path):
    """Moves as rows of the database (the build before): they move to the files, the rows' table goes."""
    path = tmp_path / "journal.sqlite3"
    db = sqlite3.connect(path)
    db.executescript(
        """
        CREATE TABLE tables (
            code TEXT PRIMARY KEY, setup TEXT NOT NULL, status TEXT NOT NULL DEFAULT 'playing');
        CREATE TABLE moves (code TEXT NOT NULL, n INTEGER NOT NULL, seat INTEGER NOT NULL,
            action TEXT NOT NULL, action_id TEXT, PRIMARY KEY (code, n)) WITHOUT ROWID;
        """
    )
    db.execute("INSERT INTO tables (code, setup) VALUES ('ABCDE', ?)", (json.dumps(SETUP),))
    db.execute("INSERT INTO tables (code, setup) VALUES ('FGHJK', ?)", (json.dumps(SETUP),))
    for n in range(4):
        db.execute("INSERT INTO moves VALUES ('ABCDE', ?, ?, ?, ?)", (n, n % 2, json.dumps(PLAY), f"i{n}"))
    db.commit()
    db.close()
    j = Journal(path)
    tables = {t.code: t.moves for t in j.unfinished()}
    assert tables == {"ABCDE": [(n % 2, PLAY, f"i{n}") for n in range(4)], "FGHJK": []}
    assert j.db.execute("SELECT name FROM sqlite_master WHERE name = 'moves'").fetchone() is None
    j.record("ABCDE", 4, 0, PLAY, "i4")
    j.commit()
    j.close()
    assert [m[2] for m in moves_of(path, "ABCDE")] == ["i0", "i1", "i2", "i3", "i4"]


def test_an_in_memory_journal_keeps_its_moves_in_memory():
    j = Journal(None)
    j.open_table("ABCDE", SETUP)
    j.record("ABCDE", 0, 0, PLAY, "x")
    assert j.pending
    j.commit()
    assert not j.pending
    assert [t.moves for t in j.unfinished()] == [[(0, PLAY, "x")]]
    j.close()
