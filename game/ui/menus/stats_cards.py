"""Statistics' player cards: one card per player (a person by name, the computers by level), the
share of games won as a ring round the avatar with its percentage beside the name, and one labelled
bar per edition played: the edition's name, "Won 7 of 12" and a bar filled to the share won, in the
edition's colour. Nothing is drawn without its words (issue 42: "three coloured bars with no legend")."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.rules import EDITIONS
from game.ui.kit import paint, tokens
from game.ui.kit.showpieces import bar, ring
from game.ui.kit.widgets import avatar, seat_colour

#: the editions' colours in the bars (classic, power, modern)
EDITION_COLOURS = dict(
    zip(EDITIONS, (tokens.CARD_FILL["r"], tokens.CARD_FILL["b"], tokens.CARD_FILL["g"]), strict=True)
)
MAX_CARDS = 4
MIN_CARD_WIDTH = 230  # at the design size: narrower, a card shows fewer players


@dataclass
class PlayerCard:
    """One player's totals and their games and wins per edition played (in the editions' order)."""

    name: str
    computer: bool = False
    games: int = 0
    wins: int = 0
    editions: list[tuple[str, int, int]] = field(default_factory=list)  # (edition, games, wins)
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    drawn_texts: list[tuple[str, pygame.Rect]] = field(default_factory=list)


def player_cards(records, computers: set[str]) -> list[PlayerCard]:
    """The cards of the (name, edition, record) rows: most games first, then most wins, then by name."""
    cards: dict[str, PlayerCard] = {}
    order = {ed: i for i, ed in enumerate(EDITIONS)}
    for name, edition, rec in records:
        if rec.games <= 0:
            continue
        card = cards.setdefault(name, PlayerCard(name, name in computers))
        card.games += rec.games
        card.wins += rec.wins
        card.editions.append((edition, rec.games, rec.wins))
    for card in cards.values():
        card.editions.sort(key=lambda e: order.get(e[0], 9))
    return sorted(cards.values(), key=lambda c: (-c.games, -c.wins, c.name.casefold()))


def line_heights(ctx) -> tuple[int, int, int]:
    """(the header's height, one edition row's height, the padding) at the window's scale."""
    px = ctx.px
    head = max(px(36), ctx.font(tokens.TYPE_BODY, True).get_linesize() + px(12))
    row = ctx.font(tokens.TYPE_CAPTION).get_linesize() + max(3, px(6)) + px(tokens.SPACE_S)
    return head, row, px(tokens.SPACE_S)


def strip_height(ctx, cards: list[PlayerCard]) -> int:
    """How tall the cards stand: the header and the most edition rows any card shown has."""
    if not cards:
        return 0
    head, row, pad = line_heights(ctx)
    return head + row * max(len(c.editions) for c in cards) + pad


def need_width(ctx, t, card: PlayerCard) -> int:
    """How wide `card` must be for its name, its share and each edition's words, all whole."""
    from babel.numbers import format_percent

    head, _row, pad = line_heights(ctx)
    name_font = ctx.font(tokens.TYPE_BODY, True)
    small = ctx.font(tokens.TYPE_CAPTION)
    percent = format_percent(1.0, locale=ctx.localizer.language)  # the widest share
    header = head + 2 * pad + name_font.size(card.name)[0] + name_font.size(percent)[0] + 2 * pad
    rows = [
        small.size(t(f"edition-{ed}"))[0] + pad + small.size(t("ui-stats-won-of", wins=w, games=g))[0]
        for ed, g, w in card.editions
    ]
    return max([header] + [r + 2 * pad for r in rows])


def lay_out(ctx, t, area: pygame.Rect, cards: list[PlayerCard]) -> list[PlayerCard]:
    """Place as many cards side by side in `area` as fit whole (at most four), centred; the placed
    ones. Fewer, wider cards rather than a name cut short."""
    px = ctx.px
    gap = px(tokens.SPACE_S)
    n = min(MAX_CARDS, len(cards), max(1, (area.w + gap) // (px(MIN_CARD_WIDTH) + gap)))
    if n == 0:
        return []
    needs = [need_width(ctx, t, card) for card in cards[:n]]
    while n > 1 and max(needs[:n]) > (area.w - gap * (n - 1)) // n:
        n -= 1
    shown = cards[:n]
    room = (area.w - gap * (n - 1)) // n
    cw = min(room, max(px(320), max(needs[:n])))
    x = area.x + (area.w - (n * cw + (n - 1) * gap)) // 2
    for i, card in enumerate(shown):
        card.rect = pygame.Rect(x + i * (cw + gap), area.y, cw, area.h)
    return shown


def draw_card(surface, ctx, t, card: PlayerCard, index: int) -> None:
    """Draw one placed card; its words and where they went into `card.drawn_texts`."""
    from babel.numbers import format_percent

    px = ctx.px
    r = card.rect
    head, row, pad = line_heights(ctx)
    paint.rounded(surface, r, tokens.PANEL, px(tokens.RADIUS_MEDIUM), depth=tokens.SHADOW_LOW, px=px)
    name_font = ctx.font(tokens.TYPE_BODY, True)
    small = ctx.font(tokens.TYPE_CAPTION)
    texts: list[tuple[str, pygame.Rect]] = []
    # the header: the avatar inside a ring of the share won, the name, the share in gold at the right
    radius = max(px(8), (head - pad) // 2 - max(2, px(4)))
    centre = (r.x + pad + radius + max(2, px(4)), r.y + pad // 2 + head // 2)
    share = card.wins / card.games if card.games else 0.0
    ring(surface, centre, radius + max(2, px(4)), share, tokens.GOLD, max(2, px(3)))
    colour = tokens.SURFACE_HOVER if card.computer else seat_colour(index)
    avatar(surface, ctx, centre, radius - max(1, px(1)), card.name, colour)
    percent = format_percent(share, locale=ctx.localizer.language)
    right = paint.text(surface, name_font, percent, tokens.GOLD_TEXT, "midright", (r.right - pad, centre[1]))
    left = centre[0] + radius + max(2, px(4)) + pad
    texts.append(
        paint.text(
            surface, name_font, card.name, tokens.TEXT, "midleft", (left, centre[1]), right[1].x - pad - left
        )
    )
    texts.append(right)
    # a row per edition: its name and "Won 7 of 12" over a bar filled to the share won
    thick = max(3, px(6))
    y = r.y + head
    for edition, games, wins in card.editions:
        label = t(f"edition-{edition}")
        figure = t("ui-stats-won-of", wins=wins, games=games)
        room = r.w - 2 * pad
        if small.size(label)[0] + pad + small.size(figure)[0] > room:
            figure = f"{wins}/{games}"  # the short form when the words do not fit beside the name
        line = pygame.Rect(r.x + pad, y, room, small.get_linesize())
        shown = paint.text(surface, small, figure, tokens.TEXT, "topright", line.topright)
        texts.append(
            paint.text(
                surface,
                small,
                label,
                tokens.TEXT_MUTED,
                "topleft",
                line.topleft,
                shown[1].x - pad - line.x,
            )
        )
        texts.append(shown)
        track = pygame.Rect(line.x, line.bottom + max(1, px(2)), room, thick)
        bar(surface, track, wins / games if games else 0.0, EDITION_COLOURS.get(edition, tokens.GOLD))
        y += row
    card.drawn_texts = texts
