"""Hypothesis strategies for random tables: editions, seat counts, options, seeds; and the scale of the
property tests (small under the default profile, `make test`; large under HYPOTHESIS_PROFILE=long)."""

import os

from hypothesis import strategies as st

from game.rules import HOUSE_RULES, Options

RULESETS = ("classic", "power", "modern")
LONG = os.environ.get("HYPOTHESIS_PROFILE") == "long"


def scaled(small: int, long: int) -> int:
    """`small` under the default profile, `long` under HYPOTHESIS_PROFILE=long."""
    return long if LONG else small


@st.composite
def setups(draw):
    ruleset = draw(st.sampled_from(RULESETS))
    players = draw(st.integers(2, 10))
    options = Options(
        uno_penalty=draw(st.sampled_from((2, 4))),
        forced_play=draw(st.booleans()),
        two_player_reverse_skips=draw(st.booleans()),
        stacking=draw(st.booleans()),
        seven_zero=ruleset != "power" and draw(st.booleans()),
        draw_until_playable=draw(st.booleans()),
        blank_cards=draw(st.sampled_from((None, *HOUSE_RULES))) if ruleset == "classic" else None,
        custom_cards=tuple(draw(st.lists(st.sampled_from(HOUSE_RULES), min_size=3, max_size=3))),
        scoring=draw(st.sampled_from(("standard", "alternative", "single_round"))),
        target=draw(st.sampled_from((50, 200, 500))),
        jump_in=draw(st.booleans()),
        teams=players in (4, 6, 8, 10) and draw(st.booleans()),
    )
    seed = draw(st.integers(0, 2**32 - 1))
    return ruleset, players, options, seed
