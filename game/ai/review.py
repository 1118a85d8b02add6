"""The expert's review of a finished game: every decision one seat made, judged by the expert's search
on what that seat knew at that moment (its view and the memory of its own redacted events, as during
play), with a fixed number of worlds and no clock, so a review reads the same on any machine.

    points = decisions(record, seat)          # the decisions worth judging, in order (cheap)
    judged = judge(point, worlds=WORLDS)      # the chosen move's and the best move's win chance

A decision is worth judging when the seat had more than one different move on its turn (play or draw,
play or keep the drawn card, a colour, a challenge); forced moves, UNO calls, catches, jump-ins and the
card kept or discarded after four towers are not judged. The candidates are the expert's own (the best
few cards, colours, every answer to a Wild Draw Four) plus the move made, if the expert would not have
looked at it; each gets the mean win chance of the round over the same worlds (the hand evaluation
after 24 moves, or the round's end), so the difference between two moves is paired and has a standard
error of its own.

`facts` are what the sentences of the review screen are built from: only the table as the seat saw it
(colours in hand after each move, the next player's hand size, cards seen on the pile) and the search's
own figures. Imports only game.rules and game.ai.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace

from game.rules import GameRecord, PlayerView, RuleError, apply, legal_actions, new_game, redact, view
from game.rules.actions import (
    Accept,
    Action,
    CallUno,
    Catch,
    Challenge,
    ChooseColor,
    Draw,
    NextRound,
    Pass,
    Play,
)
from game.rules.cards import COLOR_OF, COLORS, RANK_OF, WILD_CARDS

from .heuristic import unseen_cards
from .memory import Memory
from .search import ExpertPlayer

#: worlds per judged decision: the expert's own target at the table (400), without its early stop and
#: without its clock (docs/ai.md: past 100 worlds its choices hardly change)
WORLDS = 400
JUDGED_PHASES = ("play", "drawn", "color", "challenge")
_SIDE = (CallUno, Catch, NextRound)


@dataclass(frozen=True)
class Point:
    """One decision to judge: where it is in the log and what the seat knew then."""

    index: int  # the move's index in the log
    round_no: int
    view: PlayerView
    memory: Memory
    legal: tuple[Action, ...]
    chosen: Action | None  # None: the decision the seat faces now (the table's hint)
    seed: int  # the game's seed: each decision's worlds are drawn from (seed, index)


@dataclass(frozen=True)
class Facts:
    """The table as the seat saw it, for the sentences: nothing here is guessed."""

    players: int
    hand: tuple[str, ...]
    top: str
    color: str
    next_seat: int
    next_cards: int  # the next player's hand size
    colours_after_chosen: int  # colours left in the hand after the move made
    colours_after_best: int
    seen: dict[str, int]  # per colour: cards of it on the pile or in the seat's own hand
    unseen: dict[str, int]  # per colour: cards of it the seat could not see
    wilds_in_hand: int


@dataclass(frozen=True)
class Judged:
    """A judged decision: the move made and the best move with their win chances (0..1) and the
    paired difference's standard error, over `worlds` worlds."""

    index: int
    round_no: int
    phase: str
    chosen: Action
    best: Action
    chosen_value: float
    best_value: float
    stderr: float
    worlds: int
    candidates: tuple[tuple[Action, float], ...]
    facts: Facts

    @property
    def loss(self) -> float:
        """What the move made gave away, in win chance (0 when it was the best)."""
        return max(0.0, self.best_value - self.chosen_value)

    @property
    def margin(self) -> float:
        """When the move made was the best: how far ahead of the next candidate it was."""
        if self.loss > 0 or len(self.candidates) < 2:
            return 0.0
        others = [v for a, v in self.candidates if a != self.chosen]
        return self.chosen_value - max(others) if others else 0.0


def normalized(action: Action, hand_size: int) -> Action:
    """The move as the search compares it: a play of the second-last card calls UNO (the playouts never
    catch, so only the card, colour, towers and target count)."""
    if isinstance(action, Play):
        return replace(action, uno=hand_size == 2)
    return action


def decisions(record: GameRecord, seat: int) -> list[Point]:
    """Replay `record` and collect every decision of `seat` worth judging, with its view and memory.

    Raises RuleError (with `.index`) when the log does not fit the rules."""
    memory = ExpertPlayer().memory
    memory.reset(seat, record.players)
    events: list = []
    state = new_game(record.ruleset, record.players, record.options, record.seed, events=events)
    for e in events:
        memory.observe(redact(e, seat))
    points: list[Point] = []
    for index, (who, action) in enumerate(record.moves):
        if (
            who == seat
            and state.turn == seat
            and state.phase in JUDGED_PHASES
            and not isinstance(action, _SIDE)
        ):
            seen = view(state, seat)
            legal = [
                normalized(a, len(seen.hand)) for a in legal_actions(state, seat) if not isinstance(a, _SIDE)
            ]
            distinct = tuple(dict.fromkeys(legal))
            if len(distinct) > 1:
                mem = copy.deepcopy(memory)
                mem.sync_own(seen.hand)
                chosen = normalized(action, len(seen.hand))
                points.append(Point(index, state.round_no, seen, mem, distinct, chosen, record.seed))
        try:
            step = apply(state, who, action)
        except RuleError as exc:  # the log does not fit the rules: say which move
            exc.index = index
            raise
        for e in step or ():
            memory.observe(redact(e, seat))
    return points


def _colours(hand) -> int:
    return len({COLOR_OF[c] for c in hand if COLOR_OF[c] is not None})


def _hand_after(hand: tuple[str, ...], action: Action) -> list[str]:
    rest = list(hand)
    if isinstance(action, Play) and action.card in rest:
        rest.remove(action.card)
    return rest


def facts_of(point: Point, best: Action) -> Facts:
    v = point.view
    nxt = (v.seat + v.direction) % v.players
    seen = dict.fromkeys(COLORS, 0)
    for card in (*v.discard, *v.hand):
        col = COLOR_OF[card]
        if col is not None:
            seen[col] += 1
    unseen = dict.fromkeys(COLORS, 0)
    for card, count in unseen_cards(v).items():
        col = COLOR_OF[card]
        if col is not None:
            unseen[col] += count
    return Facts(
        players=v.players,
        hand=v.hand,
        top=v.top,
        color=v.color,
        next_seat=nxt,
        next_cards=v.hand_sizes[nxt],
        colours_after_chosen=_colours(_hand_after(v.hand, point.chosen or best)),
        colours_after_best=_colours(_hand_after(v.hand, best)),
        seen=seen,
        unseen=unseen,
        wilds_in_hand=sum(1 for c in v.hand if c in WILD_CARDS),
    )


def candidates(point: Point, expert: ExpertPlayer) -> list[Action]:
    """The expert's candidates for this decision, and the move made if it is not among them."""
    v = point.view
    cands = [normalized(a, len(v.hand)) for a in expert.candidates(v, list(point.legal))]
    if len(cands) < 2:  # the expert would not search (one sensible move): compare every distinct move
        cands = list(point.legal)
    cands = list(dict.fromkeys(cands))
    if point.chosen is not None and point.chosen not in cands:
        cands.append(point.chosen)
    return cands


def _worlds(
    point: Point, worlds: int, cancelled: Callable[[], bool] | None
) -> tuple[list[Action], list[list[float]]] | None:
    """The candidates and, for each of `worlds` worlds, every candidate's value in it (paired: the same
    world for all); None when `cancelled()` turned true on the way."""
    expert = ExpertPlayer(cap=None)
    v = point.view
    expert.reset(v.seat, v.players, v.ruleset)
    expert.memory = copy.deepcopy(point.memory)
    cands = candidates(point, expert)
    rng = random.Random(point.seed * 1_000_003 + point.index)
    unseen = unseen_cards(v)
    mate = expert.partner(v)
    side = (v.seat,) if mate is None else (v.seat, mate)
    rows: list[list[float]] = []
    for n in range(worlds):
        if cancelled is not None and n % 16 == 0 and cancelled():
            return None
        rows.append(expert.world_values(v, cands, rng, unseen, side))
    return cands, rows


def weigh(
    point: Point, worlds: int = WORLDS, cancelled: Callable[[], bool] | None = None
) -> list[tuple[Action, float]] | None:
    """Every candidate with its chance to win the round (0..1), the best first: the table's hint with
    its figures. None when cancelled."""
    found = _worlds(point, worlds, cancelled)
    if found is None:
        return None
    cands, rows = found
    means = [sum(row[i] for row in rows) / len(rows) for i in range(len(cands))]
    order = sorted(range(len(cands)), key=lambda i: (-means[i], i))
    return [(cands[i], means[i]) for i in order]


def judge(point: Point, worlds: int = WORLDS, cancelled: Callable[[], bool] | None = None) -> Judged | None:
    """The expert's search on the seat's view at `point`, `worlds` worlds for every candidate.
    None when `cancelled()` turned true on the way."""
    assert point.chosen is not None, "judge a decision that was made (weigh the one faced now)"
    found = _worlds(point, worlds, cancelled)
    if found is None:
        return None
    cands, rows = found
    v = point.view
    means = [sum(row[i] for row in rows) / len(rows) for i in range(len(cands))]
    best_i = max(range(len(cands)), key=lambda i: (means[i], -i))
    chosen_i = cands.index(point.chosen)
    diffs = [row[best_i] - row[chosen_i] for row in rows]
    mean = sum(diffs) / len(diffs)
    var = sum((d - mean) ** 2 for d in diffs) / max(1, len(diffs) - 1)
    best = cands[best_i]
    return Judged(
        index=point.index,
        round_no=point.round_no,
        phase=v.phase,
        chosen=point.chosen,
        best=best,
        chosen_value=means[chosen_i],
        best_value=means[best_i],
        stderr=(var / len(diffs)) ** 0.5,
        worlds=len(rows),
        candidates=tuple(zip(cands, means, strict=True)),
        facts=facts_of(point, best),
    )


def review(
    record: GameRecord, seat: int, worlds: int = WORLDS, cancelled: Callable[[], bool] | None = None
) -> Iterator[tuple[int, int, Judged]]:
    """Judge every decision of `seat` in order: yields (decisions done, decisions in all, judged)."""
    points = decisions(record, seat)
    for done, point in enumerate(points, start=1):
        judged = judge(point, worlds, cancelled)
        if judged is None:
            return
        yield done, len(points), judged


# --- what a decision's sentence says (the screen words it; the reasons come from the facts) ----------

#: a decision is costly when it gave away at least this much win chance and the search is sure of it
COSTLY = 0.05


def costly(judged: Judged) -> bool:
    return judged.loss >= COSTLY and judged.loss > 2.0 * judged.stderr


def reason(judged: Judged) -> tuple[str, dict]:
    """Why the best move was better, as (reason id, figures): the first that the table bears out."""
    f = judged.facts
    chosen, best = judged.chosen, judged.best
    figures: dict[str, int | str] = {
        "chosen": round(100 * judged.chosen_value),
        "best": round(100 * judged.best_value),
        "worlds": judged.worlds,
        "next": f.next_seat,
        "next_cards": f.next_cards,
    }
    if isinstance(best, Play) and len(f.hand) == 1:
        return "out", figures
    if isinstance(best, Play) and len(f.hand) == 2 and not isinstance(chosen, Play):
        return "uno", figures
    holds_back = ("D2", "S", "W4", "R") if f.players == 2 else ("D2", "S", "W4")  # R skips only with two
    chosen_holds_back = isinstance(chosen, Play) and RANK_OF[chosen.card] in holds_back
    if (
        isinstance(best, Play)
        and RANK_OF[best.card] in holds_back
        and f.next_cards <= 2
        and not chosen_holds_back
    ):
        return "stop-next", figures
    if isinstance(chosen, Play) and chosen.card in WILD_CARDS and isinstance(best, Play):
        if best.card not in WILD_CARDS:
            return "kept-wild", figures
    if isinstance(chosen, Draw | Pass) and isinstance(best, Play):
        return "shed", figures
    if isinstance(best, Challenge):
        return "challenge", figures
    if isinstance(best, Accept) and isinstance(chosen, Challenge):
        return "accept", figures
    colour = _named(best)
    held = sum(1 for c in f.hand if COLOR_OF[c] == colour)
    if colour is not None and colour != _named(chosen) and held:
        figures.update(color=colour, held=held, unseen=f.unseen[colour])
        return "colour", figures
    if f.colours_after_best < f.colours_after_chosen and f.players <= 3:
        # the hand evaluation counts fewer colours as better only at two and three seats (its weight)
        figures["colours_best"] = f.colours_after_best
        figures["colours_chosen"] = f.colours_after_chosen
        return "colours", figures
    return "search", figures


def _named(action: Action) -> str | None:
    if isinstance(action, ChooseColor):
        return action.color
    if isinstance(action, Play) and action.color is not None:
        return action.color
    return None


__all__ = [
    "COSTLY",
    "WORLDS",
    "Accept",
    "Facts",
    "Judged",
    "Point",
    "costly",
    "decisions",
    "judge",
    "normalized",
    "reason",
    "review",
]
