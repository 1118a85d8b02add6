"""Checks that must hold after every move (used by the soak test and the property tests)."""

from __future__ import annotations

from collections import Counter

from .cards import COLORS, SYMBOLS, playable_set
from .editions import edition
from .state import State
from .teams import TEAM_SEATS, partner

PHASES = ("play", "drawn", "challenge", "color", "keep", "discard", "round_over", "game_over")


def sorted_deck(state: State) -> list[str]:
    return sorted(edition(state.ruleset).deck(state.options).elements())


def problems(state: State, deck: list[str] | None = None) -> list[str]:
    """Everything wrong with `state`; `deck` is the full deck, sorted (default: the edition's)."""
    found = []
    deck = deck if deck is not None else sorted_deck(state)
    held = state.draw + state.discard
    for hand in state.hands:
        held += hand
    held.sort()
    if held != deck:
        missing, extra = Counter(deck) - Counter(held), Counter(held) - Counter(deck)
        found.append(f"cards not conserved: missing {dict(missing)}, extra {dict(extra)}")
    if state.phase not in PHASES:
        found.append(f"unknown phase {state.phase!r}")
    if not 0 <= state.turn < state.players:
        found.append(f"turn {state.turn} out of range")
    if not state.discard:
        found.append("empty discard pile")
    if state.phase not in ("color", "round_over", "game_over") and state.color not in COLORS:
        found.append(f"no colour in force ({state.color!r})")
    if state.phase == "drawn" and state.drawn not in state.hands[state.turn]:
        found.append("the drawn card is not in the hand")
    if not 0 <= state.draw_known <= len(state.draw):
        found.append("draw_known out of range")
    for seat in state.exposed:
        if len(state.hands[seat]) != 1:
            found.append(f"seat {seat} exposed with {len(state.hands[seat])} cards")
    for symbol in SYMBOLS:
        owner = state.towers[symbol]
        if owner is not None and not 0 <= owner < state.players:
            found.append(f"tower {symbol} owned by seat {owner}")
    if state.phase not in ("round_over", "game_over") and not all(state.hands):
        found.append("a hand is empty but the round goes on")
    if state.direction not in (1, -1):
        found.append(f"direction {state.direction}")
    if state.discard and state.matching != playable_set(
        state.discard[-1], state.color, state.top_player is None
    ):
        found.append("matching is not the cards that match the top card")
    if state.top_player is not None and not 0 <= state.top_player < state.players:
        found.append(f"top card played by seat {state.top_player}")
    if state.options.teams:
        n = state.players
        if n not in TEAM_SEATS:
            found.append(f"teams with {n} seats")
        elif any(state.scores[s] != state.scores[partner(n, s)] for s in range(n)):
            found.append(f"partners' totals differ: {state.scores}")
    return found
