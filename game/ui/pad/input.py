"""The one place that turns gamepad presses into what the keyboard already does.

A press becomes the key the keyboard would press on the screen on top (an ordinary KEYDOWN that also
carries `pad`, the pad's instance id), so every screen, dialog and the table work with a pad without
knowing pads: the d-pad moves the focus (or through the hand), A is Enter, B is Escape, and at the
table the face buttons are the table's letter keys. Which key a control means depends on the screen's
`pad_context` ("menu" unless it says otherwise: "table", "emotes", "main_menu").

It also keeps what the hints show (`mode`: the pad, the keys or the mouse, whichever was used last) and
the short notes on screen (a pad connected or lost, a pad that is someone else's), and in a hot-seat
game with several pads it lets a pad act only for its own seat (`PadSeats`).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui.pad.devices import Pads, Plugged, Press

PAD, KEYS, MOUSE = "pad", "keys", "mouse"
NOTE_SECONDS = 3.5

_MOVE = {"up": pygame.K_UP, "down": pygame.K_DOWN, "left": pygame.K_LEFT, "right": pygame.K_RIGHT}
_PAGE = {
    "lb": pygame.K_PAGEUP,
    "rb": pygame.K_PAGEDOWN,
    "page_up": pygame.K_PAGEUP,
    "page_down": pygame.K_PAGEDOWN,
}
#: control -> key, by the screen's pad_context
PAD_KEYS: dict[str, dict[str, int]] = {
    "menu": {**_MOVE, **_PAGE, "a": pygame.K_RETURN, "b": pygame.K_ESCAPE, "start": pygame.K_ESCAPE},
    # the main menu's Escape asks to quit: only B does that there
    "main_menu": {**_MOVE, "a": pygame.K_RETURN, "b": pygame.K_ESCAPE},
    "table": {
        "left": pygame.K_LEFT,
        "right": pygame.K_RIGHT,
        "a": pygame.K_RETURN,
        "x": pygame.K_d,
        "b": pygame.K_k,
        "y": pygame.K_u,
        "rb": pygame.K_c,
        "up": pygame.K_j,
        "down": pygame.K_n,  # a lesson's Next (game/ui/table/coach.py); nothing at other tables
        "lb": pygame.K_h,
        "start": pygame.K_ESCAPE,
        "back": pygame.K_e,
        "page_up": pygame.K_PAGEUP,
        "page_down": pygame.K_PAGEDOWN,
    },
    # a network table's quick reactions, while their list is open
    "emotes": {
        "up": pygame.K_UP,
        "down": pygame.K_DOWN,
        "a": pygame.K_RETURN,
        "b": pygame.K_e,
        "back": pygame.K_e,
        "start": pygame.K_ESCAPE,
    },
}
#: keys anyone's pad may press at a hot-seat table: catch and jump in
ANYONE = (pygame.K_c, pygame.K_j, pygame.K_ESCAPE)


def context_of(screen) -> str:
    """Which of PAD_KEYS the screen on top takes."""
    from game.ui.screens import is_screen

    if is_screen(screen, "table"):  # also a network table
        return "emotes" if getattr(screen, "emotes_open", False) else "table"
    if is_screen(screen, "main_menu"):
        return "main_menu"
    return "menu"


def key_for(context: str, control: str) -> int | None:
    return PAD_KEYS.get(context, PAD_KEYS["menu"]).get(control)


def control_for(context: str, key: int) -> str | None:
    """The pad control that presses `key` in `context` (the first one: a button before a stick)."""
    for control, k in PAD_KEYS.get(context, PAD_KEYS["menu"]).items():
        if k == key:
            return control
    return None


@dataclass
class Note:
    text: str
    left: float = NOTE_SECONDS


class PadInput:
    """The app's pads and what they press; `handle(event)` before the screens, `tick(dt)` each frame."""

    def __init__(self, app) -> None:
        self.app = app
        self.pads = Pads()
        self.mode = MOUSE
        self.last_pad: int | None = None
        self.notes: list[Note] = []
        self.seats = PadSeats()
        self.bar_rect: pygame.Rect | None = None  # where the hint bar was drawn last (notes keep clear)
        self.glyph_rects: list[pygame.Rect] = []  # the table's glyphs drawn last (hints.py)
        self.badge_rects: list[pygame.Rect] = []  # the glyphs on the table's buttons drawn last
        self.note_rects: list[pygame.Rect] = []  # the notes drawn last

    @property
    def layout(self) -> str:
        pad = self.pads.get(self.last_pad)
        if pad is None and self.pads.pads:
            pad = next(iter(self.pads.pads.values()))
        return pad.layout if pad is not None else "xbox"

    # ------------------------------------------------------------------------------------ events
    def handle(self, event) -> bool:
        """True: the event was the pads' (it has been carried out)."""
        kind = event.type
        if kind == pygame.KEYDOWN and getattr(event, "pad", None) is None:
            self.mode = KEYS
            return False
        if kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEWHEEL) or (
            kind == pygame.MOUSEMOTION and event.rel != (0, 0)
        ):
            self.mode = MOUSE
            return False
        if not pygame.CONTROLLERAXISMOTION <= kind <= pygame.CONTROLLERDEVICEREMAPPED:
            return False
        for what in self.pads.feed(event):
            self._carry_out(what)
        return True

    def tick(self, dt: float) -> None:
        for press in self.pads.tick(dt):
            self._carry_out(press)
        for note in self.notes:
            note.left -= dt
        self.notes = [n for n in self.notes if n.left > 0]

    def say(self, text: str) -> None:
        self.notes = [n for n in self.notes if n.text != text][-2:] + [Note(text)]

    def _carry_out(self, what) -> None:
        t = self.app.ctx.t
        if isinstance(what, Plugged):
            name = what.pad.name or t("pad-unnamed")
            if what.added:
                self.say(t("pad-connected", name=name))
            else:
                self.say(t("pad-disconnected", name=name))
                lost_seat = self.seats.forget(what.pad.instance_id)
                if lost_seat is not None:
                    self._lost_owner(lost_seat)
                if self.last_pad == what.pad.instance_id:
                    self.last_pad = None
                    if not self.pads.pads:
                        self.mode = KEYS
            return
        assert isinstance(what, Press)
        self.mode, self.last_pad = PAD, what.pad
        top = self.app.top
        key = key_for(context_of(top), what.control)
        if key is None:
            return
        refusal = self.seats.refusal(self.app, what.pad, key, len(self.pads))
        if refusal is not None:
            self.say(refusal)
            return
        event = pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0, pad=what.pad)
        self.app.handle(event)
        self.seats.after(self.app, what.pad, key, len(self.pads))

    def _lost_owner(self, seat: int) -> None:
        table = self.app.find("table")
        if table is not None:
            self.say(self.app.ctx.t("pad-owner-lost", player=table.name(seat)))

    # ------------------------------------------------------------------------------------ rumble
    def rumble(self, kind: str, seat: int | None = None, table=None) -> int:
        """Rumble the pads of `seat` at `table` (every pad when no pad is that seat's and the seat may use
        any: one person at the screen, or a shared pad) unless rumble is off in the settings."""
        self.pads.rumble_on = getattr(self.app.ctx.settings, "rumble", True)
        if seat is None or table is None:
            return self.pads.rumble(kind)
        return self.pads.rumble(kind, self.seats.pads_for(seat, table, self.pads.pads))

    def feel(self, table, events) -> None:
        """A move's events felt in the hands: UNO called, and being caught, by a person at this screen."""
        from game.rules.events import UnoCalled, UnoCaught

        persons = table.port.persons
        for e in events:
            if isinstance(e, UnoCalled) and e.seat in persons:
                self.rumble("uno", e.seat, table)
            elif isinstance(e, UnoCaught) and e.target in persons:
                self.rumble("caught", e.target, table)


class PadSeats:
    """Hot-seat with several pads: a pad belongs to the person who answered "Pass to ..." with it (or
    first acted with it for their seat), and then acts only for that seat, except to catch or jump in
    and to pause. With one pad connected it is passed round like the keyboard and acts for whoever is
    at the screen. The keyboard and the mouse are everyone's."""

    def __init__(self) -> None:
        self.owner: dict[int, int] = {}  # pad -> seat

    def forget(self, pad: int) -> int | None:
        return self.owner.pop(pad, None)

    @staticmethod
    def _table_and_seat(app):
        """The hot-seat table whose screen (or decision, or "Pass to ...") is on top, and the seat it
        acts for now (None when no hot-seat table is on top)."""
        table = app.find("table")
        if table is None or not getattr(table.port, "hotseat", False):
            return None, None
        top = app.top
        if top is table or top is table.dialog:
            return table, table.viewer
        if top is table.privacy:
            return table, table.port.asking
        return None, None

    def refusal(self, app, pad: int, key: int, pads: int) -> str | None:
        """Why `pad` may not press `key` now (None: it may)."""
        table, seat = self._table_and_seat(app)
        if table is None or seat is None or pads < 2 or key in ANYONE:
            return None
        mine = self.owner.get(pad)
        if mine is None:
            taken = any(s == seat for p, s in self.owner.items() if p != pad)
            return app.ctx.t("pad-seat-taken", player=table.name(seat)) if taken else None
        if mine != seat:
            return app.ctx.t("pad-not-yours", player=table.name(mine))
        return None

    def after(self, app, pad: int, key: int, pads: int) -> None:
        """A pad answered "Pass to ..." or acted for the shown seat (while several pads are connected):
        it is that seat's from now on."""
        table = app.find("table")
        if pads < 2 or table is None or not getattr(table.port, "hotseat", False) or key in ANYONE:
            return
        seat = table.confirmed
        if seat is None or app.top is table.privacy:
            return
        if pad not in self.owner and seat not in self.owner.values():
            self.owner[pad] = seat

    def pads_for(self, seat: int, table, pads) -> list[int]:
        bound = [p for p, s in self.owner.items() if s == seat and p in pads]
        if bound:
            return bound
        if len(pads) > 1 and getattr(table.port, "hotseat", False):
            return [p for p in pads if p not in self.owner]
        return list(pads)
