"""The hint's reason (game/ai/reasons.py, issue 41) is true of the table: over many decisions of seeded
games in the three editions (with 7-0 and teams), every reason given is checked against the seat's view
and the move it explains."""

from __future__ import annotations

import random

import pytest

from game.ai import create
from game.ai.heuristic import color_counts, next_seat
from game.ai.reasons import why
from game.rules import Options, apply, legal_actions, new_game, view
from game.rules.actions import CallUno, Catch, Draw, Pass, Play
from game.rules.cards import POINTS, RANK_OF, WILD_CARDS

HITS = ("S", "D2", "D1", "W4", "R")


def check(reason, seen, legal, chosen) -> None:
    msg, args = reason
    plays = [a for a in legal if isinstance(a, Play)]
    hand = list(seen.hand)
    if msg == "hint-why-out":
        assert isinstance(chosen, Play) and len(hand) == 1
    elif msg == "hint-why-only":
        assert isinstance(chosen, Play) and {a.card for a in plays} == {chosen.card}
    elif msg == "hint-why-nothing":
        assert not plays and isinstance(chosen, Draw | Pass)
    elif msg == "hint-why-hold":
        assert not (isinstance(chosen, Play) and chosen.card in WILD_CARDS)
        assert any(a.card in WILD_CARDS for a in plays)
    elif msg == "hint-why-follow":
        hand.remove(chosen.card)
        assert args["count"] == color_counts(hand)[args["color"]] >= 1
        assert args["color"] == (chosen.color if chosen.card in WILD_CARDS else chosen.card[0])
    elif msg == "hint-why-points":
        assert args["points"] == POINTS[chosen.card]
    elif msg in ("hint-why-threat", "hint-why-hits"):
        assert args["player"] == next_seat(seen)
        assert RANK_OF[chosen.card] in HITS or seen.options.house_rule(RANK_OF[chosen.card])
        if msg == "hint-why-threat":
            assert args["count"] == seen.hand_sizes[args["player"]] < 5
    elif msg == "hint-why-reverse":
        assert RANK_OF[chosen.card] == "R" and args["player"] == next_seat(seen)
        assert args["count"] == seen.hand_sizes[args["player"]]
    elif msg == "hint-why-bluff":
        assert any(a.card == "W4" for a in plays) and getattr(chosen, "card", None) != "W4"
    elif msg == "hint-why-shuffle":
        others = [n for i, n in enumerate(seen.hand_sizes) if i != seen.seat]
        assert chosen.card == "WS" and len(hand) - 1 > sum(others) / len(others)
    elif msg == "hint-why-fewer":
        assert RANK_OF[chosen.card] in ("7", "0") and seen.hand_sizes[args["player"]] < len(hand) - 1
    elif msg == "hint-why-towers":
        assert chosen.towers or chosen.card[-1] in "UNO!"
    elif msg == "hint-why-team":
        assert seen.options.teams and args["player"] != seen.seat
    else:
        raise AssertionError(msg)


@pytest.mark.parametrize(
    ("ruleset", "options"),
    (("classic", Options()), ("power", Options()), ("modern", Options(seven_zero=True, teams=True))),
    ids=("classic", "power", "modern-7-0-teams"),
)
def test_every_reason_is_true_of_the_table(ruleset, options):
    said: dict[str, int] = {}
    for seed in range(6):
        state = new_game(ruleset, 4, options, seed)
        players = [create("normal") for _ in range(4)]
        for i, p in enumerate(players):
            p.reset(i, 4, ruleset)
        rng = random.Random(seed)
        for _ in range(400):
            if state.phase in ("round_over", "game_over"):
                break
            seat = state.turn
            legal = [a for a in legal_actions(state, seat) if not isinstance(a, CallUno | Catch)]
            seen = view(state, seat)
            chosen = players[seat].choose(seen, legal, rng)
            reason = why(players[seat], seen, legal, chosen)
            if reason is not None:
                check(reason, seen, legal, chosen)
                said[reason[0]] = said.get(reason[0], 0) + 1
            apply(state, seat, chosen)
    assert sum(said.values()) > 100, said  # most decisions have a reason
    assert {"hint-why-follow", "hint-why-points", "hint-why-hold"} <= set(said), said
