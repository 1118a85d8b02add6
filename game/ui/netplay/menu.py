"""The network menu ("Play on the network"): host or join, two big tiles."""

from __future__ import annotations

import logging

import pygame

from game.scene.textwrap import wrap
from game.ui.kit import DecoratedScreen, tokens
from game.ui.kit.widgets import (
    Decor,
    Plate,
    Tile,
    place_words,
)

log = logging.getLogger("game.ui")


class NetMenu(DecoratedScreen):
    """Host or join: two big tiles."""

    def __init__(self, app):
        super().__init__(app)
        self.entered = False

    def enter(self) -> None:
        super().enter()
        self.entered = True

    def build(self) -> None:
        w, h = self.ctx.size
        px = self.px
        self.decor = Decor()
        self.fitted_label((0, h * 0.1, w, self.px(60)), self.t("ui-net-title"))
        tiles = (
            (
                "ui-net-host",
                "net-look-host-effect",
                "crown",
                tokens.CARD_FILL["r"],
                lambda: self.app.push("net_host"),
            ),
            (
                "ui-net-join",
                "net-look-join-effect",
                "network",
                tokens.CARD_FILL["b"],
                lambda: self.app.push("net_join"),
            ),
        )
        gap = px(tokens.SPACE_L)
        font = self.ctx.font(tokens.TYPE_HEADING, True)
        tw = max(px(340), *(font.size(self.t(k))[0] + 2 * px(tokens.SPACE_L) for k, *_ in tiles))
        tw = min(tw, (w - 2 * px(tokens.SPACE_L) - gap) // 2)
        th = min(px(200), h - px(300))
        x = (w - 2 * tw - gap) // 2
        y = (h - th) // 2
        for i, (key, effect, icon, accent, action) in enumerate(tiles):
            rect = pygame.Rect(x + i * (tw + gap), y, tw, th)
            b = self.button(rect, self.t(key), action, "#tile_big")
            captions = wrap(self.ctx.font(tokens.TYPE_CAPTION), self.t(effect), tw - 2 * px(tokens.SPACE_S))[
                :2
            ]
            share = 0.46
            place_words(b, "center", "top", 0, round(th * share) + px(tokens.SPACE_XS))
            self.decor.add(Tile(self, b, icon, accent, captions, delay=0.06 * i, icon_share=share))
        back = self.button(
            (px(24), h - px(64), px(200), px(48)), self.t("ui-back"), self.app.pop, "#ghost_bold"
        )
        self.decor.add(Plate(self, back))
        if self.focus < 0:
            self.focus = 0

    def drawn_texts(self) -> list:
        return self.decor.drawn_texts()
