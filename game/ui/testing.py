"""A headless driver for the screens: real pygame events through the real App (tests, screenshots).

drv = Driver(tmp_path)                 # an App on a hidden 1280x720 surface, storage in tmp_path
drv.click_text("New game")             # finds the button by its text, posts a mouse click there
drv.key(pygame.K_d); drv.run(30)       # frames of 1/60 s
drv.shot("menu.png")
pad = drv.plug_pad()                   # a gamepad plugged in (SDL's virtual controller): its instance id
drv.pad("a", pad); drv.pad_axis("leftx", 1.0, pad)   # its buttons and sticks, as SDL reports them
drv.unplug_pad(pad)
"""

from __future__ import annotations

import ctypes
import gc
import os
from pathlib import Path

import pygame
import pygame_gui

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


class Driver:
    def __init__(
        self, data_dir=None, size=(1280, 720), language: str = "en", seed: int | None = None, **switches
    ):
        from game.storage import Launch, Storage
        from game.ui.start import make_app

        pygame.init()
        self.surface = pygame.display.set_mode(size, pygame.RESIZABLE)
        launch = None
        if data_dir is not None:
            store = Storage.open(data_dir)
            settings = store.load_settings().replace(language=language)
            launch = Launch(
                storage=store, settings=settings, language=language, seed=seed, notices=store.take_notices()
            )
        switches.setdefault("threaded", False)
        switches.setdefault("pacing", 0.0)
        switches.setdefault("speed", 0.0)
        switches.setdefault("catch_hold", 0.0)
        self.app = make_app(launch, self.surface, **switches)
        self.virtual_pads: dict[int, VirtualPad] = {}

    @property
    def top(self):
        return self.app.top

    def run(self, frames: int = 1, dt: float = 1 / 60) -> None:
        for _ in range(frames):
            self.app.step(dt)

    def post(self, event) -> None:
        pygame.event.post(event)

    def key(self, key: int, mod: int = 0, frames: int = 2) -> None:
        self.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
        self.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0))
        self.run(frames)

    def click(self, pos, frames: int = 3) -> None:
        pos = (int(pos[0]), int(pos[1]))
        self.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        self.run(1)
        self.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        self.run(1)
        self.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        self.run(frames)

    def buttons(self, screen=None) -> list:
        screen = screen or self.top
        if screen is None or screen.manager is None:
            return []
        return [
            e
            for e in screen.manager.get_sprite_group().sprites()
            if isinstance(e, pygame_gui.elements.UIButton) and e.visible and e.is_enabled
        ]

    def find(self, text: str, screen=None):
        for b in self.buttons(screen):
            if b.text == text or b.text.endswith(" " + text):
                return b
        return None

    def click_text(self, text: str, frames: int = 3) -> None:
        b = self.find(text)
        if b is None:
            raise AssertionError(
                f"no button {text!r} on {type(self.top).__name__}: {[x.text for x in self.buttons()]}"
            )
        self.click(b.rect.center, frames)

    # ---------------------------------------------------------------------------------- gamepads
    def plug_pad(self, frames: int = 2, **kind) -> int:
        """Plug in a gamepad: SDL's own virtual game controller (SDL makes the CONTROLLERDEVICEADDED
        event, and the game opens it as it would a real pad; `kind`: VirtualPad's name and vendor). Its
        instance id."""
        pad = VirtualPad(**kind)
        self.virtual_pads[pad.instance_id] = pad
        self.run(frames)
        return pad.instance_id

    def unplug_pad(self, instance_id: int, frames: int = 2) -> None:
        self.virtual_pads.pop(instance_id).detach()
        self.run(frames)

    def pad(self, control: str, instance_id: int, frames: int = 2) -> None:
        """Press and let go a pad's button ("a", "b", "start", "lb", "up"...): SDL's controller events."""
        from game.ui.pad.devices import BUTTONS

        button = next(b for b, name in BUTTONS.items() if name == control)
        self.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=instance_id, button=button))
        self.post(pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=instance_id, button=button))
        self.run(frames)

    def pad_axis(self, axis: str, value: float, instance_id: int, frames: int = 1) -> None:
        """Move a stick ("leftx", "lefty", "righty") to `value` (-1..1)."""
        number = getattr(pygame, f"CONTROLLER_AXIS_{axis.upper()}")
        raw = max(-32768, min(32767, round(value * 32767)))
        self.post(
            pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=instance_id, axis=number, value=raw)
        )
        self.run(frames)

    def shot(self, path) -> None:
        self.app.draw(self.surface)
        pygame.image.save(self.surface, str(path))

    def close(self) -> None:
        pads = getattr(self, "virtual_pads", {})  # a subclass may make its App without __init__
        for pad in pads.values():
            pad.detach()
        pads.clear()
        self.app.close()
        _collect_closed_apps()


#: a closed App's screens, widgets and managers refer to each other in cycles: only the garbage collector's
#: full collections free them, rare with a big heap, so dead Apps piled up over many Drivers (a test worker
#: held 500 open fonts and 1.9 GB, issue 44). A full collection costs about 0.1 s with the suite in memory:
#: one is made every this many closes (a few dead Apps at most wait for it)
COLLECT_EVERY = 4
_CLOSES = [0]


def _collect_closed_apps() -> None:
    _CLOSES[0] += 1
    if _CLOSES[0] % max(1, COLLECT_EVERY) == 0:
        gc.collect()


def _sdl():
    """The SDL library pygame-ce is running on (its wheel's own copy), for what pygame does not wrap."""
    libs = Path(pygame.__file__).parent.parent / "pygame_ce.libs"
    found = sorted(libs.glob("libSDL2-2*")) if libs.is_dir() else []
    return ctypes.CDLL(str(found[0]) if found else "libSDL2-2.0.so.0")


_RUMBLE = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_uint16, ctypes.c_uint16)


class _VirtualDesc(ctypes.Structure):
    """SDL_VirtualJoystickDesc (SDL 2.24+, version 1)."""

    _fields_ = [
        ("version", ctypes.c_uint16),
        ("type", ctypes.c_uint16),
        ("naxes", ctypes.c_uint16),
        ("nbuttons", ctypes.c_uint16),
        ("nhats", ctypes.c_uint16),
        ("vendor_id", ctypes.c_uint16),
        ("product_id", ctypes.c_uint16),
        ("padding", ctypes.c_uint16),
        ("button_mask", ctypes.c_uint32),
        ("axis_mask", ctypes.c_uint32),
        ("name", ctypes.c_char_p),
        ("userdata", ctypes.c_void_p),
        ("Update", ctypes.c_void_p),
        ("SetPlayerIndex", ctypes.c_void_p),
        ("Rumble", _RUMBLE),
        ("RumbleTriggers", ctypes.c_void_p),
        ("SetLED", ctypes.c_void_p),
        ("SendEffect", ctypes.c_void_p),
    ]


class VirtualPad:
    """A game controller that SDL itself simulates (SDL_JoystickAttachVirtualEx): plugging and
    unplugging it makes SDL's real device events, the game opens it through pygame's controller module,
    and its rumble motor records what it is asked (`rumbles`). `vendor` and `name` make it look like a
    pad of that maker (0x054C Sony, 0x057E Nintendo, 0x045E Microsoft)."""

    def __init__(self, name: str = "Virtual Controller", vendor: int = 0x045E, rumble: bool = True) -> None:
        sdl = _sdl()
        self.sdl = sdl
        self.rumbles: list[tuple[int, int]] = []
        self._rumble = _RUMBLE(self._on_rumble)  # kept alive as long as SDL may call it
        desc = _VirtualDesc(
            version=1,
            type=1,  # SDL_JOYSTICK_TYPE_GAMECONTROLLER
            naxes=6,
            nbuttons=15,
            vendor_id=vendor,
            product_id=0x0B12,
            name=name.encode(),
        )
        if rumble:
            desc.Rumble = self._rumble
        self._desc = desc
        sdl.SDL_JoystickAttachVirtualEx.argtypes = [ctypes.POINTER(_VirtualDesc)]
        index = sdl.SDL_JoystickAttachVirtualEx(ctypes.byref(desc))
        if index < 0:
            raise RuntimeError("SDL could not attach a virtual game controller")
        sdl.SDL_JoystickGetDeviceInstanceID.restype = ctypes.c_int32
        self.instance_id = sdl.SDL_JoystickGetDeviceInstanceID(index)

    def _on_rumble(self, _userdata, low: int, high: int) -> int:
        self.rumbles.append((low, high))
        return 0

    def detach(self) -> None:
        """Unplug it (found by its instance id: device indexes shift as other devices go)."""
        sdl = self.sdl
        for index in range(sdl.SDL_NumJoysticks()):
            if sdl.SDL_JoystickGetDeviceInstanceID(index) == self.instance_id:
                sdl.SDL_JoystickDetachVirtual(index)
                return
