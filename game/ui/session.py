"""A game being played: the engine's state, the seats, the AI players, the autosave and the move log.

No pygame here. The table screen drives it: `apply(seat, action)` for a person's move, `tick(dt)` once a
frame for the computer players. AI decisions run in a worker thread (or inline when `threaded` is
False, as the tests do); the frame loop only ever polls the result. Pacing (`pacing` seconds scale the
natural pauses, 0 for none) and the catch hold (how long AI turn moves wait while someone may be
caught, so that the slower reflexes get their chance and a person can call UNO late) are settings of
the session.
"""

from __future__ import annotations

import logging
import random
from collections import deque
from concurrent.futures import Future, ThreadPoolExecutor

from game.rules import (
    CallUno,
    Catch,
    Discard,
    NextRound,
    Pass,
    RuleError,
    apply,
    legal_actions,
    redact,
    view,
)
from game.rules import events as ev
from game.rules.cards import CARDS

log = logging.getLogger("game.ui")
SIDE = (CallUno, Catch)


def ai_levels() -> dict[str, str]:
    """The computer players a seat can get, from the AI registry (the benchmark's `random` baseline
    left out): id -> the words the set-up screen shows. A built-in level shows its id (the screen
    translates it); a plug-in shows the display name it declares."""
    from game.ai import installed

    return {info.id: info.id if info.builtin else info.display_name
            for info in installed() if info.id != "random"}


def create_ai(level: str):
    from game.ai import create

    try:
        return create(level)
    except KeyError:
        log.warning("no AI %r; a normal one takes the seat", level)
        return create("normal")


def reaction_hold(levels) -> float:
    """Seconds AI turn moves wait while a seat may be caught: the slowest catcher's upper bound."""
    from game.ai import REFLEXES

    bounds = [REFLEXES[lv].catch[1] for lv in levels if lv in REFLEXES and REFLEXES[lv].catch]
    return max(bounds, default=0.0) + 0.2


def log_entries(events, action_seat: int | None = None, action=None) -> list[tuple[str, dict]]:
    """The move log's sentences for one move: (message id, arguments) with seats and card codes (names
    and card words are put in when shown, so a language switch re-words the whole log)."""
    out: list[tuple[str, dict]] = []
    if isinstance(action, Pass):
        out.append(("log-keep", {"player": action_seat}))
    four_towers = False
    said_lost = set()  # seats whose draw sentence already says they lose the turn (said once)
    # a wild's colour is told with its play; ColorChosen alone is a colour named later (a first card)
    wild_played = any(isinstance(e, ev.CardPlayed) and CARDS[e.card].is_wild for e in events)
    for e in events:
        if isinstance(e, ev.RoundStarted) and e.round_no > 1:
            out.append(("ui-log-round", {"round": e.round_no}))
        elif isinstance(e, ev.StartCardTurned):
            out.append(("ui-log-first-card", {"card": e.card}))
        elif isinstance(e, ev.CardPlayed):
            if CARDS[e.card].is_wild:
                out.append(("log-play-wild", {"player": e.seat, "card": e.card, "color": e.color}))
            else:
                out.append(("log-play", {"player": e.seat, "card": e.card}))
        elif isinstance(e, ev.CardsDrawn):
            if e.reason in ("penalty", "stack"):
                out.append(("log-draw-penalty", {"player": e.seat, "count": len(e.cards)}))
                said_lost.add(e.seat)
            elif e.reason in ("draw", "rule"):
                out.append(("log-draw", {"player": e.seat, "count": len(e.cards)}))
        elif isinstance(e, ev.TurnSkipped):
            if e.seat in said_lost:
                continue
            out.append(("log-skip", {"player": e.seat}))
        elif isinstance(e, ev.DirectionChanged):
            out.append(("log-reverse", {}))
        elif isinstance(e, ev.ColorChosen) and not wild_played:
            out.append(("ui-log-color", {"player": e.seat, "color": e.color}))
        elif isinstance(e, ev.UnoCalled):
            out.append(("log-uno", {"player": e.seat}))
        elif isinstance(e, ev.UnoCaught):
            out.append(("log-uno-caught", {"catcher": e.catcher, "player": e.target, "count": e.penalty}))
        elif isinstance(e, ev.ChallengeResolved):
            out.append(("log-challenge", {"player": e.challenger}))
            if e.guilty:
                out.append(("log-challenge-guilty", {"player": e.challenged, "count": 4}))
            else:
                out.append(("log-challenge-innocent", {"player": e.challenger, "count": 6}))
        elif isinstance(e, ev.TowerTaken):
            out.append(("log-tower-taken", {"player": e.seat, "tower": e.symbol}))
        elif isinstance(e, ev.Blocked):
            out.append(("log-tower-blocks", {"player": e.seat, "tower": e.symbol, "card": e.card}))
        elif isinstance(e, ev.TowersReturned):
            four_towers = True
        elif isinstance(e, ev.CardsDiscarded):
            if e.reason == "towers" or four_towers:
                out.append(("log-four-towers", {"player": e.seat, "count": len(e.cards)}))
            else:
                out.append(("log-discard", {"player": e.seat, "count": len(e.cards)}))
        elif isinstance(e, ev.HandsShuffled):
            out.append(("log-shuffle-hands", {"player": e.seat}))
        elif isinstance(e, ev.HandsSwapped):
            out.append(("log-swap-hands", {"player": e.seat, "other": e.other}))
        elif isinstance(e, ev.HandsRotated):
            out.append(("log-rotate-hands", {}))
        elif isinstance(e, ev.PileReshuffled):
            out.append(("log-reshuffle", {}))
        elif isinstance(e, ev.RoundEnded):
            out.append(("log-round-won", {"player": e.winner, "points": e.points}))
        elif isinstance(e, ev.GameEnded):
            out.append(("log-game-won", {"player": e.winner, "points": e.scores[e.winner]}))
    return out


class Session:
    """One game: `game` is the storage's SavedGame (seats, options, seed, moves), `state` the engine's."""

    def __init__(self, game, state, saver=None, *, threaded: bool = True, pacing: float = 1.0,
                 catch_hold: float | None = None, seed: int | None = None, history: list | None = None,
                 log: list | None = None):
        self.game = game
        self.state = state
        self.saver = saver
        self.seats = list(game.seats)
        self.threaded = threaded
        self.pacing = pacing
        self.rng = random.Random(game.seed if seed is None else seed)
        self.ai = {i: create_ai(s.level or "normal") for i, s in enumerate(self.seats) if not s.is_person}
        for seat, player in self.ai.items():
            player.reset(seat, len(self.seats), game.ruleset)
        for seat, player in self.ai.items():  # a loaded game: the players remember what they saw
            for e in history or ():
                player.observe(redact(e, seat))
        levels = [s.level for s in self.seats if not s.is_person]
        self.catch_hold = reaction_hold(levels) if catch_hold is None else catch_hold
        self.log: deque[tuple[str, dict]] = deque(log or (), maxlen=200)  # given: the game so far
        self.listeners: list = []  # callback(seat, action, events) after every applied move
        self.clock = 0.0
        self._chance_key = None
        self._chance_since = 0.0
        self._future: Future | None = None
        self._future_key = None
        self._started = 0.0
        self._delay = 0.0
        self._pool = ThreadPoolExecutor(1, thread_name_prefix="ai") if threaded else None
        self.finished = False
        self.moves_made = 0

    # ------------------------------------------------------------------------------------ seats
    @property
    def players(self) -> int:
        return len(self.seats)

    def name(self, seat: int) -> str:
        return self.seats[seat].name

    def is_person(self, seat: int) -> bool:
        return self.seats[seat].is_person

    @property
    def persons(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.is_person]

    def view(self, seat: int):
        return view(self.state, seat)

    def legal(self, seat: int) -> list:
        return legal_actions(self.state, seat)

    # ------------------------------------------------------------------------------------ moves
    def apply(self, seat: int, action) -> list:
        """Apply a move (RuleError if refused: nothing changes), autosave it, tell the AIs and the log."""
        events = apply(self.state, seat, action)
        self.moves_made += 1
        if self.saver is not None:
            self.saver.record(seat, action)
        for s, player in self.ai.items():
            for e in events:
                player.observe(redact(e, s))
        self.log.extend(log_entries(events, seat, action))
        for callback in list(self.listeners):
            callback(seat, action, events)
        return events

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
        if self.saver is not None and not self.finished:
            self.saver.close()

    # ------------------------------------------------------------------------------------ AI
    def ai_turn(self) -> int | None:
        st = self.state
        if st.phase in ("round_over", "game_over"):
            return None
        return st.turn if st.turn in self.ai else None

    def tick(self, dt: float, turns: bool = True, reactions: bool = True) -> list | None:
        """Advance the clock; let AIs react (UNO, catch) and, when `turns`, make their turn moves.
        Returns the events of a move made, else None."""
        self.clock += dt
        if reactions:
            made = self._reactions()
            if made is not None:
                return made
        return self._turn(apply=turns)

    def _reactions(self) -> list | None:
        st = self.state
        if not st.exposed and st.uno_armed is None:
            self._chance_key = None
            return None
        key = (tuple(st.exposed), len(st.discard), st.turn, st.phase)
        if key != self._chance_key:
            self._chance_key, self._chance_since = key, self.clock
        waited = self.clock - self._chance_since
        for seat, player in self.ai.items():
            side = [a for a in legal_actions(st, seat) if isinstance(a, SIDE)]
            if not side:
                continue
            try:
                act = player.react(view(st, seat), side, waited, self.rng)
            except Exception:
                log.exception("AI %s failed to react", seat)
                act = None
            if act is not None:
                try:
                    return self.apply(seat, act)
                except RuleError:
                    log.warning("AI %s reacted with a refused move %r", seat, act)
        return None

    def waiting_for_catch(self) -> bool:
        """Someone other than the seat to move may be caught and the hold has not run out."""
        st = self.state
        others = [s for s in st.exposed if s != st.turn]
        return bool(others) and self.clock - self._chance_since < self.catch_hold

    def _turn(self, apply: bool = True) -> list | None:
        """Start the AI's thinking as soon as it is its turn (also while the table still animates);
        make its move when `apply`, the thought is done and its natural pause is over."""
        seat = self.ai_turn()
        if seat is None:
            self._future = None
            return None
        key = (seat, self.moves_made)
        if self._future is None or self._future_key != key:
            self._future_key = key
            self._started = self.clock
            self._delay = self.pacing * (0.35 + 0.45 * self.rng.random())  # a natural pause to "think"
            v, legal = view(self.state, seat), legal_actions(self.state, seat)
            player, rng = self.ai[seat], random.Random(self.rng.random())
            if self._pool is not None:
                self._future = self._pool.submit(player.choose, v, legal, rng)
            else:
                self._future = Future()
                try:
                    self._future.set_result(player.choose(v, legal, rng))
                except Exception as exc:  # pragma: no cover - reported below
                    self._future.set_exception(exc)
        if not apply or not self._future.done() or self.clock - self._started < self._delay:
            return None
        if self.state.exposed and self.waiting_for_catch():
            return None
        future, self._future = self._future, None
        try:
            action = future.result()
        except Exception:
            log.exception("AI %s failed to choose", seat)
            action = None
        legal = [a for a in legal_actions(self.state, seat) if not isinstance(a, SIDE)]
        for act in ([action] if action is not None else []) + legal[:1]:
            try:
                return self.apply(seat, act)
            except RuleError:
                log.warning("AI %s chose a refused move %r", seat, act)
        return None

    def hint(self, seat: int):
        """What the normal AI would do for `seat` now (None when it is not the seat's decision)."""
        if self.state.turn != seat or self.state.phase in ("round_over", "game_over"):
            return None
        legal = [a for a in legal_actions(self.state, seat) if not isinstance(a, SIDE)]
        if not legal:
            return None
        helper = create_ai("normal")
        helper.reset(seat, self.players, self.game.ruleset)
        try:
            return helper.choose(view(self.state, seat), legal, random.Random(0))
        except Exception:  # pragma: no cover - a hint must never stop the game
            log.exception("hint failed")
            return None

    def next_round(self) -> list:
        return self.apply(self.state.turn if self.state.turn is not None else 0, NextRound())


def discard_is_right(hand: list[str], cards: list[str]) -> bool:
    from collections import Counter

    from game.rules.engine import HAND_TARGET

    return len(cards) == len(hand) - HAND_TARGET and not (Counter(cards) - Counter(hand))


__all__ = ["Session", "ai_levels", "log_entries", "discard_is_right", "Discard"]
