"""Translations: Fluent messages from `locales/<lang>/*.ftl`, rule books, and the shipped fonts."""

from typing import TYPE_CHECKING

from .catalog import FALLBACK, LANGUAGES, load_catalog, shipped_languages
from .localizer import Localizer, MessageError, card_message, language_from_locale, system_language
from .parsed_cache import set_cache_dir as set_parsed_cache_dir
from .paths import data_root, font_path, fonts_dir, locales_dir, set_data_root
from .pygame_gui_files import translation_dirs as pygame_gui_translation_dirs

if TYPE_CHECKING:
    from .rulebook import EDITIONS, SECTIONS, RuleBook, Section, load_rulebook


def __getattr__(name: str) -> object:
    """The rule books' names, read from rulebook.py when first asked for (the Rules screen, not the
    game's start: issue 44)."""
    if name in ("EDITIONS", "SECTIONS", "RuleBook", "Section", "load_rulebook"):
        from . import rulebook

        return getattr(rulebook, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "EDITIONS",
    "FALLBACK",
    "LANGUAGES",
    "SECTIONS",
    "Localizer",
    "MessageError",
    "RuleBook",
    "Section",
    "card_message",
    "data_root",
    "font_path",
    "fonts_dir",
    "language_from_locale",
    "load_catalog",
    "load_rulebook",
    "locales_dir",
    "pygame_gui_translation_dirs",
    "set_data_root",
    "set_parsed_cache_dir",
    "shipped_languages",
    "system_language",
]
