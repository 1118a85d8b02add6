"""The screens by name: name -> "module:Class". A screen reaches another only through here
(`app.push("pause")`, `app.find("table")`), so no screen module imports a sibling screen and the UI
package has no import circle. The class is imported when first asked for.
"""

from __future__ import annotations

import importlib
from typing import Any

SCREENS: dict[str, str] = {
    "main_menu": "game.ui.main_menu:MainMenu",
    "settings": "game.ui.menus:SettingsScreen",
    "statistics": "game.ui.menus:StatisticsScreen",
    "rules": "game.ui.menus:RulesScreen",
    "pause": "game.ui.menus:PauseMenu",
    "new_game": "game.ui.setup:NewGameScreen",
    "table": "game.ui.table:TableScreen",
    "privacy": "game.ui.privacy:PrivacyScreen",
    "round_summary": "game.ui.round_end:RoundSummary",
    "game_over": "game.ui.round_end:GameOverScreen",
    "replays": "game.ui.replays:ReplaysScreen",
    "replay": "game.ui.replays:ReplayScreen",
    "review": "game.ui.review:ReviewScreen",
    "learn": "game.ui.tutorial:LearnScreen",
    # network play (issue 22)
    "net_menu": "game.ui.netplay:NetMenu",
    "net_host": "game.ui.netplay:HostScreen",
    "net_join": "game.ui.netplay:JoinScreen",
    "net_rejoin": "game.ui.netplay:RejoinScreen",
    "lobby": "game.ui.lobby:LobbyScreen",
    "net_table": "game.ui.net_table:NetTableScreen",
}


def screen_class(name: str) -> type[Any]:
    """The class registered as `name` (KeyError for a name not in SCREENS)."""
    module, _, attr = SCREENS[name].partition(":")
    return getattr(importlib.import_module(module), attr)


def make(name: str, app, *args, **kwargs):
    """A new screen `name` for `app` (the arguments go to its constructor after the app)."""
    return screen_class(name)(app, *args, **kwargs)


def is_screen(screen, name: str) -> bool:
    return screen is not None and isinstance(screen, screen_class(name))
