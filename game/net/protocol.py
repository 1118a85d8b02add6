"""The network protocol: versioned JSON messages, one object with a `"type"` per WebSocket text frame.

Every message a client sends is checked here before the server looks at it: at most `MAX_FRAME`
bytes, valid JSON, an object of a known type with exactly its keys (optional ones may be left out),
each value of the right shape. Anything else is a `ProtocolError` with a code the client's screens
translate (`detail` is English, for logs). The server's messages are built by the functions at the
end, so their keys are written in one place (`SERVER` lists them; the tests check every frame a
client receives against it). docs/network.md describes the whole conversation.
"""

from __future__ import annotations

import json
import json.encoder as json_encoder
import math
import re
from collections.abc import Callable
from typing import Any

PROTOCOL = 1
MAX_FRAME = 16 * 1024  # bytes per frame, both ways (a 6-seat view is ~3 KiB)
NAME_MAX = 24
ID_MAX = 64
TOKEN_MAX = 64
#: a room code a host may choose: letters and digits (matched without regard to case)
ROOM_CODE = re.compile(r"[A-Za-z0-9]{4,16}")

#: the quick reactions (the UI translates them by name); no free text travels between players
EMOTES = ("nice", "oops", "wow", "hurry", "thanks", "gg")

#: error codes (`error` and `reject` messages); the UI translates by code
ERROR_CODES = (
    "version_mismatch",  # the protocol versions differ (fatal)
    "bad_message",  # not JSON, not an object, unknown type, wrong keys or values
    "too_big",  # a frame over MAX_FRAME (the library closes with 1009)
    "flood",  # over the rate limit (fatal when repeated)
    "no_hello",  # the first message was not a hello, or none came in time (fatal)
    "no_room",  # no room with that code
    "room_taken",  # the room code the host chose is in use
    "room_full",  # no seat left for a person
    "bad_token",  # the token names no seat (fatal)
    "replaced",  # another connection rejoined with this seat's token (fatal for this one)
    "not_host",  # only the host may do that
    "not_now",  # not in this phase (a lobby message in game, an action before the start...)
    "server_full",  # the server holds as many tables as it may (fatal)
    "too_many",  # this address has as many connections (fatal) or new tables (10 min) as it may
    "stale",  # reject: the action was chosen from an older view
    "started",  # join: the table's game has started and no seat is free (join again to wait for one)
    "game_over",  # join: the table's game is over (no seat will come free: its host opens a new table)
)
#: codes after which the server closes the connection, with the WebSocket close code
FATAL = {
    "version_mismatch": 1008,
    "no_hello": 1008,
    "flood": 1008,
    "bad_token": 1008,
    "replaced": 1008,
    "server_full": 1013,
    "too_many": 1013,
}
#: `closed` reasons
CLOSED_REASONS = ("table_closed", "server_stopping")
#: a seat's presence in `state`: connected, dropped and waiting (grace), held by a computer player
PRESENCE = ("here", "away", "ai")


class ProtocolError(Exception):
    """A message refused before it reached a table: `code` (ERROR_CODES), `detail` for the log."""

    def __init__(self, code: str, detail: str = ""):
        assert code in ERROR_CODES, code
        super().__init__(f"{code}: {detail}" if detail else code)
        self.code = code
        self.detail = detail


# ------------------------------------------------------------------------------------ value checks
Check = Callable[[Any], bool]


def _int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and -(2**53) < value < 2**53


def _text(lo: int, hi: int) -> Check:
    return lambda v: isinstance(v, str) and lo <= len(v) <= hi and v.isprintable()


def _or_none(check: Check) -> Check:
    return lambda v: v is None or check(v)


def _number(value) -> bool:
    """A JSON number a client may send: a whole number within 2**53 (a 309-digit one cannot be a
    float, so `math.isfinite` would raise on it) or a finite float; never a bool."""
    if isinstance(value, float):
        return math.isfinite(value)
    return _int(value)


def _option_value(value) -> bool:
    """One house option's value: a flag, a whole number, a short name or None, or a short list of
    names (the rules check which; this keeps sizes and numbers bounded before they get there)."""
    if value is None or isinstance(value, bool) or _int(value):
        return True
    if isinstance(value, str):
        return len(value) <= 32
    return (
        isinstance(value, list)
        and len(value) <= 8
        and all(isinstance(v, str) and len(v) <= 32 for v in value)
    )


def _options(value) -> bool:
    return (
        isinstance(value, dict)
        and len(value) <= 64
        and all(len(k) <= 32 and _option_value(v) for k, v in value.items())
    )


def _seat_spec(value) -> bool:
    return isinstance(value, dict) and set(value) == {"kind"} and _text(1, 32)(value["kind"])


#: a turn timer: seconds per decision, or None for none
_TIMER: Check = _or_none(lambda v: _int(v) and 5 <= v <= 600)
#: the most tables one `tables` answer lists
LISTED_MAX = 20

#: client -> server: type -> (required keys with their checks, optional keys with theirs)
CLIENT: dict[str, tuple[dict[str, Check], dict[str, Check]]] = {
    "hello": (
        {
            "protocol": _int,
            "game": _text(1, 32),
            "name": _text(1, NAME_MAX),
            "token": _or_none(_text(1, TOKEN_MAX)),
        },
        {},
    ),
    "create": (
        {
            "edition": _text(1, 32),
            "options": _options,
            "seats": lambda v: isinstance(v, list) and 2 <= len(v) <= 10 and all(_seat_spec(s) for s in v),
            "code": _or_none(lambda v: isinstance(v, str) and ROOM_CODE.fullmatch(v) is not None),
        },
        # seconds a person has for each decision before a computer player makes it (None: no timer);
        # public: the server lists the table (`list`) while it waits for players
        {"timer": _TIMER, "public": lambda v: isinstance(v, bool)},
    ),
    "list": ({}, {}),
    "timer": ({"timer": _TIMER}, {}),
    # the host's edition and house options, changed in the lobby (issue 40)
    "rules": ({"edition": _text(1, 32), "options": _options}, {}),
    "join": ({"room": _text(1, 16)}, {}),
    "watch": ({"room": _text(1, 16)}, {}),
    "seat": ({"index": lambda v: _int(v) and 0 <= v < 10, "kind": _text(1, 32)}, {}),
    "ready": ({"ready": lambda v: isinstance(v, bool)}, {}),
    "start": ({}, {}),
    "action": (
        {
            "id": _text(1, ID_MAX),
            "version": lambda v: _int(v) and v >= 0,
            "action": lambda v: isinstance(v, dict) and isinstance(v.get("do"), str) and len(v) <= 8,
        },
        {},
    ),
    "emote": ({"emote": lambda v: v in EMOTES}, {}),
    "ping": ({"t": _number}, {}),
    "leave": ({}, {}),
}

#: server -> client: type -> its keys (always all of them)
SERVER: dict[str, frozenset[str]] = {
    "welcome": frozenset({"protocol", "server"}),
    "error": frozenset({"code", "detail"}),
    "joined": frozenset({"room", "seat", "token", "host"}),
    "lobby": frozenset({"room", "edition", "options", "seats", "host_seat", "timer"}),
    "state": frozenset(
        {"seq", "view", "events", "by", "actor", "presence", "timer", "clock", "ready", "away"}
    ),
    "ack": frozenset({"id"}),
    "reject": frozenset({"id", "code", "detail"}),
    "emote": frozenset({"seat", "emote"}),
    "pong": frozenset({"t"}),
    "closed": frozenset({"reason"}),
    "tables": frozenset({"tables"}),
    # the round so far as the seat may see it, to a person who rejoins or takes a seat over (issue 40)
    "past": frozenset({"events", "names", "named"}),
}


def parse(frame: str | bytes) -> dict:
    """A client's frame as a checked message; ProtocolError otherwise."""
    if isinstance(frame, bytes):
        if len(frame) > MAX_FRAME:
            raise ProtocolError("too_big", f"{len(frame)} bytes")
        raise ProtocolError("bad_message", "binary frame")
    # (UTF-8 takes at most 4 bytes a character: a move's hundred characters need no encoding to count)
    if len(frame) > MAX_FRAME // 4 and (
        len(frame) > MAX_FRAME or len(frame.encode("utf-8", "surrogatepass")) > MAX_FRAME
    ):
        raise ProtocolError("too_big", f"{len(frame)} characters")
    try:
        msg = json.loads(frame)
    except (ValueError, RecursionError) as exc:
        raise ProtocolError("bad_message", f"not JSON: {exc}") from None
    if "\\u" in frame and _ESCAPED_SURROGATE.search(frame) and not _encodable(msg):
        # "\ud800" alone decodes to a string no UTF-8 text can hold: refused here, so no part of it
        # is ever stored, compared or echoed back in an error's detail
        raise ProtocolError("bad_message", "a lone surrogate in a string")
    return check(msg)


#: a JSON escape of a UTF-16 surrogate; a pair is an ordinary character, a lone one is not text
_ESCAPED_SURROGATE = re.compile(r"\\u[dD][89a-fA-F]")


def _encodable(msg) -> bool:
    try:
        json.dumps(msg, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def check(msg) -> dict:
    """`msg` (decoded JSON) if it is a well-formed client message; ProtocolError otherwise."""
    if not isinstance(msg, dict) or not isinstance(msg.get("type"), str):
        raise ProtocolError("bad_message", "not an object with a type")
    kind = msg["type"]
    shape = _SHAPES.get(kind)
    if shape is None:
        raise ProtocolError("bad_message", f"unknown type {kind[:32]!r}")
    required, allowed, checks = shape
    keys = msg.keys() - _TYPE
    if not required <= keys <= allowed:
        missing, extra = required - keys, keys - allowed
        raise ProtocolError("bad_message", f"{kind}: missing {sorted(missing)}, unknown {sorted(extra)[:8]}")
    for key, ok in checks:
        if key in msg and not ok(msg[key]):
            raise ProtocolError("bad_message", f"{kind}: bad {key}")
    return msg


_TYPE = frozenset({"type"})
#: `CLIENT` as `check` reads it, made once (a move is checked on every message): each type's required
#: keys, every key it may have, and the checks of its keys, the required ones first
_SHAPES: dict[str, tuple[frozenset[str], frozenset[str], tuple[tuple[str, Check], ...]]] = {
    kind: (
        frozenset(required),
        frozenset(required) | frozenset(optional),
        tuple((required | optional).items()),
    )
    for kind, (required, optional) in CLIENT.items()
}


_ENCODER = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False)
#: `_ENCODER`'s own C encoder, made once: `JSONEncoder.encode` makes a new one at every call, half the
#: cost of encoding a small message (the server encodes several for every move). No check for
#: circular references: messages are trees. None without the C accelerator.
_make_c_encoder = getattr(json_encoder, "c_make_encoder", None)  # json's C accelerator (not in the stubs)
_C_ENCODE = (
    None
    if _make_c_encoder is None
    else _make_c_encoder(
        None, _ENCODER.default, json_encoder.encode_basestring, None, ":", ",", False, False, True
    )
)


def encode_stdlib(msg) -> str:
    """`msg` as compact JSON text by the standard library (`_ENCODER.encode(msg)`)."""
    if _C_ENCODE is None:
        return _ENCODER.encode(msg)
    return "".join(_C_ENCODE(msg, 0))


def _encode_orjson(msg) -> str:
    """`msg` as compact JSON text by orjson (issue 44: a `state` message's parts 5-7 times faster than
    the standard library); what orjson refuses and the standard library takes (a key that is not a
    string, a whole number beyond 64 bits) goes to `encode_stdlib`, which also raises as it always did.
    The text differs only in how some floats are written (1e16 for 1e+16), equal in meaning."""
    try:
        return _orjson_dumps(msg).decode("utf-8")
    except TypeError:  # orjson.JSONEncodeError
        return encode_stdlib(msg)


try:
    from orjson import dumps as _orjson_dumps
except ImportError:  # the standard library's encoder where orjson has no wheel
    encode = encode_stdlib
else:
    encode = _encode_orjson
#: the encoder in use, for logs and the benchmarks: "orjson" or "json"
ENCODER = "orjson" if encode is _encode_orjson else "json"


def encode_inside(parts: dict) -> str:
    """`parts` as the inside of a JSON object (no braces): joined with others' by `state_frame`."""
    return encode(parts)[1:-1]


def state_frame(seq: int, own: str, table: str, events: str, timer: float | None, tail: str) -> str:
    """A `state` message's frame from parts encoded once per move and shared between seats: `own` and
    `table` (`encode_inside`) the seat's and the table's keys of the view, `events` the JSON list,
    `tail` (`encode_inside`) `by`, `actor`, `presence`, `clock`, `ready`, `away`. The same JSON as
    `encode(state(...))`."""
    return (
        f'{{"type":"state","seq":{seq},"view":{{{own},{table}}},"events":{events},'
        f'"timer":{"null" if timer is None else encode(timer)},{tail}}}'
    )


# ------------------------------------------------------------------------------------ client messages
def hello(game: str, name: str, token: str | None) -> dict:
    return {"type": "hello", "protocol": PROTOCOL, "game": game, "name": name, "token": token}


# ------------------------------------------------------------------------------------ server messages
#: the end of `welcome`'s `server` from a server inside a player's game (its tables end with that game)
GAME_HOSTED = " (in a game)"


#: the most bytes of events one `past` carries (a client reads frames of MAX_FRAME at most): the latest
PAST_BUDGET = MAX_FRAME * 3 // 4


def past(events: list[str], said: list | None = None) -> str:
    """A `past` frame of already encoded events, the latest that fit PAST_BUDGET. `said` (one per
    event, issue 40): the seats' names as that event's move named them (a list of names, a computer in
    a person's place ["stand_in", name]; None: not known, the names now), sent once each in `names`
    and pointed at from `named` (one index per event, or null). Both keys are always there (empty and
    all null without `said`): a message type has one shape."""
    kept: list[str] = []
    size = 0
    for text in reversed(events):
        size += len(text.encode("utf-8")) + 1
        if size > PAST_BUDGET:
            break
        kept.append(text)
    frame = '{"type":"past","events":[' + ",".join(reversed(kept)) + "]"
    lists: dict[str, int] = {}
    named: list[int | None] = []
    for names in said[len(said) - len(kept) :] if said is not None else [None] * len(kept):
        key = json.dumps(names, separators=(",", ":"), ensure_ascii=False)
        named.append(None if names is None else lists.setdefault(key, len(lists)))
    table = ",".join(lists)  # (a name list is short: one per seat, kept within the frame's quarter)
    return frame + ',"names":[' + table + '],"named":' + json.dumps(named, separators=(",", ":")) + "}"


def welcome(server: str) -> dict:
    return {"type": "welcome", "protocol": PROTOCOL, "server": server}


def error(code: str, detail: str = "") -> dict:
    assert code in ERROR_CODES, code
    return {"type": "error", "code": code, "detail": _safe(detail)}


def _safe(detail: str) -> str:
    """A detail that encodes as UTF-8 whatever it quotes (a detail that cannot be sent would turn a
    clear refusal into a failed connection)."""
    return detail.encode("utf-8", "backslashreplace").decode("utf-8")


def joined(room: str, seat: int, token: str, host: bool) -> dict:
    return {"type": "joined", "room": room, "seat": seat, "token": token, "host": host}


def lobby(room: str, edition: str, options: dict, seats: list, host_seat: int, timer: int | None) -> dict:
    return {
        "type": "lobby",
        "room": room,
        "edition": edition,
        "options": options,
        "seats": seats,
        "host_seat": host_seat,
        "timer": timer,
    }


def state(
    seq: int,
    view: dict,
    events: list,
    by: int | None,
    presence: list,
    timer: float | None = None,
    ready: list | None = None,
    away: list | None = None,
    actor: str | None = None,
    clock: float | None = None,
) -> dict:
    """`timer`: seconds this seat has left for its decision, or before the next round starts (None: no
    turn timer, or not its decision). `ready`: the seats that left the round's summary (round over).
    `away`: per seat, the seconds before a computer player takes a dropped person's seat (or None).
    `actor`: who made the move of seat `by`: "person" (its person), "computer" (a computer player's
    seat), "stand_in" (a computer playing for the seat's person, away or gone), "timer" (the turn
    timer moved for the person); None with no move. `clock`: the seconds the person deciding now has
    left (told to every seat; None without a turn timer or with no person deciding)."""
    return {
        "type": "state",
        "seq": seq,
        "view": view,
        "events": events,
        "by": by,
        "actor": actor,
        "presence": presence,
        "timer": timer,
        "clock": clock,
        "ready": ready or [],
        "away": away or [None] * len(presence),
    }


def ack(action_id: str) -> dict:
    return {"type": "ack", "id": action_id}


def reject(action_id: str, code: str, detail: str = "") -> dict:
    return {"type": "reject", "id": action_id, "code": code, "detail": _safe(detail)}


def emote(seat: int, name: str) -> dict:
    return {"type": "emote", "seat": seat, "emote": name}


def pong(t) -> dict:
    return {"type": "pong", "t": t}


def tables(listed: list[dict]) -> dict:
    """The public tables waiting for players: {"room", "host" (name), "edition", "seats", "free"} each."""
    return {"type": "tables", "tables": listed[:LISTED_MAX]}


def closed(reason: str) -> dict:
    assert reason in CLOSED_REASONS, reason
    return {"type": "closed", "reason": reason}
