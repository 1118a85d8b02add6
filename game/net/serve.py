"""`uno-table serve`: the headless table server (no display, no pygame).

    uno-table serve [--host 127.0.0.1] [--port 8765] [--data-dir DIR] [--cert FILE --key FILE]
                    [--grace SECONDS] [--workers N [--directory redis://HOST:PORT/DB]]

With `--workers N` this process is a front door and the supervisor of N worker processes, each with
its own journal (game/net/sharded.py; docs/network.md, "Past one process").

Listens on loopback unless told otherwise; the journal lives in the data folder (`<data>/server/`),
the log in the log folder (`uno-table-server.log`), both under --data-dir when given. SIGTERM or
Ctrl+C stop it; every started table is resumed at the next start (game/net/journal.py).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import dataclasses
import gc
import json
import logging
import signal
import sys
from pathlib import Path

from game import __version__

DEFAULT_PORT = 8765
#: middle-generation collections between two full ones (`settle_memory`; Python's default is 10)
FULL_COLLECTION_EVERY = 100


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="uno-table serve", description="Run a headless UNO Table server.")
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on (default: 127.0.0.1)")
    parser.add_argument(
        "--port", type=int, default=DEFAULT_PORT, help=f"port (default {DEFAULT_PORT}; 0: any)"
    )
    parser.add_argument("--data-dir", type=Path, metavar="DIR", help="keep the journal and logs under DIR")
    parser.add_argument("--cert", type=Path, metavar="FILE", help="TLS certificate chain (PEM): serve wss://")
    parser.add_argument("--key", type=Path, metavar="FILE", help="the certificate's private key (PEM)")
    parser.add_argument(
        "--grace", type=float, default=60.0, metavar="S", help="seconds a dropped seat waits (default 60)"
    )
    parser.add_argument("--max-tables", type=int, default=1000, metavar="N", help="open tables at most")
    parser.add_argument(
        "--per-address",
        type=int,
        default=32,
        metavar="N",
        help="connections from one address at most, and N/4 new tables per 10 minutes (0: no limit)",
    )
    parser.add_argument(
        "--workers", type=int, default=0, metavar="N", help="N worker processes behind this front door"
    )
    parser.add_argument(
        "--directory",
        metavar="URL",
        help="the room directory in Redis (redis://HOST:PORT/DB), else in memory",
    )
    parser.add_argument(
        "--worker-host",
        default="127.0.0.1",
        metavar="ADDR",
        help="the address workers listen on (default loopback)",
    )
    parser.add_argument(
        "--name", help="this front door's name in the directory (default: host name and port)"
    )
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)  # a worker of a front door
    parser.add_argument("--config", help=argparse.SUPPRESS)  # JSON: `Config` fields (tests, benchmark)
    parser.add_argument(
        "--directory-ttl",
        type=float,
        default=15.0,
        metavar="S",
        help="seconds a directory entry lives without a heartbeat (default 15; heartbeats every S/3)",
    )
    return parser


def settle_memory() -> None:
    """Before the server starts (its modules loaded, the journal open, no table resumed yet): keep the
    garbage collector's full collections rare and small. A full collection visits every object the process
    holds (hundreds of thousands with a few hundred tables: each connection and table is many small
    objects) and stops the event loop meanwhile: at 200 tables it took 70 ms of CPU, 130-320 ms on a
    loaded machine, and every move in flight waited for it (the round trip's p99). What is made so far
    (modules, classes, the hub) lives as long as the process: `gc.freeze` takes it out of every
    collection (tables and connections, which end, are made after it). And a full collection
    waits for 100 of the middle generation's (10 by default): minutes apart under load instead of
    seconds (what it would find is cycles of closed connections and tables: a few minutes' worth of
    them wait, nothing is lost). A server process only: the game's own host thread leaves its process's
    collector alone."""
    gc.collect()
    gc.freeze()
    young, middle, _full = gc.get_threshold()
    gc.set_threshold(young, middle, FULL_COLLECTION_EVERY)


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if (args.cert is None) != (args.key is None):
        print("uno-table serve: --cert and --key go together", file=sys.stderr)
        return 2
    if args.workers > 0:
        from .sharded import main_sharded

        return main_sharded(args)
    from game.storage import Paths, setup_logging

    from .config import Config
    from .journal import Journal
    from .server import Hub, journal_path, run_server
    from .thread import ssl_context

    paths = Paths.resolve(args.data_dir)
    setup_logging(paths.log_dir / "uno-table-server.log")
    log = logging.getLogger("game.net")
    ssl = ssl_context(args.cert, args.key) if args.cert else None
    per_address = args.per_address if args.per_address > 0 else None
    config = Config(
        grace=args.grace,
        max_tables=args.max_tables,
        connections_per_address=per_address,
        tables_per_address=None if per_address is None else max(1, per_address // 4),
        forwarded=args.worker,
    )
    if args.config:  # the tests' and the benchmark's settings (a JSON object of `Config` fields)
        config = dataclasses.replace(config, **json.loads(args.config))
    hub = Hub(config, Journal(journal_path(paths.data_dir)))
    tasks: list[asyncio.Task] = []

    def ready(host: str, port: int) -> None:
        scheme = "wss" if ssl else "ws"
        log.info("UNO Table %s server on %s://%s:%d/", __version__, scheme, host, port)
        print(f"listening on {scheme}://{host}:{port}/", flush=True)
        if args.worker:
            from . import handoff
            from .server import server_options
            from .worker import drain_on_signals, report

            name = handoff.listen(hub.ws_server, server_options(config)) if handoff.available() else None
            tasks.append(asyncio.get_running_loop().create_task(report(hub, name)))
            drain_on_signals(hub)

    async def serve() -> None:
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGINT, signal.SIGTERM):
            with contextlib.suppress(NotImplementedError, RuntimeError):  # Windows: Ctrl+C only
                loop.add_signal_handler(sig, stop.set)
        if args.worker:  # the front door gone (its end of our standard input closed): stop
            from .worker import stop_with_stdin

            stop_with_stdin(stop)
        await run_server(args.host, args.port, hub, ssl, ready, stop)

    settle_memory()
    try:
        asyncio.run(serve())
    except OSError as exc:
        log.error("cannot serve on %s:%d: %s", args.host, args.port, exc)
        print(f"uno-table serve: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        pass
    log.info("server stopped")
    return 0
