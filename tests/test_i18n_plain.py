"""Messages worded without Fluent (issue 44, game/i18n/plain.py): every message and attribute of every
language comes out of the Localizer exactly as fluent.runtime's own bundle words it, whether its plain
texts or Fluent word it, with words, an empty text, a text too long for Fluent, numbers and missing
arguments; and the plain ones need no Fluent bundle at all."""

from __future__ import annotations

import pytest
from fluent.runtime import FluentBundle

from game.i18n import Localizer, load_catalog, shipped_languages
from game.i18n.catalog import clear_cache, parse_source
from game.i18n.plain import MAX_PART_LENGTH, parts, table, word

VALUES = ("Lukas", "", "Anna {$v} { -brand }", "x" * (MAX_PART_LENGTH + 1), 0, 1, 5, 21, 1.5, None)


def _fluent(lang: str) -> FluentBundle:
    bundle = FluentBundle([lang], use_isolating=False)
    for resource in load_catalog(lang).resources:
        bundle.add_resource(resource)
    return bundle


@pytest.mark.parametrize("lang", ["en", "sv", "fi", "da", "nb", "hu"])
def test_every_message_words_as_fluent_words_it(lang):
    assert lang in shipped_languages()
    clear_cache()
    fluent = _fluent(lang)
    loc = Localizer(lang)
    plain_count = 0
    for msg_id, info in load_catalog(lang).messages.items():
        message = fluent.get_message(msg_id)
        patterns = {None: (message.value, info.variables)}
        patterns.update({name: (message.attributes[name], names) for name, names in info.attributes.items()})
        for attribute, (pattern, variables) in patterns.items():
            if pattern is None:
                continue
            for value in VALUES:
                args = {} if value is None else dict.fromkeys(variables, value)
                expected, _errors = fluent.format_pattern(pattern, args)
                if attribute is None:
                    got = loc.format(msg_id, **args)
                else:
                    got = loc.attribute(msg_id, attribute, **args)
                assert got == str(expected), (lang, msg_id, attribute, value)
            plain_count += loc._texts[lang][msg_id][attribute] is not None
    assert plain_count > 100  # most of the game's messages are plain text


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_plain_messages_need_no_fluent_bundle(lang):
    clear_cache()
    loc = Localizer(lang, strict=True)
    worded = 0
    for msg_id, info in load_catalog(lang).messages.items():
        loc.has(msg_id)
        found = loc._texts[lang][msg_id].get(None)
        if found is not None:
            assert loc.format(msg_id, **dict.fromkeys(info.variables, "Lukas"))
            worded += 1
    assert worded > 100 and loc._bundles == {}
    # the main menu's messages are among them
    for msg_id in ("app-title", "ui-menu-new-game", "ui-menu-quit", "tutorial-offer"):
        assert loc._texts[lang][msg_id][None] is not None
    assert loc.format("app-version", v="1.2.3").endswith("1.2.3") and loc._bundles == {}
    assert loc.format("app-version", v=3)  # a number: Fluent words it
    assert set(loc._bundles) == {lang}


def test_what_is_plain_and_what_needs_fluent():
    source = (
        "text = Just words\n"
        "var = Hello { $name }, { $other }!\n"
        'literal = A {"{"} brace\n'
        "-term = Term\n"
        "uses-term = { -term } here\n"
        "uses-message = { text } here\n"
        "number = { 5 } cards\n"
        "function = { NUMBER($n) }\n"
        "select = { $n ->\n   *[other] many\n}\n"
        "attrs =\n    .plain = Tip { $x }\n    .fancy = { $n -> \n       *[x] y\n    }\n"
        "text = A second definition\n"
    )
    found = table(parse_source("t.ftl", source))["messages"]
    assert found["text"] == {None: ("Just words",)}  # the first definition, as a bundle keeps it
    assert found["var"] == {None: ("Hello ", "name", ", ", "other", "!")}
    assert found["literal"] == {None: ("A { brace",)}
    for msg_id in ("uses-term", "uses-message", "number", "function", "select"):
        assert found[msg_id] == {None: None}, msg_id
    assert found["attrs"] == {"plain": ("Tip ", "x", ""), "fancy": None}
    assert "-term" not in found and "term" not in found
    assert word(("Hello ", "name", "!"), {"name": "Ann"}) == "Hello Ann!"
    assert word(("Hello ", "name", "!"), {"name": 3}) is None
    assert word(("Hello ", "name", "!"), {}) is None
    assert word(("Hello ", "name", "!"), {"name": "x" * (MAX_PART_LENGTH + 1)}) is None


def test_a_long_text_beside_a_variable_is_left_to_fluent():
    """Fluent refuses a part longer than its limit when it resolves a pattern element by element (one
    with a variable), not when it joins a pattern of text alone at once."""
    long = "x" * (MAX_PART_LENGTH + 1)
    messages = parse_source("t.ftl", f"alone = {long}\nwith = {long} {{ $v }}\n").messages
    assert parts(messages[0][0].value) == (long,)
    assert parts(messages[1][0].value) is None
