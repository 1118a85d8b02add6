"""The screens by name: name -> "module:Class". A screen reaches another only through here
(`app.push("pause")`, `app.find("table")`), so no screen module imports a sibling screen and the UI
package has no import circle. The class is imported when first asked for.
"""

from __future__ import annotations

import importlib
from typing import Any

SCREENS: dict[str, str] = {
    "main_menu": "game.ui.menus.main_menu:MainMenu",
    "settings": "game.ui.menus.settings:SettingsScreen",
    "statistics": "game.ui.menus.statistics:StatisticsScreen",
    "rules": "game.ui.menus.rules:RulesScreen",
    "pause": "game.ui.menus.pause:PauseMenu",
    "new_game": "game.ui.menus.new_game:NewGameScreen",
    "house_options": "game.ui.menus.new_game:HouseOptionsScreen",
    "table": "game.ui.table.screen:TableScreen",
    "privacy": "game.ui.table.privacy:PrivacyScreen",
    "round_summary": "game.ui.table.round_summary:RoundSummary",
    "game_over": "game.ui.table.game_over:GameOverScreen",
    "replays": "game.ui.replays.replays:ReplaysScreen",
    "replay": "game.ui.replays.replays:ReplayScreen",
    "review": "game.ui.replays.review:ReviewScreen",
    "learn": "game.ui.table.learn:LearnScreen",
    # network play (issue 22)
    "net_menu": "game.ui.netplay.menu:NetMenu",
    "net_host": "game.ui.netplay.host:HostScreen",
    "net_join": "game.ui.netplay.join:JoinScreen",
    "net_rejoin": "game.ui.netplay.rejoin:RejoinScreen",
    "lobby": "game.ui.netplay.lobby:LobbyScreen",
    "net_table": "game.ui.netplay.table:NetTableScreen",
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
