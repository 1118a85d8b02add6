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
