"""Rule books: one per edition per language, read from `locales/<lang>/rules-<edition>.ftl`.

The file format (the same in every language):

    rules-<edition>-title = The book's title
    rules-<edition>-<section>-title = A section heading
    rules-<edition>-<section> =
        First paragraph, which may run
        over several lines.

        Second paragraph (paragraphs are separated by a blank line).
        .cards = r5 rS W4

`.cards` is optional: the card codes the viewer draws beside the section. A section may go on in
messages of its own, `rules-<edition>-<section>-<part>` (see PARTS), whose paragraphs follow the
section's own. Pure Python, no pygame.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .localizer import Localizer

EDITIONS = ("classic", "power", "modern")

#: the sections of each edition's rule book, in reading order (what sets the edition apart first)
SECTIONS: dict[str, tuple[str, ...]] = {
    "classic": (
        "different",
        "aim",
        "setup",
        "first-card",
        "turn",
        "cards",
        "uno",
        "scoring",
        "winning",
        "options",
    ),
    "power": (
        "different",
        "aim",
        "setup",
        "first-card",
        "turn",
        "cards",
        "towers",
        "uno",
        "scoring",
        "winning",
        "options",
    ),
    "modern": (
        "different",
        "aim",
        "setup",
        "first-card",
        "turn",
        "cards",
        "custom-cards",
        "uno",
        "scoring",
        "winning",
        "options",
    ),
}

#: parts of a section written as messages of their own, in reading order after the section's own
#: text, in every edition: the house options added after the first rule books (issue 23)
PARTS: dict[str, tuple[str, ...]] = {
    "options": ("jump-in", "teams"),
}

_BLANK_LINE = re.compile(r"\n[ \t]*\n")
_SPACES = re.compile(r"\s+")


@dataclass(frozen=True)
class Section:
    id: str
    title: str
    paragraphs: tuple[str, ...]
    cards: tuple[str, ...]
    #: the message ids the paragraphs come from: the section's own, then its parts
    messages: tuple[str, ...] = ()


@dataclass(frozen=True)
class RuleBook:
    edition: str
    language: str
    title: str
    sections: tuple[Section, ...]

    def section(self, section_id: str) -> Section:
        for section in self.sections:
            if section.id == section_id:
                return section
        raise KeyError(section_id)


def split_paragraphs(text: str) -> tuple[str, ...]:
    """Paragraphs of a formatted body: split on blank lines, each paragraph's lines joined by spaces."""
    return tuple(
        joined for joined in (_SPACES.sub(" ", part).strip() for part in _BLANK_LINE.split(text)) if joined
    )


def message_id(edition: str, section: str | None = None, title: bool = False) -> str:
    """`rules-classic-title`, `rules-classic-aim-title`, `rules-classic-aim`."""
    if section is None:
        return f"rules-{edition}-title"
    return f"rules-{edition}-{section}" + ("-title" if title else "")


def load_rulebook(localizer: Localizer, edition: str) -> RuleBook:
    """The rule book of `edition` in the localizer's current language, its sections in order."""
    if edition not in SECTIONS:
        raise ValueError(f"unknown edition {edition!r} (one of {', '.join(EDITIONS)})")
    sections = []
    for section in SECTIONS[edition]:
        body_id = message_id(edition, section)
        cards = localizer.attribute(body_id, "cards")
        messages = (body_id,) + tuple(f"{body_id}-{part}" for part in PARTS.get(section, ()))
        sections.append(
            Section(
                id=section,
                title=localizer.format(message_id(edition, section, title=True)).strip(),
                paragraphs=tuple(p for m in messages for p in split_paragraphs(localizer.format(m))),
                cards=tuple(cards.split()) if cards else (),
                messages=messages,
            )
        )
    title = localizer.format(message_id(edition)).strip()
    return RuleBook(edition, localizer.language, title, tuple(sections))
