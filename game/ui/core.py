"""The kit's old address, kept while the screens move to `game.ui.kit` (import from there instead)."""

from .kit import (
    BASE_SIZE,
    FOCUS_RING,
    MAX_SIZE,
    MIN_SIZE,
    App,
    ConfirmDialog,
    Context,
    Dialog,
    DialogFit,
    MultiDialog,
    Screen,
    felt,
    theme_for,
)

__all__ = [
    "BASE_SIZE",
    "FOCUS_RING",
    "MAX_SIZE",
    "MIN_SIZE",
    "App",
    "ConfirmDialog",
    "Context",
    "Dialog",
    "DialogFit",
    "MultiDialog",
    "Screen",
    "felt",
    "theme_for",
]
