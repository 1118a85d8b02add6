"""Network play's way in: "Play on the network" (host or join), **Host a network game** (a server in
this process on the address the player picks, joined through the same client path as everyone
else) and **Join a network game** (an address and a room code typed, or a table found on the local
network). Both wait for the server's answer without ever blocking a frame, then hand the session to
the lobby (game/ui/lobby.py); a refusal is shown in words and every field keeps what was typed.

The network parts are made through `make_server`, `make_client` and `make_browser` so that a test can
stand in for the socket or for zeroconf.
"""

from __future__ import annotations

import logging
from functools import partial

import pygame
import pygame_gui

from game.net import lan
from game.net.protocol import ROOM_CODE
from game.net.session import NetSession
from game.rules import EDITIONS, default_options
from game.scene.textwrap import wrap
from game.storage.names import normalize_name

from .core import Screen
from .name_entry import NameEntry
from .net_words import error_text, player_name

log = logging.getLogger("game.ui")

#: seconds without an answer before a join or a host is given up
CONNECT_TIMEOUT = 8.0
#: seconds of browsing before "no tables found"
BROWSE_PATIENCE = 4.0
MIN_SEATS, MAX_SEATS = 2, 10


def make_server(host: str, port: int, data_dir, pacing: float = 1.0, catch_hold: float | None = None):
    """The host's own server; its computer players keep the pace of this game's settings."""
    from game.net.server import Config, ServerThread

    config = Config(pacing=pacing, catch_hold=catch_hold)
    return ServerThread(host=host, port=port, data_dir=data_dir, config=config)


def make_client(url: str, name: str, token: str | None = None):
    from game.net.client import NetClient

    return NetClient(url, name, token)


def make_browser():
    return lan.Browser()


def make_announcer(name: str, port: int, address: str):
    return lan.Announcer(name, port, address)


class NetMenu(Screen):
    """Host or join."""

    def build(self) -> None:
        w, h = self.ctx.size
        self.fitted_label((0, h * 0.1, w, self.px(60)), self.t("ui-net-title"))
        items = [
            (self.t("ui-net-host"), lambda: self.app.push("net_host")),
            (self.t("ui-net-join"), lambda: self.app.push("net_join")),
            (self.t("ui-back"), self.app.pop),
        ]
        bw, bh, gap = self.px(440), self.px(50), self.px(12)
        top = (h - len(items) * (bh + gap)) // 2 + self.px(40)
        for i, (text, cb) in enumerate(items):
            self.button(((w - bw) // 2, top + i * (bh + gap), bw, bh), text, cb)
        if self.focus < 0:
            self.focus = 0


class Connecting(Screen):
    """What Host and Join share: the name field, the status line, and waiting for the server."""

    def __init__(self, app):
        super().__init__(app)
        self.name = player_name(app.ctx)
        self.session: NetSession | None = None
        self.waited = 0.0
        self.error = ""
        self.entries: dict = {}

    # ------------------------------------------------------------------------------------ fields
    def form_top(self, title_id: str) -> tuple[int, int, int, int, int, int, int]:
        """The title and the name row every form here starts with; the geometry of the rows below it:
        (label x, field x, label width, field width, row height, row step, next row's y)."""
        w, _h = self.ctx.size
        px = self.px
        self.entries = {}
        self.fitted_label((0, px(10), w, px(50)), self.t(title_id))
        lw = px(300)
        x0, x1 = px(40), px(40) + lw + px(12)
        cw = w - x1 - px(40)
        rh, step = px(40), px(52)
        y = px(78)
        self.label((x0, y, lw, rh), self.t("ui-net-your-name"))
        self.name_field((x1, y, cw, rh))
        return x0, x1, lw, cw, rh, step, y + step

    def name_field(self, rect) -> None:
        entry = NameEntry(pygame.Rect(rect), self.manager)
        entry.set_text_length_limit(24)
        entry.set_text(self.name)
        self.entries[entry] = "name"

    def text_field(self, rect, key: str, value: str, hint: str = "", limit: int = 64, numbers=False):
        entry = pygame_gui.elements.UITextEntryLine(pygame.Rect(rect), self.manager, placeholder_text=hint)
        entry.set_text_length_limit(limit)
        if numbers:
            entry.set_allowed_characters("numbers")
        entry.set_text(value)
        self.entries[entry] = key
        return entry

    def on_event(self, event) -> bool:
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element in self.entries:
            self._read(event.ui_element)
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element in self.entries:
            self._read(event.ui_element)
            self.go()
            return True
        return False

    def set_field(self, key: str, value: str) -> None:
        setattr(self, key, value)
        for entry, k in self.entries.items():
            if k == key:
                entry.set_text(value)

    def _read(self, entry) -> None:
        setattr(self, self.entries[entry], entry.get_text())

    def rebuild(self) -> None:
        for entry in list(self.entries):
            if entry.alive():
                self._read(entry)
        self.entries = {}
        super().rebuild()

    def status_rect(self) -> pygame.Rect:
        w, h = self.ctx.size
        return pygame.Rect(self.px(24), h - self.px(64) - self.px(46), w - self.px(48), self.px(40))

    def status_text(self) -> str:
        if self.error:
            return self.error
        if self.session is not None:
            return self.t("ui-net-connecting")
        return ""

    def draw(self, surface) -> None:
        super().draw(surface)
        text = self.status_text()
        if text:
            r = self.status_rect()
            font = self.ctx.font(17, bold=bool(self.error))
            color = (255, 214, 140) if self.error else (242, 242, 234)
            lines = wrap(font, text, r.width)[:2]
            top = r.centery - len(lines) * font.get_linesize() // 2
            for i, line in enumerate(lines):
                img = font.render(line, True, color)
                surface.blit(img, img.get_rect(midtop=(r.centerx, top + i * font.get_linesize())))

    # ------------------------------------------------------------------------------------ waiting
    def go(self) -> None:
        """Enter or the main button: start connecting."""

    def clean_name(self) -> str:
        return normalize_name(self.name, self.t("ui-setup-default-person"))

    def remember_name(self, name: str) -> None:
        ctx = self.ctx
        names = (name, *ctx.settings.default_names[1:])
        if tuple(ctx.settings.default_names[:1]) != (name,):
            ctx.settings = ctx.settings.replace(default_names=names)
            ctx.save_settings()

    def fail(self, text: str) -> None:
        """Give up the attempt: the words shown, the connection (and a server of ours) closed, the
        fields as they were."""
        self.error = text
        session, self.session = self.session, None
        if session is not None:
            session.close()
        self.rebuild()

    def update(self, dt: float) -> None:
        super().update(dt)
        s = self.session
        if s is None:
            return
        s.update()
        self.waited += dt
        if s.error is not None and (s.fatal or s.lobby is None):
            self.fail(error_text(self.t, s.error))
        elif s.status in ("refused", "lost", "closed"):
            self.fail(self.t("ui-net-unreachable"))
        elif s.lobby is not None and s.seat is not None:
            self.session = None
            self.app.replace(self.app_screen("lobby", s))
        elif self.waited > CONNECT_TIMEOUT:
            self.fail(self.t("ui-net-unreachable") if s.status != "open" else self.t("ui-net-no-answer"))

    def app_screen(self, name: str, *args):
        from .screens import make

        return make(name, self.app, *args)

    def exit(self) -> None:
        if self.session is not None:  # left while waiting
            self.session.close()
            self.session = None
        super().exit()


class HostScreen(Connecting):
    """Open a table served by this game: where to listen, the port, the edition, the seats, an
    optional room code; the house options are the last game's in that edition."""

    def __init__(self, app):
        super().__init__(app)
        last = app.ctx.settings.last_setup
        self.edition = last.ruleset if last is not None else "classic"
        self.seats = max(MIN_SEATS, min(MAX_SEATS, len(last.seats))) if last is not None else 4
        self.everywhere = False  # listen on the local network too (else this computer only)
        self.port = str(lan.DEFAULT_PORT)
        self.code = ""

    def options(self):
        last = self.ctx.settings.last_setup
        # the last game's choices carry over to another edition where they are valid there (as on the
        # new-game screen); else the edition's defaults
        if last is not None and not last.options.problems(self.edition, self.seats):
            return last.options
        return default_options(self.edition)

    def build(self) -> None:
        w, h = self.ctx.size
        px = self.px
        x0, x1, lw, cw, rh, step, y = self.form_top("ui-net-host-title")
        self.label((x0, y, lw, rh), self.t("ui-net-edition"))
        bw = (cw - 2 * px(8)) // 3
        for i, ed in enumerate(EDITIONS):
            b = self.button(
                (x1 + i * (bw + px(8)), y, bw, rh), self.t(f"edition-{ed}"), partial(self.set_edition, ed)
            )
            if ed == self.edition:
                b.select()
        y += step
        self.label((x0, y, lw, rh), self.t("ui-setup-seats", count=self.seats))
        self.button((x1, y, px(60), rh), "−", self.fewer, enabled=self.seats > MIN_SEATS)
        self.button((x1 + px(68), y, px(60), rh), "+", self.more, enabled=self.seats < MAX_SEATS)
        y += step
        self.label((x0, y, lw, rh), self.t("ui-net-listen"))
        where = "ui-net-listen-lan" if self.everywhere else "ui-net-listen-local"
        self.button((x1, y, cw, rh), self.t(where), self.toggle_where)
        y += step
        self.label((x0, y, lw, rh), self.t("ui-net-port"))
        self.text_field((x1, y, px(160), rh), "port", self.port, limit=5, numbers=True)
        y += step
        self.label((x0, y, lw, rh), self.t("ui-net-room-code"))
        self.text_field((x1, y, cw, rh), "code", self.code, self.t("ui-net-room-code-hint"), limit=16)
        y += step
        self.options_note = pygame.Rect(x0, y, w - 2 * x0, px(60))
        by = h - px(64)
        self.button((px(24), by, px(200), px(48)), self.t("ui-back"), self.app.pop)
        self.go_button = self.button(
            (w - px(24) - px(300), by, px(300), px(48)),
            self.t("ui-net-open-table"),
            self.go,
            enabled=self.session is None,
        )

    def draw(self, surface) -> None:
        super().draw(surface)
        font = self.ctx.font(16)
        r = self.options_note
        for i, line in enumerate(wrap(font, self.t("ui-net-host-options"), r.width)[:2]):
            surface.blit(font.render(line, True, (220, 230, 220)), (r.x, r.y + i * font.get_linesize()))

    def set_edition(self, ed: str) -> None:
        self.edition = ed
        self.rebuild()

    def fewer(self) -> None:
        self.seats = max(MIN_SEATS, self.seats - 1)
        self.rebuild()

    def more(self) -> None:
        self.seats = min(MAX_SEATS, self.seats + 1)
        self.rebuild()

    def toggle_where(self) -> None:
        self.everywhere = not self.everywhere
        self.rebuild()

    def go(self) -> None:
        if self.session is not None:
            return
        self.rebuild()  # reads every field
        port = int(self.port) if self.port.isdigit() else -1
        if not 0 < port < 65536:
            self.error = self.t("ui-net-bad-port")
            self.rebuild()
            return
        code = self.code.strip()
        if code and not ROOM_CODE.fullmatch(code):
            self.error = self.t("ui-net-bad-code")
            self.rebuild()
            return
        name = self.clean_name()
        self.remember_name(name)
        storage = self.ctx.storage
        data_dir = storage.paths.data_dir if storage is not None else None  # None: no journal
        listen = lan.EVERYWHERE if self.everywhere else lan.LOOPBACK
        server = None
        try:
            server = make_server(listen, port, data_dir, self.ctx.ai_pacing, self.ctx.catch_hold)
            _host, port = server.start()
        except OSError as exc:
            log.warning("could not serve on %s:%s: %s", listen, port, exc)
            if server is not None:
                try:
                    server.stop()
                except Exception:  # it never started
                    pass
            self.error = self.t("ui-net-port-busy", port=port)
            self.rebuild()
            return
        seats = [{"kind": "person"}] + [{"kind": "open"} for _ in range(self.seats - 1)]
        intent = {
            "type": "create",
            "edition": self.edition,
            "options": self.options().to_json(),
            "seats": seats,
            "code": code or None,
        }
        url = lan.url_for(lan.LOOPBACK, port)
        session = NetSession(make_client(url, name), intent, url=url, name=name)
        session.server = server
        session.address = f"{lan.local_address() if self.everywhere else lan.LOOPBACK}:{port}"
        if self.everywhere:
            announcer = make_announcer(name, port, lan.local_address())
            announcer.start()
            session.announcer = announcer
        self.session, self.waited, self.error = session, 0.0, ""
        self.rebuild()


class JoinScreen(Connecting):
    """Join a table: an address and a room code, or a table found on the local network."""

    def __init__(self, app):
        super().__init__(app)
        self.address = ""
        self.code = ""
        self.browser = None
        self.browsed = 0.0
        self._found: tuple = ()

    def enter(self) -> None:
        try:
            self.browser = make_browser()
            self.browser.start()
        except Exception:  # discovery is a convenience: typing the address always works
            log.exception("LAN discovery failed to start")
            self.browser = None
        super().enter()

    def exit(self) -> None:
        if self.browser is not None:
            self.browser.close()
            self.browser = None
        super().exit()

    def found(self) -> list:
        if self.browser is None or not getattr(self.browser, "available", False):
            return []
        return self.browser.found()[:4]

    def build(self) -> None:
        w, h = self.ctx.size
        px = self.px
        x0, x1, lw, cw, rh, step, y = self.form_top("ui-net-join-title")
        self.label((x0, y, lw, rh), self.t("ui-net-address"))
        self.text_field((x1, y, cw, rh), "address", self.address, self.t("ui-net-address-hint"))
        y += step
        self.label((x0, y, lw, rh), self.t("ui-net-room-code"))
        self.text_field((x1, y, cw, rh), "code", self.code, "", limit=16)
        y += step + px(6)
        self.label((x0, y, w - 2 * x0, px(30)), self.t("ui-net-found"), "#heading")
        y += px(36)
        self._found = tuple(self.found())
        self.found_top = y
        for i, table in enumerate(self._found):
            text = self.t("ui-net-found-table", player=table.name, address=f"{table.host}:{table.port}")
            self.button((x1, y + i * px(44), cw, px(38)), text, partial(self.pick, table))
        by = h - px(64)
        self.button((px(24), by, px(200), px(48)), self.t("ui-back"), self.app.pop)
        self.go_button = self.button(
            (w - px(24) - px(300), by, px(300), px(48)),
            self.t("ui-net-join-go"),
            self.go,
            enabled=self.session is None,
        )

    def browse_text(self) -> str:
        if self._found:
            return ""
        if self.browser is None or not getattr(self.browser, "available", False):
            return self.t("ui-net-no-discovery")
        return self.t("ui-net-looking") if self.browsed < BROWSE_PATIENCE else self.t("ui-net-none-found")

    def draw(self, surface) -> None:
        super().draw(surface)
        text = self.browse_text()
        if text:
            x1 = self.px(40) + self.px(312)
            self.text(surface, text, (x1, self.found_top + self.px(8)), 17, (220, 230, 220))

    def update(self, dt: float) -> None:
        self.browsed += dt
        if tuple(self.found()) != self._found:
            self.rebuild()
        super().update(dt)

    def pick(self, table) -> None:
        self.set_field("address", f"{table.host}:{table.port}")

    def go(self) -> None:
        if self.session is not None:
            return
        self.rebuild()  # reads every field
        where = lan.parse_address(self.address)
        if where is None:
            self.error = self.t("ui-net-bad-address")
            self.rebuild()
            return
        code = self.code.strip()
        if not code:
            self.error = self.t("ui-net-need-code")
            self.rebuild()
            return
        name = self.clean_name()
        self.remember_name(name)
        url = lan.url_for(*where)
        try:
            client = make_client(url, name)
        except (OSError, ValueError) as exc:
            log.warning("could not connect to %s: %s", where, exc)
            self.error = self.t("ui-net-unreachable")
            self.rebuild()
            return
        self.session = NetSession(client, {"type": "join", "room": code}, url=url, name=name)
        self.waited, self.error = 0.0, ""
        self.rebuild()
