"""The glossary (`locales/glossary.md`): one term per game concept in each language, and the variants
that must not appear in any message of that language.

The glossary is a Markdown file so translators read and edit it as a document; each language is a
`## <code>` section holding one table: concept | term | wrong variants | allowed in | why. `problems()`
checks every `.ftl` file of a language against it (message values, attributes and every variant of a
selector, rule books included; comments are not text a player sees), its pygame-gui dialog strings,
and for English the README that ships with the game.

How a wrong variant matches (issue 43: review 4 found old mistakes back in forms that whole-word
matching missed: "partnerna", "kierrosta", "kiadást", "Træk en", "Kapd el", "jeles számkártya",
"Hopp over"):

- as a **stem**: at the start of a word, with any ending ("kiadás" finds "kiadást", "kierro" finds
  "kierrosta"); `word~` matches the whole word only, for short words that begin other words;
- **without accents**: letters compare with their accents taken off on both sides, so "Træk én" also
  finds "Træk en". No match is reported where the text holds one of the concept's own terms ("Træk
  ét" is the term, though without accents it reads "Træk et", a wrong variant);
- **split verbs**: `kap … el` finds a word starting "kap" followed, at most two words later and with
  only spaces between, by the word "el" ("Kapd el", "kapja majd el"): Hungarian "elkap" with its
  prefix split off ("kapsz, vagy el nem fogy" is two clauses and not found).
"""

from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path

from fluent.syntax import ast

from .catalog import LANGUAGES, load_catalog
from .paths import data_root, locales_dir

GLOSSARY_FILE = "glossary.md"
#: stands in for a placeable (a variable or a reference) in the text the glossary is checked against
PLACEHOLDER = "\u00a7"
#: between the variants of a selector, so that no variant is found across two of them
VARIANT_GAP = " \u2016 "


#: between the two parts of a split verb in the glossary ("kap … el")
SPLIT = "\u2026"
#: how many words may stand between the parts of a split verb
SPLIT_GAP = 2


def _bare(char: str) -> str:
    kept = [c for c in unicodedata.normalize("NFD", char) if not unicodedata.combining(c)]
    return kept[0] if kept else char


def fold(text: str) -> str:
    """`text` in lower case without accents (é -> e, ö -> o, å -> a), one letter for one letter, so
    that positions in the folded text are positions in `text`. æ, ø and ß have no accent to lose."""
    return "".join(_bare(char) for char in text.lower())


@dataclass(frozen=True)
class Variant:
    text: str
    whole_word: bool

    def pattern(self) -> re.Pattern[str]:
        """The variant as a pattern over folded text (see `fold`): a stem, a whole word or a split verb."""
        parts = [fold(part.strip()) for part in self.text.split(SPLIT)]
        last_tail = r"(?!\w)" if self.whole_word else r"\w*"
        if len(parts) == 1:
            body = re.escape(parts[0]) + last_tail
        else:
            between = rf"\w*(?:\s+\w+){{0,{SPLIT_GAP}}}?\s+"
            body = between.join(re.escape(part) for part in parts) + r"(?!\w)"
        return re.compile(r"(?<!\w)" + body)


@dataclass(frozen=True)
class Entry:
    """One row: `concept` is called `terms[0]` (other forms after it), never any of `wrong`."""

    language: str
    concept: str
    terms: tuple[str, ...]
    wrong: tuple[Variant, ...]
    allowed_in: frozenset[str]
    #: why the wrong variants are wrong (a printed sheet, a review's finding, another meaning)
    why: str = ""

    def is_term_at(self, text: str, start: int, end: int) -> bool:
        """Whether `text[start:end]` lies within one of this concept's own terms, accents as written
        ("Træk ét" is the term; "jeles" is not the term "jel")."""
        rest = text[start:].lower()
        return any(rest.startswith(term.lower()) and len(term) >= end - start for term in self.terms)


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
        why = cells[4] if len(cells) > 4 else ""
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
                why,
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


def shipped_texts(language: str, root: Path | None = None) -> dict[str, tuple[str, str]]:
    """What else of the language ships to players, as checkable text: its pygame-gui dialog strings
    (`pygame-gui.<lang>.json`) and, for English, the README (the package's description)."""
    folder = root if root is not None else locales_dir()
    texts: dict[str, tuple[str, str]] = {}
    gui = folder / language / f"pygame-gui.{language}.json"
    if gui.is_file():
        strings = json.loads(gui.read_text(encoding="utf-8")).get(language, {})
        texts.update({f"pygame-gui.{key}": (gui.name, str(value)) for key, value in strings.items()})
    readme = (folder.parent if root is not None else data_root()) / "README.md"
    if language == "en" and readme.is_file():
        for number, line in enumerate(readme.read_text(encoding="utf-8").splitlines(), 1):
            texts[f"README.md:{number}"] = ("README.md", line)
    return texts


def all_texts(language: str, root: Path | None = None) -> dict[str, tuple[str, str]]:
    """Every text of the language a player reads: messages (rule books too), then shipped files."""
    return message_texts(language, root) | shipped_texts(language, root)


def find_wrong(entry: Entry, text: str) -> str | None:
    """The first wrong variant of `entry` in `text`, as written there (None when there is none)."""
    folded = fold(text)
    for variant in entry.wrong:
        for match in variant.pattern().finditer(folded):
            core_end = min(match.end(), match.start() + len(variant.text))  # without the stem's ending
            if not entry.is_term_at(text, match.start(), core_end):
                return text[match.start() : match.end()]
    return None


def wrong_variants(language: str, root: Path | None = None) -> list[str]:
    """ "file: id: 'found' (concept: use 'term')" for every wrong variant in the language's texts."""
    found = []
    texts = all_texts(language, root)
    for entry in load_glossary(root).get(language, []):
        for key, (file, text) in texts.items():
            if key.split(".")[0] in entry.allowed_in:
                continue
            hit = find_wrong(entry, text)
            if hit:
                found.append(f"{file}: {key}: '{hit}' ({entry.concept}: use '{entry.terms[0]}')")
    return found


def unused_terms(language: str, root: Path | None = None) -> list[str]:
    """Glossary terms of the language that appear in none of its messages (a typo in the glossary,
    or a term the texts no longer use)."""
    texts = [fold(text) for _, text in message_texts(language, root).values()]
    missing = []
    for entry in load_glossary(root).get(language, []):
        pattern = Variant(entry.terms[0], False).pattern()
        if not any(pattern.search(text) for text in texts):
            missing.append(f"{entry.concept}: '{entry.terms[0]}' is in no message")
    return missing


def unexplained(language: str, root: Path | None = None) -> list[str]:
    """Rows that ban variants without saying why (the `why` column)."""
    entries = load_glossary(root).get(language, [])
    return [f"{e.concept}: no reason given for its wrong variants" for e in entries if not e.why]


def problems(language: str, root: Path | None = None) -> list[str]:
    found = wrong_variants(language, root) + unused_terms(language, root) + unexplained(language, root)
    return [f"glossary: {p}" for p in found]
