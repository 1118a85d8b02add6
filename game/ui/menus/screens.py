"""Settings, statistics, the rules viewer and the pause menu (the main menu: game/ui/menus/main_menu.py)."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from game.rules import EDITIONS
from game.ui.kit import ConfirmDialog, DecoratedScreen, Screen, paint, tokens
from game.ui.kit.scroll import ScrollList, scroll_focus
from game.ui.kit.showpieces import column_chart, ring
from game.ui.kit.widgets import Decor, Plate, Segmented, avatar, seat_colour
from game.ui.menus.settings_rows import CHOICE, SETTINGS_ROWS, SLIDER, SWITCH
from game.ui.screens import is_screen

if TYPE_CHECKING:
    from game.scene.cardart import CardArt
    from game.storage.stats import Record, Statistics


def column(ctx, count: int, width: int = 360, height: int = 50, gap: int = 12, top: float | None = None):
    """Rects for a centred column of `count` buttons."""
    w, h = ctx.size
    bw, bh, g = ctx.px(width), ctx.px(height), ctx.px(gap)
    total = count * bh + (count - 1) * g
    y0 = (h - total) // 2 + ctx.px(40) if top is None else int(top)
    return [pygame.Rect((w - bw) // 2, y0 + i * (bh + g), bw, bh) for i in range(count)]


class SettingsScreen(Screen):
    """Every setting as a row (menus/settings_rows.py): its name, its switch, slider or choice, and the
    help line of the row in focus at the bottom. Tab, Up and Down move between rows, Left and Right step
    the row in focus, Enter or Space (or a click) changes it; a click on a slider's track sets it there."""

    shows_sound = True  # M rebuilds it: the sound switch says what M did

    def __init__(self, app):
        super().__init__(app)
        self.rows: dict = {}  # row button -> its Row
        self.controls: dict[str, pygame.Rect] = {}  # row key -> where its control is drawn
        self.scroll = ScrollList()  # the rows shown when they do not all fit (a big UI scale)
        self.press_pos: tuple[int, int] | None = None
        self.drawn_texts: list[tuple[str, pygame.Rect]] = []  # what the fit test checks

    def build(self) -> None:
        ctx = self.ctx
        w, h = ctx.size
        px = self.px
        self.label((0, px(tokens.SPACE_L), w, px(52)), self.t("ui-settings-title"), "#title")
        top = px(tokens.SPACE_L) + px(60)
        back_h = px(tokens.CONTROL_HEIGHT)
        help_h = px(tokens.TYPE_BODY + tokens.SPACE_M)
        room = h - top - back_h - help_h - px(tokens.SPACE_L)
        count = len(SETTINGS_ROWS)
        gap = px(tokens.SPACE_XS)
        # rows as tall as a button when they all fit, else down to a line of words with its pips; past
        # that (a big UI scale) the list scrolls
        least = ctx.font(tokens.TYPE_BODY, True).get_linesize() + px(tokens.SPACE_S + tokens.SPACE_XS)
        row_h = min(px(tokens.CONTROL_HEIGHT), max(least, room // count - gap))
        width = min(w - 2 * px(tokens.SPACE_L), px(720))
        x = (w - width) // 2
        self.rows, self.controls = {}, {}
        control_w = min(px(300), width * 2 // 5)
        shown = self.scroll.fit(count, pygame.Rect(x, top, width, room + gap), row_h + gap)
        for k, i in enumerate(shown):
            row = SETTINGS_ROWS[i]
            y = top + k * (row_h + gap)
            b = self.button(
                (x, y, width, row_h), self.t(row.label), partial(self.press_row, row), "#setting_row"
            )
            self.scroll.add(i, b)
            self.rows[b] = row
            self.controls[row.key] = pygame.Rect(
                x + width - control_w - px(tokens.SPACE_M), y, control_w, row_h
            )
        count = len(shown)
        self.help_rect = pygame.Rect(x, top + count * (row_h + gap), width, help_h)
        self.back = self.button(
            ((w - px(200)) // 2, h - back_h - px(tokens.SPACE_M), px(200), back_h),
            self.t("ui-back"),
            self.app.pop,
        )
        if self.focus < 0:
            self.focus = 0

    # ---------------------------------------------------------------------------------- changing
    def focused_row(self):
        b = self.focused_button()
        return self.rows.get(b) if b is not None else None

    def change(self, row, value) -> None:
        row.put(self, value)
        if self.app.top is self and not self.stale():
            self.rebuild()

    def press_row(self, row) -> None:
        """A click (or Enter) on a row: a switch flips, a choice steps (back when the click was on its
        left arrow), a slider takes the value under the pointer on its track."""
        pos, self.press_pos = self.press_pos, None
        control = self.controls[row.key]
        if row.kind == SLIDER:
            track = self.track(control)
            if pos is not None and control.collidepoint(pos):
                self.change(row, row.at_fraction((pos[0] - track.x) / max(1, track.w)))
            elif pos is None:
                self.change(row, row.stepped(self, 1))
            return
        back = pos is not None and row.kind == CHOICE and control.x <= pos[0] < control.x + control.h
        self.change(row, row.stepped(self, -1 if back else 1))

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.press_pos = event.pos  # where on the row the click lands (a slider's track, an arrow)
        return super().handle_event(event)

    def move_focus(self, step: int) -> None:
        if not scroll_focus(self, step, self.scroll):
            super().move_focus(step)

    def on_event(self, event) -> bool:
        return self.scroll.wheel(self, event)

    def on_key(self, event) -> bool:
        row = self.focused_row()
        if row is not None and event.key in (pygame.K_LEFT, pygame.K_RIGHT) and row.kind != SWITCH:
            self.change(row, row.stepped(self, -1 if event.key == pygame.K_LEFT else 1))
            return True
        return False

    # ---------------------------------------------------------------------------------- drawing
    def track(self, control: pygame.Rect) -> pygame.Rect:
        """A slider's track inside its control, left of the value in words."""
        value_w = self.px(64)
        return pygame.Rect(control.x, control.centery - self.px(3), control.w - value_w, self.px(6))

    def next_frame(self) -> float | None:
        """Drawn from its settings alone: it changes only with an event (issue 44)."""
        return self.widgets_next_frame()

    def draw(self, surface) -> None:
        super().draw(surface)
        self.drawn_texts = []
        for row in self.rows.values():
            control = self.controls[row.key]
            if row.kind == SWITCH:
                self.draw_switch(surface, control, bool(row.get(self)))
            elif row.kind == SLIDER:
                self.draw_slider(surface, control, row)
            else:
                self.draw_choice(surface, control, row)
        self.scroll.draw(surface, self)
        focused = self.focused_row()
        if focused is not None:
            rect = self.text(
                surface,
                self.t(focused.help),
                self.help_rect.center,
                tokens.TYPE_CAPTION,
                tokens.TEXT_MUTED,
                anchor="center",
            )
            self.drawn_texts.append((self.t(focused.help), rect))

    def draw_switch(self, surface, control: pygame.Rect, on: bool) -> None:
        px = self.px
        h = min(control.h - px(tokens.SPACE_S), px(26))
        pill = pygame.Rect(0, 0, round(h * 1.9), h)
        pill.midright = control.midright
        pygame.draw.rect(surface, tokens.GOLD if on else tokens.SURFACE_SUNKEN, pill, border_radius=h // 2)
        pygame.draw.rect(surface, tokens.BORDER_QUIET, pill, max(1, px(1)), border_radius=h // 2)
        knob = pill.inflate(-px(6), -px(6))
        knob.width = knob.height
        if on:
            knob.right = pill.right - px(3)
        pygame.draw.ellipse(surface, tokens.TEXT_STRONG, knob)
        word = self.t("ui-look-on" if on else "ui-look-off")
        rect = self.text(
            surface,
            word,
            (pill.x - px(tokens.SPACE_S), pill.centery),
            tokens.TYPE_CAPTION,
            tokens.GOLD_TEXT if on else tokens.TEXT_MUTED,
            bold=True,
            anchor="midright",
        )
        self.drawn_texts.append((word, rect))

    def draw_slider(self, surface, control: pygame.Rect, row) -> None:
        px = self.px
        track = self.track(control)
        k = row.fraction(self)
        pygame.draw.rect(surface, tokens.SURFACE_SUNKEN, track, border_radius=track.h // 2)
        filled = track.copy()
        filled.w = max(track.h, round(track.w * k))
        pygame.draw.rect(surface, tokens.GOLD, filled, border_radius=track.h // 2)
        r = px(9)
        pygame.draw.circle(surface, tokens.TEXT_STRONG, (track.x + round(track.w * k), track.centery), r)
        pygame.draw.circle(
            surface, tokens.GOLD_BRIGHT, (track.x + round(track.w * k), track.centery), r, max(1, px(2))
        )
        word = self.t("ui-look-percent", percent=row.get(self))
        rect = self.text(
            surface,
            word,
            (control.right, control.centery),
            tokens.TYPE_CAPTION,
            tokens.TEXT,
            bold=True,
            anchor="midright",
        )
        self.drawn_texts.append((word, rect))

    def draw_choice(self, surface, control: pygame.Rect, row) -> None:
        """ "‹ value ›" with a pip for each value under it, the current one gold."""
        px = self.px
        values = row.values(self)
        value = row.get(self)
        arrow = control.h
        for glyph, x in (("‹", control.x + arrow // 2), ("›", control.right - arrow // 2)):
            self.text(
                surface,
                glyph,
                (x, control.centery - px(3)),
                tokens.TYPE_HEADING,
                tokens.GOLD_TEXT,
                True,
                "center",
            )
        word = row.words(self, value)
        rect = self.text(
            surface,
            word,
            (control.centerx, control.centery - px(4)),
            tokens.TYPE_BODY,
            tokens.TEXT,
            True,
            "center",
        )
        self.drawn_texts.append((word, rect))
        r = max(2, px(3))
        step = px(12)
        x0 = control.centerx - (len(values) - 1) * step // 2
        y = min(control.bottom - r - px(2), rect.bottom + px(5))
        for i, v in enumerate(values):
            color = tokens.GOLD_BRIGHT if v == value else tokens.BORDER_QUIET
            pygame.draw.circle(surface, color, (x0 + i * step, y), r)


#: the statistics table's columns: (key, message id of the heading, alignment)
STATS_COLUMNS = (
    ("player", "ui-stats-col-player", "left"),
    ("edition", "ui-stats-col-edition", "left"),
    ("games", "ui-stats-col-games", "right"),
    ("wins", "ui-stats-col-wins", "right"),
    ("win_rate", "ui-stats-col-win-rate", "right"),
    ("rounds", "ui-stats-col-rounds", "right"),
    ("points", "ui-stats-col-points", "right"),
    ("best_streak", "ui-stats-col-best-streak", "right"),
    ("streak", "ui-stats-col-streak", "right"),
)
OPTIONAL_COLUMNS = ("streak",)  # left out when the table would not fit the window otherwise
STATS_FILTERS = (None, *EDITIONS)  # None: every edition

HEAD_BG = tokens.PANEL
ROW_BG = (tokens.SURFACE_SUNKEN, tokens.SURFACE)  # alternate rows
TEXT = tokens.TEXT
HEAD_TEXT = tokens.GOLD_TEXT
#: the editions' colours in the small charts (classic, power, modern)
EDITION_COLOURS = (tokens.CARD_FILL["r"], tokens.CARD_FILL["b"], tokens.CARD_FILL["g"])


class StatisticsScreen(DecoratedScreen):
    """Every person's record per edition as a table: a filter by edition, sorted by games played (most
    first), scrolling when the rows do not fit, and a reset that asks first.

    The table is drawn (not widgets): numbers right-aligned, the headings bold, rows striped. Each
    column is as wide as its widest text in the language shown, measured with the font drawn with;
    the current streak is left out when the window is too narrow for it, and long names are shortened.
    """

    def __init__(self, app, edition: str | None = None):
        super().__init__(app)
        self.edition = edition  # the filter: None for all
        self.stats: Statistics | None = None
        self.columns: list[dict] = []
        self.rows: list[tuple[str, ...]] = []
        self.keys: list[tuple[str, str]] = []  # (name, edition) of each row
        self.scrollbar: pygame_gui.elements.UIVerticalScrollBar | None = None
        self._body: pygame.Surface | None = None
        self.cards: list = []
        self.strip: pygame.Rect | None = None
        self.drawn_texts: list = []

    # ---------------------------------------------------------------------------------- data
    def load(self):
        storage = self.ctx.storage
        if storage is None:
            from game.storage import Statistics

            self.stats = Statistics()
        else:
            self.stats = storage.load_stats()
            self.ctx.notices.extend(storage.take_notices())
        return self.stats

    def records(self) -> list[tuple[str, str, Record]]:
        """(name, edition, record) for the filter, most games first (then most wins, then by name)."""
        from game.rules import EDITIONS

        stats = self.stats if self.stats is not None else self.load()
        found = []
        for name in stats.names():
            for edition, rec in stats.editions(name).items():
                if self.edition is None or edition == self.edition:
                    found.append((name, edition, rec))
        order = {ed: i for i, ed in enumerate(EDITIONS)}
        found.sort(key=lambda r: (-r[2].games, -r[2].wins, r[0].casefold(), order.get(r[1], 9)))
        return found

    def cells(self, name: str, edition: str, rec) -> tuple[str, ...]:
        from babel.numbers import format_decimal, format_percent

        lang = self.ctx.localizer.language

        def num(n: int) -> str:
            return format_decimal(n, locale=lang)

        rate = format_percent(rec.wins / rec.games, locale=lang) if rec.games else "–"
        return (
            name,
            self.t(f"edition-{edition}"),
            num(rec.games),
            num(rec.wins),
            rate,
            num(rec.rounds_won),
            num(rec.points),
            num(rec.best_streak),
            num(rec.streak),
        )

    # ---------------------------------------------------------------------------------- layout
    def build(self) -> None:
        ctx = self.ctx
        w, h = ctx.size
        px = self.px
        self.label((0, h * 0.04, w, px(56)), self.t("ui-stats-title"), "#title")
        fw = px(170)
        x = (w - len(STATS_FILTERS) * fw) // 2
        y = int(h * 0.04) + px(64)
        self.decor = Decor()
        self.filter_buttons = {}
        for i, ed in enumerate(STATS_FILTERS):
            text = self.t("ui-stats-all") if ed is None else self.t(f"edition-{ed}")
            b = self.button((x + i * fw, y, fw, px(40)), text, partial(self.set_filter, ed), "#segment")
            self.filter_buttons[ed] = b
        # the filter shown is the chosen segment, as the set-up screen shows its scoring
        group = Segmented(self, list(self.filter_buttons.values()), STATS_FILTERS.index(self.edition))
        for segment in group.segments:
            self.decor.add(segment)
        stats = self.stats if self.stats is not None else self.load()
        by = h - px(66)
        back = self.button(
            (w // 2 - px(120), by, px(240), px(48)), self.t("ui-back"), self.app.pop, "#ghost_bold"
        )
        self.decor.add(Plate(self, back))
        self.reset_button = self.button(
            (w - px(24) - px(260), by, px(260), px(48)),
            self.t("ui-stats-reset"),
            self.ask_reset,
            "#ghost_bold",
            enabled=bool(stats.players),
        )
        self.decor.add(Plate(self, self.reset_button, accent=tokens.DANGER))
        self.area = pygame.Rect(px(24), y + px(56), w - 2 * px(24), by - px(16) - (y + px(56)))
        self.cards = self.player_cards()
        strip = px(104)
        if self.cards and self.area.h - strip >= px(150):  # the small charts, when the table keeps room
            self.strip = pygame.Rect(self.area.x, self.area.y, self.area.w, strip - px(tokens.SPACE_S))
            self.area.y += strip
            self.area.h -= strip
        else:
            self.strip = None
        records = self.records()
        self.keys = [(name, ed) for name, ed, _ in records]
        self.rows = [self.cells(name, ed, rec) for name, ed, rec in records]
        self.columns, self.scrollbar, self._body = [], None, None
        self.message = None
        if not self.rows:
            text = (
                self.t("ui-stats-empty")
                if not stats.players
                else self.t("ui-stats-empty-edition", edition=self.t(f"edition-{self.edition}"))
            )
            rect = (self.area.x, self.area.centery - px(40), self.area.w, px(40))
            self.message = self.label(rect, text, "#center")
        else:
            self._lay_out_table()
        if self.focus < 0:
            self.focus = len(STATS_FILTERS)  # Back

    def player_cards(self) -> list[tuple[str, int, int, list[int]]]:
        """The small charts' players: (name, games, wins, games per edition), most games first, at most
        four (the filter applies)."""
        from game.rules import EDITIONS

        editions = list(EDITIONS)
        per: dict[str, list[int]] = {}
        for name, edition, rec in self.records():
            entry = per.setdefault(name, [0, 0] + [0] * len(editions))
            entry[0] += rec.games
            entry[1] += rec.wins
            if edition in editions:
                entry[2 + editions.index(edition)] += rec.games
        order = sorted(per.items(), key=lambda kv: (-kv[1][0], -kv[1][1], kv[0].casefold()))
        return [(name, v[0], v[1], v[2:]) for name, v in order[:4] if v[0] > 0]

    def draw_strip(self, surface) -> None:
        """Each of the first players as a card: the avatar and name, the share of games won as a ring,
        and the games per edition as small columns in the editions' colours."""
        from babel.numbers import format_percent

        px = self.px
        r = self.strip
        if r is None:
            return
        gap = px(tokens.SPACE_S)
        n = len(self.cards)
        cw = min(px(300), (r.w - gap * (n - 1)) // n)
        x = r.x + (r.w - (n * cw + (n - 1) * gap)) // 2
        name_font = self.ctx.font(tokens.TYPE_BODY, True)
        small = self.ctx.font(tokens.TYPE_CAPTION, True)
        self.drawn_texts = []
        for i, (name, games, wins, editions) in enumerate(self.cards):
            card = pygame.Rect(x + i * (cw + gap), r.y, cw, r.h)
            paint.rounded(
                surface, card, tokens.PANEL, px(tokens.RADIUS_MEDIUM), depth=tokens.SHADOW_LOW, px=px
            )
            radius = min(px(14), card.h // 6)
            avatar(
                surface,
                self.ctx,
                (card.x + px(8) + radius, card.y + px(8) + radius),
                radius,
                name,
                seat_colour(i),
            )
            left = card.x + 2 * radius + px(14)
            self.drawn_texts.append(
                paint.text(
                    surface,
                    name_font,
                    name,
                    tokens.TEXT,
                    "midleft",
                    (left, card.y + px(8) + radius),
                    card.right - px(8) - left,
                )
            )
            body = pygame.Rect(
                card.x + px(8),
                card.y + 2 * radius + px(14),
                card.w - px(16),
                card.bottom - px(8) - (card.y + 2 * radius + px(14)),
            )
            ring_r = max(px(8), body.h // 2)
            centre = (body.x + ring_r, body.centery)
            ring(surface, centre, ring_r, wins / games if games else 0.0, tokens.GOLD, max(2, px(5)))
            share = format_percent(wins / games if games else 0, locale=self.ctx.localizer.language)
            img = small.render(share, True, tokens.TEXT)
            if img.get_width() < 2 * ring_r - px(6):
                surface.blit(img, img.get_rect(center=centre))
            chart = pygame.Rect(body.x + 2 * ring_r + px(12), body.y, body.w - 2 * ring_r - px(12), body.h)
            chart.w = min(chart.w, px(90))
            column_chart(surface, chart, editions, EDITION_COLOURS)

    def _lay_out_table(self) -> None:
        px = self.px
        self.head_font = self.ctx.font(15, bold=True)
        self.cell_font = self.ctx.font(17)
        pad = px(10)
        self.row_h = max(px(32), self.cell_font.get_linesize() + px(8))
        self.head_h = max(px(38), self.head_font.get_linesize() + px(12))
        bar_w = px(18)
        avail = min(self.area.w - bar_w - px(6), px(1180))
        keys = [key for key, _, _ in STATS_COLUMNS]
        heads = {key: self.t(msg) for key, msg, _ in STATS_COLUMNS}
        need = {}
        for i, key in enumerate(keys):
            widest = max([self.cell_font.size(row[i])[0] for row in self.rows], default=0)
            need[key] = max(self.head_font.size(heads[key])[0], widest) + 2 * pad
        shown = list(keys)
        short_names = min(need["player"], px(220))  # a long name is shortened before a column goes
        for key in OPTIONAL_COLUMNS:
            if sum(need[k] for k in shown if k != "player") + short_names > avail:
                shown.remove(key)
        others = sum(need[k] for k in shown if k != "player")
        name_w = need["player"]
        if others + name_w > avail:  # long names: shortened with an ellipsis
            name_w = max(px(90), avail - others)
        widths = {k: (name_w if k == "player" else need[k]) for k in shown}
        extra = max(0, avail - sum(widths.values()))
        x = self.area.x + max(0, (self.area.w - bar_w - px(6) - avail) // 2)
        self.columns = []
        for key, _msg, align in STATS_COLUMNS:
            if key not in shown:
                continue
            width = widths[key] + extra // len(shown)
            self.columns.append(
                {"key": key, "index": keys.index(key), "head": heads[key], "align": align, "x": x, "w": width}
            )
            x += width
        table_w = x - self.columns[0]["x"]
        self.pad = pad
        self.head_rect = pygame.Rect(self.columns[0]["x"], self.area.y, table_w, self.head_h)
        body_h = self.area.h - self.head_h
        body_h -= body_h % self.row_h  # whole rows
        self.body_rect = pygame.Rect(
            self.head_rect.x, self.head_rect.bottom, table_w, min(body_h, len(self.rows) * self.row_h)
        )
        self.content_h = len(self.rows) * self.row_h
        if self.content_h > self.body_rect.h:
            self.scrollbar = pygame_gui.elements.UIVerticalScrollBar(
                pygame.Rect(self.body_rect.right + px(6), self.body_rect.y, bar_w, self.body_rect.h),
                self.body_rect.h / self.content_h,
                self.manager,
            )

    def cell_text(self, row: int, column: dict) -> str:
        """The text drawn in a cell: a name too long for its column is shortened with an ellipsis."""
        text = self.rows[row][column["index"]]
        room = column["w"] - 2 * self.pad
        if self.cell_font.size(text)[0] <= room:
            return text
        while text and self.cell_font.size(text + "…")[0] > room:
            text = text[:-1]
        return text.rstrip() + "…"

    def cell_rect(self, row: int, key: str) -> pygame.Rect:
        """Where a cell is drawn on the screen now (scrolled)."""
        column = next(c for c in self.columns if c["key"] == key)
        return pygame.Rect(
            column["x"], self.body_rect.y + row * self.row_h - self.scroll, column["w"], self.row_h
        )

    def _render_body(self) -> pygame.Surface:
        body = pygame.Surface((self.body_rect.w, max(1, self.content_h)), pygame.SRCALPHA)
        left = self.body_rect.x
        for r in range(len(self.rows)):
            y = r * self.row_h
            body.fill(ROW_BG[r % 2], pygame.Rect(0, y, self.body_rect.w, self.row_h))
            for column in self.columns:
                img = self.cell_font.render(self.cell_text(r, column), True, TEXT)
                cx = column["x"] - left
                right = cx + column["w"] - self.pad - img.get_width()
                tx = cx + self.pad if column["align"] == "left" else right
                body.blit(img, (tx, y + (self.row_h - img.get_height()) // 2))
        return body

    # ---------------------------------------------------------------------------------- scrolling
    @property
    def scroll(self) -> int:
        if self.scrollbar is None:
            return 0
        top = self.scrollbar.start_percentage * self.content_h
        return int(max(0, min(self.content_h - self.body_rect.h, top)))

    def scroll_by(self, pixels: float) -> None:
        if self.scrollbar is not None:
            self.scrollbar.set_scroll_from_start_percentage((self.scroll + pixels) / self.content_h)

    def on_key(self, event) -> bool:
        if not self.columns:
            return False
        page = self.body_rect.h - self.row_h
        steps = {
            pygame.K_PAGEDOWN: page,
            pygame.K_PAGEUP: -page,
            pygame.K_HOME: -self.content_h,
            pygame.K_END: self.content_h,
        }
        if event.key in steps:
            self.scroll_by(steps[event.key])
            return True
        return False

    def on_event(self, event) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.columns:
            if self.area.collidepoint(pygame.mouse.get_pos()):
                self.scroll_by(-event.y * self.row_h)
                return True
        return False

    # ---------------------------------------------------------------------------------- changes
    def set_filter(self, edition: str | None) -> None:
        self.edition = edition
        self.rebuild()

    def ask_reset(self) -> None:
        choices = [(self.t("ui-stats-reset-confirm"), True), (self.t("ui-cancel"), False)]
        title, question = self.t("ui-stats-reset-title"), self.t("ui-stats-reset-question")
        # Enter alone does not erase: Cancel has the focus
        self.app.push(
            ConfirmDialog(
                self.app,
                title,
                question,
                choices,
                lambda yes: self.reset() if yes else None,
                cancel=False,
                focus=1,
            )
        )

    def reset(self) -> None:
        """Every record goes; the ids of the games already counted stay (none is counted twice)."""
        from game.storage import Statistics

        old = self.stats if self.stats is not None else self.load()
        stats = Statistics(players={}, counted=list(old.counted))
        storage = self.ctx.storage
        if storage is not None:
            storage.save_stats(stats)
            self.ctx.notices.extend(storage.take_notices())
        self.stats = stats
        self.focus = len(STATS_FILTERS)
        self._built_for = None  # built again when the dialog has gone
        if self.app.top is self:
            self.rebuild()

    # ---------------------------------------------------------------------------------- frame
    def draw(self, surface) -> None:
        super().draw(surface)
        if self.strip is not None:
            self.draw_strip(surface)
        if not self.columns:
            return
        head = self.head_rect
        pygame.draw.rect(
            surface, HEAD_BG, head, border_top_left_radius=self.px(8), border_top_right_radius=self.px(8)
        )
        for column in self.columns:
            img = self.head_font.render(column["head"], True, HEAD_TEXT)
            x = (
                column["x"] + self.pad
                if column["align"] == "left"
                else column["x"] + column["w"] - self.pad - img.get_width()
            )
            surface.blit(img, (x, head.y + (head.h - img.get_height()) // 2))
        if self._body is None:
            self._body = self._render_body()
        surface.blit(
            self._body,
            self.body_rect.topleft,
            pygame.Rect(0, self.scroll, self.body_rect.w, self.body_rect.h),
        )
        pygame.draw.line(
            surface,
            HEAD_TEXT,
            (head.x, head.bottom - 1),
            (head.right - 1, head.bottom - 1),
            max(1, self.px(2)),
        )


class RulesScreen(Screen):
    """The rule books (game/i18n/rulebook.py): edition tabs, sections, scrolling, the cards drawn by
    game/scene's card art beside each section."""

    def __init__(self, app, edition: str = "classic"):
        super().__init__(app)
        self.edition = edition
        self.section = 0
        self.scroll = 0
        self._art: CardArt | None = None

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
            b = self.button(
                (x + i * self.px(170), self.px(12), self.px(160), self.px(40)),
                self.t(f"edition-{ed}"),
                partial(self.set_edition, ed),
            )
            if ed == self.edition:
                b.select()  # the book shown, as the set-up screen shows the chosen edition
        self.button(
            (w - self.px(176), self.px(12), self.px(160), self.px(40)), self.t("ui-back"), self.app.pop
        )
        side = self.px(260)
        y = self.px(66)
        for i, sec in enumerate(self.sections):
            b = self.button((x, y + i * self.px(44), side, self.px(38)), sec.title, partial(self.show, i))
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
    """Over the table: resume, rules (of the edition being played), settings, sound on/off (M), save
    and quit. Over a dialog or the hot-seat "Pass to ..." screen it covers the whole window, so two
    texts never mix (and a hand hidden by "Pass to ..." stays hidden)."""

    shows_sound = True  # sound (issue 24): its sound button says whether M muted

    def __init__(self, app):
        super().__init__(app)
        below = app.top
        self.opaque = below is not None and not is_screen(below, "table")

    def build(self) -> None:
        from game.ui.menus.sound import sound_text, toggle_mute

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
            lambda: self.app.push(RulesScreen(self.app, self.running_edition())),
        )
        self.button(rects[2], self.t("ui-menu-settings"), lambda: self.app.push(SettingsScreen(self.app)))
        self.button(rects[3], sound_text(self.ctx), lambda: toggle_mute(self.app))
        self.button(
            rects[4], self.t("ui-net-leave-table" if remote else "ui-pause-save-quit"), self.save_and_quit
        )
        if self.focus < 0:
            self.focus = 0

    def save_and_quit(self) -> None:
        table = self.app.find("table")
        if table is not None and getattr(getattr(table, "net", None), "hosts_here", False):
            # this game serves the table: leaving ends it for everyone, so the host is asked first
            from game.ui.netplay.words import ask_host_leave

            ask_host_leave(self.app, self.quit_table)
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
