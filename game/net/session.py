"""One player's side of a network table, without pygame: a `NetClient`'s messages read into plain
state the screens show (the room, the seat, the lobby, the latest table view, errors, emotes).

The client (game/net/client.py) runs the socket on its own thread; `update()` is called once a frame
on the frame thread and only drains `client.poll()`, so a frame never waits on the network. The
session hands the client the player's intent (open a room, or join one) once, at the first update: the
client sends it once the server has welcomed it, and a client that reconnects by itself with its token
gets `joined` again and is not sent the intent twice.
"""

from __future__ import annotations

import logging
import time
from collections import deque
from dataclasses import dataclass, field
from typing import Any

from . import protocol
from .protocol import EMOTES
from .protocol import FATAL as FATAL_CLOSES

log = logging.getLogger("game.net")

#: seconds between two emotes of one player (the server limits them too)
EMOTE_GAP = 1.0
#: error codes after which this connection is of no more use: the server closes it, or the room asked
#: for cannot be had (the join or host screen then says why and keeps what was typed). Not `flood`: the
#: server says it at each message over its rate and keeps the connection until the last strike, and
#: the close that ends it then is seen as a lost connection (a table that stopped at the first strike
#: left its person at a table that answered nothing)
FATAL = (frozenset(FATAL_CLOSES) - {"flood"}) | {
    "no_room",
    "room_full",
    "room_taken",
    "too_big",
    "started",
    "game_over",
}


def past_said(msg: dict, count: int) -> list:
    """Per event of a `past` message, the seats' names as its move named them: each a name or
    ("stand_in", name); None where not told (or not readable: the names now are used then)."""
    table, named = msg.get("names"), msg.get("named")
    if not isinstance(table, list) or not isinstance(named, list) or len(named) != count:
        return [None] * count

    def said(names) -> list | None:
        if not isinstance(names, list):
            return None
        out: list = []
        for who in names:
            if isinstance(who, str):
                out.append(who)
            elif isinstance(who, list) and len(who) == 2 and who[0] == "stand_in" and isinstance(who[1], str):
                out.append(("stand_in", who[1]))
            else:
                return None
        return out

    lists = [said(names) for names in table]
    return [lists[i] if type(i) is int and 0 <= i < len(lists) else None for i in named]


@dataclass
class Lobby:
    """The lobby as the server last described it."""

    room: str
    edition: str
    options: dict
    seats: list[dict]  # {"name", "kind", "ready", "connected"}
    host_seat: int
    timer: int | None = None  # the turn timer, seconds (None: none)

    @classmethod
    def from_message(cls, msg: dict) -> Lobby:
        timer = msg.get("timer")
        return cls(
            str(msg["room"]),
            str(msg["edition"]),
            dict(msg["options"]),
            list(msg["seats"]),
            msg["host_seat"],
            timer if type(timer) is int else None,
        )


@dataclass
class Emote:
    seat: int
    emote: str
    at: float  # time.monotonic() when it arrived


@dataclass
class NetSession:
    """`client`: a NetClient (or anything with send/poll/status/latency_ms/token/close). `intent`: the
    first message after `hello` ({"type": "create", ...} or {"type": "join", "room": code})."""

    client: Any  # a NetClient, or a stand-in with send/poll/status/latency_ms/close
    intent: dict | None
    room: str | None = None
    seat: int | None = None
    host: bool = False
    token: str | None = None
    lobby: Lobby | None = None
    error: str | None = None  # the last error code from the server (the screens translate it)
    fatal: bool = False  # that error ended the connection
    closed: str | None = None  # the server closed the table (`table_closed`, `server_stopping`)
    left: bool = False
    states: deque = field(default_factory=deque)  # `state` messages not yet taken by the table
    rejects: deque = field(default_factory=deque)
    emotes: list[Emote] = field(default_factory=list)
    started: bool = False  # a `state` has arrived: the game is on
    server: object | None = None  # the host's own ServerThread (stopped with the session)
    announcer: object | None = None  # the host's LAN announcement
    address: str | None = None  # what the host gives friends to type
    url: str = ""  # where the client connects (Retry connects there again)
    name: str = ""
    keeper: Any = None  # a SeatKeeper: the seat is kept in the data folder for a rejoin after a crash
    game_hosted: bool = False  # the server runs in the host's game: its tables end with it (`welcome`)
    past: list = field(default_factory=list)  # the round so far (`past`), for a fresh table's move log
    past_said: list = field(default_factory=list)  # per event of `past`: its move's names, or None
    _intent_sent: bool = False
    _closed: bool = False
    _last_emote: float = -1e9

    # ------------------------------------------------------------------------------------ reading
    def update(self) -> list[dict]:
        """Read what has arrived (never blocks); returns the messages read, in order."""
        try:
            messages = list(self.client.poll())
        except Exception:  # a client that broke is a lost connection, never a crashed frame
            messages = []
        for msg in messages:
            self._read(msg)
        if self.intent is not None and not self._intent_sent and self.token is None:
            # the client queues it until the server has welcomed it (NetClient keeps `welcome` to itself)
            self._intent_sent = True
            self.client.send(dict(self.intent))
        return messages

    def _read(self, msg: dict) -> None:
        kind = msg.get("type")
        if kind == "past":
            events = msg.get("events")
            self.past = list(events) if isinstance(events, list) else []
            self.past_said = past_said(msg, len(self.past))
        elif kind == "welcome":
            self.game_hosted = str(msg.get("server", "")).endswith(protocol.GAME_HOSTED)
        elif kind == "joined":
            self.room, self.seat, self.host = msg.get("room"), msg.get("seat"), bool(msg.get("host"))
            self.token = msg.get("token")
            self.error, self.fatal = None, False
            log.info("seated: table %s, seat %s, at %s", self.room, self.seat, self.url)
            self._keep()
        elif kind == "lobby":
            self.lobby = Lobby.from_message(msg)
            self.room = self.lobby.room
        elif kind == "state":
            self.started = True
            self.states.append(msg)
            view = msg.get("view")
            if isinstance(view, dict) and view.get("phase") == "game_over":
                self._forget()  # nothing to come back to
        elif kind == "reject":
            self.rejects.append(msg)
        elif kind == "error":
            self.error = str(msg.get("code") or "unknown")
            self.fatal = self.error in FATAL
            log.info(
                "the server refused (table %s, seat %s): %s %s",
                self.room,
                self.seat,
                self.error,
                msg.get("detail", ""),
            )
            if self.error == "bad_token":
                self._forget()
        elif kind == "emote":
            self.emotes.append(Emote(int(msg.get("seat", -1)), str(msg.get("emote")), time.monotonic()))
            del self.emotes[:-12]
        elif kind == "closed":
            self.closed = str(msg.get("reason") or "table_closed")
            log.info("table %s closed: %s", self.room, self.closed)
            if self.closed == "table_closed":
                self._forget()

    def _keep(self) -> None:
        """Keep the seat for a rejoin (not the host's own server's: it ends with this game)."""
        if self.keeper is None or self.server is not None or not self.token or self.seat is None:
            return
        from game.storage.rejoin import HeldSeat

        self.keeper.save(
            HeldSeat(self.url, str(self.room), int(self.seat), self.token, self.name, time.time())
        )

    def _forget(self) -> None:
        if self.keeper is not None:
            self.keeper.forget()

    # ------------------------------------------------------------------------------------ state
    @property
    def status(self) -> str:
        """`connecting`, `open`, `lost`, `refused` or `closed` (the client's), `failed` after a fatal
        error."""
        if self.fatal:
            return "failed"
        return str(getattr(self.client, "status", "lost"))

    @property
    def latency_ms(self) -> float | None:
        return getattr(self.client, "latency_ms", None)

    def host_game_gone(self) -> bool:
        """A guest of a table served by its host's game, and that game is gone: it stopped its server
        (`server_stopping`), or nothing listens at its address any more. The table has ended."""
        if not self.game_hosted or self.server is not None:
            return False
        refused = self.status == "lost" and getattr(self.client, "problem", None) == "refused"
        return self.closed == "server_stopping" or refused

    @property
    def watching(self) -> bool:
        """A spectator: this connection watches a table without a seat."""
        return self.intent is not None and self.intent.get("type") == "watch"

    @property
    def is_host(self) -> bool:
        return self.host or (self.lobby is not None and self.seat == self.lobby.host_seat)

    def everyone_ready(self) -> bool:
        """Every person seat is taken and ready (the host's own mark does not count)."""
        if self.lobby is None:
            return False
        for i, seat in enumerate(self.lobby.seats):
            if i == self.lobby.host_seat:
                continue
            if seat.get("kind") == "person" and not seat.get("ready"):
                return False
        return True

    def my_ready(self) -> bool:
        if self.lobby is None or self.seat is None or self.seat >= len(self.lobby.seats):
            return False
        return bool(self.lobby.seats[self.seat].get("ready"))

    # ------------------------------------------------------------------------------------ sending
    def send(self, msg: dict) -> None:
        if not self.left:
            self.client.send(msg)

    def set_ready(self, ready: bool) -> None:
        self.send({"type": "ready", "ready": bool(ready)})

    def set_seat(self, index: int, kind: str) -> None:
        self.send({"type": "seat", "index": int(index), "kind": kind})

    def start(self) -> None:
        self.send({"type": "start"})

    def set_rules(self, edition: str, options: dict) -> None:
        """The host's edition and house options (`Options.to_json()`), in the lobby (issue 40)."""
        self.send({"type": "rules", "edition": edition, "options": options})

    def set_timer(self, seconds: int | None) -> None:
        """The host's turn timer (seconds per decision and before the next round; None: none)."""
        self.send({"type": "timer", "timer": seconds})

    @property
    def hosts_here(self) -> bool:
        """This process serves the table: the host leaving ends it for everyone."""
        return self.server is not None

    def emote(self, name: str, now: float | None = None) -> bool:
        """Send an emote; False (nothing sent) when it is not one of EMOTES or the last was too recent."""
        now = time.monotonic() if now is None else now
        if name not in EMOTES or now - self._last_emote < EMOTE_GAP:
            return False
        self._last_emote = now
        self.send({"type": "emote", "emote": name})
        return True

    def leave(self) -> None:
        """Give the seat up for good and close the connection."""
        if not self.left:
            log.info("leaving table %s (seat %s) for good", self.room, self.seat)
            self._forget()
            try:
                self.client.send({"type": "leave"})
            finally:
                self.left = True
                self.close()

    def close(self) -> None:
        """Close the connection and whatever this process serves for it (the host's server and its
        LAN announcement: the host leaving ends the table). The seat is not given up: the server holds
        it for a Rejoin (`leave` gives it up), and the kept seat stays in the data folder."""
        if not self.left and not self._closed and self.seat is not None:
            log.info(
                "closing the connection to table %s (seat %s); the seat is kept for a rejoin",
                self.room,
                self.seat,
            )
        self._closed = True
        try:
            self.client.close()
        except Exception:  # closing twice, or a client already gone
            pass
        announcer, self.announcer = self.announcer, None
        server, self.server = self.server, None
        for part, stop in ((announcer, "close"), (server, "stop")):
            if part is None:
                continue
            try:
                getattr(part, stop)()
            except Exception:  # stopping what failed to start
                log.exception("could not stop %r", part)

    def retry(self) -> None:
        """Retry now (the client also tries by itself, with growing pauses); it rejoins by its token."""
        retry = getattr(self.client, "retry", None)
        if retry is not None:
            retry()
        self.error, self.fatal, self.closed = None, False, None
