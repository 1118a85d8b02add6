"""Self-test checks for what rides on libraries a frozen build could leave out without noticing:
TLS (`uno-table serve --cert`, wss:// tables: Python's ssl and OpenSSL), LAN discovery (zeroconf and
its compiled modules), the six languages' CLDR data (Babel: plural rules, numbers, dates) and the
gamepads (pygame's SDL game-controller module).

Each check uses the game's own code paths (game.net.server, game.net.lan, game.i18n, the babel calls
of the statistics and replay screens), which at run time swallow a missing library and degrade
quietly (no discovery, ISO dates, no pads): here a missing piece is a failure.
"""

from __future__ import annotations

import asyncio
import socket
import sys
import time

#: how long LAN discovery may take to find our own announcement (zeroconf probes for about 1.7 s)
LAN_WAIT = 10.0


def check_tls() -> dict:
    """A wss:// round trip on the loopback address: the game's table server with a TLS context made by
    `game.net.thread.ssl_context` (as `serve --cert` makes it) and its journal (sqlite3) in a temporary
    folder, a websockets client that trusts only the self-test's certificate, a ping answered over the
    encrypted connection."""
    import ssl
    import tempfile

    from game.net.server import journal_path
    from game.net.thread import ServerThread, ssl_context
    from game.resources import assets_dir

    pem = assets_dir() / "selftest" / "loopback-tls.pem"
    with tempfile.TemporaryDirectory() as data:
        server = ServerThread("127.0.0.1", 0, data_dir=data, ssl=ssl_context(pem, pem))
        _host, port = server.start()
        try:
            trusted = ssl.create_default_context(cafile=str(pem))
            # the certificate names 127.0.0.1 as well as localhost: no name lookup needed
            version = asyncio.run(_wss_ping(f"wss://127.0.0.1:{port}/", trusted))
        finally:
            server.stop()
        journal = journal_path(data)
        if journal is None or not journal.is_file():
            raise AssertionError(f"the server wrote no journal ({journal})")
    return {"tls": version, "openssl": ssl.OPENSSL_VERSION, "journal": journal.name}


async def _wss_ping(url: str, context) -> str:
    from websockets.asyncio.client import connect

    async with connect(url, ssl=context, open_timeout=10) as ws:
        pong = await ws.ping()
        await asyncio.wait_for(pong, 10)
        return str(ws.transport.get_extra_info("ssl_object").version())


def check_lan() -> dict:
    """zeroconf loads (with whichever of its compiled modules the build carries), and the game's own
    Browser finds the game's own Announcer on the loopback address. `found` is False where this machine
    has no multicast (containers, some networks: the game then asks for the address); CI, where
    multicast works, requires it (packaging/ci-build.sh)."""
    import zeroconf
    from zeroconf import ServiceBrowser, ServiceInfo, Zeroconf  # noqa: F401  what game/net/lan.py uses

    from game.net.lan import LOOPBACK, SERVICE, Announcer, Browser

    info = ServiceInfo(  # builds DNS records: zeroconf's compiled record classes when it has them
        SERVICE, f"selftest.{SERVICE}", addresses=[socket.inet_aton(LOOPBACK)], port=1, properties={"a": "b"}
    )
    compiled = sorted(
        name
        for name, module in list(sys.modules.items())
        if name.startswith("zeroconf.") and str(getattr(module, "__file__", "")).endswith((".so", ".pyd"))
    )
    result: dict = {"zeroconf": zeroconf.__version__, "records": len(info.dns_addresses())}
    result["compiled"] = compiled
    browser = Browser()
    result["browsing"] = browser.start()
    announcer = Announcer("Self-test", _free_port(LOOPBACK), LOOPBACK)  # the port tells ours from others
    try:
        if result["browsing"] and announcer.start():
            deadline = time.monotonic() + LAN_WAIT
            while time.monotonic() < deadline and not any(t.port == announcer.port for t in browser.found()):
                time.sleep(0.05)
        result["found"] = any(t.port == announcer.port for t in browser.found())
    finally:
        announcer.close()
        browser.close()
    return result


def _free_port(host: str) -> int:
    with socket.socket() as s:
        s.bind((host, 0))
        return int(s.getsockname()[1])


def check_gamepads() -> dict:
    """SDL's game-controller API, which game/ui/pad/devices.py imports lazily and does without when it is
    missing (keys and mouse only): here it must load and start; `pads` is how many are plugged in."""
    import pygame
    import pygame._sdl2.controller as controller

    pygame.init()
    try:
        controller.init()
        return {"pads": controller.get_count()}
    finally:
        pygame.quit()


def check_languages() -> dict:
    """Every message of every language formatted strictly with sample arguments (plural rules come
    from Babel's CLDR data of that language), and the numbers, percentages and dates the statistics
    and replay screens show, formatted by Babel in each language."""
    from datetime import UTC, datetime

    from babel.dates import format_datetime
    from babel.numbers import format_decimal, format_percent

    from game.i18n import LANGUAGES, Localizer
    from game.i18n.samples import all_strings

    strings: dict[str, int] = {}
    shown: dict[str, str] = {}
    moment = datetime(2026, 11, 27, 9, 30, tzinfo=UTC).astimezone()
    for language in LANGUAGES:
        localizer = Localizer(language, strict=True)
        strings[language] = sum(1 for _ in all_strings(localizer))
        shown[language] = " | ".join(
            (
                format_decimal(12500, locale=language),
                format_percent(0.5, locale=language),
                format_datetime(moment, "short", locale=language),
            )
        )
    return {"strings": strings, "formats": shown}
