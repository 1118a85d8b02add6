"""Translations: Fluent messages from `locales/<lang>/*.ftl`, rule books, and the shipped fonts."""

from .catalog import FALLBACK, LANGUAGES, load_catalog, shipped_languages
from .localizer import Localizer, MessageError, card_message, language_from_locale, system_language
from .parsed_cache import set_cache_dir as set_parsed_cache_dir
from .paths import data_root, font_path, fonts_dir, locales_dir, set_data_root
from .pygame_gui_files import translation_dirs as pygame_gui_translation_dirs
from .rulebook import EDITIONS, SECTIONS, RuleBook, Section, load_rulebook

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
