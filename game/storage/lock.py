"""Locks on the data folder, from the operating system (`fcntl.flock`, `msvcrt.locking` on Windows).

Two kinds, both on small files beside the data that are never removed:

- `<data>/.instance.lock`: held by a running game for as long as it runs (`try_lock`), so a second copy
  of the game on the same folder learns that it is not alone instead of replacing the first one's
  game. The operating system lets go of it when the process ends, however it ends (no stale locks
  after a crash or `kill -9`).
- `<data>/statistics.json.lock`: held only while the statistics are read, changed and written back
  (`held`, waiting for it), so two writers never lose each other's updates.

Standard library only: a lock taken with `flock` is tied to the open file, so two openings in the same
process exclude each other too (the tests rely on it).
"""

from __future__ import annotations

import contextlib
import os
import sys
import time
from collections.abc import Iterator
from pathlib import Path

if sys.platform == "win32":  # pragma: no cover - Windows (the test mypy narrows on)
    import msvcrt

    def _lock(fd: int, wait: bool) -> bool:
        mode = msvcrt.LK_LOCK if wait else msvcrt.LK_NBLCK  # LK_LOCK retries for 10 s, then raises
        while True:
            try:
                os.lseek(fd, 0, os.SEEK_SET)
                msvcrt.locking(fd, mode, 1)
                return True
            except OSError:
                if not wait:
                    return False
                time.sleep(0.05)

    def _unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
else:
    import fcntl

    def _lock(fd: int, wait: bool) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | (0 if wait else fcntl.LOCK_NB))
            return True
        except BlockingIOError:
            return False

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)


class FolderLock:
    """An exclusive lock on the file `path` (created if missing)."""

    def __init__(self, path: Path):
        self.path = Path(path)
        self._fd: int | None = None

    @property
    def locked(self) -> bool:
        return self._fd is not None

    def acquire(self, wait: bool) -> bool:
        """Take the lock; False (when not `wait`ing) if another holder has it. OSError: no folder."""
        if self._fd is not None:
            return True
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT | getattr(os, "O_BINARY", 0), 0o644)
        try:
            if _lock(fd, wait):
                self._fd = fd
                return True
        except BaseException:
            os.close(fd)
            raise
        os.close(fd)
        return False

    def release(self) -> None:
        fd, self._fd = self._fd, None
        if fd is not None:
            try:
                _unlock(fd)
            finally:
                os.close(fd)


def try_lock(path: Path) -> FolderLock | None:
    """The lock on `path` if nobody else holds it, else None."""
    lock = FolderLock(path)
    return lock if lock.acquire(wait=False) else None


@contextlib.contextmanager
def held(path: Path) -> Iterator[None]:
    """Hold the lock on `path` for the block (waiting for another holder to finish)."""
    lock = FolderLock(path)
    lock.acquire(wait=True)
    try:
        yield
    finally:
        lock.release()
