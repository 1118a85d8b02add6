"""The statistics screen: every person's record per edition."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from game.rules import EDITIONS
from game.ui.kit import ConfirmDialog, DecoratedScreen, tokens
from game.ui.kit.back import back_button, bar_top
from game.ui.kit.widgets import Decor, Plate, Segmented

from . import stats_cards

if TYPE_CHECKING:
    from game.storage.stats import Record, Statistics


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
#: left out, in this order, while the table would not fit the window (a big UI scale on a small window)
OPTIONAL_COLUMNS = ("streak", "best_streak", "rounds", "points")
STATS_FILTERS = (None, *EDITIONS)  # None: every edition

HEAD_BG = tokens.PANEL
ROW_BG = (tokens.SURFACE_SUNKEN, tokens.SURFACE)  # alternate rows
TEXT = tokens.TEXT
HEAD_TEXT = tokens.GOLD_TEXT
COMPUTER_TEXT = tokens.TEXT_MUTED  # a computer level's row


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
        self.cards: list[stats_cards.PlayerCard] = []
        self.computers: set[str] = set()  # the rows' names that are computer levels
        self.strip: pygame.Rect | None = None
        self.drawn_texts: list = []
        self.entered = False  # the plates grow in once, not again on a filter or a reset

    def enter(self) -> None:
        super().enter()
        self.entered = True

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
        """(name, edition, record) for the filter, most games first (then most wins, then by name). The
        computer players are rows too, one per level, named "Computer (expert)" (issue 41: a computer
        that wins had no row)."""
        from game.rules import EDITIONS

        stats = self.stats if self.stats is not None else self.load()
        found = []
        for name in stats.names():
            for edition, rec in stats.editions(name).items():
                if self.edition is None or edition == self.edition:
                    found.append((name, edition, rec))
        self.computers = set()
        for level in stats.levels():
            name = self.t("ui-stats-computer", level=level)
            self.computers.add(name)
            for edition, rec in stats.computer(level).items():
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
        back_button(self)
        bottom = bar_top(self)
        reset = pygame.Rect(0, 0, px(260), px(48))
        reset.bottomright = (w - px(tokens.SPACE_L), bottom + px(tokens.SPACE_S) + px(48))
        self.reset_button = self.button(
            reset,
            self.t("ui-stats-reset"),
            self.ask_reset,
            "#ghost_bold",
            enabled=bool(stats.players or stats.computers),
        )
        self.grow_to_text(self.reset_button)
        self.decor.add(Plate(self, self.reset_button, accent=tokens.DANGER))
        top = y + px(40) + px(tokens.SPACE_M)
        self.area = pygame.Rect(px(24), top, w - 2 * px(24), bottom - top)
        records = self.records()
        cards = stats_cards.player_cards(records, self.computers)
        strip = stats_cards.strip_height(self.ctx, cards)
        table_least = px(38) + 2 * px(32)  # the table's heading and two rows (it scrolls)
        self.cards, self.strip = [], None
        if cards and self.area.h - strip - px(tokens.SPACE_S) >= table_least:
            self.strip = pygame.Rect(self.area.x, self.area.y, self.area.w, strip)
            self.cards = stats_cards.lay_out(self.ctx, self.t, self.strip, cards)
            self.area.y += strip + px(tokens.SPACE_S)
            self.area.h -= strip + px(tokens.SPACE_S)
        self.keys = [(name, ed) for name, ed, _ in records]
        self.rows = [self.cells(name, ed, rec) for name, ed, rec in records]
        self.columns, self.scrollbar, self._body = [], None, None
        self.message = None
        if not self.rows:
            text = (
                self.t("ui-stats-empty")
                if not (stats.players or stats.computers)
                else self.t("ui-stats-empty-edition", edition=self.t(f"edition-{self.edition}"))
            )
            rect = (self.area.x, self.area.centery - px(40), self.area.w, px(40))
            self.message = self.label(rect, text, "#center")
        else:
            self._lay_out_table()
        if self.focus < 0:
            self.focus = len(STATS_FILTERS)  # Back

    def draw_strip(self, surface) -> None:
        """The players' cards (game/ui/menus/stats_cards.py): labelled bars per edition."""
        for i, card in enumerate(self.cards):
            stats_cards.draw_card(surface, self.ctx, self.t, card, i)
        self.drawn_texts = [text for card in self.cards for text in card.drawn_texts]

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
            else:
                break
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
            ink = COMPUTER_TEXT if self.keys[r][0] in self.computers else TEXT
            for column in self.columns:
                img = self.cell_font.render(self.cell_text(r, column), True, ink)
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
