"""The review's graph (issue 42): on a panel, the reviewed seat's chance to win the round after each
decision (its own move, gold) against the best move's (green), each decision a mark at its number on
the bottom axis, the costly ones red with the chance they gave away, the chosen one ringed; a legend
names the three. `hit(pos)` says which decision's mark a point is on (a click shows that moment)."""

from __future__ import annotations

import pygame

from game.ui.kit import paint, tokens

CHOSEN = tokens.GOLD_BRIGHT  # the reviewed seat's moves
BEST = (120, 190, 140)  # the best move's chance
COSTLY = (235, 86, 70)  # a costly decision
GRID = (58, 92, 74)


class ReviewChart:
    """The graph of `result` (a ReviewResult) in `rect`; `costly` the decisions marked costly."""

    def __init__(self, ctx, t, result, rect: pygame.Rect) -> None:
        self.ctx, self.t, self.result = ctx, t, result
        self.rect = rect
        self.costly = {result.number_of(j) - 1 for j in result.costly()}
        px = ctx.px
        self.pad = px(tokens.SPACE_S)
        self.small = ctx.font(tokens.TYPE_CAPTION)
        self.bold = ctx.font(tokens.TYPE_CAPTION, True)
        line = self.small.get_linesize()
        inner = rect.w - 2 * self.pad
        heading_w = self.small.size(t("review-line-label"))[0] + px(tokens.SPACE_L)
        self.legend = self._legend_rows(inner - heading_w)
        self.legend_up = len(self.legend) == 1  # the legend on the heading's row, at its right
        if not self.legend_up:
            self.legend = self._legend_rows(inner)
        label_w = self.small.size(self._percent(1.0))[0]
        top = rect.y + self.pad + line + line // 2 + px(tokens.SPACE_XS)  # "100%" clear of the heading
        below = 0 if self.legend_up else len(self.legend) * line + px(tokens.SPACE_XS)
        bottom = rect.bottom - self.pad - below - line - max(line // 2, px(6))  # "0%" clear of the numbers
        self.plot = pygame.Rect(rect.x + self.pad + label_w + px(8), top, 0, max(0, bottom - top))
        self.plot.w = rect.right - self.pad - px(tokens.SPACE_S) - self.plot.x
        self.drawn_texts: list[tuple[str, pygame.Rect]] = []
        self.marks: list[pygame.Rect] = []  # each decision's mark, where a click finds it

    @property
    def overhead(self) -> int:
        """The panel's height that is not the plot: the heading, the numbers, the legend, the pads."""
        return self.rect.h - self.plot.h

    # ------------------------------------------------------------------------------------ geometry
    def _percent(self, share: float) -> str:
        from babel.numbers import format_percent

        return format_percent(share, locale=self.ctx.localizer.language)

    def at(self, i: int, value: float) -> tuple[int, int]:
        """Where decision `i` (0 for the first) at win chance `value` stands on the plot."""
        n = len(self.result.judged)
        x = self.plot.x + self.plot.w * (i + 0.5) / max(1, n)
        return round(x), round(self.plot.bottom - value * self.plot.h)

    def hit(self, pos) -> int | None:
        """The decision whose mark (its column of the plot, near its points) `pos` is on."""
        if not self.plot.inflate(0, 2 * self.pad).collidepoint(pos):
            return None
        n = len(self.result.judged)
        if n == 0:
            return None
        i = int((pos[0] - self.plot.x) * n / max(1, self.plot.w))
        return i if 0 <= i < n else None

    def _legend_items(self) -> list[tuple[str, str]]:
        return [
            ("chosen", self.t("review-legend-chosen")),
            ("best", self.t("review-legend-best")),
            ("costly", self.t("review-legend-costly")),
        ]

    def _legend_rows(self, width: int) -> list[list[tuple[str, str, int]]]:
        """The legend's items (kind, words, width with its swatch) in as few rows as `width` holds."""
        px = self.ctx.px
        swatch = px(22)
        rows: list[list[tuple[str, str, int]]] = [[]]
        used = 0
        for kind, words in self._legend_items():
            w = swatch + px(6) + self.small.size(words)[0]
            if rows[-1] and used + px(tokens.SPACE_L) + w > width:
                rows.append([])
                used = 0
            used += (px(tokens.SPACE_L) if rows[-1] else 0) + w
            rows[-1].append((kind, words, w))
        return rows

    # ------------------------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface, selected: int | None) -> None:
        px = self.ctx.px
        r = self.rect
        texts: list[tuple[str, pygame.Rect]] = []
        paint.rounded(surface, r, tokens.PANEL, px(tokens.RADIUS_MEDIUM), depth=tokens.SHADOW_LOW, px=px)
        heading = self.t("review-line-label")
        texts.append(
            paint.text(
                surface, self.small, heading, tokens.TEXT_MUTED, "topleft", (r.x + self.pad, r.y + self.pad)
            )
        )
        plot = self.plot
        if plot.h <= 0:
            self.drawn_texts = texts
            return
        for share in (0.0, 0.5, 1.0):
            y = plot.bottom - round(share * plot.h)
            pygame.draw.line(surface, GRID, (plot.x, y), (plot.right, y), max(1, px(1)))
            texts.append(
                paint.text(
                    surface,
                    self.small,
                    self._percent(share),
                    tokens.TEXT_MUTED,
                    "midright",
                    (plot.x - px(6), y),
                )
            )
        judged = self.result.judged
        n = len(judged)
        if selected is not None and 0 <= selected < n:  # the chosen decision's column, lit
            x, _ = self.at(selected, 0)
            col = pygame.Rect(0, plot.y, max(px(6), plot.w // max(1, n)), plot.h)
            col.centerx = x
            paint.rounded(surface, col, tokens.SURFACE_HOVER, px(tokens.RADIUS_SMALL))
        if n > 1:
            best = [self.at(i, j.best_value) for i, j in enumerate(judged)]
            chosen = [self.at(i, j.chosen_value) for i, j in enumerate(judged)]
            pygame.draw.lines(surface, BEST, False, best, max(1, px(2)))
            pygame.draw.lines(surface, CHOSEN, False, chosen, max(2, px(3)))
        self.marks = []
        for i, j in enumerate(judged):
            point = self.at(i, j.chosen_value)
            if i in self.costly:
                pygame.draw.line(surface, COSTLY, self.at(i, j.best_value), point, max(2, px(3)))
                pygame.draw.circle(surface, COSTLY, point, max(4, px(7)))
            else:
                pygame.draw.circle(surface, CHOSEN, point, max(2, px(4)))
            if i == selected:
                pygame.draw.circle(surface, tokens.TEXT_STRONG, point, max(6, px(11)), max(2, px(2)))
            mark = pygame.Rect(0, 0, max(px(12), plot.w // max(1, n)), plot.h)
            mark.midtop = (point[0], plot.y)
            self.marks.append(mark)
        texts += self._draw_numbers(surface, selected)
        texts += self._draw_legend(surface)
        self.drawn_texts = texts

    def _draw_numbers(self, surface, selected: int | None) -> list[tuple[str, pygame.Rect]]:
        """The decisions' numbers under the plot: the costly ones and the chosen one always (red, bold),
        the others as many as fit apart."""
        px = self.ctx.px
        y = self.plot.bottom + max(self.small.get_linesize() // 2, px(6))
        placed: list[pygame.Rect] = []
        out = []
        n = len(self.result.judged)
        first = [i for i in range(n) if i in self.costly or i == selected]
        rest = [i for i in range(n) if i not in first]
        for i in first + rest:
            font = self.bold if i in first else self.small
            words = str(i + 1)
            rect = pygame.Rect((0, 0), font.size(words))
            rect.midtop = (self.at(i, 0)[0], y)
            rect.clamp_ip(self.rect.inflate(-2 * self.pad, 0))
            if any(rect.inflate(px(8), 0).colliderect(p) for p in placed):
                continue
            placed.append(rect)
            colour = (
                COSTLY if i in self.costly else tokens.TEXT_STRONG if i == selected else tokens.TEXT_MUTED
            )
            out.append(paint.text(surface, font, words, colour, "topleft", rect.topleft))
        return out

    def _draw_legend(self, surface) -> list[tuple[str, pygame.Rect]]:
        px = self.ctx.px
        line = self.small.get_linesize()
        y = self.rect.bottom - self.pad - len(self.legend) * line
        if self.legend_up:
            y = self.rect.y + self.pad
        out = []
        for row in self.legend:
            x = self.rect.x + self.pad
            if self.legend_up:
                used = sum(w for _, _, w in row) + px(tokens.SPACE_L) * (len(row) - 1)
                x = self.rect.right - self.pad - used
            for kind, words, w in row:
                mid = y + line // 2
                sw = pygame.Rect(x, mid - px(2), px(22), max(2, px(3)))
                if kind == "chosen":
                    pygame.draw.rect(surface, CHOSEN, sw)
                elif kind == "best":
                    pygame.draw.rect(surface, BEST, sw.inflate(0, -max(0, sw.h - max(1, px(2)))))
                else:
                    pygame.draw.circle(surface, COSTLY, sw.center, max(4, px(6)))
                out.append(
                    paint.text(surface, self.small, words, tokens.TEXT, "midleft", (sw.right + px(6), mid))
                )
                x += w + px(tokens.SPACE_L)
            y += line
        return out
