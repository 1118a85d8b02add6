"""Drawing only what changes (issue 44): when the window needs its next frame, and the light frames of
small animations that never stop.

`when(app)` asks every screen on the stack (`Screen.next_frame`) and the app's own layers (a screen
transition, a press ripple, the pads' notes, the mute note) when the next update and drawing is due:
0.0 every frame, seconds from now, or None (still: the loop sleeps until an event).

A screen that `ticking()` has small animations that never stop (the table's turning ring, the cards
drifting behind the main menu). While nothing else moves the loop does not update and draw the whole
window for them: `light_frame` lets the screen move them (`tick`), draws what lies under them and them
in the rectangles they changed (`draw_under`, clipped), and lays over those rectangles everything that
is drawn over them, from a cache (`Overlay`), and only those rectangles are sent to the window.

The cache holds what the layers over the animations do to any pixel under them: drawing over black
gives `add` (what they put on), drawing over white tells what share of the pixel under them shows
through (`keep`): a pixel is `under * keep + add`, as alpha blending and opaque drawing make it (within
two steps of 255 for a pixel under a half-transparent one, the same elsewhere). It is made again after
every full frame (anything over the animations may have changed).
"""

from __future__ import annotations

import pygame

from game.scene.compositor import merge_rects

from .screen import Screen

#: while the window is not focused or is minimised, at most this many frames a second
UNFOCUSED_FPS = 4
#: after an input event, every frame for this long (pygame-gui eases hovers and presses on its own)
INPUT_SETTLE = 0.5


class Overlay:
    """What the layers over a ticking screen's small animations draw, as `under * keep + add`."""

    def __init__(self, size: tuple[int, int], draw_over) -> None:
        black = pygame.Surface(size)
        black.fill((0, 0, 0))
        draw_over(black)
        white = pygame.Surface(size)
        white.fill((255, 255, 255))
        draw_over(white)
        white.blit(black, (0, 0), special_flags=pygame.BLEND_RGB_SUB)  # white - black: the share kept
        self.add, self.keep = black, white
        self.size = size

    def apply(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        surface.blit(self.keep, rect, rect, special_flags=pygame.BLEND_RGB_MULT)
        surface.blit(self.add, rect, rect, special_flags=pygame.BLEND_RGB_ADD)


def soonest(a: float | None, b: float | None) -> float | None:
    if a is None:
        return b
    return a if b is None else min(a, b)


def when(app) -> float | None:
    """When the app next needs a full frame (update and drawing): 0.0, seconds, or None (still)."""
    if app.redraw or app.transition is not None or app.ripples:
        return 0.0
    pads = app.pads
    if pads.notes or any(pad.held for pad in pads.pads.pads.values()):
        return 0.0
    due: float | None = None
    note = getattr(app, "mute_note", None)
    if note is not None:
        due = max(0.0, note[1] - app.ctx.audio.now)
    top = app.top
    for screen in app.stack:  # the top screen, and those below that move while covered
        if screen is not top and type(screen).update_covered is Screen.update_covered:
            continue
        due = soonest(due, screen.next_frame())
        if due == 0.0:
            break
    return due


def looked(app) -> bool:
    """A clock came due: whether any screen asked wants the frame (`Screen.look`)."""
    top = app.top
    asked = [s for s in app.stack if s is top or type(s).update_covered is not Screen.update_covered]
    return any([s.look() for s in asked]) or not asked


def ticker(app):
    """The screen whose small animations tick (the lowest screen drawn now), or None."""
    drawn = app._drawn()
    if drawn and drawn[0].ticking():
        return drawn[0]
    return None


def light_frame(app, dt: float) -> list[pygame.Rect]:
    """Move the ticking screen's small animations and draw only the rectangles they changed (with the
    cached layers over them): the rectangles to send to the window."""
    screen = ticker(app)
    surface = app.surface
    if screen is None or surface is None:
        return []
    rects = merge_rects(screen.tick(dt), surface.get_rect())
    if not rects:
        return []
    over = app.overlay
    if over is None or over.size != surface.get_size():
        over = app.overlay = Overlay(surface.get_size(), lambda s: app.draw_over(screen, s))
    for rect in rects:
        surface.set_clip(rect)
        screen.draw_under(surface)
        surface.set_clip(None)
        over.apply(surface, rect)
    app.light_frames += 1
    return rects


#: the events that say the window is out of sight or out of focus (and back)
_AWAY = {"WINDOWFOCUSLOST": ("focused", False), "WINDOWFOCUSGAINED": ("focused", True)}
_AWAY |= {"WINDOWMINIMIZED": ("shown", False), "WINDOWHIDDEN": ("shown", False)}
_AWAY |= {"WINDOWRESTORED": ("shown", True), "WINDOWSHOWN": ("shown", True)}
_AWAY |= {"WINDOWMAXIMIZED": ("shown", True)}
AWAY = {getattr(pygame, name): what for name, what in _AWAY.items()}
#: an update after a still wait may be this long (a clock on a still screen counts real time)
LONGEST_WAIT = 60.0


#: a still window looks for events this often (SDL's own wait, as pygame-ce calls it, costs more: it
#: looks every millisecond); the first event after a still spell is seen within this time
POLL = 0.02


def wait_for_events(timeout: float | None) -> list:
    """pygame's events, waiting up to `timeout` seconds (None: until one comes) for the first."""
    import time

    end = None if timeout is None else time.perf_counter() + timeout
    while True:
        events = pygame.event.get()
        if events:
            return events
        left = POLL if end is None else min(POLL, end - time.perf_counter())
        if left <= 0:
            return []
        time.sleep(left)


class Loop:
    """The main loop's frame clock: a full frame (events, update, drawing, the whole window sent) while
    something moves, at `fps`; a light frame (game/ui/kit/frames.py) for small animations that never
    stop; else a wait for the next event or the next clock. Out of focus or minimised: at most
    UNFOCUSED_FPS frames a second, back at once when it returns. `now`, `wait` and `show` are the clock,
    the event wait and the window (a test passes its own and counts frames)."""

    def __init__(
        self, app, fps: int = 60, now=None, wait=wait_for_events, show=None, sleep=None, every_frame=False
    ) -> None:
        import time

        self.app = app
        self.fps = fps
        self.now = now or time.perf_counter
        self.wait = wait
        self.show = show or _Window()
        self.every_frame = every_frame  # every frame whole, as before (`--frames N`: N frames, then quit)
        sleep = sleep or (lambda seconds: pygame.time.wait(max(0, round(seconds * 1000))))
        self.focused = True
        self.shown = True
        self.last = self.now()  # the last frame of any kind
        self.settle_until = self.last + INPUT_SETTLE  # the first frames are drawn whole
        self.sleep = sleep
        self.full_frames = 0
        self.light_frames = 0
        self.waits = 0

    @property
    def rate(self) -> int:
        return self.fps if self.focused and self.shown else UNFOCUSED_FPS

    def once(self) -> None:
        """Wait as long as the screens allow, then draw what is due."""
        app = self.app
        period = 1.0 / self.rate
        start = self.now()
        due = 0.0 if self.every_frame or start < self.settle_until else when(app)
        ticking = not self.every_frame and ticker(app) is not None
        slot = max(0.0, self.last + period - start)  # the next frame's time at this rate
        idle = not ticking and (due is None or due > slot)  # a wait longer than a frame: nothing moves
        timeout = None if due is None and not ticking else slot if ticking else max(slot, due or 0.0)
        events = self.wait(timeout)
        t = self.now()
        for event in events:
            what = AWAY.get(event.type)
            if what is not None:
                setattr(self, what[0], what[1])
        period = 1.0 / self.rate  # (back in focus: at once)
        if events and not idle and t < self.last + period:  # at most `rate` frames, however many events
            self.sleep(self.last + period - t)
            events += self.wait(0)
            t = self.now()
        if events:
            self.settle_until = t + INPUT_SETTLE
        elapsed = t - self.last
        due_now = due is not None and t - start >= max(due, slot) - 1e-4
        if due_now and not events and due and idle and not looked(app):
            self.waits += 1  # a look at the network found nothing new: no frame
            return
        if events or due_now:
            if idle and events and elapsed > 2 * period:
                # the clocks count the wait; what the events start moves from here
                app.update(min(elapsed, LONGEST_WAIT))
                elapsed = period
            app.step(min(elapsed, LONGEST_WAIT if idle else max(0.1, 1.5 * period)), events)
            self.show.flip()
            self.full_frames += 1
            self.last = t
        elif ticking:
            rects = light_frame(app, min(elapsed, max(0.1, 1.5 * period)))
            if rects:
                self.show.update(rects)
            self.light_frames += 1
            self.last = t
        else:
            self.waits += 1


class _Window:
    def flip(self) -> None:
        pygame.display.flip()

    def update(self, rects) -> None:
        pygame.display.update(rects)
