"""The hands-shown player: a measurement tool, never a level.

It is the expert's search (`ExpertPlayer`, every setting alike) given the true hands of the other
seats: each world it searches deals every hand as it really is, and only the draw pile's order stays
unknown (the cards no hand holds, shuffled afresh per world). It measures the ceiling of the
expert's search, how much a player that sees every hand wins against the same opponents
(docs/ai.md, "The ceiling"), and nothing else.

It lives in `game.bench`, which nothing in the game imports: no registry id names it
(`game.ai.registry` cannot create it), so it can never be chosen as a level or fill a seat in a
normal game. The benches seat it only when asked by name (`--player hands-shown`) and hand it
`peek`, a function that reads the true hands from the table they run. Every real level keeps
reading only its seat's view and its redacted events (tests/test_ai_honesty.py, the RLCard arena's
view).
"""

from __future__ import annotations

import copy
import random
from collections import Counter
from collections.abc import Callable, Sequence

from game.ai.search import ExpertPlayer, determinize
from game.rules import PlayerView, State

#: the name the benches accept for it (`--player hands-shown`); deliberately not a registry id
HANDS_SHOWN = "hands-shown"


class HandsShownPlayer(ExpertPlayer):
    """The expert's search with the other hands shown (the draw pile's order still hidden)."""

    level = "measurement"
    name = "Hands shown (measurement only)"

    def __init__(self, peek: Callable[[], Sequence[Sequence[str]]], **kw) -> None:
        super().__init__(**kw)
        self.peek = peek  # the true hands, seat by seat, at the moment of the decision

    def deal(self, view: PlayerView, rng: random.Random, unseen: Counter) -> State:
        """A world with every hand as it is: the seat's memory told the true hands as known cards
        (`determinize` deals known cards first), the rest of the unseen cards shuffled into the pile."""
        hands = self.peek()
        memory = copy.copy(self.memory)
        memory.known = [Counter() if seat == view.seat else Counter(hand) for seat, hand in enumerate(hands)]
        world = determinize(view, memory, rng, unseen, 0.0, self.leak)
        for seat, hand in enumerate(hands):
            if seat != view.seat and sorted(world.hands[seat]) != sorted(hand):
                raise RuntimeError(f"seat {seat}: {hand} does not fit the view ({view.hand_sizes})")
        return world


__all__ = ["HANDS_SHOWN", "HandsShownPlayer"]
