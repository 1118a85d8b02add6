"""The player protocol, the per-level reaction times, and the base class every built-in player shares."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from statistics import NormalDist
from typing import Protocol, runtime_checkable

from game.rules import PlayerView
from game.rules.actions import CallUno, Catch, Keep, NextRound, Play
from game.rules.teams import partner as partner_seat

from .memory import Memory

SIDE_ACTIONS = (CallUno, Catch)


@runtime_checkable
class Player(Protocol):
    """Anything that can fill a seat. Everything it learns comes through these four calls."""

    def reset(self, seat: int, players: int, ruleset: str = "classic") -> None:
        """A new game at `seat` of `players` (call it again for a new game, not for each round)."""

    def observe(self, event) -> None:
        """One event of the game as this seat may see it: `game.rules.redact(event, seat)`."""

    def choose(self, view: PlayerView, legal_actions: list, rng: random.Random):
        """The seat's own decision (it is this seat's turn, or the round is over): one of `legal_actions`
        or another legal move of the same kind (a `Discard` of any right-sized set of own cards)."""

    def react(self, view: PlayerView, side_actions: list, waited: float, rng: random.Random):
        """An out-of-turn chance: `side_actions` are the `CallUno`/`Catch` moves legal now, `waited` the
        seconds since the chance arose. Return one of them, or None to wait longer."""


#: z of the 90th percentile of the standard normal distribution
_Z90 = NormalDist().inv_cdf(0.9)


@dataclass(frozen=True)
class Reaction:
    """A person's reaction time in seconds, drawn as human reaction times are distributed: skewed to
    the right, as a shifted log-normal (never under `floor`, half the time under `median`, nine times
    in ten under `p90`). docs/ai.md, "Jump-in reaction times", says where the figures come from."""

    floor: float
    median: float
    p90: float

    def sample(self, rng: random.Random) -> float:
        """One reaction time; it takes one `rng.random()`, so a caller's other draws stay where they were."""
        u = min(max(rng.random(), 1e-6), 1.0 - 1e-6)
        spread = math.log((self.p90 - self.floor) / (self.median - self.floor)) / _Z90
        above = (self.median - self.floor) * math.exp(spread * NormalDist().inv_cdf(u))
        return self.floor + min(above, 3.0 * (self.p90 - self.floor))  # no endless daydream


#: spotting a twin of the top card in one's hand and playing it out of turn (see docs/ai.md): an
#: attentive person needs about 0.9 s at the very best and 1.3 s typically; no level is faster
JUMP_IN_REACTIONS = {
    "beginner": Reaction(1.8, 3.2, 4.8),
    "easy": Reaction(1.4, 2.4, 3.6),
    "normal": Reaction(1.1, 1.8, 2.8),
    "expert": Reaction(0.9, 1.3, 1.9),
}


@dataclass(frozen=True)
class Reflexes:
    """How a level calls UNO, catches and jumps in: probabilities and reaction times in seconds."""

    forget_uno: float  # chance to play the second-last card without calling UNO
    remember: tuple[float, float]  # after forgetting: seconds until it calls UNO anyway
    catch: tuple[float, float] | None  # seconds until it catches an exposed seat; None: never catches
    catch_chance: float = 1.0  # chance it notices a given exposure at all
    # seconds from the top card's landing until it jumps in with that card's twin (house option)
    jump_in: Reaction = field(default_factory=lambda: JUMP_IN_REACTIONS["normal"])


#: reaction times chosen so that a person has a fair chance: no level catches faster than 0.7 s
#: (a human's visual reaction time is about 0.25 s; spotting the missing call takes longer) and no
#: level jumps in faster than 0.9 s (finding the twin in a hand takes longer still)
REFLEXES = {
    "random": Reflexes(0.0, (0.0, 0.0), None),
    "beginner": Reflexes(0.25, (1.5, 4.0), (2.5, 5.0), 0.6, JUMP_IN_REACTIONS["beginner"]),
    "easy": Reflexes(0.12, (1.0, 3.0), (1.6, 3.5), 0.8, JUMP_IN_REACTIONS["easy"]),
    "normal": Reflexes(0.04, (0.8, 2.0), (1.0, 2.2), 1.0, JUMP_IN_REACTIONS["normal"]),
    "expert": Reflexes(0.0, (0.5, 1.2), (0.7, 1.4), 1.0, JUMP_IN_REACTIONS["expert"]),
}


class BasePlayer:
    """Memory of events, UNO forgetting and reaction times; subclasses implement `decide`."""

    level = "normal"
    name = "Player"
    team_play = False  # plays for its team with the teams option (normal and expert)

    def __init__(self, reflexes: Reflexes | None = None) -> None:
        self.reflexes = reflexes or REFLEXES.get(self.level, REFLEXES["normal"])
        self.memory = Memory()
        self.seat = 0
        self.players = 2
        self.ruleset = "classic"
        self._delays: dict = {}

    def reset(self, seat: int, players: int, ruleset: str = "classic") -> None:
        self.seat, self.players, self.ruleset = seat, players, ruleset
        self.memory.reset(seat, players)
        self._delays = {}

    def observe(self, event) -> None:
        self.memory.observe(event)

    # --- own decisions ------------------------------------------------------------------------------
    def choose(self, view: PlayerView, legal_actions: list, rng: random.Random):
        if view.seat != self.seat or view.players != self.players:
            self.reset(view.seat, view.players, view.ruleset)
        actions = [a for a in legal_actions if not isinstance(a, SIDE_ACTIONS)]
        if not actions:
            return None
        if view.phase in ("round_over", "game_over"):
            return next((a for a in actions if isinstance(a, NextRound)), actions[0])
        self.memory.sync_own(view.hand)
        action = self.decide(view, actions, rng)
        return self._maybe_forget(action, rng)

    def decide(self, view: PlayerView, actions: list, rng: random.Random):
        raise NotImplementedError

    # --- jump-in (house option) -------------------------------------------------------------------
    def choose_jump_in(self, view: PlayerView, legal_actions: list, rng: random.Random):
        """Out of turn with the jump-in option: one of the jump-in plays in `legal_actions` (the seat's
        legal moves; its `Play`s are the jump-ins offered) or None to let the chance pass. The caller
        decides when to ask (after the level's reaction time, at a table with people)."""
        plays = [a for a in legal_actions if isinstance(a, Play)]
        if not plays or view.turn == view.seat or view.phase != "play":
            return None
        if view.seat != self.seat or view.players != self.players:
            self.reset(view.seat, view.players, view.ruleset)
        self.memory.sync_own(view.hand)
        action = self.decide_jump_in(view, plays, rng)
        return None if action is None else self._maybe_forget(action, rng)

    def decide_jump_in(self, view: PlayerView, plays: list, rng: random.Random):
        """Jump in or not (None): by default always, with the first play offered (a card shed and a
        turn taken are worth having)."""
        return plays[0]

    def partner(self, view: PlayerView) -> int | None:
        """The partner's seat when this level plays for its team and the teams option is on."""
        if not (self.team_play and view.options.teams):
            return None
        return partner_seat(view.players, view.seat)

    def _maybe_forget(self, action, rng: random.Random):
        if self.reflexes.forget_uno and rng.random() < self.reflexes.forget_uno:
            if isinstance(action, Play) and action.uno:
                return Play(action.card, action.color, action.towers, False, action.swap_with)
            if isinstance(action, Keep) and action.uno:
                return Keep(action.card, False)
        return action

    # --- out of turn --------------------------------------------------------------------------------
    def react(self, view: PlayerView, side_actions: list, waited: float, rng: random.Random):
        for action in side_actions:
            if isinstance(action, CallUno) and view.seat in view.exposed:  # not the pre-play arming
                if waited >= self._delay(
                    ("uno", view.round_no, len(view.discard), view.turn), self.reflexes.remember, 1.0, rng
                ):
                    return action
        if self.reflexes.catch is None:
            return None
        mate = self.partner(view)
        for action in side_actions:
            if isinstance(action, Catch) and action.target != mate:  # nobody catches its own partner
                key = ("catch", action.target, view.round_no, len(view.discard), view.turn)
                delay = self._delay(key, self.reflexes.catch, self.reflexes.catch_chance, rng)
                if waited >= delay:
                    return action
        return None

    def reaction_delay(self, kind: str, key, rng: random.Random) -> float:
        """The seconds this player takes for one chance (`kind` "uno" or "catch"); inf: never."""
        bounds = self.reflexes.remember if kind == "uno" else self.reflexes.catch
        if bounds is None:
            return float("inf")
        chance = 1.0 if kind == "uno" else self.reflexes.catch_chance
        return self._delay((kind, key), bounds, chance, rng)

    def _delay(self, key, bounds: tuple[float, float], chance: float, rng: random.Random) -> float:
        delay = self._delays.get(key)
        if delay is None:
            if len(self._delays) > 64:
                self._delays.clear()
            delay = rng.uniform(*bounds) if rng.random() < chance else float("inf")
            self._delays[key] = delay
        return delay
