"""The pause menu over the table: a panel lifted off the dimmed table (its words never read between the
buttons), the choices as plates in one selection style (the pointer and the keys mark the same one)."""

from __future__ import annotations

import pygame

from game.ui.kit import DecoratedScreen, paint, tokens
from game.ui.kit.widgets import Decor, Plate
from game.ui.screens import is_screen, make

#: the panel's width and a choice's height at the design size
PANEL_WIDTH, ROW_HEIGHT = 420, 48
#: how dark the table lies under the panel (0-255)
SHADE = 190


class PauseMenu(DecoratedScreen):
    """Over the table: resume, rules (of the edition being played), settings, sound on/off (M), save
    and quit. Over a dialog or the hot-seat "Pass to ..." screen it covers the whole window, so two
    texts never mix (and a hand hidden by "Pass to ..." stays hidden)."""

    shows_sound = True  # sound (issue 24): its sound button says whether M muted

    def __init__(self, app):
        super().__init__(app)
        below = app.top
        self.opaque = below is not None and not is_screen(below, "table")
        self.entered = False
        self.panel = pygame.Rect(0, 0, 0, 0)

    def enter(self) -> None:
        super().enter()
        self.entered = True

    def build(self) -> None:
        from game.ui.kit.sound import sound_text, toggle_mute

        w, h = self.ctx.size
        px = self.px
        self.decor = Decor()
        table = self.app.find("table")
        remote = table is not None and not table.port.local  # a network table: nothing is saved here
        # a network table goes on while this menu is open: it is a menu, not a pause
        title = self.t("ui-net-menu-title") if remote else self.t("ui-pause-title")
        rows = [
            (self.t("ui-pause-resume"), self.app.pop, "play", tokens.CARD_FILL["g"]),
            (
                self.t("ui-menu-rules"),
                lambda: self.app.push(make("rules", self.app, self.running_edition())),
                "rules",
                None,
            ),
            (self.t("ui-menu-settings"), lambda: self.app.push(make("settings", self.app)), "settings", None),
            (sound_text(self.ctx), lambda: toggle_mute(self.app), "uno_call", None),
            (
                self.t("ui-net-leave-table" if remote else "ui-pause-save-quit"),
                self.save_and_quit,
                "quit",
                tokens.DANGER,
            ),
        ]
        pad, gap = px(tokens.SPACE_L), px(tokens.SPACE_S)
        row_h = px(ROW_HEIGHT)
        title_h = px(56)
        font = self.ctx.font(tokens.TYPE_BODY, True)
        need = max(font.size(text)[0] for text, *_ in rows) + 2 * row_h + 2 * px(tokens.SPACE_M)
        width = min(w - 2 * px(tokens.SPACE_M), max(px(PANEL_WIDTH), need + 2 * pad))
        height = title_h + len(rows) * row_h + (len(rows) - 1) * gap + 2 * pad
        self.panel = pygame.Rect((w - width) // 2, (h - height) // 2, width, height)
        self.fitted_label((self.panel.x + pad, self.panel.y + pad // 2, width - 2 * pad, title_h), title)
        y = self.panel.y + pad + title_h
        for i, (text, callback, icon, accent) in enumerate(rows):
            b = self.button((self.panel.x + pad, y, width - 2 * pad, row_h), text, callback, "#ghost_bold")
            self.decor.add(Plate(self, b, icon=icon, accent=accent, delay=0.03 * i))
            y += row_h + gap
        if self.focus < 0:
            self.focus = 0

    def save_and_quit(self) -> None:
        table = self.app.find("table")
        if table is not None and getattr(table, "net", None) is not None:
            # a network table: leaving gives the seat up for good (issue 40), so the person is asked
            from game.ui.netplay.words import ask_leave_table

            ask_leave_table(self.app, table)
            return
        self.quit_table()

    def quit_table(self) -> None:
        table = self.app.find("table")
        if table is not None:
            table.port.close()  # every move is already saved; the save stays for Continue
        self.app.pop_to("main_menu")

    def running_edition(self) -> str:
        table = self.app.find("table")
        return table.port.ruleset if table is not None else "classic"

    def draw_background(self, surface) -> None:
        if self.opaque:
            surface.fill(tokens.FELT_DEEP)
        else:
            shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            shade.fill((0, 0, 0, SHADE))
            surface.blit(shade, (0, 0))
        px = self.px
        radius = px(tokens.RADIUS_LARGE)
        paint.rounded(surface, self.panel, tokens.PANEL, radius, depth=tokens.SHADOW_HIGH, px=px)
        band = pygame.Rect(self.panel.x, self.panel.y, self.panel.w, max(2, px(tokens.SPACE_XS + 2)))
        pygame.draw.rect(
            surface, tokens.GOLD, band, border_top_left_radius=radius, border_top_right_radius=radius
        )
        self.decor.draw(surface)
