"""**Host a network game**: a server in this process on the address the player picks (or a server
someone runs), joined through the same client path as everyone else; then the lobby."""

from __future__ import annotations

import logging
from dataclasses import replace
from functools import partial

import pygame

from game.net import lan
from game.net.protocol import ROOM_CODE
from game.net.session import NetSession
from game.rules import EDITIONS, Options, carry_options, default_options
from game.rules import teams as team_rules
from game.scene.textwrap import wrap
from game.ui.kit import tokens
from game.ui.kit.widgets import (
    Switch,
    Tile,
    avatar,
    caption_room,
    place_words,
    seat_colour,
)
from game.ui.netplay import links
from game.ui.netplay.connecting import Connecting
from game.ui.netplay.words import TIMERS, options_summary, timer_text

log = logging.getLogger("game.ui")


class HostScreen(Connecting):
    """Open a table: served by this game (this computer only, or the local network, on a port) or on a
    server someone runs (`uno-table serve`, by its address); the edition, the seats, an optional room
    code, whether the table is listed for friends to find, a turn timer, and the house options (New
    game's own switches, on a screen of their own: the last game's to begin with)."""

    WHERE = ("local", "lan", "server")
    KEPT = ("where", "port", "server_address", "code", "public", "timer", "edition", "seats", "house")

    def __init__(self, app, server_address: str = ""):
        super().__init__(app)
        last = app.ctx.settings.last_setup
        self.edition = last.ruleset if last is not None else "classic"
        self.seats = max(links.MIN_SEATS, min(links.MAX_SEATS, len(last.seats))) if last is not None else 4
        # who can join: this computer, the local network, or a server's players (a server given: there)
        self.where = "server" if server_address else "local"
        self.port = str(lan.DEFAULT_PORT)
        self.server_address = server_address  # where = "server": the server's address
        self.code = ""
        self.public = False  # listed: found with Find tables, no code to type
        self.timer: int | None = None  # the turn timer, seconds (None: none)
        # the house options: the last set-up's where they are valid in its edition (as New game's)
        self.house = last.options if last is not None else default_options(self.edition)
        self.recall()
        if server_address:  # asked to host on that server (Join's "Host a table there")
            self.where, self.server_address = "server", server_address

    @property
    def everywhere(self) -> bool:
        return self.where == "lan"

    def options(self) -> Options:
        """The house options for the table as it is set: team play goes off at a seat count it does
        not allow; options that still make no table give way to the edition's defaults."""
        o = self.house
        if o.teams and not team_rules.allowed(self.seats):
            o = replace(o, teams=False)
        return o if not o.problems(self.edition, self.seats) else default_options(self.edition)

    def open_house(self) -> None:
        """The house options on New game's own switches; Done brings them back here."""
        self.rebuild()  # reads the fields first
        names = [self.clean_name()] + [""] * (self.seats - 1)
        self.app.push(self.app_screen("house_options", self.edition, self.options(), names, self.set_house))

    def set_house(self, ruleset: str, options: Options) -> None:
        self.edition, self.house = ruleset, options
        self.rebuild()

    def build(self) -> None:
        px = self.px
        left, right = self.columns("ui-net-host-title", 0.54)
        # the right column's five rows and the timer's line spread over the room there is
        rows_h = 5 * (px(24) + px(38)) + px(26)
        self.row_gap = max(px(tokens.SPACE_M), min(px(tokens.SPACE_XL), (right.h - rows_h) // 5))
        y, tight, left_gap = self._build_where(left)
        self._build_listing(left, y, tight, left_gap)
        self._build_table_rows(right)
        self.go_button = self.bottom_bar(self.t("ui-net-open-table"), self.go, enabled=self.session is None)

    def _listed_look(self, width: int) -> tuple[str, int, int]:
        """The listed switch's effect words, their lines and the switch's height."""
        listed = self.t("net-look-listed-on" if self.public else "net-look-listed-off")
        lines = min(2, len(Switch.effect_lines(self.ctx, listed, Switch.effect_width(self.ctx, width))))
        return listed, lines, max(self.px(54), Switch.height(self.ctx, lines))

    def _build_where(self, left: pygame.Rect) -> tuple[int, bool, int]:
        """Who can join: three tiles, the chosen one gold; the y under them, whether the left column is
        short of room and the gap under its rows."""
        px = self.px
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
        _listed, _lines, switch_h = self._listed_look(left.w)
        listed_h = switch_h + self.row_gap if self.where != "local" else 0
        house_h = px(38) + px(tokens.SPACE_XS)  # House options' button
        tight = px(36) + px(52) + words_h + 2 * self.row_gap + px(24) + px(38) + listed_h + house_h > left.h
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
        return y, tight, left_gap

    def _build_listing(self, left: pygame.Rect, y: int, tight: bool, left_gap: int) -> None:
        """The address (a server's) or the port (this game's), the listed switch, the house options' note."""
        px = self.px
        listed, listed_lines, switch_h = self._listed_look(left.w)
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
        self.plate_button(
            (left.x, y, left.w, px(38)), self.t("ui-net-house-options"), self.open_house, icon="custom_card"
        )
        y += px(38) + px(tokens.SPACE_XS)
        self.options_note = pygame.Rect(left.x, y, left.w, max(0, left.bottom - y))
        self.row_gap = right_gap

    def _build_table_rows(self, right: pygame.Rect) -> None:
        """The table: name, edition, seats, room code, turn timer; short of room (a big UI scale), the
        name's, the seats' and the code's captions go beside their controls and the rows close up."""
        px = self.px
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
        self.plate_button((sx, y, px(48), side), "−", self.fewer, enabled=self.seats > links.MIN_SEATS)
        self.plate_button(
            (sx + sw - px(48), y, px(48), side), "+", self.more, enabled=self.seats < links.MAX_SEATS
        )
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
        """Where the line naming the house options that are on goes, whole: under House options'
        button when it has the room, else (a big UI scale) in the status line while that has
        nothing to say, in the caption's size; each line with its place."""
        font = self.ctx.font(tokens.TYPE_CAPTION)
        ls = font.get_linesize()
        text = options_summary(self.t, self.edition, self.options().to_json())
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
        self.house = carry_options(self.house, self.edition, ed)
        self.edition = ed
        self.rebuild()

    def fewer(self) -> None:
        self.seats = max(links.MIN_SEATS, self.seats - 1)
        self.rebuild()

    def more(self) -> None:
        self.seats = min(links.MAX_SEATS, self.seats + 1)
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
        session = NetSession(links.make_client(url, name), self.intent(code), url=url, name=name)
        session.address = self.server_address.strip()
        session.keeper = links.seat_keeper(self.ctx)
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
            server = links.make_server(listen, port, data_dir, self.ctx.ai_pacing, self.ctx.catch_hold)
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
        session = NetSession(links.make_client(url, name), self.intent(code), url=url, name=name)
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
        announcer = links.make_announcer(session.name, port, lan.local_address(), room)
        announcer.start()
        session.announcer = announcer
