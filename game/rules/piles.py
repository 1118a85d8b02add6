"""The draw and discard piles: drawing (with the reshuffle), putting back, putting under the top."""

from __future__ import annotations

from math import floor

from . import events as ev
from .state import State


def draw_one(state: State) -> str | None:
    """Take the top card of the draw pile, reshuffling the discard pile when it is empty.

    Returns None when there is nothing left to draw at all.
    """
    pile = state.draw
    if not pile:
        if len(state.discard) <= 1:
            return None
        top = state.discard.pop()
        pile.extend(state.discard)
        state.discard[:] = [top]
        state.draw_known = 0
        if state.events is not None:
            state.events.append(ev.PileReshuffled(len(pile)))
    if state.draw_known:
        state.draw_known -= 1
        return pile.pop()
    # a uniformly random card of the unordered heap below the known cards (all of the pile while
    # dealing): the same as drawing from a pile shuffled whole; the last card fills the gap, in O(1).
    # (floor, not int: the same whole number for a product that is never negative, at half the cost)
    j = floor(state.rng.random() * len(pile))
    card = pile[j]
    pile[j] = pile[-1]
    pile.pop()
    return card


def draw_from_heap(state: State, count: int) -> list[str]:
    """`count` cards drawn one by one as `draw_one` draws them from an unordered pile (`draw_known` 0)
    that holds at least that many: dealing, and the draw for the dealer. One call for the whole deal."""
    assert state.draw_known == 0 and len(state.draw) >= count
    pile = state.draw
    random_ = state.rng.random
    size = len(pile)
    # each card drawn is swapped to the end of the heap left (where draw_one's last card fills its gap,
    # the same order), and the drawn cards are taken off the end at once, last drawn first
    for last in range(size - 1, size - 1 - count, -1):
        j = floor(random_() * (last + 1))
        pile[j], pile[last] = pile[last], pile[j]
    cards = pile[size - count :]
    del pile[size - count :]
    cards.reverse()
    return cards


def take(state: State) -> str:
    """Draw from a pile that cannot be empty (dealing a new round from the whole deck)."""
    card = draw_one(state)
    assert card is not None, "the deck ran out while dealing"
    return card


def give(state: State, seat: int, count: int, reason: str) -> list[str]:
    """Seat draws `count` cards (fewer if the piles run out); returns what it got."""
    got = []
    hand = state.hands[seat]
    for _ in range(count):
        card = draw_one(state)
        if card is None:
            break
        hand.append(card)
        got.append(card)
    if got and state.events is not None:
        state.events.append(ev.CardsDrawn(seat, tuple(got), reason))
    if seat in state.exposed and len(hand) != 1:
        state.exposed.remove(seat)
    return got


def put_back(state: State, card: str) -> None:
    """Put a card into the draw pile at a random place, never on top."""
    pile = state.draw
    if pile and state.draw_known == 0:
        # fix the top card first so that the card put back cannot become it
        j = int(state.rng.random() * len(pile))
        pile[j], pile[-1] = pile[-1], pile[j]
        state.draw_known = 1
    place = state.rng.randrange(len(pile)) if pile else 0
    pile.insert(place, card)
    if place >= len(pile) - 1 - state.draw_known:
        state.draw_known += 1


def put_under_top(state: State, cards: list[str]) -> None:
    """Cards go face up under the top card of the discard pile."""
    state.discard[-1:-1] = cards
