"""Drawn widgets: tiles with icons, switches, a segmented control, seat plates, pips and the focus of
all of them, painted in the tokens under a pygame-gui button that carries their words.

The button stays the widget's hands: it takes the clicks, the keyboard focus (Tab, arrows, Enter) and
shows the words (so the words are measured by the fit tests like every other). It is themed clear
(`#ghost`, `#tile`, ...: `THEME`), and the drawing under it is ours: the plate, its shadow, the icon,
the switch. `Drawn.update` eases the hover, press and focus toward the button's state at the motion
tokens' pace (at once with reduced motion or the instant speed), so every widget reacts alike.

A screen keeps its drawn widgets in a `Decor` (made again in `build`) and paints it in
`draw_background`, before pygame-gui draws the words on top.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence

import pygame

from . import paint, tokens
from .icons import draw_icon

#: pygame-gui theme blocks for the buttons under drawn widgets (clear: the drawing shows through)
_CLEAR = "#00000000"


def _ghost_block(size: str, bold: str = "0") -> dict:
    return {
        "colours": {
            "normal_bg": _CLEAR,
            "hovered_bg": _CLEAR,
            "selected_bg": _CLEAR,
            "active_bg": _CLEAR,
            "disabled_bg": _CLEAR,
            "normal_border": _CLEAR,
            "hovered_border": _CLEAR,
            "selected_border": _CLEAR,
            "active_border": _CLEAR,
            "disabled_border": _CLEAR,
            "normal_text": tokens.hex_rgb(tokens.TEXT),
            "hovered_text": tokens.hex_rgb(tokens.TEXT_STRONG),
            "selected_text": tokens.hex_rgb(tokens.TEXT_ON_LIGHT),
            "active_text": tokens.hex_rgb(tokens.TEXT_STRONG),
            "disabled_text": tokens.hex_rgb(tokens.TEXT_MUTED),
        },
        "misc": {"shape": "rectangle", "border_width": "0", "shadow_width": "0"},
        "font": {"size": size, "bold": bold},
    }


THEME: dict[str, dict] = {
    "#ghost": _ghost_block(str(tokens.TYPE_BODY)),
    "#ghost_bold": _ghost_block(str(tokens.TYPE_BODY), "1"),
    "#tile": _ghost_block(str(tokens.TYPE_SUBHEADING), "1"),
    "#tile_big": _ghost_block(str(tokens.TYPE_HEADING), "1"),
    "#segment": _ghost_block(str(tokens.TYPE_CAPTION + 1), "1"),
}


def extend_theme(theme: dict) -> dict:
    """`theme` with the drawn widgets' blocks (the window's scale is applied by `theme_for`)."""
    for key, block in THEME.items():
        theme.setdefault(key, copy.deepcopy(block))
    return theme


# ------------------------------------------------------------------------------------------ motion
def motion_seconds(ctx, base: float) -> float:
    """`base` seconds at the animation speed; 0 (no motion) with reduced motion or the instant speed."""
    reduced = bool(getattr(getattr(ctx.settings, "look", None), "reduced_motion", False))
    return tokens.duration(base, ctx.speed, reduced)


def approach(value: float, target: float, dt: float, seconds: float) -> float:
    """`value` moved toward `target` at a pace that covers 0-1 in `seconds` (at once when 0)."""
    if seconds <= 0:
        return target
    step = dt / seconds
    return min(target, value + step) if value < target else max(target, value - step)


def place_words(button, horiz: str = "center", vert: str = "center", hpad: int = 0, vpad: int = 0):
    """Where a button writes its words (pygame-gui's text alignment), e.g. left of a switch, under an
    icon; the theme's other looks stay."""
    button.text_horiz_alignment = horiz
    button.text_vert_alignment = vert
    button.text_horiz_alignment_padding = hpad
    button.text_vert_alignment_padding = vpad
    button.rebuild()
    return button


def hint_fits(entry) -> bool:
    """Whether a text field's grey hint (its placeholder) shows whole: pygame-gui draws it in the field's
    own font inside its border, shadow and padding, and cuts what is longer."""
    hint = getattr(entry, "placeholder_text", "") or ""
    border = entry.border_width
    edges = border["left"] + border["right"] if isinstance(border, dict) else 2 * border
    room = entry.rect.width - edges - 2 * entry.shadow_width - 2 * entry.padding[0]
    return entry.font.size(hint)[0] <= room


def looks_hovered(button) -> bool:
    """The button shows the hover look (the pointer on it, and no key has moved the focus away since)."""
    shape = button.drawable_shape
    return bool(button.hovered and shape is not None and shape.active_state.state_id == "hovered")


# ------------------------------------------------------------------------------------------ base
class Drawn:
    """A drawing under a button that eases toward the button's state: `hover` (pointer or focus),
    `press` (held down), `on` (a switch's or a choice's state), `shown` (0 -> 1 on entering)."""

    def __init__(self, screen, button, *, delay: float = 0.0):
        self.screen = screen
        self.button = button
        self.hover = 0.0
        self.press = 0.0
        self.on = 0.0
        self.delay = delay
        self.age = 0.0
        entering = motion_seconds(screen.ctx, tokens.MOTION_SLOW) > 0 and not getattr(screen, "entered", True)
        self.shown = 0.0 if entering else 1.0

    @property
    def rect(self) -> pygame.Rect:
        return self.button.rect

    def target_on(self) -> float:
        return 1.0 if self.button is not None and self.button.is_selected else 0.0

    def update(self, dt: float) -> None:
        ctx = self.screen.ctx
        b = self.button
        fast = motion_seconds(ctx, tokens.MOTION_FAST)
        hovered = b is not None and b.is_enabled and (looks_hovered(b) or self.screen.focused_button() is b)
        self.hover = approach(self.hover, 1.0 if hovered else 0.0, dt, fast)
        self.press = approach(self.press, 1.0 if b is not None and b.held else 0.0, dt, fast / 2)
        self.on = approach(self.on, self.target_on(), dt, motion_seconds(ctx, tokens.MOTION_NORMAL))
        self.age += dt
        if self.shown < 1.0:
            slow = motion_seconds(ctx, tokens.MOTION_SLOW)
            self.shown = 1.0 if slow <= 0 else max(0.0, min(1.0, (self.age - self.delay) / slow))

    def entry_offset(self) -> int:
        """How far below its place a drawing without a button still is while entering."""
        if self.shown >= 1.0:
            return 0
        return round((1.0 - tokens.overshoot(self.shown)) * self.screen.px(tokens.SPACE_L))

    def plate_rect(self) -> pygame.Rect:
        """The plate's rect now: a press squeezes it a little; entering, it pops up to its size round
        its words (which stand where they will stay: a click lands at once)."""
        squeeze = round(self.press * self.screen.px(tokens.SPACE_XS) / 2)
        r = self.rect.inflate(-2 * squeeze, -2 * squeeze)
        if self.shown < 1.0:
            k = 0.9 + 0.1 * tokens.overshoot(self.shown)
            r = r.inflate(round(r.w * (k - 1)), round(r.h * (k - 1)))
        return r

    def plate_colour(self, base=tokens.SURFACE, hovered=tokens.SURFACE_HOVER) -> tuple[int, int, int]:
        if self.button is not None and not self.button.is_enabled:
            return tokens.DISABLED
        colour = paint.mix(base, hovered, self.hover)
        return paint.mix(colour, tokens.SURFACE_PRESSED, self.press)

    def draw(self, surface: pygame.Surface) -> None:
        raise NotImplementedError


class Decor:
    """A screen's drawn widgets, updated and drawn in order (made again with the screen's widgets)."""

    def __init__(self) -> None:
        self.items: list = []
        self.moving = True  # the last update changed how a piece looks (issue 44: frames while it eases)

    def add(self, item):
        self.items.append(item)
        self.moving = True
        return item

    def update(self, dt: float) -> None:
        before = [_pose(item) for item in self.items]
        for item in self.items:
            item.update(dt)
        self.moving = before != [_pose(item) for item in self.items]

    def draw(self, surface: pygame.Surface) -> None:
        for item in self.items:
            item.draw(surface)

    def for_button(self, button):
        return next((i for i in self.items if getattr(i, "button", None) is button), None)

    def drawn_texts(self) -> list:
        """The words the items drew beside their widgets, with where (what the fit tests check)."""
        return [t for item in self.items for t in getattr(item, "drawn_texts", [])]


def _pose(item) -> tuple:
    """What an item's eased state is now (Decor.moving compares it before and after an update)."""
    group = getattr(item, "group", None)
    sliding = round(group.x) - group.buttons[group.chosen].rect.x if isinstance(group, Segmented) else 0
    return (
        getattr(item, "hover", 0.0),
        getattr(item, "press", 0.0),
        getattr(item, "on", 0.0),
        getattr(item, "shown", 1.0),
        sliding,
        getattr(item, "pose", lambda: None)(),
    )


# ------------------------------------------------------------------------------------------ tiles
class Tile(Drawn):
    """A chunky tile: a plate with a soft shadow, an icon (or a picture) above the words, a coloured
    accent along its top, captions under the words. Hover lifts the shadow and pops the icon."""

    def __init__(
        self,
        screen,
        button,
        icon: str,
        accent: tuple[int, int, int] = tokens.GOLD,
        captions: Sequence[str] = (),
        picture: pygame.Surface | None = None,
        delay: float = 0.0,
        icon_share: float = 0.42,
    ):
        super().__init__(screen, button, delay=delay)
        self.icon = icon
        self.accent = accent
        self.captions = list(captions)
        self.picture = picture
        self.icon_share = icon_share
        self.drawn_texts: list[tuple[str, pygame.Rect]] = []

    def icon_rect(self) -> pygame.Rect:
        r = self.plate_rect()
        pad = self.screen.px(tokens.SPACE_S)
        side = round(r.h * self.icon_share) - pad
        return pygame.Rect(r.centerx - side // 2, r.y + pad + self.screen.px(tokens.SPACE_XS), side, side)

    def draw(self, surface: pygame.Surface) -> None:
        px = self.screen.px
        r = self.plate_rect()
        radius = px(tokens.RADIUS_LARGE)
        selected = self.button.is_selected
        base = tokens.GOLD if selected else tokens.SURFACE
        lit = tokens.GOLD_BRIGHT if selected else tokens.SURFACE_HOVER
        depth = tokens.SHADOW_HIGH if self.hover > 0.5 else tokens.SHADOW_LOW
        if self.hover > 0:
            paint.glow(surface, r, self.accent, radius, self.hover * 0.8)
        paint.rounded(surface, r, self.plate_colour(base, lit), radius, depth=depth, px=px)
        band = pygame.Rect(r.x, r.y, r.w, max(2, px(tokens.SPACE_XS + 2)))
        pygame.draw.rect(
            surface, self.accent, band, border_top_left_radius=radius, border_top_right_radius=radius
        )
        ink = tokens.TEXT_ON_LIGHT if selected else paint.mix(tokens.TEXT, self.accent, 0.35)
        area = self.icon_rect()
        grow = 1.0 + 0.12 * tokens.overshoot(self.hover) - 0.06 * self.press
        area = area.inflate(round(area.w * (grow - 1)), round(area.h * (grow - 1)))
        if self.picture is not None:
            pic = self.picture
            scale = min(area.h / pic.get_height(), area.w * 2.2 / pic.get_width())
            pic = pygame.transform.smoothscale_by(pic, scale)
            surface.blit(pic, pic.get_rect(center=area.center))
        else:
            draw_icon(surface, self.icon, area, ink)
        self.drawn_texts = []
        if self.captions:
            font = self.screen.ctx.font(tokens.TYPE_CAPTION)
            line = font.get_linesize()
            bottom = r.bottom - px(tokens.SPACE_S)
            colour = tokens.TEXT_ON_LIGHT if selected else tokens.TEXT_MUTED
            for i, caption in enumerate(self.captions):
                y = bottom - (len(self.captions) - 1 - i) * line
                self.drawn_texts.append(
                    paint.text(
                        surface,
                        font,
                        caption,
                        colour,
                        "midbottom",
                        (r.centerx, y),
                        r.w - 2 * px(tokens.SPACE_S),
                    )
                )


def caption_room(ctx, lines: int) -> int:
    """The height the captions under a tile's words take."""
    return lines * ctx.font(tokens.TYPE_CAPTION).get_linesize() + ctx.px(tokens.SPACE_S)


# ------------------------------------------------------------------------------------------ switches
class Switch(Drawn):
    """A house option as a row: an icon, the option's name (the button's words), its effect in one
    line under it, and a switch at the right whose knob slides over."""

    def __init__(
        self, screen, button, icon: str, effect: str, value: bool, delay: float = 0.0, lines: int = 1
    ):
        super().__init__(screen, button, delay=delay)
        self.icon = icon
        self.effect = effect
        self.lines = lines  # the lines of effect the row has room for
        self.value = value
        self.on = 1.0 if value else 0.0
        self.drawn_texts: list[tuple[str, pygame.Rect]] = []

    def target_on(self) -> float:
        return 1.0 if self.value else 0.0

    @staticmethod
    def track_size(ctx, row_h: int) -> tuple[int, int]:
        h = max(ctx.px(14), min(ctx.px(26), row_h // 2))
        return round(h * 1.8), h

    @staticmethod
    def icon_side(ctx, row_h: int) -> int:
        """The icon's square at the row's left: the row's height, no more than a one-line row's."""
        return min(row_h, ctx.px(54))

    @staticmethod
    def layout(ctx, row: pygame.Rect) -> tuple[int, int]:
        """(left padding of the words, right padding): room for the icon and for the switch."""
        tw, _ = Switch.track_size(ctx, row.h)
        return Switch.icon_side(ctx, row.h) + ctx.px(tokens.SPACE_XS), tw + 2 * ctx.px(tokens.SPACE_S)

    def draw(self, surface: pygame.Surface) -> None:
        ctx = self.screen.ctx
        px = self.screen.px
        r = self.plate_rect()
        radius = px(tokens.RADIUS_MEDIUM)
        paint.rounded(surface, r, self.plate_colour(), radius, depth=tokens.SHADOW_LOW, px=px)
        side = self.icon_side(ctx, r.h)
        icon_box = pygame.Rect(r.x, r.centery - side // 2, side, side)
        icon_box = icon_box.inflate(-px(tokens.SPACE_S) * 2, -px(tokens.SPACE_S) * 2)
        lit = paint.mix(tokens.TEXT_MUTED, tokens.GOLD_TEXT, self.on)
        draw_icon(surface, self.icon, icon_box, lit)
        tw, th = self.track_size(ctx, r.h)
        track = pygame.Rect(r.right - px(tokens.SPACE_S) - tw, r.centery - th // 2, tw, th)
        paint.rounded(surface, track, paint.mix(tokens.SURFACE_SUNKEN, tokens.GOLD, self.on), th // 2)
        knob_r = th // 2 - max(2, px(3))
        travel = tw - th
        x = track.x + th // 2 + round(travel * tokens.ease_out(self.on))
        pygame.draw.circle(surface, tokens.TEXT_STRONG, (x, track.centery), knob_r)
        self.drawn_texts = []
        if self.effect:
            font = ctx.font(tokens.TYPE_CAPTION)
            left = r.x + side + px(tokens.SPACE_XS)
            width = track.x - px(tokens.SPACE_S) - left
            lines = self.effect_lines(ctx, self.effect, width)
            room = max(1, self.lines)
            if len(lines) > room:  # more than the row has room for: the last line shown is cut
                lines = lines[: room - 1] + [" ".join(lines[room - 1 :])]
            line_h = font.get_linesize()
            bottom = r.bottom - px(2)
            for i, line in enumerate(lines):
                y = bottom - (len(lines) - 1 - i) * line_h
                self.drawn_texts.append(
                    paint.text(surface, font, line, tokens.TEXT_MUTED, "bottomleft", (left, y), width)
                )

    @staticmethod
    def effect_lines(ctx, effect: str, width: int) -> list[str]:
        """The effect broken into the lines it takes at `width` (one when it fits)."""
        from game.scene.textwrap import wrap

        return wrap(ctx.font(tokens.TYPE_CAPTION), effect, width) if effect else []

    @staticmethod
    def effect_width(ctx, width: int) -> int:
        """The room for the effect's words in a row `width` wide (between the icon and the switch)."""
        row = pygame.Rect(0, 0, width, ctx.px(54))
        left, right = Switch.layout(ctx, row)
        return width - left - right

    @staticmethod
    def height(ctx, lines: int) -> int:
        """A row's least height for its name over `lines` lines of effect."""
        name = ctx.font(tokens.TYPE_BODY, True).get_linesize()
        return (
            ctx.px(3) + name + lines * ctx.font(tokens.TYPE_CAPTION).get_linesize() + ctx.px(tokens.SPACE_XS)
        )


# ------------------------------------------------------------------------------------------ segmented
class Segment(Drawn):
    """One choice of a segmented control; the control's first segment draws the whole pill and the
    gold highlight, which slides to the chosen segment (`Segmented`)."""

    def __init__(self, screen, button, group: Segmented, index: int):
        super().__init__(screen, button)
        self.group = group
        self.index = index

    def target_on(self) -> float:
        return 1.0 if self.group.chosen == self.index else 0.0

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.index == 0:
            self.group.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        if self.index == 0:
            self.group.draw_pill(surface)
        if self.hover > 0 and self.group.chosen != self.index:
            r = self.rect.inflate(-self.screen.px(tokens.SPACE_XS), -self.screen.px(tokens.SPACE_XS))
            paint.rounded(surface, r, paint.mix(tokens.SURFACE, tokens.SURFACE_HOVER, self.hover), r.h // 2)


class Segmented:
    """A row of choices drawn as one pill, the chosen one gold (its words dark on it)."""

    def __init__(self, screen, buttons: Sequence, chosen: int):
        self.screen = screen
        self.buttons = list(buttons)
        self.chosen = chosen
        self.x = float(self.buttons[chosen].rect.x) if self.buttons else 0.0
        self.segments = [Segment(screen, b, self, i) for i, b in enumerate(self.buttons)]
        for i, b in enumerate(self.buttons):
            if i == chosen:
                b.select()

    def update(self, dt: float) -> None:
        target = self.buttons[self.chosen].rect.x
        seconds = motion_seconds(self.screen.ctx, tokens.MOTION_NORMAL)
        if seconds <= 0:
            self.x = target
        else:
            self.x += (target - self.x) * min(1.0, dt / seconds * 3)

    def draw_pill(self, surface: pygame.Surface) -> None:
        px = self.screen.px
        first, last = self.buttons[0].rect, self.buttons[-1].rect
        pill = first.union(last)
        paint.rounded(surface, pill, tokens.SURFACE_SUNKEN, pill.h // 2, depth=tokens.SHADOW_LOW, px=px)
        chosen = self.buttons[self.chosen].rect
        knob = pygame.Rect(round(self.x), chosen.y, chosen.w, chosen.h).inflate(-px(3), -px(3))
        paint.rounded(surface, knob, tokens.GOLD, knob.h // 2)


# ------------------------------------------------------------------------------------------ plates
class Plate(Drawn):
    """A plain rounded plate under a button (a choice that cycles, Back, Start), with an optional icon
    at its left and an optional picture (a house rule's badge)."""

    def __init__(
        self,
        screen,
        button,
        icon: str | None = None,
        badge=None,
        accent=None,
        delay: float = 0.0,
        pips: tuple[int, int] | None = None,
    ):
        super().__init__(screen, button, delay=delay)
        self.icon = icon
        self.badge = badge
        self.accent = accent
        self.pips = pips  # (lit, of): a level's pips at the plate's right
        if icon is not None or badge is not None:
            self._make_room()

    def _make_room(self) -> None:
        """The icon sits left of the words: centred words where both sides have its room, else the
        words start after it; no icon where even that would not fit."""
        r = self.button.rect
        words = self.button.font.size(self.button.text)[0]
        pad = self.screen.px(tokens.SPACE_S)
        if r.w >= words + 2 * (r.h + pad):
            return
        if r.w >= words + r.h + 2 * pad:
            place_words(self.button, "left", "center", r.h + max(0, (r.w - words - r.h - pad) // 2))
        else:
            self.icon = self.badge = None

    def draw(self, surface: pygame.Surface) -> None:
        px = self.screen.px
        r = self.plate_rect()
        radius = px(tokens.RADIUS_MEDIUM)
        if self.accent is not None and self.button.is_enabled:
            base, lit = self.accent, paint.lighter(self.accent, 0.12)
        else:
            base, lit = tokens.SURFACE, tokens.SURFACE_HOVER
        paint.rounded(surface, r, self.plate_colour(base, lit), radius, depth=tokens.SHADOW_LOW, px=px)
        box = pygame.Rect(r.x, r.y, r.h, r.h).inflate(-px(tokens.SPACE_S), -px(tokens.SPACE_S))
        if self.badge is not None:
            img = self.badge
            surface.blit(img, img.get_rect(center=box.center))
        elif self.icon is not None:
            draw_icon(
                surface, self.icon, box.inflate(-px(tokens.SPACE_XS), -px(tokens.SPACE_XS)), tokens.TEXT
            )
        if self.pips is not None:
            room = pygame.Rect(r.right - px(12) * self.pips[1] - px(8), r.y, px(12) * self.pips[1], r.h)
            pips(surface, room, *self.pips)


def avatar(
    surface: pygame.Surface, ctx, centre, radius: int, name: str, colour, letters: str | None = None
) -> None:
    """A seat's avatar: a disc in the seat's colour with the name's first letter (or `letters`, from
    `avatar_letters`, where seats shown together would otherwise share one)."""
    pygame.draw.circle(
        surface, paint.darker(colour, 0.35), (centre[0], centre[1] + max(1, radius // 8)), radius
    )
    pygame.draw.circle(surface, colour, centre, radius)
    pygame.draw.circle(surface, paint.lighter(colour, 0.35), centre, radius, max(1, radius // 8))
    letter = letters or (name.strip()[:1] or "?").upper()
    ink = tokens.TEXT_ON_LIGHT if colour == tokens.CARD_FILL["y"] else tokens.TEXT_STRONG
    share = 1.1 if len(letter) == 1 else 0.8
    font = ctx.font(max(8, round(radius * share / ctx.scale)), True)
    img = font.render(letter, True, ink)
    surface.blit(img, img.get_rect(center=centre))


def avatar_letters(names: Sequence[str]) -> list[str]:
    """The letters on the avatars of seats shown together, none the same: a name's first letter, or,
    where two names begin alike, its first two ("An", "Al"), else the letter and a number ("A1", "A2")."""
    first = [(n.strip()[:1] or "?").upper() for n in names]

    def two(name: str) -> str:
        return (name.strip()[:1] or "?").upper() + name.strip()[1:2].lower()

    out = []
    for i, name in enumerate(names):
        alike = [names[k] for k in range(len(names)) if first[k] == first[i]]
        if len(alike) == 1:
            out.append(first[i])
        elif len(two(name)) == 2 and two(name)[1].strip() and [two(n) for n in alike].count(two(name)) == 1:
            out.append(two(name))
        else:
            out.append(f"{first[i]}{first[: i + 1].count(first[i])}")
    return out


SEAT_COLOURS = tuple(tokens.CARD_FILL[c] for c in "rbgy")


def seat_colour(seat: int) -> tuple[int, int, int]:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def pips(surface: pygame.Surface, rect: pygame.Rect, filled: int, total: int, colour=tokens.GOLD) -> None:
    """Level pips: `total` small discs in `rect` (right-aligned), `filled` of them lit."""
    if total <= 0:
        return
    r = max(2, min(rect.h // 3, rect.w // (3 * total)))
    gap = r * 3
    x = rect.right - r - (total - 1) * gap
    for i in range(total):
        centre = (x + i * gap, rect.centery)
        if i < filled:
            pygame.draw.circle(surface, colour, centre, r)
        else:
            pygame.draw.circle(surface, tokens.TEXT_MUTED, centre, r, max(1, r // 2))


class SeatPlate(Drawn):
    """A seat's plate behind its row, with the avatar disc (initial, colour) at its left."""

    def __init__(
        self,
        screen,
        rect: pygame.Rect,
        seat: int,
        name: str,
        with_avatar: bool = True,
        letters: str | None = None,
    ):
        super().__init__(screen, None, delay=0.03 * seat)
        self._rect = rect
        self.seat = seat
        self.name = name
        self.with_avatar = with_avatar
        self.letters = letters or avatar_letters([name])[0]

    @property
    def rect(self) -> pygame.Rect:
        return self._rect

    def draw(self, surface: pygame.Surface) -> None:
        px = self.screen.px
        r = self.rect
        paint.rounded(surface, r, tokens.PANEL, px(tokens.RADIUS_MEDIUM), depth=tokens.SHADOW_LOW, px=px)
        if self.with_avatar:
            radius = max(px(6), r.h // 2 - px(4))
            centre = (r.x + px(3) + radius, r.centery)
            avatar(surface, self.screen.ctx, centre, radius, self.name, seat_colour(self.seat), self.letters)
