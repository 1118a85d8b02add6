"""The UI kit every screen is built from: the design tokens (`tokens`), the pygame-gui theme made of them
(`theme`), what the screens share (`context`), the screens' base class and keyboard focus (`screen`,
`focus`), a screen with drawn pieces (`decorated`), modal dialogs (`dialogs`), the menus' background
(`backdrop`) and the screen stack (`stack`)."""

from .backdrop import felt
from .context import BASE_SIZE, MAX_SIZE, MIN_SIZE, Context
from .decorated import DecoratedScreen
from .dialogs import ConfirmDialog, Dialog, DialogFit, MultiDialog
from .focus import KeyboardFocus
from .screen import Screen
from .stack import App
from .theme import theme_for
from .tokens import FOCUS_RING

__all__ = [
    "BASE_SIZE",
    "FOCUS_RING",
    "MAX_SIZE",
    "MIN_SIZE",
    "App",
    "ConfirmDialog",
    "Context",
    "DecoratedScreen",
    "Dialog",
    "DialogFit",
    "KeyboardFocus",
    "MultiDialog",
    "Screen",
    "felt",
    "theme_for",
]
