"""Asking a server which tables are waiting for players, without pygame and without blocking a frame.

A `TableSearch` opens one short connection in a thread of its own (the `websockets` library's sync
client): `hello`, `list`, the `tables` answer, close. The Join screen starts one when the person
asks to find tables (for the server whose address they typed, and for every game found on the local
network) and reads `done` and `found` once a frame. A server that does not answer, or answers
something else, is a search that found nothing (`problem` says why, for the log and the screen).
"""

from __future__ import annotations

import json
import logging
import socket
import threading
from dataclasses import dataclass

from websockets.exceptions import InvalidHandshake, InvalidURI, WebSocketException
from websockets.sync.client import connect

from game import __version__

from . import protocol
from .protocol import ROOM_CODE

log = logging.getLogger("game.net")

#: seconds a search waits for a server
PATIENCE = 4.0


@dataclass(frozen=True)
class ListedTable:
    """A public table a server listed: its room code, its host's name, its seats and those still free
    (`seats` 0: the server did not say)."""

    host: str  # the server's address as typed or found (host name or IP)
    port: int
    room: str
    player: str  # the host's name
    edition: str
    free: int
    seats: int = 0


def read_listing(msg: dict, host: str, port: int) -> list[ListedTable]:
    """A `tables` answer as ListedTables; anything malformed in it is skipped (a server is a peer)."""
    found = []
    for item in msg.get("tables") or ():
        if not isinstance(item, dict):
            continue
        room, player, free = item.get("room"), item.get("host"), item.get("free")
        if not (isinstance(room, str) and ROOM_CODE.fullmatch(room)):
            continue
        if not (isinstance(player, str) and type(free) is int):
            continue
        total = item.get("seats")
        seats = total if type(total) is int and free <= total <= 64 else 0
        found.append(
            ListedTable(host, port, room, player[:24], str(item.get("edition", ""))[:16], free, seats)
        )
    return found


class TableSearch:
    """One server asked for its public tables, in the background."""

    def __init__(self, host: str, port: int, name: str = "Player", patience: float = PATIENCE):
        self.host, self.port, self.name = host, port, name
        self.patience = patience
        self.found: list[ListedTable] = []
        self.problem: str | None = None  # "unknown_host", "unreachable", "no_answer" or "refused"
        self.done = False
        self._thread = threading.Thread(target=self._run, name="table-search", daemon=True)

    def start(self) -> TableSearch:
        self._thread.start()
        return self

    def _run(self) -> None:
        from .lan import url_for

        url = url_for(self.host, self.port)
        try:
            with connect(url, open_timeout=self.patience, close_timeout=1, max_size=protocol.MAX_FRAME) as ws:
                ws.send(protocol.encode(protocol.hello(__version__, self.name, None)))
                welcome = json.loads(ws.recv(self.patience))
                if welcome.get("type") != "welcome":
                    self.problem = "refused"
                    return
                ws.send(protocol.encode({"type": "list"}))
                answer = json.loads(ws.recv(self.patience))
                if answer.get("type") == "tables":
                    self.found = read_listing(answer, self.host, self.port)
                else:
                    self.problem = "refused"
        except socket.gaierror:
            self.problem = "unknown_host"
        except TimeoutError:
            self.problem = "no_answer"
        except (OSError, InvalidHandshake, InvalidURI, WebSocketException, ValueError) as exc:
            log.info("table search at %s:%s: %s", self.host, self.port, exc)
            self.problem = "unreachable"
        finally:
            self.done = True
