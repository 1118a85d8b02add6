"""Information-set search for the expert (the `tree` setting, off by default): one tree over the
seat's information set, determinised per world.

The plain expert plays each candidate in a dealt world and then lets every seat follow the fast
playout policy: the other seats never choose with their hands in mind. Here every candidate owns a
subtree that all worlds share. In each world (dealt from the seat's view and memory alone, as always)
a candidate is played on its own copy of the world, then the tree is walked: at a node, the seat to
move may choose among the distinct cards it can play in this world (what it "could hold": a world
where it holds other cards offers other branches), an untried one is added and played, a tried one is
picked by UCB1 over its own value (each seat, ours or another, for its own win chance), with the
number of worlds in which that card was available in place of the parent's visits (single-observer
ISMCTS, Cowling, Powley and Whitehouse 2012). Moves that are not a choice between cards (a draw with
nothing to play, a colour, a drawn card) follow the playout policy. After `depth` moves in all
(tree and playout, as the plain expert's playouts) the hand evaluation judges the table for every
seat, and each node walked learns its mover's value.

The candidates still share each world and its random numbers, so the expert's early stop, its
pruning and its wall-clock cap work unchanged on the rows this returns (`ExpertPlayer.world_values`).
The tree is forgotten after each decision. Only the view, the memory and the random numbers decide a
choice, as for the plain expert.
"""

from __future__ import annotations

import math
import random

from game.rules import State, apply, playable_cards

from .evaluation import win_chance

#: UCB1's exploration constant for values that are win chances
EXPLORE = 0.7


class Node:
    """A move in the tree: how often it was walked, its mover's summed value, and in how many walks
    through its parent it was available (the "could hold" count)."""

    __slots__ = ("children", "visits", "total", "avail")

    def __init__(self) -> None:
        self.children: dict[tuple[int, str], Node] = {}
        self.visits = 0
        self.total = 0.0
        self.avail = 0

    def score(self, explore: float) -> float:
        return self.total / self.visits + explore * math.sqrt(math.log(self.avail) / self.visits)


def _choices(state: State, fast_play) -> list[tuple[str, object]] | None:
    """The seat on turn's choices as tree branches: one per distinct playable card (played the playout
    policy's way: `fast_play`), or None when the move is not a choice between cards."""
    if state.phase != "play":
        return None
    seat = state.turn
    cards = sorted(set(playable_cards(state, seat)))
    if len(cards) < 2:
        return None
    return [(card, fast_play(state, seat, card)) for card in cards]


def walk(
    root: Node,
    state: State,
    me: int,
    depth: int,
    rng: random.Random,
    step,
    fast_play,
    explore: float = EXPLORE,
) -> float:
    """One walk from `root` (the candidate, already played on `state`): the tree policy while the tree
    reaches, one new node, then the playout policy (`step(state, moves)` plays that many moves) up to
    `depth` moves in all; every node walked learns its mover's value. Returns `me`'s value."""
    node = root
    path: list[tuple[Node, int]] = []
    moves = 0
    expanded = False
    while moves < depth and state.phase not in ("round_over", "game_over"):
        if expanded:
            step(state, depth - moves)
            break
        options = _choices(state, fast_play)
        if options is None:
            step(state, 1)
            moves += 1
            continue
        seat = state.turn
        untried = []
        best = None
        best_score = -1.0
        for card, action in options:
            child = node.children.get((seat, card))
            if child is None:
                untried.append((card, action))
                continue
            child.avail += 1
            if not untried:
                value = child.score(explore)
                if value > best_score:
                    best, best_score = (child, action), value
        if untried:
            card, action = untried[rng.randrange(len(untried))]
            child = node.children[(seat, card)] = Node()
            child.avail = 1
            expanded = True
        else:
            assert best is not None
            child, action = best
        apply(state, seat, action, listen=False)
        moves += 1
        path.append((child, seat))
        node = child
    values = [win_chance(state, seat) for seat in range(state.players)]
    for child, seat in path:
        child.visits += 1
        child.total += values[seat]
    return values[me]


__all__ = ["EXPLORE", "Node", "walk"]
