"""What a network table needs of its server and of a connection, as typing Protocols.

A `Room` (game/net/room.py) calls its server for the time, its timers, the ticker and the journal
(`RoomHost`, which `server.Hub` is) and sends through its people's connections (`Peer`, which
`conn.Conn` is). The rooms name neither module: the server's modules import the rooms, never the other
way round, types included.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from .config import Config
from .journal import Journal


class Peer(Protocol):
    """A connection as a table sees it: who it is, where it sits or what it watches, and its sends."""

    name: str
    address: str
    room: Any  # the Room it speaks for (None: none)
    seat: int | None
    watching: Any  # the Room it watches (None: none)
    watch_seq: int

    def send(self, msg: dict) -> None: ...

    def send_frame(self, frame: str) -> None: ...

    def fatal(self, code: str, detail: str = "") -> None: ...


class RoomHost(Protocol):
    """The server as a table sees it: its rooms and tokens, its clock and timers, the ticker, the journal."""

    config: Config
    journal: Journal
    rooms: dict[str, Any]
    tokens: dict[str, tuple[Any, int]]

    def now(self) -> float: ...

    def later(self, delay: float, callback: Callable[[], None]) -> None: ...

    def ticking(self, room: Any) -> None: ...

    def journal_open(self, room: Any, game: Any) -> None: ...

    def journal_setup(self, room: Any) -> None: ...

    def journal_move(self, room: Any, n: int, seat: int, action: dict, action_id: str | None) -> None: ...

    def journal_forget(self, room: Any) -> None: ...
