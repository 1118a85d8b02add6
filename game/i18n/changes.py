"""Which messages are new or changed since a git revision, and each rendered in every language with
realistic values: `python -m game.i18n samples` (issue 43), for the author of new text to read in
context before committing, and for docs/translation-changes.md.

A message counts as changed when its text (value or an attribute, comments aside) differs in any
language from the revision's. Messages with a count are shown with 1 and with 5 (and 21, which some
languages' rules treat apart), so the plural forms can be read side by side.
"""

from __future__ import annotations

import subprocess
from collections.abc import Iterator
from pathlib import Path

from fluent.syntax import FluentParser, FluentSerializer, ast

from .catalog import LANGUAGES, load_catalog, shipped_languages
from .localizer import Localizer
from .paths import locales_dir
from .samples import COUNT, kind, realistic_args

#: the counts a message with a count is shown with
SHOWN_COUNTS = (1, 5, 21)


def _entries(source: str) -> dict[str, str]:
    """Message id -> its Fluent source without comments."""
    serializer = FluentSerializer()
    out = {}
    for entry in FluentParser().parse(source).body:
        if isinstance(entry, ast.Message):
            entry.comment = None
            out[entry.id.name] = serializer.serialize_entry(entry)
    return out


def _git(root: Path, *args: str) -> str:
    done = subprocess.run(["git", "-C", str(root), *args], capture_output=True, text=True, check=True)
    return done.stdout


def changed_messages(since: str, root: Path | None = None) -> list[str]:
    """Ids (in English order, then others) whose text is new or differs in any language since `since`."""
    return _compare(since, root)[0]


def added_messages(since: str, root: Path | None = None) -> list[str]:
    """Ids English has now and did not have at `since`."""
    return _compare(since, root)[1]


def _compare(since: str, root: Path | None) -> tuple[list[str], list[str]]:
    folder = (root if root is not None else locales_dir()).resolve()
    top = Path(_git(folder, "rev-parse", "--show-toplevel").strip())
    prefix = folder.relative_to(top).as_posix()
    old_files = [
        line for line in _git(top, "ls-tree", "-r", "--name-only", since, "--", prefix).splitlines() if line
    ]
    changed: dict[str, None] = {}
    added: list[str] = []
    for lang in LANGUAGES:
        before: dict[str, str] = {}
        for name in old_files:
            if name.startswith(f"{prefix}/{lang}/") and name.endswith(".ftl"):
                before |= _entries(_git(top, "show", f"{since}:{name}"))
        now: dict[str, str] = {}
        for path in sorted((folder / lang).glob("*.ftl")):
            now |= _entries(path.read_text(encoding="utf-8"))
        for msg_id, text in now.items():
            if before.get(msg_id) != text:
                changed[msg_id] = None
            if lang == "en" and msg_id not in before:
                added.append(msg_id)
    english = list(load_catalog("en", root).messages)
    order = sorted(changed, key=lambda m: (english.index(m) if m in english else len(english), m))
    return order, [m for m in order if m in added]


def has_count(msg_id: str, language: str = "en", root: Path | None = None) -> bool:
    info = load_catalog(language, root).messages.get(msg_id)
    names = set(info.variables) | {v for a in info.attributes.values() for v in a} if info else set()
    return any(kind(msg_id, name) == COUNT for name in names)


def render(msg_id: str, language: str, root: Path | None = None) -> Iterator[tuple[str, str]]:
    """(label, text) for the message and each attribute, with realistic values: one line, or one per
    shown count when the message has a count."""
    info = load_catalog(language, root).messages.get(msg_id)
    if info is None:
        yield "", "(not in this language)"
        return
    loc = Localizer(language, root=root)
    counts = SHOWN_COUNTS if has_count(msg_id, language, root) else (5,)
    parts: list[tuple[str | None, frozenset[str]]] = (
        [(None, info.variables)] if info.variables or not info.attributes else []
    )
    parts += list(info.attributes.items())
    for attribute, variables in parts:
        for count in counts:
            args = realistic_args(loc, msg_id, variables, count)
            if attribute is None:
                text = loc.format(msg_id, **args)
            else:
                text = loc.attribute(msg_id, attribute, **args) or ""
            label = (f".{attribute} " if attribute else "") + (f"{count}: " if len(counts) > 1 else "")
            yield label, " ".join(text.split())


def report(
    ids: list[str], languages: list[str] | None = None, root: Path | None = None, added: tuple[str, ...] = ()
) -> str:
    """The messages rendered in every language, as plain text (`added`: ids marked as new)."""
    langs = languages or shipped_languages(root)
    lines = []
    for msg_id in ids:
        file = load_catalog("en", root).messages.get(msg_id)
        mark = "  new" if msg_id in added else ""
        lines.append(f"{msg_id}" + (f"  ({file.file}{mark})" if file else "  (removed)"))
        for lang in langs:
            for label, text in render(msg_id, lang, root):
                lines.append(f"  {lang}  {label}{text}")
        lines.append("")
    return "\n".join(lines)
