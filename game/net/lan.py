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


class Announcer:
    """Tells the local network that a table is served here (zeroconf); does nothing when it cannot."""

    def __init__(self, name: str, port: int, address: str, room: str = ""):
        self.name, self.port, self.address, self.room = name, port, address, room
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
                properties={"name": self.name[:24], "room": self.room[:16]},
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
            room = (props.get(b"room") or b"").decode("ascii", "replace")
            room = room if ROOM_CODE.fullmatch(room) else ""
            with self._lock:
                self._found[name] = FoundTable(shown, address, int(info.port), room)
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
