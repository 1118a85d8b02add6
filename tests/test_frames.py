"""Drawing only what changes (issue 44): the main loop (game/ui/kit/frames.py) on real screens, its
clock and its waits faked, so frames are counted, never timed: a still screen asks for no frames, a
moving one gets every frame, small never-ending animations are drawn in their own rectangles and look
as a whole frame would, a focused text field still blinks, and an unfocused window drops to a few
frames a second and comes back at once."""

from __future__ import annotations

import math
import time

import pygame
import pytest

from game.ui.kit import Screen
from game.ui.kit.frames import UNFOCUSED_FPS, Loop, ticker
from game.ui.kit.screen import says_nothing
from game.ui.testing import Driver


class Clock:
    """A fake clock and event queue: `wait` jumps to the next event or the timeout (a wait for ever ends
    at `end`), `sleep` moves the time on."""

    def __init__(self) -> None:
        self.t = 0.0
        self.end = math.inf
        self.events: list[tuple[float, pygame.event.Event]] = []
        self.flips = 0
        self.updates: list[list[pygame.Rect]] = []

    def now(self) -> float:
        return self.t

    def sleep(self, seconds: float) -> None:
        self.t += max(0.0, seconds)

    def wait(self, timeout: float | None) -> list:
        until = self.end if timeout is None else min(self.t + timeout, self.end)
        if self.events and self.events[0][0] <= until:
            self.t = max(self.t, self.events[0][0])
            due = [e for at, e in self.events if at <= self.t]
            self.events = [(at, e) for at, e in self.events if at > self.t]
            return due
        self.t = max(self.t, until)
        return []

    def post(self, at: float, event: pygame.event.Event) -> None:
        self.events = sorted([*self.events, (at, event)], key=lambda p: p[0])

    # the window
    def flip(self) -> None:
        self.flips += 1

    def update(self, rects) -> None:
        self.updates.append(list(rects))


def _loop(drv: Driver, clock: Clock) -> Loop:
    return Loop(drv.app, 60, now=clock.now, wait=clock.wait, show=clock, sleep=clock.sleep)


def _run(loop: Loop, clock: Clock, seconds: float) -> tuple[int, int]:
    """Run the loop for `seconds` of the fake clock: (full frames, light frames) drawn meanwhile."""
    full, light = loop.full_frames, loop.light_frames
    clock.end = clock.t + seconds
    while clock.t < clock.end - 1e-9:
        loop.once()
    return loop.full_frames - full, loop.light_frames - light


def _table(drv: Driver, seed: int = 4):
    from game.storage import SavedGame, Seat
    from game.ui.table.screen import TableScreen

    seats = (Seat("Ann", "person"),) + tuple(Seat(f"CPU {i}", "ai", "normal") for i in range(1, 4))
    table = TableScreen.new(drv.app, SavedGame("classic", seats, seed=seed))
    drv.app.push(table)
    return table


def test_a_still_screen_asks_for_no_frames(tmp_path):
    drv = Driver(tmp_path / "data")
    try:
        drv.app.push("settings")
        clock = Clock()
        loop = _loop(drv, clock)
        _run(loop, clock, 2.0)  # the screen comes in, the first frames are drawn
        assert _run(loop, clock, 30.0) == (0, 0)
        assert loop.waits <= 2  # it slept, it did not look again and again
        # a key wakes it at once: frames while the focus ring moves, then still again
        clock.post(clock.t + 0.2, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode=""))
        full, _light = _run(loop, clock, 3.0)
        assert 1 <= full <= 60
        assert _run(loop, clock, 10.0) == (0, 0)
    finally:
        drv.close()


def test_a_moving_screen_gets_every_frame_and_an_unfocused_window_a_few(tmp_path):
    drv = Driver(tmp_path / "data", speed=1.0)
    try:
        table = _table(drv)
        clock = Clock()
        loop = _loop(drv, clock)
        full, _light = _run(loop, clock, 1.0)  # the deal flies
        assert table.scene.busy
        assert full >= 58  # 60 a second, as before
        clock.post(clock.t + 0.001, pygame.event.Event(pygame.WINDOWFOCUSLOST))
        full, light = _run(loop, clock, 2.0)
        assert full + light <= 2 * UNFOCUSED_FPS + 2
        clock.post(clock.t + 0.001, pygame.event.Event(pygame.WINDOWFOCUSGAINED))
        full, light = _run(loop, clock, 0.5)
        assert full + light >= 28  # back at once (whole frames, or the ring's light ones once it waits)
    finally:
        drv.close()


def _same_as_whole_frame(drv: Driver) -> int:
    """The window as the light frames left it against a whole frame drawn now: the largest difference
    in a colour channel."""
    app = drv.app
    shown = app.surface.copy()
    whole = pygame.Surface(app.surface.get_size())
    app.draw(whole)
    worst = 0
    w, h = whole.get_size()
    for y in range(0, h, 3):
        for x in range(0, w, 3):
            a, b = shown.get_at((x, y)), whole.get_at((x, y))
            worst = max(worst, abs(a.r - b.r), abs(a.g - b.g), abs(a.b - b.b))
    return worst


def test_the_menus_drifting_cards_draw_only_their_rectangles_and_look_as_before(tmp_path):
    drv = Driver(tmp_path / "data", speed=1.0)
    try:
        clock = Clock()
        loop = _loop(drv, clock)
        _run(loop, clock, 2.0)
        assert ticker(drv.app) is drv.top
        full, light = _run(loop, clock, 3.0)
        assert full == 0 and light >= 170  # the drift moves at 60 frames a second...
        area = drv.app.surface.get_width() * drv.app.surface.get_height()
        sent = [sum(r.w * r.h for r in rects) for rects in clock.updates[-60:]]
        assert max(sent) < area * 0.25  # ...and only its cards' rectangles are drawn and sent
        assert _same_as_whole_frame(drv) <= 2
    finally:
        drv.close()


def test_the_table_waiting_for_the_person_turns_its_ring_in_light_frames(tmp_path):
    drv = Driver(tmp_path / "data", speed=1.0)
    try:
        table = _table(drv)
        clock = Clock()
        loop = _loop(drv, clock)
        for _ in range(120):
            _run(loop, clock, 1.0)
            if table.view.turn == 0 and table.waits_for_person():
                break
        assert table.waits_for_person()
        phase = table.scene.ring.phase
        full, light = _run(loop, clock, 2.0)
        assert full == 0 and light >= 110
        assert table.scene.ring.phase == pytest.approx(phase + 2.0 * 0.7, abs=0.05)  # turning as before
        area = drv.app.surface.get_width() * drv.app.surface.get_height()
        assert max(sum(r.w * r.h for r in rects) for rects in clock.updates[-60:]) < area * 0.1
        assert _same_as_whole_frame(drv) <= 2
        # a slow machine: wall time passes between the last light frame and the next whole one, and the
        # active plate's halo still pulses by the scene's clock (it pulsed by the wall clock: the whole
        # frame drew it a few pixels wider than the light frames had, 245 apart in the suite at load)
        assert any(p.active for p in table.scene.plates)
        time.sleep(0.45)
        assert _same_as_whole_frame(drv) <= 2
        # the pointer over a card: whole frames while the card lifts
        card = table.scene.hands[0][0]
        clock.post(
            clock.t + 0.01, pygame.event.Event(pygame.MOUSEMOTION, pos=(int(card.x), int(card.y)), rel=(1, 1))
        )
        full, _light = _run(loop, clock, 0.4)
        assert full >= 20
    finally:
        drv.close()


def test_a_focused_text_field_blinks_at_its_own_rate(tmp_path):
    drv = Driver(tmp_path / "data")
    try:
        host = drv.app.push("net_host")
        clock = Clock()
        loop = _loop(drv, clock)
        _run(loop, clock, 1.0)
        entry = host.field_entry("name")
        clock.post(
            clock.t + 0.01, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=entry.rect.center, button=1)
        )
        clock.post(clock.t + 0.02, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=entry.rect.center, button=1))
        _run(loop, clock, 2.0)
        assert entry.is_focused
        seen = []
        full0 = loop.full_frames
        clock.end = clock.t + 4.0
        while clock.t < clock.end - 1e-9:
            loop.once()
            if not seen or seen[-1][1] != entry.cursor_on:
                seen.append((clock.t, entry.cursor_on))
        toggles = [t for (t, _on) in seen[1:]]
        gaps = [b - a for a, b in zip(toggles, toggles[1:], strict=False)]
        assert len(toggles) >= 8  # it blinks...
        assert all(abs(g - (0.4 + 1 / 60)) < 0.02 for g in gaps)  # ...at pygame-gui's pace at 60 Hz
        assert loop.full_frames - full0 <= 3 * len(toggles) + 2  # and draws only then
    finally:
        drv.close()


def test_a_screen_that_draws_by_itself_and_says_nothing_gets_every_frame(tmp_path):
    class Spinner(Screen):
        def draw(self, surface) -> None:
            surface.fill((pygame.time.get_ticks() % 255, 0, 0))

    class Told(Spinner):
        def next_frame(self):
            return None

    assert says_nothing(Spinner) and not says_nothing(Told) and not says_nothing(Screen)
    drv = Driver(tmp_path / "data")
    try:
        drv.app.push(Spinner(drv.app))
        clock = Clock()
        loop = _loop(drv, clock)
        _run(loop, clock, 1.0)
        full, _light = _run(loop, clock, 1.0)
        assert full >= 58
    finally:
        drv.close()


def test_a_still_lobby_draws_only_when_the_network_brings_something(tmp_path):
    from test_ui_net_look import _lobby

    drv = Driver(tmp_path / "data")
    try:
        lobby, client, state = _lobby(drv)
        clock = Clock()
        loop = _loop(drv, clock)
        _run(loop, clock, 2.0)
        assert _run(loop, clock, 20.0) == (0, 0)  # the network is looked at, nothing is drawn
        state["seats"][1]["ready"] = True  # Bob is ready: the lobby says so within a look
        client.inbox.append(
            {"type": "lobby", "room": "K7Q2", "edition": "classic", "options": {}, "seats": state["seats"]}
            | {"host_seat": 0}
        )
        full, _light = _run(loop, clock, 1.0)
        assert full >= 1 and lobby.lobby.seats[1]["ready"]
        _run(loop, clock, 2.0)
        assert _run(loop, clock, 10.0) == (0, 0)
    finally:
        drv.close()
