"""What Host and Join share (`Connecting`): a form (game/ui/kit/form.py) with the status line, and waiting
for the server's answer without ever blocking a frame; a refusal is shown in words and every field keeps
what was typed."""

from __future__ import annotations

import logging

import pygame

from game.net import lan
from game.net.session import NetSession
from game.scene.textwrap import wrap
from game.storage.names import normalize_name
from game.ui.kit import tokens
from game.ui.kit.form import FormScreen
from game.ui.kit.widgets import (
    motion_seconds,
)
from game.ui.netplay import links
from game.ui.netplay.look import segmented_row, spinner
from game.ui.netplay.words import error_text, player_name

log = logging.getLogger("game.ui")


class Connecting(FormScreen):
    """What Host and Join share: the two columns under the title, captioned fields, the status line, the
    bottom bar (Back, the main button) and waiting for the server."""

    def __init__(self, app):
        super().__init__(app)
        self.name = player_name(app.ctx)
        self.session: NetSession | None = None
        self.waited = 0.0
        self.error = ""
        self.entered = False  # the widgets rise in once, not again on every rebuild
        self.clock = 0.0

    #: what the screen keeps of what was typed and chosen when it is left (Host, Join: issue 40)
    KEPT: tuple[str, ...] = ()

    def recall(self) -> None:
        """What was typed and chosen here the last time, back (the game's run keeps it)."""
        for key, value in self.ctx.typed.get(type(self).__name__, {}).items():
            setattr(self, key, value)

    def keep_typed(self) -> None:
        for entry in list(self.entries):
            if entry.alive():
                self._read(entry)
        self.ctx.typed[type(self).__name__] = {key: getattr(self, key) for key in (*self.KEPT, "name")}

    def enter(self) -> None:
        super().enter()
        self.entered = True

    def segmented(self, x, y, width, texts, chosen: int, actions) -> list:
        """A segmented control (the kit's) of `texts`; its buttons."""
        return segmented_row(self, pygame.Rect(x, y, width, self.px(38)), texts, chosen, actions)

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

    # ------------------------------------------------------------------------------------ waiting
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
        elif self.waited > links.CONNECT_TIMEOUT:
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
        self.keep_typed()
        if self.session is not None:  # left while waiting
            self.session.close()
            self.session = None
        super().exit()
