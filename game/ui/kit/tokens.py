"""The look's design tokens: every colour, radius, shadow, type size, space and motion that the screens,
the dialogs and the pygame-gui theme use (assets/themes/default.json names them as "$token"; see
`kit.theme`). A screen takes its numbers from here, never a pixel or a colour of its own.

Sizes are at the design size (a 1280x720 window, UI scale 1): `Context.px` multiplies them by the
window's scale and the UI scale setting. Colours are RGB tuples; every text colour meets its
backgrounds at a contrast of at least 4.5:1 (WCAG AA; `TEXT_PAIRS` lists the pairs, a test computes
them).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.scene.palette import CARD_RGB, FELT, FELT_DARK

RGB = tuple[int, int, int]

# ------------------------------------------------------------------------------------------ palette
#: the table's felt (game.scene.palette) and the menus' two greens round it
FELT_MID: RGB = FELT
FELT_DEEP: RGB = FELT_DARK
FELT_LIGHT: RGB = (34, 128, 84)
BACKDROP: RGB = (14, 70, 46)  # the menus' room behind the felt oval
BACKDROP_GLOW: RGB = (20, 92, 60)

#: surfaces that carry text: buttons, panels, fields
SURFACE: RGB = (31, 58, 44)
SURFACE_HOVER: RGB = (47, 90, 67)
SURFACE_PRESSED: RGB = (24, 46, 35)
SURFACE_SUNKEN: RGB = (15, 34, 25)  # text fields, text boxes, lists
PANEL: RGB = (20, 40, 30)
DISABLED: RGB = (38, 48, 43)
SCRIM = (0, 0, 0, 120)  # the shade behind a dialog (RGBA)

#: the four card colours as the cards print them, and deeper shades of them that carry white text
CARD_RED: RGB = CARD_RGB["r"]
CARD_YELLOW: RGB = CARD_RGB["y"]
CARD_GREEN: RGB = CARD_RGB["g"]
CARD_BLUE: RGB = CARD_RGB["b"]
CARD_FILL: dict[str, RGB] = {"r": (196, 40, 40), "y": (230, 184, 0), "g": (30, 118, 52), "b": (21, 96, 184)}
CARD_FILL_HOVER: dict[str, RGB] = {
    "r": (214, 38, 42),
    "y": (255, 214, 51),
    "g": (28, 128, 64),
    "b": (30, 110, 200),
}

#: gold: winners, the selected choice, the accent
GOLD: RGB = (216, 165, 58)
GOLD_BRIGHT: RGB = (224, 181, 74)
GOLD_TEXT: RGB = (255, 230, 120)  # gold words on the dark surfaces (a winner's row)
#: danger: leave, delete, the UNO! button
DANGER: RGB = (192, 57, 43)
DANGER_HOVER: RGB = (176, 44, 32)

#: text
TEXT: RGB = (242, 242, 234)
TEXT_STRONG: RGB = (255, 255, 255)
TEXT_MUTED: RGB = (178, 196, 184)  # captions, hints, the disabled state
TEXT_ON_LIGHT: RGB = (16, 21, 15)  # on gold and on yellow
BORDER: RGB = (200, 216, 200)
BORDER_QUIET: RGB = (68, 82, 74)
SELECTED_BORDER: RGB = (255, 224, 138)
FOCUS_RING: RGB = (110, 225, 255)  # keyboard focus: cyan, unlike any card colour or the gold selection

#: every (text, background) pair the look uses: each must reach 4.5:1
TEXT_PAIRS: dict[str, tuple[RGB, RGB]] = {
    "text on backdrop": (TEXT, BACKDROP),
    "text on backdrop glow": (TEXT, BACKDROP_GLOW),
    "text on felt": (TEXT, FELT_MID),
    "text on surface": (TEXT, SURFACE),
    "strong text on hovered surface": (TEXT_STRONG, SURFACE_HOVER),
    "text on pressed surface": (TEXT, SURFACE_PRESSED),
    "text on sunken surface": (TEXT, SURFACE_SUNKEN),
    "text on panel": (TEXT, PANEL),
    "muted text on surface": (TEXT_MUTED, SURFACE),
    "muted text on panel": (TEXT_MUTED, PANEL),
    "muted text on backdrop": (TEXT_MUTED, BACKDROP),
    "muted text on disabled": (TEXT_MUTED, DISABLED),
    "gold text on panel": (GOLD_TEXT, PANEL),
    "gold text on backdrop": (GOLD_TEXT, BACKDROP),
    "text on gold": (TEXT_ON_LIGHT, GOLD),
    "text on bright gold": (TEXT_ON_LIGHT, GOLD_BRIGHT),
    "text on danger": (TEXT_STRONG, DANGER),
    "text on hovered danger": (TEXT_STRONG, DANGER_HOVER),
    **{f"text on card {c}": (TEXT_ON_LIGHT if c == "y" else TEXT_STRONG, CARD_FILL[c]) for c in "rygb"},
    **{
        f"text on hovered card {c}": (TEXT_ON_LIGHT if c == "y" else TEXT_STRONG, CARD_FILL_HOVER[c])
        for c in "rygb"
    },
}

# ------------------------------------------------------------------------------------------ shape
RADIUS_SMALL = 4
RADIUS_MEDIUM = 8
RADIUS_LARGE = 16


@dataclass(frozen=True)
class Shadow:
    """A soft drop shadow: how far down it falls, how wide it spreads (pygame-gui's shadow width) and
    its opacity (0-255)."""

    offset: int
    spread: int
    alpha: int


SHADOW_LOW = Shadow(2, 2, 70)  # buttons, tiles
SHADOW_HIGH = Shadow(6, 6, 100)  # panels and dialogs
FOCUS_WIDTH = 3
BORDER_WIDTH = 2  # a control's soft edge (never a 1-pixel outline)

# ------------------------------------------------------------------------------------------ type
TYPE_DISPLAY = 40  # titles
TYPE_HEADING = 24
TYPE_SUBHEADING = 20  # the colour picker's names, emphasised rows
TYPE_BODY = 17
TYPE_CAPTION = 14

# ------------------------------------------------------------------------------------------ space
SPACE_XS = 4
SPACE_S = 8
SPACE_M = 16
SPACE_L = 24
SPACE_XL = 32
CONTROL_HEIGHT = 44  # a button's height: a finger's width at 1280x720

# ------------------------------------------------------------------------------------------ motion
#: seconds at the normal animation speed (`duration` follows the speed and the reduced-motion setting)
MOTION_FAST = 0.12
MOTION_NORMAL = 0.22
MOTION_SLOW = 0.40
REDUCED_MOTION_FACTOR = 0.0  # reduced motion: no movement (fades may stay, at the fast duration)


def ease_out(t: float) -> float:
    """Cubic ease-out: fast start, gentle landing (0 -> 0, 1 -> 1)."""
    t = min(1.0, max(0.0, t))
    return 1.0 - (1.0 - t) ** 3


def overshoot(t: float, amount: float = 1.70158) -> float:
    """Ease-out with a small overshoot past 1 before it settles (a "pop"; 0 -> 0, 1 -> 1)."""
    t = min(1.0, max(0.0, t)) - 1.0
    return 1.0 + t * t * ((amount + 1.0) * t + amount)


CURVES: dict[str, Callable[[float], float]] = {"ease_out": ease_out, "overshoot": overshoot}


def duration(base: float, speed: float, reduced: bool = False) -> float:
    """`base` seconds at animation `speed` (1 normal, 2 fast, 0 instant); 0 with reduced motion."""
    if reduced or speed <= 0:
        return 0.0
    return base / speed


# ------------------------------------------------------------------------------------------ scale
def scaled(value: float, scale: float) -> int:
    """A size token at `scale` (the window's scale times the UI scale setting: `Context.scale`), in
    whole pixels."""
    return round(value * scale)


# ------------------------------------------------------------------------------------------ contrast
def luminance(rgb: RGB) -> float:
    """WCAG 2 relative luminance of an sRGB colour."""

    def channel(c: int) -> float:
        s = c / 255
        return s / 12.92 if s <= 0.04045 else ((s + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: RGB, b: RGB) -> float:
    """WCAG 2 contrast ratio of two colours (1 to 21)."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def hex_rgb(rgb: tuple[int, ...]) -> str:
    """'#rrggbb' (or '#rrggbbaa' for four channels), as pygame-gui's theme files write colours."""
    return "#" + "".join(f"{c:02x}" for c in rgb)
