"""The gamepads: SDL's game-controller API (pygame._sdl2.controller) turned into presses of named
controls. This module knows devices, not screens: which pads are connected (hot-plug), what kind of
pad each is (its buttons' look), the sticks and the d-pad as four directions that repeat while held,
and rumble. What a press means on a screen is decided in `pad_input`.

SDL names the face buttons by position, the Xbox way: "a" is the bottom one, "b" the right one (on a
Nintendo pad SDL reports them by their printed labels instead, so "a" is the button marked A there too).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field

import pygame

log = logging.getLogger("game.ui.pad.devices")

XBOX, PLAYSTATION, NINTENDO = "xbox", "playstation", "nintendo"

#: SDL's button numbers -> our control names
BUTTONS: dict[int, str] = {
    pygame.CONTROLLER_BUTTON_A: "a",
    pygame.CONTROLLER_BUTTON_B: "b",
    pygame.CONTROLLER_BUTTON_X: "x",
    pygame.CONTROLLER_BUTTON_Y: "y",
    pygame.CONTROLLER_BUTTON_BACK: "back",
    pygame.CONTROLLER_BUTTON_START: "start",
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: "lb",
    pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: "rb",
    pygame.CONTROLLER_BUTTON_DPAD_UP: "up",
    pygame.CONTROLLER_BUTTON_DPAD_DOWN: "down",
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: "left",
    pygame.CONTROLLER_BUTTON_DPAD_RIGHT: "right",
}
DIRECTIONS = ("up", "down", "left", "right")
#: a stick counts as pushed past this share of its travel, and as let go below the second
STICK_ON, STICK_OFF = 0.55, 0.35
#: a held direction repeats after REPEAT_DELAY seconds, then every REPEAT_EVERY seconds
REPEAT_DELAY, REPEAT_EVERY = 0.40, 0.11
AXIS_MAX = 32767
#: rumble patterns: (low motor, high motor, milliseconds)
RUMBLE = {
    "turn": (0.25, 0.35, 120),
    "uno": (0.6, 0.6, 220),
    "caught": (1.0, 0.8, 450),
}

#: USB vendor ids as they sit in SDL's GUID (bytes 4-5, little-endian hex)
_VENDORS = {"4c05": PLAYSTATION, "7e05": NINTENDO, "5e04": XBOX}
_NAMES = (
    (PLAYSTATION, ("playstation", "dualshock", "dualsense", "ps3", "ps4", "ps5", "sony")),
    (NINTENDO, ("nintendo", "switch", "joy-con", "joycon", "pro controller", "wii u")),
)


def layout_of(name: str, guid: str = "") -> str:
    """The kind of pad from its name (else its GUID's vendor): how its buttons are drawn."""
    low = name.lower()
    for layout, words in _NAMES:
        if any(w in low for w in words):
            return layout
    return _VENDORS.get(guid[8:12].lower(), XBOX) if len(guid) >= 12 else XBOX


@dataclass
class Pad:
    """One connected pad: SDL's instance id, its name and look, the controller (None when SDL could not
    open it: then it has no rumble), and which directions are held (d-pad or stick) since when."""

    instance_id: int
    name: str
    layout: str
    controller: object | None = None
    held: dict[str, float] = field(default_factory=dict)  # direction -> seconds until it repeats
    dpad: set[str] = field(default_factory=set)  # directions held on the d-pad
    stick: set[str] = field(default_factory=set)  # directions a stick is pushed to

    def rumble(self, kind: str) -> bool:
        low, high, ms = RUMBLE[kind]
        if self.controller is None:
            return False
        try:
            return bool(self.controller.rumble(low, high, ms))  # type: ignore[attr-defined]
        except pygame.error:  # unplugged between two frames
            return False


@dataclass(frozen=True)
class Press:
    """A control pressed on pad `pad` (an instance id): a button or a direction (also each repeat)."""

    pad: int
    control: str


@dataclass(frozen=True)
class Plugged:
    """A pad came (`added`) or went."""

    pad: Pad
    added: bool


class Pads:
    """The connected pads, fed SDL's controller events: `feed(event)` and `tick(dt)` return what
    happened (presses, pads plugged or unplugged)."""

    def __init__(self) -> None:
        self.pads: dict[int, Pad] = {}
        self.rumble_on = True
        self._init()

    @staticmethod
    def _init() -> None:
        try:
            from pygame._sdl2 import controller

            if pygame.get_init() and not controller.get_init():
                controller.init()
        except (ImportError, pygame.error) as exc:  # no game-controller support: keys and mouse only
            log.info("game controllers unavailable: %s", exc)

    # ------------------------------------------------------------------------------------ devices
    def _open(self, device_index: int, guid: str) -> Pad | None:
        try:
            from pygame._sdl2 import controller

            if not controller.get_init():
                controller.init()
            pad = controller.Controller(device_index)
            joystick = pad.as_joystick()
            instance_id = joystick.get_instance_id()
            name = pad.name or joystick.get_name()
        except (ImportError, pygame.error) as exc:
            log.info("a game controller at %s could not be opened: %s", device_index, exc)
            return None
        return Pad(instance_id, name, layout_of(name, guid), pad)

    def _known(self, instance_id: int) -> Pad:
        """The pad sending `instance_id` (one SDL opened before us is taken on as it is first used)."""
        pad = self.pads.get(instance_id)
        if pad is None:
            pad = self.pads[instance_id] = Pad(instance_id, "", XBOX)
        return pad

    def feed(self, event) -> list:
        """What a pygame event means for the pads: [Plugged] or [Press, ...] (empty for other events)."""
        kind = event.type
        if kind == pygame.CONTROLLERDEVICEADDED:
            pad = self._open(event.device_index, getattr(event, "guid", ""))
            if pad is None or pad.instance_id in self.pads:
                return []
            self.pads[pad.instance_id] = pad
            log.info("game controller connected: %s (%s)", pad.name, pad.layout)
            return [Plugged(pad, True)]
        if kind == pygame.CONTROLLERDEVICEREMOVED:
            pad = self.pads.pop(event.instance_id, None)
            if pad is None:
                return []
            log.info("game controller disconnected: %s", pad.name)
            return [Plugged(pad, False)]
        if kind == pygame.CONTROLLERBUTTONDOWN:
            control = BUTTONS.get(event.button)
            if control is None:
                return []
            pad = self._known(event.instance_id)
            if control in DIRECTIONS:
                pad.dpad.add(control)
                pad.held[control] = REPEAT_DELAY
            return [Press(pad.instance_id, control)]
        if kind == pygame.CONTROLLERBUTTONUP:
            control = BUTTONS.get(event.button)
            pad = self.pads.get(event.instance_id)
            if pad is not None and control in DIRECTIONS:
                pad.dpad.discard(control)
                if control not in pad.stick:
                    pad.held.pop(control, None)
            return []
        if kind == pygame.CONTROLLERAXISMOTION:
            return self._axis(self._known(event.instance_id), event.axis, event.value / AXIS_MAX)
        return []

    def _axis(self, pad: Pad, axis: int, value: float) -> list:
        """The left stick is a d-pad; the right stick's up and down page; the triggers are ignored."""
        names = {
            pygame.CONTROLLER_AXIS_LEFTX: ("left", "right"),
            pygame.CONTROLLER_AXIS_LEFTY: ("up", "down"),
            pygame.CONTROLLER_AXIS_RIGHTY: ("page_up", "page_down"),
        }.get(axis)
        if names is None:
            return []
        out = []
        for sign, control in ((-1, names[0]), (1, names[1])):
            push = sign * value
            if control not in pad.stick and push >= STICK_ON:
                pad.stick.add(control)
                pad.held[control] = REPEAT_DELAY
                out.append(Press(pad.instance_id, control))
            elif control in pad.stick and push <= STICK_OFF:
                pad.stick.discard(control)
                if control not in pad.dpad:
                    pad.held.pop(control, None)
        return out

    def tick(self, dt: float) -> list[Press]:
        """Held directions repeat (SDL reports a held button once)."""
        out = []
        for pad in self.pads.values():
            for control, left in list(pad.held.items()):
                left -= dt
                while left <= 0:
                    out.append(Press(pad.instance_id, control))
                    left += REPEAT_EVERY
                pad.held[control] = left
        return out

    # ------------------------------------------------------------------------------------ reading
    def get(self, instance_id: int | None) -> Pad | None:
        return self.pads.get(instance_id) if instance_id is not None else None

    def __len__(self) -> int:
        return len(self.pads)

    def rumble(self, kind: str, pads=None) -> int:
        """Rumble `pads` (instance ids; all when None) with the pattern `kind`, unless it is switched off:
        how many pads took it."""
        if not self.rumble_on:
            return 0
        chosen = self.pads.values() if pads is None else [p for i in pads if (p := self.pads.get(i))]
        return sum(pad.rumble(kind) for pad in chosen)
