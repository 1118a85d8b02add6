"""`uno-table serve --workers N [--directory redis://HOST:PORT/DB]`: a front door (game/net/door.py)
and the supervisor of N worker processes (game/net/supervisor.py), in this process.

SIGTERM or Ctrl+C: the workers stop (their tables are journaled and resume at the next start), then the
door. SIGUSR1: every worker drains (takes no new tables; the directory says so, so other machines'
workers get them); SIGUSR2: they take new tables again.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import json
import logging
import os
import signal
import socket
import sys

from game import __version__


def worker_args(args) -> list[str]:
    """The options each worker is started with (its own limits; the door checks connections)."""
    return [
        "--grace",
        str(args.grace),
        "--max-tables",
        str(args.max_tables),
        "--per-address",
        str(args.per_address),
        *(["--config", args.config] if args.config else []),
    ]


def door_name(args) -> str:
    if args.name:
        return args.name
    name = f"{socket.gethostname()}:{args.port}"
    return name if args.port else f"{name}:{os.getpid()}"


def main_sharded(args) -> int:
    from game.storage import Paths, setup_logging

    from .config import Config
    from .directory import Directory, RedisDirectory
    from .door import Door, run_door
    from .supervisor import Supervisor
    from .thread import ssl_context

    if args.directory:
        try:
            import redis.asyncio  # noqa: F401
        except ImportError:
            print(
                "uno-table serve: --directory needs the redis package: pip install 'uno-table[server]'",
                file=sys.stderr,
            )
            return 2
    paths = Paths.resolve(args.data_dir)
    setup_logging(paths.log_dir / "uno-table-server.log")
    log = logging.getLogger("game.net")
    ssl = ssl_context(args.cert, args.key) if args.cert else None
    per_address = args.per_address if args.per_address > 0 else None
    config = Config(connections_per_address=per_address)
    if args.config:  # the tests' settings (the door reads its hello timeout, rate and strikes)
        config = dataclasses.replace(config, **json.loads(args.config))
    supervisor = Supervisor(
        args.workers, paths.data_dir, door_name(args), worker_args(args), args.worker_host
    )

    async def serve() -> None:
        directory = (
            RedisDirectory(args.directory, supervisor.shards, args.directory_ttl)
            if args.directory
            else Directory(supervisor.shards)
        )
        door = Door(directory, config)
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for sig, action in (
            (signal.SIGINT, stop.set),
            (signal.SIGTERM, stop.set),
            (signal.SIGUSR1, lambda: supervisor.drain(True)),
            (signal.SIGUSR2, lambda: supervisor.drain(False)),
        ):
            with contextlib.suppress(NotImplementedError, RuntimeError, AttributeError):
                loop.add_signal_handler(sig, action)
        supervisor.start(directory)
        try:
            await supervisor.ready()
            await directory.heartbeat()

            def ready(host: str, port: int) -> None:
                scheme = "wss" if ssl else "ws"
                log.info(
                    "UNO Table %s front door on %s://%s:%d/, %d workers",
                    __version__,
                    scheme,
                    host,
                    port,
                    args.workers,
                )
                print(f"listening on {scheme}://{host}:{port}/", flush=True)

            closed = asyncio.Event()  # the door closes its connections after the workers have stopped
            door_task = asyncio.create_task(run_door(args.host, args.port, door, ssl, ready, closed))
            stopping = asyncio.create_task(stop.wait())
            await asyncio.wait({door_task, stopping}, return_when=asyncio.FIRST_COMPLETED)
            if door_task.done():
                stopping.cancel()
                door_task.result()  # it could not listen: raised here
            await supervisor.stop()
            closed.set()
            await door_task
        finally:
            if not supervisor.stopping:
                await supervisor.stop()
            await directory.close()

    try:
        asyncio.run(serve())
    except OSError as exc:
        log.error("cannot serve on %s:%d: %s", args.host, args.port, exc)
        print(f"uno-table serve: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        pass
    log.info("front door stopped")
    return 0
