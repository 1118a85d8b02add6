"""Names that follow people and a turn timer people can see (issue 40).

- A plate shows who sits there now; each past move keeps the name of whoever made it (a person, a
  computer standing in for one, the turn timer's move), in the log.
- The turn timer counts down on the deciding person's screen (large) and on the others' (small), with
  a knock each of the last seconds and a rumble; when it runs out the table and the log say so.
- The server tells every seat who made each move (`actor`) and the decider's time left (`clock`)."""

from __future__ import annotations

from net_fakes import ScriptedClient
from netkit import url_of
from test_net_faults import WAIT, _two_people, run, server  # noqa: F401  (the fixture)

from game.rules import action_from_json, event_to_json, redact


def _match():
    from game.play import Match
    from game.rules import new_game
    from game.storage import SavedGame, Seat

    seats = (Seat("Alice"), Seat("Bob"), Seat("Dana", "ai", "easy"))
    game = SavedGame("classic", seats, seed=11)
    events: list = []
    state = new_game(game.ruleset, game.players, game.options, game.seed, events=events)
    return Match(game, state, threaded=False, pacing=0.0), events


def _state(match, events, by, actor, seq, names=None, clock=None):
    view = match.table_view(1).to_json()
    if names is not None:
        for seat, name in names.items():
            view["seats"][seat]["name"] = name
    return {
        "type": "state",
        "seq": seq,
        "view": view,
        "events": [event_to_json(redact(e, 1)) for e in events],
        "by": by,
        "actor": actor,
        "presence": ["here", "here", "ai"],
        "timer": None,
        "clock": clock,
        "ready": [],
        "away": [None, None, None],
    }


def _move(match):
    """The seat on turn makes a move (a card when it can); (seat, events)."""
    seat = match.state.turn
    legal = [m for m in match.table_view(seat).legal if m["do"] not in ("uno", "catch")]
    plays = [m for m in legal if m["do"] == "play"]
    caught: list = []
    unsubscribe = match.subscribe(lambda s, a, evs: caught.extend(evs))
    match.submit(seat, action_from_json((plays or legal)[0]), match.version)
    unsubscribe()
    return seat, caught


def _table(drv):
    from game.net.session import NetSession

    match, events = _match()
    client = ScriptedClient("ws://127.0.0.1:47474/", "Bob")
    client.inbox = [
        {"type": "joined", "room": "N4M3", "seat": 1, "token": "tok", "host": False},
        _state(match, events, None, None, 1),
    ]
    session = NetSession(client, None)
    session.update()
    table = drv.app.push("net_table", session)
    drv.run(3)
    return table, match, client


def _feed(drv, table, client, msg):
    client.inbox.append(msg)
    drv.run(3)
    table.movelog.show_all()


def test_a_plate_shows_who_sits_there_now_and_past_moves_keep_their_makers(drv):
    table, match, client = _table(drv)
    seq = 2
    made: dict[int, str] = {}
    while 0 not in made or 2 not in made:  # Alice (a person) and Dana (a computer) each move once
        seat, events = _move(match)
        actor = "computer" if seat == 2 else "person"
        _feed(drv, table, client, _state(match, events, seat, actor, seq))
        made.setdefault(seat, actor)
        seq += 1
    before = list(table.movelog.lines())
    assert any("Alice" in line for line in before) and any("Dana" in line for line in before)
    # Alice gave her seat up; Carol takes it over: a state with no move, Carol's name on seat 0
    _feed(drv, table, client, _state(match, [], None, None, seq, names={0: "Carol"}))
    assert table.scene.names[0] == "Carol"
    assert table.scene.plates[0].name == "Carol"  # the plate says who sits there now
    after = list(table.movelog.lines())
    assert after == before  # the past moves keep Alice's and Dana's names
    assert not any("Carol" in line for line in after)


def test_a_computer_standing_in_and_the_timer_are_named_in_the_log_and_on_the_table(drv):
    table, match, client = _table(drv)
    t = drv.app.ctx.t
    seq = 2
    said: dict[str, str] = {}
    while "stand_in" not in said or "timer" not in said:
        seat, events = _move(match)
        if seat == 0 and "stand_in" not in said:
            actor = "stand_in"  # Alice is away: a computer plays her seat
        elif seat == 1 and "timer" not in said:
            actor = "timer"  # Bob let his time run out
        else:
            actor = "computer" if seat == 2 else "person"
        _feed(drv, table, client, _state(match, events, seat, actor, seq))
        if actor in ("stand_in", "timer"):
            said[actor] = table.message
        seq += 1
    lines = table.movelog.lines()
    stand_in = t("net-log-stand-in", player="Alice")
    assert any(line.startswith(stand_in) for line in lines)
    assert t("net-log-time-out", player="Bob") in lines
    assert any(line.startswith(t("net-log-stand-in", player="Bob")) for line in lines)
    assert said["timer"] == t("net-time-out-you")  # the table said it to Bob


def test_the_turn_timer_counts_down_large_for_the_decider_small_for_others_and_alerts(drv, monkeypatch):
    table, match, client = _table(drv)
    played: list[str] = []
    monkeypatch.setattr(drv.app.ctx.audio, "play", lambda name, pan=0.0: played.append(name) or True)
    rumbles: list[str] = []
    monkeypatch.setattr(drv.app.pads, "rumble", lambda kind, *a, **k: rumbles.append(kind) or 1)
    seq = 2
    while match.state.turn != 0:  # Alice decides: Bob sees her clock, small
        seat, events = _move(match)
        _feed(drv, table, client, _state(match, events, seat, "person", seq))
        seq += 1
    _feed(drv, table, client, _state(match, [], None, None, seq, clock=12.0))
    drv.app.draw(drv.surface)
    small = table.clock_rect
    assert small is not None and table.my_clock() is None
    assert "knock" not in played and "uno" not in rumbles  # no alert for another's clock
    while match.state.turn != 1:
        seat, events = _move(match)
        seq += 1
        _feed(drv, table, client, _state(match, events, seat, "person", seq))
    seq += 1
    _feed(drv, table, client, _state(match, [], None, None, seq, clock=12.0))
    drv.app.draw(drv.surface)
    big = table.clock_rect
    assert big is not None and big.height > small.height  # the decider's own clock, large
    assert 11 <= table.my_clock() <= 12
    seq += 1
    _feed(drv, table, client, _state(match, [], None, None, seq, clock=3.2))  # the last seconds
    drv.app.draw(drv.surface)
    assert played.count("knock") == 1 and rumbles.count("uno") == 1
    colour = drv.surface.get_at((table.clock_rect.x + 3, table.clock_rect.centery))[:3]
    assert colour[0] > 150 and colour[1] < 120  # red
    seq += 1
    _feed(drv, table, client, _state(match, [], None, None, seq, clock=2.2))  # the next second
    assert played.count("knock") == 2 and rumbles.count("uno") == 1  # one rumble a decision


def test_the_server_says_who_moved_and_tells_every_seat_the_clock(server):  # noqa: F811
    async def body():
        clients, code = await _two_people(url_of(server))

        def shorten():
            room = server.hub.rooms[code]
            room.timer = 1.5
            room._timer_key = None  # a new deadline from now
            server.hub.ticking(room)

        server.call(shorten)
        view = clients[0].state["view"]
        turn, before = view["turn"], view["version"]
        # nobody moves: the timer moves for the seat on turn; both seats are told who moved (the timer)
        # and the next decider's time left (the other seat too, not only the one deciding)
        for client in clients:
            msg = await client.until("state", pred=lambda m: m["view"]["version"] > before, timeout=WAIT)
            assert msg["by"] == turn and msg["actor"] == "timer"
            assert msg["clock"] is not None and 0 < msg["clock"] <= 1.5

    run(body())
