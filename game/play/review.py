"""A game review as a job: a kept game's decisions judged by the expert (game/ai/review.py) on a worker
thread, with its progress to show and a cancel, and what the review screen and the command line say
about it (the summary, the most costly decisions, what went well). No pygame.

    job = ReviewJob(saved_game, seat)     # starts at once
    job.progress                          # (decisions judged, decisions in all)
    job.done, job.result                  # a ReviewResult once finished (None if cancelled)
    job.cancel()
"""

from __future__ import annotations

import logging
import threading
from dataclasses import dataclass, field

from game.ai import review as core
from game.ai.memory import Memory
from game.ai.review import COSTLY, Judged, Point, costly, decisions, judge, weigh
from game.rules import GameRecord, RuleError

log = logging.getLogger(__name__)

#: costly decisions marked on the review (the most costly first)
MARKED = 3
#: a decision within this much of the best counts as the expert's choice (the search's own noise)
CLOSE = 0.01
#: a best move this far ahead of the next one is "what went well"
CLEAR = 0.05


@dataclass
class ReviewResult:
    seat: int
    judged: list[Judged] = field(default_factory=list)

    @property
    def matched(self) -> int:
        """Decisions where the move made was the best or within `CLOSE` of it."""
        return sum(1 for j in self.judged if j.loss <= CLOSE)

    @property
    def lost(self) -> float:
        """Win chance given away over the game, summed over the decisions (0..1 per decision)."""
        return sum(j.loss for j in self.judged)

    def costly(self, count: int = MARKED) -> list[Judged]:
        """The most costly decisions the search is sure of, the most costly first."""
        found = [j for j in self.judged if costly(j)]
        return sorted(found, key=lambda j: -j.loss)[:count]

    def went_well(self, count: int = 2) -> list[Judged]:
        """Decisions where the move made was clearly the best one, the clearest first."""
        found = [j for j in self.judged if j.loss == 0 and j.margin >= CLEAR]
        return sorted(found, key=lambda j: -j.margin)[:count]

    def number_of(self, judged: Judged) -> int:
        """A decision's number in the review (1 for the first)."""
        return self.judged.index(judged) + 1


def default_seat(game) -> int:
    """The seat to review: the first person at the table (a storage `SavedGame`), else seat 0."""
    for seat, info in enumerate(game.seats):
        if info.is_person:
            return seat
    return 0


def record_of(game) -> GameRecord:
    """A storage `SavedGame` as the rules' record of its set-up and moves."""
    return game.record()


class ReviewJob:
    """The review of one seat of a kept game, made on a daemon thread; read `progress`, `done`, `result`,
    `error`; `cancel()` stops it at the next world boundary."""

    def __init__(self, game, seat: int | None = None, worlds: int | None = None, start: bool = True) -> None:
        self.record = record_of(game)
        self.seat = default_seat(game) if seat is None else seat
        self.worlds = core.WORLDS if worlds is None else worlds  # read now: tests may lower it
        self.progress = (0, 0)
        self.result: ReviewResult | None = None
        self.error: str | None = None
        self.done = False
        self._cancel = threading.Event()
        self._thread = threading.Thread(target=self._run, name="review", daemon=True)
        if start:
            self._thread.start()

    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()

    def cancel(self) -> None:
        self._cancel.set()

    def join(self, timeout: float | None = None) -> None:
        self._thread.join(timeout)

    def run(self) -> ReviewResult | None:
        """Do the review here (the command line); the same as the thread's work."""
        self._run()
        return self.result

    def _run(self) -> None:
        try:
            points = decisions(self.record, self.seat)
            result = ReviewResult(self.seat)
            self.progress = (0, len(points))
            for done, point in enumerate(points, start=1):
                judged = judge(point, self.worlds, self._cancel.is_set)
                if judged is None:
                    return
                result.judged.append(judged)
                self.progress = (done, len(points))
            self.result = result
        except RuleError as exc:  # a log the rules refuse
            index = getattr(exc, "index", None)
            self.error = str(exc) if index is None else f"move {index + 1}: {exc}"
        except Exception as exc:  # a bug: told, never a crash of the screen
            log.exception("review failed")
            self.error = str(exc) or type(exc).__name__
        finally:
            self.done = True


#: worlds weighed for the table's hint with its figures: an answer within a second or two at the table
HINT_WORLDS = 160


class HintJob:
    """The table's hint with its figures: every sensible move of the decision the seat faces now, with
    its chance to win the round, weighed by the expert's search on a daemon thread from the seat's own
    view (what lies on the table now: unlike the review, it does not replay the game for what other
    seats failed to follow). Read `done` and `result` (moves with their chances, the best first; None if
    there was nothing to weigh); `version` is the view's, so the screen drops an answer come too late."""

    def __init__(self, seen, legal, version: int, seed: int, worlds: int | None = None) -> None:
        memory = Memory()
        memory.reset(seen.seat, seen.players)
        memory.sync_own(seen.hand)
        chosen = None
        self.point = Point(version, seen.round_no, seen, memory, tuple(dict.fromkeys(legal)), chosen, seed)
        self.version = version
        self.worlds = HINT_WORLDS if worlds is None else worlds  # read now: tests may lower it
        self.result: list | None = None
        self.done = False
        self._cancel = threading.Event()
        threading.Thread(target=self._run, name="hint", daemon=True).start()

    def cancel(self) -> None:
        self._cancel.set()

    def _run(self) -> None:
        try:
            if len(self.point.legal) > 1:
                self.result = weigh(self.point, self.worlds, self._cancel.is_set)
        except Exception:  # a hint must never stop the game
            log.exception("the hint's figures failed")
        finally:
            self.done = True


__all__ = [
    "CLEAR",
    "CLOSE",
    "COSTLY",
    "HINT_WORLDS",
    "MARKED",
    "HintJob",
    "ReviewJob",
    "ReviewResult",
    "default_seat",
    "record_of",
]
