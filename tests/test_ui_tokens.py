"""The design tokens (game/ui/kit/tokens.py): every text/background pair reaches WCAG AA (4.5:1), the
theme file names tokens instead of colours and sizes, and the theme resolves and scales them."""

from __future__ import annotations

import json
import re

import pytest

from game.resources import assets_dir
from game.ui.kit import theme, tokens


@pytest.mark.parametrize("pair", sorted(tokens.TEXT_PAIRS))
def test_every_text_pair_reaches_four_and_a_half_to_one(pair):
    text, background = tokens.TEXT_PAIRS[pair]
    assert tokens.contrast(text, background) >= 4.5, f"{pair}: {tokens.contrast(text, background):.2f}:1"


def test_the_contrast_formula_is_wcags():
    assert tokens.contrast((0, 0, 0), (255, 255, 255)) == pytest.approx(21.0)
    assert tokens.contrast((255, 255, 255), (255, 255, 255)) == pytest.approx(1.0)
    assert tokens.contrast((119, 119, 119), (255, 255, 255)) == pytest.approx(4.48, abs=0.01)  # a known grey
    assert tokens.contrast((255, 255, 255), (231, 76, 60)) < 4.5  # the old hovered UNO red: now refused


def _strings(node):
    if isinstance(node, dict):
        for v in node.values():
            yield from _strings(v)
    elif isinstance(node, str):
        yield node


def test_the_theme_file_names_tokens_never_colours_or_sizes():
    data = json.loads((assets_dir() / "themes" / "default.json").read_text(encoding="utf-8"))
    raw_colours = [s for s in _strings(data) if re.fullmatch(r"#[0-9a-fA-F]{6,8}", s)]
    assert raw_colours == []
    sizes = [block["font"]["size"] for block in data.values() if "size" in block.get("font", {})]
    assert sizes and all(s.startswith("$type_") for s in sizes)


def test_the_theme_resolves_every_token_and_scales_sizes():
    small, big = theme.theme_for(1.0), theme.theme_for(2.0)
    assert not [s for s in _strings(small) if s.startswith("$")]
    assert small["defaults"]["colours"]["normal_bg"] == tokens.hex_rgb(tokens.SURFACE)
    assert small["panel"]["colours"]["dark_bg"] == tokens.hex_rgb((*tokens.PANEL, 232))
    assert small["#title"]["font"]["size"] == str(tokens.TYPE_DISPLAY)
    assert big["#title"]["font"]["size"] == str(2 * tokens.TYPE_DISPLAY)
    assert big["button"]["misc"]["shape_corner_radius"] == str(2 * tokens.RADIUS_MEDIUM)
    with pytest.raises(KeyError):
        theme.resolve("$no_such_token", 1.0)


def test_motion_curves_start_at_rest_and_land():
    for curve in tokens.CURVES.values():
        assert curve(0.0) == pytest.approx(0.0) and curve(1.0) == pytest.approx(1.0)
    assert max(tokens.overshoot(i / 100) for i in range(101)) > 1.05  # it pops past its target
    assert all(0 <= tokens.ease_out(i / 100) <= 1 for i in range(101))
    assert tokens.duration(tokens.MOTION_NORMAL, 2.0) == pytest.approx(tokens.MOTION_NORMAL / 2)
    assert tokens.duration(tokens.MOTION_NORMAL, 1.0, reduced=True) == 0.0
