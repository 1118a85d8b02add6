"""The network screens' drawn pieces, in the kit's look (issue 31): a table found by Find tables as a
card, the searching spinner, the room code shown large, a lobby seat's card (avatar, name, person or
computer with level pips, the ready mark that pops in) and the host's house options read as a column of
small switches. Each is drawn under (or beside) the pygame-gui buttons that take the clicks and the
keyboard, as `kit.widgets` does; words a screen draws itself are kept in `drawn_texts` for the fit
tests. (Not a screen: the Host, Join and lobby screens share it.)"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.ui.kit import paint, tokens
from game.ui.kit.icons import draw_icon
from game.ui.kit.widgets import Drawn, Segmented, avatar, pips, seat_colour

DrawnText = tuple[str, pygame.Rect]


# ------------------------------------------------------------------------------------------ choices
def segmented_row(screen, rect: pygame.Rect, texts: Sequence[str], chosen: int, actions) -> list:
    """The kit's segmented control across `rect` (its buttons, in the screen's decor): each choice as
    wide as its words need, the room left over shared out evenly ("Off" in a long word still fits)."""
    font = screen.ctx.font(tokens.TYPE_CAPTION + 1, True)
    needs = [font.size(text)[0] + screen.px(tokens.SPACE_M) for text in texts]
    spare = max(0, rect.w - sum(needs)) / len(texts)
    buttons, x = [], float(rect.x)
    for k, (text, action) in enumerate(zip(texts, actions, strict=True)):
        right = rect.right if k == len(texts) - 1 else round(x + needs[k] + spare)
        buttons.append(screen.button((round(x), rect.y, right - round(x), rect.h), text, action, "#segment"))
        x = right
    for segment in Segmented(screen, buttons, chosen).segments:
        screen.decor.add(segment)
    return buttons


# ------------------------------------------------------------------------------------------ table cards
class TableCard(Drawn):
    """A table found on the network or listed by a server: the host's avatar, their name (the button's
    words), a line of what the table is, and at the right the room code (or "type the code") and an
    arrow: one click joins (or fills the address in). Hover lifts it with a blue glow."""

    def __init__(self, screen, button, index: int, lines: Sequence[str], chip: str, delay: float = 0.0):
        super().__init__(screen, button, delay=delay)
        self.index = index
        self.lines = list(lines)
        self.chip = chip
        self.drawn_texts: list[DrawnText] = []

    @staticmethod
    def words_left(screen, height: int) -> int:
        """Where the name starts: after the avatar."""
        return height + screen.px(tokens.SPACE_XS)

    @staticmethod
    def chip_width(screen, chip: str, height: int) -> int:
        """The room of the code chip and the arrow at the card's right."""
        font = screen.ctx.font(tokens.TYPE_CAPTION + 1, True)
        return font.size(chip)[0] + 2 * screen.px(tokens.SPACE_S) + height // 2 + screen.px(tokens.SPACE_M)

    def name_fits(self) -> bool:
        """The host's name (the button's words) ends before the chip and the arrow."""
        r = self.rect
        room = r.w - self.words_left(self.screen, r.h) - self.chip_width(self.screen, self.chip, r.h)
        return self.button.font.size(self.button.text)[0] <= room

    def draw(self, surface: pygame.Surface) -> None:
        ctx, px = self.screen.ctx, self.screen.px
        r = self.plate_rect().move(0, self.entry_offset())
        radius = px(tokens.RADIUS_MEDIUM)
        accent = tokens.CARD_FILL["b"]
        if self.hover > 0:
            paint.glow(surface, r, accent, radius, self.hover * 0.7)
        depth = tokens.SHADOW_HIGH if self.hover > 0.5 else tokens.SHADOW_LOW
        paint.rounded(surface, r, self.plate_colour(), radius, depth=depth, px=px)
        band = pygame.Rect(r.x, r.y, max(2, px(tokens.SPACE_XS)), r.h)
        pygame.draw.rect(
            surface, accent, band, border_top_left_radius=radius, border_bottom_left_radius=radius
        )
        disc = max(px(8), r.h // 2 - px(tokens.SPACE_S))
        name = self.button.text
        avatar(
            surface, ctx, (r.x + px(tokens.SPACE_S) + disc, r.centery), disc, name, seat_colour(self.index)
        )
        # the chip and the arrow, right
        chip_font = ctx.font(tokens.TYPE_CAPTION + 1, True)
        arrow = pygame.Rect(0, 0, r.h // 2, r.h // 2)
        arrow.midright = (r.right - px(tokens.SPACE_S), r.centery)
        nudge = round(self.hover * px(tokens.SPACE_XS))
        draw_icon(
            surface,
            "play",
            arrow.move(nudge, 0),
            paint.mix(tokens.TEXT_MUTED, tokens.TEXT_STRONG, self.hover),
        )
        self.drawn_texts = []
        if self.chip:
            cw, ch = chip_font.size(self.chip)
            pill = pygame.Rect(0, 0, cw + 2 * px(tokens.SPACE_S), ch + px(tokens.SPACE_XS))
            pill.midright = (arrow.x - px(tokens.SPACE_XS), r.centery)
            paint.rounded(surface, pill, tokens.PANEL, pill.h // 2)
            self.drawn_texts.append(
                paint.text(surface, chip_font, self.chip, tokens.GOLD_TEXT, "center", pill.center)
            )
            right = pill.x
        else:
            right = arrow.x
        # what the table is, under the name
        font = ctx.font(tokens.TYPE_CAPTION)
        left = r.x + self.words_left(self.screen, r.h)
        width = right - px(tokens.SPACE_S) - left
        y = r.bottom - px(tokens.SPACE_S)
        for line in reversed(self.lines):
            words, rect = paint.text(surface, font, line, tokens.TEXT_MUTED, "bottomleft", (left, y), width)
            self.drawn_texts.append((words, rect))
            y -= font.get_linesize()


def spinner(surface: pygame.Surface, centre, radius: int, t: float, moving: bool) -> None:
    """Eight dots round a circle, one bright running round (still with reduced motion: the words say
    what is going on)."""
    lead = int(t * 10) % 8 if moving else 0
    dot = max(2, radius // 4)
    for i in range(8):
        a = -math.pi / 2 + i * math.pi / 4
        age = (lead - i) % 8
        colour = paint.mix(tokens.GOLD_BRIGHT, tokens.SURFACE_HOVER, age / 7)
        pos = (round(centre[0] + radius * math.cos(a)), round(centre[1] + radius * math.sin(a)))
        pygame.draw.circle(surface, colour, pos, dot if age else dot + 1)


# ------------------------------------------------------------------------------------------ room code
def code_plate(surface: pygame.Surface, ctx, rect: pygame.Rect, caption: str, code: str) -> list[DrawnText]:
    """The room code large, letter-spaced in gold on a dark panel with a gold rim, its caption above."""
    px = ctx.px
    radius = px(tokens.RADIUS_LARGE)
    paint.rounded(
        surface,
        rect,
        tokens.PANEL,
        radius,
        depth=tokens.SHADOW_HIGH,
        px=px,
        edge=tokens.GOLD,
        edge_width=max(2, px(tokens.BORDER_WIDTH)),
    )
    pad = px(tokens.SPACE_M)
    small = ctx.font(tokens.TYPE_CAPTION, True)
    out = [paint.text(surface, small, caption, tokens.TEXT_MUTED, "topleft", (rect.x + pad, rect.y + px(6)))]
    room = pygame.Rect(rect.x + pad, rect.y + small.get_linesize() + px(6), rect.w - 2 * pad, 0)
    room.h = rect.bottom - px(6) - room.y
    big = code_font(ctx, code, room.w, room.h)
    track = max(1, round(big.get_height() * 0.08))
    glyphs = [big.render(ch, True, tokens.GOLD_TEXT) for ch in code]
    width = sum(g.get_width() for g in glyphs) + track * (len(glyphs) - 1)
    x = room.x
    y = room.centery - big.get_height() // 2
    for g in glyphs:
        surface.blit(g, (x, y))
        x += g.get_width() + track
    out.append((code, pygame.Rect(room.x, y, width, big.get_height())))
    return out


def code_font(ctx, code: str, width: int, height: int) -> pygame.font.Font:
    """The largest display size in which `code`, letter-spaced, fits `width` x `height`."""
    for size in (72, 64, 56, 48, 40, 32, 28, 24, 20):
        font = ctx.font(size, True)
        track = max(1, round(font.get_height() * 0.08))
        if font.size(code)[0] + track * max(0, len(code) - 1) <= width and font.get_height() <= height:
            return font
    return ctx.font(20, True)


def code_width(ctx, code: str, height: int) -> int:
    """How wide the code plate needs to be for `code` at its largest size that fits `height`."""
    px = ctx.px
    small = ctx.font(tokens.TYPE_CAPTION, True)
    room_h = height - small.get_linesize() - 2 * px(6)
    font = code_font(ctx, code, 10**6, room_h)
    track = max(1, round(font.get_height() * 0.08))
    return font.size(code)[0] + track * max(0, len(code) - 1) + 2 * px(tokens.SPACE_M)


# ------------------------------------------------------------------------------------------ seats
class SeatCard(Drawn):
    """A lobby seat: a card with the seat's avatar, the name and its tags (host, you, away) on the first
    line, the kind on the second (person, or computer with its level's pips; the host's button sits
    there instead for a seat they can change), and at the right the ready mark, which pops in when the
    seat says ready (`marks`: the screen's eased 0-1 per seat, kept over rebuilds)."""

    def __init__(
        self,
        screen,
        rect: pygame.Rect,
        seat: int,
        name: str,
        tags: Sequence[str],
        kind: str,
        kind_icon: str | None,
        level: tuple[int, int] | None,
        mark: str | None,
        away: bool,
        robot: bool = False,
    ):
        super().__init__(screen, None, delay=0.04 * seat)
        self._rect = rect
        self.seat = seat
        self.name = name
        self.tags = list(tags)
        self.kind = kind  # the second line's words ("" when a button shows them)
        self.kind_icon = kind_icon
        self.level = level
        self.mark = mark  # "ready" (a check that pops in), "host" (a crown), or None
        self.away = away
        self.robot = robot  # a computer player's seat: its disc shows a computer
        self.open_seat = (
            not name and not robot
        )  # nobody sits here yet (the lobby says so for a seat it can change)
        self.drawn_texts: list[DrawnText] = []

    @property
    def rect(self) -> pygame.Rect:
        return self._rect

    def mark_rect(self) -> pygame.Rect:
        side = self.rect.h - 2 * self.screen.px(tokens.SPACE_M)
        box = pygame.Rect(0, 0, side, side)
        box.midright = (self.rect.right - self.screen.px(tokens.SPACE_M), self.rect.centery)
        return box

    def text_left(self) -> int:
        return self.rect.x + self.rect.h + self.screen.px(tokens.SPACE_XS)

    def draw(self, surface: pygame.Surface) -> None:
        ctx, px = self.screen.ctx, self.screen.px
        r = self.rect.move(0, self.entry_offset())
        radius = px(tokens.RADIUS_MEDIUM)
        open_seat = self.open_seat
        ready = self.screen.marks.get(self.seat, 0.0) if self.mark == "ready" else 0.0
        if ready > 0:
            paint.glow(surface, r, tokens.CARD_FILL["g"], radius, 0.5 * min(1.0, ready))
        base = tokens.PANEL if open_seat else tokens.SURFACE
        paint.rounded(surface, r, base, radius, depth=None if open_seat else tokens.SHADOW_LOW, px=px)
        if open_seat:  # an empty chair: a dashed rim
            _dashed(surface, r, tokens.BORDER_QUIET, max(2, px(2)), px(tokens.SPACE_S))
        disc = max(px(8), r.h // 2 - px(tokens.SPACE_S))
        centre = (r.x + px(tokens.SPACE_S) + disc, r.centery)
        if open_seat:
            pygame.draw.circle(surface, tokens.BORDER_QUIET, centre, disc, max(2, px(2)))
        elif self.robot:
            colour = seat_colour(self.seat)
            pygame.draw.circle(
                surface, paint.darker(colour, 0.35), (centre[0], centre[1] + max(1, disc // 8)), disc
            )
            pygame.draw.circle(surface, colour, centre, disc)
            ink = tokens.TEXT_ON_LIGHT if colour == tokens.CARD_FILL["y"] else tokens.TEXT_STRONG
            draw_icon(
                surface,
                "computer",
                pygame.Rect(0, 0, disc, disc).move(centre[0] - disc // 2, centre[1] - disc // 2),
                ink,
            )
        else:
            avatar(surface, ctx, centre, disc, self.name, seat_colour(self.seat))
            if self.away:  # the avatar greys over while the person is away
                shade = pygame.Surface((2 * disc, 2 * disc), pygame.SRCALPHA)
                pygame.draw.circle(shade, (*tokens.PANEL, 150), (disc, disc), disc)
                surface.blit(shade, (centre[0] - disc, centre[1] - disc))
        left = self.text_left()
        right = self.mark_rect().x - px(tokens.SPACE_S) if self.mark else r.right - px(tokens.SPACE_S)
        self.drawn_texts = []
        sizes = (tokens.TYPE_BODY, tokens.TYPE_CAPTION + 1, tokens.TYPE_CAPTION)
        name_font = paint.fitting_font(ctx, self.name, right - left, sizes, bold=True)
        tag_font = ctx.font(tokens.TYPE_CAPTION, True)
        line1 = r.y + r.h // 2 - px(2)
        x = left
        if self.name:
            words, rect = paint.text(
                surface, name_font, self.name, tokens.TEXT_STRONG, "bottomleft", (x, line1), right - x
            )
            self.drawn_texts.append((words, rect))
            x = rect.right + px(tokens.SPACE_S)
        for tag in self.tags:  # small pills after the name
            tw, th = tag_font.size(tag)
            pill = pygame.Rect(x, 0, tw + 2 * px(tokens.SPACE_S), th + px(2))
            if pill.right > right:
                break
            pill.bottom = line1 - px(1)
            paint.rounded(surface, pill, tokens.PANEL, pill.h // 2)
            self.drawn_texts.append(
                paint.text(surface, tag_font, tag, tokens.TEXT_MUTED, "center", pill.center)
            )
            x = pill.right + px(tokens.SPACE_XS)
        if self.kind:
            font = ctx.font(tokens.TYPE_CAPTION if self.name else tokens.TYPE_BODY)
            top = r.y + r.h // 2 + px(2) if self.name else r.centery - font.get_height() // 2
            x = left
            if self.kind_icon:
                box = pygame.Rect(x, top, font.get_height(), font.get_height())
                draw_icon(surface, self.kind_icon, box, tokens.TEXT_MUTED)
                x = box.right + px(tokens.SPACE_XS)
            room = right - x - (self.level[1] * px(12) + px(tokens.SPACE_S) if self.level else 0)
            words, rect = paint.text(surface, font, self.kind, tokens.TEXT_MUTED, "topleft", (x, top), room)
            self.drawn_texts.append((words, rect))
            if self.level is not None:
                spot = pygame.Rect(rect.right + px(tokens.SPACE_S), rect.y, self.level[1] * px(12), rect.h)
                pips(surface, spot, *self.level)
        if self.mark == "host":
            draw_icon(surface, "crown", self.mark_rect(), tokens.GOLD_TEXT)
        elif self.mark == "ready":
            ready_mark(surface, self.mark_rect(), ready)


def ready_mark(surface: pygame.Surface, box: pygame.Rect, shown: float) -> None:
    """A seat's ready mark: an empty ring while it waits; a green disc with a check that pops in (with a
    little overshoot) as `shown` goes 0 -> 1."""
    r = box.w // 2
    pygame.draw.circle(surface, tokens.BORDER_QUIET, box.center, r, max(2, r // 6))
    if shown <= 0:
        return
    k = tokens.overshoot(min(1.0, shown))
    rr = max(1, round(r * k))
    pygame.draw.circle(surface, tokens.CARD_FILL["g"], box.center, rr)
    inner = pygame.Rect(0, 0, round(box.w * 0.7 * k), round(box.h * 0.7 * k))
    inner.center = box.center
    if inner.w > 4:
        draw_icon(surface, "check", inner, tokens.TEXT_STRONG)


def _dashed(surface: pygame.Surface, rect: pygame.Rect, colour, width: int, dash: int) -> None:
    """A dashed rim along a rectangle's straight edges (an open seat: nobody sits here yet)."""
    inset = rect.inflate(-width, -width)
    for x in range(inset.x + dash, inset.right - dash, 2 * dash):
        end = min(x + dash, inset.right - dash)
        pygame.draw.line(surface, colour, (x, inset.y), (end, inset.y), width)
        pygame.draw.line(surface, colour, (x, inset.bottom), (end, inset.bottom), width)
    for y in range(inset.y + dash, inset.bottom - dash, 2 * dash):
        end = min(y + dash, inset.bottom - dash)
        pygame.draw.line(surface, colour, (inset.x, y), (inset.x, end), width)
        pygame.draw.line(surface, colour, (inset.right, y), (inset.right, end), width)


# ------------------------------------------------------------------------------------------ options
def draw_options(
    surface: pygame.Surface, ctx, rect: pygame.Rect, rows: Sequence[tuple[str, str, bool | None]]
) -> list[DrawnText]:
    """The house options read-only, one row each: the option's icon, its name and, for an option that
    is on or off, a small switch (lit gold when on); a choice (penalty, scoring) shows its words lit.
    Rows that do not fit in `rect` are left out (the last row says so with an ellipsis)."""
    px = ctx.px
    font = ctx.font(tokens.TYPE_CAPTION + 1)
    row_h = max(font.get_linesize() + px(4), px(22))
    out: list[DrawnText] = []
    fits = max(0, rect.h // row_h)
    shown = list(rows[:fits])
    track_h = max(px(12), font.get_height() * 4 // 5)
    track_w = round(track_h * 1.8)
    for i, (icon, words, on) in enumerate(shown):
        y = rect.y + i * row_h
        lit = on is None or on
        colour = tokens.TEXT if lit else tokens.TEXT_MUTED
        box = pygame.Rect(rect.x, y + (row_h - font.get_height()) // 2, font.get_height(), font.get_height())
        draw_icon(surface, icon, box, tokens.GOLD_TEXT if on else tokens.TEXT_MUTED)
        right = rect.right
        if on is not None:
            track = pygame.Rect(rect.right - track_w, y + (row_h - track_h) // 2, track_w, track_h)
            paint.rounded(surface, track, tokens.GOLD if on else tokens.SURFACE_SUNKEN, track_h // 2)
            knob_x = track.right - track_h // 2 if on else track.x + track_h // 2
            pygame.draw.circle(
                surface, tokens.TEXT_STRONG, (knob_x, track.centery), track_h // 2 - max(1, px(2))
            )
            right = track.x - px(tokens.SPACE_S)
        if i == len(shown) - 1 and len(rows) > len(shown):
            words = words + " …"
        left = box.right + px(tokens.SPACE_S)
        out.append(paint.text(surface, font, words, colour, "midleft", (left, y + row_h // 2), right - left))
    return out


def options_height(ctx, count: int) -> int:
    """The height `option_rows` needs for `count` rows."""
    font = ctx.font(tokens.TYPE_CAPTION + 1)
    return count * max(font.get_linesize() + ctx.px(4), ctx.px(22))
