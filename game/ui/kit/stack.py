"""The window's screen stack and its frame: events to the top screen, updates, drawing; pushing, popping
and replacing screens (a screen may be named: `game.ui.screens`)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui import screens
from game.ui.kit import tokens
from game.ui.kit.context import MAX_SIZE, MIN_SIZE, Context
from game.ui.kit.frames import Overlay
from game.ui.kit.motion import PressRipple, Transition
from game.ui.kit.screen import Screen


class App:
    """The window's screen stack and its frame: events to the top screen, updates, drawing."""

    def __init__(self, ctx: Context, surface: pygame.Surface | None = None):
        self.ctx = ctx
        self.surface = surface
        self.stack: list[Screen] = []
        self.running = True
        self.frames = 0
        # full screen on/off: the window's owner (game.app) puts its own here
        self.set_fullscreen: Callable[[bool], None] = lambda on: None
        self._unsubscribe = ctx.localizer.subscribe(self._language_changed)
        from game.ui.pad.input import PadInput  # gamepads (issue 35)

        self.pads = PadInput(self)
        self.transition: Transition | None = None  # the last frame fading away over a new screen
        self.ripples: list[PressRipple] = []  # buttons just pressed
        # issue 44: what is drawn over a ticking screen's small animations (game/ui/kit/frames.py)
        self.overlay: Overlay | None = None
        self.light_frames = 0  # frames that drew only small animations' rectangles
        self.redraw = True  # the stack changed since the last drawing: draw again

    @property
    def top(self) -> Screen | None:
        return self.stack[-1] if self.stack else None

    def push(self, screen: Screen | str, *args, **kwargs) -> Screen:
        """Put a screen on top: a Screen, or a name from `screens.SCREENS` made with `args`."""
        self.redraw = True
        made: Screen = screens.make(screen, self, *args, **kwargs) if isinstance(screen, str) else screen
        self._turn_page(True, made, self.top)
        if self.stack:
            self.stack[-1].pause()
        self.stack.append(made)
        made.enter()
        return made

    def pop(self) -> Screen | None:
        self.redraw = True
        if not self.stack:
            return None
        self._turn_page(False, self.stack[-2] if len(self.stack) > 1 else None, self.stack[-1])
        screen = self.stack.pop()
        screen.exit()
        if self.stack:
            self.stack[-1].resume()
        else:
            self.running = False
        return screen

    def remove(self, screen: Screen) -> None:
        """Take `screen` off the stack wherever it is (a dialog answering)."""
        self.redraw = True
        if self.stack and self.stack[-1] is screen:
            self.pop()
        elif screen in self.stack:
            self.stack.remove(screen)
            screen.exit()

    def replace(self, screen: Screen) -> Screen:
        self.redraw = True
        self._turn_page(True, screen, self.top)
        if self.stack:
            old = self.stack.pop()
            old.exit()
        self.stack.append(screen)
        screen.enter()
        return screen

    def pop_to(self, kind: type | str) -> None:
        """Pop screens until one of `kind` (a class or a screen's name) is on top (or none is left)."""
        self.redraw = True
        if isinstance(kind, str):
            kind = screens.screen_class(kind)
        below = next((s for s in reversed(self.stack) if isinstance(s, kind)), None)
        if self.stack and self.stack[-1] is not below:
            self._turn_page(False, below, self.stack[-1])
        while self.stack and not isinstance(self.stack[-1], kind):
            screen = self.stack.pop()
            screen.exit()
        if self.stack:
            self.stack[-1].resume()

    def _turn_page(self, forward: bool, entering: Screen | None, leaving: Screen | None) -> None:
        """The screen on top changes: the frame on the window now fades and slides away over the new one
        (forward: a screen comes on top; back: one leaves). A screen that must not be seen fading
        (`Screen.cuts`: hot-seat's "Pass to ...", covering a hand) comes and goes with a cut."""
        motion = self.ctx.motion
        if self.surface is None or motion.still or self.frames == 0:
            return
        if any(s is not None and s.cuts for s in (entering, leaving)):
            self.transition = None
            return
        shift = self.ctx.px(2 * tokens.SPACE_XL)
        self.transition = Transition(self.surface.copy(), motion, forward, shift)
        self.ripples = []  # the press that changed the screen is answered by the transition

    def ripple(self, rect: pygame.Rect) -> None:
        """A button was pressed: a ring pops out of it (not with reduced motion)."""
        motion = self.ctx.motion
        if motion.slides():
            px = self.ctx.px
            self.ripples.append(PressRipple(rect, motion, px(tokens.RADIUS_MEDIUM), px(tokens.SPACE_S)))

    def find(self, kind: type | str):
        if isinstance(kind, str):
            kind = screens.screen_class(kind)
        return next((s for s in reversed(self.stack) if isinstance(s, kind)), None)

    def quit(self) -> None:
        self.running = False

    def _language_changed(self, language: str) -> None:
        self.redraw = True
        pygame.display.set_caption(self.ctx.t("app-title"))
        for screen in self.stack:
            screen.on_language()
        for screen in self._drawn():  # every screen seen now re-words at once; the others when uncovered
            screen.rebuild()

    def _drawn(self) -> list:
        """The screens drawn now: the top one and those below it down to the first opaque one."""
        start = len(self.stack) - 1
        while start > 0 and not self.stack[start].opaque:
            start -= 1
        return self.stack[max(0, start) :]

    def resize(self, size) -> None:
        self.redraw = True
        w = max(MIN_SIZE[0], min(MAX_SIZE[0], int(size[0])))
        h = max(MIN_SIZE[1], min(MAX_SIZE[1], int(size[1])))
        self.ctx.size = (w, h)
        drawn = self._drawn()
        for screen in self.stack:
            screen.on_resize()
            if screen in drawn:  # every screen drawn now is laid out again at once; the others when uncovered
                screen.rebuild()

    def handle(self, event) -> bool:
        if event.type == pygame.QUIT:
            self.running = False
            return True
        if event.type == pygame.VIDEORESIZE:
            self.resize(event.size)
            return True
        if self.pads.handle(event):  # gamepads (issue 35): a press becomes the key it stands for
            return True
        from game.ui.kit.sound import handle_mute_key  # sound (issue 24): M mutes anywhere

        if handle_mute_key(self, event):
            return True
        top = self.top
        if top is None:
            return False
        return top.handle_event(event)

    def update(self, dt: float) -> None:
        if self.transition is not None:
            self.transition.update(dt)
            if self.transition.done:
                self.transition = None
        for ripple in self.ripples:
            ripple.update(dt)
        self.ripples = [r for r in self.ripples if not r.done]
        for screen in list(self.stack[:-1]):
            screen.update_covered(dt)
        if self.top is not None:
            self.top.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        from game.ui.pad.big_screen import sync  # issue 35: the table's words follow the big-screen preset

        sync(self)
        self.overlay = None  # anything over a ticking screen's animations may have changed
        self.redraw = False
        for screen in self._drawn():
            if screen.stale():  # uncovered under a dialog after a resize or a language switch
                screen.rebuild()
            screen.draw(surface)
        self._draw_layers(surface)

    def draw_over(self, ticking: Screen, surface: pygame.Surface) -> None:
        """Everything drawn over `ticking`'s small animations: its `draw_over`, the screens above it and
        the app's layers (the light frames' cache, game/ui/kit/frames.py)."""
        drawn = self._drawn()
        ticking.draw_over(surface)
        for screen in drawn[drawn.index(ticking) + 1 :]:
            screen.draw(surface)
        self._draw_layers(surface)

    def _draw_layers(self, surface: pygame.Surface) -> None:
        if self.transition is not None:
            self.transition.draw(surface)
        for ripple in self.ripples:
            ripple.draw(surface)
        if self.stack:
            self.stack[-1].draw_focus(surface)
        from game.ui.kit.sound import draw_mute_note  # sound (issue 24)

        draw_mute_note(self, surface)
        from game.ui.pad.hints import draw_pad_layer  # gamepads (issue 35): button hints and pad notes

        draw_pad_layer(self, surface)

    def step(self, dt: float, events=None) -> None:
        """One frame: the given events (else pygame's queue), an update and a drawing."""
        for event in pygame.event.get() if events is None else events:
            self.handle(event)
        self.ctx.audio.tick(dt)  # sound (issue 24)
        self.pads.tick(dt)  # gamepads (issue 35): held directions repeat, notes fade
        self.update(dt)
        if self.surface is not None:
            self.draw(self.surface)
        self.frames += 1

    def close(self) -> None:
        while self.stack:
            self.stack.pop().exit()
        self._unsubscribe()
        self.ctx.audio.close()  # sound (issue 24)
        self.ctx.forget_managers_and_fonts()
