"""The game's pygame-gui UIManager: pygame-gui checks a theme's every value before it loads it (3 of the
15 ms of CPU a manager takes to build); the game builds managers with the same two themes again and
again (each screen, resize, UI scale and language: pygame-gui's default theme, then ours), so a theme
is checked once and its findings remembered (issue 44)."""

from __future__ import annotations

import pygame_gui
from pygame_gui.core.ui_appearance_theme import UIAppearanceTheme

#: findings by theme (its repr: the same content in the same order), a few themes at most
_CHECKED: dict[str, tuple[str, ...]] = {}
CHECKED_MAX = 16


class CheckedOnceTheme(UIAppearanceTheme):
    """A theme whose data, when it was checked before, is not checked again."""

    def validate_theme_data(self, theme_data: dict) -> list[str]:
        key = repr(theme_data)
        found = _CHECKED.get(key)
        if found is None:
            if len(_CHECKED) >= CHECKED_MAX:
                _CHECKED.clear()
            found = _CHECKED[key] = tuple(super().validate_theme_data(theme_data))
        return list(found)


class Manager(pygame_gui.UIManager):
    """A UIManager whose themes check their data once (`CheckedOnceTheme`)."""

    def create_new_theme(self, theme_path=None) -> UIAppearanceTheme:
        theme = CheckedOnceTheme(self.resource_loader, self._locale)
        if theme_path is not None:
            theme.load_theme(theme_path)
        return theme
