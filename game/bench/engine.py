"""`python -m game.bench engine`: games/s and actions/s per edition and seat count.

Fixed policy (both engines): play a uniformly random playable card if any (a random colour for a
wild), else draw; play a playable drawn card; always call UNO; accept every W4. A game is one round
(single-round scoring), as RLCard's UnoGame is. With the `bench` extra (rlcard) installed, RLCard's
raw UnoGame is measured in the same run under the same policy and the ratio printed.

Times are this process's CPU time (`time.process_time`), so other programs on a shared machine
disturb the figures less; the two engines are measured in alternating slices and the ratio is the
median of the per-slice ratios.
"""

from __future__ import annotations

import random
import statistics
import time

from game.rules import Options, apply, new_game, playable_cards, plays_of
from game.rules.actions import Accept, ChooseColor, Discard, Draw, Keep, Play
from game.rules.cards import CARDS, COLORS

SEATS = (2, 4, 10)
EDITIONS = ("classic", "power", "modern")
_DRAW, _ACCEPT = Draw(), Accept()
#: ready-made plays of every card that needs no choice besides UNO: (without, with the UNO call)
_PLAIN_PLAYS: dict[str, tuple[Play, Play]] = {
    code: (Play(code), Play(code, uno=True))
    for code, card in CARDS.items() if not card.is_wild and card.rank not in ("T2", "7")
}


def _play_for(state, seat, card, rng) -> Play:
    """The policy's play of `card`: ready-made for plain cards, random colour/towers/target otherwise."""
    plain = _PLAIN_PLAYS.get(card)
    if plain is not None:
        return plain[len(state.hands[seat]) == 2]
    return rng.choice(plays_of(state, seat, card))


def play_one_game(ruleset: str, players: int, options: Options, seed: int, rng: random.Random) -> int:
    """One round to the end under the fixed policy; returns the number of actions."""
    state = new_game(ruleset, players, options, seed)
    actions = 0
    random = rng.random
    while True:
        phase = state.phase
        seat = state.turn
        if phase == "play":
            cards = playable_cards(state, seat)
            action = _play_for(state, seat, cards[int(random() * len(cards))], rng) if cards else _DRAW
        elif phase == "drawn":
            action = _play_for(state, seat, state.drawn, rng)
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
        apply(state, seat, action, False)
        actions += 1


def measure_ours(ruleset: str, players: int, seconds: float) -> tuple[float, float]:
    options = Options(scoring="single_round")
    rng = random.Random(1)
    games = actions = 0
    start = time.process_time()
    while True:
        actions += play_one_game(ruleset, players, options, games, rng)
        games += 1
        elapsed = time.process_time() - start
        if elapsed >= seconds:
            return games / elapsed, actions / elapsed


def measure_rlcard(players: int, seconds: float) -> tuple[float, float] | None:
    try:
        from rlcard.games.uno.game import UnoGame
    except ImportError:
        return None
    import numpy as np

    game = UnoGame(num_players=players)
    game.np_random = np.random.RandomState(1)
    rng = random.Random(1)
    random_ = rng.random
    games = actions = 0
    start = time.process_time()
    while True:
        game.init_game()
        while not game.is_over():
            legal = game.get_legal_actions()
            if legal[0] == "draw":  # RLCard offers "draw" only when no card is playable
                choice = "draw"
            else:  # one entry per card: a wild's four colour actions are one card
                plain = [a for a in legal if "wild" not in a]
                wilds = sorted({a.split("-", 1)[1] for a in legal if "wild" in a})
                k = int(random_() * (len(plain) + len(wilds)))
                choice = plain[k] if k < len(plain) else f"{rng.choice('rgby')}-{wilds[k - len(plain)]}"
            game.step(choice)
            actions += 1
        games += 1
        elapsed = time.process_time() - start
        if elapsed >= seconds:
            return games / elapsed, actions / elapsed


def add_arguments(parser) -> None:
    parser.add_argument("--seconds", type=float, default=2.0, help="time per measurement")
    parser.add_argument("--repeat", type=int, default=5, help="measurements per row; the median is shown")
    parser.add_argument("--editions", nargs="*", default=list(EDITIONS))
    parser.add_argument("--seats", nargs="*", type=int, default=list(SEATS))


def engine_kind() -> str:
    import game.rules.engine as engine_module

    compiled = not engine_module.__file__.endswith(".py")
    return "compiled with mypyc" if compiled else "pure Python (make bench runs the compiled engine)"


def run(args) -> int:
    print(f"rules engine: {engine_kind()}")
    print(f"CPU time; median of {args.repeat} slices of {args.seconds:.1f} s each; one game = one round")
    print(f"{'engine':<16}{'seats':>6}{'games/s':>12}{'actions/s':>14}")
    for ruleset in args.editions:
        for players in args.seats:
            runs = [measure_ours(ruleset, players, args.seconds) for _ in range(args.repeat)]
            games, actions = (statistics.median(r[i] for r in runs) for i in (0, 1))
            print(f"{ruleset:<16}{players:>6}{games:>12.0f}{actions:>14.0f}")
    if measure_rlcard(2, 0.01) is None:
        print("rlcard not installed (pip install -e '.[bench]'): no reference run")
        return 0
    for players in args.seats:
        ours, theirs = [], []
        for _ in range(args.repeat):  # alternate, so both see the same machine
            ours.append(measure_ours("classic", players, args.seconds))
            theirs.append(measure_rlcard(players, args.seconds))
        ratio = statistics.median(o[0] / t[0] for o, t in zip(ours, theirs, strict=True))
        games, actions = (statistics.median(r[i] for r in theirs) for i in (0, 1))
        print(f"{'rlcard UnoGame':<16}{players:>6}{games:>12.0f}{actions:>14.0f}"
              f"   classic / rlcard = {ratio:.2f}x (games/s, alternating slices)")
    return 0
