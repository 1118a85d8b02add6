"""A game being played: the engine's state, the seats, the AI players, the autosave and the move log.

No pygame here. `submit(seat, action, version)` is the one door for moves (a person's click, a replay,
next a network connection); `tick(dt)` once a frame lets the computer players react and move. The
match's clock is the sum of the `dt`s it is given (never the wall clock), so a test drives it frame by
frame without sleeping.

Computer players and threads: with `threaded`, one worker thread per match runs every call that reads
or changes an AI's memory (`observe`, `choose`) in the order the frame thread queues them; `choose` is
given a snapshot of the seat's view (`rules.view`, frozen) and the seat's own random generator, and its result
is applied on the frame thread when the natural pause is over. A frame never waits for the worker: if
the thought is not ready when the pause is over, the match holds (its clock and the reactions stand
still, a person's move still goes through) until it is, and then makes the move at the same match time
the inline run would. So a threaded match makes exactly the moves the inline one makes
(`threaded=False`, as most tests run). `react` (UNO calls and catches) runs on the frame thread and
reads only the view it is given and the player's own reaction timers.

Pacing (`pacing` seconds scale the natural pauses, 0 for none) and the catch hold (how long AI turn
moves wait while someone may be caught, so that the slower reflexes get their chance and a person can
call UNO late) are settings of the match.

Jump-in (house option): a computer player that may jump in decides once per chance (a top card on an
ordinary turn), on the worker like its turn moves, and plays after its reaction time (its level's
time to spot a twin, `jump_in_delay`), so a person gets a fair chance; the first jump-in to reach `submit`
wins (a later one is refused, the state having moved on). While the window is open, AI turn moves
wait at least the jump hold (`jump_hold`, by default `JUMP_HOLD`), the same for every top card, so the
wait tells nobody who holds a twin. A benchmark's match (`jump_delay`, `jump_hold` 0) lets every
computer seat jump in at once, in turn order from the seat after the one on turn.
"""

from __future__ import annotations

import logging
import random
from collections import deque
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

from game.rules import (
    CallUno,
    Catch,
    NextRound,
    Play,
    RuleError,
    apply,
    legal_actions,
    redact,
    view,
)
from game.rules.jumpin import window_open

from .log import log_entries
from .numbers import match_numbers
from .tableview import TableView, table_view

log = logging.getLogger("game.play")
SIDE = (CallUno, Catch)
ENDED = ("round_over", "game_over")

Subscriber = Callable[[int, Any, list], None]


class StaleAction(RuleError):
    """A move aimed at a state the match has already moved past (say a catch click after an AI's
    move): refused, not misapplied."""

    def __init__(self, seen: int, current: int):
        super().__init__("wrong_phase", f"aimed at version {seen}, the match is at {current}")
        self.seen, self.current = seen, current


def ai_levels() -> dict[str, str]:
    """The computer players a seat can get, from the AI registry (the benchmark's `random` baseline
    left out): id -> the words the set-up screen shows. A built-in level shows its id (the screen
    translates it); a plug-in shows the display name it declares."""
    from game.ai import installed

    return {
        info.id: info.id if info.builtin else info.display_name for info in installed() if info.id != "random"
    }


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

    catches = [REFLEXES[lv].catch for lv in levels if lv in REFLEXES]
    bounds = [c[1] for c in catches if c is not None]
    return max(bounds, default=0.0) + 0.2


class _Decided:
    """An inline decision, already made (or failed): what a Future answers, without its lock (an
    inline match makes one per move, and a benchmark plays millions)."""

    def __init__(self, value=None, error: BaseException | None = None):
        self._value, self._error = value, error

    def done(self) -> bool:
        return True

    def result(self, timeout: float | None = None):
        if self._error is not None:
            raise self._error
        return self._value

    def exception(self, timeout: float | None = None) -> BaseException | None:
        return self._error


Decision = Future | _Decided


#: seconds AI turn moves wait while the jump-in window is open, the same for every top card (so the
#: wait tells nobody who holds a twin): time for an attentive person to spot a twin and play it, and
#: for most of the expert's and normal's reactions (game.ai.base.JUMP_IN_REACTIONS) to come in
JUMP_HOLD = 1.8


def jump_in_delay(level: str | None, rng: random.Random) -> float:
    """Seconds a computer player of `level` takes to jump in: a person's time to spot the top card's
    twin and play it (its level's `Reflexes.jump_in`; normal's for a level without one)."""
    from game.ai import REFLEXES

    reflexes = REFLEXES.get(level or "normal", REFLEXES["normal"])
    return reflexes.jump_in.sample(rng)


class Match:
    """One game: `game` is the storage's SavedGame (seats, options, seed, moves), `state` the engine's
    (read it through `view(seat)`; only this class changes it)."""

    def __init__(
        self,
        game,
        state,
        saver=None,
        *,
        threaded: bool = True,
        pacing: float = 1.0,
        catch_hold: float | None = None,
        jump_hold: float | None = None,
        jump_delay: Callable[[int], float] | None = None,
        seed: int | None = None,
        history: list | None = None,
        log: list | None = None,
        players: dict[int, Any] | None = None,
        strict: bool = False,
        keep_log: bool = True,
    ):
        """`players`: the computer players by seat, made by the caller (benchmarks, tests) instead of
        from the seats' levels. `strict`: an AI that fails or chooses a refused move raises instead of
        the first legal move being made for it (benchmarks and tests must see such faults). `keep_log`:
        False when nobody reads the move log's sentences (a benchmark's games)."""
        self.game = game
        self.state = state
        self.saver = saver
        self.seats = list(game.seats)
        self.threaded = threaded
        self.pacing = pacing
        self.rng = random.Random(game.seed if seed is None else seed)
        self._pool = ThreadPoolExecutor(1, thread_name_prefix="ai") if threaded else None
        if players is None:
            players = {i: create_ai(s.level or "normal") for i, s in enumerate(self.seats) if not s.is_person}
        self.ai = players
        self.strict = strict
        self.keep_log = keep_log
        # each computer seat's own random generator, drawn from only by its decisions, which run in the
        # same order inline and on the worker (a fresh generator per decision cost a third of a move)
        self._rngs = {seat: random.Random(self.rng.getrandbits(64)) for seat in self.ai}
        for seat, player in self.ai.items():
            player.reset(seat, len(self.seats), game.ruleset)
        for seat in self.ai:  # a loaded game: the players remember what they saw
            self._observe(seat, [redact(e, seat) for e in history or ()])
        levels = [s.level for s in self.seats if not s.is_person]
        self.catch_hold = reaction_hold(levels) if catch_hold is None else catch_hold
        self.jump_hold = JUMP_HOLD if jump_hold is None else jump_hold
        # seconds a computer seat takes to jump in (None: its level's reaction time, `jump_in_delay`)
        self.jump_delay = jump_delay
        self.log: deque[tuple[str, dict]] = deque(log or (), maxlen=200)  # given: the game so far
        self.numbers = match_numbers(log or (), len(game.seats))  # the whole match's, for its end
        self.listeners: list[Subscriber] = []  # callback(seat, action, events) after every applied move
        # callback(seat, action) before a move goes to the engine (a benchmark judges the state it met)
        self.before: list[Callable[[int, Any], None]] = []
        self.actions: list[tuple[int, object]] = []  # every move applied by this match, in order
        self.clock = 0.0
        self._chance_key: tuple | None = None
        self._chance_since = 0.0
        self._future: Decision | None = None
        self._future_key: tuple[int, int] | None = None
        self._started = 0.0
        self._delay = 0.0
        self._held = False  # the AI's pause is over but its thought is not ready: the clock stands still
        self._jump_key: tuple | None = None  # the jump-in chance open now (round, discard size, turn)
        self._jump_since = 0.0
        self._jumps: dict[int, tuple[float, Decision]] = {}  # AI seat -> (due on the clock, its decision)
        self._jump_held = False  # a due jump-in decision is not ready: the clock stands still
        self.finished = False
        self.version = 0  # moves applied; a view carries the version it was made at
        # the seats' names and kinds as the views show them, kept while `seats` holds the same Seats
        # (game/play/tableview.py `_names_kinds`)
        self.names_kinds: tuple | None = None

    # ------------------------------------------------------------------------------------ seats
    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def moves_made(self) -> int:
        return self.version

    def name(self, seat: int) -> str:
        return self.seats[seat].name

    def is_person(self, seat: int) -> bool:
        return self.seats[seat].is_person

    @property
    def persons(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.is_person]

    @property
    def phase(self) -> str:
        return self.state.phase

    @property
    def turn(self) -> int:
        return self.state.turn

    @property
    def holding(self) -> bool:
        """An AI's pause (or jump-in reaction time) is over and its thought not ready: `tick` leaves the
        clock where it is."""
        return self._held or self._jump_held

    def settle(self, timeout: float | None = None) -> None:
        """Wait (up to `timeout` seconds) for the AI's thought the match holds for. A frame loop never
        calls this; a headless run (a benchmark, a test) does instead of spinning."""
        if self._jump_held:
            future = next((f for _due, f in self._jumps.values() if not f.done()), None)
        else:
            future = self._future if self._held else None
        if future is not None:
            try:
                future.exception(timeout)
            except TimeoutError:
                pass

    @property
    def ended(self) -> bool:
        return self.state.phase in ENDED

    def view(self, seat: int):
        """The engine's view of one seat (`rules.view`): what the AI players and the scene get."""
        return view(self.state, seat)

    def table_view(self, seat: int | None) -> TableView:
        """Everything `seat` may know and do now, as plain data (None: a spectator, no hand)."""
        return table_view(self, seat)

    def legal(self, seat: int) -> list:
        return legal_actions(self.state, seat)

    # ------------------------------------------------------------------------------------ moves
    def submit(self, seat: int, action, version: int | None = None) -> list:
        """The one door for moves. Refused (a RuleError, nothing changes) when `version` (the version of
        the view the move was chosen from) is not the current one, or the engine refuses it; else
        applied, autosaved, told to the AIs and the log, then to every subscriber."""
        if version is not None and version != self.version:
            raise StaleAction(version, self.version)
        for check in self.before:
            check(seat, action)
        events = apply(self.state, seat, action) or []
        self.version += 1
        self._held = False
        self.actions.append((seat, action))
        if self.saver is not None:
            self.saver.record(seat, action)
        for s in self.ai:
            self._observe(s, [redact(e, s) for e in events])
        if self.keep_log:
            entries = log_entries(events, seat, action)
            self.log.extend(entries)
            self.numbers.add(entries)
        for callback in list(self.listeners):
            callback(seat, action, events)
        return events

    def apply(self, seat: int, action) -> list:
        """`submit` without a version check (a move made from the current state by this process)."""
        return self.submit(seat, action)

    def seat_to_ai(self, seat: int, level: str = "normal", history=()) -> None:
        """A person's seat played by a computer player from now on (a network player who dropped or
        left); it is told `history` (this round's events) as the seat saw them. The seat stays a
        person's in `seats` and the views: `seat_to_person` hands it back."""
        player = create_ai(level)
        player.reset(seat, len(self.seats), self.game.ruleset)
        self.ai[seat] = player
        # its own generator, like the seats' made at the start (seeded by the moment it took over, so the
        # other seats' generators and the match's pacing draw the same as before)
        self._rngs[seat] = random.Random(f"{self.game.seed}:{seat}:{self.version}")
        self._observe(seat, [redact(e, seat) for e in history])

    def seat_to_person(self, seat: int) -> None:
        """Give a seat `seat_to_ai` handed over back to its person (their moves come through `submit`)."""
        if self.is_person(seat):
            self.ai.pop(seat, None)

    def subscribe(self, callback: Subscriber) -> Callable[[], None]:
        """Call `callback(seat, action, events)` after every applied move; returns the unsubscribe."""
        self.listeners.append(callback)
        return lambda: self.listeners.remove(callback) if callback in self.listeners else None

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
        if self.saver is not None and not self.finished:
            self.saver.close()

    # ------------------------------------------------------------------------------------ the AI worker
    def _observe(self, seat: int, events: list) -> None:
        if not events:
            return
        player = self.ai[seat]

        def run():
            for e in events:
                player.observe(e)

        if self._pool is not None:
            self._pool.submit(run)
        else:
            run()

    def _choose(self, seat: int) -> Decision:
        """Start `seat`'s decision from a snapshot of its view, queued after every event it was told."""
        snapshot, legal = view(self.state, seat), legal_actions(self.state, seat)
        player, rng = self.ai[seat], self._rngs[seat]
        if self._pool is not None:
            return self._pool.submit(player.choose, snapshot, legal, rng)
        try:
            return _Decided(player.choose(snapshot, legal, rng))
        except Exception as exc:  # reported when the move is made
            return _Decided(error=exc)

    # ------------------------------------------------------------------------------------ AI
    def ai_turn(self) -> int | None:
        st = self.state
        if st.phase in ENDED:
            return None
        return st.turn if st.turn in self.ai else None

    def tick(self, dt: float, turns: bool = True, reactions: bool = True) -> list | None:
        """Advance the clock by `dt`; let AIs react (UNO, catch) and, when `turns`, make their turn
        moves. Returns the events of a move made, else None."""
        if self._jump_held:  # the rest of the frame the held jump-in stopped, at the same match time
            made = self._jump_ins()
            if self._jump_held or made is not None:
                return made
            return self._turn(apply=turns)
        if self._held:
            seat = self.ai_turn()
            if seat is None or self._future is None or self._future_key != (seat, self.version):
                self._held = False
            elif not self._future.done():
                return None
            else:
                self._held = False
                return self._move(seat)
        self.clock += dt
        if reactions:
            made = self._reactions()
            if made is not None:
                return made
            if turns:  # jump-ins only once the table shows the top card (its reaction time starts then)
                made = self._jump_ins()
                if made is not None or self._jump_held:
                    return made
        return self._turn(apply=turns)

    @property
    def reaction_waited(self) -> float:
        """Seconds of match time the current UNO/catch chance has been open (0 when there is none)."""
        return self.clock - self._chance_since if self._chance_key is not None else 0.0

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
                if self.strict:
                    raise
                log.exception("AI %s failed to react", seat)
                act = None
            if act is not None:
                try:
                    return self.submit(seat, act, self.version)
                except RuleError:
                    if self.strict:
                        raise
                    log.warning("AI %s reacted with a refused move %r", seat, act)
        return None

    def _jump_ins(self) -> list | None:
        """Computer players' jump-ins: each AI that may jump in on this chance decides once (queued on
        the worker after the events it was told) and plays when its reaction time is over."""
        st = self.state
        self._jump_held = False
        if not window_open(st):
            self._jump_key = None
            self._jumps.clear()
            return None
        key = (st.round_no, len(st.discard), st.turn)
        if key != self._jump_key:
            self._jump_key, self._jump_since = key, self.clock
            self._jumps.clear()
            for seat in self.ai:
                legal = legal_actions(st, seat) if seat != st.turn else []
                if any(isinstance(a, Play) for a in legal):
                    if self.jump_delay is not None:
                        delay = self.jump_delay(seat)
                    else:
                        delay = jump_in_delay(self.seats[seat].level, self.rng)
                    self._jumps[seat] = (self.clock + delay, self._decide_jump_in(seat, legal))
        n, turn, direction = self.players, st.turn, st.direction

        def order(item) -> tuple[float, int]:  # the soonest first; a tie in turn order after the turn
            seat, (due, _decision) = item
            return due, ((seat - turn) * direction) % n

        for seat, (due, future) in sorted(self._jumps.items(), key=order):
            if self.clock < due:
                break
            if not future.done():
                self._jump_held = True
                return None
            del self._jumps[seat]
            try:
                action = future.result()
            except Exception:
                if self.strict:
                    raise
                log.exception("AI %s failed to decide a jump-in", seat)
                continue
            if action is None:
                continue
            try:
                return self.submit(seat, action, self.version)
            except RuleError:  # its twin went (a catch's draw changed nothing, but a refused move is no harm)
                if self.strict:
                    raise
                log.warning("AI %s jumped in with a refused move %r", seat, action)
        return None

    def _decide_jump_in(self, seat: int, legal: list) -> Decision:
        player, rng = self.ai[seat], self._rngs[seat]
        decide = getattr(player, "choose_jump_in", None)
        if decide is None:  # a plug-in without jump-ins lets every chance pass
            return _Decided(None)
        snapshot = view(self.state, seat)
        if self._pool is not None:
            return self._pool.submit(decide, snapshot, legal, rng)
        try:
            return _Decided(decide(snapshot, legal, rng))
        except Exception as exc:  # reported when the jump-in is due
            return _Decided(error=exc)

    def waiting_for_jump_in(self) -> bool:
        """The jump-in window is open and the jump hold since it opened has not run out."""
        return self._jump_key is not None and self.clock - self._jump_since < self.jump_hold

    def waiting_for_catch(self) -> bool:
        """Someone may be caught and the hold has not run out. The seat to move counts too: a computer
        player that forgot UNO and is on turn again (a Skip between two) waits like any other, so the
        others get their chance to catch it (the arena always held the window; without this its
        figures moved by 1.5 points)."""
        st = self.state
        return bool(st.exposed) and self.clock - self._chance_since < self.catch_hold

    def _turn(self, apply: bool = True) -> list | None:
        """Start the AI's thinking as soon as it is its turn (also while the table still animates);
        make its move when `apply` and its natural pause is over (waiting for the thought then)."""
        seat = self.ai_turn()
        if seat is None:
            self._future = None
            return None
        key = (seat, self.version)
        if self._future is None or self._future_key != key:
            self._future_key = key
            self._started = self.clock
            self._delay = self.pacing * (0.35 + 0.45 * self.rng.random())  # a natural pause to "think"
            self._future = self._choose(seat)
        if not apply or self.clock - self._started < self._delay:
            return None
        if self.state.exposed and self.waiting_for_catch():
            return None
        if self.waiting_for_jump_in():
            return None
        if not self._future.done():
            self._held = True
            return None
        return self._move(seat)

    def _move(self, seat: int) -> list | None:
        """Make the AI's decided move (the first legal one if it failed or was refused)."""
        assert self._future is not None
        future, self._future = self._future, None
        try:
            action = future.result()
        except Exception:
            if self.strict:
                raise
            log.exception("AI %s failed to choose", seat)
            action = None
        if action is not None:
            try:
                return self.submit(seat, action, self.version)
            except RuleError:
                if self.strict:
                    raise
                log.warning("AI %s chose a refused move %r", seat, action)
        legal = [a for a in legal_actions(self.state, seat) if not isinstance(a, SIDE)]
        return self.submit(seat, legal[0], self.version) if legal else None

    def hint(self, seat: int):
        """What the normal AI would do for `seat` now (None when it is not the seat's decision)."""
        return self.advice(seat)[0]

    def hint_reason(self, seat: int) -> tuple[str, dict] | None:
        """Why the hint's move (`game.ai.reasons`: a message id, its arguments), or None."""
        return self.advice(seat)[1]

    def advice(self, seat: int) -> tuple[object | None, tuple[str, dict] | None]:
        """The hint's move for `seat` now and the reason the normal AI weighed for it."""
        from game.ai.heuristic import HeuristicPlayer
        from game.ai.reasons import why

        if self.state.turn != seat or self.state.phase in ENDED:
            return None, None
        legal = [a for a in legal_actions(self.state, seat) if not isinstance(a, SIDE)]
        if not legal:
            return None, None
        helper = create_ai("normal")
        helper.reset(seat, self.players, self.game.ruleset)
        seen = view(self.state, seat)
        try:
            action = helper.choose(seen, legal, random.Random(0))
            reason = why(helper, seen, legal, action) if isinstance(helper, HeuristicPlayer) else None
        except Exception:  # pragma: no cover - a hint must never stop the game
            log.exception("hint failed")
            return None, None
        return action, reason

    def next_round(self) -> list:
        return self.submit(self.state.turn if self.state.turn is not None else 0, NextRound())


__all__ = ["JUMP_HOLD", "Match", "StaleAction", "ai_levels", "create_ai", "jump_in_delay", "reaction_hold"]
