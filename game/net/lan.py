"""Addresses and the local network, without pygame: the address to give friends, reading a typed
address, and LAN discovery through python-zeroconf when it is installed.

Discovery is a convenience: containers, WSL and many networks have no multicast, and zeroconf may
not be installed. Every zeroconf call is wrapped in try/except (OSError, ImportError and the
library's own errors); when it fails the player types the address, which always works.
"""

from __future__ import annotations

import logging
import socket
import threading
from dataclasses import dataclass
from typing import Any

from .protocol import ROOM_CODE

log = logging.getLogger("game.net")

DEFAULT_PORT = 47474
SERVICE = "_unotable._tcp.local."
LOOPBACK = "127.0.0.1"
EVERYWHERE = "0.0.0.0"


def local_address() -> str:
    """This computer's address on the local network (no packet is sent: a UDP socket is only pointed
    at a private address to learn which interface would be used); the loopback address when unknown."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(("10.255.255.255", 1))
            address = s.getsockname()[0]
    except OSError:
        return LOOPBACK
    return address or LOOPBACK


def parse_address(text: str, default_port: int = DEFAULT_PORT) -> tuple[str, int] | None:
    """`host`, `host:port`, `ws://host:port/` or `[v6]:port` -> (host, port); None when it is not an
    address (empty, spaces inside, a port out of range)."""
    text = text.strip()
    for scheme in ("ws://", "wss://"):
        if text.lower().startswith(scheme):
            text = text[len(scheme) :]
    text = text.rstrip("/")
    if not text or any(c.isspace() for c in text) or "/" in text:
        return None
    host, port = text, default_port
    if text.startswith("["):  # [v6] or [v6]:port
        end = text.find("]")
        if end < 0:
            return None
        host, rest = text[1:end], text[end + 1 :]
        if rest:
            if not rest.startswith(":"):
                return None
            port_text = rest[1:]
            if not port_text.isdigit():
                return None
            port = int(port_text)
    elif text.count(":") == 1:
        host, port_text = text.split(":")
        if not port_text.isdigit():
            return None
        port = int(port_text)
    if not host or not 0 < port < 65536:
        return None
    return host, port


def url_for(host: str, port: int, secure: bool = False) -> str:
    shown = f"[{host}]" if ":" in host else host
    return f"{'wss' if secure else 'ws'}://{shown}:{port}/"


@dataclass(frozen=True)
class FoundTable:
    """A game announced on the local network."""

    name: str  # the host's player name
    host: str
    port: int
    room: str = ""  # the room code, when the host listed the table (else the person types it)
    edition: str = ""  # what the table plays, its seats and those free ("" and 0: an older game's
    seats: int = 0  # announcement, which said none of it)
    free: int = 0
    started: bool = False  # its game is under way: no seat to take at one click (issue 40)


class Announcer:
    """Tells the local network that a table is served here (zeroconf); does nothing when it cannot."""

    def __init__(self, name: str, port: int, address: str, room: str = ""):
        self.name, self.port, self.address, self.room = name, port, address, room
        self.table: dict[str, str] = {}  # edition, seats, free, started: `update` sets them
        self._zc: Any = None
        self._info: Any = None
        self.working = False

    def start(self) -> bool:
        """Announce from a thread of its own (registering probes the network for about 1.7 s, which
        the frame loop must not wait for); True when that thread started, False without zeroconf."""
        try:
            import zeroconf  # noqa: F401  (an installation without it: players type the address)
        except ImportError:
            log.info("LAN announcement unavailable (no zeroconf); players type the address")
            return False
        self._lock = threading.Lock()
        self._closed = False
        threading.Thread(target=self._register, name="lan-announce", daemon=True).start()
        return True

    def _register(self) -> None:
        with self._lock:
            if not self._closed:
                self._register_now()

    def _register_now(self) -> bool:
        try:
            from zeroconf import ServiceInfo, Zeroconf

            label = "".join(c for c in self.name if c.isalnum())[:15] or "table"
            self._info = ServiceInfo(
                SERVICE,
                f"{label}-{self.port}.{SERVICE}",
                addresses=[socket.inet_aton(self.address)],
                port=self.port,
                properties=self.properties(),
            )
            self._zc = Zeroconf()
            self._zc.register_service(self._info, allow_name_change=True)
            self.working = True
        except (OSError, ImportError, ValueError, RuntimeError) as exc:
            log.info("LAN announcement unavailable (%s); players type the address", exc)
            self.close()
            self.working = False
        except Exception as exc:  # zeroconf's own errors (NonUniqueNameException, ...)
            log.info("LAN announcement failed (%s); players type the address", exc)
            self.close()
            self.working = False
        return self.working

    def properties(self) -> dict[str, str]:
        """What the announcement says: the host's name, the room code when listed, and the table (its
        edition, seats, free seats, and whether its game is under way)."""
        return {"name": self.name[:24], "room": self.room[:16], **self.table}

    def update(self, edition: str, seats: int, free: int, started: bool) -> None:
        """The table changed (a seat taken, the game started): announced again from a thread when the
        announcement is up (the network is never waited on by a frame)."""
        table = {
            "edition": edition[:16],
            "seats": str(seats),
            "free": str(free),
            "started": "1" if started else "",
        }
        if table == self.table:
            return
        self.table = table
        if getattr(self, "_lock", None) is not None and self._zc is not None:
            threading.Thread(target=self._update, name="lan-announce", daemon=True).start()

    def _update(self) -> None:
        with self._lock:
            if self._closed or self._zc is None or self._info is None:
                return
            try:
                from zeroconf import ServiceInfo

                info = self._info
                self._info = ServiceInfo(
                    SERVICE, info.name, addresses=info.addresses, port=info.port, properties=self.properties()
                )
                self._zc.update_service(self._info)
            except Exception as exc:  # the announcement keeps what it said
                log.info("LAN announcement not updated (%s)", exc)

    def close(self) -> None:
        lock = getattr(self, "_lock", None)
        if lock is not None:  # started: let a registration under way finish (or never begin)
            self._closed = True
            with lock:
                self._close_now()
        else:
            self._close_now()

    def _close_now(self) -> None:
        zc, self._zc = self._zc, None
        if zc is None:
            return
        try:
            if self._info is not None:
                zc.unregister_service(self._info)
            zc.close()
        except Exception:  # closing what failed to open
            pass


def table_of(props: dict, name: str, address: str, port: int) -> FoundTable:
    """A found table from its announcement's properties (bytes, as zeroconf gives them); what is
    missing or malformed is left out (an older game announces only the name and the room)."""

    def text(key: bytes, limit: int) -> str:
        value = props.get(key) or b""
        return value.decode("utf-8", "replace")[:limit] if isinstance(value, bytes) else ""

    def count(key: bytes) -> int:
        value = text(key, 2)
        return int(value) if value.isdigit() and int(value) <= 10 else 0

    room = text(b"room", 16)
    return FoundTable(
        name,
        address,
        port,
        room if ROOM_CODE.fullmatch(room) else "",
        text(b"edition", 16),
        count(b"seats"),
        count(b"free"),
        text(b"started", 1) == "1",
    )


class Browser:
    """Looks for tables on the local network in the background (zeroconf's own thread); `found()` is
    read once a frame and never blocks. `available` is False when discovery cannot run here."""

    def __init__(self):
        self._lock = threading.Lock()
        self._found: dict[str, FoundTable] = {}
        self._zc = None
        self._browser = None
        self.available = False

    def start(self) -> bool:
        try:
            from zeroconf import ServiceBrowser, Zeroconf

            self._zc = Zeroconf()
            self._browser = ServiceBrowser(self._zc, SERVICE, handlers=[self._changed])
            self.available = True
        except (OSError, ImportError, ValueError, RuntimeError) as exc:
            log.info("LAN discovery unavailable (%s)", exc)
            self.close()
        except Exception as exc:  # zeroconf's own errors
            log.info("LAN discovery failed (%s)", exc)
            self.close()
        return self.available

    def _changed(self, zeroconf, service_type, name, state_change) -> None:
        try:
            if state_change.name == "Removed":
                with self._lock:
                    self._found.pop(name, None)
                return
            info = zeroconf.get_service_info(service_type, name, timeout=1500)
            if info is None or not info.addresses:
                return
            address = socket.inet_ntoa(info.addresses[0])
            props = info.properties or {}
            shown = props.get(b"name", b"").decode("utf-8", "replace") or name.split(".")[0]
            with self._lock:
                self._found[name] = table_of(props, shown, address, int(info.port))
        except Exception as exc:  # a malformed announcement is skipped
            log.info("skipped a LAN announcement: %s", exc)

    def found(self) -> list[FoundTable]:
        with self._lock:
            return sorted(self._found.values(), key=lambda t: (t.name, t.host, t.port))

    def add(self, table: FoundTable) -> None:
        """A table found (the zeroconf handler's way in; tests use it as a stand-in for the network)."""
        with self._lock:
            self._found[f"{table.host}:{table.port}"] = table

    def close(self) -> None:
        zc, self._zc = self._zc, None
        browser, self._browser = self._browser, None
        try:
            if browser is not None:
                browser.cancel()
            if zc is not None:
                zc.close()
        except Exception:  # closing what failed to open
            pass
