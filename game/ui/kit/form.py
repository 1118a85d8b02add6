"""A form screen (`FormScreen`): the title and two columns under it, captioned text fields (the caption
over the control, or beside it when short of room), the person's name field, buttons that fit their
words, plate buttons, the bottom bar (Back, the main button) and the status line over it. What is typed
is read back on every rebuild, so nothing typed is lost when the screen is laid out again.
"""

from __future__ import annotations

import pygame
import pygame_gui

from game.ui.kit import DecoratedScreen, tokens
from game.ui.kit.focus import TextFields
from game.ui.kit.name_entry import NameEntry
from game.ui.kit.widgets import Decor, Plate, hint_fits


class FormScreen(DecoratedScreen, TextFields):
    """The form's layout and its fields; `go` is what Enter in a field and the main button do."""

    name = ""  # the name field's text

    def __init__(self, app):
        super().__init__(app)
        self.entries: dict = {}
        self.row_gap = 0  # the space under a row of a form (`columns` sets it)

    def columns(self, title_id: str, share: float = 0.5) -> tuple[pygame.Rect, pygame.Rect]:
        """The title, and the two columns under it, above the status line (left, right); the left
        one takes `share` of the width."""
        w, _h = self.ctx.size
        px = self.px
        self.entries = {}
        self.decor = Decor()
        self.fitted_label((0, px(8), w, px(52)), self.t(title_id))
        m, gap = px(tokens.SPACE_L), px(tokens.SPACE_XL)
        top = px(72)
        bottom = self.status_rect().top - px(tokens.SPACE_S)
        cw = round((w - 2 * m - gap) * share)
        self.row_gap = px(tokens.SPACE_M)
        return (
            pygame.Rect(m, top, cw, bottom - top),
            pygame.Rect(m + cw + gap, top, w - 2 * m - gap - cw, bottom - top),
        )

    def caption(self, x: int, y: int, width: int, text: str) -> int:
        """A caption over a control; the y under it."""
        self.label((x, y, width, self.px(22)), text, "#caption")
        return y + self.px(24)

    def beside_caption(self, x: int, y: int, width: int, text: str) -> tuple[int, int]:
        """A caption at the left of a control's row (short of room); the x and width left for the
        control."""
        font = self.ctx.font(tokens.TYPE_CAPTION)
        cap_w = min(font.size(text)[0] + self.px(tokens.SPACE_M), width * 2 // 5)
        self.label((x, y, cap_w, self.px(38)), text, "#caption")
        return x + cap_w, width - cap_w

    def field(
        self, x, y, width, caption: str, key: str, value: str, hint="", limit=64, numbers=False, beside=False
    ) -> int:
        """A captioned text field (the caption over it, or `beside` it); the y of the next row."""
        if beside:
            x, width = self.beside_caption(x, y, width, caption)
        else:
            y = self.caption(x, y, width, caption)
        rect = (x, y, width, self.px(38))
        if key == "name":
            self.name_field(rect)
        else:
            self.text_field(rect, key, value, hint, limit, numbers)
        return y + self.px(38) + self.row_gap

    def name_field(self, rect) -> None:
        entry = NameEntry(pygame.Rect(rect), self.manager)
        entry.set_text_length_limit(24)
        entry.set_text(self.name)
        self.entries[entry] = "name"
        self.focusable_field(entry)

    def text_field(self, rect, key: str, value: str, hint: str = "", limit: int = 64, numbers=False):
        entry = pygame_gui.elements.UITextEntryLine(pygame.Rect(rect), self.manager, placeholder_text=hint)
        if not hint_fits(entry):  # a long hint in a field short of room (a big UI scale): the caption's size
            entry.kill()
            entry = pygame_gui.elements.UITextEntryLine(
                pygame.Rect(rect), self.manager, placeholder_text=hint, object_id="#entry_small"
            )
        entry.set_text_length_limit(limit)
        if numbers:
            entry.set_allowed_characters("numbers")
        entry.set_text(value)
        self.entries[entry] = key
        return self.focusable_field(entry)

    def fitted_button(self, rect, text: str, action):
        """A tile's button: its words in the tile's font, or a smaller one when they would not fit."""
        for object_id in ("#tile", "#ghost_bold", "#segment"):
            b = self.button(rect, text, action, object_id)
            if b.font.size(text)[0] <= b.rect.width - self.px(tokens.SPACE_S) or object_id == "#segment":
                return b
            b.kill()
            self.focusables.remove(b)
            self.callbacks.pop(b, None)
        raise AssertionError("unreachable")

    def plate_button(self, rect, text: str, action, icon=None, accent=None, enabled=True):
        b = self.button(rect, text, action, "#ghost_bold", enabled=enabled)
        self.decor.add(Plate(self, b, icon=icon, accent=accent))
        return b

    def bottom_bar(self, main_text: str, main_action, enabled=True, icon="play"):
        """Back at the left, the main button at the right (green, with its icon)."""
        w, h = self.ctx.size
        px = self.px
        by = h - px(64)
        self.plate_button((px(24), by, px(200), px(48)), self.t("ui-back"), self.app.pop)
        return self.plate_button(
            (w - px(24) - px(300), by, px(300), px(48)),
            main_text,
            main_action,
            icon=icon,
            accent=tokens.CARD_FILL["g"],
            enabled=enabled,
        )

    def on_event(self, event) -> bool:
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element in self.entries:
            self._read(event.ui_element)
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element in self.entries:
            self._read(event.ui_element)
            self.go()
            return True
        return False

    def set_field(self, key: str, value: str) -> None:
        setattr(self, key, value)
        for entry, k in self.entries.items():
            if k == key:
                entry.set_text(value)

    def _read(self, entry) -> None:
        setattr(self, self.entries[entry], entry.get_text())

    def rebuild(self) -> None:
        for entry in list(self.entries):
            if entry.alive():
                self._read(entry)
        self.entries = {}
        super().rebuild()

    def status_rect(self) -> pygame.Rect:
        w, h = self.ctx.size
        return pygame.Rect(self.px(24), h - self.px(64) - self.px(50), w - self.px(48), self.px(44))

    def drawn_texts(self) -> list:
        """The words drawn beside the widgets (tile captions, table cards), for the fit tests."""
        return self.decor.drawn_texts()

    # ------------------------------------------------------------------------------------ waiting
    def go(self) -> None:
        """Enter or the main button: start connecting."""
