"""The match as the players share it, without pygame: `Match` (the one authority that applies moves),
`TableView` (what one seat may know and do now) and `HotSeat` (whose view is on screen at one computer).

Imports point down only: game.rules, game.ai, game.storage. The table screen, a replay and (next) a
network connection are all subscribers of a `Match`.
"""

from .hotseat import HotSeat
from .log import log_entries
from .match import Match, StaleAction, ai_levels
from .tableview import SeatInfo, TableView, state_view, table_view

__all__ = [
    "HotSeat",
    "Match",
    "SeatInfo",
    "StaleAction",
    "TableView",
    "ai_levels",
    "log_entries",
    "state_view",
    "table_view",
]
