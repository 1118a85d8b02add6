"""The table server: an asyncio WebSocket server (the `websockets` library) holding many tables.

Server-authoritative: clients send moves, the table checks them through the engine, and each seat is
sent only its own view (game/net/room_out.py). The connection's life:

1. `hello` within `hello_timeout` seconds (protocol version checked; a token rejoins its seat),
   answered by `welcome` (then `joined` and the seat's `lobby` or `state` on a rejoin);
2. `create` (a new room, the sender its host) or `join` (a room by code), binding the seat to the
   connection: later messages never name their seat;
3. lobby messages, then `action`, `emote`, `ping`, `leave`.

Every message is checked (game/net/protocol.py) and rate-limited (a token bucket per connection;
repeated floods or bad messages close it with 1008). What a connection is sent in one turn of the event
loop is written to its socket together, in one write, never waiting (`Hub.flush`, the way
`websockets.broadcast` writes): one slow reader never holds up a table, and a connection whose unsent
bytes pass `Config.send_buffer` is dropped (its seat waits for it like any dropped seat).

`Hub` is the server's state (rooms, tokens, journal, timers); `run_server` runs it on a socket;
`thread.ServerThread` runs it in a daemon thread inside the game (Host a network game). A connection is
a `conn.Conn`, a table a `room.Room`; the limits are `config.Config`.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import ssl as ssl_module
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from game import __version__
from game.rules import EDITIONS, Options, new_game
from game.storage.names import normalize_name

from . import protocol
from .config import Config
from .conn import Conn
from .journal import Journal
from .protocol import ProtocolError
from .restore import resume_tables
from .room import Room
from .ticker import Ticker
from .wsconn import LEFT_TO_RECV, TableConnection

log = logging.getLogger("game.net.server")

CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I: read aloud and typed by friends
CODE_LENGTH = 5
#: bytes a connection's socket is read at a time: asyncio reads 256 KiB, a buffer so large that the C
#: library maps and unmaps memory for every read (three system calls a message); frames are at most
#: 16 KiB
READ_SIZE = 64 * 1024


def journal_path(data_dir: Path | str | None) -> Path | None:
    return None if data_dir is None else Path(data_dir) / "server" / "journal.sqlite3"


#: seconds in which the same refusal (address, room, code) is logged once: a waiting person asks every 5 s
REFUSAL_QUIET = 600.0


class Hub:
    """Every room and token of one server process, and the rules of the conversation."""

    def __init__(self, config: Config | None = None, journal: Journal | None = None):
        self.config = config or Config()
        self.journal = journal or Journal(None)
        self.rooms: dict[str, Room] = {}
        self.tokens: dict[str, tuple[Room, int]] = {}
        self.conns: set[Conn] = set()
        self.loop: asyncio.AbstractEventLoop | None = None
        self.actions = 0  # moves applied (for the benchmark)
        self.per_address: dict[str, int] = {}  # open connections by remote address
        self.created: dict[str, list[float]] = {}  # tables opened lately, by remote address
        self.refusals: dict[tuple[str, str, str], float] = {}  # (address, room, code) -> last logged
        self.ticker = Ticker(self)
        self.moving = self.ticker.moving  # the tables the ticker visits, each with when it is due
        self._to_write: list[Conn] = []  # connections sent something this turn (`flush` writes them)
        self._flush_soon = False  # a flush is due (scheduled on the loop, or at the end of a read)
        self._reading = False  # a connection's read is handling its messages (`read_begins`)
        self.ws_server: Any = None  # the `websockets` server (connections handed over by a door join it)
        self.draining = False  # takes no new tables (a deploy: its tables end or resume after a restart)

    # ------------------------------------------------------------------------------------ time
    def now(self) -> float:
        return time.monotonic()

    def later(self, delay: float, callback: Callable[[], None]) -> None:
        assert self.loop is not None
        self.loop.call_later(delay, self._guarded, callback)

    @staticmethod
    def _guarded(callback: Callable[[], None]) -> None:
        try:
            callback()
        except Exception:
            log.exception("a timer failed")

    def ticking(self, room: Room) -> None:
        """`room` changed in a way that may change when it moves by itself (`Ticker.ticking`)."""
        self.ticker.ticking(room)

    def start(self) -> None:
        """On the server's loop: resume the journal's tables, start the ticker."""
        self.loop = asyncio.get_running_loop()
        self.resume()
        self.ticker.start()

    def stop(self) -> None:
        self.ticker.stop()
        for room in list(self.rooms.values()):
            room.close("server_stopping")
        for conn in list(self.conns):
            conn.shut(1001)
        self.journal.close()

    # ------------------------------------------------------------------------------------ journal
    def journal_open(self, room: Room, game) -> None:
        self.journal.open_table(room.code, room.setup_json(game))

    def journal_setup(self, room: Room) -> None:
        if room.match is not None and room.phase == "playing":
            self.journal.update_setup(room.code, room.setup_json(room.match.game))

    def journal_move(self, room: Room, n: int, seat: int, action: dict, action_id: str | None) -> None:
        """Written now, committed before any frame goes out: at the end of this turn of the event loop
        (`flush`: one commit for the moves of a busy moment, then the frames)."""
        self.journal.record(room.code, n, seat, action, action_id)
        self.actions += 1
        if self.loop is None:
            self.commit_journal()
        else:
            self._schedule_flush()

    def commit_journal(self) -> bool:
        """Commit the moves written so far; False (logged) when the journal cannot: nothing of them may
        go out then."""
        try:
            self.journal.commit()
        except Exception:
            log.exception("the journal could not be committed")
            return False
        return True

    # ------------------------------------------------------------------------------------ output
    def flush_soon(self, conn: Conn) -> None:
        """`conn` has frames (or a close) to write: at the end of this turn of the event loop."""
        if not conn.flagged:
            conn.flagged = True
            self._to_write.append(conn)
            if not self._flush_soon:  # (the first of a turn's: four or five a move)
                self._schedule_flush()

    def _schedule_flush(self) -> None:
        if not self._flush_soon:
            self._flush_soon = True
            if not self._reading:  # (a read's moves are flushed when the read ends: `read_ends`)
                (self.loop or asyncio.get_running_loop()).call_soon(self.flush)

    def read_begins(self) -> None:
        """A connection's bytes are being read, its messages handled as they come (game/net/wsconn.py):
        what they send is written when the read ends, in the same turn of the event loop (issue 44: a
        turn of its own for the flush cost a lone move a wake of the loop and a system call)."""
        self._reading = True

    def read_ends(self) -> None:
        self._reading = False
        if self._flush_soon:
            self.flush()

    def flush(self) -> None:
        """The end of a turn of the event loop: commit the journal (the moves of the turn, once), then
        write each connection's frames of the turn together. A journal that cannot commit drops the
        connections instead: nothing of an uncommitted move goes out."""
        self._flush_soon = False
        committed = not self.journal.pending or self.commit_journal()
        conns, self._to_write = self._to_write, []
        for conn in conns:
            conn.flagged = False
            if not committed:
                conn.abort()
                continue
            try:
                conn.write_out()
            except Exception:  # one connection's failure never keeps the others' frames back
                log.exception("a connection could not be written to; dropped")
                conn.abort()

    def journal_forget(self, room: Room) -> None:
        self.journal.forget(room.code)

    def resume(self) -> list[str]:
        """Every table the journal holds unfinished, replayed to its last move (game/net/restore.py);
        its people reconnect with their tokens (each seat's grace starts now). Their codes."""
        return resume_tables(self)

    # ------------------------------------------------------------------------------------ connections
    async def handler(self, ws: ServerConnection) -> None:
        conn = Conn(ws, self)
        self.conns.add(conn)
        transport: Any = ws.transport
        if getattr(transport, "max_size", 0) > READ_SIZE:  # asyncio's plain socket transport
            transport.max_size = READ_SIZE
        address = conn.address = _address(ws, self.config.forwarded)
        self.per_address[address] = self.per_address.get(address, 0) + 1
        log.info("connect from %s", address)
        try:
            limit = self.config.connections_per_address
            if limit is not None and self.per_address[address] > limit:
                conn.fatal("too_many", f"{limit} connections from one address")
            else:
                await self._converse(conn)
        except ConnectionClosed:
            pass
        except Exception:
            log.exception("a connection failed")
        finally:
            self.conns.discard(conn)
            self.per_address[address] -= 1
            if not self.per_address[address]:
                del self.per_address[address]
            room, seat = conn.room, conn.seat
            log.info(
                "disconnect from %s (table %s, seat %s, close code %s)",
                address,
                room.code if room is not None else "-",
                "-" if seat is None else seat,
                getattr(ws, "close_code", None) or "-",
            )
            if room is not None:
                room.dropped(conn)
            if conn.watching is not None:
                conn.watching.unwatch(conn)
            await conn.finish()

    async def _converse(self, conn: Conn) -> None:
        ws = conn.ws
        try:
            async with asyncio.timeout(self.config.hello_timeout):
                frame = await ws.recv()
        except TimeoutError:
            conn.fatal("no_hello", "no hello in time")
            return
        msg, code, detail = first_message(frame)
        if msg is None:
            conn.fatal(code, detail)
            return
        if msg["game"] != __version__:
            log.info("a client of game version %s (server %s)", msg["game"], __version__)
        conn.name = normalize_name(msg["name"], "Player", protocol.NAME_MAX)
        if not getattr(ws, "welcomed", False):  # (a front door that handed the connection over said it)
            hosted = protocol.GAME_HOSTED if self.config.game_hosted else ""  # (in a player's game)
            conn.send(protocol.welcome(__version__ + hosted))
        if msg["token"] is not None:
            found = self.tokens.get(msg["token"])
            if found is None:
                conn.fatal("bad_token", "no seat has this token")
                return
            log.info(
                "%s (%s) comes back to table %s, seat %d", conn.address, conn.name, found[0].code, found[1]
            )
            room, seat = found
            room.bind(seat, conn)
        received = partial(self.received, conn)
        while True:
            ended = ws.deliver(received, self) if isinstance(ws, TableConnection) else None
            if ended is not None:  # each message handled the moment it is read (game/net/wsconn.py)
                if await ended != LEFT_TO_RECV:
                    return
            if not received(await ws.recv()):  # (ConnectionClosed at the end)
                return

    def received(self, conn: Conn, frame: str | bytes) -> bool:
        """One message of a connection past its `hello`: rate-limited, checked, dispatched. False when the
        connection is closed (the message is dropped and nothing more is read)."""
        if conn.closed:
            return False
        if not conn.allow():
            conn.strike("flood", "too many messages")
            return True
        try:
            msg = protocol.parse(frame)
        except ProtocolError as exc:
            conn.strike(exc.code, exc.detail)
            return True
        try:
            self.dispatch(conn, msg)
        except Exception:  # (often inside the connection's read: never into websockets' or asyncio's)
            log.exception("a connection failed")
            return False
        return True

    def dispatch(self, conn: Conn, msg: dict) -> None:
        kind = msg["type"]
        room = conn.room
        if kind == "ping":
            conn.send(protocol.pong(msg["t"]))
        elif kind == "hello":
            conn.strike("bad_message", "hello twice")
        elif kind == "create":
            self._create(conn, msg)
        elif kind == "join":
            self._join(conn, msg)
        elif kind == "list":
            conn.send(protocol.tables(self.listed()))
        elif kind == "watch":
            self._watch(conn, msg)
        elif room is None and kind == "leave" and conn.watching is not None:
            conn.watching.unwatch(conn)
        elif room is None:
            if kind == "action":
                conn.send(protocol.reject(msg["id"], "not_now", "no seat"))
            else:
                conn.send(protocol.error("not_now", f"{kind} without a seat"))
        elif kind == "leave":
            room.leave(conn)
        elif kind == "action":
            room.act(conn, msg["id"], msg["version"], msg["action"])
        elif kind == "emote":
            now = self.now()
            if room.phase == "lobby" or now - conn.last_emote < self.config.emote_interval:
                conn.send(protocol.error("not_now", "emotes: one a second, in game"))
            else:
                conn.last_emote = now
                assert conn.seat is not None
                room.emote(conn.seat, msg["emote"])
        elif room.phase != "lobby":
            conn.send(protocol.error("not_now", f"{kind} after the start"))
        elif kind == "ready":
            assert conn.seat is not None
            room.slots[conn.seat].ready = msg["ready"]
            room.send_lobby()
        elif conn.seat != room.host_seat:
            conn.send(protocol.error("not_host", f"{kind} is the host's"))
        elif kind == "timer":
            room.timer = msg["timer"]
            room.send_lobby()
        elif kind == "rules":
            self._rules(conn, room, msg)
        elif kind == "seat":
            code = room.set_seat(msg["index"], msg["kind"])
            if code is not None:
                conn.send(protocol.error(code, f"seat {msg['index']} cannot be {msg['kind']!r} now"))
        elif kind == "start":
            code = room.start(secrets.randbits(62))
            if code is not None:
                conn.send(protocol.error(code, "every person's seat must be taken and ready"))

    def _create(self, conn: Conn, msg: dict) -> None:
        if conn.room is not None:
            conn.send(protocol.error("not_now", "already at a table"))
            return
        if self.draining:
            conn.fatal("server_full", "draining: no new tables here")
            return
        if len(self.rooms) >= self.config.max_tables:
            conn.fatal("server_full", f"{len(self.rooms)} tables")
            return
        limit = self.config.tables_per_address
        if limit is not None:
            now = self.now()
            recent = [t for t in self.created.get(conn.address, ()) if now - t < self.config.tables_window]
            if len(recent) >= limit:
                conn.send(protocol.error("too_many", f"{limit} new tables from one address in a while"))
                return
            self.created[conn.address] = recent + [now]
        problem = _table_problem(msg)
        if problem:
            conn.send(protocol.error("bad_message", problem))
            return
        if msg["code"] is not None:
            code = msg["code"].upper()
            if code in self.rooms:
                conn.send(protocol.error("room_taken", code))
                return
        else:
            code = self.new_code()
        kinds = [s["kind"] for s in msg["seats"]]
        room = Room(self, code, msg["edition"], msg["options"], kinds, msg.get("timer"))
        room.public = bool(msg.get("public", False))
        self.rooms[code] = room
        room.claim(0, conn)
        log.info(
            "table %s opened by %s (%s, %d seats%s)",
            code,
            conn.address,
            room.edition,
            len(kinds),
            ", public" if room.public else "",
        )

    def _rules(self, conn: Conn, room: Room, msg: dict) -> None:
        """The host changes the table's edition and house options in the lobby: checked as `create`'s
        are, for the table's seats; everyone's lobby shows them at once."""
        seats = [{"kind": s.kind} for s in room.slots]
        problem = _table_problem({"edition": msg["edition"], "options": msg["options"], "seats": seats})
        if problem:
            conn.send(protocol.error("bad_message", problem))
            return
        room.edition, room.options = msg["edition"], msg["options"]
        log.info("table %s: the host set the edition %s and its house options", room.code, room.edition)
        room.send_lobby()

    def listed(self) -> list[dict]:
        """The public tables still waiting for players, those with the most people first."""
        found = []
        for room in self.rooms.values():
            if room.phase != "lobby" or not room.public or room.free_seat() is None:
                continue
            host = room.slots[room.host_seat]
            if host.conn is None:
                continue
            found.append(
                {
                    "room": room.code,
                    "host": host.name,
                    "edition": room.edition,
                    "seats": len(room.slots),
                    "free": sum(1 for s in room.slots if s.kind in ("person", "open") and not s.claimed),
                }
            )
        found.sort(key=lambda t: (t["free"], t["room"]))
        return found[: protocol.LISTED_MAX]

    def _join(self, conn: Conn, msg: dict) -> None:
        if conn.room is not None:
            conn.send(protocol.error("not_now", "already at a table"))
            return
        room = self.rooms.get(msg["room"].strip().upper())
        if room is None or room.phase == "closed":
            self.refused(conn, "join", msg["room"], "no_room", "no such table")
            conn.send(protocol.error("no_room", msg["room"][:16]))
            return
        if room.phase == "over":  # nothing to wait for: no seat will come free, no game goes on
            self.refused(conn, "join", room.code, "game_over", "the table's game is over")
            conn.send(protocol.error("game_over", room.code))
            return
        if room.phase != "lobby":
            seat = room.given_up_seat()
            if seat is None:
                self.refused(conn, "join", room.code, "started", "the table has started")
                conn.send(protocol.error("started", room.code))
            else:
                room.take_over(seat, conn)
            return
        seat = room.free_seat()
        if seat is None:
            conn.send(protocol.error("room_full", room.code))
            return
        room.claim(seat, conn)

    def refused(self, conn: Conn, what: str, room: str, code: str, why: str) -> None:
        """A join or watch refused, logged with the address; a person waiting at a started table asks
        again every few seconds, so the same refusal to the same address is logged once in REFUSAL_QUIET
        seconds (issue 40)."""
        now = self.now()
        key = (conn.address, room.strip().upper()[:16], code)
        if now - self.refusals.get(key, -1e9) < REFUSAL_QUIET:
            return
        if len(self.refusals) > 4096:  # old entries go; a flood of codes never grows it for long
            self.refusals = {k: t for k, t in self.refusals.items() if now - t < REFUSAL_QUIET}
        self.refusals[key] = now
        log.info("%s of %r from %s refused: %s (%s)", what, key[1], conn.address, why, code)

    def _watch(self, conn: Conn, msg: dict) -> None:
        """A spectator: the table's public view only (no hand), moves refused, no seat taken."""
        if conn.room is not None or conn.watching is not None:
            conn.send(protocol.error("not_now", "already at a table"))
            return
        room = self.rooms.get(msg["room"].strip().upper())
        if room is None or room.phase == "closed":
            self.refused(conn, "watch", msg["room"], "no_room", "no such table")
            conn.send(protocol.error("no_room", msg["room"][:16]))
            return
        if room.phase == "lobby":
            conn.send(protocol.error("not_now", "the table has not started: join it"))
            return
        room.watch(conn)

    def new_code(self) -> str:
        while True:
            code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
            if code not in self.rooms:
                return code


def first_message(frame: str | bytes) -> tuple[dict | None, str, str]:
    """A connection's first message checked (the server's and a front door's): (the `hello`, "", "") or
    (None, the error code, its detail)."""
    try:
        msg = protocol.parse(frame)
    except ProtocolError as exc:
        return None, "no_hello", f"the first message: {exc.detail}"
    if msg["type"] != "hello":
        return None, "no_hello", f"the first message was {msg['type']}"
    if msg["protocol"] != protocol.PROTOCOL:
        return None, "version_mismatch", f"client protocol {msg['protocol']}, server {protocol.PROTOCOL}"
    return msg, "", ""


def _address(ws, forwarded: bool = False) -> str:
    """The client's address; behind a front door (`forwarded`), the one it names (game/net/door.py)."""
    if forwarded:
        request = getattr(ws, "request", None)
        named = request.headers.get("X-Forwarded-For") if request is not None else None
        if named:
            return str(named)[:64]
    try:
        return str(ws.remote_address[0])
    except (TypeError, IndexError, AttributeError):
        return "?"


def _table_problem(msg: dict) -> str | None:
    """What is wrong with a `create` message's table (None: nothing)."""
    from game.play import ai_levels
    from game.storage.files import ShapeError
    from game.storage.seats import options_from_json

    edition = msg["edition"]
    if edition not in EDITIONS:
        return f"unknown edition {edition[:32]!r}"
    kinds = [s["kind"] for s in msg["seats"]]
    if kinds[0] != "person":
        return "seat 0 is the host's"
    computers = [k for k in kinds if k not in ("person", "open")]
    if computers and not set(computers) <= set(ai_levels()):  # (the registry reads package metadata)
        return "a seat's kind is person, open or a computer level"
    try:
        options: Options = options_from_json(msg["options"], edition)
        new_game(edition, len(kinds), options, 0)
    except (ShapeError, ValueError, TypeError) as exc:
        return f"bad options: {exc}"[:200]
    except Exception as exc:  # a RuleError("bad_table"): seats and options that do not make a table
        return f"not a table: {exc}"[:200]
    problems = options.problems(edition, len(kinds))
    return "; ".join(problems)[:200] if problems else None


def server_options(config: Config) -> dict:
    """The `websockets` settings of NETWORK.md."""
    return {
        "max_size": protocol.MAX_FRAME,
        "max_queue": 8,
        "compression": None,
        "ping_interval": config.ping_interval,
        "ping_timeout": config.ping_interval,
        "open_timeout": 5,
        "close_timeout": config.close_timeout,
        "server_header": None,
        "create_connection": TableConnection,
    }


async def run_server(
    host: str,
    port: int,
    hub: Hub,
    ssl: ssl_module.SSLContext | None = None,
    ready: Callable[[str, int], None] | None = None,
    stop: asyncio.Event | None = None,
) -> None:
    """Serve until `stop` is set (or forever)."""
    hub.start()
    async with serve(hub.handler, host, port, ssl=ssl, **server_options(hub.config)) as server:
        hub.ws_server = server
        sock = server.sockets[0].getsockname()
        log.info("serving on %s:%d", sock[0], sock[1])
        if ready is not None:
            ready(sock[0], sock[1])
        try:
            await (stop.wait() if stop is not None else asyncio.Future())
        finally:
            hub.stop()
            server.close()
