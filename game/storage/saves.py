"""The saved game: its set-up and its moves, so that Continue replays it into the exact same state.

On disk (in `<data>/saves/`):

- `current.json`: the saved game, versioned JSON, rewritten atomically at the start, on resume and every
  `compact_every` moves;
- `current.journal`: the moves since, one JSON line each, appended and fsynced after every move (cheap:
  one short line). Its first line names the game it belongs to; every move line carries its absolute
  index, so lines already in `current.json` are skipped and a gap stops the reading. A last line cut
  short by a crash is ignored: the game goes on from the move before.

A finished game is written to `<data>/replays/` (the same format plus the result) and the current save
is removed.
"""

from __future__ import annotations

import logging
import os
import re
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, TypeGuard

from game import rules  # its names are read when a game is saved or loaded, not on import (issue 44)

from .files import (
    DAMAGE,
    Notice,
    ShapeError,
    atomic_write_bytes,
    atomic_write_json,
    checked,
    classify_bytes,
    dump_json,
    expect,
    fsync_dir,
    is_int,
    load_versioned,
    move_aside,
    report,
)
from .paths import Paths
from .seats import (
    Seat,
    default_options,
    default_seat_name,
    is_plain_text,
    options_from_json,
    ruleset_from_json,
    seats_from_json,
)

if TYPE_CHECKING:
    from game.rules import GameRecord, Options, State

log = logging.getLogger(__name__)

SAVE_VERSION = 1
JOURNAL_VERSION = 1
COMPACT_EVERY = 256
MAX_REPLAYS = 200


#: a game's id: it names the replay file, so no path separators, dots, NULs or anything else
GAME_ID = re.compile(r"[0-9A-Za-z_-]{1,64}")


def valid_game_id(value) -> TypeGuard[str]:
    return isinstance(value, str) and GAME_ID.fullmatch(value) is not None


def _now() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())


def move_from_json(data, players: int) -> tuple[int, dict]:
    """One logged move `[seat, action_json]`, checked for shape (the engine checks the rest on replay)."""
    expect(isinstance(data, list | tuple) and len(data) == 2, "a move is not [seat, action]")
    seat, action = data
    expect(is_int(seat) and 0 <= seat < players, f"bad seat {seat!r} in a move")
    # kept in its own JSON form: keys the game does not know (perhaps not even writable) are dropped
    return seat, rules.action_to_json(checked(rules.action_from_json, action))


@dataclass
class SavedGame:
    """A game as storage keeps it: edition, seats, options, seed and the log of (seat, action JSON)."""

    ruleset: str
    seats: tuple[Seat, ...]
    options: Options = field(default_factory=default_options)
    seed: int = 0
    moves: list[tuple[int, dict]] = field(default_factory=list)
    game_id: str = field(default_factory=lambda: uuid.uuid4().hex)
    started: str = field(default_factory=_now)
    result: dict | None = None  # replays only: {"finished", "winner", "scores"}

    @property
    def players(self) -> int:
        return len(self.seats)

    def new_state(self, events: list | None = None) -> State:
        return rules.new_game(self.ruleset, self.players, self.options, self.seed, events=events)

    def record(self) -> GameRecord:
        return rules.GameRecord(
            self.ruleset,
            self.players,
            self.options,
            self.seed,
            [(seat, rules.action_from_json(a)) for seat, a in self.moves],
        )

    def rebuild(self, listener=None) -> State:
        """Replay the game through the engine; `listener(index, seat, action, events)` after each move,
        and first `listener(-1, None, None, events)` with the deal's events.

        Raises RuleError (with `.index`, the move refused) if the log does not fit the rules.
        """
        opening: list | None = [] if listener is not None else None
        state = self.new_state(opening)
        if listener is not None:
            listener(-1, None, None, opening)
        for index, (seat, data) in enumerate(self.moves):
            action = rules.action_from_json(data)
            try:
                events = rules.apply(state, seat, action, listen=listener is not None)
            except rules.RuleError as exc:
                exc.index = index
                raise
            if listener is not None:
                listener(index, seat, action, events)
        return state

    def add(self, seat: int, action) -> dict:
        data = action if isinstance(action, dict) else rules.action_to_json(action)
        self.moves.append((seat, data))
        return data

    def to_json(self) -> dict:
        data = {
            "version": SAVE_VERSION,
            "game_id": self.game_id,
            "started": self.started,
            "ruleset": self.ruleset,
            "seats": [seat.to_json() for seat in self.seats],
            "options": self.options.to_json(),
            "seed": self.seed,
            "moves": [[seat, action] for seat, action in self.moves],
        }
        if self.result is not None:
            data["result"] = self.result
        return data

    @classmethod
    def from_json(cls, data: dict, default_name=default_seat_name) -> SavedGame:
        expect(isinstance(data, dict), "not an object")
        game_id, started = data.get("game_id"), data.get("started")
        if not valid_game_id(game_id):
            raise ShapeError("no valid game id")
        if not is_plain_text(started, 64):
            raise ShapeError("no start time")
        ruleset = ruleset_from_json(data.get("ruleset"))
        seats = tuple(seats_from_json(data.get("seats"), default_name))
        options = options_from_json(data.get("options"), ruleset)
        seat_problems = options.problems(ruleset, len(seats))  # teams need 4, 6, 8 or 10 seats
        expect(not seat_problems, "; ".join(seat_problems))
        seed = data.get("seed")
        if not (is_int(seed) and seed >= 0):
            raise ShapeError(f"bad seed {seed!r}")
        moves = data.get("moves")
        if not isinstance(moves, list):
            raise ShapeError("no list of moves")
        result = data.get("result")
        expect(result is None or isinstance(result, dict), "bad result")
        if result is not None:
            checked(dump_json, result)  # written back as it was read: it must have a UTF-8 form
        return cls(
            ruleset,
            seats,
            options,
            seed,
            [move_from_json(m, len(seats)) for m in moves],
            game_id,
            started,
            result,
        )


@dataclass
class LoadedGame:
    game: SavedGame
    state: State


# ---------------------------------------------------------------------------------------------- journal


def _journal_header(game_id: str) -> bytes:
    return dump_json({"journal": JOURNAL_VERSION, "game": game_id})


def read_journal(path: Path, game: SavedGame) -> tuple[int, str]:
    """Add to `game.moves` the journal's moves that follow them; (moves added, problem or "")."""
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return 0, ""
    except OSError as exc:
        return 0, f"journal unreadable: {exc}"
    lines = raw.split(b"\n")
    torn = lines.pop()  # after the last newline: b"" unless the last write was cut short
    if torn.strip():
        log.info("journal %s: ignoring a last line cut short (%d bytes)", path, len(torn))
    if not lines:
        return 0, ""
    header, problem, _ = classify_bytes(lines[0])
    if problem or not isinstance(header, dict) or header.get("journal") != JOURNAL_VERSION:
        return 0, "journal header unreadable"
    if not valid_game_id(header.get("game")) or header["game"] != game.game_id:
        log.info("journal %s belongs to another game; ignored", path)
        return 0, ""
    added = 0
    for number, line in enumerate(lines[1:], start=2):
        entry, problem, detail = classify_bytes(line)
        try:
            expect(problem is None, f"line {number}: {problem} {detail}")
            expect(isinstance(entry, dict) and is_int(entry.get("i")), f"line {number}: not a move")
            seat, action = move_from_json([entry.get("seat"), entry.get("action")], game.players)
        except ShapeError as exc:
            return added, str(exc)
        index = entry["i"]
        if index < len(game.moves):
            continue  # already in current.json (written after the journal line)
        if index > len(game.moves):
            return added, f"line {number}: move {index} follows move {len(game.moves) - 1}"
        game.moves.append((seat, action))
        added += 1
    return added, ""


class GameSaver:
    """Autosave for one game in progress: call `record(seat, action)` after every applied action."""

    def __init__(
        self,
        paths: Paths,
        game: SavedGame,
        notices: list[Notice] | None = None,
        compact_every: int = COMPACT_EVERY,
    ):
        self.paths = paths
        self.game = game
        self.notices = notices
        self.compact_every = compact_every
        self._fd: int | None = None
        self._since_compact = 0
        self._failed = False
        self._reported = False  # the player hears about a failing disk once per game
        self._closed = False
        self.compact()

    # -- writing
    def compact(self) -> bool:
        """Write the whole game to `current.json` and start an empty journal; False if that failed."""
        self._close_journal()
        try:
            atomic_write_json(self.paths.save_file, self.game.to_json())
            atomic_write_bytes(self.paths.journal_file, _journal_header(self.game.game_id))
            flags = os.O_WRONLY | os.O_APPEND | getattr(os, "O_BINARY", 0)
            self._fd = os.open(self.paths.journal_file, flags)
        except OSError as exc:
            self._fail(exc)
            return False
        self._since_compact = 0
        self._failed = False
        return True

    def record(self, seat: int, action) -> None:
        """Log one applied move (an action or its JSON form). Cheap: one fsynced line."""
        if self._closed:
            raise RuntimeError("this game's saver is closed")
        data = self.game.add(seat, action)
        if self._fd is None or self._since_compact + 1 >= self.compact_every:
            self.compact()
            return
        line = dump_json({"i": len(self.game.moves) - 1, "seat": seat, "action": data})
        try:
            view = memoryview(line)
            while view:
                view = view[os.write(self._fd, view) :]
            _sync(self._fd)
        except OSError as exc:
            self._fail(exc)
            self._close_journal()  # the next move rewrites everything
            return
        self._since_compact += 1

    def finish(self, state: State | None = None, keep_current: bool = False) -> Path | None:
        """The game is over: keep it as a replay, then remove the current save. Returns the replay's path.

        The current save stays (and the player is told) when the replay cannot be written or when
        `keep_current` says the statistics could not be: Continue then offers the finished game again.
        """
        if state is None:
            state = self.game.rebuild()
        self.game.result = {
            "finished": _now(),
            "winner": state.game_winner,
            "scores": list(state.scores),
            "rounds": state.round_no,
        }
        path, problem = None, "the statistics could not be written" if keep_current else ""
        if not problem:  # else the replay is written with the statistics, when the game is finished again
            try:
                path = write_replay(self.paths, self.game)
            except OSError as exc:
                problem = exc.strerror or str(exc)
        if not problem:
            self.discard()
            return path
        log.error("finished game %s kept as the current save: %s", self.game.game_id, problem)
        self.game.result = None  # still the game in progress on disk
        if self._failed:  # the autosave fell behind: try once more to have every move on disk
            self.compact()
        self.close()
        report(self.notices, Notice("game_kept", "saved_game", str(self.paths.save_file), None, problem))
        return path

    def discard(self) -> None:
        """Forget the game in progress (its files are removed)."""
        self.close()
        remove_current(self.paths)

    def close(self) -> None:
        self._close_journal()
        self._closed = True

    # -- helpers
    def _close_journal(self) -> None:
        if self._fd is not None:
            try:
                os.close(self._fd)
            except OSError:
                pass
            self._fd = None

    def _fail(self, exc: OSError) -> None:
        log.error("autosave failed: %s", exc)
        self._failed = True
        if not self._reported:
            self._reported = True
            report(
                self.notices,
                Notice("not_saved", "saved_game", str(self.paths.save_file), None, exc.strerror or str(exc)),
            )


def _sync(fd: int) -> None:
    if hasattr(os, "fdatasync"):
        os.fdatasync(fd)
    else:  # Windows, macOS
        os.fsync(fd)


def remove_current(paths: Paths) -> None:
    for path in (paths.journal_file, paths.save_file):
        try:
            path.unlink()
        except FileNotFoundError:
            pass
        except OSError as exc:
            log.error("could not remove %s: %s", path, exc)
    fsync_dir(paths.saves_dir)


# ---------------------------------------------------------------------------------------------- loading


def has_saved_game(paths: Paths) -> bool:
    return paths.save_file.exists()


def load_game(
    paths: Paths, notices: list[Notice] | None = None, default_name=default_seat_name
) -> LoadedGame | None:
    """The saved game and its rebuilt state, or None (no save, or a bad one: moved aside and reported)."""
    game = load_versioned(
        paths.save_file,
        "saved_game",
        SAVE_VERSION,
        lambda data: SavedGame.from_json(data, default_name),
        notices,
    )
    if game is None:
        if paths.journal_file.exists() and not paths.save_file.exists():
            move_aside(paths.journal_file)  # useless without its game; kept all the same
        return None
    in_base = len(game.moves)
    added, problem = read_journal(paths.journal_file, game)
    if problem:
        _journal_lost(paths, notices, problem)
    try:
        state = game.rebuild()
    except (rules.RuleError, *DAMAGE) as exc:
        index = getattr(exc, "index", None)
        if index is None or index < in_base:
            report(notices, _move_both_aside(paths, str(exc)))
            return None
        del game.moves[index:]  # a journal move the rules refuse: go on from before it
        _journal_lost(paths, notices, f"move {index}: {exc}")
        state = game.rebuild()
    log.info("loaded saved game %s: %d moves (%d from the journal)", game.game_id, len(game.moves), added)
    return LoadedGame(game, state)


def _journal_lost(paths, notices, problem: str) -> None:
    """The journal set aside, and the player told which moves were lost and why."""
    moved = move_aside(paths.journal_file)
    notice = Notice(
        "moves_lost", "saved_game", str(paths.journal_file), None if moved is None else str(moved), problem
    )
    report(notices, notice)


def _move_both_aside(paths: Paths, detail: str) -> Notice:
    moved = move_aside(paths.save_file)
    move_aside(paths.journal_file)
    return Notice(
        "bad_moves", "saved_game", str(paths.save_file), None if moved is None else str(moved), detail
    )


# ---------------------------------------------------------------------------------------------- replays


def write_replay(paths: Paths, game: SavedGame, keep: int = MAX_REPLAYS) -> Path:
    now = time.time_ns()
    stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime(now // 10**9)) + f".{now // 1000 % 10**6:06d}"
    short_id = game.game_id[:8] if valid_game_id(game.game_id) else "game"  # never a path of its own
    path = paths.replays_dir / f"{stamp}-{game.ruleset}-{short_id}.json"  # sorts oldest first
    atomic_write_json(path, game.to_json())
    for old in list_replays(paths)[: -keep or None]:
        try:
            old.unlink()
        except OSError:
            pass
    return path


def list_replays(paths: Paths) -> list[Path]:
    """The kept replays, oldest first."""
    try:
        found = paths.replays_dir.iterdir()
        return sorted(p for p in found if p.suffix == ".json" and not p.name.startswith("."))
    except OSError:
        return []


def load_replay(path: Path, notices: list[Notice] | None = None) -> SavedGame | None:
    return load_versioned(path, "replay", SAVE_VERSION, SavedGame.from_json, notices)


def open_replay(path: Path, notices: list[Notice] | None = None) -> SavedGame | None:
    """A kept replay to watch: read, and its moves played through the engine to the end. One whose
    moves the rules refuse is set aside like any bad file (a `bad_moves` notice) and None returned."""
    game = load_replay(path, notices)
    if game is None:
        return None
    try:
        game.rebuild()
    except rules.RuleError as exc:
        moved = move_aside(Path(path))
        kept = None if moved is None else str(moved)
        report(notices, Notice("bad_moves", "replay", str(path), kept, f"move {exc.index}: {exc}"))
        return None
    return game
