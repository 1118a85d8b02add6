"""The pygame-gui theme from the tokens: assets/themes/default.json names colours and sizes as "$token"
(a lower-case name in `kit.tokens`; "$panel/232" adds an opacity), and `theme_for` resolves them and
scales every size for the window."""

from __future__ import annotations

import copy
import json
from functools import lru_cache

from game.resources import assets_dir

from . import tokens

FONT_ELEMENTS = (
    "button",
    "label",
    "text_box",
    "text_entry_line",
    "tool_tip",
    "drop_down_menu",
    "selection_list",
    "window",
)


def colour_tokens() -> dict[str, tuple[int, ...]]:
    """Every colour token by its theme name: "surface", "card_fill_r", "focus_ring", ..."""
    found: dict[str, tuple[int, ...]] = {}
    for name, value in vars(tokens).items():
        if not name.isupper():
            continue
        if _is_colour(value):
            found[name.lower()] = value
        elif isinstance(value, dict) and all(_is_colour(v) for v in value.values()):
            found.update({f"{name.lower()}_{k}": v for k, v in value.items()})
    return found


def _is_colour(value) -> bool:
    return isinstance(value, tuple) and len(value) in (3, 4) and all(isinstance(c, int) for c in value)


def size_tokens(scale: float) -> dict[str, int]:
    """The theme's sizes: type at the design size (theme_for scales fonts itself), shapes at `scale`."""
    shapes = {
        "radius_small": tokens.RADIUS_SMALL,
        "radius_medium": tokens.RADIUS_MEDIUM,
        "radius_large": tokens.RADIUS_LARGE,
        "border_width": tokens.BORDER_WIDTH,
        "shadow_low": tokens.SHADOW_LOW.spread,
        "shadow_high": tokens.SHADOW_HIGH.spread,
        "space_s": tokens.SPACE_S,
        "space_m": tokens.SPACE_M,
    }
    sizes = {k: max(1, tokens.scaled(v, scale)) for k, v in shapes.items()}
    sizes.update(
        type_display=tokens.TYPE_DISPLAY,
        type_heading=tokens.TYPE_HEADING,
        type_subheading=tokens.TYPE_SUBHEADING,
        type_body=tokens.TYPE_BODY,
        type_caption=tokens.TYPE_CAPTION,
    )
    return sizes


def resolve(value: str, scale: float, known: tuple[dict, dict] | None = None) -> str:
    """A "$token" (or "$colour/alpha") as the theme file wants it; any other value as it is. `known`:
    `colour_tokens()` and `size_tokens(scale)` made once for a whole theme (each is a walk through
    every token: made again for each of a theme's 160 values, a tenth of the game's start, issue 44)."""
    if not value.startswith("$"):
        return value
    name, _, alpha = value[1:].partition("/")
    colours, sizes = known if known is not None else (colour_tokens(), size_tokens(scale))
    if name in colours:
        rgb = colours[name][:3]
        return tokens.hex_rgb(rgb + (int(alpha),) if alpha else rgb)
    if name in sizes and not alpha:
        return str(sizes[name])
    raise KeyError(f"the theme names an unknown token {value!r}")


def _resolved(node, scale: float, known: tuple[dict, dict]):
    if isinstance(node, dict):
        return {k: _resolved(v, scale, known) for k, v in node.items()}
    if isinstance(node, str):
        return resolve(node, scale, known)
    return node


@lru_cache(maxsize=1)
def _theme_base() -> dict:
    with open(assets_dir() / "themes" / "default.json", encoding="utf-8") as fh:
        return json.load(fh)


def theme_for(scale: float, data: dict | None = None) -> dict:
    """The theme (`data`, else the default theme) with its tokens resolved, our fonts (from the package:
    every font block gets the name and paths, so pygame-gui warns of none) and every size scaled. The
    default theme is resolved once per scale and font files (every UIManager of the game asks for it:
    each screen, resize, UI scale and language; issue 44); each caller gets its own copy."""
    from game.i18n import font_path

    regular, bold = str(font_path(False)), str(font_path(True))
    if data is None:
        return _copied(_default_theme(scale, regular, bold))
    return _theme(scale, data, regular, bold)


def _copied(node):
    """A copy of a theme (dicts and lists of strings and numbers, as JSON has them): a third of
    `copy.deepcopy`'s time, which looks up how to copy each of the theme's 900 values."""
    if isinstance(node, dict):
        return {key: _copied(value) for key, value in node.items()}
    if isinstance(node, list):
        return [_copied(value) for value in node]
    return node


@lru_cache(maxsize=8)
def _default_theme(scale: float, regular: str, bold: str) -> dict:
    return _theme(scale, _theme_base(), regular, bold)


def _theme(scale: float, data: dict, regular: str, bold: str) -> dict:
    from .widgets import extend_theme  # the drawn widgets' clear buttons

    known = (colour_tokens(), size_tokens(scale))
    theme = extend_theme(_resolved(copy.deepcopy(data), scale, known))
    body = str(tokens.scaled(tokens.TYPE_BODY, scale))
    base = {"name": "noto", "size": body, "regular_path": regular, "bold_path": bold}
    theme.setdefault("defaults", {})["font"] = base
    for element in FONT_ELEMENTS:
        theme.setdefault(element, {}).setdefault("font", {"size": str(tokens.TYPE_BODY)})
    for key, block in theme.items():
        font = block.get("font")
        if key == "defaults" or font is None:
            continue
        size = int(font.get("size", tokens.TYPE_BODY))
        block["font"] = dict(
            base, **{k: v for k, v in font.items() if k != "size"}, size=str(tokens.scaled(size, scale))
        )
    return theme
