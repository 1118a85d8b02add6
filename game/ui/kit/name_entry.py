"""The text field for a player's name: it never holds what cannot be drawn.

pygame-gui measures the field's text with the font, and the font refuses a text that draws nothing
("Text has zero width"): a zero-width space, a byte-order mark or a bidi mark typed or pasted into an
empty field crashed the set-up screen. This field refuses control characters and lone surrogates
(never part of a name), refuses an invisible character while nothing visible is in the field, and if
an edit (a paste, a deletion) still leaves only invisible characters, it empties itself. Invisible
characters after a visible one stay: a zero-width joiner in an emoji, a bidi mark in a mixed name.
The name is normalised again when the game starts (game/storage/names.py).
"""

from __future__ import annotations

import logging

import pygame
import pygame_gui

from game.storage.names import has_visible, strip_controls

log = logging.getLogger("game.ui")


class NameEntry(pygame_gui.elements.UITextEntryLine):
    def _process_entered_character(self, character: str) -> bool:
        if strip_controls(character) != character or character.isspace() and character != " ":
            return False
        low, high = sorted(self.select_range)
        rest = self.text[:low] + self.text[high:] if high > low else self.text
        if not has_visible(rest) and not has_visible(character):
            return False  # alone it would draw nothing
        return super()._process_entered_character(character)

    def process_event(self, event: pygame.event.Event) -> bool:
        before, stopped = self.text, False
        try:
            consumed = super().process_event(event)
        except (pygame.error, ValueError) as exc:  # the font measured an invisible-only run
            log.info("name field: %s; the field is mended", exc)
            consumed = stopped = True
        text = strip_controls(self.text)
        if not has_visible(text):
            text = ""
        if stopped or text != self.text:  # set_text lays the whole text out again
            self.set_text(text)
            if text != before:
                self._post_text_event(pygame_gui.UI_TEXT_ENTRY_CHANGED)
        return consumed
