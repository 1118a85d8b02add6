"""Messages worded without Fluent (issue 44): the plain texts of a parsed .ftl file.

Most of the game's messages are plain text, or text around a variable the game fills in with words
(`version { $v }`). fluent.runtime (with Babel's dates and the system's time zone) took a sixth of the
game's start to import, and the main menu shows only such messages. A file's `table` keeps, for each
message and attribute, its pattern as `parts`: its texts at the even places, the names of the
variables between them at the odd places (`("version ", "v", "")`), or None when the pattern needs
Fluent (a number, a plural or other selector, a function, a term or another message). `word` fills
the parts in when every variable is given as text, exactly as fluent.runtime 0.4 would (without
isolation marks, as the Localizer's bundles); anything else (a number, a missing variable, a text
longer than Fluent lets a part be) returns None, and the Localizer formats with Fluent.
`tests/test_i18n_plain.py` words every message both ways in all six languages.

A table holds only str, tuple, dict, list and None: it is kept between runs beside the parse
(`parsed_cache`, part "plain") and read back without importing fluent.syntax.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fluent.syntax import ast

    from .catalog import ParsedFile

#: fluent.runtime's limits (resolver.py): a part longer than this is an error, not a text ...
MAX_PART_LENGTH = 2500
#: ... and so is a pattern with more elements than this
MAX_PARTS = 1000

#: a pattern's texts (even places) and the names of the variables between them (odd places)
Parts = tuple[str, ...]


def table(parsed: ParsedFile) -> dict:
    """`{"messages": {id: {None: the value's parts, attribute: its parts}}, "problems": [...]}` for
    the messages of `parsed`, in its order; an id defined twice keeps its first definition, as a
    Fluent bundle does (and an attribute given twice its last)."""
    messages: dict[str, dict[str | None, Parts | None]] = {}
    for message, _line in parsed.messages:
        if message.id.name in messages:
            continue
        patterns: dict[str | None, Parts | None] = {}
        if message.value is not None:
            patterns[None] = parts(message.value)
        for attribute in message.attributes:
            patterns[attribute.id.name] = parts(attribute.value)
        messages[message.id.name] = patterns
    return {"messages": messages, "problems": list(parsed.problems)}


def is_table(value: object) -> bool:
    """Whether `value` read back from a cache has a table's shape."""
    return (
        isinstance(value, dict)
        and isinstance(value.get("messages"), dict)
        and isinstance(value.get("problems"), list)
    )


def parts(pattern: ast.Pattern) -> Parts | None:
    """The pattern as texts and variables, or None when it needs Fluent to be worded."""
    from fluent.syntax import ast

    elements = pattern.elements
    found = [""]
    literal_lengths = []
    for element in elements:
        if isinstance(element, ast.TextElement):
            text = element.value
        elif isinstance(element, ast.Placeable) and isinstance(element.expression, ast.StringLiteral):
            text = element.expression.parse()["value"]
        elif isinstance(element, ast.Placeable) and isinstance(element.expression, ast.VariableReference):
            found += [element.expression.id.name, ""]
            continue
        else:
            return None
        found[-1] += text
        literal_lengths.append(len(text))
    if len(found) > 1 and (len(elements) > MAX_PARTS or any(n > MAX_PART_LENGTH for n in literal_lengths)):
        return None  # Fluent resolves such a pattern element by element, and refuses it
    return tuple(found)


def word(found: Parts, args: dict[str, object]) -> str | None:
    """The text of `found` with `args` filled in, or None when an argument is not plain text."""
    if len(found) == 1:
        return found[0]
    out = [found[0]]
    for i in range(1, len(found), 2):
        value = args.get(found[i])
        if type(value) is not str or len(value) > MAX_PART_LENGTH:
            return None
        out += (value, found[i + 1])
    return "".join(out)
