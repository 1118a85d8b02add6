"""The rule books viewer (game/i18n/rulebook.py)."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from game.ui.kit import Screen

if TYPE_CHECKING:
    from game.scene.cardart import CardArt


class RulesScreen(Screen):
    """The rule books (game/i18n/rulebook.py): edition tabs, sections, scrolling, the cards drawn by
    game/scene's card art beside each section."""

    def __init__(self, app, edition: str = "classic"):
        super().__init__(app)
        self.edition = edition
        self.section = 0
        self.scroll = 0
        self._art: CardArt | None = None

    def book(self):
        from game.i18n import load_rulebook

        key = (self.edition, self.ctx.localizer.language)
        if getattr(self, "_book_key", None) != key:
            self._book, self._book_key = load_rulebook(self.ctx.localizer, self.edition), key
        return self._book

    def build(self) -> None:
        from game.i18n import EDITIONS

        ctx = self.ctx
        w, h = ctx.size
        book = self.book()
        self.sections = book.sections
        self.section = min(self.section, len(self.sections) - 1)
        x = self.px(16)
        for i, ed in enumerate(EDITIONS):
            b = self.button(
                (x + i * self.px(170), self.px(12), self.px(160), self.px(40)),
                self.t(f"edition-{ed}"),
                partial(self.set_edition, ed),
            )
            if ed == self.edition:
                b.select()  # the book shown, as the set-up screen shows the chosen edition
        self.button(
            (w - self.px(176), self.px(12), self.px(160), self.px(40)), self.t("ui-back"), self.app.pop
        )
        side = self.px(260)
        y = self.px(66)
        for i, sec in enumerate(self.sections):
            b = self.button((x, y + i * self.px(44), side, self.px(38)), sec.title, partial(self.show, i))
            if i == self.section:
                b.select()
        self.text_rect = pygame.Rect(x + side + self.px(16), y, w - side - 3 * x - self.px(16), h - y - x)
        sec = self.sections[self.section]
        html = "<b>" + _esc(sec.title) + "</b><br><br>" + "<br><br>".join(_esc(p) for p in sec.paragraphs)
        cards_h = self.px(150) if sec.cards else 0
        box = self.text_rect.copy()
        box.h -= cards_h
        self.box = pygame_gui.elements.UITextBox(html, box, manager=self.manager)
        self.cards_rect = pygame.Rect(box.x, box.bottom + self.px(8), box.w, cards_h - self.px(8))
        if self.focus < 0:
            self.focus = 0

    def set_edition(self, edition: str) -> None:
        self.edition, self.section = edition, 0
        self.rebuild()

    def show(self, i: int) -> None:
        self.section = i
        self.rebuild()

    def on_key(self, event) -> bool:
        if event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            self.show((self.section + (1 if event.key == pygame.K_PAGEDOWN else -1)) % len(self.sections))
            return True
        return False

    def draw(self, surface) -> None:
        super().draw(surface)
        sec = self.sections[self.section]
        if not sec.cards:
            return
        if self._art is None:
            from game.scene.cardart import CardArt

            self._art = CardArt(self.ctx.settings.colorblind)
        width = max(24, min(self.px(90), int(self.cards_rect.h / 1.5)))
        x = self.cards_rect.x
        for code in sec.cards:
            try:
                face = self._art.face(code, width)
            except Exception:
                continue
            surface.blit(face, (x, self.cards_rect.y))
            x += face.get_width() + self.px(8)
            if x > self.cards_rect.right - width:
                break


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
