"""Translator tools: `python -m game.i18n check`, `samples` and `rules <lang> <edition>`.

`check` lists, per language found in locales/, parse problems, messages missing or extra against
English, variables that differ, words the glossary (locales/glossary.md) rules out and counts printed
without the plural forms a word after them needs (game/i18n/plurals.py); it exits 1
when anything is wrong. `samples` renders every message new or changed since a git revision (default:
HEAD, the text not yet committed), or the ids given, in all six languages with realistic values, to
read before committing. `rules` prints a rule book as plain text, wrapped, to read it through.
`parsed-cache DIR` writes every shipped file's parse to DIR, for the builds to ship as
`locales/_parsed/` (game/i18n/parsed_cache.py).
"""

from __future__ import annotations

import argparse
import sys
import textwrap
from pathlib import Path

from . import parsed_cache, plain
from .catalog import FALLBACK, language_files, load_catalog, parse_source, shipped_languages
from .glossary import problems as glossary_problems
from .localizer import Localizer
from .plurals import bare_counts, unclassified
from .rulebook import EDITIONS, load_rulebook


def check() -> int:
    english = load_catalog(FALLBACK)
    bad = 0
    for lang in shipped_languages():
        catalog = load_catalog(lang)
        problems = list(catalog.problems)
        problems += [f"missing {m}" for m in english.messages if m not in catalog.messages]
        problems += [f"not in English: {m}" for m in catalog.messages if m not in english.messages]
        for msg_id, info in catalog.messages.items():
            ref = english.messages.get(msg_id)
            if ref is not None and (info.variables != ref.variables or info.attributes != ref.attributes):
                problems.append(f"variables or attributes of {msg_id} differ from English")
        problems += glossary_problems(lang)
        problems += [f"plural: {p}" for p in bare_counts(lang)]
        if lang == FALLBACK:  # the others have English's variables (checked above)
            problems += [
                f"plural: {p}: say in game/i18n/samples.py whether it is a count (KINDS or PER_MESSAGE)"
                for p in unclassified(lang)
            ]
        verdict = f"{len(problems)} problems" if problems else "ok"
        print(f"{lang}: {len(catalog.messages)} messages, {verdict}")
        for problem in problems:
            print(f"  {problem}")
        bad += len(problems)
    return 1 if bad else 0


def show_rules(lang: str, edition: str, width: int) -> int:
    book = load_rulebook(Localizer(lang), edition)
    print(book.title.upper(), f"({book.language})\n")
    for section in book.sections:
        print(section.title + (f"   [{' '.join(section.cards)}]" if section.cards else ""))
        print("-" * len(section.title))
        for paragraph in section.paragraphs:
            print(textwrap.fill(paragraph, width) + "\n")
    return 0


def build_parsed_cache(folder: Path) -> int:
    """Every shipped .ftl file parsed and kept in `folder`, with its plain texts, and the parser's
    fingerprint beside them (the builds ship it as locales/_parsed)."""
    written = 0
    for lang in shipped_languages():
        for path in language_files(lang):
            data = path.read_bytes()
            parsed = parse_source(path.name, path.read_text(encoding="utf-8"))
            kept = (
                parsed_cache.store(path.name, data, parsed, folder),
                parsed_cache.store(path.name, data, plain.table(parsed), folder, part="plain"),
            )
            if None in kept:
                print(f"cannot write to {folder}", file=sys.stderr)
                return 1
            written += 1
    parsed_cache.write_fingerprint(folder)
    print(f"{written} parsed files in {folder}")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.i18n", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("check", help="compare every language with English")
    samples = sub.add_parser("samples", help="render new or changed messages in every language")
    samples.add_argument("ids", nargs="*", help="message ids (default: those changed since --since)")
    samples.add_argument("--since", default="HEAD", help="git revision to compare with (default HEAD)")
    samples.add_argument("--lang", action="append", help="only this language (repeatable)")
    rules = sub.add_parser("rules", help="print a rule book")
    rules.add_argument("lang")
    rules.add_argument("edition", choices=EDITIONS)
    rules.add_argument("--width", type=int, default=100)
    cache = sub.add_parser("parsed-cache", help="write every file's parse for a build to ship")
    cache.add_argument("folder", type=Path)
    args = parser.parse_args(argv)
    if args.command == "parsed-cache":
        return build_parsed_cache(args.folder)
    if args.command == "check":
        return check()
    if args.command == "samples":
        from .changes import added_messages, changed_messages, report

        ids = args.ids or changed_messages(args.since)
        added = tuple(added_messages(args.since)) if not args.ids else ()
        print(report(ids, args.lang, added=added) if ids else f"no message changed since {args.since}")
        return 0
    return show_rules(args.lang, args.edition, args.width)


if __name__ == "__main__":
    sys.exit(main())
