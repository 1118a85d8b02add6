"""`python -m game.bench engine`: our engine against RLCard 1.2.0's UnoGame, like for like.

The same policy drives both engines: play a uniformly random playable card if any (a random colour
for a wild), else draw; play a playable drawn card; always call UNO; accept every W4. A game is one
round (single-round scoring), as RLCard's UnoGame is.

Each engine pays for what a caller of its public API pays for, and nothing is cached between steps:

- ours: `playable_cards` for the seat to act, `plays_of` for the chosen card, `apply` (once without
  events, `listen=False`, the AI's simulator path; once with the event objects that the UI and the
  AI's memory read);
- RLCard: `UnoGame.step`, whose returned state carries the legal actions of the next player (RLCard
  computes them inside `step`; no second `get_legal_actions` call is made).

Times are this process's CPU time (`time.process_time`), so other programs on a shared machine
disturb the figures less. The engines are measured in interleaved slices (ours without events, ours
with events, RLCard, again...) and a ratio is the median of the per-slice ratios of games/s.
"""

from __future__ import annotations

import os
import random
import statistics
import time
from collections.abc import Callable

from game.rules import Options, apply, new_game, playable_cards, plays_of
from game.rules.actions import Accept, Action, ChooseColor, Discard, Draw, Keep
from game.rules.cards import COLORS

SEATS = (2, 4, 10)
EDITIONS = ("classic", "power", "modern")
_DRAW, _ACCEPT = Draw(), Accept()

Rate = tuple[float, float]  # games/s, actions/s


#: the editions RLCard's UnoGame plays (its deck is the classic one): only these get its row
RLCARD_EDITIONS = ("classic",)


def play_one_game(
    ruleset: str, players: int, options: Options, seed: int, rng: random.Random, listen: bool = False
) -> int:
    """One round to the end under the fixed policy, through the public API; returns the actions."""
    state = new_game(ruleset, players, options, seed)
    actions = 0
    random_ = rng.random
    while True:
        phase = state.phase
        seat = state.turn
        action: Action
        if phase == "play" or phase == "drawn":
            cards = playable_cards(state, seat)
            if cards:
                plays = plays_of(state, seat, cards[int(random_() * len(cards))])
                action = plays[int(random_() * len(plays))] if len(plays) > 1 else plays[0]
            else:
                action = _DRAW
        elif phase == "game_over":
            return actions
        elif phase == "challenge":
            action = _ACCEPT
        elif phase == "color":
            action = ChooseColor(rng.choice(COLORS))
        elif phase == "keep":
            action = Keep(rng.choice(state.hands[seat]), uno=True)
        else:  # discard down to seven
            action = Discard(tuple(state.hands[seat][7:]))
        apply(state, seat, action, listen)
        actions += 1


def _timed(one_game: Callable[[int], int], seconds: float) -> Rate:
    games = actions = 0
    start = time.process_time()
    while True:
        actions += one_game(games)
        games += 1
        elapsed = time.process_time() - start
        if elapsed >= seconds:
            return games / elapsed, actions / elapsed


def measure_ours(ruleset: str, players: int, seconds: float, listen: bool = False) -> Rate:
    options = Options(scoring="single_round")
    rng = random.Random(1)
    return _timed(lambda seed: play_one_game(ruleset, players, options, seed, rng, listen), seconds)


def rlcard_game(players: int):
    """RLCard's raw UnoGame for `players` seats, or None without the `bench` extra."""
    try:
        from rlcard.games.uno.game import UnoGame
    except ImportError:
        return None
    import numpy as np

    game = UnoGame(num_players=players)
    game.np_random = np.random.RandomState(1)
    return game


def play_one_rlcard_game(game, rng: random.Random) -> int:
    """One RLCard round under the same policy; the legal actions are those of the state `step` returns."""
    random_ = rng.random
    actions = 0
    state, _ = game.init_game()
    while not game.is_over():
        legal = state["legal_actions"]
        if legal[0] == "draw":  # RLCard offers "draw" only when no card is playable
            choice = "draw"
        else:  # one entry per card: a wild's four colour actions are one card
            plain = [a for a in legal if "wild" not in a]
            wilds = sorted({a.split("-", 1)[1] for a in legal if "wild" in a})
            k = int(random_() * (len(plain) + len(wilds)))
            choice = plain[k] if k < len(plain) else f"{rng.choice('rgby')}-{wilds[k - len(plain)]}"
        state, _ = game.step(choice)
        actions += 1
    return actions


def measure_rlcard(players: int, seconds: float) -> Rate | None:
    game = rlcard_game(players)
    if game is None:
        return None
    rng = random.Random(1)
    return _timed(lambda seed: play_one_rlcard_game(game, rng), seconds)


def add_arguments(parser) -> None:
    parser.add_argument("--seconds", type=float, default=1.0, help="CPU time per slice")
    parser.add_argument("--repeat", type=int, default=5, help="slices per row; medians are shown")
    parser.add_argument("--editions", nargs="*", default=list(EDITIONS))
    parser.add_argument("--seats", nargs="*", type=int, default=list(SEATS))


def engine_kind() -> str:
    from game.rules import ENGINE

    if ENGINE == "compiled":
        return "compiled with mypyc"
    return f"{ENGINE} Python (make bench runs the compiled engine)"


def _row(name: str, players: int, runs: list[Rate], note: str = "") -> None:
    games, actions = (statistics.median(r[i] for r in runs) for i in (0, 1))
    print(f"{name:<24}{players:>6}{games:>10.0f}{actions:>12.0f}{note}")


def run(args) -> int:
    print(f"rules engine: {engine_kind()}")
    print(
        "load average (1, 5, 15 min): "
        + ", ".join(f"{x:.2f}" for x in os.getloadavg())
        + f" on {os.cpu_count()} CPUs"
    )
    print(
        f"CPU time; median of {args.repeat} interleaved slices of {args.seconds:.1f} s each;"
        " one game = one round"
    )
    print(f"{'engine':<24}{'seats':>6}{'games/s':>10}{'actions/s':>12}")
    have_rlcard = rlcard_game(2) is not None
    ratios: dict[int, tuple[float, float]] = {}
    for ruleset in args.editions:
        for players in args.seats:
            quiet: list[Rate] = []
            loud: list[Rate] = []
            theirs: list[Rate] = []
            with_rlcard = have_rlcard and ruleset in RLCARD_EDITIONS
            for _ in range(args.repeat):  # interleaved, so every engine sees the same machine
                quiet.append(measure_ours(ruleset, players, args.seconds, listen=False))
                loud.append(measure_ours(ruleset, players, args.seconds, listen=True))
                if with_rlcard:
                    rate = measure_rlcard(players, args.seconds)
                    assert rate is not None
                    theirs.append(rate)
            _row(f"{ruleset} (no events)", players, quiet)
            _row(f"{ruleset} (events)", players, loud)
            if with_rlcard:
                _row("rlcard UnoGame.step", players, theirs)
                ratios[players] = tuple(  # type: ignore[assignment]
                    statistics.median(o[0] / t[0] for o, t in zip(ours, theirs, strict=True))
                    for ours in (quiet, loud)
                )
    if not have_rlcard:
        print("rlcard not installed (pip install -e '.[bench]'): no reference run")
        return 0
    print("\nclassic / RLCard 1.2.0 (games/s, median of per-slice ratios):")
    for players, (quiet_ratio, loud_ratio) in ratios.items():
        print(f"  {players:>2} seats: {quiet_ratio:.2f}x without events, {loud_ratio:.2f}x with events")
    return 0
