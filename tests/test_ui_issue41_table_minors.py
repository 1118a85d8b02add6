"""Issue 41's remaining table minors, each through the real screens with real events: a first card that
goes back into the draw pile is explained, ..."""

from __future__ import annotations

import pytest

from game.ui.testing import Driver


def run_until(drv, done, frames=60 * 30):
    for _ in range(frames):
        if done():
            return True
        drv.run(1)
    return done()


@pytest.mark.parametrize("language", ("en", "sv"))
def test_a_first_card_that_goes_back_is_explained_in_the_log_and_on_the_table(tmp_path, language):
    """Seed 54 turns a Wild Draw Four up first (RULES.md: it goes back into the draw pile, the next card
    is turned): the log and a toast say so, once the cards have moved, and name the card that stays."""
    drv = Driver(tmp_path / "data", language=language, seed=54, speed=1.0)
    try:
        drv.click_text(drv.app.ctx.t("ui-menu-new-game"))
        drv.click_text(drv.app.ctx.t("ui-setup-start"))
        table = drv.top
        loc = drv.app.ctx.localizer
        wild, first = loc.card_name("W4"), loc.card_name("r5")
        returned = loc.format("ui-log-card-returned", card=wild)
        turned = loc.format("ui-log-next-card", card=first)
        assert run_until(drv, lambda: returned in table.message)
        assert turned in table.message  # the toast says what lies on the pile now
        lines = table.log_lines()
        assert returned in lines and turned in lines
        assert lines.index(returned) < lines.index(turned)
    finally:
        drv.close()
