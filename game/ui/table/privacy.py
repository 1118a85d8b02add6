"""Hot-seat privacy: the "Pass to Anna" screen that covers the whole table between two people's
decisions, so nothing of one person's hand shows until the next person says they are at the screen.

It shows whose turn it is from across the table (the seat's colour, its avatar and the name, large) and
what happened since that person last moved: the move log's lines after their own last move (the log
tells only what every seat saw: counts of cards drawn, never which cards).
"""

from __future__ import annotations

import pygame

from game.ui.kit import DecoratedScreen, paint, tokens
from game.ui.kit.widgets import Decor, Plate, avatar, seat_colour

#: a person's own moves in the move log (game/play/log.py): what came after the last is news to them
OWN_MOVES = ("log-play", "log-play-wild", "log-draw", "log-keep", "log-jump-in")
#: the most lines of news shown (the newest; fewer when the window has no room)
NEWS = 6


def since_last_turn(entries, seat: int) -> list:
    """The log entries after `seat`'s own last move (all of them when it has not moved yet)."""
    last = -1
    for i, (msg_id, args) in enumerate(entries):
        if msg_id in OWN_MOVES and args.get("player") == seat:
            last = i
    return list(entries[last + 1 :])


class PrivacyScreen(DecoratedScreen):
    """Hot-seat: "Pass to Anna". Nothing of the table shows until the named person continues (nor fades
    away under it: it comes and goes with a cut)."""

    cuts = True

    def __init__(self, app, name: str, on_done, seat: int | None = None):
        super().__init__(app)
        self.name, self.on_done = name, on_done
        table = app.find("table")
        if seat is None and table is not None:
            seat = getattr(getattr(table, "port", None), "asking", None)
        self.seat = seat
        self.news: list[str] = []
        if table is not None and seat is not None:
            self.news = table.movelog.format(since_last_turn(table.movelog.entries(), seat))
        self.disc = pygame.Rect(0, 0, 0, 0)
        self.news_rect = pygame.Rect(0, 0, 0, 0)
        self.drawn: list[tuple[str, pygame.Rect]] = []

    @property
    def colour(self) -> tuple[int, int, int]:
        return seat_colour(self.seat) if self.seat is not None else tokens.GOLD

    def build(self) -> None:
        w, h = self.ctx.size
        px = self.px
        self.decor = Decor()
        m = px(tokens.SPACE_L)
        radius = max(px(28), min(px(64), h // 9))
        self.disc = pygame.Rect(0, 0, 2 * radius, 2 * radius)
        self.disc.midtop = (w // 2, px(tokens.SPACE_L))
        name = self.fitted_label((m, self.disc.bottom + px(tokens.SPACE_S), w - 2 * m, px(56)), self.name)
        line = self.label(
            (m, name.rect.bottom, w - 2 * m, px(30)),
            self.t("ui-privacy-pass", player=self.name) + " · " + self.t("ui-privacy-hint", player=self.name),
            "#center",
        )
        if self.ctx.font(tokens.TYPE_BODY).size(line.text)[0] > line.rect.w:
            line.set_text(self.t("ui-privacy-hint", player=self.name))
        bh = px(56)
        by = self.ctx.size[1] - bh - px(tokens.SPACE_L)
        ready = self.button(
            (w // 2 - px(190), by, px(380), bh),
            self.t("ui-privacy-ready", player=self.name),
            self.done,
            "#tile",
        )
        self.grow_to_text(ready)
        self.decor.add(Plate(self, ready, icon="play", accent=tokens.CARD_FILL["g"]))
        top = line.rect.bottom + px(tokens.SPACE_M)
        width = min(w - 2 * m, px(640))
        self.news_rect = pygame.Rect((w - width) // 2, top, width, by - px(tokens.SPACE_M) - top)
        self.focus = 0

    def news_lines(self) -> tuple[str, list[str]]:
        """The heading over the news and the lines that fit under it (the newest)."""
        font = self.ctx.font(tokens.TYPE_BODY)
        pad = self.px(tokens.SPACE_M)
        heading_h = self.ctx.font(tokens.TYPE_CAPTION, True).get_linesize() + self.px(tokens.SPACE_XS)
        room = max(0, (self.news_rect.h - 2 * pad - heading_h) // font.get_linesize())
        lines = self.news[-min(NEWS, room) :] if room > 0 and self.news else []
        if not self.news:
            return self.t("ui-privacy-news-none"), []
        return self.t("ui-privacy-news", count=len(self.news)), lines

    def done(self) -> None:
        self.app.remove(self)
        self.on_done()

    def on_escape(self) -> None:
        self.app.push("pause")

    def drawn_texts(self) -> list:
        return self.drawn + self.decor.drawn_texts()

    def draw_background(self, surface) -> None:
        w, h = surface.get_size()
        surface.fill(tokens.FELT_DEEP)
        # the seat's colour washes up from behind its avatar
        glow = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.ellipse(glow, (*self.colour, 60), pygame.Rect(-w * 0.1, -h * 0.45, w * 1.2, h * 0.9))
        surface.blit(glow, (0, 0))
        px = self.px
        avatar(surface, self.ctx, self.disc.center, self.disc.w // 2, self.name, self.colour)
        self.drawn = []
        heading, lines = self.news_lines()
        if self.news_rect.h > 0:
            font = self.ctx.font(tokens.TYPE_BODY)
            bold = self.ctx.font(tokens.TYPE_CAPTION, True)
            pad = px(tokens.SPACE_M)
            used = bold.get_linesize() + px(tokens.SPACE_XS) + len(lines) * font.get_linesize() + 2 * pad
            box = pygame.Rect(
                self.news_rect.x, self.news_rect.y, self.news_rect.w, min(self.news_rect.h, used)
            )
            if box.h >= bold.get_linesize() + 2 * pad:
                paint.rounded(
                    surface, box, tokens.PANEL, px(tokens.RADIUS_MEDIUM), depth=tokens.SHADOW_LOW, px=px
                )
                x, y = box.x + pad, box.y + pad
                self.drawn.append(
                    paint.text(surface, bold, heading, tokens.GOLD_TEXT, "topleft", (x, y), box.w - 2 * pad)
                )
                y += bold.get_linesize() + px(tokens.SPACE_XS)
                for text in lines:
                    self.drawn.append(
                        paint.text(surface, font, text, tokens.TEXT, "topleft", (x, y), box.w - 2 * pad)
                    )
                    y += font.get_linesize()
        self.decor.draw(surface)
