"""Every string of every shipped language renders with the shipped fonts: no missing glyphs.

pygame.freetype's `get_metrics` gives None for a character the font has no glyph for (pygame.font's
`metrics` does not: it reports the metrics of the .notdef box instead, so it cannot tell).
"""

import json

import pygame.freetype
import pytest

from game.i18n import Localizer, font_path, fonts_dir, load_rulebook, shipped_languages
from game.i18n.pygame_gui_files import translation_file
from game.i18n.rulebook import EDITIONS
from game.i18n.samples import all_strings

SHIPPED = shipped_languages()


@pytest.fixture(scope="module")
def fonts():
    pygame.freetype.init()  # left initialised: quitting would break fonts other tests have cached
    return {bold: pygame.freetype.Font(str(font_path(bold)), 18) for bold in (False, True)}


def _characters(lang: str) -> set[str]:
    loc = Localizer(lang)  # lenient: a missing message is the catalog tests' business, not this one's
    chars: set[str] = set()
    for _, text in all_strings(loc):
        chars.update(text)
    for ed in EDITIONS:
        book = load_rulebook(loc, ed)
        for section in book.sections:
            chars.update(section.title)
            for paragraph in section.paragraphs:
                chars.update(paragraph)
    gui = translation_file(lang)
    if gui.is_file():
        for text in json.loads(gui.read_text(encoding="utf-8"))[lang].values():
            chars.update(text)
    chars.discard("\n")
    return chars


def test_fonts_are_shipped_with_their_licence_and_small():
    files = {p.name: p.stat().st_size for p in fonts_dir().iterdir()}
    assert font_path(False).name in files and font_path(True).name in files
    assert any("OFL" in name or "LICENSE" in name.upper() for name in files)
    licence = next(p for p in fonts_dir().iterdir() if p.suffix == ".txt" and "OFL" in p.name.upper())
    assert "SIL OPEN FONT LICENSE" in licence.read_text(encoding="utf-8")
    assert sum(size for name, size in files.items() if name.endswith(".ttf")) < 2_000_000


@pytest.mark.parametrize("lang", SHIPPED)
def test_every_character_has_a_glyph(lang, fonts):
    chars = sorted(_characters(lang))
    assert len(chars) > 40
    for bold, font in fonts.items():
        metrics = font.get_metrics("".join(chars))
        missing = [f"U+{ord(c):04X} {c!r}" for c, m in zip(chars, metrics, strict=True) if m is None]
        assert missing == [], f"{lang} ({'bold' if bold else 'regular'}): no glyph for {missing}"


def test_the_check_does_find_a_missing_glyph(fonts):
    # a character no Latin font has: the test above would catch it
    assert fonts[False].get_metrics("\u0f00")[0] is None
    assert fonts[True].get_metrics("\u4e00")[0] is None
    assert None not in fonts[False].get_metrics("őűåæøäöÅÆØ–’…")
