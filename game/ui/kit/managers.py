"""The game's pygame-gui UIManager. The game builds managers with the same two themes again and again
(each screen, resize, UI scale and language: pygame-gui's default theme, then ours), and pygame-gui
does the same work for each: it checks the theme's every value before loading it, reads its 250
colours from their strings, and draws the corners and edges of every shadow size the theme names. A
theme is checked once (its findings remembered), a colour string read once (each theme gets its own
Color), and the shadows' corners drawn once are shared (pygame-gui only ever copies them onto the
shadows it makes) (issue 44)."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.core.ui_appearance_theme import UIAppearanceTheme

#: findings by theme (its repr: the same content in the same order), a few themes at most
_CHECKED: dict[str, tuple[str, ...]] = {}
CHECKED_MAX = 16
#: colours by their theme strings ("#rrggbb", "#rrggbbaa", a name); gradients are read every time
_COLOURS: dict[str, pygame.Color] = {}
COLOURS_MAX = 1024
#: pygame-gui's shadow corners and edges by its own name for them ("<width>x[radii]"), drawn once
_CORNERS: dict[str, dict] = {}
CORNERS_MAX = 64


class CheckedOnceTheme(UIAppearanceTheme):
    """A theme whose data, when it was checked before, is not checked again, and whose shadows start
    with the corners other themes drew."""

    def validate_theme_data(self, theme_data: dict) -> list[str]:
        key = repr(theme_data)
        found = _CHECKED.get(key)
        if found is None:
            if len(_CHECKED) >= CHECKED_MAX:
                _CHECKED.clear()
            found = _CHECKED[key] = tuple(super().validate_theme_data(theme_data))
        return list(found)

    @staticmethod
    def _load_colour_or_gradient_from_theme(theme_colours_dictionary, colour_id):
        text = theme_colours_dictionary[colour_id]
        known = _COLOURS.get(text)
        if known is not None:
            return pygame.Color(known)
        colour = UIAppearanceTheme._load_colour_or_gradient_from_theme(theme_colours_dictionary, colour_id)
        if isinstance(colour, pygame.Color) and len(_COLOURS) < COLOURS_MAX:
            _COLOURS[text] = pygame.Color(colour)
        return colour

    def _preload_shadow_edges(self) -> None:
        known = self.shadow_generator.preloaded_shadow_corners
        for name, corners in _CORNERS.items():
            known.setdefault(name, corners)
        super()._preload_shadow_edges()
        for name, corners in list(known.items()):
            if len(_CORNERS) < CORNERS_MAX:
                _CORNERS.setdefault(name, corners)
                width = name.partition("x")[0]
                if width.isdigit() and name == f"{width}x{[int(width)] * 4}":
                    # pygame-gui looks for an element with a shadow width and no corner radius under
                    # "<width>x<width>" and stores what it draws under "<width>x[<width>, ...]": it
                    # drew those again for every theme
                    _CORNERS.setdefault(f"{width}x{width}", corners)


class Manager(pygame_gui.UIManager):
    """A UIManager whose themes check their data once (`CheckedOnceTheme`)."""

    def create_new_theme(self, theme_path=None) -> UIAppearanceTheme:
        theme = CheckedOnceTheme(self.resource_loader, self._locale)
        if theme_path is not None:
            theme.load_theme(theme_path)
        return theme
