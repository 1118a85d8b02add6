"""The Localizer: language choice, fallback, switching, card names, data paths."""

from pathlib import Path

import pytest

from game.i18n import (
    LANGUAGES,
    Localizer,
    MessageError,
    card_message,
    language_from_locale,
    locales_dir,
    set_data_root,
    shipped_languages,
    system_language,
)
from game.i18n.catalog import clear_cache
from game.rules.cards import CARDS

SHIPPED = shipped_languages()


@pytest.mark.parametrize(
    ("name", "code"),
    [
        ("sv_SE.UTF-8", "sv"),
        ("sv_FI", "sv"),
        ("fi_FI.utf8", "fi"),
        ("da_DK", "da"),
        ("da-DK", "da"),
        ("no_NO", "nb"),
        ("nn_NO", "nb"),
        ("nb", "nb"),
        ("nb_NO.UTF-8@euro", "nb"),
        ("hu_HU.ISO-8859-2", "hu"),
        ("en_GB.UTF-8", "en"),
        ("en", "en"),
        ("Swedish_Sweden.1252", "sv"),
        ("Norwegian Bokmål_Norway", "nb"),
        ("Hungarian_Hungary", "hu"),
        ("de_DE.UTF-8", None),
        ("C", None),
        ("POSIX", None),
        ("", None),
        (None, None),
    ],
)
def test_locale_names_map_to_our_languages(name, code):
    assert language_from_locale(name) == code


def test_system_language_reads_the_environment_in_order():
    assert system_language({"LANG": "sv_SE.UTF-8"}) == "sv"
    assert system_language({"LANGUAGE": "de:nn_NO:en", "LANG": "sv_SE.UTF-8"}) == "nb"
    assert system_language({"LC_ALL": "da_DK.UTF-8", "LANG": "fi_FI.UTF-8"}) == "da"
    assert system_language({"LC_MESSAGES": "hu_HU", "LANG": "C"}) == "hu"
    assert system_language({"LANG": "de_DE.UTF-8"}) == "en"
    assert system_language({}) == "en"


def test_english_sweden_and_denmark_are_shipped():
    assert {"en", "sv", "da"} <= set(SHIPPED)
    assert set(SHIPPED) <= set(LANGUAGES)


@pytest.mark.parametrize("lang", SHIPPED)
def test_a_shipped_language_is_used_without_fallback(lang):
    loc = Localizer(lang, strict=True)
    assert loc.language == lang and not loc.fell_back
    assert loc.format("app-title")
    assert loc.format("language-name") != "" and loc.missing == set()


def test_a_language_that_is_not_shipped_falls_back_to_english():
    loc = Localizer("de")
    assert loc.language == "en" and loc.fell_back
    assert loc.format("app-version", v="1.2") == "version 1.2"


def test_missing_message_strict_raises_and_lenient_records():
    with pytest.raises(MessageError):
        Localizer("en", strict=True).format("no-such-message")
    loc = Localizer("sv")
    assert loc.format("no-such-message") == "no-such-message"
    assert loc.missing == {"no-such-message"}


def test_missing_variable_is_an_error_in_strict_mode():
    with pytest.raises(MessageError):
        Localizer("en", strict=True).format("app-version")


def test_switching_language_notifies_subscribers_and_changes_text():
    loc = Localizer("en", strict=True)
    seen = []
    unsubscribe = loc.subscribe(seen.append)
    english = loc.format("log-draw", player="Bo", count=2)
    assert loc.set_language("sv") == "sv"
    assert loc.format("log-draw", player="Bo", count=2) != english
    unsubscribe()
    loc.set_language("da")
    assert seen == ["sv"]
    assert loc.language == "da"


@pytest.mark.parametrize("lang", SHIPPED)
def test_every_card_code_has_a_name(lang):
    loc = Localizer(lang, strict=True)
    names = {code: loc.card_name(code) for code in CARDS}
    for code, name in names.items():
        assert name.strip() and "{" not in name and code not in ("",), code
    # different cards of the same colour have different names
    assert len({names[c] for c in CARDS if c.startswith("r")}) == len([c for c in CARDS if c.startswith("r")])
    assert len({names[c] for c in ("W", "W4", "WT", "WS", "WC1", "WC2", "WC3")}) == 7


def test_card_codes_are_parsed_into_messages():
    assert card_message("r5") == ("card-number", {"color": "r", "number": 5})
    assert card_message("y4!") == ("card-power-number", {"color": "y", "number": 4, "symbol": "!"})
    assert card_message("gD2") == ("card-D2", {"color": "g"})
    assert card_message("WC3") == ("card-WC", {"number": 3})
    assert card_message("W4") == ("card-W4", {})
    for bad in ("", "x5", "r", "rZ", "r5Q", "W9"):
        with pytest.raises(ValueError):
            card_message(bad)


def test_english_card_names_and_plurals():
    loc = Localizer("en", strict=True)
    assert loc.card_name("gS") == "green Skip"
    assert loc.format("log-play", player="Anna", card=loc.card_name("rS")) == "Anna plays a red Skip."
    assert loc.format("log-draw", player="Bo", count=4) == "Bo draws 4 cards."
    assert loc.format("log-draw", player="Bo", count=1) == "Bo draws 1 card."


def test_the_data_root_can_be_redirected(tmp_path: Path):
    (tmp_path / "locales" / "sv").mkdir(parents=True)
    (tmp_path / "locales" / "sv" / "ui.ftl").write_text("app-title = Omdirigerad\n", encoding="utf-8")
    set_data_root(tmp_path)
    try:
        clear_cache()
        assert locales_dir() == tmp_path / "locales"
        assert shipped_languages() == ["sv"]
        loc = Localizer("sv")
        assert loc.format("app-title") == "Omdirigerad"
        assert Localizer("en").fell_back is False or Localizer("en").language == "en"
    finally:
        set_data_root(None)
        clear_cache()
    assert locales_dir().name == "locales" and "en" in shipped_languages()
