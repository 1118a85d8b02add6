"""Players' names: the one normaliser for every name the game takes in (set-up screen, settings, saves,
statistics and, later, network lobbies). Pure Python, no imports of ours.

A name is NFC-normalised; control characters (NUL, escapes, line breaks...) and lone surrogates (what a
`\\ud800` escape in a JSON file gives: no UTF-8 form, so the autosave could not write it) are removed;
runs of white space become one space and the ends are trimmed of white space and invisible characters
(zero-width spaces and joiners, bidi marks and overrides, the byte-order mark: drawn alone, they have
no width, which the text renderer refuses). A name with nothing visible left becomes the default name.
Inside a name, invisible characters stay: a zero-width joiner holds an emoji sequence together and a
bidi mark places a right-to-left name among left-to-right words.
"""

from __future__ import annotations

import unicodedata

NAME_MAX = 40  # characters, after normalising

#: general categories drawn without any visible mark: format characters (zero-width space and joiners,
#: bidi marks, embeddings, overrides and isolates, the byte-order mark, soft hyphen...), spaces and
#: separators, controls, surrogates, unassigned code points and combining marks with nothing to sit on
_INVISIBLE_CATEGORIES = frozenset(("Cf", "Cc", "Cs", "Cn", "Zs", "Zl", "Zp", "Mn", "Me"))
#: letters that are drawn blank all the same (Hangul fillers, the Braille blank)
_BLANK_LETTERS = frozenset("\u115f\u1160\u3164\uffa0\u2800")


def is_invisible(char: str) -> bool:
    """Whether `char` alone draws nothing (so a text made only of such characters has no width)."""
    return char in _BLANK_LETTERS or unicodedata.category(char) in _INVISIBLE_CATEGORIES


def has_visible(text: str) -> bool:
    return any(not is_invisible(c) for c in text)


def _trimmed_at_the_end(char: str) -> bool:
    """Invisible characters taken off a name's end: not combining marks (a Hindi or Arabic name may
    end with a vowel sign that NFC does not compose)."""
    return is_invisible(char) and unicodedata.category(char) not in ("Mn", "Me")


def strip_controls(text: str) -> str:
    """`text` without control characters and lone surrogates; white space becomes a plain space."""
    return "".join(
        " " if c.isspace() else c for c in text if c.isspace() or unicodedata.category(c) not in ("Cc", "Cs")
    )


def normalize_name(text: object, default: str = "", limit: int = NAME_MAX) -> str:
    """The name to use for `text` (anything: a non-text value gives `default` too)."""
    if not isinstance(text, str):
        return default
    text = " ".join(unicodedata.normalize("NFC", strip_controls(text)).split())
    start = 0
    while start < len(text) and is_invisible(text[start]):
        start += 1
    text = text[start : start + limit]
    end = len(text)
    while end > 0 and _trimmed_at_the_end(text[end - 1]):
        end -= 1
    text = text[:end]
    return text if has_visible(text) else default
