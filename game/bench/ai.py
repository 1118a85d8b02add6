"""`python -m game.bench ai --edition E --players N --games G A B [C ...]`: AI players against each other.

Seeded single-round games (the first to empty a hand wins; the winner scores the other hands'
points), seats rotated game by game so every entry plays every seat equally. With fewer entries
than seats the last entry fills the rest (`--players 4 expert random` = expert + three random).
Prints per entry: win rate with a 95% Wilson interval, mean points per game, decision latency p50/p95.

`--teams` (house option, 4/6/8/10 seats): each entry is a team, `expert` (two experts) or
`expert+random` (the lower seat's player, then its partner's); partners sit opposite, so
`--players 4 --teams expert normal` seats A B A B. Game g seats entry i as team (i + g) mod teams and
swaps the partners' seats every other round of rotations; a team wins when either partner goes out.
`--options jump_in=1` turns jump-in on (the arena offers jump-ins in turn order: game.play.arena).

The expert's budget: `--worlds 100,400,1600` (its target of worlds per decision) and `--cap SECONDS`
(its wall-clock cap; `off`: none, so the machine's load cannot change the games). Lists in `--players`
and `--worlds` play the match once per setting and end with a summary: the first entry's win rate, the
expert's decision time and the worlds its searches reached (and how many the cap cut short).
"""

from __future__ import annotations

import math
import time
from argparse import ArgumentTypeError
from multiprocessing import get_context
from pathlib import Path

from game.ai import registry
from game.ai.search import ExpertPlayer
from game.play.arena import play_game
from game.rules import EDITIONS, Options, new_game
from game.rules.teams import TEAM_SEATS
from game.storage.files import atomic_write_json

from .hands_shown import HANDS_SHOWN, HandsShownPlayer


def add_arguments(parser) -> None:
    parser.add_argument("--edition", default="classic", choices=tuple(EDITIONS))
    parser.add_argument(
        "--players", type=_int_list, default=[2], help="seats at the table (a list, e.g. 2,4: one match each)"
    )
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1, help="game g uses seed SEED + g")
    parser.add_argument("--jobs", type=int, default=1, help="processes (use 2 on a 2-core machine)")
    parser.add_argument(
        "--cap", type=_cap, default=None, help="expert: wall-clock cap in seconds per decision ('off': none)"
    )
    parser.add_argument(
        "--iterations",
        type=int,
        default=None,
        help="expert: fixed determinizations per decision (no early stop, no clock)",
    )
    parser.add_argument(
        "--worlds",
        type=_int_list,
        default=None,
        help="expert: target determinizations per decision (a list, e.g. 100,400,1600: one match each)",
    )
    parser.add_argument(
        "--depth",
        default=None,
        help="expert: moves a playout makes before the hand evaluation ('end': play out)",
    )
    parser.add_argument("--options", default="", help='house options, e.g. "stacking=1,seven_zero=1"')
    parser.add_argument(
        "--set",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="expert: another ExpertPlayer setting (e.g. tree=1): screening variants",
    )
    parser.add_argument(
        "--outcomes",
        default=None,
        metavar="FILE",
        help="write each game's winner (JSON) for `python -m game.bench paired`",
    )
    parser.add_argument(
        "--teams",
        action="store_true",
        help="team play: each entry is a team, 'id' or 'id+id' (partners sit opposite)",
    )
    parser.add_argument("entries", nargs="+", help="player ids (see game.ai.registry.installed())")


def _int_list(text: str) -> list[int]:
    try:
        values = [int(part) for part in text.split(",") if part.strip()]
    except ValueError:
        raise ArgumentTypeError(f"not a comma-separated list of whole numbers: {text!r}") from None
    if not values or min(values) < 1:
        raise ArgumentTypeError(f"expected one or more whole numbers of 1 or more: {text!r}")
    return values


def _cap(text: str) -> float | str:
    """Seconds, or "off" (no wall-clock cap)."""
    if text.strip().lower() in ("off", "none"):
        return "off"
    try:
        seconds = float(text)
    except ValueError:
        raise ArgumentTypeError(f"not a number of seconds or 'off': {text!r}") from None
    if seconds <= 0:
        raise ArgumentTypeError(f"the cap must be above 0 seconds: {text!r}")
    return seconds


def settings(items: list[str]) -> dict:
    """`--set NAME=VALUE` items as ExpertPlayer keyword arguments: whole numbers, then decimals, then
    text; `none`, `end` and `off` are None."""
    options: dict = {}
    for item in items:
        name, _, text = item.partition("=")
        value: object
        if text.lower() in ("none", "end", "off"):
            value = None
        else:
            try:
                value = int(text)
            except ValueError:
                try:
                    value = float(text)
                except ValueError:
                    value = text
        options[name.strip()] = value
    return options


def _options(text: str, teams: bool = False) -> Options:
    fields: dict = {"scoring": "single_round", "teams": teams}
    for item in filter(None, (part.strip() for part in text.split(","))):
        key, _, value = item.partition("=")
        default = getattr(Options(), key)
        if isinstance(default, bool):
            fields[key] = value.lower() in ("1", "true", "yes")
        elif isinstance(default, int):
            fields[key] = int(value)
        elif isinstance(default, tuple):
            fields[key] = tuple(value.split("/"))
        else:
            fields[key] = value or None
    return Options(**fields)


def _make(entry: str, args, on_search=None, peek=None):
    """A new player for `entry`; the expert with the match's budget and `on_search` (see ExpertPlayer).
    `hands-shown` (a measurement tool, not a level: game/bench/hands_shown.py) is the expert's search
    with the true hands, which `peek` reads from the table."""
    kwargs: dict = {}
    if entry in ("expert", HANDS_SHOWN):
        kwargs.update(args.get("set") or {})
        if args["cap"] is not None:
            kwargs["cap"] = None if args["cap"] == "off" else args["cap"]
        if args["iterations"] is not None:
            kwargs["iterations"] = args["iterations"]
        if args["worlds"] is not None:
            kwargs["worlds"] = args["worlds"]
        if on_search is not None:
            kwargs["on_search"] = on_search
        if args["depth"] is not None:
            kwargs["depth"] = None if args["depth"] == "end" else int(args["depth"])
    if entry == HANDS_SHOWN:
        return HandsShownPlayer(peek, **kwargs)
    return registry.create(entry, **kwargs)


def seating(entries: list[str], players: int, teams: bool, g: int) -> list[list[tuple[int, str]]]:
    """Game g's seats: per entry, its (seat, player id)s. Alone: entry i at seat (i + g) mod n. Teams:
    entry i is team (i + g) mod n/2 (seats t and t + n/2), the partners' seats swapped every other
    round of rotations."""
    if not teams:
        return [[((i + g) % players, entry)] for i, entry in enumerate(entries)]
    half = players // 2
    seats = []
    for i, entry in enumerate(entries):
        team = (i + g) % half
        ids = entry.split("+") if "+" in entry else [entry, entry]
        if (g // half) % 2:
            ids.reverse()
        seats.append([(team, ids[0]), (team + half, ids[1])])
    return seats


def _recorder(log: list):
    """An expert's `on_search` that keeps (worlds, whether the cap ended the search) in `log`."""

    def record(worlds: int, capped: bool, _seconds: float) -> None:
        log.append((worlds, capped))

    return record


def _run_chunk(job: tuple) -> tuple:
    games, args = job
    n = args["players"]
    entries = args["lineup"]
    k = len(entries)
    wins = [0] * k
    points = [0] * k
    latencies: list[list[float]] = [[] for _ in range(k)]
    searches: list[list[tuple[int, bool]]] = [[] for _ in range(k)]  # per entry: (worlds, capped)
    unfinished = jump_ins = 0
    winners: dict[int, int | None] = {}  # seed -> the entry that won
    options = _options(args["options"], args["teams"])
    for g in games:
        seats = seating(entries, n, args["teams"], g)
        players: list = [None] * n
        # the table's true hands for a hands-shown seat: the deal until the first move, then the live
        # table (`play_game` shows it to `on_move` before each move)
        table = [new_game(args["edition"], n, options, args["seed"] + g)]

        def seen(state, _seat, _action, table=table) -> None:
            table[0] = state

        def peek(table=table) -> list:
            return table[0].hands

        for i, placed in enumerate(seats):
            for seat, entry in placed:
                players[seat] = _make(entry, args, _recorder(searches[i]), peek)
        result = play_game(players, args["edition"], options, seed=args["seed"] + g, on_move=seen)
        jump_ins += result.jump_ins
        if result.winner is None:
            unfinished += 1
        owner = next(
            (i for i, placed in enumerate(seats) if any(seat == result.winner for seat, _ in placed)), None
        )
        winners[args["seed"] + g] = owner
        for i, placed in enumerate(seats):
            if owner == i:
                wins[i] += 1
                points[i] += result.points
            for seat, _ in placed:
                latencies[i].extend(result.latencies[seat])
    return wins, points, latencies, unfinished, winners, jump_ins, searches


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    denom = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denom
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def run(args) -> int:
    teams = getattr(args, "teams", False)
    seat_counts = [4 if teams and n == 2 else n for n in args.players]  # teams: two teams of two at least
    targets: list = args.worlds or [None]
    plan = [(n, worlds) for n in seat_counts for worlds in targets]
    for entry in args.entries:
        for member in entry.split("+") if teams else [entry]:
            if member != HANDS_SHOWN:
                registry.get(member)  # unknown ids fail here, before any game
    for n in seat_counts:
        if teams and n not in TEAM_SEATS:
            raise SystemExit(f"teams need 4, 6, 8 or 10 seats, not {n}")
        places = n // 2 if teams else n
        if len(args.entries) > places:
            raise SystemExit(f"{len(args.entries)} entries for {places} {'teams' if teams else 'seats'}")
    ExpertPlayer(**settings(args.set))  # an unknown --set name fails here, before any game
    rows = []
    for number, (n, worlds) in enumerate(plan):
        if number:
            print()
        outcomes = args.outcomes
        if outcomes and len(plan) > 1:  # one file per match: a.json -> a-4p-400w.json
            path = Path(outcomes)
            outcomes = str(path.with_name(f"{path.stem}-{n}p-{worlds or 'default'}w{path.suffix}"))
        rows.append(_match(args, n, worlds, teams, outcomes))
    if len(plan) > 1:
        _print_summary(args, rows)
    return 0


def _match(args, n: int, worlds: int | None, teams: bool, outcomes: str | None) -> dict:
    """Play and print one match; its summary row: the first entry's wins, the expert's latencies and
    searches."""
    places = n // 2 if teams else n
    entries = list(args.entries)
    lineup = entries + [entries[-1]] * (places - len(entries))
    shared = {
        "players": n,
        "lineup": lineup,
        "edition": args.edition,
        "seed": args.seed,
        "cap": args.cap,
        "iterations": args.iterations,
        "depth": args.depth,
        "worlds": worlds,
        "teams": teams,
        "options": args.options,
        "set": settings(getattr(args, "set", [])),
    }
    jobs = max(1, args.jobs)
    games = list(range(args.games))
    chunks = [(games[k :: jobs * 8], shared) for k in range(jobs * 8)]
    chunks = [c for c in chunks if c[0]]
    started = time.perf_counter()
    if jobs == 1:
        parts = [_run_chunk(c) for c in chunks]
    else:
        with get_context("fork").Pool(jobs) as pool:
            parts = pool.map(_run_chunk, chunks)
    elapsed = time.perf_counter() - started
    k = len(lineup)
    wins = [sum(p[0][i] for p in parts) for i in range(k)]
    points = [sum(p[1][i] for p in parts) for i in range(k)]
    lat = [[x for p in parts for x in p[2][i]] for i in range(k)]
    unfinished = sum(p[3] for p in parts)
    jump_ins = sum(p[5] for p in parts)
    searched = [[x for p in parts for x in p[6][i]] for i in range(k)]
    budget = "" if worlds is None else f", expert target {worlds} worlds"
    if shared["set"]:
        budget += ", expert " + " ".join(f"{k}={v}" for k, v in sorted(shared["set"].items()))
    if args.cap is not None:
        budget += f", cap {args.cap}" + ("" if args.cap == "off" else " s")
    print(
        f"{args.edition}, {n} players{', teams of two' if teams else ''}, {args.games} single-round games"
        f" (seeds {args.seed}..{args.seed + args.games - 1}, seats rotated){budget}, {elapsed:.0f} s"
        f" with {jobs} job(s)"
    )
    if args.options:
        print(f"options: {args.options}; {jump_ins / max(1, args.games):.2f} jump-ins per game")
    labels = []
    for i, entry in enumerate(lineup):
        same = lineup[:i].count(entry)
        labels.append(entry if same == 0 else f"{entry}({same + 1})")
    print(
        f"{'team' if teams else 'player':<16}{'wins':>7}{'win rate':>10}{'95% interval':>18}"
        f"{'mean pts':>10}{'p50 ms':>9}{'p95 ms':>9}{'decisions':>11}"
    )
    for i in range(k):
        low, high = wilson(wins[i], args.games)
        print(
            f"{labels[i]:<16}{wins[i]:>7}{wins[i] / max(1, args.games):>10.1%}"
            f"{f'[{low:.1%}, {high:.1%}]':>18}{points[i] / max(1, args.games):>10.1f}"
            f"{percentile(lat[i], 0.5) * 1000:>9.2f}{percentile(lat[i], 0.95) * 1000:>9.2f}"
            f"{len(lat[i]):>11}"
        )
    for i in range(k):
        if searched[i]:
            reached = [w for w, _ in searched[i]]
            capped = sum(1 for _, c in searched[i] if c)
            mean = sum(reached) / len(reached)
            print(
                f"{labels[i]}: {len(reached)} searches, worlds reached mean {mean:.0f},"
                f" p5 {percentile(reached, 0.05):.0f}, p50 {percentile(reached, 0.5):.0f};"
                f" {capped} ({capped / len(reached):.1%}) ended by the cap"
            )
    if unfinished:
        print(f"{unfinished} game(s) hit the move limit without a winner")
    if outcomes:
        winners = {seed: entry for p in parts for seed, entry in p[4].items()}
        record = {
            "edition": args.edition,
            "players": n,
            "lineup": lineup,
            "options": args.options,
            "winners": {str(seed): winners[seed] for seed in sorted(winners)},
        }
        atomic_write_json(Path(outcomes), record)
        print(f"outcomes of the {len(winners)} games in {outcomes}")
    experts = [i for i, entry in enumerate(lineup) if {"expert", HANDS_SHOWN} & set(entry.split("+"))]
    expert_lat = [x for i in experts for x in lat[i]]
    expert_searches = [x for i in experts for x in searched[i]]
    return {
        "players": n,
        "worlds": worlds,
        "label": labels[0],
        "wins": wins[0],
        "games": args.games,
        "p50": percentile(expert_lat, 0.5),
        "p95": percentile(expert_lat, 0.95),
        "searches": expert_searches,
    }


def _print_summary(args, rows: list[dict]) -> None:
    cap = "default" if args.cap is None else args.cap
    print()
    print(
        f"summary: {rows[0]['label']}'s win rate, the expert's decision time and worlds per search"
        f" ({args.edition}, {args.games} games per row, cap {cap})"
    )
    print(
        f"{'seats':>5}{'worlds':>8}{'win rate':>10}{'95% interval':>18}{'p50 ms':>9}{'p95 ms':>9}"
        f"{'mean worlds':>13}{'capped':>8}"
    )
    for row in rows:
        low, high = wilson(row["wins"], row["games"])
        reached = [w for w, _ in row["searches"]]
        capped = sum(1 for _, c in row["searches"] if c)
        mean = f"{sum(reached) / len(reached):.0f}" if reached else "-"
        share = f"{capped / len(reached):.1%}" if reached else "-"
        worlds = "default" if row["worlds"] is None else str(row["worlds"])
        print(
            f"{row['players']:>5}{worlds:>8}{row['wins'] / max(1, row['games']):>10.1%}"
            f"{f'[{low:.1%}, {high:.1%}]':>18}{row['p50'] * 1000:>9.1f}{row['p95'] * 1000:>9.1f}"
            f"{mean:>13}{share:>8}"
        )
