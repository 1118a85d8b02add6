"""Network play's way in: "Play on the network" (host or join), **Host a network game** (a server in
this process on the address the player picks, joined through the same client path as everyone
else) and **Join a network game** (an address and a room code typed, or a table found on the local
network). Both wait for the server's answer without ever blocking a frame, then hand the session to
the lobby (game/ui/netplay/lobby.py); a refusal is shown in words and every field keeps what was typed.

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
from game.ui.kit import DecoratedScreen, paint, tokens
from game.ui.kit.focus import TextFields
from game.ui.kit.icons import draw_icon
from game.ui.kit.name_entry import NameEntry
from game.ui.kit.widgets import (
    Decor,
    Plate,
    Switch,
    Tile,
    avatar,
    caption_room,
    hint_fits,
    motion_seconds,
    place_words,
    seat_colour,
)
from game.ui.netplay.look import TableCard, segmented_row, spinner
from game.ui.netplay.words import TIMERS, error_text, player_name, timer_text

log = logging.getLogger("game.ui")

#: seconds without an answer before a join or a host is given up
CONNECT_TIMEOUT = 8.0
#: seconds of browsing before "no tables found"
BROWSE_PATIENCE = 4.0
#: seconds between two tries for a seat at a started table
WAIT_AGAIN = 5.0
MIN_SEATS, MAX_SEATS = 2, 10


def make_server(host: str, port: int, data_dir, pacing: float = 1.0, catch_hold: float | None = None):
    """The host's own server; its computer players keep the pace of this game's settings."""
    from game.net.server import Config, ServerThread

    config = Config(pacing=pacing, catch_hold=catch_hold)
    return ServerThread(host=host, port=port, data_dir=data_dir, config=config)


def make_client(url: str, name: str, token: str | None = None):
    from game.net.client import NetClient

    return NetClient(url, name, token)


def seat_keeper(ctx):
    """Where this player's seat is kept for a rejoin (None: no data folder)."""
    from game.storage.rejoin import SeatKeeper

    storage = ctx.storage
    return SeatKeeper(storage.paths.data_dir) if storage is not None else None


def make_browser():
    return lan.Browser()


def make_announcer(name: str, port: int, address: str, room: str = ""):
    return lan.Announcer(name, port, address, room)


def make_search(host: str, port: int, name: str):
    from game.net.finder import TableSearch

    return TableSearch(host, port, name).start()


class NetMenu(DecoratedScreen):
    """Host or join: two big tiles."""

    def __init__(self, app):
        super().__init__(app)
        self.entered = False

    def enter(self) -> None:
        super().enter()
        self.entered = True

    def build(self) -> None:
        w, h = self.ctx.size
        px = self.px
        self.decor = Decor()
        self.fitted_label((0, h * 0.1, w, self.px(60)), self.t("ui-net-title"))
        tiles = (
            (
                "ui-net-host",
                "net-look-host-effect",
                "crown",
                tokens.CARD_FILL["r"],
                lambda: self.app.push("net_host"),
            ),
            (
                "ui-net-join",
                "net-look-join-effect",
                "network",
                tokens.CARD_FILL["b"],
                lambda: self.app.push("net_join"),
            ),
        )
        gap = px(tokens.SPACE_L)
        font = self.ctx.font(tokens.TYPE_HEADING, True)
        tw = max(px(340), *(font.size(self.t(k))[0] + 2 * px(tokens.SPACE_L) for k, *_ in tiles))
        tw = min(tw, (w - 2 * px(tokens.SPACE_L) - gap) // 2)
        th = min(px(200), h - px(300))
        x = (w - 2 * tw - gap) // 2
        y = (h - th) // 2
        for i, (key, effect, icon, accent, action) in enumerate(tiles):
            rect = pygame.Rect(x + i * (tw + gap), y, tw, th)
            b = self.button(rect, self.t(key), action, "#tile_big")
            captions = wrap(self.ctx.font(tokens.TYPE_CAPTION), self.t(effect), tw - 2 * px(tokens.SPACE_S))[
                :2
            ]
            share = 0.46
            place_words(b, "center", "top", 0, round(th * share) + px(tokens.SPACE_XS))
            self.decor.add(Tile(self, b, icon, accent, captions, delay=0.06 * i, icon_share=share))
        back = self.button(
            (px(24), h - px(64), px(200), px(48)), self.t("ui-back"), self.app.pop, "#ghost_bold"
        )
        self.decor.add(Plate(self, back))
        if self.focus < 0:
            self.focus = 0

    def drawn_texts(self) -> list:
        return self.decor.drawn_texts()


class Connecting(DecoratedScreen, TextFields):
    """What Host and Join share: the two columns under the title, captioned fields, the status line, the
    bottom bar (Back, the main button) and waiting for the server."""

    def __init__(self, app):
        super().__init__(app)
        self.name = player_name(app.ctx)
        self.session: NetSession | None = None
        self.waited = 0.0
        self.error = ""
        self.entries: dict = {}
        self.entered = False  # the widgets rise in once, not again on every rebuild
        self.clock = 0.0
        self.row_gap = 0  # the space under a row of a form (`columns` sets it)

    def enter(self) -> None:
        super().enter()
        self.entered = True

    # ------------------------------------------------------------------------------------ layout
    def columns(self, title_id: str, share: float = 0.5) -> tuple[pygame.Rect, pygame.Rect]:
        """The title, and the two columns under it, above the status line (left, right); the left
        one takes `share` of the width."""
        w, _h = self.ctx.size
        px = self.px
        self.entries = {}
        self.decor = Decor()
        self.fitted_label((0, px(8), w, px(52)), self.t(title_id))
        m, gap = px(tokens.SPACE_L), px(tokens.SPACE_XL)
        top = px(72)
        bottom = self.status_rect().top - px(tokens.SPACE_S)
        cw = round((w - 2 * m - gap) * share)
        self.row_gap = px(tokens.SPACE_M)
        return (
            pygame.Rect(m, top, cw, bottom - top),
            pygame.Rect(m + cw + gap, top, w - 2 * m - gap - cw, bottom - top),
        )

    def caption(self, x: int, y: int, width: int, text: str) -> int:
        """A caption over a control; the y under it."""
        self.label((x, y, width, self.px(22)), text, "#caption")
        return y + self.px(24)

    def beside_caption(self, x: int, y: int, width: int, text: str) -> tuple[int, int]:
        """A caption at the left of a control's row (short of room); the x and width left for the
        control."""
        font = self.ctx.font(tokens.TYPE_CAPTION)
        cap_w = min(font.size(text)[0] + self.px(tokens.SPACE_M), width * 2 // 5)
        self.label((x, y, cap_w, self.px(38)), text, "#caption")
        return x + cap_w, width - cap_w

    def field(
        self, x, y, width, caption: str, key: str, value: str, hint="", limit=64, numbers=False, beside=False
    ) -> int:
        """A captioned text field (the caption over it, or `beside` it); the y of the next row."""
        if beside:
            x, width = self.beside_caption(x, y, width, caption)
        else:
            y = self.caption(x, y, width, caption)
        rect = (x, y, width, self.px(38))
        if key == "name":
            self.name_field(rect)
        else:
            self.text_field(rect, key, value, hint, limit, numbers)
        return y + self.px(38) + self.row_gap

    def name_field(self, rect) -> None:
        entry = NameEntry(pygame.Rect(rect), self.manager)
        entry.set_text_length_limit(24)
        entry.set_text(self.name)
        self.entries[entry] = "name"
        self.focusable_field(entry)

    def text_field(self, rect, key: str, value: str, hint: str = "", limit: int = 64, numbers=False):
        entry = pygame_gui.elements.UITextEntryLine(pygame.Rect(rect), self.manager, placeholder_text=hint)
        if not hint_fits(entry):  # a long hint in a field short of room (a big UI scale): the caption's size
            entry.kill()
            entry = pygame_gui.elements.UITextEntryLine(
                pygame.Rect(rect), self.manager, placeholder_text=hint, object_id="#entry_small"
            )
        entry.set_text_length_limit(limit)
        if numbers:
            entry.set_allowed_characters("numbers")
        entry.set_text(value)
        self.entries[entry] = key
        return self.focusable_field(entry)

    def segmented(self, x, y, width, texts, chosen: int, actions) -> list:
        """A segmented control (the kit's) of `texts`; its buttons."""
        return segmented_row(self, pygame.Rect(x, y, width, self.px(38)), texts, chosen, actions)

    def fitted_button(self, rect, text: str, action):
        """A tile's button: its words in the tile's font, or a smaller one when they would not fit."""
        for object_id in ("#tile", "#ghost_bold", "#segment"):
            b = self.button(rect, text, action, object_id)
            if b.font.size(text)[0] <= b.rect.width - self.px(tokens.SPACE_S) or object_id == "#segment":
                return b
            b.kill()
            self.focusables.remove(b)
            self.callbacks.pop(b, None)
        raise AssertionError("unreachable")

    def plate_button(self, rect, text: str, action, icon=None, accent=None, enabled=True):
        b = self.button(rect, text, action, "#ghost_bold", enabled=enabled)
        self.decor.add(Plate(self, b, icon=icon, accent=accent))
        return b

    def bottom_bar(self, main_text: str, main_action, enabled=True, icon="play"):
        """Back at the left, the main button at the right (green, with its icon)."""
        w, h = self.ctx.size
        px = self.px
        by = h - px(64)
        self.plate_button((px(24), by, px(200), px(48)), self.t("ui-back"), self.app.pop)
        return self.plate_button(
            (w - px(24) - px(300), by, px(300), px(48)),
            main_text,
            main_action,
            icon=icon,
            accent=tokens.CARD_FILL["g"],
            enabled=enabled,
        )

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
        return pygame.Rect(self.px(24), h - self.px(64) - self.px(50), w - self.px(48), self.px(44))

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
            font = self.ctx.font(tokens.TYPE_BODY, bold=bool(self.error))
            color = tokens.GOLD_TEXT if self.error else tokens.TEXT
            lines = wrap(font, text, r.width)[:2]
            top = r.centery - len(lines) * font.get_linesize() // 2
            if self.session is not None and not self.error:  # waiting for the server: the spinner turns
                first = font.size(lines[0])[0] if lines else 0
                dot = font.get_height() // 2
                spinner(
                    surface, (r.centerx - first // 2 - dot * 2, r.centery), dot, self.clock, self.moving()
                )
            for i, line in enumerate(lines):
                img = font.render(line, True, color)
                surface.blit(img, img.get_rect(midtop=(r.centerx, top + i * font.get_linesize())))

    def moving(self) -> bool:
        return motion_seconds(self.ctx, tokens.MOTION_NORMAL) > 0

    def drawn_texts(self) -> list:
        """The words drawn beside the widgets (tile captions, table cards), for the fit tests."""
        return self.decor.drawn_texts()

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
        self.clock += dt
        s = self.session
        if s is None:
            return
        s.update()
        self.waited += dt
        if s.error is not None and (s.fatal or s.lobby is None):
            self.refused(s.error)
        elif s.status in ("refused", "lost", "closed"):
            self.fail(self.unreachable_text(s))
        elif (s.seat is not None and (s.lobby is not None or s.started)) or (s.watching and s.started):
            self.session = None
            self.seated(s)
            self.app.replace(self.app_screen("net_table" if s.started else "lobby", s))
        elif self.waited > CONNECT_TIMEOUT:
            self.fail(self.unreachable_text(s) if s.status != "open" else self.t("ui-net-no-answer"))

    def refused(self, code: str) -> None:
        """The server said no: why, in words."""
        self.fail(error_text(self.t, code))

    def unreachable_text(self, s: NetSession) -> str:
        """Nobody answered: a host name that names no computer is said as such, not as a closed port."""
        if getattr(s.client, "problem", None) == "unknown_host":
            where = lan.parse_address(s.url)
            return self.t("ui-net-unknown-host", host=where[0] if where else s.url)
        return self.t("ui-net-unreachable")

    def seated(self, session: NetSession) -> None:
        """The server gave this person a seat (the host: their table is open)."""

    def app_screen(self, name: str, *args):
        from game.ui.screens import make

        return make(name, self.app, *args)

    def exit(self) -> None:
        if self.session is not None:  # left while waiting
            self.session.close()
            self.session = None
        super().exit()


class HostScreen(Connecting):
    """Open a table: served by this game (this computer only, or the local network, on a port) or on a
    server someone runs (`uno-table serve`, by its address); the edition, the seats, an optional room
    code, whether the table is listed for friends to find, a turn timer. The house options are the
    last game's in that edition."""

    WHERE = ("local", "lan", "server")

    def __init__(self, app, server_address: str = ""):
        super().__init__(app)
        last = app.ctx.settings.last_setup
        self.edition = last.ruleset if last is not None else "classic"
        self.seats = max(MIN_SEATS, min(MAX_SEATS, len(last.seats))) if last is not None else 4
        # who can join: this computer, the local network, or a server's players (a server given: there)
        self.where = "server" if server_address else "local"
        self.port = str(lan.DEFAULT_PORT)
        self.server_address = server_address  # where = "server": the server's address
        self.code = ""
        self.public = False  # listed: found with Find tables, no code to type
        self.timer: int | None = None  # the turn timer, seconds (None: none)

    @property
    def everywhere(self) -> bool:
        return self.where == "lan"

    def options(self):
        last = self.ctx.settings.last_setup
        # the last game's choices carry over to another edition where they are valid there (as on the
        # new-game screen); else the edition's defaults
        if last is not None and not last.options.problems(self.edition, self.seats):
            return last.options
        return default_options(self.edition)

    def build(self) -> None:
        px = self.px
        left, right = self.columns("ui-net-host-title", 0.54)
        # the right column's five rows and the timer's line spread over the room there is
        rows_h = 5 * (px(24) + px(38)) + px(26)
        self.row_gap = max(px(tokens.SPACE_M), min(px(tokens.SPACE_XL), (right.h - rows_h) // 5))
        # who can join: three tiles, the chosen one gold
        y = left.y
        self.label((left.x, y, left.w, px(30)), self.t("ui-net-listen"), "#heading")
        y += px(36)
        gap = px(tokens.SPACE_S)
        tile_w = (left.w - 2 * gap) // 3
        cap_font = self.ctx.font(tokens.TYPE_CAPTION)
        captions = {
            where: wrap(cap_font, self.t(f"net-look-where-{where}-effect"), tile_w - 2 * px(tokens.SPACE_S))[
                :3
            ]
            for where in self.WHERE
        }
        lines = max(len(c) for c in captions.values())
        word_h = self.ctx.font(tokens.TYPE_SUBHEADING, True).get_linesize()
        words_h = word_h + caption_room(self.ctx, lines) + px(tokens.SPACE_M)
        # short of room (a big UI scale): smaller icons, the field's caption beside it, the rows closed up
        listed = self.t("net-look-listed-on" if self.public else "net-look-listed-off")
        listed_lines = min(
            2, len(Switch.effect_lines(self.ctx, listed, Switch.effect_width(self.ctx, left.w)))
        )
        switch_h = max(px(54), Switch.height(self.ctx, listed_lines))
        listed_h = switch_h + self.row_gap if self.where != "local" else 0
        tight = px(36) + px(52) + words_h + 2 * self.row_gap + px(24) + px(38) + listed_h > left.h
        icon_h = px(36) if tight else px(52)
        left_gap = px(tokens.SPACE_XS) if tight else self.row_gap
        tile_h = icon_h + words_h
        share = icon_h / tile_h
        icons = {"local": "computer", "lan": "network", "server": "server"}
        accents = {
            "local": tokens.CARD_FILL["g"],
            "lan": tokens.CARD_FILL["b"],
            "server": tokens.CARD_FILL["r"],
        }
        for i, where in enumerate(self.WHERE):
            rect = pygame.Rect(left.x + i * (tile_w + gap), y, tile_w, tile_h)
            b = self.fitted_button(rect, self.t(f"net-look-where-{where}"), partial(self.set_where, where))
            place_words(b, "center", "top", 0, icon_h + px(tokens.SPACE_XS))
            if where == self.where:
                b.select()
            self.decor.add(
                Tile(self, b, icons[where], accents[where], captions[where], delay=0.05 * i, icon_share=share)
            )
        y += tile_h + left_gap
        right_gap, self.row_gap = self.row_gap, left_gap
        if self.where == "server":
            y = self.field(
                left.x,
                y,
                left.w,
                self.t("ui-net-server-address"),
                "server_address",
                self.server_address,
                self.t("ui-net-server-address-hint"),
                beside=tight,
            )
        else:
            port_w = left.w * 3 // 5 if tight else px(160)
            y = self.field(
                left.x,
                y,
                port_w,
                self.t("ui-net-port"),
                "port",
                self.port,
                limit=5,
                numbers=True,
                beside=tight,
            )
        if self.where != "local":  # listed: friends find the table under Find tables, no code to type
            b = self.button(
                (left.x, y, left.w, switch_h), self.t("ui-net-listed"), self.toggle_public, "#ghost_bold"
            )
            switch = Switch(self, b, "listed", listed, self.public, lines=listed_lines)
            place_words(b, "left", "top", switch.layout(self.ctx, b.rect)[0], px(5))
            self.decor.add(switch)
            y += switch_h + self.row_gap
        self.options_note = pygame.Rect(left.x, y, left.w, max(0, left.bottom - y))
        self.row_gap = right_gap
        # the table: name, edition, seats, room code, turn timer; short of room (a big UI scale), the
        # name's, the seats' and the code's captions go beside their controls and the rows close up
        x, cw = right.x, right.w
        cap_h, row_h = px(24), px(38)
        effect_lines = wrap(
            self.ctx.font(tokens.TYPE_CAPTION), self.t("net-look-timer-effect"), cw - px(tokens.SPACE_S)
        )
        effect_h = px(tokens.SPACE_XS) + len(effect_lines) * px(22)
        beside = right.h < 5 * (cap_h + row_h) + 4 * px(tokens.SPACE_M) + effect_h
        if beside:
            self.row_gap = max(
                px(2), min(px(tokens.SPACE_M), (right.h - 2 * cap_h - 5 * row_h - effect_h) // 4)
            )
        y = self.field(x, right.y, cw, self.t("ui-net-your-name"), "name", self.name, beside=beside)
        y = self.caption(x, y, cw, self.t("ui-net-edition"))
        self.segmented(
            x,
            y,
            cw,
            [self.t(f"edition-{ed}") for ed in EDITIONS],
            list(EDITIONS).index(self.edition),
            [partial(self.set_edition, ed) for ed in EDITIONS],
        )
        y += px(38) + self.row_gap
        side = px(38)
        if beside:
            sx, sw = self.beside_caption(x, y, cw, self.t("ui-setup-seats", count=self.seats))
        else:
            y = self.caption(x, y, cw, self.t("ui-setup-seats", count=self.seats))
            sx, sw = x, cw
        self.plate_button((sx, y, px(48), side), "−", self.fewer, enabled=self.seats > MIN_SEATS)
        self.plate_button((sx + sw - px(48), y, px(48), side), "+", self.more, enabled=self.seats < MAX_SEATS)
        self.seat_row = pygame.Rect(sx + px(56), y, sw - 2 * px(56), side)
        y += side + self.row_gap
        y = self.field(
            x,
            y,
            cw,
            self.t("ui-net-room-code"),
            "code",
            self.code,
            self.t("ui-net-room-code-hint"),
            limit=16,
            beside=beside,
        )
        y = self.caption(x, y, cw, self.t("ui-net-timer"))
        self.segmented(
            x,
            y,
            cw,
            [timer_text(self.t, s) for s in TIMERS],
            TIMERS.index(self.timer) if self.timer in TIMERS else 0,
            [partial(self.set_timer, s) for s in TIMERS],
        )
        y += px(38) + px(tokens.SPACE_XS)
        for i, line in enumerate(effect_lines):  # the timer's effect: two lines when one is too short
            self.label((x, y + i * px(22), cw, px(22)), line, "#caption")
        self.go_button = self.bottom_bar(self.t("ui-net-open-table"), self.go, enabled=self.session is None)

    def draw_background(self, surface) -> None:
        super().draw_background(surface)
        # the seats to be: the host's own disc, then an empty chair for each seat a friend may take
        r = self.seat_row
        radius = min(r.h // 2 - self.px(2), r.w // (2 * self.seats + 2))
        step = min(r.w // self.seats, radius * 3)
        x0 = r.centerx - step * (self.seats - 1) // 2
        for i in range(self.seats):
            centre = (x0 + i * step, r.centery)
            if i == 0:
                avatar(surface, self.ctx, centre, radius, self.clean_name(), seat_colour(0))
            else:
                pygame.draw.circle(surface, tokens.BORDER_QUIET, centre, radius, max(2, self.px(2)))

    def note_lines(self) -> list[tuple[str, pygame.Rect]]:
        """Where the line saying the house options are the last game's goes, whole: under the left
        column's controls when it has the room, else (a big UI scale) in the status line while that has
        nothing to say, in the caption's size; each line with its place."""
        font = self.ctx.font(tokens.TYPE_CAPTION)
        ls = font.get_linesize()
        text = self.t("ui-net-host-options")
        r = self.options_note
        lines = wrap(font, text, r.width)
        if len(lines) * ls <= r.h:
            return [(line, pygame.Rect(r.x, r.y + i * ls, *font.size(line))) for i, line in enumerate(lines)]
        if self.status_text():
            return []
        r = self.status_rect()
        lines = wrap(font, text, r.width)
        top = r.centery - len(lines) * ls // 2
        placed = []
        for i, line in enumerate(lines):
            rect = pygame.Rect(0, top + i * ls, *font.size(line))
            rect.centerx = r.centerx
            placed.append((line, rect))
        return placed

    def drawn_texts(self) -> list:
        return super().drawn_texts() + self.note_lines()

    def next_frame(self) -> float | None:
        """Drawn from its fields alone until the table is opened (then the spinner turns and the
        connection is looked at every frame) (issue 44)."""
        if self.session is not None or self.decor.moving:
            return 0.0
        return self.widgets_next_frame()

    def draw(self, surface) -> None:
        super().draw(surface)
        font = self.ctx.font(tokens.TYPE_CAPTION)
        for line, rect in self.note_lines():
            surface.blit(font.render(line, True, tokens.TEXT_MUTED), rect)

    def set_edition(self, ed: str) -> None:
        self.edition = ed
        self.rebuild()

    def fewer(self) -> None:
        self.seats = max(MIN_SEATS, self.seats - 1)
        self.rebuild()

    def more(self) -> None:
        self.seats = min(MAX_SEATS, self.seats + 1)
        self.rebuild()

    def set_where(self, where: str) -> None:
        self.rebuild()  # reads the fields first
        self.where = where
        self.rebuild()

    def toggle_public(self) -> None:
        self.public = not self.public
        self.rebuild()

    def set_timer(self, seconds: int | None) -> None:
        self.timer = seconds
        self.rebuild()

    def intent(self, code: str) -> dict:
        seats = [{"kind": "person"}] + [{"kind": "open"} for _ in range(self.seats - 1)]
        return {
            "type": "create",
            "edition": self.edition,
            "options": self.options().to_json(),
            "seats": seats,
            "code": code or None,
            "timer": self.timer,
            "public": self.public and self.where != "local",
        }

    def go(self) -> None:
        if self.session is not None:
            return
        self.rebuild()  # reads every field
        code = self.code.strip()
        if code and not ROOM_CODE.fullmatch(code):
            self.error = self.t("ui-net-bad-code")
            self.rebuild()
            return
        if self.where == "server":
            self.host_on_server(code)
        else:
            self.host_here(code)

    def host_on_server(self, code: str) -> None:
        """The table is created on a server someone runs; the same lobby follows."""
        where = lan.parse_address(self.server_address)
        if where is None:
            self.error = self.t("ui-net-bad-address")
            self.rebuild()
            return
        name = self.clean_name()
        self.remember_name(name)
        url = lan.url_for(*where)
        log.info("hosting a table on the server %s", url)
        session = NetSession(make_client(url, name), self.intent(code), url=url, name=name)
        session.address = self.server_address.strip()
        session.keeper = seat_keeper(self.ctx)
        self.session, self.waited, self.error = session, 0.0, ""
        self.rebuild()

    def host_here(self, code: str) -> None:
        """The table is served by this game, on the port typed."""
        port = int(self.port) if self.port.isdigit() else -1
        if not 0 < port < 65536:
            self.error = self.t("ui-net-bad-port")
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
            self.error = self.t("ui-net-port-busy", port=str(port))
            self.rebuild()
            return
        url = lan.url_for(lan.LOOPBACK, port)
        session = NetSession(make_client(url, name), self.intent(code), url=url, name=name)
        session.server = server
        session.address = f"{lan.local_address() if self.everywhere else lan.LOOPBACK}:{port}"
        self.session, self.waited, self.error = session, 0.0, ""
        self.rebuild()

    def seated(self, session: NetSession) -> None:
        """The table is open: on the local network it is announced, with its room code when listed."""
        if not self.everywhere or session.server is None:
            return
        port = int(str(session.address).rpartition(":")[2])
        room = (session.room or "") if self.public else ""
        announcer = make_announcer(session.name, port, lan.local_address(), room)
        announcer.start()
        session.announcer = announcer


class JoinScreen(Connecting):
    """Join a table: an address and a room code, or a table found when the person asks (Find tables:
    the local network, and the server at the address typed, which lists its public tables). A table
    whose game has started offers to wait for a seat (one a person gives up)."""

    def __init__(self, app):
        super().__init__(app)
        self.address = ""
        self.code = ""
        self.browser = None
        self.browsed = 0.0
        self.searches: list = []  # TableSearch per server asked
        self.asked = False  # Find tables was pressed
        self._found: tuple = ()
        self.wait_room = ""  # a started table the person waits at for a seat
        self.wait_in = 0.0

    def exit(self) -> None:
        if self.browser is not None:
            self.browser.close()
            self.browser = None
        super().exit()

    def find(self) -> None:
        """Look for tables: on the local network (zeroconf), and on the server at the typed address."""
        self.rebuild()  # reads every field
        self.asked, self.browsed, self.error = True, 0.0, ""
        if self.browser is None:
            try:
                self.browser = make_browser()
                self.browser.start()
            except Exception:  # discovery is a convenience: typing the address always works
                log.exception("LAN discovery failed to start")
                self.browser = None
        where = lan.parse_address(self.address)
        self.searches = []
        if where is not None:
            self.searches.append(make_search(where[0], where[1], self.clean_name()))
        self.rebuild()

    def found(self) -> list:
        tables: list = []
        for search in self.searches:
            tables.extend(search.found)
        if self.browser is not None and getattr(self.browser, "available", False):
            tables.extend(self.browser.found())
        return tables[:4]

    def searching(self) -> bool:
        lan_on = self.browser is not None and getattr(self.browser, "available", False)
        return (lan_on and self.browsed < BROWSE_PATIENCE) or any(not s.done for s in self.searches)

    def build(self) -> None:
        w, h = self.ctx.size
        px = self.px
        left, right = self.columns("ui-net-join-title", 0.4)
        y = self.field(left.x, left.y, left.w, self.t("ui-net-your-name"), "name", self.name)
        y = self.field(
            left.x,
            y,
            left.w,
            self.t("ui-net-address"),
            "address",
            self.address,
            self.t("ui-net-address-hint"),
        )
        y = self.field(left.x, y, left.w, self.t("ui-net-room-code"), "code", self.code, "", limit=16)
        # the tables found: a heading, Find tables, then a card per table
        find_w = px(220)
        self.find_button = self.plate_button(
            (right.right - find_w, right.y - px(2), find_w, px(40)),
            self.t("ui-net-find"),
            self.find,
            icon="catch",
        )
        self.grow_to_text(self.find_button)
        fb = self.find_button.rect
        if fb.x < right.x + px(120):  # a long name for the button: it keeps to the column
            self.find_button.set_relative_position((right.x + px(120), fb.y))
            self.find_button.set_dimensions((right.right - right.x - px(120), fb.h))
        heading_w = self.find_button.rect.x - right.x - px(tokens.SPACE_S)
        heading = self.label((right.x, right.y, heading_w, px(36)), self.t("ui-net-found"), "#heading")
        if heading.font.size(heading.text)[0] > heading_w - px(4):  # a long heading: in the body's font
            heading.kill()
            self.label((right.x, right.y, heading_w, px(36)), self.t("ui-net-found"))
        y = right.y + px(48)
        self._found = tuple(self.found())
        self.found_area = pygame.Rect(right.x, y, right.w, right.bottom - y)
        card_h = min(px(78), (self.found_area.h - 3 * px(tokens.SPACE_S)) // 4)
        for i, table in enumerate(self._found):
            rect = pygame.Rect(right.x, y + i * (card_h + px(tokens.SPACE_S)), right.w, card_h)
            lines, room = self.card_words(table)
            b = self.button(rect, self.card_title(table), partial(self.pick, table), "#ghost_bold")
            left_pad = TableCard.words_left(self, card_h)
            name_w = b.font.size(b.text)[0]
            if room and left_pad + name_w + TableCard.chip_width(self, room, card_h) > rect.w:
                lines[0] = self.t("net-look-room", code=room) + " · " + lines[0]  # no room for the chip
                room = ""
            place_words(b, "left", "top", left_pad, px(tokens.SPACE_S))
            self.decor.add(TableCard(self, b, i, lines, room, delay=0.05 * i))
        by = h - px(64)
        if self.wait_room:
            self.go_button = self.bottom_bar(self.t("ui-net-stop-waiting"), self.stop_waiting, icon="quit")
        else:
            self.go_button = self.bottom_bar(self.t("ui-net-join-go"), self.go, enabled=self.session is None)
        actions = self.refusal_actions()
        gap = px(tokens.SPACE_S)
        each = min(px(300), (w - 2 * px(24) - (len(actions) - 1) * gap) // max(1, len(actions)))
        for i, (text, act, icon) in enumerate(actions):  # right-aligned, in a row over the bottom bar
            x = w - px(24) - (i + 1) * each - i * gap
            self.plate_button((x, by - px(56), each, px(48)), text, act, icon=icon)

    def refusal_actions(self) -> list:
        """What the person may do about the server's no: a started table, wait for a seat or watch; a
        finished one, host a new table on that server."""
        if self.error_code == "started" and not self.wait_room:
            return [
                (self.t("ui-net-wait-seat"), self.wait_for_seat, "timer"),
                (self.t("ui-net-watch"), self.watch, "listed"),
            ]
        if self.error_code == "game_over":
            return [(self.t("net-over-host"), self.host_there, "crown")]
        return []

    def status_rect(self) -> pygame.Rect:
        """Over the bottom bar, and over the row of what may be done about a refusal when there is one."""
        rect = super().status_rect()
        return rect.move(0, -self.px(56)) if self.refusal_actions() else rect

    def card_title(self, table) -> str:
        """A found table's card says whose it is: the host's name."""
        return getattr(table, "player", None) or table.name

    def card_words(self, table) -> tuple[list[str], str]:
        """The lines under the name (what the table is; where) and the chip at the right (its room code,
        or nothing: the person types the code they were given)."""
        address = f"{table.host}:{table.port}"
        room = getattr(table, "room", "")
        edition = getattr(table, "edition", "")
        if edition in EDITIONS:
            seats = getattr(table, "seats", 0)
            free = table.free
            what = (
                self.t(
                    "net-look-table-seats",
                    edition=self.t(f"edition-{edition}"),
                    taken=seats - free,
                    seats=seats,
                )
                if seats
                else self.t("net-look-table-free", edition=self.t(f"edition-{edition}"), free=free)
            )
            return [what, self.t("net-look-on-server", address=address)], room
        if room:
            return [self.t("net-look-on-lan-listed"), address], room
        return [self.t("net-look-on-lan-code"), address], ""

    def browse_text(self) -> str:
        if self._found:
            return ""
        if not self.asked:
            return self.t("net-look-find-hint")
        if self.searching():
            return self.t("ui-net-looking")
        if not self.searches and (self.browser is None or not getattr(self.browser, "available", False)):
            return self.t("ui-net-no-discovery")
        return self.t("ui-net-none-found")

    def status_text(self) -> str:
        if self.wait_room and not self.error:
            return self.t("ui-net-waiting-seat", code=self.wait_room)
        return super().status_text()

    def draw(self, surface) -> None:
        super().draw(surface)
        area = self.found_area
        px = self.px
        searching = self.asked and self.searching()
        if self._found:
            if searching:  # more may come: the spinner turns beside Find tables
                fb = self.find_button.rect
                spinner(surface, (fb.x - px(20), fb.centery), px(9), self.clock, self.moving())
            return
        text = self.browse_text()
        # the empty list: a sunken well with the spinner (searching) or the magnifier, and the words
        well = pygame.Rect(area.x, area.y, area.w, min(area.h, px(200)))
        paint.rounded(surface, well, tokens.SURFACE_SUNKEN, px(tokens.RADIUS_LARGE))
        centre = (well.centerx, well.y + px(52))
        if searching:
            spinner(surface, centre, px(22), self.clock, self.moving())
        else:
            box = pygame.Rect(0, 0, px(56), px(56))
            box.center = centre
            draw_icon(surface, "catch", box, tokens.TEXT_MUTED)
        font = self.ctx.font(tokens.TYPE_BODY)
        self.browse_texts = []
        for i, line in enumerate(wrap(font, text, well.w - 2 * px(tokens.SPACE_M))[:3]):
            y = well.y + px(92) + i * font.get_linesize()
            self.browse_texts.append(
                paint.text(surface, font, line, tokens.TEXT, "midtop", (well.centerx, y))
            )

    def update(self, dt: float) -> None:
        self.browsed += dt
        if tuple(self.found()) != self._found or (
            self.asked and not self.searching() and self._was_searching
        ):
            self.rebuild()
        self._was_searching = self.asked and self.searching()
        if self.wait_room and self.session is None:
            self.wait_in -= dt
            if self.wait_in <= 0:
                self.join(self.address, self.wait_room)
        super().update(dt)

    _was_searching = False
    error_code: str | None = None

    def pick(self, table) -> None:
        """A found table: its address filled in; a listed one (with its room code) is joined at once."""
        self.set_field("address", f"{table.host}:{table.port}")
        room = getattr(table, "room", "")
        if room:
            self.set_field("code", room)
            self.go()

    def refused(self, code: str) -> None:
        self.error_code = code
        if code == "started" and self.wait_room:  # still no seat: ask again in a while
            session, self.session, self.wait_in = self.session, None, WAIT_AGAIN
            if session is not None:
                session.close()
            return
        super().refused(code)

    def fail(self, text: str) -> None:
        if self.wait_room and self.error_code != "started":
            self.wait_room = ""
        super().fail(text)

    def wait_for_seat(self) -> None:
        """Wait at a started table: the join is tried again every few seconds until a seat is free."""
        self.wait_room, self.wait_in, self.error = self.code.strip(), 0.0, ""
        self.rebuild()

    def watch(self) -> None:
        """Watch the started table: every seat's cards face down, the game as it goes."""
        where = lan.parse_address(self.address)
        code = self.code.strip()
        if where is None or not code or self.session is not None:
            return
        url = lan.url_for(*where)
        name = self.clean_name()
        self.session = NetSession(make_client(url, name), {"type": "watch", "room": code}, url=url, name=name)
        self.waited, self.error, self.error_code = 0.0, "", None
        self.rebuild()

    def host_there(self) -> None:
        """Host a new table on the server of the finished one (Host, with that server's address)."""
        self.rebuild()  # reads every field
        self.app.push("net_host", server_address=self.address.strip())

    def stop_waiting(self) -> None:
        self.wait_room, self.error_code = "", None
        session, self.session = self.session, None
        if session is not None:
            session.close()
        self.rebuild()

    def go(self) -> None:
        if self.session is not None:
            return
        self.rebuild()  # reads every field
        self.error_code = None
        if lan.parse_address(self.address) is None:
            self.error = self.t("ui-net-bad-address")
            self.rebuild()
            return
        code = self.code.strip()
        if not code:
            self.error = self.t("ui-net-need-code")
            self.rebuild()
            return
        self.join(self.address, code)
        self.rebuild()

    def join(self, address: str, code: str) -> None:
        where = lan.parse_address(address)
        if where is None:
            return
        name = self.clean_name()
        self.remember_name(name)
        url = lan.url_for(*where)
        keeper = seat_keeper(self.ctx)
        held = keeper.load() if keeper is not None else None
        token = None
        if held is not None and held.room == code.upper() and lan.parse_address(held.url) == where:
            token = held.token  # this person's own seat there (their game crashed): taken back, not joined
            log.info("joining table %s again with the seat kept for it (seat %d)", code, held.seat)
        try:
            client = make_client(url, name, token)
        except (OSError, ValueError) as exc:
            log.warning("could not connect to %s: %s", where, exc)
            self.error = self.t("ui-net-unreachable")
            return
        intent = None if token is not None else {"type": "join", "room": code}
        self.session = NetSession(client, intent, url=url, name=name, token=token)
        self.session.keeper = keeper
        self.waited, self.error = 0.0, ""


class RejoinScreen(Connecting):
    """Back to the seat kept in the data folder (the main menu's Rejoin): the token says hello, the
    server hands the seat back from its computer player, the table (or the lobby) follows."""

    def __init__(self, app):
        super().__init__(app)
        self.keeper = seat_keeper(app.ctx)
        self.held = self.keeper.load() if self.keeper is not None else None
        self.gone = False

    def enter(self) -> None:
        super().enter()
        self.go()

    def build(self) -> None:
        w, h = self.ctx.size
        px = self.px
        self.decor = Decor()
        room = self.held.room if self.held is not None else ""
        self.fitted_label((0, px(10), w, px(50)), self.t("ui-net-rejoin-title", code=room))
        if self.held is not None:
            self.label(
                (px(40), px(90), w - px(80), px(36)),
                self.t("ui-net-rejoin-where", address=where_text(self.held.url)),
                "#center",
            )
        by = h - px(64)
        self.plate_button((px(24), by, px(200), px(48)), self.t("ui-back"), self.app.pop)
        if not self.gone:
            self.plate_button(
                (w - px(24) - px(300), by, px(300), px(48)),
                self.t("ui-net-retry"),
                self.go,
                icon="rejoin",
                accent=tokens.CARD_FILL["g"],
                enabled=self.session is None,
            )

    def go(self) -> None:
        if self.session is not None or self.held is None:
            return
        held = self.held
        log.info("rejoining table %s, seat %d, at %s", held.room, held.seat, held.url)
        session = NetSession(make_client(held.url, held.name, held.token), None, url=held.url, name=held.name)
        session.token, session.keeper = held.token, self.keeper
        self.session, self.waited, self.error = session, 0.0, ""
        self.rebuild()

    def refused(self, code: str) -> None:
        if code in ("bad_token", "no_room"):  # the table has ended, or the seat was given up
            self.gone = True
            if self.keeper is not None:
                self.keeper.forget()
            self.fail(self.t("ui-net-rejoin-gone"))
            return
        super().refused(code)


def where_text(url: str) -> str:
    """A server's URL as a person types it: host:port."""
    where = lan.parse_address(url)
    return f"{where[0]}:{where[1]}" if where is not None else url
