"""A table server in a daemon thread of this process (the game's Host a network game), and the TLS
context `serve --cert` gives it."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import ssl as ssl_module
import threading
from collections.abc import Callable
from pathlib import Path

from .config import Config
from .journal import Journal
from .server import Hub, journal_path, run_server

log = logging.getLogger("game.net.server")


def ssl_context(cert: str | Path, key: str | Path) -> ssl_module.SSLContext:
    context = ssl_module.SSLContext(ssl_module.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(str(cert), str(key))
    return context


class ServerThread:
    """A table server in a daemon thread of this process (the game's Host a network game).

    server = ServerThread("0.0.0.0", 0, data_dir=store.paths.data_dir)
    host, port = server.start()      # waits until it listens; raises OSError if it cannot
    ...
    server.stop()
    """

    def __init__(
        self,
        host: str = "127.0.0.1",
        port: int = 0,
        data_dir: Path | str | None = None,
        config: Config | None = None,
        ssl: ssl_module.SSLContext | None = None,
    ):
        self.host, self.port = host, port
        self.data_dir = data_dir
        self.config = config or Config()
        self.ssl = ssl
        self.hub: Hub | None = None
        self.address: tuple[str, int] | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._ready = threading.Event()
        self._error: BaseException | None = None
        self._thread: threading.Thread | None = None

    def start(self, timeout: float = 10.0) -> tuple[str, int]:
        self._thread = threading.Thread(target=self._run, name="net-server", daemon=True)
        self._thread.start()
        if not self._ready.wait(timeout):
            raise OSError("the server did not start in time")
        if self._error is not None:
            raise OSError(f"the server could not start: {self._error}") from self._error
        assert self.address is not None
        return self.address

    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        try:
            loop.run_until_complete(self._main())
        except BaseException as exc:  # noqa: BLE001 - told to start() (or logged after it)
            if not self._ready.is_set():
                self._error = exc
                self._ready.set()
            else:
                log.exception("the server thread stopped on an error")
        finally:
            loop.close()

    async def _main(self) -> None:
        self._stop = asyncio.Event()
        self.hub = Hub(self.config, Journal(journal_path(self.data_dir)))

        def ready(host: str, port: int) -> None:
            self.address = (host, port)
            self._ready.set()

        await run_server(self.host, self.port, self.hub, self.ssl, ready, self._stop)

    def call(self, fn: Callable, timeout: float = 5.0):
        """Run `fn()` on the server's loop and return its result (tests look inside the hub this way)."""
        assert self._loop is not None
        future = asyncio.run_coroutine_threadsafe(_call(fn), self._loop)
        return future.result(timeout)

    def stop(self, timeout: float = 5.0) -> None:
        if self._loop is not None and self._stop is not None and not self._loop.is_closed():
            with contextlib.suppress(RuntimeError):
                self._loop.call_soon_threadsafe(self._stop.set)
        if self._thread is not None:
            self._thread.join(timeout)


async def _call(fn: Callable):
    return fn()
