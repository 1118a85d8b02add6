"""The server's start after a stop or a crash: every table its journal holds unfinished is built
again, replayed to its last move, and its seats' tokens answer again. Its people reconnect with their
tokens (each seat's grace starts now).
"""

from __future__ import annotations

import logging

from game.storage import SavedGame, Seat
from game.storage.seats import options_from_json

from .room import Room
from .room_host import RoomHost

log = logging.getLogger("game.net.server")


def resume_tables(hub: RoomHost) -> list[str]:
    """Resume the journal's unfinished tables into `hub.rooms`; their codes (those that could be)."""
    resumed = []
    for table in hub.journal.unfinished():
        setup = table.setup
        try:
            seats = [Seat.from_json(s, i + 1) for i, s in enumerate(setup["seats"])]
            kinds = ["person" if s.is_person else (s.level or "normal") for s in seats]
            room = Room(hub, table.code, setup["edition"], setup["options"], kinds, setup.get("timer"))
            room.host_seat = setup.get("host_seat", 0)
            room.seq_limit = int(setup.get("seq_from", 0))
            for slot, seat, token, left in zip(
                room.slots, seats, setup["tokens"], setup["left"], strict=True
            ):
                slot.name, slot.token, slot.left = seat.name, token, left
                slot.seq = room.seq_limit  # above every `state` number sent before the restart
                if token is not None and not left:
                    hub.tokens[token] = (room, room.slots.index(slot))
            game = SavedGame(
                setup["edition"],
                tuple(seats),
                options_from_json(setup["options"], setup["edition"]),
                setup["seed"],
            )
            hub.rooms[room.code] = room
            room._begin(game, table.moves, resumed=True)
            log.info("table %s resumed at move %d", room.code, len(table.moves))
            resumed.append(room.code)
        except Exception:
            log.exception("table %s could not be resumed; dropped", table.code)
            hub.rooms.pop(table.code, None)
            hub.journal.forget(table.code)
    return resumed
