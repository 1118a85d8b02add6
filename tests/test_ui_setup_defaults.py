"""The set-up screen takes its defaults from the rules: a single round for modern (its basic game),
standard scoring elsewhere; switching edition moves a scoring nobody changed to the new default."""

from __future__ import annotations

import pytest

from game.rules import default_options
from game.ui.testing import Driver


@pytest.fixture
def drv(tmp_path):
    d = Driver(tmp_path / "data")
    yield d
    d.close()


def test_modern_starts_as_a_single_round_and_scoring_is_an_option(drv):
    drv.click_text("New game")
    setup = drv.top
    assert setup.ruleset == "classic" and setup.options == default_options("classic")
    assert drv.find(setup.t("ui-look-scoring-standard")).is_selected  # the segment shown chosen
    drv.click_text(setup.t("edition-modern"))
    assert setup.options.scoring == "single_round"
    assert drv.find(setup.t("ui-look-scoring-single-round")).is_selected
    assert not drv.find(setup.t("ui-look-scoring-standard")).is_selected
    assert drv.find(setup.t("ui-option-target", target=500)) is None  # no target in a single round
    drv.click_text(setup.t("ui-look-scoring-alternative"))  # scoring stays an option in modern
    assert setup.options.scoring == "alternative"
    assert drv.find(setup.t("ui-option-target", target=500)) is not None
    chosen = setup.options.scoring
    drv.click_text(setup.t("edition-classic"))
    assert setup.options.scoring == chosen  # a choice the player made is kept
    drv.click_text(setup.t("edition-power"))
    assert setup.options.scoring == chosen


def test_a_single_round_chosen_back_in_modern_becomes_standard_in_classic(drv):
    drv.click_text("New game")
    setup = drv.top
    drv.click_text(setup.t("edition-modern"))
    drv.click_text(setup.t("edition-classic"))
    assert setup.options.scoring == "standard"


def test_a_person_and_a_computer_never_share_an_avatars_letter(drv):
    """Issue 41: Anna and the computer Alex both showed "A". Names that begin alike show their first two
    letters; a name the same as another, a letter and a number."""
    import pygame

    from game.ui.kit.widgets import SeatPlate, avatar_letters

    drv.click_text("New game")
    setup = drv.top
    entry = setup.field_entry(0)
    drv.click(entry.rect.center)
    entry.set_text("")
    for ch in "Anna":
        drv.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        drv.run(1)
    drv.key(pygame.K_TAB)
    setup = drv.top
    plates = sorted((d for d in setup.decor.items if isinstance(d, SeatPlate)), key=lambda p: p.seat)
    names = [p.name for p in plates]
    assert names[0] == "Anna" and any(n.startswith("A") for n in names[1:]), names
    letters = [p.letters for p in plates]
    assert len(set(letters)) == len(letters), letters
    assert letters[0] == "An"
    assert avatar_letters(["Lars", "Lars", "Lena", "Ö"]) == ["L1", "L2", "Le", "Ö"]
