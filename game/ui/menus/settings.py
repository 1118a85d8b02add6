"""The settings screen: every setting as a row (game/ui/menus/settings_rows.py)."""

from __future__ import annotations

from functools import partial

import pygame

from game.ui.kit import Screen, tokens
from game.ui.kit.scroll import ScrollList, scroll_focus
from game.ui.menus.settings_rows import CHOICE, SETTINGS_ROWS, SLIDER, SWITCH


class SettingsScreen(Screen):
    """Every setting as a row (menus/settings_rows.py): its name, its switch, slider or choice, and the
    help line of the row in focus at the bottom. Tab, Up and Down move between rows, Left and Right step
    the row in focus, Enter or Space (or a click) changes it; a click on a slider's track sets it there."""

    shows_sound = True  # M rebuilds it: the sound switch says what M did

    def __init__(self, app):
        super().__init__(app)
        self.rows: dict = {}  # row button -> its Row
        self.controls: dict[str, pygame.Rect] = {}  # row key -> where its control is drawn
        self.scroll = ScrollList()  # the rows shown when they do not all fit (a big UI scale)
        self.press_pos: tuple[int, int] | None = None
        self.drawn_texts: list[tuple[str, pygame.Rect]] = []  # what the fit test checks

    def build(self) -> None:
        ctx = self.ctx
        w, h = ctx.size
        px = self.px
        self.label((0, px(tokens.SPACE_L), w, px(52)), self.t("ui-settings-title"), "#title")
        top = px(tokens.SPACE_L) + px(60)
        back_h = px(tokens.CONTROL_HEIGHT)
        help_h = px(tokens.TYPE_BODY + tokens.SPACE_M)
        room = h - top - back_h - help_h - px(tokens.SPACE_L)
        count = len(SETTINGS_ROWS)
        gap = px(tokens.SPACE_XS)
        # rows as tall as a button when they all fit, else down to a line of words with its pips; past
        # that (a big UI scale) the list scrolls
        least = ctx.font(tokens.TYPE_BODY, True).get_linesize() + px(tokens.SPACE_S + tokens.SPACE_XS)
        row_h = min(px(tokens.CONTROL_HEIGHT), max(least, room // count - gap))
        width = min(w - 2 * px(tokens.SPACE_L), px(720))
        x = (w - width) // 2
        self.rows, self.controls = {}, {}
        control_w = min(px(300), width * 2 // 5)
        shown = self.scroll.fit(count, pygame.Rect(x, top, width, room + gap), row_h + gap)
        for k, i in enumerate(shown):
            row = SETTINGS_ROWS[i]
            y = top + k * (row_h + gap)
            b = self.button(
                (x, y, width, row_h), self.t(row.label), partial(self.press_row, row), "#setting_row"
            )
            self.scroll.add(i, b)
            self.rows[b] = row
            self.controls[row.key] = pygame.Rect(
                x + width - control_w - px(tokens.SPACE_M), y, control_w, row_h
            )
        count = len(shown)
        self.help_rect = pygame.Rect(x, top + count * (row_h + gap), width, help_h)
        self.back = self.button(
            ((w - px(200)) // 2, h - back_h - px(tokens.SPACE_M), px(200), back_h),
            self.t("ui-back"),
            self.app.pop,
        )
        if self.focus < 0:
            self.focus = 0

    # ---------------------------------------------------------------------------------- changing
    def focused_row(self):
        b = self.focused_button()
        return self.rows.get(b) if b is not None else None

    def change(self, row, value) -> None:
        row.put(self, value)
        if self.app.top is self and not self.stale():
            self.rebuild()

    def press_row(self, row) -> None:
        """A click (or Enter) on a row: a switch flips, a choice steps (back when the click was on its
        left arrow), a slider takes the value under the pointer on its track."""
        pos, self.press_pos = self.press_pos, None
        control = self.controls[row.key]
        if row.kind == SLIDER:
            track = self.track(control)
            if pos is not None and control.collidepoint(pos):
                self.change(row, row.at_fraction((pos[0] - track.x) / max(1, track.w)))
            elif pos is None:
                self.change(row, row.stepped(self, 1))
            return
        back = pos is not None and row.kind == CHOICE and control.x <= pos[0] < control.x + control.h
        self.change(row, row.stepped(self, -1 if back else 1))

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.press_pos = event.pos  # where on the row the click lands (a slider's track, an arrow)
        return super().handle_event(event)

    def move_focus(self, step: int) -> None:
        if not scroll_focus(self, step, self.scroll):
            super().move_focus(step)

    def on_event(self, event) -> bool:
        return self.scroll.wheel(self, event)

    def on_key(self, event) -> bool:
        row = self.focused_row()
        if row is not None and event.key in (pygame.K_LEFT, pygame.K_RIGHT) and row.kind != SWITCH:
            self.change(row, row.stepped(self, -1 if event.key == pygame.K_LEFT else 1))
            return True
        return False

    # ---------------------------------------------------------------------------------- drawing
    def track(self, control: pygame.Rect) -> pygame.Rect:
        """A slider's track inside its control, left of the value in words."""
        value_w = self.px(64)
        return pygame.Rect(control.x, control.centery - self.px(3), control.w - value_w, self.px(6))

    def next_frame(self) -> float | None:
        """Drawn from its settings alone: it changes only with an event (issue 44)."""
        return self.widgets_next_frame()

    def draw(self, surface) -> None:
        super().draw(surface)
        self.drawn_texts = []
        self.pip_rects: dict[str, pygame.Rect] = {}  # where each choice drew its pips (tests read it)
        for row in self.rows.values():
            control = self.controls[row.key]
            if row.kind == SWITCH:
                self.draw_switch(surface, control, bool(row.get(self)))
            elif row.kind == SLIDER:
                self.draw_slider(surface, control, row)
            else:
                self.draw_choice(surface, control, row)
        self.scroll.draw(surface, self)
        focused = self.focused_row()
        if focused is not None:
            rect = self.text(
                surface,
                self.t(focused.help),
                self.help_rect.center,
                tokens.TYPE_CAPTION,
                tokens.TEXT_MUTED,
                anchor="center",
            )
            self.drawn_texts.append((self.t(focused.help), rect))

    def draw_switch(self, surface, control: pygame.Rect, on: bool) -> None:
        px = self.px
        h = min(control.h - px(tokens.SPACE_S), px(26))
        pill = pygame.Rect(0, 0, round(h * 1.9), h)
        pill.midright = control.midright
        pygame.draw.rect(surface, tokens.GOLD if on else tokens.SURFACE_SUNKEN, pill, border_radius=h // 2)
        pygame.draw.rect(surface, tokens.BORDER_QUIET, pill, max(1, px(1)), border_radius=h // 2)
        knob = pill.inflate(-px(6), -px(6))
        knob.width = knob.height
        if on:
            knob.right = pill.right - px(3)
        pygame.draw.ellipse(surface, tokens.TEXT_STRONG, knob)
        word = self.t("ui-look-on" if on else "ui-look-off")
        rect = self.text(
            surface,
            word,
            (pill.x - px(tokens.SPACE_S), pill.centery),
            tokens.TYPE_CAPTION,
            tokens.GOLD_TEXT if on else tokens.TEXT_MUTED,
            bold=True,
            anchor="midright",
        )
        self.drawn_texts.append((word, rect))

    def draw_slider(self, surface, control: pygame.Rect, row) -> None:
        px = self.px
        track = self.track(control)
        k = row.fraction(self)
        pygame.draw.rect(surface, tokens.SURFACE_SUNKEN, track, border_radius=track.h // 2)
        filled = track.copy()
        filled.w = max(track.h, round(track.w * k))
        pygame.draw.rect(surface, tokens.GOLD, filled, border_radius=track.h // 2)
        r = px(9)
        pygame.draw.circle(surface, tokens.TEXT_STRONG, (track.x + round(track.w * k), track.centery), r)
        pygame.draw.circle(
            surface, tokens.GOLD_BRIGHT, (track.x + round(track.w * k), track.centery), r, max(1, px(2))
        )
        word = self.t("ui-look-percent", percent=row.get(self))
        rect = self.text(
            surface,
            word,
            (control.right, control.centery),
            tokens.TYPE_CAPTION,
            tokens.TEXT,
            bold=True,
            anchor="midright",
        )
        self.drawn_texts.append((word, rect))

    def draw_choice(self, surface, control: pygame.Rect, row) -> None:
        """ "‹ value ›" with a pip for each value under it, the current one gold."""
        px = self.px
        values = row.values(self)
        value = row.get(self)
        arrow = control.h
        for glyph, x in (("‹", control.x + arrow // 2), ("›", control.right - arrow // 2)):
            self.text(
                surface,
                glyph,
                (x, control.centery - px(3)),
                tokens.TYPE_HEADING,
                tokens.GOLD_TEXT,
                True,
                "center",
            )
        word = row.words(self, value)
        r = _pip_radius(px)
        step = px(12)
        font = self.ctx.font(tokens.TYPE_BODY, True)
        word_w, word_h = font.size(word)
        pips_w = (len(values) - 1) * step
        if control.h >= word_h + 2 * r + px(6):  # the pips under the words, centred together in the row
            rect = self.text(
                surface,
                word,
                (control.centerx, control.centery - r - px(1)),
                tokens.TYPE_BODY,
                tokens.TEXT,
                True,
                "center",
            )
            x0, y = control.centerx - pips_w // 2, rect.bottom + r
        else:  # a short row (a small window, a big UI scale): the pips after the words, on their line
            left = control.centerx - (word_w + px(8) + pips_w) // 2
            rect = self.text(
                surface, word, (left, control.centery - px(1)), tokens.TYPE_BODY, tokens.TEXT, True, "midleft"
            )
            x0, y = rect.right + px(8), control.centery
        self.drawn_texts.append((word, rect))
        for i, v in enumerate(values):
            color = tokens.GOLD_BRIGHT if v == value else tokens.BORDER_QUIET
            pygame.draw.circle(surface, color, (x0 + i * step, y), r)
        self.pip_rects[row.key] = pygame.Rect(x0 - r, y - r, pips_w + 2 * r, 2 * r)


def _pip_radius(px) -> int:
    """The radius of a choice's pips (one per value, the current one gold)."""
    return max(2, px(3))
