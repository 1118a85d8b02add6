"""Draw the UNO Table icon: a round green table with two tilted cards on it (our own drawing).

    python packaging/make_icons.py OUTDIR

writes OUTDIR/uno-table.svg, OUTDIR/hicolor/<N>x<N>/apps/uno-table.png for N in SIZES,
OUTDIR/uno-table-<N>.png, and OUTDIR/uno-table.ico (Windows: PNG entries 16-256). The SVG and the
PNGs come from one list of shapes below, so they look alike; the PNGs are drawn with pygame at
1024 px and scaled down smoothly. A macOS .icns is made on a Mac from these PNGs (see README.md).
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
NAME = "uno-table"
CANVAS = 1024  # the shapes are given on a 1024 x 1024 canvas

FELT, FELT_DARK, RIM = (22, 120, 72), (12, 84, 50), (120, 72, 36)
WHITE, INK = (255, 255, 255), (25, 25, 30)
RED, BLUE = (220, 40, 40), (30, 100, 210)

# (centre x, centre y, width, height, angle in degrees clockwise, colour) of each card, back to front
CARDS = (
    (420, 500, 300, 450, -16, BLUE),
    (600, 520, 300, 450, 14, RED),
)


def _hex(rgb) -> str:
    return "#{:02x}{:02x}{:02x}".format(*rgb)


def svg() -> str:
    """The icon as SVG text (1024 x 1024 view box)."""
    parts = [
        '<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 1024 1024">',
        "  <title>UNO Table</title>",
        f'  <circle cx="512" cy="512" r="492" fill="{_hex(RIM)}"/>',
        f'  <circle cx="512" cy="512" r="450" fill="{_hex(FELT)}"/>',
        f'  <circle cx="512" cy="512" r="360" fill="none" stroke="{_hex(FELT_DARK)}" stroke-width="14"/>',
    ]
    for cx, cy, w, h, angle, colour in CARDS:
        border = w * 0.07
        parts += [
            f'  <g transform="translate({cx} {cy}) rotate({angle})">',
            f'    <rect x="{-w / 2 + 8}" y="{-h / 2 + 12}" width="{w}" height="{h}" rx="{w * 0.1}" '
            f'fill="{_hex(INK)}" fill-opacity="0.35"/>',
            f'    <rect x="{-w / 2}" y="{-h / 2}" width="{w}" height="{h}" rx="{w * 0.1}" '
            f'fill="{_hex(WHITE)}"/>',
            f'    <rect x="{-w / 2 + border}" y="{-h / 2 + border}" width="{w - 2 * border}" '
            f'height="{h - 2 * border}" rx="{w * 0.06}" fill="{_hex(colour)}"/>',
            f'    <ellipse cx="0" cy="0" rx="{w * 0.36}" ry="{h * 0.34}" fill="{_hex(WHITE)}" '
            f'transform="rotate(30)"/>',
            f'    <circle cx="0" cy="0" r="{w * 0.16}" fill="{_hex(colour)}"/>',
            "  </g>",
        ]
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def _card_surface(pygame, w: int, h: int, colour):
    """One upright card (white edge, coloured face, white tilted oval, coloured centre) with room for
    its shadow."""
    pad = 16
    surf = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    radius = int(w * 0.1)
    pygame.draw.rect(surf, (*INK, 90), pygame.Rect(pad + 8, pad + 12, w, h), border_radius=radius)
    pygame.draw.rect(surf, WHITE, pygame.Rect(pad, pad, w, h), border_radius=radius)
    border = int(w * 0.07)
    pygame.draw.rect(
        surf,
        colour,
        pygame.Rect(pad + border, pad + border, w - 2 * border, h - 2 * border),
        border_radius=int(w * 0.06),
    )
    oval = pygame.Surface((int(w * 0.72), int(h * 0.68)), pygame.SRCALPHA)
    pygame.draw.ellipse(oval, WHITE, oval.get_rect())
    oval = pygame.transform.rotozoom(oval, -30, 1.0)
    surf.blit(oval, oval.get_rect(center=surf.get_rect().center))
    pygame.draw.circle(surf, colour, surf.get_rect().center, int(w * 0.16))
    return surf


def render(pygame, size: int = CANVAS):
    """The icon as a pygame Surface of `size` px (drawn at 1024 px, then scaled smoothly)."""
    table = pygame.Surface((CANVAS, CANVAS))  # opaque: cards blend onto it without losing alpha
    centre = (CANVAS // 2, CANVAS // 2)
    table.fill(RIM)
    pygame.draw.circle(table, FELT, centre, 450)
    pygame.draw.circle(table, FELT_DARK, centre, 360, width=14)
    for cx, cy, w, h, angle, colour in CARDS:
        card = pygame.transform.rotozoom(_card_surface(pygame, w, h, colour), -angle, 1.0)
        table.blit(card, card.get_rect(center=(cx, cy)))
    # cut out the round table: opaque inside the rim, transparent corners
    big = pygame.Surface((CANVAS, CANVAS), pygame.SRCALPHA)
    big.blit(table, (0, 0))
    mask = pygame.Surface((CANVAS, CANVAS), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), centre, 492)
    big.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    if size == CANVAS:
        return big
    out = big
    while out.get_width() // 2 >= size:  # halve step by step: smooth at 16 px too
        out = pygame.transform.smoothscale(out, (out.get_width() // 2, out.get_height() // 2))
    if out.get_width() != size:
        out = pygame.transform.smoothscale(out, (size, size))
    return out


def ico(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding PNG images (Windows Vista and later read PNG entries)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        data = pngs[size]
        dim = 0 if size >= 256 else size  # 0 means 256
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset + len(blobs))
        blobs += data
    return header + entries + blobs


def build(out: Path) -> list[Path]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    written: list[Path] = []
    out.mkdir(parents=True, exist_ok=True)
    (out / f"{NAME}.svg").write_text(svg(), encoding="utf-8")
    written.append(out / f"{NAME}.svg")
    pngs: dict[int, bytes] = {}
    for size in SIZES:
        image = render(pygame, size)
        folder = out / "hicolor" / f"{size}x{size}" / "apps"
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / f"{NAME}.png"
        pygame.image.save(image, str(path))
        flat = out / f"{NAME}-{size}.png"
        flat.write_bytes(path.read_bytes())
        written += [path, flat]
        if size in ICO_SIZES:
            pngs[size] = path.read_bytes()
    (out / f"{NAME}.ico").write_bytes(ico(pngs))
    written.append(out / f"{NAME}.ico")
    return written


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    files = build(Path(argv[0]))
    print(f"{len(files)} icon files in {argv[0]}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
