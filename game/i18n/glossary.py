"""The glossary (`locales/glossary.md`): one term per game concept in each language, and the variants
that must not appear in any message of that language.

The glossary is a Markdown file so translators read and edit it as a document; each language is a
`## <code>` section holding one table: concept | term | wrong variants | allowed in. `problems()`
checks every `.ftl` file of a language against it (message values, attributes and every variant of a
selector; comments are not text a player sees).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from fluent.syntax import ast

from .catalog import LANGUAGES, load_catalog
from .paths import locales_dir

GLOSSARY_FILE = "glossary.md"
#: stands in for a placeable (a variable or a reference) in the text the glossary is checked against
PLACEHOLDER = "\u00a7"
#: between the variants of a selector, so that no variant is found across two of them
VARIANT_GAP = " \u2016 "


@dataclass(frozen=True)
class Variant:
    text: str
    whole_word: bool

    def pattern(self) -> re.Pattern[str]:
        tail = r"(?!\w)" if self.whole_word else ""
        return re.compile(r"(?<!\w)" + re.escape(self.text) + tail, re.IGNORECASE)


@dataclass(frozen=True)
class Entry:
    """One row: `concept` is called `terms[0]` (other forms after it), never any of `wrong`."""

    language: str
    concept: str
    terms: tuple[str, ...]
    wrong: tuple[Variant, ...]
    allowed_in: frozenset[str]


def _cells(line: str) -> list[str]:
    return [cell.strip() for cell in line.strip().strip("|").split("|")]


def parse(text: str) -> dict[str, list[Entry]]:
    """The glossary's entries by language code (only languages of ours; other sections are prose)."""
    entries: dict[str, list[Entry]] = {}
    language: str | None = None
    for line in text.splitlines():
        heading = re.fullmatch(r"##\s+(\S+)\s*", line)
        if heading:
            language = heading.group(1) if heading.group(1) in LANGUAGES else None
            continue
        if language is None or not line.lstrip().startswith("|"):
            continue
        cells = _cells(line)
        if len(cells) < 3 or cells[0] in ("concept", "") or set(cells[0]) <= set("-: "):
            continue
        concept, terms, wrong = cells[0], cells[1], cells[2]
        allowed = cells[3] if len(cells) > 3 else ""
        variants = []
        for item in (w.strip() for w in wrong.split(";")):
            if item:
                variants.append(Variant(item.rstrip("~").strip(), item.endswith("~")))
        entries.setdefault(language, []).append(
            Entry(
                language,
                concept,
                tuple(t.strip() for t in terms.split(" / ") if t.strip()),
                tuple(variants),
                frozenset(a.strip() for a in allowed.split(";") if a.strip()),
            )
        )
    return entries


def load_glossary(root: Path | None = None) -> dict[str, list[Entry]]:
    """The glossary beside the language folders (empty when there is none)."""
    path = (root if root is not None else locales_dir()) / GLOSSARY_FILE
    if not path.is_file():
        return {}
    return parse(path.read_text(encoding="utf-8"))


def _pattern_text(pattern: ast.Pattern | None) -> str:
    if pattern is None:
        return ""
    out = []
    for element in pattern.elements:
        if isinstance(element, ast.TextElement):
            out.append(element.value)
        elif isinstance(element, ast.Placeable):
            out.append(_expression_text(element.expression))
    return "".join(out)


def _expression_text(expression: ast.BaseNode) -> str:
    if isinstance(expression, ast.SelectExpression):
        return VARIANT_GAP.join(_pattern_text(v.value) for v in expression.variants)
    if isinstance(expression, ast.StringLiteral):
        return expression.value
    if isinstance(expression, ast.Placeable):
        return _expression_text(expression.expression)
    return PLACEHOLDER


def message_texts(language: str, root: Path | None = None) -> dict[str, tuple[str, str]]:
    """Every message and attribute of a language as checkable text: id (or id.attribute) -> (file, text)."""
    catalog = load_catalog(language, root)
    texts: dict[str, tuple[str, str]] = {}
    for resource in catalog.resources:
        for entry in resource.body:
            if not isinstance(entry, ast.Message):
                continue
            name = entry.id.name
            file = catalog.messages[name].file if name in catalog.messages else "?"
            texts[name] = (file, _pattern_text(entry.value))
            for attribute in entry.attributes:
                texts[f"{name}.{attribute.id.name}"] = (file, _pattern_text(attribute.value))
    return texts


def wrong_variants(language: str, root: Path | None = None) -> list[str]:
    """ "file: id: 'found' (concept: use 'term')" for every wrong variant found in the language's messages."""
    found = []
    texts = message_texts(language, root)
    for entry in load_glossary(root).get(language, []):
        for variant in entry.wrong:
            pattern = variant.pattern()
            for key, (file, text) in texts.items():
                if key.split(".")[0] in entry.allowed_in:
                    continue
                match = pattern.search(text)
                if match:
                    found.append(
                        f"{file}: {key}: '{match.group(0)}' ({entry.concept}: use '{entry.terms[0]}')"
                    )
    return found


def unused_terms(language: str, root: Path | None = None) -> list[str]:
    """Glossary terms of the language that appear in none of its messages (a typo in the glossary,
    or a term the texts no longer use)."""
    texts = [text for _, text in message_texts(language, root).values()]
    missing = []
    for entry in load_glossary(root).get(language, []):
        pattern = Variant(entry.terms[0], False).pattern()
        if not any(pattern.search(text) for text in texts):
            missing.append(f"{entry.concept}: '{entry.terms[0]}' is in no message")
    return missing


def problems(language: str, root: Path | None = None) -> list[str]:
    return [f"glossary: {p}" for p in wrong_variants(language, root) + unused_terms(language, root)]
