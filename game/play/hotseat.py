"""Hot-seat: several people at one screen. Whose view is on screen, when to ask "Pass to ...", and when
the shown hand must lie hidden, as plain logic (the table screen draws what it says).

With one person the screen is theirs: their hand shows all game long. With two or more people (or
none: a table of computers) a hand shows only while it is that person's decision, after they said they
are at the screen; during computer players' turns it lies hidden, and shows again without asking when
only computers moved since that person looked.
"""

from __future__ import annotations

from dataclasses import dataclass, field

SHOW, HIDE, ASK = "show", "hide", "ask"


@dataclass
class HotSeat:
    persons: list[int]
    viewer: int = field(init=False)  # the seat whose side of the table is on screen
    confirmed: int | None = field(init=False)  # the person who last said they are at the screen
    hidden: bool = field(init=False)  # the viewer's hand lies hidden
    asking: int | None = None  # the seat "Pass to ..." names while it is up

    def __post_init__(self) -> None:
        self.viewer = self.persons[0] if self.persons else 0
        self.confirmed = None if self.shared else self.viewer
        self.hidden = self.shared

    @property
    def shared(self) -> bool:
        """More than one person at this screen (or none): hands show only to their owner, on their turn."""
        return len(self.persons) != 1

    @property
    def hotseat(self) -> bool:
        return len(self.persons) > 1

    @property
    def shown_seat(self) -> int | None:
        """The seat whose hand may be on screen now (None: no hand may show; the scene gets a
        spectator's view)."""
        return (
            None if self.hidden or self.asking is not None or self.viewer not in self.persons else self.viewer
        )

    def may_jump_in(self, seat: int) -> bool:
        """A person may jump in (house option) only while the table is theirs to see: their hand on
        screen. With several people at one screen that is only ever on their own turn, so nobody there
        jumps in; computer players still do."""
        return seat == self.shown_seat

    def step(self, turn: int, busy: bool) -> str | None:
        """What the screen must do this frame (while a round is being played), given whose turn it is
        and whether the table still animates: ASK ("Pass to" `asking`), HIDE, SHOW, or None."""
        if not self.shared or self.asking is not None:
            return None
        if turn in self.persons:
            if turn != self.confirmed:
                if busy:  # the last move is still shown: the next person is asked for after it
                    return None
                self.hidden = True
                self.asking = turn
                return ASK
            if self.hidden:  # only computer players moved since this person looked
                self.hidden = False
                return SHOW
            return None
        if not self.hidden:
            if busy:  # the person's own last move is still landing: they see it first
                return None
            self.hidden = True
            return HIDE
        return None

    def after_move(self, turn: int) -> str | None:
        """Someone else's move was just applied (not the shown person's own): the hand turns down at
        once when a computer's turn comes, and up again when only computers moved since its owner
        looked; never ASK (that waits until the move has been shown). HIDE, SHOW or None."""
        if not self.shared or self.asking is not None:
            return None
        if turn in self.persons:
            if turn == self.confirmed and self.hidden:
                self.hidden = False
                return SHOW
            return None
        if not self.hidden:
            self.hidden = True
            return HIDE
        return None

    def confirm(self, seat: int) -> bool:
        """The named person is at the screen: their hand shows. True when the viewer changed."""
        changed = seat != self.viewer
        self.asking = None
        self.confirmed = seat
        self.hidden = False
        self.viewer = seat
        return changed
