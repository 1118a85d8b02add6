"""**Join a network game**: an address and a room code typed, or a table found on the local network or
on the server at the address typed."""

from __future__ import annotations

import logging
from functools import partial

import pygame

from game.net import lan
from game.net.session import NetSession
from game.rules import EDITIONS
from game.scene.textwrap import wrap
from game.ui.kit import paint, tokens
from game.ui.kit.icons import draw_icon
from game.ui.kit.widgets import (
    place_words,
)
from game.ui.netplay import links
from game.ui.netplay.connecting import Connecting
from game.ui.netplay.look import TableCard, spinner

log = logging.getLogger("game.ui")


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
        self.recall()

    KEPT = ("address", "code")

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
                self.browser = links.make_browser()
                self.browser.start()
            except Exception:  # discovery is a convenience: typing the address always works
                log.exception("LAN discovery failed to start")
                self.browser = None
        where = lan.parse_address(self.address)
        self.searches = []
        if where is not None:
            self.searches.append(links.make_search(where[0], where[1], self.clean_name()))
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
        return (lan_on and self.browsed < links.BROWSE_PATIENCE) or any(not s.done for s in self.searches)

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
        # "on this network" while only the local network is looked at; a server asked too: "found"
        words = self.t("ui-net-found-any" if self.searches else "ui-net-found")
        heading = self.label((right.x, right.y, heading_w, px(36)), words, "#heading")
        if heading.font.size(heading.text)[0] > heading_w - px(4):  # a long heading: in the body's font
            heading.kill()
            self.label((right.x, right.y, heading_w, px(36)), words)
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
        lan_table = isinstance(table, lan.FoundTable)
        if lan_table and table.started:  # its game is under way: joining offers to wait or watch
            lan_words = self.t("net-look-on-lan-started")
        else:
            lan_words = self.t("net-look-on-lan-listed" if room else "net-look-on-lan-code")
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
            return [what, lan_words if lan_table else self.t("net-look-on-server", address=address)], room
        return [lan_words, address], room

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
            session, self.session, self.wait_in = self.session, None, links.WAIT_AGAIN
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
        self.session = NetSession(
            links.make_client(url, name), {"type": "watch", "room": code}, url=url, name=name
        )
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
        keeper = links.seat_keeper(self.ctx)
        held = keeper.load() if keeper is not None else None
        token = None
        if held is not None and held.room == code.upper() and lan.parse_address(held.url) == where:
            token = held.token  # this person's own seat there (their game crashed): taken back, not joined
            log.info("joining table %s again with the seat kept for it (seat %d)", code, held.seat)
        try:
            client = links.make_client(url, name, token)
        except (OSError, ValueError) as exc:
            log.warning("could not connect to %s: %s", where, exc)
            self.error = self.t("ui-net-unreachable")
            return
        intent = None if token is not None else {"type": "join", "room": code}
        self.session = NetSession(client, intent, url=url, name=name, token=token)
        self.session.keeper = keeper
        self.waited, self.error = 0.0, ""
