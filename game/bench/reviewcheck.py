"""`python -m game.bench reviewcheck`: do the review's estimates agree with the arena?

Games are played (seat 1 by `--player`, the others by `--opponent`) and seat 1's decisions reviewed as
the review does (`game.ai.review.judge`). Every decision the review calls a loss between `--low` and
`--high` points is then played both ways over `--deals` deals of the cards that seat could not see
(dealt as the search deals them: consistent with its view and memory), each deal once with the move
made and once with the best move, under the same random numbers, and the round played to its end by
`--arena` players in every seat. The arena's difference in rounds won (best minus made, with its 95%
interval over the deals) is printed beside the review's estimate (with its own 95% interval).
"""

from __future__ import annotations

import math
import random

from game.ai import registry
from game.ai.review import WORLDS, Point, decisions, judge
from game.ai.search import determinize
from game.rules import EDITIONS, State, apply, legal_actions, view
from game.rules.actions import CallUno, Catch

from .review import recorded_game

_SIDE = (CallUno, Catch)


def add_arguments(parser) -> None:
    parser.add_argument("--edition", default="classic", choices=tuple(EDITIONS))
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=20, help="games searched for costly decisions")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--player", default="beginner", help="who plays the reviewed seat (seat 1)")
    parser.add_argument("--opponent", default="normal")
    parser.add_argument("--arena", default="normal", help="who plays every seat in the played-out rounds")
    parser.add_argument("--worlds", type=int, default=WORLDS)
    parser.add_argument("--deals", type=int, default=1000, help="deals each checked decision is played over")
    parser.add_argument("--low", type=float, default=15.0, help="smallest loss checked, in points")
    parser.add_argument("--high", type=float, default=30.0, help="largest loss checked, in points")
    parser.add_argument("--limit", type=int, default=5, help="decisions checked at most")


def play_out(state: State, players: list, rng: random.Random, limit: int = 3000) -> int | None:
    """Play the round in `state` to its end with `players[seat]` deciding for each seat; the winner."""
    for _ in range(limit):
        if state.phase in ("round_over", "game_over"):
            return state.round_winner
        seat = state.turn
        legal = [a for a in legal_actions(state, seat) if not isinstance(a, _SIDE)]
        action = players[seat].choose(view(state, seat), legal, rng)
        apply(state, seat, action, listen=False)
    return None


def both_ways(
    point: Point, made, best, deals: int, arena: str = "normal", seed: int = 0
) -> tuple[float, float]:
    """Rounds won with `best` minus rounds won with `made`, as a share of `deals`, and its standard error:
    each deal of the unseen cards played once each way, under the same random numbers."""
    v = point.view
    rng = random.Random(seed)
    diffs = []
    for _ in range(deals):
        world = determinize(v, point.memory, rng)
        deal_seed = rng.getrandbits(64)
        wins = []
        for action in (best, made):
            state = world.clone(deal_seed)
            apply(state, v.seat, action, listen=False)
            players = [registry.create(arena) for _ in range(v.players)]
            for s, p in enumerate(players):
                p.reset(s, v.players, v.ruleset)
            wins.append(1.0 if play_out(state, players, random.Random(deal_seed)) == v.seat else 0.0)
        diffs.append(wins[0] - wins[1])
    mean = sum(diffs) / deals
    var = sum((d - mean) ** 2 for d in diffs) / max(1, deals - 1)
    return mean, math.sqrt(var / deals)


def run(args) -> int:
    checked = 0
    agree = 0
    for seed in range(args.seed, args.seed + args.games):
        players = [registry.create(args.player)] + [
            registry.create(args.opponent) for _ in range(args.players - 1)
        ]
        record = recorded_game(args.edition, players, seed)
        for point in decisions(record, 0):
            judged = judge(point, args.worlds)
            assert judged is not None
            loss = 100 * judged.loss
            if not args.low <= loss <= args.high:
                continue
            diff, se = both_ways(
                point, judged.chosen, judged.best, args.deals, args.arena, seed * 1000 + point.index
            )
            review_low, review_high = loss - 196 * judged.stderr, loss + 196 * judged.stderr
            arena_low, arena_high = 100 * (diff - 1.96 * se), 100 * (diff + 1.96 * se)
            overlap = arena_low <= review_high and review_low <= arena_high
            checked += 1
            agree += overlap
            where = f"seed {seed} move {point.index + 1} ({judged.phase})"
            review = f"{loss:.1f} points [{review_low:.1f}, {review_high:.1f}] over {judged.worlds} worlds"
            arena = f"{100 * diff:.1f} points [{arena_low:.1f}, {arena_high:.1f}] over {args.deals} deals"
            print(
                f"{where}: made {judged.chosen}, best {judged.best}\n  review: {review}; arena: {arena} "
                f"({args.arena} in every seat){'' if overlap else '  DISAGREE'}",
                flush=True,
            )
            if checked >= args.limit:
                break
        if checked >= args.limit:
            break
    print(f"{checked} decisions checked, the intervals overlap in {agree}")
    return 0
