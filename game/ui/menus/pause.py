"""The pause menu over the table."""

from __future__ import annotations

import pygame

from game.ui.kit import Screen
from game.ui.screens import is_screen, make


def column(ctx, count: int, width: int = 360, height: int = 50, gap: int = 12, top: float | None = None):
    """Rects for a centred column of `count` buttons."""
    w, h = ctx.size
    bw, bh, g = ctx.px(width), ctx.px(height), ctx.px(gap)
    total = count * bh + (count - 1) * g
    y0 = (h - total) // 2 + ctx.px(40) if top is None else int(top)
    return [pygame.Rect((w - bw) // 2, y0 + i * (bh + g), bw, bh) for i in range(count)]


class PauseMenu(Screen):
    """Over the table: resume, rules (of the edition being played), settings, sound on/off (M), save
    and quit. Over a dialog or the hot-seat "Pass to ..." screen it covers the whole window, so two
    texts never mix (and a hand hidden by "Pass to ..." stays hidden)."""

    shows_sound = True  # sound (issue 24): its sound button says whether M muted

    def __init__(self, app):
        super().__init__(app)
        below = app.top
        self.opaque = below is not None and not is_screen(below, "table")

    def build(self) -> None:
        from game.ui.kit.sound import sound_text, toggle_mute

        w, h = self.ctx.size
        rects = column(self.ctx, 5, width=360)
        table = self.app.find("table")
        remote = table is not None and not table.port.local  # a network table: nothing is saved here
        # a network table goes on while this menu is open: it is a menu, not a pause
        title = self.t("ui-net-menu-title") if remote else self.t("ui-pause-title")
        self.label((0, rects[0].y - self.px(70), w, self.px(50)), title, "#title")
        self.button(rects[0], self.t("ui-pause-resume"), self.app.pop)
        self.button(
            rects[1],
            self.t("ui-menu-rules"),
            lambda: self.app.push(make("rules", self.app, self.running_edition())),
        )
        self.button(rects[2], self.t("ui-menu-settings"), lambda: self.app.push(make("settings", self.app)))
        self.button(rects[3], sound_text(self.ctx), lambda: toggle_mute(self.app))
        self.button(
            rects[4], self.t("ui-net-leave-table" if remote else "ui-pause-save-quit"), self.save_and_quit
        )
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
            surface.fill((10, 30, 22))
            return
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surface.blit(shade, (0, 0))
