"""Edition knowledge lives in game/rules: the editions' metadata agrees with the engine, and no code
outside game/rules asks which edition it is (`ruleset ==`) or names one to compare with."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from game.rules import EDITIONS, HAND_SIZE, Options, edition, new_game
from game.rules import events as ev
from game.rules.cards import CHALLENGE_GUILTY_DRAW, CHALLENGE_INNOCENT_DRAW, DRAW_AMOUNT, RANK_OF

GAME = Path(__file__).resolve().parent.parent / "game"
EDITION_TEST = re.compile(
    r"""ruleset\s*[!=]=|[!=]=\s*["'](classic|power|modern)["']|["'](classic|power|modern)["']\s*[!=]="""
)


def test_no_code_outside_the_rules_tests_which_edition_it_is():
    found = []
    for path in GAME.rglob("*.py"):
        if "rules" in path.relative_to(GAME).parts[:1]:
            continue
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if EDITION_TEST.search(line):
                found.append(f"{path.relative_to(GAME.parent)}:{n}: {line.strip()}")
    assert not found, "\n".join(found)


@pytest.mark.parametrize("ruleset", list(EDITIONS))
def test_edition_metadata_agrees_with_the_engine(ruleset):
    ed = edition(ruleset)
    deck = ed.deck(Options())
    ranks = Counter(RANK_OF[c] for c in deck.elements())
    assert ed.towers == (ranks["T2"] > 0)  # towers: the T2 cards take them
    assert ed.seven_zero == (ranks["0"] > 0)  # seven-zero needs 0 cards
    assert ed.custom_cards == any(r.startswith("WC") for r in ranks)
    assert ed.blank_cards == ("X" in {RANK_OF[c] for c in ed.deck(Options(blank_cards="plain")).elements()})
    # a W4 with another wild card in hand (and no card of the colour in force)
    assert ed.wild_blocks_w4 == (not ed.w4_legal(["W"] if "W" in deck else ["WT"], "r"))
    events: list = []
    new_game(ruleset, 3, Options(), 1, events=events)
    dealt = Counter(e.seat for e in events if isinstance(e, ev.CardDealt))
    assert dealt == {0: ed.hand_size, 1: ed.hand_size, 2: ed.hand_size} and ed.hand_size == HAND_SIZE
    assert ed.challenge_guilty_draw == DRAW_AMOUNT["W4"] == CHALLENGE_GUILTY_DRAW
    assert ed.challenge_innocent_draw == CHALLENGE_INNOCENT_DRAW
    assert ("keep" in ed.decisions) == ed.towers
    assert ("discard" in ed.decisions) == (ed.blank_cards or ed.custom_cards)
