"""Passing the turn and the UNO catch window: small helpers every move uses."""

from __future__ import annotations

from . import events as ev
from .state import State


def begin_turn(state: State, seat: int, phase: str = "play") -> None:
    state.turn = seat
    state.phase = phase
    state.drawn = None
    if state.events is not None:
        state.events.append(ev.TURN_CHANGED[phase][seat])


def advance(state: State, steps: int = 1) -> None:
    """Pass the turn `steps` seats on from the seat to act (2 skips one, 0 plays again): `begin_turn`
    of the next seat in the phase "play", written out (nearly every move ends here, and a call costs
    as much as the rest)."""
    seat = (state.turn + steps * state.direction) % state.players
    state.turn = seat
    state.phase = "play"
    state.drawn = None
    if state.events is not None:
        state.events.append(ev.TURN_CHANGED["play"][seat])


def skip_and_advance(state: State, victim: int) -> None:
    """`victim` loses its turn: `begin_turn` of the seat after it, written out (every draw card and skip)."""
    seat = (victim + state.direction) % state.players
    state.turn = seat
    state.phase = "play"
    state.drawn = None
    events = state.events
    if events is not None:
        events.append(ev.TURN_SKIPPED[victim])
        events.append(ev.TURN_CHANGED["play"][seat])


def close_windows(state: State, seat: int) -> None:
    """A turn move by `seat`: other seats can no longer be caught, and a shown hand is hidden again."""
    if state.exposed:
        state.exposed = [seat] if seat in state.exposed else []
    state.reveal = None


def after_own_play(state: State, seat: int, called: bool, announced: bool = False) -> None:
    """A play left `seat` with one card: it called UNO with it, or it may be caught. A call made just
    before the play (`announced`) was told then, so it is not told a second time."""
    if called:
        if state.events is not None and not announced:
            state.events.append(ev.UNO_CALLED[seat])
    elif seat not in state.exposed:
        state.exposed.append(seat)
        state.exposed.sort()


def expose_changed_hands(state: State, seats, safe: int | None = None) -> None:
    """Hands changed by a rule (shuffle, swap, discard): whoever now holds one card must call UNO."""
    exposed = set(state.exposed)
    for seat in seats:
        if len(state.hands[seat]) == 1 and seat != safe:
            exposed.add(seat)
        else:
            exposed.discard(seat)
    state.exposed = sorted(exposed)
