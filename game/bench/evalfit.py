"""`python -m game.bench evalfit --players N`: fit the expert's hand evaluation (`game.ai.evaluation`).

Plays seeded rounds with the expert's playout policy at every seat, notes every seat's hand features
at random moments, and fits the softmax model of who wins by maximum likelihood (gradient ascent with
a backtracking step). Prints the weights in the form of `game.ai.evaluation.WEIGHTS` and how much
better than a uniform guess the model predicts the winners of fresh rounds (log-loss per sample).
"""

from __future__ import annotations

import math
import random

from game.ai.evaluation import FEATURES, features
from game.ai.search import rollout
from game.rules import EDITIONS, Options, new_game


def add_arguments(parser) -> None:
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4, 5, 6, 7, 8, 9, 10])
    parser.add_argument("--edition", default="classic", choices=tuple(EDITIONS))
    parser.add_argument("--games", type=int, default=2000, help="rounds to learn from (as many to test)")
    parser.add_argument("--seed", type=int, default=1)


def samples(edition: str, players: int, games: range, every: float = 0.15) -> list:
    """(features of each seat from the one to move on, index of the winner in that order) per moment."""
    rng = random.Random(games.start)
    out: list[tuple[list, int]] = []
    for g in games:
        state = new_game(edition, players, Options(scoring="single_round"), g)
        moments = []
        for _ in range(1000):
            if state.phase in ("round_over", "game_over"):
                break
            if state.phase == "play" and rng.random() < every:
                order = [(state.turn + k * state.direction) % players for k in range(players)]
                moments.append(([features(state.hands[s]) for s in order], order))
            rollout(state, limit=1)
        if state.round_winner is None:
            continue
        out.extend((feats, order.index(state.round_winner)) for feats, order in moments)
    return out


def _scores(params: list[float], feats, nf: int) -> list[float]:
    return [
        sum(params[i] * f[i] for i in range(nf)) + (params[nf + k - 1] if k else 0.0)
        for k, f in enumerate(feats)
    ]


def log_loss(params: list[float], data: list, nf: int) -> float:
    total = 0.0
    for feats, winner in data:
        v = _scores(params, feats, nf)
        top = max(v)
        total += top + math.log(sum(math.exp(x - top) for x in v)) - v[winner]
    return total / len(data)


def fit(data: list, players: int, rounds: int = 300) -> list[float]:
    nf = len(FEATURES)
    params = [-1.0] + [0.0] * (nf - 1 + players - 1)
    loss = log_loss(params, data, nf)
    step = 1.0
    for _ in range(rounds):
        grad = [0.0] * len(params)
        for feats, winner in data:
            v = _scores(params, feats, nf)
            top = max(v)
            e = [math.exp(x - top) for x in v]
            z = sum(e)
            for k, f in enumerate(feats):
                weight = e[k] / z - (1.0 if k == winner else 0.0)
                for i in range(nf):
                    grad[i] += weight * f[i]
                if k:
                    grad[nf + k - 1] += weight
        grad = [g / len(data) for g in grad]
        while step > 1e-6:
            trial = [p - step * g for p, g in zip(params, grad, strict=True)]
            trial_loss = log_loss(trial, data, nf)
            if trial_loss < loss:
                params, loss = trial, trial_loss
                step *= 1.5
                break
            step /= 2
        else:
            break
    return params


def run(args) -> int:
    nf = len(FEATURES)
    print(f"{args.edition}: features {', '.join(FEATURES)}; offsets by turns to move")
    for players in args.players:
        train = samples(args.edition, players, range(args.seed, args.seed + args.games))
        test = samples(args.edition, players, range(args.seed + args.games, args.seed + 2 * args.games))
        params = fit(train, players)
        uniform = math.log(players)
        print(
            f"    {players}: (({', '.join(f'{p:.3f}' for p in params[:nf])}), "
            f"(0.0, {', '.join(f'{p:.3f}' for p in params[nf:])})),"
            f"  # log-loss {log_loss(params, test, nf):.4f} on fresh rounds, uniform {uniform:.4f}"
        )
    return 0
