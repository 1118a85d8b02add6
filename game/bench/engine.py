"""`python -m game.bench engine`: games/s and actions/s per edition and seat count.

Fixed policy (both engines): play a uniformly random playable card if any (a random colour for a
wild), else draw; play a playable drawn card; always call UNO; accept every W4. A game is one round
(single-round scoring), as RLCard's UnoGame is. With the `bench` extra (rlcard) installed, RLCard's
raw UnoGame is measured in the same run under the same policy and the ratio printed.
"""

from __future__ import annotations

import random
import statistics
import time

from game.rules import Options, apply, new_game, playable_cards, plays_of
from game.rules.actions import Accept, ChooseColor, Discard, Draw, Keep, Play
from game.rules.cards import COLOR_OF, COLORS, RANK_OF

SEATS = (2, 4, 10)
EDITIONS = ("classic", "power", "modern")
_DRAW, _ACCEPT = Draw(), Accept()
_SIMPLE_PLAYS: dict[tuple[str, bool], Play] = {}


def _play_for(state, seat, card, rng) -> Play:
    """The policy's play of `card`: cached for plain cards, a random choice of colour/towers otherwise."""
    if COLOR_OF[card] is not None and RANK_OF[card] not in ("T2", "7"):
        uno = len(state.hands[seat]) == 2
        play = _SIMPLE_PLAYS.get((card, uno))
        if play is None:
            play = _SIMPLE_PLAYS[(card, uno)] = Play(card, uno=uno)
        return play
    return rng.choice(plays_of(state, seat, card))


def play_one_game(ruleset: str, players: int, options: Options, seed: int, rng: random.Random) -> int:
    """One round to the end under the fixed policy; returns the number of actions."""
    state = new_game(ruleset, players, options, seed)
    actions = 0
    random = rng.random
    while True:
        phase = state.phase
        if phase == "game_over":
            return actions
        seat = state.turn
        if phase == "play":
            cards = playable_cards(state, seat)
            action = _play_for(state, seat, cards[int(random() * len(cards))], rng) if cards else _DRAW
        elif phase == "drawn":
            action = _play_for(state, seat, state.drawn, rng)
        elif phase == "challenge":
            action = _ACCEPT
        elif phase == "color":
            action = ChooseColor(rng.choice(COLORS))
        elif phase == "keep":
            action = Keep(rng.choice(state.hands[seat]), uno=True)
        else:  # discard down to seven
            action = Discard(tuple(state.hands[seat][7:]))
        apply(state, seat, action, listen=False)
        actions += 1


def measure_ours(ruleset: str, players: int, seconds: float) -> tuple[float, float]:
    options = Options(scoring="single_round")
    rng = random.Random(1)
    games = actions = 0
    start = time.perf_counter()
    while True:
        actions += play_one_game(ruleset, players, options, games, rng)
        games += 1
        elapsed = time.perf_counter() - start
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
    games = actions = 0
    start = time.perf_counter()
    while True:
        game.init_game()
        while not game.is_over():
            legal = game.get_legal_actions()
            cards: dict[str, list[str]] = {}
            for action in legal:
                if action != "draw":
                    color, trait = action.split("-", 1)
                    cards.setdefault(trait if trait.startswith("wild") else action, []).append(action)
            choice = rng.choice(rng.choice(list(cards.values()))) if cards else "draw"
            game.step(choice)
            actions += 1
        games += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return games / elapsed, actions / elapsed


def add_arguments(parser) -> None:
    parser.add_argument("--seconds", type=float, default=2.0, help="time per measurement")
    parser.add_argument("--repeat", type=int, default=3, help="measurements per row; the median is shown")
    parser.add_argument("--editions", nargs="*", default=list(EDITIONS))
    parser.add_argument("--seats", nargs="*", type=int, default=list(SEATS))


def _median_rates(measure, repeat: int):
    runs = [measure() for _ in range(repeat)]
    if runs[0] is None:
        return None
    return statistics.median(r[0] for r in runs), statistics.median(r[1] for r in runs)


def run(args) -> int:
    print(f"median of {args.repeat} runs of {args.seconds:.1f} s each; one game = one round")
    print(f"{'engine':<16}{'seats':>6}{'games/s':>12}{'actions/s':>14}")
    ours_classic: dict[int, float] = {}
    for ruleset in args.editions:
        for players in args.seats:
            games, actions = _median_rates(lambda r=ruleset, p=players: measure_ours(r, p, args.seconds),
                                           args.repeat)
            if ruleset == "classic":
                ours_classic[players] = games
            print(f"{ruleset:<16}{players:>6}{games:>12.0f}{actions:>14.0f}")
    for players in args.seats:
        rates = _median_rates(lambda p=players: measure_rlcard(p, args.seconds), args.repeat)
        if rates is None:
            print("rlcard not installed (pip install -e '.[bench]'): no reference run")
            break
        line = f"{'rlcard UnoGame':<16}{players:>6}{rates[0]:>12.0f}{rates[1]:>14.0f}"
        if players in ours_classic:
            line += f"   classic / rlcard = {ours_classic[players] / rates[0]:.2f}x"
        print(line)
    return 0
