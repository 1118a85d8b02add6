"""Rule books: every shipped language has all three, each with all its sections and real paragraphs."""

import pytest

from game.i18n import EDITIONS, SECTIONS, Localizer, load_catalog, load_rulebook, shipped_languages
from game.i18n.rulebook import PARTS, split_paragraphs
from game.rules.editions import edition
from game.rules.options import Options

SHIPPED = shipped_languages()
CASES = [(lang, ed) for lang in SHIPPED for ed in EDITIONS]


def _deck(ed: str) -> set[str]:
    options = Options(blank_cards="plain") if ed == "classic" else Options()
    return set(edition(ed).deck_list(options))


@pytest.mark.parametrize(("lang", "ed"), CASES)
def test_rule_book_has_every_section_with_paragraphs(lang, ed):
    book = load_rulebook(Localizer(lang, strict=True), ed)
    assert book.language == lang and book.edition == ed
    assert book.title.strip()
    assert [s.id for s in book.sections] == list(SECTIONS[ed])
    for section in book.sections:
        assert section.title.strip(), section.id
        assert section.paragraphs, section.id
        for paragraph in section.paragraphs:
            assert paragraph == paragraph.strip() and "\n" not in paragraph and len(paragraph) >= 10
    words = sum(len(p.split()) for s in book.sections for p in s.paragraphs)
    assert words >= 600, f"{lang} {ed}: only {words} words"


@pytest.mark.parametrize(("lang", "ed"), CASES)
def test_rule_book_lives_in_its_own_file_and_has_nothing_extra(lang, ed):
    catalog = load_catalog(lang)
    prefix = f"rules-{ed}-"
    expected = (
        {f"rules-{ed}-title"}
        | {f"{prefix}{s}" for s in SECTIONS[ed]}
        | {f"{prefix}{s}-title" for s in SECTIONS[ed]}
        | {f"{prefix}{s}-{part}" for s in SECTIONS[ed] for part in PARTS.get(s, ())}
    )
    found = {m for m in catalog.messages if m.startswith(prefix)}
    assert found == expected
    assert {catalog.messages[m].file for m in found} == {f"rules-{ed}.ftl"}
    assert all(catalog.messages[m].variables == frozenset() for m in found)
    assert all(set(catalog.messages[m].attributes) <= {"cards"} for m in found)


@pytest.mark.parametrize(("lang", "ed"), CASES)
def test_pictured_cards_are_cards_of_the_edition(lang, ed):
    deck = _deck(ed)
    book = load_rulebook(Localizer(lang, strict=True), ed)
    pictured = [code for section in book.sections for code in section.cards]
    assert pictured, "a rule book with no card pictures"
    assert sorted(set(pictured) - deck) == []


def test_paragraphs_are_split_on_blank_lines_and_joined_within():
    text = "One line\nand its rest.\n\nSecond.\n  \n\nThird\n"
    assert split_paragraphs(text) == ("One line and its rest.", "Second.", "Third")
    book = load_rulebook(Localizer("en", strict=True), "power")
    towers = book.section("towers")
    assert len(towers.paragraphs) >= 3 and "y8!" in towers.cards


def test_unknown_edition_is_refused():
    with pytest.raises(ValueError):
        load_rulebook(Localizer("en"), "deluxe")


def test_rule_books_do_not_need_pygame():
    import subprocess
    import sys

    code = (
        "import sys; from game.i18n import Localizer, load_rulebook; "
        "load_rulebook(Localizer('en'), 'modern'); assert 'pygame' not in sys.modules"
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)


def _label(loc: Localizer, message: str, **args) -> str:
    """The name a set-up button shows for an option: its text up to the colon."""
    return loc.format(message, **args).split(":")[0].strip().lower()


@pytest.mark.parametrize(("lang", "ed"), CASES)
def test_house_rules_part_names_the_options_the_set_up_screen_offers(lang, ed):
    """Reverse skips with two players, the three scorings, and the custom wilds (modern) or blank
    cards (classic) are each described in the house-rules part under the name the set-up screen uses."""
    loc = Localizer(lang, strict=True)
    book = load_rulebook(loc, ed)
    options = " ".join(next(s for s in book.sections if s.id == "options").paragraphs).lower()
    names = [_label(loc, "ui-option-two-player-reverse-skips", on="yes")]
    names += [loc.format(f"scoring-{mode}").lower() for mode in ("standard", "alternative", "single_round")]
    if ed == "modern":
        names.append(_label(loc, "ui-option-custom-card", number="", rule=""))
    if ed == "classic":
        names.append(_label(loc, "ui-option-blank-cards", rule=""))
    missing = [name for name in names if name not in options]
    assert missing == []


@pytest.mark.parametrize(("lang", "ed"), CASES)
def test_house_rules_part_describes_jump_in_and_teams(lang, ed):
    """Issue 23: the house-rules section goes on with a jump-in and a teams paragraph of their own,
    `rules-<edition>-options-jump-in` and `-teams`, in every language, and they show in that section
    (after the section's own text) rather than nowhere."""
    part_ids = [f"rules-{ed}-options-jump-in", f"rules-{ed}-options-teams"]
    catalog = load_catalog(lang)
    assert all(catalog.messages[m].file == f"rules-{ed}.ftl" for m in part_ids)
    loc = Localizer(lang, strict=True)
    book = load_rulebook(loc, ed)
    options = book.section("options")
    assert options.messages == (f"rules-{ed}-options", *part_ids)
    own = split_paragraphs(loc.format(f"rules-{ed}-options"))
    assert options.paragraphs[: len(own)] == own
    rest = options.paragraphs[len(own) :]
    jump_in, teams = (split_paragraphs(loc.format(m)) for m in part_ids)
    assert rest == jump_in + teams and len(jump_in) >= 2 and len(teams) >= 2
    assert [s.id for s in book.sections if set(s.paragraphs) & set(jump_in + teams)] == ["options"]
    # the seat counts teams allow, and (power) that towers stay with the players
    team_text = " ".join(teams)
    assert all(str(n) in team_text for n in (4, 6, 8, 10))
    if ed == "power":
        stem = {"en": "tower", "sv": "torn", "da": "tårn", "nb": "tårn", "fi": "torn", "hu": "torny"}[lang]
        assert stem in " ".join(book.section("towers").paragraphs).lower()  # the book's own word
        assert stem in teams[-1].lower()
    # the English, as the reference the others are translated from, names what the engine does
    if lang == "en":
        text = " ".join(jump_in).lower()
        for phrase in (
            "identical",
            "same colour and the same number",
            "wild cards never jump in",
            "played themselves",
            "players in between lose their chance",
            "call uno",
        ):
            assert phrase in text, phrase
        for phrase in (
            "sit opposite",
            "standard scoring",
            "alternative scoring",
            "single round",
            "target score is for the team",
            "do not see each other's hands",
        ):
            assert phrase in team_text.lower(), phrase
