"""A worker process of a sharded server (`uno-table serve --workers N` starts them: game/net/supervisor.py).

A worker is an ordinary table server on a loopback port (or a private address) behind the front door
(game/net/door.py). It tells its door what it holds, one JSON line on its standard output whenever that
changes: its tables' codes, its public tables waiting for players (for `list`), and whether it is
draining. SIGUSR1 drains it (no new tables; its tables go on), SIGUSR2 undoes that.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import signal
import sys
import threading

from .server import Hub

log = logging.getLogger("game.net.server")

#: seconds between two looks at the hub's tables (a report goes out only when they changed)
REPORT_EVERY = 0.1


def snapshot(hub: Hub) -> dict:
    return {"rooms": sorted(hub.rooms), "listed": hub.listed(), "draining": hub.draining}


async def report(hub: Hub, handoff: str | None = None, out=None) -> None:
    """Forever: a line on `out` (standard output) each time the hub's tables change; `handoff`: the name
    the door hands connections over on (game/net/handoff.py)."""
    out = out or sys.stdout
    last: dict | None = None
    while True:
        now = {**snapshot(hub), "handoff": handoff}
        if now != last:
            out.write(json.dumps(now, separators=(",", ":")) + "\n")
            out.flush()
            last = now
        await asyncio.sleep(REPORT_EVERY)


def drain_on_signals(hub: Hub) -> None:
    """SIGUSR1: take no new tables; SIGUSR2: take them again."""
    loop = asyncio.get_running_loop()

    def drain(on: bool) -> None:
        hub.draining = on
        log.info("draining" if on else "taking new tables again")

    for sig, on in ((signal.SIGUSR1, True), (signal.SIGUSR2, False)):
        with contextlib.suppress(NotImplementedError, RuntimeError, AttributeError):
            loop.add_signal_handler(sig, drain, on)


def stop_with_stdin(stop: asyncio.Event) -> None:
    """Set `stop` when standard input closes (the supervisor that started this worker is gone)."""
    loop = asyncio.get_running_loop()

    def watch() -> None:
        with contextlib.suppress(OSError):  # os.read: no lock of sys.stdin held at the interpreter's exit
            while os.read(0, 4096):
                pass
        with contextlib.suppress(RuntimeError):
            loop.call_soon_threadsafe(stop.set)

    threading.Thread(target=watch, name="stdin-watch", daemon=True).start()
