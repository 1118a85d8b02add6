"""The rules engine: pure Python, deterministic given a seed, no pygame.

    state = new_game("classic", players=4, options=Options(), seed=1)
    events = apply(state, seat, Play("r5"))      # RuleError(code) if refused; the state is then unchanged
    legal_actions(state, seat); view(state, seat)

`ENGINE` says which engine runs: "compiled" (mypyc, release builds), "pure", or "pure (compiled
failed: why)" (see _loader.py).

The names are read from their modules when first asked for (issue 44): the main menu draws cards
(`game.rules.cards`) but needs neither the engine nor its events, and importing them all was a tenth
of the game's start. A release build's compiled engine is still loaded whole at once, so `_loader`
can fall back to source for all of it together.
"""

from __future__ import annotations

import sys
import types
from importlib import import_module
from typing import TYPE_CHECKING

from . import _loader  # first: it decides where the engine's modules come from

if TYPE_CHECKING:
    from .actions import (
        ACTION_NAMES,
        Accept,
        Action,
        CallUno,
        Catch,
        Challenge,
        ChooseColor,
        Discard,
        Draw,
        Keep,
        NextRound,
        Pass,
        Play,
        action_from_json,
        action_to_json,
    )
    from .cards import CARDS, COLORS, SYMBOLS, Card, hand_points, playable_set
    from .editions import EDITIONS, Edition, carry_options, default_options, edition
    from .engine import apply
    from .errors import ERROR_CODES, RuleError
    from .events import event_from_json, event_to_json, redact
    from .legal import legal_actions, playable_cards, plays_of
    from .options import HAND_SIZE, HAND_TARGET, HOUSE_RULES, SCORING_MODES, UNO_PENALTIES, Options
    from .replay import GameRecord, replay
    from .setup import new_game, table_state
    from .state import State
    from .view import PlayerView, view

    ENGINE: str

#: each name of the package and the module that defines it
_WHERE = {
    "ACTION_NAMES": "actions",
    "Accept": "actions",
    "Action": "actions",
    "CallUno": "actions",
    "Catch": "actions",
    "Challenge": "actions",
    "ChooseColor": "actions",
    "Discard": "actions",
    "Draw": "actions",
    "Keep": "actions",
    "NextRound": "actions",
    "Pass": "actions",
    "Play": "actions",
    "action_from_json": "actions",
    "action_to_json": "actions",
    "CARDS": "cards",
    "COLORS": "cards",
    "SYMBOLS": "cards",
    "Card": "cards",
    "hand_points": "cards",
    "playable_set": "cards",
    "EDITIONS": "editions",
    "edition": "editions",
    "apply": "engine",
    "ERROR_CODES": "errors",
    "RuleError": "errors",
    "redact": "events",
    "event_to_json": "events",
    "event_from_json": "events",
    "legal_actions": "legal",
    "playable_cards": "legal",
    "plays_of": "legal",
    "HOUSE_RULES": "options",
    "SCORING_MODES": "options",
    "Options": "options",
    "GameRecord": "replay",
    "replay": "replay",
    "new_game": "setup",
    "table_state": "setup",
    "State": "state",
    "PlayerView": "view",
    "view": "view",
    "default_options": "editions",
    "carry_options": "editions",
    "Edition": "editions",
    "HAND_SIZE": "options",
    "HAND_TARGET": "options",
    "UNO_PENALTIES": "options",
}
#: names that are both a function here and a module of the package (the function is the package's)
_SHADOWED = frozenset(name for name, module in _WHERE.items() if name == module)


class _Package(types.ModuleType):
    """The package's module: importing `game.rules.view` (or `.replay`) alone does not put the module
    where the function `view` (or `replay`) will be."""

    def __setattr__(self, name: str, value: object) -> None:
        if name in _SHADOWED and isinstance(value, types.ModuleType):
            return
        super().__setattr__(name, value)


sys.modules[__name__].__class__ = _Package


def _load() -> None:
    """Every name of the package, from the engine's modules as `_loader` finds them (once)."""
    engine = _loader.engine()
    found = {name: getattr(import_module(f".{module}", __name__), name) for name, module in _WHERE.items()}
    globals().update(found, ENGINE=engine)


def __getattr__(name: str) -> object:
    if name in _WHERE or name == "ENGINE":
        _load()
        return globals()[name]
    try:  # a module of the package (`game.rules.teams`), imported alone
        return import_module(f".{name}", __name__)
    except ModuleNotFoundError as exc:
        if exc.name != f"{__name__}.{name}":
            raise
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


if _loader.compiled_build():  # a release build: its compiled engine is loaded, or given up, whole
    _load()

__all__ = [
    "ACTION_NAMES",
    "Accept",
    "Action",
    "CallUno",
    "Catch",
    "Challenge",
    "ChooseColor",
    "Discard",
    "Draw",
    "Keep",
    "NextRound",
    "Pass",
    "Play",
    "action_from_json",
    "action_to_json",
    "CARDS",
    "COLORS",
    "SYMBOLS",
    "Card",
    "hand_points",
    "playable_set",
    "EDITIONS",
    "edition",
    "apply",
    "ERROR_CODES",
    "RuleError",
    "redact",
    "event_to_json",
    "event_from_json",
    "legal_actions",
    "playable_cards",
    "plays_of",
    "HOUSE_RULES",
    "SCORING_MODES",
    "Options",
    "GameRecord",
    "replay",
    "new_game",
    "table_state",
    "State",
    "PlayerView",
    "view",
    "default_options",
    "carry_options",
    "ENGINE",
    "Edition",
    "HAND_SIZE",
    "HAND_TARGET",
    "UNO_PENALTIES",
]
