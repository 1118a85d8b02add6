"""The game's pygame-gui UIManager. The game builds managers with the same two themes again and again
(each screen, resize, UI scale and language: pygame-gui's default theme, then ours), and pygame-gui
does the same work for each: it checks the theme's every value before loading it, reads its 250
colours from their strings, and draws the corners and edges of every shadow size the theme names. A
theme is checked once (its findings remembered), a colour string read once (each theme gets its own
Color), and the shadows' corners drawn once are shared (pygame-gui only ever copies them onto the
shadows it makes) (issue 44).

pygame-gui measures a text by rendering it (the only way to its kerned size, it says), once or twice for
every label and button it lays out, again at every rebuild: `MeasuredFont` keeps each text's box per
font file, size and style, and renders only what it has not measured before.

pygame-gui draws every look of a button (normal, hovered, selected, active) when it is made or its text
changes, one a frame over the frames after, and most are never shown: a shape of the game's managers
draws the look it shows, and another when it is first shown (`set_active_state` draws a look not drawn
yet, at once).
"""

from __future__ import annotations

from collections import deque

import pygame
import pygame_gui
import pygame_gui.core.utility
from pygame_gui.core.drawable_shapes.drawable_shape import DrawableShape
from pygame_gui.core.gui_font_pygame import GUIFontPygame
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
#: text boxes measured, by font (file, size, style) and then by (text, how it is drawn)
_BOXES: dict[tuple, dict[tuple, tuple[int, int, int, int]]] = {}
BOXES_MAX = 20_000  # texts kept per font at most (a few hundred bytes each)


class MeasuredFont(GUIFontPygame):
    """pygame-gui's font of pygame's SDL_ttf, whose `get_rect` (a text's box: rendered, then measured)
    is worked out once per text, drawing style and font: fonts of the same file, size and style, in any
    manager, share what they measured."""

    def __init__(self, file, size, force_style: bool = False, style: dict | None = None):
        super().__init__(file, size, force_style, style)
        self._font: pygame.font.Font = self._GUIFontPygame__internal_font  # type: ignore[attr-defined]
        self._boxes: dict[tuple, tuple[int, int, int, int]]
        if isinstance(file, str):  # (a file given as bytes is its own font)
            self._boxes = _BOXES.setdefault((file, self.point_size, force_style, repr(style)), {})
        else:
            self._boxes = {}

    def get_rect(self, text: str) -> pygame.Rect:
        font = self._font
        key = (text, self.antialiased, font.bold, font.italic, font.underline, font.strikethrough)
        box = self._boxes.get(key)
        if box is None:
            if len(self._boxes) >= BOXES_MAX:
                self._boxes.clear()
            x, y, w, h = super().get_rect(text)
            box = self._boxes[key] = (x, y, w, h)
        return pygame.Rect(box)


# pygame-gui makes its fonts in FontResource.load, by this module-level name (pygame-gui is pinned to
# the version whose code this was checked against: pyproject.toml, tests/test_ui_managers.py)
pygame_gui.core.utility.GUIFontPygame = MeasuredFont  # type: ignore[misc]

_DRAW_ALL_STATES = DrawableShape.redraw_all_states


def _draw_shown_state(shape: DrawableShape, force_full_redraw: bool = False) -> None:
    """DrawableShape.redraw_all_states for a shape of the game's managers: the look it shows drawn now,
    the others marked to be drawn when shown (pygame-gui's own: `normal` now, the others queued, one a
    frame)."""
    if not isinstance(shape.ui_manager, Manager):
        _DRAW_ALL_STATES(shape, force_full_redraw)
        return
    for state in shape.states.values():
        state.generated = False
    shape.states_to_redraw_queue = deque()
    shape.redraw_state(shape.active_state.state_id)


DrawableShape.redraw_all_states = _draw_shown_state  # type: ignore[method-assign,assignment]


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
