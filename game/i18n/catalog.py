"""Reading `locales/<lang>/*.ftl`: the parsed resources, their message ids and what each one needs.

The Localizer formats from these; the tests compare them across languages (same ids, same
variables, same attributes) without formatting anything.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from .paths import locales_dir

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


class _Variables(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:  # noqa: N802 (fluent API)
        self.names.add(node.id.name)


def _variables(node: ast.BaseNode | None) -> frozenset[str]:
    if node is None:
        return frozenset()
    visitor = _Variables()
    visitor.visit(node)
    return frozenset(visitor.names)


def _line(source: str, offset: int) -> int:
    return source.count("\n", 0, offset) + 1


def language_files(language: str, root: Path | None = None) -> list[Path]:
    folder = (root if root is not None else locales_dir()) / language
    if not folder.is_dir():
        return []
    return sorted(folder.glob("*.ftl"))


def shipped_languages(root: Path | None = None) -> list[str]:
    """Languages of ours that have at least one .ftl file, in LANGUAGES order."""
    return [lang for lang in LANGUAGES if language_files(lang, root)]


@lru_cache(maxsize=32)
def _load(language: str, root: Path) -> Catalog:
    parser = FluentParser(with_spans=True)
    resources: list[ast.Resource] = []
    messages: dict[str, MessageInfo] = {}
    problems: list[str] = []
    for path in language_files(language, root):
        source = path.read_text(encoding="utf-8")
        resource = parser.parse(source)
        resources.append(resource)
        for entry in resource.body:
            if isinstance(entry, ast.Junk):
                where = _line(source, entry.span.start) if entry.span else 0
                notes = "; ".join(a.message or "" for a in entry.annotations) or "cannot parse"
                problems.append(f"{path.name}:{where}: {notes}")
            elif isinstance(entry, ast.Message):
                name = entry.id.name
                if name in messages:
                    where = _line(source, entry.span.start) if entry.span else 0
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
