"""The rules engine: pure Python, deterministic given a seed, no pygame.

    state = new_game("classic", players=4, options=Options(), seed=1)
    events = apply(state, seat, Play("r5"))      # RuleError(code) if refused; the state is then unchanged
    legal_actions(state, seat); view(state, seat)

`ENGINE` says which engine runs: "compiled" (mypyc, release builds), "pure", or "pure (compiled
failed: why)" (see _loader.py).
"""

from . import _loader  # first: it decides where the engine's modules come from
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

ENGINE: str = _loader.ENGINE

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
