"""`python -m game.bench decisions`: how good the expert's choices are, judged against the true table.

The expert plays seeded games against fillers. At each decision it searches, the same search is run
again with other caps on its number of worlds (same view, same memory, a generator of its own), and each
candidate gets its value in the *true* table: the share of `--oracle-worlds` playouts from the real
hands that the seat wins, every seat playing the playout policy to the end of the round (the draw
pile's order, which nobody knows, is shuffled afresh for each playout). A setting's figure is the mean
over decisions of the value of its choice minus the value of the default setting's choice. Paired on the
same decisions it resolves a few thousandths of a win per decision; a match of 2,000 games resolves
about two points per game.

The true table is the benchmark's, never the player's: the searches see only their seat's view.
The expert here has no wall-clock cap (every search runs to its target of worlds or its early stop),
so the figures do not depend on the machine.
"""

from __future__ import annotations

import math
import random
import time
from multiprocessing import get_context

from game.ai import registry
from game.ai.search import TARGET_WORLDS, ExpertPlayer, rollout
from game.play.arena import play_game
from game.rules import EDITIONS, State, apply
from game.rules.cards import WILD_CARDS

from .ai import _options

KINDS = ("play, a wild in hand", "play, no wild in hand", "card just drawn", "challenge", "other")


def add_arguments(parser) -> None:
    parser.add_argument("--edition", default="classic", choices=tuple(EDITIONS))
    parser.add_argument("--players", type=int, default=4, help="seats at the table")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1, help="game g uses seed SEED + g")
    parser.add_argument("--jobs", type=int, default=1, help="processes (use 2 on a 2-core machine)")
    parser.add_argument(
        "--worlds",
        type=int,
        nargs="+",
        default=[50, 100, 160],
        help=f"the caps on worlds to compare with the default ({TARGET_WORLDS})",
    )
    parser.add_argument(
        "--oracle-worlds", type=int, default=400, help="playouts from the true table per candidate"
    )
    parser.add_argument("--options", default="", help='house options, e.g. "stacking=1,seven_zero=1"')
    parser.add_argument("opponent", nargs="?", default="random", help="the player id in every other seat")


def kind_of(view) -> str:
    if view.phase == "play":
        return KINDS[0] if any(card in WILD_CARDS for card in view.hand) else KINDS[1]
    if view.phase == "drawn":
        return KINDS[2]
    if view.phase == "challenge":
        return KINDS[3]
    return KINDS[4]


def true_values(state: State, seat: int, candidates: list, worlds: int, rng: random.Random) -> list[float]:
    """Each candidate's share of won playouts from the real table (common random numbers across the
    candidates; the draw pile reshuffled in every playout)."""
    wins = [0] * len(candidates)
    for _ in range(worlds):
        seed = rng.getrandbits(64)
        for i, action in enumerate(candidates):
            world = state.clone(seed)
            world.draw_known = 0
            apply(world, seat, action, listen=False)
            wins[i] += rollout(world) == seat
    return [w / worlds for w in wins]


class ProbedExpert(ExpertPlayer):
    """The expert at its defaults, which also asks, at every search, what other caps would choose."""

    def __init__(self, caps: list[int], probe_seed: int, **kw) -> None:
        super().__init__(cap=None, **kw)
        self.caps = caps
        self.probe = random.Random(probe_seed)
        self.pending: tuple | None = None  # (kind, candidates, default's index, {cap: index})

    def search(self, view, cands, rng):
        choice = super().search(view, cands, rng)
        default_cap, worlds = self.worlds, self.last_worlds
        others = {}
        for cap in self.caps:
            self.worlds = cap
            others[cap] = cands.index(super().search(view, cands, random.Random(self.probe.getrandbits(64))))
        self.worlds, self.last_worlds = default_cap, worlds
        self.pending = (kind_of(view), list(cands), cands.index(choice), others)
        return choice


def _run_chunk(job: tuple) -> list[tuple]:
    games, args = job
    n = args["players"]
    options = _options(args["options"])
    records: list[tuple] = []
    for g in games:
        seed = args["seed"] + g
        me = g % n  # the expert's seat rotates
        expert = ProbedExpert(args["worlds"], probe_seed=seed)
        players = [expert if s == me else registry.create(args["opponent"]) for s in range(n)]
        oracle = random.Random(seed * 31 + 7)

        def judge(state, seat, action, expert=expert, me=me, oracle=oracle) -> None:
            if seat != me or expert.pending is None:
                return
            kind, cands, chosen, others = expert.pending
            expert.pending = None
            values = true_values(state, seat, cands, args["oracle_worlds"], oracle)
            records.append((kind, values, chosen, others))

        play_game(players, args["edition"], options, seed=seed, on_move=judge)
    return records


def _mean_se(xs: list[float]) -> tuple[float, float]:
    m = sum(xs) / len(xs)
    if len(xs) < 2:
        return m, 0.0
    var = sum((x - m) ** 2 for x in xs) / (len(xs) - 1)
    return m, math.sqrt(var / len(xs))


def run(args) -> int:
    registry.get(args.opponent)
    shared = {
        "players": args.players,
        "edition": args.edition,
        "seed": args.seed,
        "worlds": args.worlds,
        "oracle_worlds": args.oracle_worlds,
        "options": args.options,
        "opponent": args.opponent,
    }
    jobs = max(1, args.jobs)
    games = list(range(args.games))
    chunks = [(games[k :: jobs * 4], shared) for k in range(jobs * 4)]
    chunks = [c for c in chunks if c[0]]
    started = time.perf_counter()
    if jobs == 1:
        parts = [_run_chunk(c) for c in chunks]
    else:
        with get_context("fork").Pool(jobs) as pool:
            parts = pool.map(_run_chunk, chunks)
    records = [r for part in parts for r in part]
    print(
        f"{args.edition}, {args.players} players, expert against {args.opponent}, {args.games} games "
        f"(seeds {args.seed}..{args.seed + args.games - 1}), {len(records)} searched decisions "
        f"({len(records) / max(1, args.games):.1f} a game), {time.perf_counter() - started:.0f} s"
    )
    print(
        f"value of each setting's choice minus the default's ({TARGET_WORLDS} worlds), in thousandths of a "
        f"win, mean ± standard error; true table: {args.oracle_worlds} playouts per candidate"
    )
    columns = [f"{cap} worlds" for cap in args.worlds] + ["heuristic's first"]
    print(f"{'decision':<24}{'count':>7}" + "".join(f"{c:>20}" for c in columns))
    for kind in (*KINDS, "all"):
        rows = [r for r in records if kind in ("all", r[0])]
        if not rows:
            continue
        cells = []
        for cap in [*args.worlds, None]:
            diffs = [
                (values[others[cap]] if cap is not None else values[0]) - values[chosen]
                for _, values, chosen, others in rows
            ]
            mean, se = _mean_se(diffs)
            cells.append(f"{mean * 1000:+.1f} ± {se * 1000:.1f}")
        print(f"{kind:<24}{len(rows):>7}" + "".join(f"{c:>20}" for c in cells))
    return 0
