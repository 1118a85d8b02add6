"""The guided first game of each edition: a real game at the real table on a prepared deal, and the steps
that explain it. No pygame: the table screen (game/ui/table/learn.py) shows each step's words, points at
its `target` and moves on when the step's `done` test passes on the person's events (or when the person
presses Next on a step that only explains).

The person sits at seat 0 and moves first; the other seat is a `ScriptedPlayer`: it makes the lesson's
moves in order whenever the next one is legal (a Draw One for the tower to block, a Wild Draw Four to
challenge, a play with UNO forgotten to catch) and otherwise plays as the normal computer player, so
the game stays a real game whatever the person does.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

from game.ai.registry import create
from game.rules import Draw, Options, Play, State, table_state
from game.rules import events as ev
from game.storage.saves import SavedGame
from game.storage.seats import Seat

from .match import Match
from .tableview import TableView

ME = 0
OPPONENT = 1
EDITIONS = ("classic", "power", "modern")


def _played(e) -> bool:
    return isinstance(e, ev.CardPlayed) and e.seat == ME


def _drew(e) -> bool:
    return isinstance(e, ev.CardsDrawn) and e.seat == ME and e.reason == "draw"


def _uno(e) -> bool:
    return (isinstance(e, ev.UnoCalled) and e.seat == ME) or (isinstance(e, ev.UnoCaught) and e.target == ME)


def _caught(e) -> bool:
    return isinstance(e, ev.UnoCaught) and e.catcher == ME


def _answered_w4(e) -> bool:
    return (isinstance(e, ev.ChallengeResolved) and e.challenger == ME) or (
        isinstance(e, ev.CardsDrawn) and e.seat == ME and e.reason == "penalty"
    )


def _tower(e) -> bool:
    return isinstance(e, ev.TowerTaken) and e.seat == ME


def _shuffled(e) -> bool:
    return isinstance(e, ev.HandsShuffled) and e.seat == ME


def _round_over(e) -> bool:
    return isinstance(e, ev.RoundEnded)


# what a step's words say of the table, checked on the person's own view before they are shown
def _plays(v: TableView) -> list[Play]:
    return [a for a in v.actions() if isinstance(a, Play)]


def _my_play_turn(v: TableView) -> bool:
    return v.turn == ME and v.phase == "play" and not v.ended


def _can_play(v: TableView) -> bool:
    """Some card of the hand glows: the person may play it now."""
    return _my_play_turn(v) and bool(_plays(v))


def _must_draw(v: TableView) -> bool:
    """Nothing in the hand matches the top card: the person's move is to draw."""
    return _my_play_turn(v) and not _plays(v) and any(isinstance(a, Draw) for a in v.actions())


def _drawn_playable(v: TableView) -> bool:
    """The card just drawn matches: the person may play it (or keep it)."""
    return v.turn == ME and v.phase == "drawn" and bool(_plays(v))


def _two_left(v: TableView) -> bool:
    """Two cards and one of them playable: the play that leaves one card needs UNO."""
    return _can_play(v) and len(v.hand or ()) == 2


def _catchable(v: TableView) -> bool:
    """The opponent has one card and did not call UNO: the person may catch them now."""
    return OPPONENT in v.catchable


def _challenged(v: TableView) -> bool:
    """A Wild Draw Four waits for the person's answer (challenge or accept)."""
    return v.turn == ME and v.phase == "challenge"


def _may_play(card: str) -> Callable[[TableView], bool]:
    def ready(v: TableView) -> bool:
        return _my_play_turn(v) and any(a.card == card for a in _plays(v))

    return ready


def _playing_on(v: TableView) -> bool:
    return not v.ended


@dataclass(frozen=True)
class Step:
    """One step: its words (`tutorial-<key>` in tutorial.ftl), what it points at (pile, hand, draw, uno,
    catch, towers, or nothing), the event that ends it (None: the person presses Next), and what its
    words say of the table (`when`, on the person's own view: None, always true). Its words are shown
    only while `when` holds, so a step never tells the person something the table contradicts (a step
    reached by Skip before its moment waits for it)."""

    key: str
    target: str | None = None
    done: Callable[[object], bool] | None = None
    when: Callable[[TableView], bool] | None = None

    def fits(self, view: TableView) -> bool:
        return self.when is None or self.when(view)


@dataclass(frozen=True)
class Lesson:
    edition: str
    hands: tuple[tuple[str, ...], tuple[str, ...]]
    start: str
    draw: tuple[str, ...]
    script: tuple[Play, ...]  # the opponent's moves, each made when it is next and legal
    steps: tuple[Step, ...]
    options: Options = field(default_factory=Options)


_FIRST = (
    Step("welcome"),
    Step("pile", "pile"),
    Step("glow", "hand", _played, _can_play),
)
_LAST = Step("finish", "hand", _round_over, _playing_on)

LESSONS = {
    "classic": Lesson(
        "classic",
        (("r7", "b2", "b6"), ("r8", "b3", "g2", "W4")),
        "r5",
        ("r3", "g7", "y6", "r4", "y1", "b5", "g1", "y9", "g5", "b1", "y2", "r1", "b7", "g3", "r9", "y4"),
        (Play("r8"), Play("b3"), Play("g2"), Play("W4", "r")),
        (
            *_FIRST,
            Step("draw", "draw", _drew, _must_draw),
            Step("drawn", "hand", _played, _drawn_playable),
            Step("uno", "uno", _uno, _two_left),
            Step("catch", "catch", _caught, _catchable),
            Step("again", "draw", _drew, _must_draw),
            Step("w4", None, _answered_w4, _challenged),
            _LAST,
        ),
    ),
    "power": Lesson(
        "power",
        (("r7", "b5U", "y3", "b2"), ("b7", "bD1", "y8", "g6", "g4")),
        "r9",
        ("g2", "y6", "r4", "y1", "b3", "g7", "y9", "g5", "b1", "y2", "r1", "g3", "r2", "y4", "b8", "g8"),
        (Play("b7"), Play("bD1")),
        (
            *_FIRST,
            Step("towers", "towers", _tower, _may_play("b5U")),
            Step("blocked", "towers"),
            _LAST,
        ),
    ),
    "modern": Lesson(
        "modern",
        (("r7", "WS", "b2", "g3", "y9"), ("r8", "b8", "g9", "y4", "y5", "b1", "g1", "r2", "r3")),
        "r5",
        ("g2", "y6", "r4", "y1", "b3", "g7", "b9", "g5", "y2", "r1", "b7", "g8", "r9", "b4", "y3", "g6"),
        (Play("r8"),),
        (
            *_FIRST,
            Step("shuffle", "hand", _shuffled, _may_play("WS")),
            _LAST,
        ),
    ),
}


class ScriptedPlayer:
    """The lesson's opponent: the script's next move whenever it is legal, else the normal player's."""

    def __init__(self, script, inner=None) -> None:
        self.script = list(script)
        self.inner = inner or create("normal")

    def __getattr__(self, name: str):
        return getattr(self.inner, name)

    def choose(self, view, legal_actions, rng: random.Random):
        if self.script:
            want = self.script[0]
            for action in legal_actions:
                if isinstance(action, Play) and (action.card, action.color) == (want.card, want.color):
                    self.script.pop(0)
                    self.inner.memory.sync_own(view.hand)
                    return Play(want.card, want.color, action.towers, want.uno, action.swap_with)
        return self.inner.choose(view, legal_actions, rng)

    def react(self, view, side_actions, waited: float, rng: random.Random):
        """It never remembers a forgotten UNO (the person is to catch it); it catches as normal does."""
        return self.inner.react(view, [a for a in side_actions if type(a).__name__ != "CallUno"], waited, rng)


class Guide:
    """Where the person is in a lesson: `step` (None once it is over), `see(events)` after each move,
    `next()` for a step that only explains (or to skip one)."""

    def __init__(self, lesson: Lesson, on_over: Callable[[], None] | None = None) -> None:
        """`on_over`: called once, when the last step ends (the lesson was played to its end)."""
        self.lesson = lesson
        self.index = 0
        self.on_over = on_over

    def _advance(self) -> None:
        self.index += 1
        if self.over and self.on_over is not None:
            told, self.on_over = self.on_over, None
            told()

    @property
    def step(self) -> Step | None:
        steps = self.lesson.steps
        return steps[self.index] if self.index < len(steps) else None

    @property
    def over(self) -> bool:
        return self.step is None

    def fits(self, view: TableView) -> bool:
        """The current step's words are true of the table `view` shows (over: the closing words are)."""
        step = self.step
        return step is None or step.fits(view)

    def next(self) -> None:
        if not self.over:
            self._advance()

    def see(self, events) -> bool:
        """The events of a move; True when they ended the current step."""
        ended = False
        while (step := self.step) is not None and step.done is not None and any(step.done(e) for e in events):
            self._advance()  # one move may end two steps (a Wild Shuffle Hands played at once)
            ended = True
        return ended


def start(edition: str, names: tuple[str, str]) -> tuple[SavedGame, State, list, dict]:
    """A new lesson game: (the game, its state after the prepared deal, the deal's events, the players
    for the match: the scripted opponent at seat 1)."""
    lesson = LESSONS[edition]
    options = Options(scoring="single_round")
    events: list = []
    state = table_state(
        edition,
        2,
        [list(h) for h in lesson.hands],
        lesson.start,
        list(lesson.draw),
        dealer=OPPONENT,
        options=options,
        events=events,
    )
    game = SavedGame(edition, (Seat(names[0]), Seat(names[1], "ai", "normal")), options, seed=0)
    return game, state, events, {OPPONENT: ScriptedPlayer(lesson.script)}


def match_for(edition: str, names: tuple[str, str], **kwargs) -> tuple[Match, list]:
    """The lesson's match (not saved: a lesson is not a game to continue or count) and the deal's events."""
    game, state, events, players = start(edition, names)
    match = Match(game, state, None, players=players, history=events, **kwargs)
    return match, events


def resumed_match(edition: str, names: tuple[str, str], moves, **kwargs) -> Match:
    """The lesson's match dealt again and played on by `moves` ((seat, action) in order: a lesson left
    before its end), the opponent's script past the moves it already made. Raises RuleError when the
    moves do not fit the deal (a lesson changed since they were kept)."""
    match, _events = match_for(edition, names, **kwargs)
    opponent = match.ai[OPPONENT]
    for seat, action in moves:
        script = getattr(opponent, "script", None)
        if seat == OPPONENT and isinstance(action, Play) and script:
            want = script[0]
            if (action.card, action.color) == (want.card, want.color):
                script.pop(0)
        match.apply(seat, action)
    return match


__all__ = [
    "EDITIONS",
    "LESSONS",
    "Guide",
    "Lesson",
    "ScriptedPlayer",
    "Step",
    "match_for",
    "resumed_match",
    "start",
]
