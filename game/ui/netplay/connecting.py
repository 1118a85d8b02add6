"""What Host and Join share (`Connecting`): the form's columns and captioned fields, the status line,
the bottom bar and waiting for the server's answer without ever blocking a frame; a refusal is shown in
words and every field keeps what was typed."""

from __future__ import annotations

import logging

import pygame
import pygame_gui

from game.net import lan
from game.net.session import NetSession
from game.scene.textwrap import wrap
from game.storage.names import normalize_name
from game.ui.kit import DecoratedScreen, tokens
from game.ui.kit.focus import TextFields
from game.ui.kit.name_entry import NameEntry
from game.ui.kit.widgets import (
    Decor,
    Plate,
    hint_fits,
    motion_seconds,
)
from game.ui.netplay import links
from game.ui.netplay.look import segmented_row, spinner
from game.ui.netplay.words import error_text, player_name

log = logging.getLogger("game.ui")


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
        if self.session is not None:  # left while waiting
            self.session.close()
            self.session = None
        super().exit()
