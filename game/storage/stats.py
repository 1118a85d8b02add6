"""Statistics per person's name and edition: games, wins, rounds won, points, best and current streak.

People are counted by name. Computer players are counted by level (`computers`: one record per level
and edition, a game counted once for a level however many of its seats played it, won when one of
them won), so the screen can show who beats you. A finished game is counted once: its id is
remembered, so finishing it again after a crash does not count it twice.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields

from .files import expect, is_int
from .names import NAME_MAX, normalize_name
from .saves import SavedGame, valid_game_id

STATS_VERSION = 1
REMEMBER_GAMES = 200  # how many counted game ids are kept


@dataclass
class Record:
    games: int = 0
    wins: int = 0
    rounds_won: int = 0
    points: int = 0  # points won in the rounds this person won
    best_streak: int = 0  # most games won in a row
    streak: int = 0  # games won in a row up to now

    def add(self, won: bool, rounds_won: int, points: int) -> None:
        self.games += 1
        self.rounds_won += rounds_won
        self.points += points
        if won:
            self.wins += 1
            self.streak += 1
            self.best_streak = max(self.best_streak, self.streak)
        else:
            self.streak = 0

    @classmethod
    def from_json(cls, data) -> Record:
        expect(isinstance(data, dict), "a record is not an object")
        values = {}
        for spec in fields(cls):
            value = data.get(spec.name, 0)
            expect(is_int(value) and value >= 0, f"bad {spec.name} {value!r}")
            values[spec.name] = value
        record = cls(**values)
        expect(
            record.wins <= record.games and record.streak <= record.best_streak <= record.wins,
            "the counts do not add up",
        )
        return record

    def merge(self, other: Record) -> None:
        """Add `other`'s counts (two spellings of one name in an old file: one player)."""
        self.games += other.games
        self.wins += other.wins
        self.rounds_won += other.rounds_won
        self.points += other.points
        self.best_streak = max(self.best_streak, other.best_streak)
        self.streak = max(self.streak, other.streak)


@dataclass(frozen=True)
class SeatResult:
    name: str
    person: bool
    won: bool
    rounds_won: int
    points: int
    level: str | None = None  # a computer player's level (None: a person)


@dataclass
class Statistics:
    players: dict[str, dict[str, Record]] = field(default_factory=dict)  # name -> edition -> record
    counted: list[str] = field(default_factory=list)  # ids of the games already counted
    computers: dict[str, dict[str, Record]] = field(default_factory=dict)  # level -> edition -> record

    def get(self, name: str, ruleset: str) -> Record:
        """The record of `name` in `ruleset` (a zero record if none)."""
        return self.players.get(normalize_name(name), {}).get(ruleset, Record())

    def levels(self) -> list[str]:
        """The computer levels that played a counted game."""
        return sorted(self.computers)

    def computer(self, level: str) -> dict[str, Record]:
        """The records of the computer players of `level`, by edition."""
        return dict(self.computers.get(level, {}))

    def names(self) -> list[str]:
        return sorted(self.players, key=str.casefold)

    def editions(self, name: str) -> dict[str, Record]:
        return dict(self.players.get(normalize_name(name), {}))

    def record_game(self, game_id: str, ruleset: str, results: list[SeatResult]) -> bool:
        """Count a finished game for its people; False if this game was already counted."""
        if game_id in self.counted:
            return False
        for result in results:
            name = normalize_name(result.name)
            if result.person and name:
                record = self.players.setdefault(name, {}).setdefault(ruleset, Record())
                record.add(result.won, result.rounds_won, result.points)
        levels: dict[str, list[SeatResult]] = {}
        for result in results:
            if not result.person and result.level:
                levels.setdefault(result.level, []).append(result)
        for level, seats in levels.items():  # one game per level, won when one of its seats won
            record = self.computers.setdefault(level, {}).setdefault(ruleset, Record())
            record.add(
                any(r.won for r in seats), max(r.rounds_won for r in seats), max(r.points for r in seats)
            )
        self.counted.append(game_id)
        del self.counted[:-REMEMBER_GAMES]
        return True

    def to_json(self) -> dict:
        players = {name: {ed: asdict(rec) for ed, rec in eds.items()} for name, eds in self.players.items()}
        computers = {lv: {ed: asdict(rec) for ed, rec in eds.items()} for lv, eds in self.computers.items()}
        return {
            "version": STATS_VERSION,
            "players": players,
            "counted": list(self.counted),
            "computers": computers,
        }

    @classmethod
    def from_json(cls, data: dict) -> Statistics:
        players = data.get("players", {})
        expect(isinstance(players, dict), "players is not an object")
        from game.rules.editions import EDITIONS  # the rules are imported when first needed (issue 44)

        parsed: dict[str, dict[str, Record]] = {}
        for key, editions in players.items():
            expect(0 < len(key) <= 4 * NAME_MAX, f"bad name {key!r}")
            expect(isinstance(editions, dict), f"the records of {key!r} are not an object")
            for ruleset in editions:
                expect(ruleset in EDITIONS, f"unknown edition {ruleset!r}")
            name = normalize_name(key)  # nothing visible in it: nobody's records, left out
            for ruleset, rec in editions.items():
                record = Record.from_json(rec)
                if name:
                    parsed.setdefault(name, {}).setdefault(ruleset, Record()).merge(record)
        counted = data.get("counted", [])
        expect(isinstance(counted, list) and all(valid_game_id(c) for c in counted), "bad counted list")
        computers = data.get("computers", {})  # files written before computers were counted have none
        expect(isinstance(computers, dict), "computers is not an object")
        levels: dict[str, dict[str, Record]] = {}
        for level, editions in computers.items():
            expect(0 < len(level) <= 64 and level.isprintable(), f"bad level {level!r}")
            expect(isinstance(editions, dict), f"the records of level {level!r} are not an object")
            for ruleset, rec in editions.items():
                expect(ruleset in EDITIONS, f"unknown edition {ruleset!r}")
                levels.setdefault(level, {})[ruleset] = Record.from_json(rec)
        return cls(parsed, counted[-REMEMBER_GAMES:], levels)


def game_results(game: SavedGame) -> list[SeatResult]:
    """Each seat's result in a finished (or abandoned) game, by replaying it."""
    from game.rules.events import RoundEnded
    from game.rules.teams import winners

    rounds = [0] * game.players
    points = [0] * game.players

    def listen(_index, _seat, _action, events):
        for event in events:
            if isinstance(event, RoundEnded):
                for seat in winners(game.players, game.options.teams, event.winner):  # both partners
                    rounds[seat] += 1
                    points[seat] += event.points

    state = game.rebuild(listen)
    won = winners(game.players, game.options.teams, state.game_winner)
    return [
        SeatResult(seat.name, seat.is_person, i in won, rounds[i], points[i], seat.level)
        for i, seat in enumerate(game.seats)
    ]
