"""Every shipped language has every English message, with the same variables and attributes.

Languages are discovered from `locales/`, so these cover every translator's files.
"""

import pytest
from babel import Locale
from fluent.syntax import ast

from game.i18n import FALLBACK, Localizer, load_catalog, shipped_languages
from game.i18n.samples import all_strings

SHIPPED = shipped_languages()
OTHERS = [lang for lang in SHIPPED if lang != FALLBACK]
ENGLISH = load_catalog(FALLBACK)


@pytest.mark.parametrize("lang", SHIPPED)
def test_files_parse_without_errors_or_duplicates(lang):
    assert load_catalog(lang).problems == []


@pytest.mark.parametrize("lang", OTHERS)
def test_every_english_message_exists(lang):
    missing = sorted(set(ENGLISH.messages) - set(load_catalog(lang).messages))
    assert missing == [], f"{lang} lacks {len(missing)} messages: {missing[:20]}"


@pytest.mark.parametrize("lang", OTHERS)
def test_no_message_that_english_does_not_have(lang):
    extra = sorted(set(load_catalog(lang).messages) - set(ENGLISH.messages))
    assert extra == []


@pytest.mark.parametrize("lang", OTHERS)
def test_variables_and_attributes_match_english(lang):
    catalog = load_catalog(lang)
    wrong = []
    for msg_id, english in ENGLISH.messages.items():
        mine = catalog.messages.get(msg_id)
        if mine is None:
            continue
        if mine.variables != english.variables:
            wrong.append(f"{msg_id}: {sorted(mine.variables)} != {sorted(english.variables)}")
        if set(mine.attributes) != set(english.attributes):
            wrong.append(f"{msg_id}: attributes {sorted(mine.attributes)} != {sorted(english.attributes)}")
        for name, variables in english.attributes.items():
            if name in mine.attributes and mine.attributes[name] != variables:
                wrong.append(f"{msg_id}.{name}: {sorted(mine.attributes[name])} != {sorted(variables)}")
    assert wrong == []


@pytest.mark.parametrize("lang", SHIPPED)
def test_every_string_formats_without_fallback_or_error(lang):
    loc = Localizer(lang, strict=True)
    count = 0
    for msg_id, text in all_strings(loc):
        assert text.strip(), msg_id
        assert "{" not in text and "}" not in text, (msg_id, text)
        count += 1
    assert count >= len(ENGLISH.messages)
    assert loc.missing == set() and loc.errors == []


def _plural_selectors(resource_list):
    """(message id, variable, variant keys) of every select expression on a variable."""
    found = []

    def walk(node, msg_id):
        if isinstance(node, ast.SelectExpression) and isinstance(node.selector, ast.VariableReference):
            keys = [v.key.name if isinstance(v.key, ast.Identifier) else v.key.value for v in node.variants]
            found.append((msg_id, node.selector.id.name, keys, [v.default for v in node.variants]))
        if isinstance(node, ast.BaseNode):
            for value in vars(node).values():
                for child in value if isinstance(value, list) else [value]:
                    if isinstance(child, ast.BaseNode):
                        walk(child, msg_id)

    for resource in resource_list:
        for entry in resource.body:
            if isinstance(entry, ast.Message):
                walk(entry, entry.id.name)
    return found


NUMERIC = {"count", "points", "number", "total", "target", "score", "n", "seconds"}


@pytest.mark.parametrize("lang", SHIPPED)
def test_plural_variants_are_categories_of_the_language(lang):
    """A numeric selector may only use the language's CLDR categories (or exact numbers), default other."""
    categories = set(Locale.parse(lang).plural_form.tags) | {"other"}
    for msg_id, variable, keys, defaults in _plural_selectors(load_catalog(lang).resources):
        if variable not in NUMERIC:
            continue
        for key, default in zip(keys, defaults, strict=True):
            assert key in categories or key.isdigit(), f"{lang} {msg_id}: [{key}] is not a {lang} category"
            if default:
                assert key == "other", f"{lang} {msg_id}: the default variant must be *[other]"


PLURALS = {
    # language: (message, args, {count: exact text})
    "en": {1: "Bo draws 1 card.", 2: "Bo draws 2 cards.", 5: "Bo draws 5 cards."},
    "sv": {1: "Bo drar 1 kort.", 2: "Bo drar 2 kort.", 5: "Bo drar 5 kort."},
    "da": {1: "Bo trækker 1 kort.", 2: "Bo trækker 2 kort.", 5: "Bo trækker 5 kort."},
}
POINTS = {
    "en": {1: "1 point", 2: "2 points", 5: "5 points"},
    "sv": {1: "1 poäng", 2: "2 poäng", 5: "5 poäng"},
    "da": {1: "1 point", 2: "2 point", 5: "5 point"},
}
LEFT = {
    "en": {1: "1 card left", 2: "2 cards left", 5: "5 cards left"},
    "sv": {1: "1 kort kvar", 2: "2 kort kvar", 5: "5 kort kvar"},
    "da": {1: "1 kort tilbage", 2: "2 kort tilbage", 5: "5 kort tilbage"},
}


@pytest.mark.parametrize("lang", sorted(PLURALS))
def test_plural_forms_for_one_two_and_five(lang):
    loc = Localizer(lang, strict=True)
    for n in (1, 2, 5):
        assert loc.format("log-draw", player="Bo", count=n) == PLURALS[lang][n]
        assert POINTS[lang][n] in loc.format("log-round-won", player="Bo", points=n)
        assert loc.format("cards-left", count=n) == LEFT[lang][n]


@pytest.mark.skipif("fi" not in SHIPPED, reason="Finnish not shipped yet")
def test_finnish_uses_the_partitive_after_two_and_five():
    loc = Localizer("fi", strict=True)
    one, two, five = (loc.format("log-draw", player="Bo", count=n) for n in (1, 2, 5))
    assert "korttia" not in one and "korttia" in two and "korttia" in five


def _printed_variables(resource_list) -> dict[str, set[str]]:
    """Per message (and attribute): the variables placed into the text itself, not only selected on."""
    printed: dict[str, set[str]] = {}

    def walk(node, key):
        if isinstance(node, ast.Placeable) and isinstance(node.expression, ast.VariableReference):
            printed.setdefault(key, set()).add(node.expression.id.name)
        if isinstance(node, ast.SelectExpression):
            for variant in node.variants:  # the selector itself is not printed
                walk(variant, key)
            return
        if isinstance(node, ast.BaseNode):
            for value in vars(node).values():
                for child in value if isinstance(value, list) else [value]:
                    if isinstance(child, ast.BaseNode):
                        walk(child, key)

    for resource in resource_list:
        for entry in resource.body:
            if isinstance(entry, ast.Message):
                printed.setdefault(entry.id.name, set())
                walk(entry.value, entry.id.name)
                for attribute in entry.attributes:
                    printed.setdefault(f"{entry.id.name}.{attribute.id.name}", set())
                    walk(attribute.value, f"{entry.id.name}.{attribute.id.name}")
    return printed


@pytest.mark.parametrize("lang", OTHERS)
def test_codes_english_selects_on_are_never_printed_raw(lang):
    """English turns $color (r, y, g, b) into a word with a selector; printing it would show "r"."""
    english = _printed_variables(ENGLISH.resources)
    mine = _printed_variables(load_catalog(lang).resources)
    raw = []
    for key, variables in mine.items():
        msg_id, _, attribute = key.partition(".")
        info = ENGLISH.messages.get(msg_id)
        if info is None or (attribute and attribute not in info.attributes):
            continue
        used = info.attributes[attribute] if attribute else info.variables
        selected_only = used - english.get(key, set())
        raw += [f"{key}: {{ ${name} }}" for name in sorted(variables & selected_only)]
    assert raw == [], f"{lang} prints codes that must be chosen with a selector: {raw}"


def test_check_command_reports_missing_and_differing_messages(tmp_path, capsys):
    from game.i18n import set_data_root
    from game.i18n.__main__ import main
    from game.i18n.catalog import clear_cache

    for lang, text in {"en": "a = A { $n }\nb = B\n", "sv": "a = A { $m }\n"}.items():
        (tmp_path / "locales" / lang).mkdir(parents=True)
        (tmp_path / "locales" / lang / "ui.ftl").write_text(text, encoding="utf-8")
    set_data_root(tmp_path)
    try:
        clear_cache()
        assert main(["check"]) == 1
        out = capsys.readouterr().out
        assert "en: 2 messages, ok" in out and "missing b" in out and "variables or attributes of a" in out
        (tmp_path / "locales" / "sv" / "ui.ftl").write_text("a = A { $n }\nb = B\n", encoding="utf-8")
        clear_cache()
        assert main(["check"]) == 0
    finally:
        set_data_root(None)
        clear_cache()
