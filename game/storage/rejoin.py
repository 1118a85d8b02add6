"""The seat at a network table this player may take back: the server, the room, the seat and its token,
kept in the data folder (`<data>/network/seat.json`, written atomically) from the moment the server
gives the seat until the player leaves it for good or the table ends. A game that crashed, or was
closed, finds it at the next start and offers "Rejoin" on the main menu; the token in `hello` gives
the seat back (the server's computer player hands it over).

A damaged file is moved aside (`seat.json.bad-<time>`) and logged: it is only an offer, so nothing
the player made is lost, and the menu simply does not offer to rejoin.
"""

from __future__ import annotations

import logging
import time
from dataclasses import asdict, dataclass
from pathlib import Path

from .files import DAMAGE, ShapeError, atomic_write_json, classify_bytes, expect, is_int, move_aside

log = logging.getLogger(__name__)

VERSION = 1
#: an offer older than this is not made (a server closes a table nobody came back to long before)
KEPT_FOR = 24 * 3600.0


@dataclass(frozen=True)
class HeldSeat:
    url: str  # ws://host:port/ the seat's server
    room: str
    seat: int
    token: str
    name: str  # the player's name at that table
    saved: float  # time.time() when written

    def to_json(self) -> dict:
        return {"version": VERSION, **asdict(self)}

    @classmethod
    def from_json(cls, data: dict) -> HeldSeat:
        expect(data.get("version") == VERSION, "unknown version")
        for key in ("url", "room", "token", "name"):
            expect(isinstance(data.get(key), str) and 0 < len(data[key]) <= 256, f"bad {key}")
        expect(is_int(data.get("seat")) and 0 <= data["seat"] < 10, "bad seat")
        saved = data.get("saved")
        if not isinstance(saved, int | float) or isinstance(saved, bool):
            raise ShapeError("bad time")
        return cls(data["url"], data["room"], data["seat"], data["token"], data["name"], float(saved))


class SeatKeeper:
    """Reads, writes and forgets the held seat of one data folder."""

    def __init__(self, data_dir: Path | str):
        self.path = Path(data_dir) / "network" / "seat.json"

    def save(self, seat: HeldSeat) -> bool:
        try:
            atomic_write_json(self.path, seat.to_json())
            log.info("seat %d of table %s at %s kept for a rejoin", seat.seat, seat.room, seat.url)
            return True
        except OSError as exc:
            log.warning("could not keep the seat for a rejoin: %s", exc)
            return False

    def load(self, now: float | None = None) -> HeldSeat | None:
        try:
            raw = self.path.read_bytes()
        except FileNotFoundError:
            return None
        except OSError as exc:
            log.warning("could not read %s: %s", self.path, exc)
            return None
        data, kind, detail = classify_bytes(raw)
        try:
            if kind is not None:
                raise ShapeError(f"{kind}: {detail}")
            expect(isinstance(data, dict), "not an object")
            seat = HeldSeat.from_json(data)
        except (ShapeError, *DAMAGE) as exc:
            moved = move_aside(self.path)
            log.warning("the rejoin file %s was damaged (%s); set aside as %s", self.path, exc, moved)
            return None
        if (time.time() if now is None else now) - seat.saved > KEPT_FOR:
            self.forget()
            return None
        return seat

    def forget(self) -> None:
        try:
            self.path.unlink()
            log.info("the seat kept for a rejoin is forgotten")
        except FileNotFoundError:
            pass
        except OSError as exc:
            log.warning("could not remove %s: %s", self.path, exc)
