"""Numbers and agreement in every message (issue 43): review 4 found "1 dyra", "1 procentenheter",
"1 points" and "1 päätöstä" in review.ftl, which had no plural selectors in any language.

- Every message of every language renders with the counts 0, 1, 2, 5 and 21 and with names that end
  in s, a vowel and a consonant (strict: a missing variable or a bad selector fails).
- In a language whose words agree with a number (en, sv, da, nb, fi), a count printed without a
  selector may only stand before a word that reads right after any number (game/i18n/plurals.py).
- Every variable has a kind (count, label, name, code, text) in game/i18n/samples.py, so that a new
  message's count cannot slip past the check as an unknown variable.
"""

from __future__ import annotations

import pytest

from game.i18n import FALLBACK, Localizer, load_catalog, shipped_languages
from game.i18n.catalog import clear_cache
from game.i18n.plurals import AGREEING, bare_counts, unclassified
from game.i18n.samples import COUNT, NAME, TEST_COUNTS, TEST_NAMES, kind, realistic

SHIPPED = shipped_languages()


def _variables(info) -> set[str]:
    return set(info.variables) | {v for names in info.attributes.values() for v in names}


def test_every_variable_has_a_kind():
    unknown = unclassified(FALLBACK)
    assert unknown == [], f"say what these are in game/i18n/samples.py (KINDS or PER_MESSAGE): {unknown}"


def test_check_reports_a_count_without_plural_forms_and_a_variable_of_no_kind(tmp_path, capsys):
    from game.i18n import set_data_root
    from game.i18n.__main__ import main

    (tmp_path / "locales" / "en").mkdir(parents=True)
    (tmp_path / "locales" / "en" / "ui.ftl").write_text(
        "a = { $player } draws { $count } cards.\nb = { $mystery } apples\n", encoding="utf-8"
    )
    set_data_root(tmp_path)
    clear_cache()
    try:
        assert main(["check"]) == 1
        out = capsys.readouterr().out
    finally:
        set_data_root(None)
        clear_cache()
    assert "plural: ui.ftl: a: { $count } cards: needs a plural selector" in out
    assert "plural: b: $mystery: say in game/i18n/samples.py" in out


@pytest.mark.parametrize("lang", SHIPPED)
def test_every_message_renders_with_every_count_and_name(lang):
    loc = Localizer(lang, strict=True)
    for msg_id, info in load_catalog(lang).messages.items():
        parts = [(None, info.variables)] + list(info.attributes.items())
        for attribute, variables in parts:
            for count in TEST_COUNTS:
                for name in TEST_NAMES:
                    args = {}
                    for variable in variables:
                        what = kind(msg_id, variable)
                        args[variable] = (
                            count
                            if what == COUNT
                            else name
                            if what == NAME
                            else realistic(loc, msg_id, variable)
                        )
                    if attribute is None:
                        text = loc.format(msg_id, **args)
                    else:
                        text = loc.attribute(msg_id, attribute, **args)
                    assert text is not None and "{" not in text and "}" not in text, (msg_id, args, text)
                    if any(kind(msg_id, v) == COUNT for v in variables):
                        # the number is shown (1 may be a word, "one card"; 0 may be one, "off")
                        assert str(count) in text or count in (0, 1), (msg_id, args, text)


@pytest.mark.parametrize("lang", AGREEING)
def test_no_count_without_plural_forms_before_a_word_that_agrees(lang):
    assert bare_counts(lang) == []


#: the review's cases and the English source: (language, message, args, exact text)
SINGULARS = [
    ("en", "review-summary", {"decisions": 1, "matched": 1, "costly": 1, "worst": 1},
     "Anna: 1 decision, 1 as the expert would play, 1 costly (the costliest gave away 1 percentage point)"),
    ("en", "review-no-costly", {"points": 1}, "No decision gave away more than 1 percentage point."),
    ("en", "review-why-colour", {"color": "b", "held": 1, "unseen": 1},
     "The colour blue suited your hand: you held 1 card of it, and 1 more was still out of sight."),
    ("sv", "review-summary", {"decisions": 1, "matched": 1, "costly": 1, "worst": 1},
     "Anna: 1 beslut, 1 som experten skulle ha spelat, 1 dyrt (det dyraste kostade 1 procentenhet)"),
    ("sv", "review-well-found", {"number": 3, "move": "Dra", "points": 1},
     "Beslut 3: du hittade det bästa draget (Dra); det näst bästa var 1 procentenhet sämre."),
    ("sv", "review-why-colour", {"color": "b", "held": 1, "unseen": 1},
     "Färgen blå passade din hand: du hade ett sådant kort, och 1 till var fortfarande dolt."),
    ("da", "review-summary", {"decisions": 1, "matched": 0, "costly": 1, "worst": 1},
     "Anna: 1 valg, 0 som eksperten ville spille, 1 dyrt (det dyreste kostede 1 procentpoint)"),
    ("nb", "review-summary", {"decisions": 5, "matched": 4, "costly": 1, "worst": 2},
     "Anna: 5 valg, 4 slik eksperten ville spilt, 1 dyrt (det dyreste kostet 2 prosentpoeng)"),
    ("fi", "review-summary", {"decisions": 1, "matched": 1, "costly": 1, "worst": 1},
     "Anna: 1 päätös, 1 samoin kuin asiantuntija, 1 kallis (kallein maksoi 1 prosenttiyksikön)"),
    ("fi", "review-why-colour", {"color": "b", "held": 1, "unseen": 1},
     "Väri sininen sopi käteesi: sinulla oli 1 sen värinen kortti, ja 1 muu oli vielä piilossa."),
    ("fi", "review-no-costly", {"points": 5},
     "Yksikään päätös ei maksanut yli 5 prosenttiyksikköä."),
]  # fmt: skip


@pytest.mark.parametrize(("lang", "msg_id", "args", "text"), SINGULARS)
def test_one_and_many_read_right(lang, msg_id, args, text):
    loc = Localizer(lang, strict=True)
    if "color" in args:
        args = {**args, "color": loc.color_name(args["color"])}
    assert loc.format(msg_id, player="Anna", **args) == text


def test_the_check_finds_review_4s_bare_counts_and_passes_their_fixes(tmp_path):
    """Today's review.ftl before issue 43, in brief: each bare count is found; the fixed text is not."""
    before = {
        "en": "m = { $player }: { $decisions } decisions, { $matched } as the expert would play\n",
        "sv": "m = { $player }: { $decisions } beslut, { $costly } dyra ({ $worst } procentenheter)\n",
        "fi": "m = { $player }: { $decisions } päätöstä, { $costly } kallista\n",
    }
    after = {
        "en": "m = { $player }: { $decisions ->\n    [one] { $decisions } decision\n"
        "   *[other] { $decisions } decisions\n}, { $matched } as the expert would play\n",
        "sv": "m = { $player }: { $decisions } beslut, { $costly ->\n    [one] { $costly } dyrt\n"
        "   *[other] { $costly } dyra\n} ({ $worst ->\n    [one] { $worst } procentenhet\n"
        "   *[other] { $worst } procentenheter\n})\n",
        "fi": "m = { $player }: { $decisions ->\n    [one] { $decisions } päätös\n"
        "   *[other] { $decisions } päätöstä\n}, { $costly ->\n    [one] { $costly } kallis\n"
        "   *[other] { $costly } kallista\n}\n",
    }
    for texts, expected in ((before, {"en": 1, "sv": 2, "fi": 2}), (after, {"en": 0, "sv": 0, "fi": 0})):
        for lang, text in texts.items():
            (tmp_path / lang).mkdir(exist_ok=True)
            (tmp_path / lang / "review.ftl").write_text(text, encoding="utf-8")
        clear_cache()
        try:
            found = {lang: bare_counts(lang, tmp_path) for lang in texts}
        finally:
            clear_cache()
        assert {lang: len(f) for lang, f in found.items()} == expected, found


def test_samples_renders_each_changed_message_in_every_language(tmp_path):
    """`python -m game.i18n samples`: what changed since a commit (a new message, a changed one; a
    comment alone is no change), rendered in each language, a count with 1, 5 and 21."""
    import subprocess

    from game.i18n.changes import added_messages, changed_messages, report

    def git(*args):
        subprocess.run(["git", "-C", str(tmp_path), *args], check=True, capture_output=True)

    files = {
        "en": "a = { $player } draws { $count } cards.\nb = Same\n",
        "sv": "a = { $player } drar { $count } kort.\nb = Samma\n",
    }
    for lang, text in files.items():
        (tmp_path / "locales" / lang).mkdir(parents=True)
        (tmp_path / "locales" / lang / "ui.ftl").write_text(text, encoding="utf-8")
    git("init", "-q")
    git("-c", "user.name=t", "-c", "user.email=t@t", "add", "-A")
    git("-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "one")
    (tmp_path / "locales" / "en" / "ui.ftl").write_text(
        "a = { $player } draws { $count ->\n    [one] { $count } card\n   *[other] { $count } cards\n}.\n"
        "# only a comment\nb = Same\nc = New\n",
        encoding="utf-8",
    )
    (tmp_path / "locales" / "sv" / "ui.ftl").write_text(files["sv"] + "c = Ny\n", encoding="utf-8")
    root = tmp_path / "locales"
    clear_cache()
    try:
        assert changed_messages("HEAD", root) == ["a", "c"]
        assert added_messages("HEAD", root) == ["c"]
        text = report(["a", "c"], ["en", "sv"], root, added=("c",))
    finally:
        clear_cache()
    assert "  en  1: Anna draws 1 card." in text and "  en  21: Anna draws 21 cards." in text
    assert "  sv  5: Anna drar 5 kort." in text
    assert "c  (ui.ftl  new)" in text and "  sv  Ny" in text
