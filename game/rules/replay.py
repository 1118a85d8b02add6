"""A game as its set-up and its moves: what saves and replays store, and how the game is rebuilt."""

from __future__ import annotations

from dataclasses import dataclass, field

from .actions import Action, action_from_json, action_to_json
from .engine import apply
from .options import Options
from .setup import new_game
from .state import State


@dataclass
class GameRecord:
    ruleset: str
    players: int
    options: Options = field(default_factory=Options)
    seed: int = 0
    moves: list[tuple[int, Action]] = field(default_factory=list)  # (seat, action)

    def to_json(self) -> dict:
        return {
            "ruleset": self.ruleset,
            "players": self.players,
            "options": self.options.to_json(),
            "seed": self.seed,
            "moves": [[seat, action_to_json(a)] for seat, a in self.moves],
        }

    @classmethod
    def from_json(cls, data: dict) -> GameRecord:
        return cls(
            data["ruleset"],
            data["players"],
            Options.from_json(data.get("options")),
            data["seed"],
            [(seat, action_from_json(a)) for seat, a in data["moves"]],
        )


def replay(record: GameRecord) -> State:
    """Rebuild the exact state: the same set-up and seed, then every move in order."""
    state = new_game(record.ruleset, record.players, record.options, record.seed)
    for seat, action in record.moves:
        apply(state, seat, action, listen=False)
    return state
