"""Events travel as JSON (game/net): `event_to_json` / `event_from_json` round-trip every event type,
both as built by real games of every edition and from hand-made instances, and refuse anything else."""

from __future__ import annotations

import json
import random

import pytest

from game.rules import EDITIONS, Options, apply, event_from_json, event_to_json, legal_actions, new_game
from game.rules.events import EVENT_TYPES, CardDealt, ChallengeResolved, DealerDrawn, RoundEnded


def _roundtrip(event):
    back = event_from_json(json.loads(json.dumps(event_to_json(event))))
    assert back == event and type(back) is type(event)
    return back


def test_every_event_of_random_games_round_trips():
    """Each distinct event is round-tripped once: events are values (frozen, hashable) and the round trip
    a pure function, so a repeat (most of the 220,000 events of these games are one of 8,600) checks
    nothing new (it was 95% of the test's time)."""
    seen = set()
    checked: set = set()

    def check(event) -> None:
        seen.add(type(event).__name__)
        if event not in checked:
            checked.add(event)
            _roundtrip(event)

    rng = random.Random(5)
    for edition in EDITIONS:
        for seed in range(12):
            opts = Options(seven_zero=seed % 2 == 0, jump_in=seed % 3 == 0, teams=seed % 4 == 1)
            players = 4
            events: list = []
            try:
                state = new_game(edition, players, opts, seed, events=events)
            except Exception:
                state = new_game(edition, players, Options(), seed, events=events)
            for e in events:
                check(e)
            for _ in range(3000):
                if state.phase == "game_over":
                    break
                seat = state.turn
                legal = legal_actions(state, seat)
                if not legal:
                    break
                for e in apply(state, seat, rng.choice(legal), listen=True) or []:
                    check(e)
    # the common ones are surely seen; the rest are covered below by hand
    assert {"CardDealt", "CardPlayed", "CardsDrawn", "TurnChanged", "RoundEnded"} <= seen
    assert len(checked) > 5000  # the games' every distinct event (8,579 at these seeds)


@pytest.mark.parametrize("name", sorted(EVENT_TYPES))
def test_each_event_type_round_trips(name):
    cls = EVENT_TYPES[name]
    samples = {
        "DealerDrawn": DealerDrawn(((0, "r5"), (1, "W")), 0),
        "CardDealt": CardDealt(2, None),
        "ChallengeResolved": ChallengeResolved(1, 0, True, ("r1", "W4")),
        "RoundEnded": RoundEnded(1, 40, (("r1",), (), ("W", "b2")), (40, 0, 0)),
    }
    if name in samples:
        event = samples[name]
    else:
        from dataclasses import fields

        values = []
        for spec in fields(cls):
            kind = str(spec.type)
            if "tuple" in kind:
                values.append(("r1", "b2") if "str" in kind else (1, 2))
            elif "str" in kind:
                values.append("r7")
            else:
                values.append(3)
        event = cls(*values)
    _roundtrip(event)


@pytest.mark.parametrize(
    "bad",
    [
        None,
        [],
        {"event": "Nope"},
        {"event": "CardDealt", "seat": 1},
        {"event": "CardDealt", "seat": 1, "card": "r1", "extra": 2},
        {"event": "__init__", "seat": 1},
    ],
)
def test_malformed_events_are_refused(bad):
    with pytest.raises(ValueError):
        event_from_json(bad)
