"""**Rejoin**: back to the seat kept in the data folder after a crash or a quit."""

from __future__ import annotations

import logging

from game.net import lan
from game.net.session import NetSession
from game.ui.kit import tokens
from game.ui.kit.widgets import (
    Decor,
)
from game.ui.netplay import links
from game.ui.netplay.connecting import Connecting

log = logging.getLogger("game.ui")


class RejoinScreen(Connecting):
    """Back to the seat kept in the data folder (the main menu's Rejoin): the token says hello, the
    server hands the seat back from its computer player, the table (or the lobby) follows."""

    def __init__(self, app):
        super().__init__(app)
        self.keeper = links.seat_keeper(app.ctx)
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
        session = NetSession(
            links.make_client(held.url, held.name, held.token), None, url=held.url, name=held.name
        )
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
