"""game.play.Match without pygame: the one door for moves (`submit` with the version the mover saw),
subscribers, the autosave, pacing on the match's own clock, and the TableView each seat gets."""

from __future__ import annotations

import json

import pytest

from game.play import Match, StaleAction, TableView
from game.rules import CallUno, Catch, Draw, Options, Play, RuleError, new_game, table_state
from game.storage import SavedGame, Seat


class Saver:
    def __init__(self):
        self.moves = []
        self.closed = False

    def record(self, seat, action):
        self.moves.append((seat, action))

    def close(self):
        self.closed = True


def match_of(ruleset="classic", persons=(0,), players=3, seed=5, **kw) -> Match:
    seats = tuple(
        Seat(f"P{i}", "person") if i in persons else Seat(f"AI{i}", "ai", "normal") for i in range(players)
    )
    game = SavedGame(ruleset, seats, Options(), seed)
    state = new_game(ruleset, players, Options(), seed)
    kw.setdefault("threaded", False)
    kw.setdefault("pacing", 0.0)
    return Match(game, state, kw.pop("saver", None), **kw)


def stacked(hands, start, draw, persons=(0,), catch_hold=0.0) -> Match:
    players = len(hands)
    seats = tuple(
        Seat(f"P{i}", "person") if i in persons else Seat(f"AI{i}", "ai", "normal") for i in range(players)
    )
    state = table_state("classic", players, hands, start, draw, dealer=players - 1, options=Options())
    return Match(
        SavedGame("classic", seats, Options(), 0),
        state,
        None,
        threaded=False,
        pacing=0.0,
        catch_hold=catch_hold,
    )


def test_submit_applies_autosaves_and_tells_every_subscriber():
    saver = Saver()
    m = stacked([["r5", "g2", "b9"], ["r7", "y1", "y2"]], "r1", ["g7", "g8", "b3"], persons=(0, 1))
    m.saver = saver
    heard, heard2 = [], []
    m.subscribe(lambda seat, action, events: heard.append((seat, action, len(events))))
    stop = m.subscribe(lambda seat, action, events: heard2.append(seat))
    events = m.submit(0, Play("r5"), m.version)
    assert m.version == 1 and saver.moves == [(0, Play("r5"))]
    assert heard == [(0, Play("r5"), len(events))] and heard2 == [0]
    stop()
    m.submit(1, Play("r7"), 1)
    assert heard2 == [0] and [s for s, _a, _n in heard] == [0, 1]
    assert m.actions == [(0, Play("r5")), (1, Play("r7"))]


def test_a_seat_that_may_not_act_is_refused_and_nothing_changes():
    m = stacked([["r5", "g2", "b9"], ["r7", "y1", "y2"]], "r1", ["g7", "g8", "b3"], persons=(0, 1))
    before = m.table_view(0)
    with pytest.raises(RuleError):
        m.submit(1, Draw(), m.version)  # not seat 1's turn
    with pytest.raises(RuleError):
        m.submit(0, Play("y1"), m.version)  # not in seat 0's hand
    assert m.version == 0 and m.table_view(0) == before and m.actions == []


def test_a_catch_aimed_at_a_state_an_ai_moved_past_is_refused_not_misapplied():
    # seat 1 (an AI) plays to one card without UNO; the person sees the catch window at version v...
    m = stacked(
        [["r5", "g2", "b9", "b1"], ["r7", "y1"], ["g5", "g6", "g8"]],
        "r1",
        ["g7", "b3", "b4", "y9"],
        persons=(0,),
    )
    m.submit(0, Play("r5"), m.version)
    m.submit(1, Play("r7", uno=False), m.version)
    seen = m.table_view(0)
    assert 1 in seen.catchable
    # ...but before the click lands the match has moved on (seat 1 called UNO late)
    m.submit(1, CallUno(), m.version)
    assert m.version == seen.version + 1
    with pytest.raises(StaleAction):
        m.submit(0, Catch(1), seen.version)
    assert m.state.hands[1] == ["y1"] and m.actions[-1] == (1, CallUno())


def test_ai_moves_wait_for_their_natural_pause_on_the_match_clock():
    m = match_of(persons=(), players=3, pacing=1.0, seed=11)
    m.catch_hold = 0.0
    made = [m.tick(0.01) for _ in range(30)]  # 0.3 s: less than the shortest pause (0.35 s)
    assert not any(made) and m.version == 0
    for _ in range(60):  # 0.6 s more: more than the longest pause (0.8 s)
        if m.tick(0.01):
            break
    assert m.version == 1
    assert 0.35 <= m.clock <= 0.81


def _strings(data):
    if isinstance(data, str):
        yield data
    elif isinstance(data, dict):
        for value in data.values():
            yield from _strings(value)
    elif isinstance(data, list | tuple):
        for value in data:
            yield from _strings(value)


@pytest.mark.parametrize("ruleset", ["classic", "power", "modern"])
def test_table_view_round_trips_through_json_and_holds_only_what_the_seat_may_see(ruleset):
    m = match_of(ruleset, persons=(0, 1), players=4, seed=3)
    for seat in (0, 1, 2, None):
        v = m.table_view(seat)
        data = json.loads(json.dumps(v.to_json()))
        assert TableView.from_json(data) == v
        own = set(m.state.hands[seat]) if seat is not None else set()
        secret = {c for i, h in enumerate(m.state.hands) if i != seat for c in h} | set(m.state.draw)
        leaked = (secret - own - {v.discard_top}) & set(_strings(data))
        assert not leaked, (seat, leaked)
        if seat is None:
            assert v.hand is None and v.legal == () and v.decision is None
        else:
            assert list(v.hand) == m.state.hands[seat]
        assert [s.hand_size for s in v.seats] == [len(h) for h in m.state.hands]
        assert [s.kind for s in v.seats] == ["person", "person", "normal", "normal"]
    turn = m.state.turn
    v = m.table_view(turn)
    assert v.decision in ("play", "stack", "color", "challenge") and v.may_act
    assert v.actions() == m.legal(turn)
    assert m.table_view((turn + 1) % 4).decision is None


@pytest.mark.parametrize("ruleset", ["classic", "power", "modern"])
def test_table_view_to_json_is_asdict_over_a_whole_game(ruleset):
    """`to_json` is written by hand for speed (the network server): it must stay `asdict`."""
    from dataclasses import asdict

    m = match_of(ruleset, persons=(), players=4, seed=11)
    for _ in range(3000):
        for seat in (0, 1, 2, 3, None):
            v = m.table_view(seat)
            assert v.to_json() == asdict(v)
        if m.ended:
            break
        m.tick(0.5)
