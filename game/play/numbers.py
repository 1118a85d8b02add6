"""The match in numbers, for the game-over screen: each seat's rounds won, best round, UNO calls and
catches, counted from the move log (`TablePort.log`: the same entries at a local and a network table,
the whole match for a game continued from its save)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field


@dataclass
class MatchNumbers:
    players: int
    rounds_won: list[int] = field(default_factory=list)
    best_round: list[int] = field(default_factory=list)  # the most points one won round brought
    uno_calls: list[int] = field(default_factory=list)
    catches: list[int] = field(default_factory=list)  # players this seat caught without UNO

    def __post_init__(self) -> None:
        for name in ("rounds_won", "best_round", "uno_calls", "catches"):
            if not getattr(self, name):
                setattr(self, name, [0] * self.players)

    def _seat(self, args: dict, key: str) -> int | None:
        value = args.get(key)
        if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < self.players:
            return value
        return None

    def add(self, entries: Iterable[tuple[str, dict]]) -> None:
        """Count more of the log (the entries of the moves since the last call)."""
        for msg_id, args in entries:
            if msg_id == "log-round-won":
                who = self._seat(args, "player")
                if who is not None:
                    self.rounds_won[who] += 1
                    points = args.get("points", 0)
                    if isinstance(points, int):
                        self.best_round[who] = max(self.best_round[who], points)
            elif msg_id == "log-uno":
                who = self._seat(args, "player")
                if who is not None:
                    self.uno_calls[who] += 1
            elif msg_id == "log-uno-caught":
                who = self._seat(args, "catcher")
                if who is not None:
                    self.catches[who] += 1


def match_numbers(log: Iterable[tuple[str, dict]], players: int) -> MatchNumbers:
    """Count the log's round wins (with their points), UNO calls and catches per seat."""
    numbers = MatchNumbers(players)
    numbers.add(log)
    return numbers
