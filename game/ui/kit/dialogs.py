"""Modal questions over a screen: `Dialog` (a title, a message and a row or grid of answers, fitted to
its texts in the language shown), `ConfirmDialog` (yes/cancel with a message as tall as its text) and
`MultiDialog` (pick exactly n of the choices)."""

from __future__ import annotations

import warnings
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from game.scene.textwrap import wrap

from . import tokens
from .screen import Screen

if TYPE_CHECKING:
    from game.scene.cardart import CardArt

PAD = tokens.SPACE_L  # round a dialog's contents
GAP = tokens.SPACE_S  # between its answers
ROW = tokens.CONTROL_HEIGHT + GAP + 2  # one row of answers
CARD_W = 76  # a card shown in a dialog (a hand shown to a challenger)
CARDS_H = 130  # the band those cards take


@dataclass(frozen=True)
class DialogFit:
    width: int
    columns: int
    title_lines: list[str]
    line_h: int
    message_h: int
    height: int
    #: what the widest row of answers and the widest title line need, and the room the panel gives
    #: them (more than the room only when a text is wider than the whole window allows)
    row_w: int = 0
    title_w: int = 0
    title_room: int = 0


class Dialog(Screen):
    """A modal question: a title, a message and a row (or grid) of answers; `callback(result)` gets the
    chosen value after the dialog is closed. Escape answers `cancel` when it is not None."""

    opaque = False
    pauses_game = False

    def __init__(
        self,
        app,
        title: str,
        message: str,
        choices: Sequence[tuple[str, object]],
        callback: Callable[[Any], object] | None,
        cancel: object = None,
        object_ids=None,
        columns: int = 4,
        cards: tuple[str, ...] = (),
    ):
        super().__init__(app)
        self.title, self.message, self.choices = title, message, choices
        self.cards = tuple(cards)  # card faces shown in the dialog (a hand shown to a challenger)
        self._art: CardArt | None = None
        self.result_callback, self.cancel = callback, cancel
        self.object_ids = object_ids or {}
        self.columns = max(1, min(columns, len(choices)))
        self.answered = False
        self.focus = 0
        self.avoid: pygame.Rect | None = None  # what the panel must not cover (see `place`)
        self._fit: tuple | None = None

    def button_texts(self) -> list[str]:
        """Every text an answer button may show (a subclass adds its variants)."""
        return [text for text, _ in self.choices]

    def answer_width(self, font) -> int:
        """The width an answer button needs for its words in `font` (a subclass that draws more on its
        buttons, or themes them in another font, needs more)."""
        return max((font.size(t)[0] for t in self.button_texts()), default=0) + self.px(tokens.SPACE_L)

    def fit(self) -> DialogFit:
        """The panel's width, the answer columns, the title's lines and the message's height, measured
        with the widgets' own fonts so that no text is clipped: the panel grows up to the window, the
        answers take fewer columns (more rows) and the title wraps. Cached per size and language."""
        key = (
            self.ctx.size,
            self.ctx.localizer.language,
            self.title,
            self.message,
            tuple(self.button_texts()),
        )
        if self._fit is not None and self._fit[0] == key:
            return self._fit[1]
        w, h = self.ctx.size
        pad, gap = self.px(PAD), self.px(GAP)
        widest = w - self.px(2 * PAD)
        probe = pygame_gui.elements.UIButton(pygame.Rect(0, 0, 100, 40), " ", self.manager)
        button_font = probe.font
        probe.kill()
        with warnings.catch_warnings():
            warnings.filterwarnings("ignore", message="Label Rect is too small", category=UserWarning)
            heading = pygame_gui.elements.UILabel(
                pygame.Rect(0, 0, 100, 40),
                " ",
                self.manager,
                object_id=pygame_gui.core.ObjectID(object_id="#heading"),
            )
        title_font = heading.font
        heading.kill()
        assert button_font is not None and title_font is not None, "themed elements have their fonts"
        button_w = self.answer_width(button_font)
        columns = self.columns
        while columns > 1 and columns * button_w + (columns - 1) * gap + 2 * pad > widest:
            columns -= 1
        row_w = columns * button_w + (columns - 1) * gap + 2 * pad
        width = max(
            self.px(max(520, 170 * self.columns + 40)),
            row_w,
            title_font.size(self.title)[0] + 2 * pad + self.px(tokens.SPACE_S),
        )
        width = min(width, widest)
        title_room = width - 2 * pad - self.px(tokens.SPACE_S)
        title_lines = wrap(title_font, self.title, title_room) or [""]
        title_w = max(title_font.size(line)[0] for line in title_lines)
        message_h = 0
        if self.message:
            box = pygame_gui.elements.UITextBox(
                self.message, pygame.Rect(0, 0, width - 2 * pad, -1), manager=self.manager
            )
            message_h = box.rect.height
            box.kill()
        rows = (len(self.choices) + columns - 1) // columns
        line_h = max(self.px(36), title_font.size("Ág")[1] + self.px(tokens.SPACE_XS))
        height = (
            2 * pad
            + len(title_lines) * line_h
            + self.px(tokens.SPACE_XS)
            + (message_h + self.px(6) if message_h else 0)
            + (self.px(CARDS_H) if self.cards else 0)
            + rows * self.px(ROW)
            - self.px(GAP)
        )
        result = DialogFit(width, columns, title_lines, line_h, message_h, height, row_w, title_w, title_room)
        self._fit = (key, result)
        return result

    def panel_rect(self) -> pygame.Rect:
        w, h = self.ctx.size
        f = self.fit()
        return self.place(pygame.Rect((w - f.width) // 2, (h - f.height) // 2, f.width, f.height))

    def place(self, r: pygame.Rect) -> pygame.Rect:
        """`r` moved clear of `self.avoid` (what the question is about, e.g. the discard pile): above or
        below it, where there is more room; kept inside the window."""
        h = self.ctx.size[1]
        if self.avoid is not None and r.colliderect(self.avoid):
            margin = self.px(tokens.SPACE_S)
            above, below = self.avoid.top - margin, h - self.avoid.bottom - margin
            if below >= r.h or below >= above:
                r.top = self.avoid.bottom + margin
            else:
                r.bottom = self.avoid.top - margin
        r.top = max(0, min(r.top, h - r.h))
        return r

    def build(self) -> None:
        r = self.panel_rect()
        f = self.fit()
        pygame_gui.elements.UIPanel(r, manager=self.manager)
        pad = self.px(PAD)
        top = r.y + pad
        for line in f.title_lines:
            self.label((r.x + pad, top, r.w - 2 * pad, f.line_h), line, "#heading")
            top += f.line_h
        top += self.px(tokens.SPACE_XS)
        if self.message:
            box = pygame.Rect(r.x + pad, top, r.w - 2 * pad, f.message_h)
            pygame_gui.elements.UITextBox(self.message, box, manager=self.manager)
            top += f.message_h + self.px(6)
        self.cards_top = top
        if self.cards:
            top += self.px(CARDS_H)
        bw = (r.w - 2 * pad - (f.columns - 1) * self.px(GAP)) // f.columns
        for i, (text, value) in enumerate(self.choices):
            row, col = divmod(i, f.columns)
            rect = (
                r.x + pad + col * (bw + self.px(GAP)),
                top + row * self.px(ROW),
                bw,
                self.px(tokens.CONTROL_HEIGHT),
            )
            self.button(rect, text, partial(self.answer, value), self.object_ids.get(value))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if not self.cards:
            return
        if self._art is None:
            from game.scene.cardart import CardArt

            self._art = CardArt(self.ctx.settings.colorblind)
        r = self.panel_rect()
        width = self.px(CARD_W)
        step = min(
            width + self.px(tokens.SPACE_S),
            (r.w - 2 * self.px(PAD) - width) // max(1, len(self.cards) - 1) or 1,
        )
        x = r.x + self.px(PAD)
        for code in self.cards:
            face = self._art.face(code, width)
            surface.blit(face, (x, self.cards_top))
            x += step

    def answer(self, value) -> None:
        if self.answered:
            return
        self.answered = True
        self.app.remove(self)
        if self.result_callback is not None:
            self.result_callback(value)

    def on_escape(self) -> None:
        if self.cancel is not None:
            self.answer(self.cancel)
        else:  # a decision that must be answered: Escape pauses the game instead
            self.app.push("pause")

    def draw_background(self, surface) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill(tokens.SCRIM)
        surface.blit(shade, (0, 0))


class ConfirmDialog(Dialog):
    """A yes/cancel question whose message box is as tall as its wrapped text in the language shown
    (measured by pygame-gui itself), so a long translation never needs a scroll bar. Enter answers the
    focused choice (`focus`: the first unless told), Escape answers `cancel`."""

    def __init__(
        self,
        app,
        title: str,
        message: str,
        choices: Sequence[tuple[str, object]],
        callback: Callable[[Any], object] | None,
        cancel: object,
        focus: int = 0,
    ):
        super().__init__(app, title, message, choices, callback, cancel, columns=len(choices))
        self.focus = focus
        self._measured: tuple | None = None

    def message_height(self) -> int:
        key = (self.ctx.size, self.ctx.localizer.language)
        if self._measured is None or self._measured[0] != key:
            probe = pygame_gui.elements.UITextBox(
                self.message, pygame.Rect(0, 0, self._box_width(), -1), manager=self.manager
            )
            self._measured = (key, probe.rect.height)
            probe.kill()
        return self._measured[1]

    def _box_width(self) -> int:
        w, _ = self.ctx.size
        return min(w - self.px(2 * PAD), self.px(max(560, 180 * self.columns + 40))) - 2 * self.px(PAD)

    def panel_rect(self) -> pygame.Rect:
        w, h = self.ctx.size
        width = self._box_width() + 2 * self.px(PAD)
        height = min(
            h - self.px(PAD), self.px(PAD + 40 + 14 + tokens.CONTROL_HEIGHT + PAD) + self.message_height()
        )
        return pygame.Rect((w - width) // 2, (h - height) // 2, width, height)

    def build(self) -> None:
        r = self.panel_rect()
        pygame_gui.elements.UIPanel(r, manager=self.manager)
        pad = self.px(PAD)
        self.label((r.x + pad, r.y + pad, r.w - 2 * pad, self.px(36)), self.title, "#heading")
        top = r.y + pad + self.px(2 * PAD)
        box = pygame.Rect(r.x + pad, top, r.w - 2 * pad, self.message_height())
        self.message_box = pygame_gui.elements.UITextBox(self.message, box, manager=self.manager)
        top = r.bottom - pad - self.px(tokens.CONTROL_HEIGHT)
        gap = self.px(GAP)
        bw = (r.w - 2 * pad - (self.columns - 1) * gap) // self.columns
        for i, (text, value) in enumerate(self.choices):
            self.button(
                (r.x + pad + i * (bw + gap), top, bw, self.px(tokens.CONTROL_HEIGHT)),
                text,
                partial(self.answer, value),
            )


class MultiDialog(Dialog):
    """Pick exactly `need` of the choices (toggle buttons), then OK: towers to take, cards to discard."""

    def __init__(
        self, app, title, message, choices, callback, need: int, ok_text: str, cancel=None, columns: int = 4
    ):
        super().__init__(app, title, message, choices, callback, cancel, columns=columns)
        self.need = need
        self.ok_text = ok_text
        self.picked: list[int] = []

    def button_texts(self) -> list[str]:
        return super().button_texts() + [f"• {text} •" for text, _ in self.choices]  # a picked one

    def panel_rect(self) -> pygame.Rect:
        r = super().panel_rect()
        return r.inflate(0, self.px(60))

    def build(self) -> None:
        super().build()
        # re-wire the answer buttons to toggles
        self.toggles: list[pygame_gui.elements.UIButton] = []
        for b in list(self.callbacks):
            i = len(self.toggles)
            self.callbacks[b] = partial(self.toggle, i)
            self.toggles.append(b)
        r = self.panel_rect()
        pad = self.px(PAD)
        self.ok = self.button(
            (
                r.right - pad - self.px(160),
                r.bottom - pad - self.px(tokens.CONTROL_HEIGHT),
                self.px(160),
                self.px(tokens.CONTROL_HEIGHT),
            ),
            self.ok_text,
            self.confirm,
        )
        self._refresh()

    def toggle(self, i: int) -> None:
        if i in self.picked:
            self.picked.remove(i)
        elif len(self.picked) < self.need:
            self.picked.append(i)
        elif self.need == 1:
            self.picked = [i]
        self._refresh()

    def _refresh(self) -> None:
        for i, b in enumerate(self.toggles):
            text = self.choices[i][0]
            b.set_text(f"• {text} •" if i in self.picked else text)  # the font has no check mark
        if len(self.picked) == self.need:
            self.ok.enable()
        else:
            self.ok.disable()

    def confirm(self) -> None:
        if len(self.picked) == self.need:
            self.answer(tuple(self.choices[i][1] for i in sorted(self.picked)))
