"""`python -m game.bench rlcard-arena`: the expert in RLCard 1.2.0's own UNO game against `uno-rule-v1`.

RLCard (the `bench` extra) plays its own rules, not ours: no UNO call; a seat draws only when it has
no legal card, and the draw ends its turn (a drawn card of the colour in force, or a wild card with a
random colour, is played at once by the game itself, and a Wild Draw Four played so makes nobody
draw; any other drawn card stays in the hand); a Wild
Draw Four is legal only when nothing else is, and nobody challenges it; a Reverse between two players
passes the turn (it does not skip); the first hand emptied wins. Its `UNORuleAgentV1`
(rlcard/models/uno_rule_models.py, the model `uno-rule-v1`) fills every other seat.

The expert sits at one seat of `rlcard.make('uno')` (four seats: the same environment with its game
configured for four, since RLCard's `Env` applies `game_num_players` only to a few other games) and is
asked as at our own tables: `choose(view, legal, rng)`. Its `PlayerView` is built from what that seat
sees in RLCard (its own hand, the target card and colour in force, the played cards, every hand's size,
the draw pile's size, the direction of play) and its legal moves are RLCard's legal actions translated
one for one (`r-wild` is `Play("W", "r")`, `draw` is `Draw()`); its answer goes back as RLCard's string
and must be in RLCard's legal list. Its memory learns from events the harness builds from each step
of the real game, passed through our own `redact(event, seat)`, so the cards other seats draw reach
it hidden, as at our tables. The view carries the classic rules with a Reverse that does not skip
between two (`two_player_reverse_skips=False`): the rules of RLCard's game, as far as ours can say them.

Game g (seed SEED + g) seats the expert at seat g mod n (RLCard's seat 0 always starts); the deal, the
random colours and the rule agents' random choices (`numpy.random`) all follow that seed, so runs of
two versions of the expert on the same seeds play the same deals (`--outcomes`, then `game.bench
paired`). The expert keeps its normal budget (400 worlds, 0.18 s cap) unless told otherwise.
"""

from __future__ import annotations

import os
import random
import time
from collections import Counter
from dataclasses import dataclass, field
from multiprocessing import get_context
from pathlib import Path

from game.ai import registry
from game.ai.search import ExpertPlayer
from game.rules import Options, PlayerView, redact
from game.rules import events as ev
from game.rules.actions import Action, Draw, Play
from game.rules.cards import COLOR_OF, RANK_OF, WILD_CARDS
from game.storage.files import atomic_write_json

from .ai import _cap, _int_list, percentile, settings, wilson
from .hands_shown import HANDS_SHOWN, HandsShownPlayer

#: the rules of RLCard's game as far as our options say them (its scoring: the first out wins)
RLCARD_OPTIONS = Options(scoring="single_round", two_player_reverse_skips=False)
#: RLCard's traits that are not numbers, and ours
_RANKS = {"skip": "S", "reverse": "R", "draw_2": "D2", "wild": "W", "wild_draw_4": "W4"}
_TRAITS = {rank: trait for trait, rank in _RANKS.items()}
MAX_STEPS = 20_000  # a game that has not ended by then is given up (none has come near it)


def card_code(text: str) -> str:
    """Our code for an RLCard card string: `r-7` -> `r7`, `g-draw_2` -> `gD2`, `b-wild` -> `W`."""
    color, trait = text.split("-")
    rank = _RANKS.get(trait, trait)
    return rank if rank in WILD_CARDS else color + rank


def action_of(text: str, hand_size: int) -> Action:
    """Our move for an RLCard legal action (UNO is always called: RLCard has no call to forget)."""
    if text == "draw":
        return Draw()
    code = card_code(text)
    return Play(code, text[0] if code in WILD_CARDS else None, uno=hand_size == 2)


def rlcard_action(action: Action) -> str:
    """RLCard's string for our move."""
    if isinstance(action, Draw):
        return "draw"
    if not isinstance(action, Play):
        raise ValueError(f"RLCard has no move like {action!r}")
    rank = RANK_OF[action.card]
    color = action.color if action.card in WILD_CARDS else COLOR_OF[action.card]
    return f"{color}-{_TRAITS.get(rank, rank)}"


@dataclass
class Table:
    """What everyone at an RLCard table sees, taken before and after each step."""

    turn: int
    target: str  # our code of the card on top
    color: str  # the colour in force
    hands: list[list[str]]  # every hand (the harness's, for building events; seats get redacted copies)


def _table(game) -> Table:
    target = game.round.target
    return Table(
        game.round.current_player,
        card_code(target.str),
        str(target.color),  # a numpy string when RLCard chose it at random
        [[card_code(c.str) for c in p.hand] for p in game.players],
    )


def _new_cards(before: list[str], after: list[str]) -> tuple[str, ...]:
    return tuple((Counter(after) - Counter(before)).elements())


def step_events(before: Table, action: str, after: Table, direction: int, players: int) -> list:
    """The events of one RLCard step, with every card in them (`redact` hides them seat by seat)."""
    seat = before.turn
    events: list = []
    if action == "draw":
        drawn = _new_cards(before.hands[seat], after.hands[seat])
        if drawn:  # kept in the hand
            return [ev.CardsDrawn(seat, drawn, "draw")]
        card = after.target  # played by the game at once: the drawn card is now on top
        events += [ev.CardsDrawn(seat, (card,), "draw"), ev.TurnChanged(seat, "drawn")]
    else:
        card = card_code(action)
    events.append(ev.CardPlayed(seat, card, after.color))
    if RANK_OF[card] in ("D2", "W4"):
        victim = (seat + direction) % players
        taken = _new_cards(before.hands[victim], after.hands[victim])
        if taken:  # a drawn Wild Draw Four that RLCard plays for the seat counts as a plain wild
            events.append(ev.CardsDrawn(victim, taken, "penalty"))
    return events


def start_events(table: Table, players: int) -> list:
    """The deal and the start card; a Draw Two turned up makes seat 0 draw two (and still start)."""
    dealer = players - 1
    events: list = [ev.RoundStarted(1, dealer)]
    hands = [list(hand) for hand in table.hands]
    penalty: tuple[str, ...] = ()
    if RANK_OF[table.target] == "D2":
        penalty = tuple(hands[0][7:])
        hands[0] = hands[0][:7]
    for seat, hand in enumerate(hands):
        events += [ev.CardDealt(seat, card) for card in hand]
    events.append(ev.StartCardTurned(table.target))
    if table.target in WILD_CARDS:
        events.append(ev.ColorChosen(dealer, table.color))
    if penalty:
        events.append(ev.CardsDrawn(0, penalty, "penalty"))
    return events


class Seat:
    """One seat of ours at an RLCard table: its redacted events and its view."""

    def __init__(self, seat: int, players: int, player) -> None:
        self.seat = seat
        self.players = players
        self.player = player
        self.top_player: int | None = None  # who played the card on top (None: the start card)
        player.reset(seat, players, "classic")

    def observe(self, events: list) -> None:
        for event in events:
            if isinstance(event, ev.CardPlayed):
                self.top_player = event.seat
            self.player.observe(redact(event, self.seat))

    def view(self, game) -> PlayerView:
        """The seat's view: only what RLCard shows this seat (its `get_state`) and what the table shows
        everyone (the draw pile's size, the direction of play, who played the top card)."""
        state = game.get_state(self.seat)
        target = card_code(state["target"])
        discard = tuple(card_code(c) for c in state["played_cards"]) or (target,)
        n = self.players
        return PlayerView(
            ruleset="classic",
            options=RLCARD_OPTIONS,
            players=n,
            seat=self.seat,
            hand=tuple(card_code(c) for c in state["hand"]),
            hand_sizes=tuple(state["num_cards"]),
            discard=discard,
            color=state["target"][0],
            turn=self.seat,
            direction=game.round.direction,
            phase="play",
            dealer=n - 1,
            round_no=1,
            draw_size=len(game.dealer.deck),
            scores=(0,) * n,
            towers={},
            drawn=None,
            pending=0,
            pending_rank=None,
            w4_player=None,
            exposed=(),
            uno_armed=False,
            shown=None,
            round_winner=None,
            round_points=0,
            game_winner=None,
            final_hands=None,
            top_player=self.top_player,
        )

    def legal(self, game) -> tuple[list[str], list[Action]]:
        state = game.get_state(self.seat)
        texts = list(dict.fromkeys(state["legal_actions"]))  # RLCard lists a card once per copy held
        return texts, [action_of(t, len(state["hand"])) for t in texts]


@dataclass
class GameResult:
    seed: int
    expert_seat: int
    winner: int | None  # None: MAX_STEPS without a winner
    steps: int = 0
    latencies: list[float] = field(default_factory=list)  # seconds per expert decision
    searches: list[tuple[int, bool]] = field(default_factory=list)  # (worlds, the cap ended it)
    moves: list[tuple[list[str], str]] = field(default_factory=list)  # the expert's (legal, chosen)
    hands_left: list[int] = field(default_factory=list)  # every hand's size at the end


def make_env(players: int, seed: int):
    """RLCard's UNO environment for `players` seats, seeded (its deal and its random colours)."""
    import rlcard

    env = rlcard.make("uno", config={"seed": seed})
    if players != env.num_players:
        env.game.configure({"game_num_players": players})
        env.num_players = players
    return env


def play_game(
    players: int,
    seed: int,
    expert_seat: int,
    expert_options: dict | None = None,
    expert=None,
    hands_shown: bool = False,
) -> GameResult:
    """One RLCard game: our expert at `expert_seat` (`expert`, or a new `ExpertPlayer` with
    `expert_options`), RLCard's `UNORuleAgentV1` everywhere else. With `hands_shown` the seat is the
    hands-shown player instead (a measurement tool: the expert's search given RLCard's true hands)."""
    import numpy as np
    from rlcard.models.uno_rule_models import UNORuleAgentV1

    result = GameResult(seed, expert_seat, None)

    def searched(worlds: int, capped: bool, _seconds: float) -> None:
        result.searches.append((worlds, capped))

    if hands_shown:

        def peek() -> list[list[str]]:
            return [[card_code(c.str) for c in p.hand] for p in env.game.players]

        expert = HandsShownPlayer(peek, on_search=searched, **(expert_options or {}))
    elif expert is None:
        expert = ExpertPlayer(on_search=searched, **(expert_options or {}))
    rule_agent = UNORuleAgentV1()
    np.random.seed(seed % 2**32)  # the rule agent's random choices
    rng = random.Random(seed)
    env = make_env(players, seed)
    state, turn = env.reset()
    game = env.game
    seat = Seat(expert_seat, players, expert)
    table = _table(game)
    seat.observe(start_events(table, players))
    while not game.is_over() and result.steps < MAX_STEPS:
        if turn == expert_seat:
            view = seat.view(game)
            texts, legal = seat.legal(game)
            started = time.perf_counter()
            action = expert.choose(view, legal, rng)
            result.latencies.append(time.perf_counter() - started)
            text = rlcard_action(action)
            if text not in texts:
                raise RuntimeError(f"the expert chose {text!r}, not one of RLCard's legal {texts}")
            result.moves.append((texts, text))
        else:
            text = rule_agent.step(state)
        state, turn = env.step(text, raw_action=True)
        after = _table(game)
        seat.observe(step_events(table, text, after, game.round.direction, players))
        table = after
        result.steps += 1
    result.hands_left = [len(p.hand) for p in game.players]
    if game.is_over():
        result.winner = game.round.winner[0]
    return result


# --- the match ---------------------------------------------------------------------------------------


def add_arguments(parser) -> None:
    parser.add_argument("--players", type=_int_list, default=[2, 4], help="seats (a list: one match each)")
    parser.add_argument("--games", type=int, default=500, help="games per match")
    parser.add_argument("--seed", type=int, default=1, help="game g uses seed SEED + g")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes (2 on a 2-core machine)")
    parser.add_argument(
        "--seconds", type=float, default=None, help="no game starts after this many seconds of a match"
    )
    parser.add_argument(
        "--player",
        default="expert",
        help="the player id seated instead of the expert (e.g. normal; hands-shown: the ceiling, a"
        " measurement tool that sees the true hands)",
    )
    parser.add_argument("--worlds", type=int, default=None, help="the expert's target of worlds")
    parser.add_argument("--cap", type=_cap, default=None, help="the expert's wall-clock cap ('off': none)")
    parser.add_argument(
        "--set",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="another ExpertPlayer setting (e.g. depth=end): screening variants",
    )
    parser.add_argument("--outcomes", default=None, metavar="FILE", help="each game's winner, for `paired`")


def expert_options(args) -> dict:
    options: dict = {}
    if args.worlds is not None:
        options["worlds"] = args.worlds
    if args.cap is not None:
        options["cap"] = None if args.cap == "off" else args.cap
    options.update(settings(args.set))
    ExpertPlayer(**options)  # an unknown name fails here, before any game
    return options


def _play(job: tuple) -> GameResult | None:
    players, seed, seat, player, options, deadline = job
    if deadline is not None and time.time() > deadline:
        return None
    other = None if player in ("expert", HANDS_SHOWN) else registry.create(player)
    result = play_game(players, seed, seat, options, other, hands_shown=player == HANDS_SHOWN)
    result.moves = []  # the parent needs the counts, not the moves
    return result


def match(
    players: int,
    games: int,
    seed: int,
    jobs: int,
    seconds: float | None,
    options: dict,
    player: str = "expert",
) -> dict:
    deadline = None if seconds is None else time.time() + seconds
    work = [(players, seed + g, g % players, player, options, deadline) for g in range(games)]
    started = time.perf_counter()
    load = os.getloadavg()[0]
    if jobs <= 1:
        results = [_play(job) for job in work]
    else:
        with get_context("fork").Pool(jobs) as pool:
            results = list(pool.imap(_play, work, chunksize=1))
    played = [r for r in results if r is not None]
    return {
        "players": players,
        "results": played,
        "seconds": time.perf_counter() - started,
        "load": (load, os.getloadavg()[0]),
        "player": player,
    }


def report(m: dict, options: dict) -> dict:
    results: list[GameResult] = m["results"]
    n = m["players"]
    games = len(results)
    wins = sum(1 for r in results if r.winner == r.expert_seat)
    unfinished = sum(1 for r in results if r.winner is None)
    low, high = wilson(wins, games)
    lat = [x for r in results for x in r.latencies]
    searches = [s for r in results for s in r.searches]
    reached: list[float] = [w for w, _ in searches]
    capped = sum(1 for _, c in searches if c)
    setting = ", ".join(f"{k}={v}" for k, v in sorted(options.items())) or "defaults"
    if m["player"] not in ("expert", HANDS_SHOWN):
        setting = "its own settings"
    seeds = sorted(r.seed for r in results)
    span = f"seeds {seeds[0]}..{seeds[-1]}" if seeds else "no game"
    print(
        f"RLCard 1.2.0 UNO, {n} seats: {m['player']} ({setting}) against {n - 1} uno-rule-v1,"
        f" {games} games ({span}), {m['seconds']:.0f} s, load {m['load'][0]:.1f}-{m['load'][1]:.1f}"
    )
    print(
        f"  {m['player']} wins {wins} of {games}: {wins / max(1, games):.1%} [{low:.1%}, {high:.1%}]"
        f" (an equal player: {1 / n:.0%})" + (f"; {unfinished} unfinished" if unfinished else "")
    )
    if lat:
        print(
            f"  decisions {len(lat)}: p50 {percentile(lat, 0.5) * 1000:.1f} ms,"
            f" p95 {percentile(lat, 0.95) * 1000:.1f} ms"
        )
    if reached:
        print(
            f"  searches {len(reached)}: worlds mean {sum(reached) / len(reached):.0f},"
            f" p50 {percentile(reached, 0.5):.0f}; {capped / len(reached):.1%} ended by the cap"
        )
    return {"wins": wins, "games": games, "results": results}


def run(args) -> int:
    try:
        import rlcard  # noqa: F401
    except ImportError:
        raise SystemExit("rlcard is not installed: pip install -e '.[bench]'") from None
    options = expert_options(args)
    if args.player != HANDS_SHOWN:
        registry.get(args.player)  # an unknown id fails here, before any game
    if args.player not in ("expert", HANDS_SHOWN):
        options = {}
    for number, n in enumerate(args.players):
        if number:
            print()
        m = match(n, args.games, args.seed, args.jobs, args.seconds, options, args.player)
        summary = report(m, options)
        if args.outcomes:
            path = Path(args.outcomes)
            if len(args.players) > 1:
                path = path.with_name(f"{path.stem}-{n}p{path.suffix}")
            winners = {str(r.seed): (0 if r.winner == r.expert_seat else 1) for r in summary["results"]}
            record = {
                "edition": "rlcard-uno",
                "players": n,
                "lineup": [args.player, "uno-rule-v1"],
                "options": options,
                "winners": dict(sorted(winners.items(), key=lambda kv: int(kv[0]))),
            }
            atomic_write_json(path, record)
            print(f"  outcomes in {path}")
    return 0
