"""One seat of a network table: its kind, its person's token and connection, its grace and its numbers."""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass, field

from .room_host import Peer


@dataclass
class Slot:
    kind: str  # "person", "open" (lobby: a person may join, else a computer player) or an AI level
    name: str = ""
    token: str | None = None  # a person's, once the seat is taken
    conn: Peer | None = None
    ready: bool = False
    left: bool = False  # the person gave the seat up for good: a computer player keeps it
    ai_holding: bool = False  # a computer player plays this person's seat (grace over, or left)
    grace: int = 0  # generation of the grace timer: a timer for an older one does nothing
    grace_until: float = 0.0  # server time when a computer player takes this dropped seat
    seq: int = 0  # the last `state` number sent to this seat (increasing across reconnections)
    applied: OrderedDict = field(default_factory=OrderedDict)  # action ids applied, recent ones
    # the cards of the seat's own part of the last view it was sent with no move in it (seat, hand, drawn
    # card, shown hand: `views_json`), and the part's JSON text: a seat waiting for its turn gets the same
    # part move after move (`Room._own_text`)
    idle_own: tuple[tuple, str] | None = None

    @property
    def person(self) -> bool:
        return self.kind == "person"

    @property
    def claimed(self) -> bool:
        return self.token is not None
