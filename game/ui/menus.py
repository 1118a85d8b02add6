"""The main menu, settings, statistics, the rules viewer and the pause menu."""

from __future__ import annotations

import pygame
import pygame_gui

from game.storage import ANIMATION_SPEEDS

from .core import Dialog, Screen


def column(ctx, count: int, width: int = 360, height: int = 50, gap: int = 12, top: float | None = None):
    """Rects for a centred column of `count` buttons."""
    w, h = ctx.size
    bw, bh, g = ctx.px(width), ctx.px(height), ctx.px(gap)
    total = count * bh + (count - 1) * g
    y0 = (h - total) // 2 + ctx.px(40) if top is None else int(top)
    return [pygame.Rect((w - bw) // 2, y0 + i * (bh + g), bw, bh) for i in range(count)]


def show_notices(app) -> None:
    """Tell the player what went wrong with their files (once each), one dialog after the other."""
    ctx = app.ctx
    if ctx.storage is not None:
        ctx.notices.extend(ctx.storage.take_notices())
    if not ctx.notices:
        return
    notice = ctx.notices.pop(0)
    args = notice.args() if hasattr(notice, "args") else {}
    text = ctx.t(getattr(notice, "message_id", "storage-unreadable"), **args)
    app.push(Dialog(app, ctx.t("ui-notice-title"), text, [(ctx.t("ui-ok"), True)],
                    lambda _v: show_notices(app), cancel=True))


class MainMenu(Screen):
    def enter(self) -> None:
        super().enter()
        show_notices(self.app)

    def has_save(self) -> bool:
        return self.ctx.storage is not None and self.ctx.storage.has_saved_game()

    def build(self) -> None:
        w, h = self.ctx.size
        self.label((0, h * 0.1, w, self.px(60)), self.t("app-title"), "#title")
        items = []
        if self.has_save():
            items.append((self.t("ui-menu-continue"), self.continue_game))
        items += [
            (self.t("ui-menu-new-game"), self.new_game),
            (self.t("ui-menu-rules"), self.rules),
            (self.t("ui-menu-settings"), self.settings),
            (self.t("ui-menu-statistics"), self.statistics),
            (self.t("ui-menu-quit"), self.app.quit),
        ]
        for rect, (text, cb) in zip(column(self.ctx, len(items)), items, strict=True):
            self.button(rect, text, cb)
        from game import __version__

        self.label((self.px(10), h - self.px(34), w // 2, self.px(28)), self.t("app-version", v=__version__))
        if self.focus < 0:
            self.focus = 0

    def resume(self) -> None:
        self._built_for = None  # Continue may have come or gone
        super().resume()
        show_notices(self.app)

    def continue_game(self) -> None:
        from .table import TableScreen

        table = TableScreen.load(self.app)
        if table is None:
            show_notices(self.app)
            self.rebuild()
            return
        self.app.push(table)

    def new_game(self) -> None:
        from .setup import NewGameScreen

        self.app.push(NewGameScreen(self.app))

    def rules(self) -> None:
        self.app.push(RulesScreen(self.app))

    def settings(self) -> None:
        self.app.push(SettingsScreen(self.app))

    def statistics(self) -> None:
        self.app.push(StatisticsScreen(self.app))

    def on_escape(self) -> None:
        self.app.push(Dialog(self.app, self.t("ui-quit-title"), self.t("ui-quit-question"),
                             [(self.t("ui-yes"), True), (self.t("ui-no"), False)],
                             lambda yes: self.app.quit() if yes else None, cancel=False))


class SettingsScreen(Screen):
    """Language (the whole window re-words at once), animation speed, colour-blind mode, full screen."""

    def build(self) -> None:
        ctx = self.ctx
        w, h = ctx.size
        self.label((0, h * 0.06, w, self.px(60)), self.t("ui-settings-title"), "#title")
        rects = column(ctx, 6, width=520, top=h * 0.2)
        s = ctx.settings
        lang = ctx.localizer.language
        self.button(rects[0], self.t("ui-settings-language", language=self._lang_name(lang)),
                    self.next_language)
        self.button(rects[1], self.t("ui-settings-speed", speed=s.animation_speed), self.next_speed)
        self.button(rects[2], self.t("ui-settings-colorblind", on="yes" if s.colorblind else "no"),
                    self.toggle_colorblind)
        self.button(rects[3], self.t("ui-settings-fullscreen", on="yes" if s.fullscreen else "no"),
                    self.toggle_fullscreen)
        self.button(rects[5], self.t("ui-back"), self.app.pop)
        if self.focus < 0:
            self.focus = 0

    def _lang_name(self, lang: str) -> str:
        from game.i18n import Localizer

        return Localizer(lang).format("language-name")

    def next_language(self) -> None:
        langs = self.ctx.localizer.available()
        cur = self.ctx.localizer.language
        nxt = langs[(langs.index(cur) + 1) % len(langs)] if cur in langs else langs[0]
        self.ctx.settings = self.ctx.settings.replace(language=nxt)
        self.ctx.save_settings()
        self.ctx.localizer.set_language(nxt)  # the app rebuilds the top screen at once

    def next_speed(self) -> None:
        speeds = list(ANIMATION_SPEEDS)
        cur = self.ctx.settings.animation_speed
        nxt = speeds[(speeds.index(cur) + 1) % len(speeds)] if cur in speeds else "normal"
        self.ctx.settings = self.ctx.settings.replace(animation_speed=nxt)
        self.ctx.save_settings()
        self.rebuild()

    def toggle_colorblind(self) -> None:
        self.ctx.settings = self.ctx.settings.replace(colorblind=not self.ctx.settings.colorblind)
        self.ctx.save_settings()
        self.rebuild()

    def toggle_fullscreen(self) -> None:
        on = not self.ctx.settings.fullscreen
        self.ctx.settings = self.ctx.settings.replace(fullscreen=on)
        self.ctx.save_settings()
        self.app.set_fullscreen(on)
        self.rebuild()


class StatisticsScreen(Screen):
    def build(self) -> None:
        ctx = self.ctx
        w, h = ctx.size
        self.label((0, h * 0.06, w, self.px(60)), self.t("ui-stats-title"), "#title")
        stats = ctx.storage.load_stats() if ctx.storage is not None else None
        rows = []
        if stats is not None:
            for name in stats.names():
                for edition, rec in stats.editions(name).items():
                    rows.append(self.t("ui-stats-row", player=name, edition=self.t(f"edition-{edition}"),
                                       games=str(rec.games),
                                       wins=str(rec.wins), count=rec.rounds_won, points=rec.points,
                                       streak=str(rec.best_streak)))
        text = "<br>".join(rows) if rows else self.t("ui-stats-empty")
        box = pygame.Rect(w * 0.1, h * 0.18, w * 0.8, h * 0.62)
        pygame_gui.elements.UITextBox(text, box, manager=self.manager)
        self.button((w // 2 - self.px(120), h * 0.85, self.px(240), self.px(48)), self.t("ui-back"),
                    self.app.pop)
        self.focus = 0


class RulesScreen(Screen):
    """The rule books (game/i18n/rulebook.py): edition tabs, sections, scrolling, the cards drawn by
    game/scene's card art beside each section."""

    def __init__(self, app, edition: str = "classic"):
        super().__init__(app)
        self.edition = edition
        self.section = 0
        self.scroll = 0
        self._art = None

    def book(self):
        from game.i18n import load_rulebook

        key = (self.edition, self.ctx.localizer.language)
        if getattr(self, "_book_key", None) != key:
            self._book, self._book_key = load_rulebook(self.ctx.localizer, self.edition), key
        return self._book

    def build(self) -> None:
        from game.i18n import EDITIONS

        ctx = self.ctx
        w, h = ctx.size
        book = self.book()
        self.sections = book.sections
        self.section = min(self.section, len(self.sections) - 1)
        x = self.px(16)
        for i, ed in enumerate(EDITIONS):
            b = self.button((x + i * self.px(170), self.px(12), self.px(160), self.px(40)),
                            self.t(f"edition-{ed}"), lambda ed=ed: self.set_edition(ed))
            if ed == self.edition:
                b.select()  # the book shown, as the set-up screen shows the chosen edition
        self.button((w - self.px(176), self.px(12), self.px(160), self.px(40)), self.t("ui-back"),
                    self.app.pop)
        side = self.px(260)
        y = self.px(66)
        for i, sec in enumerate(self.sections):
            b = self.button((x, y + i * self.px(44), side, self.px(38)), sec.title, lambda i=i: self.show(i))
            if i == self.section:
                b.select()
        self.text_rect = pygame.Rect(x + side + self.px(16), y, w - side - 3 * x - self.px(16), h - y - x)
        sec = self.sections[self.section]
        html = "<b>" + _esc(sec.title) + "</b><br><br>" + "<br><br>".join(_esc(p) for p in sec.paragraphs)
        cards_h = self.px(150) if sec.cards else 0
        box = self.text_rect.copy()
        box.h -= cards_h
        self.box = pygame_gui.elements.UITextBox(html, box, manager=self.manager)
        self.cards_rect = pygame.Rect(box.x, box.bottom + self.px(8), box.w, cards_h - self.px(8))
        if self.focus < 0:
            self.focus = 0

    def set_edition(self, edition: str) -> None:
        self.edition, self.section = edition, 0
        self.rebuild()

    def show(self, i: int) -> None:
        self.section = i
        self.rebuild()

    def on_key(self, event) -> bool:
        if event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            self.show((self.section + (1 if event.key == pygame.K_PAGEDOWN else -1)) % len(self.sections))
            return True
        return False

    def draw(self, surface) -> None:
        super().draw(surface)
        sec = self.sections[self.section]
        if not sec.cards:
            return
        if self._art is None:
            from game.scene.cardart import CardArt

            self._art = CardArt(self.ctx.settings.colorblind)
        width = max(24, min(self.px(90), int(self.cards_rect.h / 1.5)))
        x = self.cards_rect.x
        for code in sec.cards:
            try:
                face = self._art.face(code, width)
            except Exception:
                continue
            surface.blit(face, (x, self.cards_rect.y))
            x += face.get_width() + self.px(8)
            if x > self.cards_rect.right - width:
                break


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


class PauseMenu(Screen):
    """Over the table: resume, rules, settings, save and quit."""

    opaque = False

    def build(self) -> None:
        w, h = self.ctx.size
        rects = column(self.ctx, 4, width=360)
        self.label((0, rects[0].y - self.px(70), w, self.px(50)), self.t("ui-pause-title"), "#title")
        self.button(rects[0], self.t("ui-pause-resume"), self.app.pop)
        self.button(rects[1], self.t("ui-menu-rules"), lambda: self.app.push(RulesScreen(self.app)))
        self.button(rects[2], self.t("ui-menu-settings"), lambda: self.app.push(SettingsScreen(self.app)))
        self.button(rects[3], self.t("ui-pause-save-quit"), self.save_and_quit)
        if self.focus < 0:
            self.focus = 0

    def save_and_quit(self) -> None:
        from .table import TableScreen

        table = self.app.find(TableScreen)
        if table is not None:
            table.session.close()  # every move is already saved; the save stays for Continue
        self.app.pop_to(MainMenu)

    def draw_background(self, surface) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surface.blit(shade, (0, 0))
