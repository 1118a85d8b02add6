"""The worker processes of `uno-table serve --workers N`: started, watched, restarted, drained, stopped.

Each worker is `uno-table serve --worker` on a free port of `--worker-host` (loopback by default) with
its own data folder (`<data>/workers/<i>/`: its journal and log). The supervisor reads each worker's
standard output: first the address it listens on, then its reports (game/net/worker.py), which it keeps
in the worker's `Shard` and passes to the directory. A worker that exits (a crash, SIGKILL) is started
again on the same data folder: it resumes its tables from its journal and reports them, and the
directory points to its new address. If the supervisor dies, its workers see their standard input
close and stop.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import re
import signal
import sys
from pathlib import Path

from .directory import Directory, Shard

log = logging.getLogger("game.net.supervisor")

#: seconds before a worker that exited is started again (doubled while it keeps failing at once)
RESTART_AFTER = 0.2
RESTART_MAX = 10.0


class Supervisor:
    def __init__(
        self,
        count: int,
        data_dir: Path,
        wid_prefix: str,
        worker_args: list[str],
        worker_host: str = "127.0.0.1",
    ):
        self.data_dir = data_dir
        self.worker_args = worker_args
        self.worker_host = worker_host
        self.shards = [Shard(f"{wid_prefix}/{i}") for i in range(count)]
        self.procs: list[asyncio.subprocess.Process | None] = [None] * count
        self.directory: Directory | None = None
        self.stopping = False
        self.starts = [0] * count  # how many times each worker was started (tests read it)
        self._tasks: list[asyncio.Task] = []

    def start(self, directory: Directory) -> None:
        self.directory = directory
        self._tasks = [asyncio.create_task(self._keep(i)) for i in range(len(self.shards))]

    async def ready(self, timeout: float = 60.0) -> None:
        """Until every worker listens."""
        async with asyncio.timeout(timeout):
            while not all(s.alive for s in self.shards):
                await asyncio.sleep(0.05)

    def command(self, i: int) -> list[str]:
        folder = self.data_dir / "workers" / str(i)
        return [
            sys.executable,
            "-m",
            "game",
            "serve",
            "--worker",
            "--host",
            self.worker_host,
            "--port",
            "0",
            "--data-dir",
            str(folder),
            *self.worker_args,
        ]

    async def _keep(self, i: int) -> None:
        """Worker `i`, started and started again until the supervisor stops."""
        delay = RESTART_AFTER
        root = str(Path(__file__).resolve().parents[2])
        env = {
            **os.environ,
            "PYTHONPATH": os.pathsep.join(filter(None, [root, os.environ.get("PYTHONPATH")])),
        }
        while not self.stopping:
            started = asyncio.get_running_loop().time()
            proc = await asyncio.create_subprocess_exec(
                *self.command(i), stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, env=env
            )
            self.procs[i] = proc
            self.starts[i] += 1
            try:
                await self._read(i, proc)
            finally:
                code = await proc.wait()
                shard = self.shards[i]
                shard.alive = False
            if self.stopping:
                return
            log.warning("worker %s (pid %d) exited with %s; starting it again", shard.wid, proc.pid, code)
            quick = asyncio.get_running_loop().time() - started < 5
            delay = min(RESTART_MAX, delay * 2) if quick else RESTART_AFTER
            await asyncio.sleep(delay)

    async def _read(self, i: int, proc: asyncio.subprocess.Process) -> None:
        assert proc.stdout is not None and self.directory is not None
        shard = self.shards[i]
        async for raw in proc.stdout:
            line = raw.decode(errors="replace").strip()
            if line.startswith("listening on "):
                found = re.search(r"//([^/]+):(\d+)/", line)
                if found:
                    shard.url = f"ws://{found.group(1)}:{found.group(2)}/"
                    log.info("worker %s (pid %d) listens on %s", shard.wid, proc.pid, shard.url)
                continue
            if not line.startswith("{"):
                continue
            try:
                report = json.loads(line)
            except ValueError:
                continue
            rooms = set(report["rooms"])
            if report["draining"] != shard.draining:
                log.info("worker %s %s", shard.wid, "drains" if report["draining"] else "takes new tables")
            added, gone = rooms - shard.rooms, shard.rooms - rooms
            shard.rooms, shard.listed, shard.draining = rooms, report["listed"], report["draining"]
            shard.handoff = report.get("handoff")
            shard.routed = 0
            shard.alive = True
            if added or gone:
                log.info("worker %s: %d tables (+%d, -%d)", shard.wid, len(rooms), len(added), len(gone))
            await self.directory.changed(shard, added, gone)

    def signal_all(self, sig: int) -> None:
        for proc in self.procs:
            if proc is not None and proc.returncode is None:
                with contextlib.suppress(ProcessLookupError):
                    proc.send_signal(sig)

    def drain(self, on: bool = True) -> None:
        """Every worker takes no new tables (SIGUSR1), or takes them again (SIGUSR2)."""
        self.signal_all(signal.SIGUSR1 if on else signal.SIGUSR2)

    async def stop(self, timeout: float = 10.0) -> None:
        """SIGTERM to every worker (their tables are journaled and resume at the next start)."""
        self.stopping = True
        self.signal_all(signal.SIGTERM)
        for proc in self.procs:
            if proc is None:
                continue
            try:
                async with asyncio.timeout(timeout):
                    await proc.wait()
            except TimeoutError:
                with contextlib.suppress(ProcessLookupError):
                    proc.kill()
        for task in self._tasks:
            task.cancel()
