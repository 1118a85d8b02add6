"""The screens' base class: one pygame-gui `UIManager` per screen, built in `build()`; the hooks the
screen stack calls; keyboard focus (`KeyboardFocus`); events, update and drawing.

A screen builds all its widgets in `build()` into its own manager, so a dialog on top never passes
clicks to the screen below, and a resize or a language switch simply builds the screen again (a new
manager at the new size, texts in the new language). A screen keeps its state in plain attributes,
never in widgets, so building again loses nothing.

Hooks: `enter` (pushed), `pause` (covered by another screen), `resume` (uncovered), `exit` (popped).
`handle_event` returns whether the event was consumed; `update(dt)` changes state; `draw(surface)`
only reads it.

Frames (issue 44): the main loop draws only when something changes. `next_frame()` says when this
screen needs its next update and drawing: 0.0 on every frame (something on it moves), seconds from now
(a clock on it: a text cursor's blink, a toast that goes), None: still until the next event. A screen
that overrides `update`, `draw`, `draw_background`, `draw_under_decor` or `update_covered` without also
saying `next_frame` is drawn on every frame, as before (safe). A screen with small animations that never
stop (a ring turning, cards drifting behind a menu) says so with `ticking()`, draws them in
`draw_under` (the rest in `draw_over`) and moves them in `tick(dt)`, which returns the window's
rectangles they changed: only those are drawn again (game/ui/kit/frames.py).
"""

from __future__ import annotations

import warnings
from collections.abc import Callable

import pygame
import pygame_gui

from . import tokens
from .backdrop import felt
from .context import Context
from .focus import KeyboardFocus, is_text_field

#: what a screen overrides to draw or move by itself; one that does without saying `next_frame` is drawn
#: on every frame
FRAME_METHODS = ("update", "draw", "draw_background", "draw_under_decor", "update_covered")
#: while a button's tooltip may yet open, the widgets are updated this often (pygame-gui counts the time)
TOOLTIP_POLL = 0.1


def says_nothing(cls: type) -> bool:
    """`cls` draws or moves by itself (a method of FRAME_METHODS) below the class that says when it
    needs frames (`next_frame`): it is drawn on every frame."""
    got = _SAYS_NOTHING.get(cls)
    if got is None:
        mro = cls.__mro__

        def owner(name: str) -> int:
            return next((i for i, c in enumerate(mro) if name in c.__dict__), len(mro))

        says = owner("next_frame")
        got = _SAYS_NOTHING[cls] = any(owner(m) < says for m in FRAME_METHODS)
    return got


_SAYS_NOTHING: dict[type, bool] = {}

#: keys that leave a text field being typed into (a one-line field has no use for Up and Down)
LEAVE_FIELD = (pygame.K_TAB, pygame.K_UP, pygame.K_DOWN, pygame.K_ESCAPE)


class Screen(KeyboardFocus):
    opaque = True  # draws the whole window (else the screens below are drawn first)
    cuts = False  # comes and goes without a transition (what was on screen must not be seen fading)
    pauses_game = True  # covering the table with this screen stops the game's clock

    def __init__(self, app):
        self.app = app
        self.ctx: Context = app.ctx
        self.manager: pygame_gui.UIManager | None = None
        self.callbacks: dict = {}
        self.focusables: list = []
        self.focus = -1
        self._built_for = None
        self.pointer: tuple[int, int] | None = None  # where the pointer last moved (a wheel scrolls there)

    # ---------------------------------------------------------------------------------- hooks
    def enter(self) -> None:
        self.rebuild()

    def exit(self) -> None:
        if self.manager is not None:
            self.ctx.release(self.manager)
        self.manager = None

    def pause(self) -> None:
        pass

    def resume(self) -> None:
        if self.stale():
            self.rebuild()

    def stale(self) -> bool:
        """Built for another window size or language than the current one."""
        return self.manager is not None and self._built_for != (self.ctx.size, self.ctx.localizer.language)

    # ---------------------------------------------------------------------------------- building
    def rebuild(self) -> None:
        if self.manager is not None and self.ctx.manager_keys.get(self.manager) == self.ctx.manager_key():
            self.manager.clear_and_reset()
        else:
            if self.manager is not None:
                self.ctx.release(self.manager)
            self.manager = self.ctx.new_manager()
        self.callbacks = {}
        self.focusables = []
        self._built_for = (self.ctx.size, self.ctx.localizer.language)
        self.build()
        self.manager.update(0.0)  # lay the new widgets out now: the next drawing shows them
        if self.focusables:
            self.focus = min(max(self.focus, -1), len(self.focusables) - 1)
            self._show_focus()

    def build(self) -> None:
        """Create the widgets for the current size and language (into `self.manager`)."""

    def button(
        self,
        rect,
        text: str,
        callback: Callable[[], None] | None,
        object_id: str | None = None,
        enabled: bool = True,
        focus: bool = True,
        container=None,
        tooltip: str | None = None,
    ):
        oid = pygame_gui.core.ObjectID(object_id=object_id) if object_id else None
        b = pygame_gui.elements.UIButton(
            pygame.Rect(rect), text, self.manager, container=container, object_id=oid, tool_tip_text=tooltip
        )
        if not enabled:
            b.disable()
        if callback is not None:
            self.callbacks[b] = callback
        if focus and enabled:
            self.focusables.append(b)
        return b

    def focusable_field(self, entry):
        """`entry` (a text field) takes its place in the Tab order, after what was made before it."""
        self.focusables.append(entry)
        return entry

    def label(self, rect, text: str, object_id: str | None = None, container=None):
        """A label; never shorter than its font's line (it grows round the same centre line)."""
        oid = pygame_gui.core.ObjectID(object_id=object_id) if object_id else None
        rect = pygame.Rect(rect)
        with warnings.catch_warnings():  # "Label Rect is too small": mended just below
            warnings.filterwarnings("ignore", message="Label Rect is too small", category=UserWarning)
            label = pygame_gui.elements.UILabel(rect, text, self.manager, container=container, object_id=oid)
        font = label.font
        assert font is not None, "a label has its theme's font once made"
        needed = font.size(text or " ")[1]
        if needed > rect.height:
            label.set_dimensions((rect.width, needed))
            label.set_relative_position((rect.x, rect.y - (needed - rect.height) // 2))
        return label

    def t(self, msg_id: str, **args) -> str:
        return self.ctx.t(msg_id, **args)

    def grow_to_text(self, button):
        """`button` widened round its centre until its text fits (kept inside the window)."""
        need = button.font.size(button.text)[0] + self.px(tokens.SPACE_M)
        if need > button.rect.width:
            w, h = self.ctx.size
            rect = button.rect.inflate(min(w, need) - button.rect.width, 0).clamp(pygame.Rect(0, 0, w, h))
            button.set_dimensions(rect.size)
            button.set_relative_position(rect.topleft)
        return button

    def fitted_label(self, rect, text: str):
        """A centred title label; in the heading's smaller font when the title's font would not fit."""
        label = self.label(rect, text, "#title")
        if label.font.size(text)[0] > label.rect.width - self.px(tokens.SPACE_S):
            label.kill()
            label = self.label(rect, text, "#heading_center")
        return label

    # ---------------------------------------------------------------------------------- events
    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN and self._typing() and event.key in LEAVE_FIELD:
            self.focus_typed_field()
            if event.key == pygame.K_ESCAPE:
                self.stop_typing()
                return True
            back = event.key == pygame.K_UP or event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT
            self.move_focus(-1 if back else 1)
            if event.key == pygame.K_TAB:
                self.enter_field()
            return True
        if event.type == pygame.KEYDOWN and not self._typing():
            if event.key == pygame.K_ESCAPE:
                self.on_escape()
                return True
            if self.on_key(event):
                return True
            if event.key in (pygame.K_TAB, pygame.K_DOWN, pygame.K_RIGHT):
                self.move_focus(-1 if event.mod & pygame.KMOD_SHIFT and event.key == pygame.K_TAB else 1)
                if event.key == pygame.K_TAB:
                    self.enter_field()
                return True
            if event.key in (pygame.K_UP, pygame.K_LEFT):
                self.move_focus(-1)
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.enter_field():
                return True  # not Space: its typed character would land in the field
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                return self.activate_focus()
        if self.manager is None:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            self._follow_pointer(event.pos)
        consumed = self.manager.process_events(event)
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.focus_typed_field()
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            callback = self.callbacks.get(event.ui_element)
            if callback is not None:
                self.ctx.audio.play("click")  # sound (issue 24)
                if event.ui_element in self.focusables:
                    self.focus = self.focusables.index(event.ui_element)
                    self.pointer_focus = True
                self.app.ripple(event.ui_element.rect)
                callback()
                return True
        if consumed:
            return True
        return self.on_event(event)

    def _typing(self) -> bool:
        if self.manager is None:
            return False
        focused = self.manager.get_focus_set()
        return any(is_text_field(e) for e in focused or ())

    def on_key(self, event) -> bool:
        return False

    def on_event(self, event) -> bool:
        return False

    def on_escape(self) -> None:
        self.app.pop()

    # ---------------------------------------------------------------------------------- frame
    def update(self, dt: float) -> None:
        if self.manager is not None:
            self.manager.update(dt)
        self.forget_hidden_focus()

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        if self.manager is not None:
            self.manager.draw_ui(surface)

    def draw_background(self, surface: pygame.Surface) -> None:
        felt(surface)

    def update_covered(self, dt: float) -> None:
        """A frame while another screen is on top (the table keeps animating under a dialog)."""

    # ---------------------------------------------------------------------------------- frames (issue 44)
    def next_frame(self) -> float | None:
        """When this screen next needs an update and a drawing: 0.0 every frame (it moves), seconds from
        now (a clock), None: still until an event. Here: every frame for a screen that draws or moves by
        itself without saying (`says_nothing`), else what its widgets need (`widgets_next_frame`)."""
        if says_nothing(type(self)):
            return 0.0
        return self.widgets_next_frame()

    def widgets_next_frame(self) -> float | None:
        """What pygame-gui's widgets need: a focused text field blinks its cursor (woken when its blink
        is due, so it blinks as it does at 60 frames a second), and a button's tooltip opens after the
        pointer rests on it a while (pygame-gui counts that time in its updates)."""
        if self.manager is None:
            return None
        due: float | None = None
        for element in self.manager.get_focus_set() or ():
            if is_text_field(element) and getattr(element, "is_focused", False):
                due = _soonest(due, _blink_due(element))
        hovering = self.manager.get_hovering_any_element()
        if hovering:
            for element in self.manager.get_sprite_group().sprites():
                tip = getattr(element, "tool_tip_text", None)
                if tip and getattr(element, "hovered", False) and getattr(element, "tool_tip", 1) is None:
                    due = _soonest(due, TOOLTIP_POLL)
        return due

    def look(self) -> bool:
        """A clock of `next_frame` came due and no event came: whether to update and draw now (a screen
        that looks at the network each while says False when nothing came)."""
        return True

    def ticking(self) -> bool:
        """Small animations that never stop are on (drawn in `draw_under`, moved by `tick`)."""
        return False

    def tick(self, dt: float) -> list[pygame.Rect]:
        """Move the small animations by `dt`: the window's rectangles they changed (only those are drawn
        again, with `draw_under` and then everything over it)."""
        return []

    def draw_under(self, surface: pygame.Surface) -> None:
        """What lies under the small animations and them (a ticking screen's `draw` is `draw_under`
        then `draw_over`)."""
        self.draw_background(surface)

    def draw_over(self, surface: pygame.Surface) -> None:
        """Everything a ticking screen draws over its small animations."""
        if self.manager is not None:
            self.manager.draw_ui(surface)

    def on_resize(self) -> None:
        """The window changed size: build again when next shown."""
        self._built_for = None

    def on_language(self) -> None:
        """The language changed: words kept outside the widgets are made again (the widgets are
        rebuilt when the screen is next drawn)."""

    def text(
        self,
        surface,
        text: str,
        pos,
        size: int = tokens.TYPE_BODY,
        color=tokens.TEXT,
        bold=False,
        anchor: str = "topleft",
    ) -> pygame.Rect:
        img = self.ctx.font(size, bold).render(text, True, color)
        rect = img.get_rect(**{anchor: pos})
        surface.blit(img, rect)
        return rect


def _soonest(a: float | None, b: float | None) -> float | None:
    if a is None:
        return b
    return a if b is None else min(a, b)


def _blink_due(entry) -> float | None:
    """Seconds until pygame-gui's update toggles `entry`'s cursor: after it is moved it waits
    (`cursor_blink_delay_after_moving`), then it toggles once `blink_cursor_time` has been counted (0: the
    next update does)."""
    wait = getattr(entry, "cursor_blink_delay_after_moving", None)
    if wait is None:
        return 0.0  # not pygame-gui's one-line field: every frame, as before
    waited = entry.cursor_blink_delay_after_moving_acc
    if getattr(entry, "cursor_has_moved_recently", False):
        return 0.0
    if waited <= wait:
        return wait - waited + 1e-3
    left = entry.blink_cursor_time - entry.blink_cursor_time_acc
    return max(0.0, left)
