"""Learn to play: the three editions' guided first games (game/play/tutorial.py has the deals and the
steps). A lesson is the real table screen with a coach (game/ui/table/coach.py) in its corner."""

from __future__ import annotations

import functools

import pygame

from game.play.port import LocalTable
from game.play.tutorial import EDITIONS, LESSONS, Guide, match_for
from game.ui.kit import Screen
from game.ui.netplay.words import player_name
from game.ui.screens import screen_class
from game.ui.table.coach import Coach


class LearnScreen(Screen):
    """Learn to play: one guided game for each edition."""

    def build(self) -> None:
        w, h = self.ctx.size
        self.fitted_label((0, h * 0.08, w, self.px(60)), self.t("tutorial-title"))
        self.label((0, h * 0.08 + self.px(60), w, self.px(32)), self.t("tutorial-choose"))
        items = [(self.t(f"edition-{e}"), e) for e in EDITIONS]
        bw, bh, gap = self.px(360), self.px(50), self.px(12)
        top = int(h * 0.08) + self.px(110)
        rects = [pygame.Rect((w - bw) // 2, top + i * (bh + gap), bw, bh) for i in range(len(items) + 1)]
        for rect, (text, edition) in zip(rects, items, strict=False):
            self.button(rect, text, functools.partial(self.begin, edition))
        self.button(rects[-1], self.t("ui-back"), self.app.pop)
        if self.focus < 0:
            self.focus = 0

    def begin(self, edition: str) -> None:
        self.app.push(lesson_table(self.app, edition))


def lesson_table(app, edition: str):
    """The table screen of `edition`'s lesson, its coach in the corner."""
    ctx = app.ctx
    # the person's own name, or the neutral one New game and Host give a first seat ("Player"): never
    # "You", which the log and banners put in the third person ("You plays", "Your turn, You")
    names = (player_name(ctx), ctx.t("tutorial-opponent"))
    match, events = match_for(
        edition, names, threaded=ctx.threaded, pacing=ctx.ai_pacing, catch_hold=ctx.catch_hold
    )
    table = screen_class("table")(app, LocalTable(match, events))
    table.coach = Coach(Guide(LESSONS[edition]))
    return table
