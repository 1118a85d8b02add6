"""Numbers and the words that agree with them (issue 43): a count printed without a plural selector is
only right when nothing after it changes with the number.

`bare_counts(language)` finds every count (a variable of kind COUNT, game/i18n/samples.py) printed
outside a selector on it and followed by a word that agrees with the number ("{ $costly } dyra" gives
"1 dyra"; "{ $points } points" gives "1 points"). A count followed by punctuation, by another
placeable or by one of the language's INVARIANT words (a unit, a noun that is the same after 1 and 5,
a word that does not agree) is right as it is. Hungarian is not checked: a noun stays singular after
a numeral there (1 lap, 5 lap), whatever the CLDR category.
"""

from __future__ import annotations

import re
from pathlib import Path

from fluent.syntax import ast

from .catalog import load_catalog
from .samples import COUNT, kind

#: languages whose words agree with a number
AGREEING = ("en", "sv", "da", "nb", "fi")

#: per language, words that read right after any count: units, nouns with one form for 1 and 5, and
#: words that do not agree ("3 of 40")
INVARIANT: dict[str, frozenset[str]] = {
    "en": frozenset({"of", "s", "ms", "pts", "to", "as", "costly"}),
    "sv": frozenset({"av", "s", "ms", "p", "kort", "poäng", "beslut", "spelare", "som"}),
    "da": frozenset({"af", "s", "ms", "p", "kort", "point", "procentpoint", "valg", "som", "mere"}),
    "nb": frozenset({"av", "s", "ms", "p", "kort", "poeng", "prosentpoeng", "valg", "slik", "til"}),
    # "5 päätöksestäsi", "1 päätöksestäsi": after a numeral the noun is singular in every case but the
    # nominative and partitive
    "fi": frozenset({"s", "ms", "p", "samoin", "päätöksestäsi"}),
}

_NEXT_WORD = re.compile(r"\s+(\w+)")


def _following_word(elements: list, index: int) -> str | None:
    """The word right after element `index` (None when punctuation or another placeable comes first)."""
    if index + 1 >= len(elements) or not isinstance(elements[index + 1], ast.TextElement):
        return None
    match = _NEXT_WORD.match(elements[index + 1].value)
    return match.group(1) if match else None


def _walk(msg_id: str, pattern: ast.Pattern, selected: frozenset[str], found: list[tuple[str, str]]):
    elements = pattern.elements
    for index, element in enumerate(elements):
        if not isinstance(element, ast.Placeable):
            continue
        expression = element.expression
        if isinstance(expression, ast.SelectExpression):
            name = (
                expression.selector.id.name
                if isinstance(expression.selector, ast.VariableReference)
                else None
            )
            inner = selected | {name} if name else selected
            for variant in expression.variants:
                _walk(msg_id, variant.value, inner, found)
        elif isinstance(expression, ast.VariableReference):
            name = expression.id.name
            if name not in selected and kind(msg_id, name) == COUNT:
                word = _following_word(elements, index)
                if word is not None:
                    found.append((name, word))


def bare_counts(language: str, root: Path | None = None) -> list[str]:
    """ "file: id: { $var } word" for each count printed without a selector before a word that agrees."""
    if language not in AGREEING:
        return []
    allowed = INVARIANT[language]
    catalog = load_catalog(language, root)
    problems = []
    for resource in catalog.resources:
        for entry in resource.body:
            if not isinstance(entry, ast.Message):
                continue
            file = catalog.messages[entry.id.name].file
            parts = [(entry.id.name, entry.value)] + [
                (f"{entry.id.name}.{a.id.name}", a.value) for a in entry.attributes
            ]
            for key, pattern in parts:
                if pattern is None:
                    continue
                found: list[tuple[str, str]] = []
                _walk(key, pattern, frozenset(), found)
                problems += [
                    f"{file}: {key}: {{ ${name} }} {word}: needs a plural selector"
                    for name, word in found
                    if word.lower() not in allowed
                ]
    return problems


def unclassified(language: str, root: Path | None = None) -> list[str]:
    """ "id: $var" for each variable whose kind nobody has said (samples.KINDS or PER_MESSAGE): a count
    the check cannot see until it is listed there."""
    found = []
    for msg_id, info in load_catalog(language, root).messages.items():
        names = set(info.variables) | {v for a in info.attributes.values() for v in a}
        found += [f"{msg_id}: ${name}" for name in sorted(names) if kind(msg_id, name) is None]
    return found
