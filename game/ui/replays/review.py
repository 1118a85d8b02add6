"""The game review: the expert goes through one seat's decisions of a finished game (game/play/review.py
runs it on a worker thread) while a progress bar fills; Cancel (or Escape) stops it. Then the screen
shows the seat's chance to win the round after each decision as a line, the most costly decisions
marked on it and listed, each with the better move, one sentence on why (game.ai.review.reason: only
what the table showed and the search measured) and a button that plays the better move out on the
table (the replay, stopped at that decision, makes the better move instead), and what went well.

Reached from a replay being watched and from the game over ("Review").
"""

from __future__ import annotations

import functools

import pygame

from game.ai.review import reason
from game.i18n.moves import move_words
from game.play import review as jobs
from game.scene.textwrap import wrap
from game.ui.kit import Screen

#: colours of the chart
LINE = (255, 214, 90)
BEST = (120, 170, 130)
MARK = (235, 80, 70)
GRID = (255, 255, 255, 60)
TEXT = (242, 242, 234)
DIM = (200, 205, 190)
TEXT_SIZE = 17  # the sentences (scaled with the window like every font)
HEAD_SIZE = 19  # the section headings


class ReviewScreen(Screen):
    """The review of `seat` (default: the first person) of the kept `game` (a storage SavedGame)."""

    def __init__(self, app, game, seat: int | None = None) -> None:
        super().__init__(app)
        self.game = game
        self.job = jobs.ReviewJob(game, seat)
        self.names = [s.name for s in game.seats]
        self.blocks: list[pygame.Rect] = []  # where text was drawn last frame (tests check the fit)
        self.chart = pygame.Rect(0, 0, 0, 0)
        self._built_done = False
        self.shows: list = []  # (button, judged) of the costly decisions' "Show on the table"

    # ------------------------------------------------------------------------------------ state
    @property
    def result(self) -> jobs.ReviewResult | None:
        return self.job.result

    def exit(self) -> None:
        self.job.cancel()
        super().exit()

    def cancel(self) -> None:
        self.job.cancel()
        self.app.pop()

    def on_escape(self) -> None:
        self.cancel()

    # ------------------------------------------------------------------------------------ widgets
    def build(self) -> None:
        w, h = self.ctx.size
        px = self.px
        self._built_done = self.job.done
        self.fitted_label((0, px(6), w, px(44)), self.t("review-title", player=self.names[self.job.seat]))
        bw, bh = px(200), px(42)
        self.shows = []
        if not self.job.done:
            self.button(((w - bw) // 2, h // 2 + px(40), bw, bh), self.t("review-cancel"), self.cancel)
            self.focus = 0
            return
        result = self.result
        if result is not None:
            sw = px(190)
            for judged, top in self.costly_rows():
                b = self.button(
                    (w - px(16) - sw, top, sw, px(34)),
                    self.t("review-show"),
                    functools.partial(self.show, judged),
                )
                self.grow_to_text(b)
                self.shows.append((b, judged))
        self.button((w - bw - px(16), h - bh - px(12), bw, bh), self.t("review-back"), self.app.pop)
        self.focus = len(self.focusables) - 1 if not self.shows else 0

    def show(self, judged) -> None:
        """The replay stopped at `judged`'s decision, making the better move instead, on the table."""
        number = self.result.number_of(judged) if self.result is not None else 0
        caption = self.t("review-showing", number=number, best=move_words(self.ctx.localizer, judged.best))
        self.app.push(
            "replay", self.game, start=judged.index, instead=(self.job.seat, judged.best), caption=caption
        )

    # ------------------------------------------------------------------------------------ layout
    def layout(self) -> tuple[pygame.Rect, int]:
        """The chart's rectangle and where the text below it begins."""
        w, h = self.ctx.size
        px = self.px
        chart = pygame.Rect(px(56), px(78), w - px(56) - px(24), int(h * 0.2))
        return chart, chart.bottom + px(26)

    def text_width(self) -> int:
        w, _ = self.ctx.size
        return w - self.px(32) - self.px(200)

    def costly_rows(self) -> list:
        """(judged, y) for each marked decision: where its lines (and its button) begin."""
        result = self.result
        if result is None:
            return []
        _, y = self.layout()
        y += self.line_height(HEAD_SIZE)  # the section's heading
        rows = []
        for judged in result.costly():
            rows.append((judged, y))
            y += self.line_height(TEXT_SIZE) * len(self.decision_lines(judged)) + self.px(8)
        return rows

    def line_height(self, size: int) -> int:
        return self.ctx.font(size).get_linesize()

    def decision_lines(self, judged) -> list[str]:
        font = self.ctx.font(TEXT_SIZE)
        width = self.text_width()
        return wrap(font, self.decision_text(judged), width, "   ") + wrap(
            font, self.why_text(judged), width, "   "
        )

    # ------------------------------------------------------------------------------------ words
    def card(self, action) -> str:
        return self.ctx.localizer.card_name(action.card)

    def move(self, action) -> str:
        return move_words(self.ctx.localizer, action)

    def decision_text(self, judged) -> str:
        assert self.result is not None
        return self.t(
            "review-decision",
            number=self.result.number_of(judged),
            chosen=self.move(judged.chosen),
            chosen_chance=round(100 * judged.chosen_value),
            best=self.move(judged.best),
            best_chance=round(100 * judged.best_value),
        )

    def why_text(self, judged) -> str:
        kind, figures = reason(judged)
        chosen = judged.chosen
        args = {
            "best": self.move(judged.best),
            # the wild spent is named by its card alone (its colour is in the decision's line)
            "chosen": self.card(chosen) if kind == "kept-wild" else self.move(chosen),
            "best_chance": figures["best"],
            "chosen_chance": figures["chosen"],
            "worlds": figures["worlds"],
            "player": self.names[int(figures["next"])],
            "count": figures["next_cards"],
        }
        if kind == "colour":
            args.update(color=self.ctx.localizer.color_name(str(figures["color"])), held=figures["held"])
            args["unseen"] = figures["unseen"]
        if kind == "colours":
            args.update(colours_best=figures["colours_best"], colours_chosen=figures["colours_chosen"])
        return self.t(f"review-why-{kind}", **args)

    def won(self) -> bool:
        """The reviewed seat won the game (its kept result names it the winner)."""
        result = getattr(self.game, "result", None) or {}
        return result.get("winner") == self.job.seat

    def well_lines(self) -> list[str]:
        result = self.result
        assert result is not None
        font = self.ctx.font(TEXT_SIZE)
        width = self.ctx.size[0] - self.px(32)
        lines = wrap(
            font, self.t("review-well-matched", matched=result.matched, decisions=len(result.judged)), width
        )
        for judged in result.went_well():
            text = self.t(
                "review-well-found",
                number=result.number_of(judged),
                move=self.move(judged.chosen),
                points=round(100 * judged.margin),
            )
            lines += wrap(font, text, width, "   ")
        return lines

    # ------------------------------------------------------------------------------------ frame
    def update(self, dt: float) -> None:
        if self.job.done and not self._built_done:
            self.rebuild()
        super().update(dt)

    def draw(self, surface) -> None:
        from game.ui.kit import felt

        felt(surface)
        self.blocks = []
        if not self.job.done:
            self.draw_progress(surface)
        elif self.job.error is not None:
            self.say(surface, self.t("review-failed", detail=self.job.error))
        elif self.result is not None and not self.result.judged:
            self.say(surface, self.t("review-nothing"))
        elif self.result is not None:
            self.draw_chart(surface)
            self.draw_text(surface)
        if self.manager is not None:
            self.manager.draw_ui(surface)
        self.draw_focus(surface)

    def say(self, surface, text: str) -> None:
        w, h = self.ctx.size
        for i, line in enumerate(wrap(self.ctx.font(17), text, w - self.px(80))):
            self.blocks.append(
                self.text(
                    surface,
                    line,
                    (w // 2, h // 2 - self.px(40) + i * self.line_height(17)),
                    17,
                    anchor="midtop",
                )
            )

    def draw_progress(self, surface) -> None:
        w, h = self.ctx.size
        px = self.px
        done, total = self.job.progress
        bar = pygame.Rect(w // 2 - px(260), h // 2 - px(10), px(520), px(22))
        pygame.draw.rect(surface, (20, 40, 30), bar, border_radius=px(6))
        if total:
            fill = bar.copy()
            fill.width = max(px(6), int(bar.width * done / total))
            pygame.draw.rect(surface, LINE, fill, border_radius=px(6))
        pygame.draw.rect(surface, TEXT, bar, 1, border_radius=px(6))
        text = self.t("review-working", done=done, total=total or "…")
        for i, line in enumerate(wrap(self.ctx.font(17), text, w - px(60))):
            where = (w // 2, bar.top - px(12) - (1 - i) * self.line_height(17))
            self.blocks.append(self.text(surface, line, where, 17, anchor="midbottom"))

    def draw_chart(self, surface) -> None:
        result = self.result
        assert result is not None
        px = self.px
        chart, _ = self.layout()
        self.chart = chart
        self.blocks.append(
            self.text(surface, self.t("review-line-label"), (chart.x, chart.y - px(24)), 15, DIM)
        )
        pygame.draw.rect(surface, (15, 50, 35), chart)
        for share in (0.0, 0.5, 1.0):
            y = chart.bottom - int(share * chart.height)
            pygame.draw.line(surface, (70, 110, 90), (chart.x, y), (chart.right, y))
            self.text(surface, f"{round(100 * share)}%", (chart.x - px(6), y), 12, DIM, anchor="midright")
        judged = result.judged
        n = len(judged)

        def at(i: int, value: float) -> tuple[int, int]:
            x = chart.x + (chart.width * (i + 0.5) / n)
            return int(x), int(chart.bottom - value * chart.height)

        if n > 1:
            pygame.draw.lines(surface, BEST, False, [at(i, j.best_value) for i, j in enumerate(judged)], 1)
            pygame.draw.lines(
                surface, LINE, False, [at(i, j.chosen_value) for i, j in enumerate(judged)], max(2, px(3))
            )
        for i, j in enumerate(judged):
            pygame.draw.circle(surface, LINE, at(i, j.chosen_value), max(2, px(3)))
        for costly in result.costly():
            i = judged.index(costly)
            top, bottom = at(i, costly.best_value), at(i, costly.chosen_value)
            pygame.draw.line(surface, MARK, top, bottom, max(2, px(2)))
            pygame.draw.circle(surface, MARK, bottom, max(4, px(6)))
            self.text(
                surface, str(i + 1), (bottom[0], bottom[1] + px(8)), 13, MARK, bold=True, anchor="midtop"
            )

    def draw_text(self, surface) -> None:
        result = self.result
        assert result is not None
        px = self.px
        _, y = self.layout()
        x = px(16)
        self.blocks.append(
            self.text(surface, self.t("review-costly-title"), (x, y), HEAD_SIZE, LINE, bold=True)
        )
        rows = self.costly_rows()
        if not rows:
            y += self.line_height(HEAD_SIZE)
            text = self.t("review-no-costly", points=round(100 * jobs.COSTLY))
            if self.won():  # praise only after a won game (issue 41: "Well played!" after a loss)
                text += " " + self.t("review-well-played")
            for line in wrap(self.ctx.font(TEXT_SIZE), text, self.ctx.size[0] - px(32)):
                self.blocks.append(self.text(surface, line, (x, y), TEXT_SIZE))
                y += self.line_height(TEXT_SIZE)
        for judged, top in rows:
            y = top
            for line in self.decision_lines(judged):
                self.blocks.append(self.text(surface, line, (x, y), TEXT_SIZE))
                y += self.line_height(TEXT_SIZE)
            y += px(8)
        y += px(6)
        self.blocks.append(
            self.text(surface, self.t("review-well-title"), (x, y), HEAD_SIZE, LINE, bold=True)
        )
        y += self.line_height(HEAD_SIZE)
        for line in self.well_lines():
            self.blocks.append(self.text(surface, line, (x, y), TEXT_SIZE))
            y += self.line_height(TEXT_SIZE)
