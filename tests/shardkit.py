"""Helpers of the sharded-server tests: a real `redis-server` on a free loopback port with its own data
folder, and `uno-table serve --workers N` in its own process (its workers' addresses and pids read from
its log)."""

from __future__ import annotations

import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
#: the workers' settings in the tests: no natural pauses, a fine clock, no rate limit in the way
FAST_CONFIG = (
    '{"pacing": 0.0, "tick": 0.01, "catch_hold": 0.0, "rate": 1000.0, "burst": 1000, "close_timeout": 0.5}'
)


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def wait_until(pred, timeout: float = 60.0, what: str = "a condition"):
    deadline = time.monotonic() + timeout
    while True:
        value = pred()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"{what} did not come within {timeout} s")
        time.sleep(0.05)


class RedisServer:
    """`redis-server` on a free loopback port, its data in `folder`; `stop()` and `start()` again on the
    same port (its data gone: no snapshot is written, as after a crash)."""

    def __init__(self, folder: Path):
        binary = shutil.which("redis-server")
        assert binary, "redis-server is not installed (.ci/run installs it: apt-get install redis-server)"
        self.binary = binary
        self.folder = folder
        self.folder.mkdir(parents=True, exist_ok=True)
        self.port = free_port()
        self.proc: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> None:
        command = [self.binary, "--port", str(self.port), "--bind", "127.0.0.1", "--dir", str(self.folder)]
        command += ["--save", "", "--appendonly", "no", "--protected-mode", "yes"]
        self.proc = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wait_until(self._answers, 30, "redis-server")

    def _answers(self) -> bool:
        try:
            with socket.create_connection(("127.0.0.1", self.port), timeout=1) as sock:
                sock.sendall(b"PING\r\n")
                return sock.recv(16).startswith(b"+PONG")
        except OSError:
            return False

    def stop(self) -> None:
        if self.proc is not None:
            self.proc.kill()
            self.proc.wait(10)
            self.proc = None


class Sharded:
    """`uno-table serve --workers N` on a free loopback port, its data in `folder`."""

    def __init__(
        self,
        folder: Path,
        workers: int = 2,
        directory: str | None = None,
        name: str | None = None,
        grace: float = 30.0,
    ):
        """`grace`: seconds a dropped person's seat waits for a computer player (30: a rejoin across the
        door on a loaded machine is never overtaken by one)."""
        self.folder = folder
        command = [sys.executable, "-m", "game", "serve", "--workers", str(workers), "--port", "0"]
        command += [
            "--data-dir",
            str(folder),
            "--per-address",
            "0",
            "--grace",
            str(grace),
            "--config",
            FAST_CONFIG,
        ]
        if directory:
            command += ["--directory", directory, "--directory-ttl", "3"]
        if name:
            command += ["--name", name]
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        self.proc = subprocess.Popen(command, stdout=subprocess.PIPE, text=True, env=env, cwd=ROOT)
        self.lines: list[str] = []
        threading.Thread(target=self._read, daemon=True).start()
        found = wait_until(lambda: next((x for x in self.lines if x.startswith("listening on")), None), 120)
        self.url = found.split()[-1]

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self.lines.append(line.strip())

    @property
    def log(self) -> str:
        path = self.folder / "logs" / "uno-table-server.log"
        return path.read_text() if path.exists() else ""

    def workers(self) -> dict[str, tuple[int, str]]:
        """Each worker's latest (pid, url), by its index."""
        found = {}
        for wid, pid, url in re.findall(r"worker \S+/(\d+) \(pid (\d+)\) listens on (\S+)", self.log):
            found[wid] = (int(pid), url)
        return found

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(30)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(10)
