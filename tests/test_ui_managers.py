"""The game's UIManager (game/ui/kit/managers.py, issue 44) checks a theme once, reads a colour string
once and shares the shadows' corners between themes: what it loads must be what pygame-gui's own
manager loads from the same theme, and no theme may share a colour object with another (a widget that
changes its colour must not change another manager's)."""

import pygame
import pygame_gui
from pygame_gui.core.gui_font_pygame import GUIFontPygame

from game.ui.kit.managers import CheckedOnceTheme, Manager, MeasuredFont
from game.ui.kit.theme import theme_for


def _colours(manager) -> dict:
    return {
        (element, name): tuple(value) if isinstance(value, pygame.Color) else repr(value)
        for element, block in manager.get_theme().ui_element_colours.items()
        for name, value in block.items()
    }


def test_the_game_s_managers_load_the_themes_as_pygame_gui_does():
    pygame.init()
    pygame.display.set_mode((320, 240))
    for scale in (1.0, 1.5):
        plain = pygame_gui.UIManager((800, 600), theme_for(scale))
        first, second = (Manager((800, 600), theme_for(scale)) for _ in range(2))  # the second: remembered
        assert isinstance(second.get_theme(), CheckedOnceTheme)
        assert _colours(first) == _colours(plain) == _colours(second) != {}
        ours, theirs = second.get_theme(), plain.get_theme()
        assert ours.ui_element_fonts_info == theirs.ui_element_fonts_info
        assert ours.ui_element_misc_data == theirs.ui_element_misc_data
        assert set(theirs.shadow_generator.preloaded_shadow_corners) <= set(
            ours.shadow_generator.preloaded_shadow_corners
        )


def test_no_two_managers_share_a_colour():
    pygame.init()
    pygame.display.set_mode((320, 240))
    a, b = (Manager((800, 600), theme_for(1.0)) for _ in range(2))
    colour = a.get_theme().ui_element_colours["defaults"]["normal_bg"]
    other = b.get_theme().ui_element_colours["defaults"]["normal_bg"]
    assert colour == other and colour is not other
    before = tuple(other)
    colour.r = (colour.r + 1) % 256
    assert tuple(other) == before


def test_a_measured_text_is_the_box_pygame_gui_renders_for_it():
    """MeasuredFont keeps each text's box: the box is pygame-gui's own (rendered) one, for every style the
    font is drawn in, and fonts of the same file, size and style share it."""
    pygame.init()
    pygame.display.set_mode((320, 240))
    manager = Manager((800, 600), theme_for(1.0))
    font = manager.get_theme().get_font(["button"])
    assert isinstance(font, MeasuredFont)  # the fonts pygame-gui makes for the game's managers
    path = theme_for(1.0)["defaults"]["font"]["regular_path"]
    style = {"antialiased": True, "italic": False, "bold": False}
    ours, again = MeasuredFont(path, 17, style=style), MeasuredFont(path, 17, style=style)
    theirs = GUIFontPygame(path, 17, style=style)
    texts = ["", "Play", "Wild Draw Four", "Húzz négyet!", "Älä unohda sanoa UNO", "AV Ty 1,024"]
    for underline in (False, True, False):
        ours.underline = theirs.underline = again.underline = underline
        for text in texts:
            box = ours.get_rect(text)
            assert box == theirs.get_rect(text) == again.get_rect(text)
            box.width += 5  # a caller's change to its box is its own
            assert ours.get_rect(text) == theirs.get_rect(text)
    assert ours._boxes is again._boxes and len(ours._boxes) == 2 * len(texts)  # (underlined or not)


def test_a_button_draws_the_look_it_shows_and_another_when_it_is_shown():
    """A button of the game's managers draws its normal look when made and when its words change, and
    no other look until it is shown: then at once, with the words it has now."""
    pygame.init()
    pygame.display.set_mode((320, 240))
    manager = Manager((800, 600), theme_for(1.0))
    button = pygame_gui.elements.UIButton(pygame.Rect(10, 10, 200, 40), "Play", manager)
    shape = button.drawable_shape
    drawn = {name for name, state in shape.states.items() if state.generated}
    assert drawn == {"normal"} and not shape.states_to_redraw_queue
    manager.update(0.016)
    shape.set_active_state("hovered")
    assert shape.states["hovered"].generated and shape.active_state.state_id == "hovered"
    hovered = shape.get_active_state_surface().copy()
    button.set_text("Play a card")  # new words while hovered: the hovered look is drawn again, at once
    assert shape.active_state.state_id == "hovered" and shape.states["hovered"].generated
    assert not shape.states["normal"].generated  # drawn again when shown
    assert pygame.image.tobytes(shape.get_active_state_surface(), "RGBA") != pygame.image.tobytes(
        hovered, "RGBA"
    )
    shape.set_active_state("normal")
    assert shape.states["normal"].generated
    # pygame-gui's own manager keeps its own way: every look but disabled drawn, one a frame
    plain = pygame_gui.UIManager((800, 600), theme_for(1.0))
    theirs = pygame_gui.elements.UIButton(pygame.Rect(10, 10, 200, 40), "Play", plain).drawable_shape
    assert list(theirs.states_to_redraw_queue) == ["hovered", "selected", "active"]
