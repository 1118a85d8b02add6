"""pygame-gui's own strings in our languages: `locales/<lang>/pygame-gui.<lang>.json`."""

import json
import re
from pathlib import Path

import pygame
import pygame_gui
import pytest

from game.i18n import FALLBACK, shipped_languages
from game.i18n.pygame_gui_files import translation_dirs, translation_file

ENGLISH = json.loads(
    (Path(pygame_gui.__file__).parent / "data" / "translations" / "pygame-gui.en.json").read_text(
        encoding="utf-8"
    )
)["en"]
OURS = [lang for lang in shipped_languages() if lang != FALLBACK]
PLACEHOLDER = re.compile(r"%\{\w+\}")


def test_swedish_and_danish_have_their_files():
    assert translation_file("sv").is_file() and translation_file("da").is_file()


@pytest.mark.parametrize("lang", OURS)
def test_file_has_every_key_with_its_placeholders(lang):
    path = translation_file(lang)
    if not path.is_file():
        pytest.skip(f"{path.name} not written yet (pygame-gui would show English)")
    data = json.loads(path.read_text(encoding="utf-8"))
    assert list(data) == [lang]
    table = data[lang]
    assert set(table) == set(ENGLISH)
    for key, text in table.items():
        assert isinstance(text, str) and text.strip(), key
        assert PLACEHOLDER.findall(text) == PLACEHOLDER.findall(ENGLISH[key]), key


def test_pygame_gui_uses_our_files():
    import i18n  # python-i18n, pygame-gui's translation library

    # never pygame.quit() here: it would invalidate fonts other tests keep in caches
    pygame.display.init()
    pygame.font.init()
    try:
        pygame.display.set_mode((320, 200))
        manager = pygame_gui.UIManager(
            (320, 200), starting_language="sv", translation_directory_paths=translation_dirs()
        )
        assert i18n.t("pygame-gui.Cancel") == "Avbryt"
        manager.set_locale("da")
        assert i18n.t("pygame-gui.Delete_filename", file_name="a.sav") == "Slet a.sav?"
        manager.set_locale("en")
        assert i18n.t("pygame-gui.Cancel") == "Cancel"
    finally:
        pygame.display.quit()
