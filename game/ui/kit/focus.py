"""Keyboard focus on a screen's buttons and text fields: Tab and the arrows move it, Enter and Space
press the focused button, the pointer moving onto a button takes it there; a cyan ring shows it
(`draw_focus`). A text field reached with Tab, or pressed with Enter (the pad's A), takes the typing
(pygame-gui's focus) and keeps Left, Right, Space and Enter for its text; Tab, Up, Down and Escape
leave it. The arrows (the pad's d-pad) pass over a field without typing into it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from . import tokens

if TYPE_CHECKING:
    from .context import Context


class KeyboardFocus:
    """The focus part of a screen: `focusables` (buttons in Tab order), `focus` (an index, -1 none) and
    `callbacks` (button -> what pressing it does) are the screen's."""

    app: Any  # the screen stack (kit.stack.App)
    ctx: Context
    focusables: list
    focus: int
    callbacks: dict
    pointer_focus = False  # the focus is where the pointer put it (it leaves with the pointer)

    def px(self, value: float) -> int:
        return self.ctx.px(value)

    def _show_focus(self) -> None:
        """Keyboard focus is a bright ring drawn around the button (`draw_focus`), apart from a button's
        selected state (the chosen edition) and from its own colours (the colour picker's buttons)."""

    def focused_button(self):
        if 0 <= self.focus < len(self.focusables):
            b = self.focusables[self.focus]
            if b.visible and b.is_enabled and b.alive():
                return b
        return None

    def forget_hidden_focus(self) -> None:
        """A focused button that was hidden (the table's Draw once the turn is over) loses the focus:
        shown again on a later turn it must not come back with a ring nobody put there."""
        if 0 <= self.focus < len(self.focusables):
            b = self.focusables[self.focus]
            if not b.visible or not b.alive():
                self.focus = -1

    def draw_focus(self, surface: pygame.Surface) -> None:
        b = self.focused_button()
        if b is not None:
            width = max(2, self.px(tokens.FOCUS_WIDTH))
            pygame.draw.rect(
                surface,
                tokens.FOCUS_RING,
                b.rect.inflate(2 * width + 2, 2 * width + 2),
                width,
                border_radius=self.px(tokens.RADIUS_MEDIUM) + width,
            )

    def move_focus(self, step: int) -> None:
        if not self.focusables:
            return
        if self.focus < 0:
            self.focus = 0 if step > 0 else len(self.focusables) - 1
        else:
            self.focus = (self.focus + step) % len(self.focusables)
        self.pointer_focus = False
        self._quiet_hover()
        self.stop_typing()
        self._show_focus()

    def enter_field(self) -> bool:
        """The focused text field takes the typing (Tab into it, or Enter / the pad's A on it)."""
        focused = self.focused_button()
        manager = getattr(self, "manager", None)
        if manager is None or not is_text_field(focused):
            return False
        manager.set_focus_set(focused)
        return True

    def stop_typing(self) -> None:
        """The text field that had the typing lets it go (the focus ring may stay on it)."""
        manager = getattr(self, "manager", None)
        if manager is not None and any(is_text_field(e) for e in manager.get_focus_set() or ()):
            manager.set_focus_set(None)

    def focus_typed_field(self) -> None:
        """A text field the pointer clicked into takes the keyboard focus too (one focus, one ring)."""
        manager = getattr(self, "manager", None)
        for element in (manager.get_focus_set() or ()) if manager is not None else ():
            if is_text_field(element) and element in self.focusables:
                self.focus = self.focusables.index(element)
                self.pointer_focus = False
                return

    def _follow_pointer(self, pos) -> None:
        """One highlight at a time: the pointer moving onto a button takes the keyboard focus there
        (the focus ring and the hover colour then mark the same button)."""
        for i, b in enumerate(self.focusables):
            if is_text_field(b):
                continue  # a field takes the focus when clicked into, not when passed over
            if b.visible and b.is_enabled and b.alive() and b.rect.collidepoint(pos):
                if i != self.focus:
                    self.focus = i
                    self._show_focus()
                self.pointer_focus = True
                if b.hovered and b.drawable_shape is not None:
                    b.drawable_shape.set_active_state("hovered")  # it may have been quietened
                return
        if self.pointer_focus:  # the pointer left the button it had focused: the ring goes with it
            self.focus = -1
            self.pointer_focus = False

    def _quiet_hover(self) -> None:
        """The keyboard moved the focus: a button the pointer still rests on stops looking hovered
        (it looks so again when the pointer moves)."""
        focused = self.focused_button()
        for b in self.focusables:
            if b is not focused and b.alive() and b.hovered and b.drawable_shape is not None:
                b.drawable_shape.set_active_state("normal")

    def activate_focus(self) -> bool:
        if 0 <= self.focus < len(self.focusables):
            b = self.focusables[self.focus]
            callback = self.callbacks.get(b)
            if callback is not None and b.is_enabled:
                self.ctx.audio.play("click")  # sound (issue 24)
                self.app.ripple(b.rect)
                callback()
                return True
        return False


def is_text_field(element) -> bool:
    return isinstance(element, pygame_gui.elements.UITextEntryLine)


class TextFields:
    """A screen's one-line text fields, each kept under a key in `entries` (field -> key): the screen
    reads them back by key when it is built again."""

    entries: dict

    def field_entry(self, key):
        """The text field kept under `key`."""
        return next(entry for entry, k in self.entries.items() if k == key)
