"""Reading `locales/<lang>/*.ftl`: the parsed resources, their message ids and what each one needs.

The Localizer formats from these; the tests compare them across languages (same ids, same
variables, same attributes) without formatting anything. fluent.syntax is imported when a file is
parsed or its parse read back, not with this module: the main menu's plain texts need neither
(`plain_file`, issue 44).
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from . import parsed_cache, plain
from .paths import locales_dir

if TYPE_CHECKING:
    from fluent.syntax import ast

#: every language the game offers, in the order the settings list shows them
LANGUAGES = ("en", "sv", "fi", "da", "nb", "hu")
#: used only for a language that is not shipped (no folder with .ftl files)
FALLBACK = "en"


@dataclass(frozen=True)
class MessageInfo:
    """One message: the file it is in, the variables it reads, and its attributes' variables."""

    file: str
    variables: frozenset[str]
    attributes: dict[str, frozenset[str]] = field(default_factory=dict)


@dataclass
class Catalog:
    language: str
    resources: list[ast.Resource]
    messages: dict[str, MessageInfo]
    #: parse errors, duplicate ids and other problems, each "file:line: what"
    problems: list[str]


@lru_cache(maxsize=1)
def _variables_visitor() -> type:
    """fluent.syntax's Visitor that gathers variable names (made when first needed, with the import)."""
    from fluent.syntax.visitor import Visitor

    class Variables(Visitor):
        def __init__(self) -> None:
            super().__init__()
            self.names: set[str] = set()

        def visit_VariableReference(self, node: ast.VariableReference) -> None:  # noqa: N802 (fluent API)
            self.names.add(node.id.name)

    return Variables


def _variables(node: ast.BaseNode | None) -> frozenset[str]:
    if node is None:
        return frozenset()
    visitor = _variables_visitor()()
    visitor.visit(node)
    return frozenset(visitor.names)


def _line(source: str, offset: int) -> int:
    return source.count("\n", 0, offset) + 1


def language_files(language: str, root: Path | None = None) -> list[Path]:
    """`language`'s .ftl files in name order. Every Localizer asks for each language (a new one for each
    game window, settings change and test): the folder is listed, and looked through again only when
    the names in it changed (issue 44)."""
    folder = (root if root is not None else locales_dir()) / language
    try:
        names = tuple(os.listdir(folder))
    except OSError:  # no such folder (or not a folder)
        return []
    return list(_ftl_files(folder, names))


@lru_cache(maxsize=64)
def _ftl_files(folder: Path, names: tuple[str, ...]) -> tuple[Path, ...]:
    return tuple(sorted(folder.glob("*.ftl")))


def shipped_languages(root: Path | None = None) -> list[str]:
    """Languages of ours that have at least one .ftl file, in LANGUAGES order."""
    return [lang for lang in LANGUAGES if language_files(lang, root)]


@dataclass(frozen=True)
class ParsedFile:
    """One .ftl file parsed: its resource, its messages in order (with the line each starts on) and
    what could not be read ("file:line: what")."""

    resource: ast.Resource
    messages: list[tuple[ast.Message, int]]
    problems: list[str]


@lru_cache(maxsize=256)
def parse_file(path: Path) -> ParsedFile:
    """The parsed file (cached in this process: the Localizer and the catalog share it; `clear_cache()`
    after editing; and between runs, `parsed_cache`, when the game has set a cache folder)."""
    data = path.read_bytes()
    kept = parsed_cache.load(path.parent.parent, path.name, data, ParsedFile)
    if kept is not None:
        return kept
    # as `read_text` reads it: universal newlines (a checkout on Windows may have CRLF)
    parsed = parse_source(path.name, data.decode("utf-8").replace("\r\n", "\n").replace("\r", "\n"))
    parsed_cache.store(path.name, data, parsed)
    return parsed


@lru_cache(maxsize=256)
def plain_file(path: Path) -> dict:
    """The plain texts of the file (game/i18n/plain.py's `table`): kept between runs like the parse,
    and read back without fluent.syntax; made from the parse when there is none."""
    data = path.read_bytes()
    kept = parsed_cache.load(path.parent.parent, path.name, data, dict, part="plain")
    if kept is not None and plain.is_table(kept):
        return kept
    made = plain.table(parse_file(path))
    parsed_cache.store(path.name, data, made, part="plain")
    return made


def parse_source(name: str, source: str) -> ParsedFile:
    """The text `source` of the file `name` parsed (with the lines of its messages and problems)."""
    from fluent.syntax import FluentParser, ast

    resource = FluentParser(with_spans=True).parse(source)
    messages: list[tuple[ast.Message, int]] = []
    problems: list[str] = []
    for entry in resource.body:
        where = _line(source, entry.span.start) if entry.span else 0
        if isinstance(entry, ast.Junk):
            notes = "; ".join(a.message or "" for a in entry.annotations) or "cannot parse"
            problems.append(f"{name}:{where}: {notes}")
        elif isinstance(entry, ast.Message):
            messages.append((entry, where))
    _drop_spans(resource)
    return ParsedFile(resource, messages, problems)


def _drop_spans(node) -> None:
    """The positions the parser gave every node, let go once the entries' lines are known: a third of a
    parsed file's objects, which every full pass of the garbage collector would walk for as long as the
    file stays loaded (issue 44)."""
    from fluent.syntax import ast

    if isinstance(node, ast.SyntaxNode):
        node.span = None
    for value in vars(node).values():
        if isinstance(value, ast.BaseNode):
            _drop_spans(value)
        elif isinstance(value, list):
            for item in value:
                if isinstance(item, ast.BaseNode):
                    _drop_spans(item)


#: a message's first line: its id at the start of a line, then `=` (Fluent's identifier syntax)
_MESSAGE_START = re.compile(r"^([a-zA-Z][a-zA-Z0-9_-]*)[ \t]*=", re.MULTILINE)


@lru_cache(maxsize=256)
def message_index(path: Path) -> frozenset[str]:
    """The ids of the messages `path` defines, found by a scan of its lines without parsing it (a few
    hundredths of the parse's time): the Localizer parses a file when one of them is first asked for.
    A line the parser will not take as a message may be listed; it is then simply not found."""
    return frozenset(_MESSAGE_START.findall(path.read_text(encoding="utf-8")))


@lru_cache(maxsize=32)
def _load(language: str, root: Path) -> Catalog:
    resources: list[ast.Resource] = []
    messages: dict[str, MessageInfo] = {}
    problems: list[str] = []
    for path in language_files(language, root):
        parsed = parse_file(path)
        resources.append(parsed.resource)
        problems.extend(parsed.problems)
        for entry, where in parsed.messages:
            name = entry.id.name
            if name in messages:
                problems.append(
                    f"{path.name}:{where}: duplicate message {name} (first in {messages[name].file})"
                )
                continue
            messages[name] = MessageInfo(
                file=path.name,
                variables=_variables(entry.value),
                attributes={a.id.name: _variables(a.value) for a in entry.attributes},
            )
    return Catalog(language, resources, messages, problems)


def load_catalog(language: str, root: Path | None = None) -> Catalog:
    """The parsed files of one language (cached; `clear_cache()` after editing the files)."""
    return _load(language, (root if root is not None else locales_dir()).resolve())


def clear_cache() -> None:
    _load.cache_clear()
    parse_file.cache_clear()
    plain_file.cache_clear()
    message_index.cache_clear()
