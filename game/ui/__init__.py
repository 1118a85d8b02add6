"""The game's screens with pygame-gui: the kit (`kit`: design tokens, theme, screen stack, dialogs), the
menus, settings, statistics and rules viewer (`menus`), the new-game set-up (`setup`), the table with
every decision, hot-seat privacy, round summary and game over (`table`). The game being played is a
`game.play.Match` (the engine, the AI players off the frame loop, autosave, the move log; no pygame).

One pygame-gui UIManager per screen (see `kit.screen`): a resize or a language switch builds the screen
again. Every string shown is a Fluent message (`locales/<lang>/ui-screens.ftl`, `ui.ftl`). Screens reach
each other by name (`screens`); the self-test's render hook is `game.ui.selftest.selftest_render`.
"""

from game.ui.kit import App, Context, Dialog, MultiDialog, Screen

__all__ = ["App", "Context", "Dialog", "MultiDialog", "Screen"]
