"""`SECRET_EVENTS` lists every event `redact` changes: the server encodes the others once for all seats
(game/net/room_out.py, issue 44), so an event that hides something but is missing there would leak."""

from __future__ import annotations

import random

from game.bench.randomplay import choose_move, random_setup
from game.rules import apply, new_game, redact
from game.rules.events import EVENT_TYPES, SECRET_EVENTS, SECRET_OWNER


def test_redact_leaves_every_other_event_as_it_is_for_every_seat():
    seen: set[str] = set()
    for i in range(30):
        rng = random.Random(500 + i)
        ruleset, players, options, seed = random_setup(rng, i % 2 == 1)
        events: list = []
        state = new_game(ruleset, players, options, seed, events=events)
        moves = 0
        while state.phase != "game_over" and moves < 400:
            seat, action = choose_move(state, rng)
            events += apply(state, seat, action) or []
            moves += 1
        for event in events:
            seen.add(type(event).__name__)
            for viewer in [*range(players), None]:
                hidden = redact(event, viewer)
                if not isinstance(event, SECRET_EVENTS):
                    assert hidden is event, (event, viewer)
                elif getattr(event, SECRET_OWNER[type(event)]) == viewer:  # its owner sees it whole
                    assert hidden is event, (event, viewer)
                else:  # every other seat and a spectator the same copy: the server encodes it once
                    assert hidden == redact(event, None) != event, (event, viewer)
    assert {cls.__name__ for cls in SECRET_EVENTS} <= seen
    assert len(seen) >= len(EVENT_TYPES) // 2  # the games met most kinds of event


def test_each_secret_event_is_redacted_for_some_seat():
    from game.rules.events import CardDealt, CardsDrawn, ChallengeResolved

    assert redact(CardDealt(1, "r5"), 0) != CardDealt(1, "r5")
    assert redact(CardsDrawn(1, ("r5",), "draw"), 0) != CardsDrawn(1, ("r5",), "draw")
    assert set(SECRET_EVENTS) == {CardDealt, CardsDrawn, ChallengeResolved} == set(SECRET_OWNER)
