"""One term per game concept in each language: `locales/glossary.md` names the term and the variants
that are wrong, and no message in any `.ftl` file of the language (UI, log, scene, network, rule books
and every file added later) may use a wrong variant."""

import pytest

from game.i18n import shipped_languages
from game.i18n.catalog import clear_cache, language_files
from game.i18n.glossary import load_glossary, message_texts, parse, problems, unused_terms, wrong_variants

SHIPPED = shipped_languages()
GLOSSARY = load_glossary()
#: what every language's glossary names (the issue's list: each card, the piles, round, game, deal,
#: catch, challenge, jump-in, team, tower, house rule, edition)
CONCEPTS = {
    "number card",
    "Skip",
    "Reverse",
    "Draw Two",
    "Draw One",
    "Take Two Towers",
    "blank card",
    "Wild",
    "Wild Draw Four",
    "Wild Take-a-Tower",
    "Wild Shuffle Hands",
    "Wild Customizable",
    "power symbol",
    "draw pile",
    "discard pile",
    "round",
    "game",
    "deal",
    "catch",
    "challenge",
    "jump-in",
    "team",
    "tower",
    "house rule",
    "edition",
}


@pytest.mark.parametrize("lang", SHIPPED)
def test_the_glossary_names_every_concept_with_wrong_variants(lang):
    entries = GLOSSARY.get(lang, [])
    assert {e.concept for e in entries} == CONCEPTS
    assert all(e.terms and e.wrong for e in entries)


@pytest.mark.parametrize("lang", SHIPPED)
def test_no_wrong_variant_in_any_locale_file(lang):
    assert wrong_variants(lang) == []


@pytest.mark.parametrize("lang", SHIPPED)
def test_every_glossary_term_is_used(lang):
    assert unused_terms(lang) == []


@pytest.mark.parametrize("lang", SHIPPED)
def test_every_ftl_file_of_the_language_is_checked(lang):
    files = {p.name for p in language_files(lang)}
    assert {file for file, _ in message_texts(lang).values()} == files


def test_a_wrong_variant_in_a_new_file_is_found(tmp_path):
    """A helper's new file (here tutorial.ftl) is checked like the others: a whole-word variant, a
    prefix variant inside a selector, an attribute, and an id where the word is allowed."""
    glossary = (
        "## sv\n| concept | term | wrong variants | allowed in |\n|---|---|---|---|\n"
        "| round | omgång | rond~; ronden | |\n"
        "| edition | utgåva | version | app-version |\n"
    )
    (tmp_path / "glossary.md").write_text(glossary, encoding="utf-8")
    (tmp_path / "sv").mkdir()
    (tmp_path / "sv" / "ui.ftl").write_text(
        "a = En omgång\napp-version = version { $v }\nb = Utgåva\n", encoding="utf-8"
    )
    (tmp_path / "sv" / "tutorial.ftl").write_text(
        "t1 = { $n ->\n    [one] Rondell\n   *[other] Ronden { $n }\n}\nt2 = x\n    .help = en rond\n",
        encoding="utf-8",
    )
    clear_cache()
    try:
        found = wrong_variants("sv", tmp_path)
        assert len(found) == 2
        assert any("tutorial.ftl: t1: 'Ronden'" in f for f in found)
        assert any("tutorial.ftl: t2.help: 'rond'" in f for f in found)
        assert problems("sv", tmp_path) == [f"glossary: {f}" for f in found]
    finally:
        clear_cache()


def test_parse_reads_terms_variants_and_exceptions():
    entries = parse(
        "# prose\n## fi\n| concept | term | wrong variants | allowed in |\n|---|---|---|---|\n"
        "| edition | pelityyppi / pelityypit | versio~; perusversio | app-version; x |\n"
        "## notes\n| not | a | language | |\n"
    )
    (entry,) = entries["fi"]
    assert entry.terms == ("pelityyppi", "pelityypit")
    assert [(v.text, v.whole_word) for v in entry.wrong] == [("versio", True), ("perusversio", False)]
    assert entry.allowed_in == {"app-version", "x"}
    assert list(entries) == ["fi"]
