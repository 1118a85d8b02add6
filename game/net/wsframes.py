"""The few WebSocket bytes a front door reads and writes itself (RFC 6455), before it splices a
client's connection to a worker as raw bytes (game/net/door.py).

The door answers the client's opening handshake with the `websockets` library (sans I/O), then reads
the client's first messages as frames here, and opens the worker's side with a plain HTTP upgrade.
Once both handshakes are done the two byte streams fit each other: the client's frames are masked as
a server expects, the worker's are not, as a client expects; and neither side negotiated an extension
(the server takes no compression), so the door passes bytes through untouched from then on.
"""

from __future__ import annotations

import base64
import os
import struct

TEXT, CLOSE, PING, PONG = 0x1, 0x8, 0x9, 0xA
#: the largest frame the door reads before routing (the server's own limit, protocol.MAX_FRAME)
MAX_PAYLOAD = 16 * 1024


class FrameError(Exception):
    """Bytes that are not a frame the door takes (too big, fragmented, binary, unmasked)."""

    def __init__(self, detail: str, too_big: bool = False):
        super().__init__(detail)
        self.too_big = too_big


def parse_frame(buf: bytearray, masked: bool) -> tuple[int, bytes, int] | None:
    """The first whole frame of `buf`: (opcode, payload unmasked, bytes it took), or None when `buf`
    holds only part of one. Fragmented and binary messages are refused (the game sends neither)."""
    if len(buf) < 2:
        return None
    first, second = buf[0], buf[1]
    if first & 0x70:
        raise FrameError("reserved bits set")
    opcode = first & 0x0F
    if not first & 0x80 or opcode not in (TEXT, CLOSE, PING, PONG):
        raise FrameError(f"opcode {opcode}, fin {bool(first & 0x80)}")
    if bool(second & 0x80) != masked:
        raise FrameError("masking")
    length, at = second & 0x7F, 2
    if length == 126:
        if len(buf) < 4:
            return None
        (length,) = struct.unpack_from("!H", buf, 2)
        at = 4
    elif length == 127:
        if len(buf) < 10:
            return None
        (length,) = struct.unpack_from("!Q", buf, 2)
        at = 10
    if length > MAX_PAYLOAD:
        raise FrameError(f"{length} bytes", too_big=True)
    key = b""
    if masked:
        if len(buf) < at + 4:
            return None
        key, at = bytes(buf[at : at + 4]), at + 4
    if len(buf) < at + length:
        return None
    payload = bytes(buf[at : at + length])
    if masked:
        payload = _unmask(payload, key)
    return opcode, payload, at + length


def encode_frame(opcode: int, payload: bytes, masked: bool) -> bytes:
    """One whole frame; `masked` for a client's (the door speaking to a worker)."""
    length = len(payload)
    mask_bit = 0x80 if masked else 0
    if length < 126:
        head = struct.pack("!BB", 0x80 | opcode, mask_bit | length)
    elif length < 1 << 16:
        head = struct.pack("!BBH", 0x80 | opcode, mask_bit | 126, length)
    else:
        head = struct.pack("!BBQ", 0x80 | opcode, mask_bit | 127, length)
    if not masked:
        return head + payload
    key = os.urandom(4)
    return head + key + _unmask(payload, key)


def text_frame(payload: bytes) -> bytes:
    """A server's whole text frame (unmasked, no extension): what websockets' `send_text` writes, made
    without its Python frame objects (the table server writes several frames a move, issue 44)."""
    length = len(payload)
    if length < 126:
        return bytes((0x81, length)) + payload
    if length < 1 << 16:
        return struct.pack("!BBH", 0x81, 126, length) + payload
    return struct.pack("!BBQ", 0x81, 127, length) + payload


def close_frame(code: int, masked: bool = False) -> bytes:
    return encode_frame(CLOSE, struct.pack("!H", code), masked)


def _unmask(data: bytes, key: bytes) -> bytes:
    """XOR with the 4-byte key (masking and unmasking are the same), a whole word at a time."""
    n = len(data)
    repeated = (key * (n // 4 + 1))[:n]
    return (int.from_bytes(data, "little") ^ int.from_bytes(repeated, "little")).to_bytes(n, "little")


def upgrade_request(host: str, port: int, forwarded_for: str) -> bytes:
    """The HTTP request that opens a WebSocket to a worker, naming the client's address."""
    key = base64.b64encode(os.urandom(16)).decode()
    return (
        f"GET / HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n"
        f"X-Forwarded-For: {forwarded_for}\r\n\r\n"
    ).encode()


def upgrade_answer(buf: bytearray) -> int | None:
    """How many bytes of `buf` the worker's HTTP answer takes (None: not all of it yet); what follows is
    the worker's frames. Raises FrameError when the worker refused the upgrade."""
    end = buf.find(b"\r\n\r\n")
    if end < 0:
        if len(buf) > 8192:
            raise FrameError("no answer to the upgrade")
        return None
    status = bytes(buf[: buf.find(b"\r\n")]).split()
    if len(status) < 2 or status[1] != b"101":
        raise FrameError(f"the worker answered {bytes(buf[:40])!r}")
    return end + 4
