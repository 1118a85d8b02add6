"""The client side of network play without a socket: addresses typed by players, the session's reading
of server messages (the intent sent once, errors, the lobby, emotes and their rate limit) and the
RemoteTable port built from `state` messages made by a real match."""

from __future__ import annotations

import pytest

from game.net import lan
from game.net.remote import RemoteTable
from game.net.session import EMOTES, NetSession
from game.play import Match, TableView
from game.rules import Draw, action_from_json, event_to_json, new_game, redact
from game.storage import SavedGame, Seat


class FakeClient:
    """Stands in for NetClient: what the test puts in `inbox` is what `poll` returns next."""

    def __init__(self):
        self.inbox: list[dict] = []
        self.sent: list[dict] = []
        self.status = "open"
        self.latency_ms = 12.0
        self.closed = False

    def poll(self) -> list[dict]:
        out, self.inbox = self.inbox, []
        return out

    def send(self, msg: dict) -> None:
        self.sent.append(msg)

    def close(self) -> None:
        self.closed = True


@pytest.mark.parametrize(
    "text, expected",
    [
        ("192.168.1.20:47474", ("192.168.1.20", 47474)),
        ("  192.168.1.20  ", ("192.168.1.20", lan.DEFAULT_PORT)),
        ("ws://example.org:9000/", ("example.org", 9000)),
        ("[::1]:8080", ("::1", 8080)),
        ("[::1]", ("::1", lan.DEFAULT_PORT)),
        ("", None),
        ("host name:80", None),
        ("host:99999", None),
        ("host:0", None),
        ("host:port", None),
        ("a/b", None),
        ("[::1", None),
    ],
)
def test_typed_addresses(text, expected):
    assert lan.parse_address(text) == expected


def test_url_brackets_an_ipv6_host():
    assert lan.url_for("::1", 80) == "ws://[::1]:80/"
    assert lan.url_for("10.0.0.2", 47474) == "ws://10.0.0.2:47474/"


def test_the_intent_goes_once_and_not_again_on_a_rejoin():
    client = FakeClient()
    s = NetSession(client, {"type": "join", "room": "ABCD"})
    client.inbox = [{"type": "welcome", "protocol": 1, "server": "0.1.0"}]
    s.update()
    assert client.sent == [{"type": "join", "room": "ABCD"}]
    client.inbox = [{"type": "joined", "room": "ABCD", "seat": 2, "token": "t0k", "host": False}]
    s.update()
    assert (s.room, s.seat, s.token, s.host) == ("ABCD", 2, "t0k", False)
    client.inbox = [{"type": "welcome", "protocol": 1, "server": "0.1.0"}]  # the client reconnected
    s.update()
    assert client.sent == [{"type": "join", "room": "ABCD"}]


def test_a_fatal_error_is_kept_by_code_and_ends_the_session():
    client = FakeClient()
    s = NetSession(client, {"type": "join", "room": "NOPE"})
    client.inbox = [{"type": "error", "code": "no_room", "detail": "no such room"}]
    s.update()
    assert s.error == "no_room" and s.fatal and s.status == "failed"
    client.inbox = [{"type": "error", "code": "not_now", "detail": "later"}]
    s.update()
    assert s.error == "not_now"


def test_a_message_over_the_rate_is_a_warning_not_the_end():
    """The server answers a message over its rate with `flood` and keeps the connection (it closes it
    only at the last strike): the session goes on."""
    client = FakeClient()
    s = NetSession(client, {"type": "join", "room": "ABCD"})
    client.inbox = [{"type": "joined", "room": "ABCD", "seat": 1, "token": "t0k", "host": False}]
    s.update()
    client.inbox = [{"type": "error", "code": "flood", "detail": "too many messages"}]
    s.update()
    assert s.error == "flood" and not s.fatal and s.status == "open"


def test_the_lobby_and_who_is_ready():
    client = FakeClient()
    s = NetSession(client, None, seat=0, host=True)
    seats = [
        {"name": "Ann", "kind": "person", "ready": False, "connected": True},
        {"name": "Bob", "kind": "person", "ready": False, "connected": True},
        {"name": "", "kind": "open", "ready": False, "connected": False},
    ]
    client.inbox = [
        {"type": "lobby", "room": "R1", "edition": "classic", "options": {}, "seats": seats, "host_seat": 0}
    ]
    s.update()
    assert s.lobby.room == "R1" and s.is_host and not s.everyone_ready()
    seats[1]["ready"] = True
    client.inbox = [
        {"type": "lobby", "room": "R1", "edition": "classic", "options": {}, "seats": seats, "host_seat": 0}
    ]
    s.update()
    assert s.everyone_ready()


def test_emotes_are_a_fixed_set_at_most_one_a_second():
    client = FakeClient()
    s = NetSession(client, None)
    assert s.emote("nice", now=10.0)
    assert not s.emote("gg", now=10.5)  # too soon
    assert not s.emote("free text", now=20.0)  # not one of the set
    assert s.emote("gg", now=11.1)
    assert [m["emote"] for m in client.sent] == ["nice", "gg"]
    assert all(set(m) == {"type", "emote"} for m in client.sent)
    client.inbox = [{"type": "emote", "seat": 1, "emote": EMOTES[0]}]
    s.update()
    assert s.emotes[-1].seat == 1 and s.emotes[-1].emote == EMOTES[0]


def _state(match, seat, events, by=None, seq=1):
    return {
        "type": "state",
        "seq": seq,
        "view": match.table_view(seat).to_json(),
        "events": [event_to_json(redact(e, seat)) for e in events],
        "by": by,
        "presence": ["here", "away", "ai"],
    }


def test_remote_table_reads_states_and_sends_versioned_actions():
    game = SavedGame("classic", (Seat("Ann"), Seat("Bob"), Seat("Cy", "ai", "easy")), seed=5)
    events: list = []
    state = new_game(game.ruleset, game.players, game.options, game.seed, events=events)
    match = Match(game, state, threaded=False, pacing=0.0)
    client = FakeClient()
    s = NetSession(client, None, seat=1, room="R1")
    client.inbox = [_state(match, 1, events)]
    s.update()  # the lobby read the first state
    port = RemoteTable(s)
    assert port.view == match.table_view(1)
    assert port.viewer == 1 and port.persons == [1] and not port.local and not port.hidden
    first = port.poll()
    assert len(first) == 1 and first[0].view.hand == match.table_view(1).hand
    assert port.presence == ["here", "away", "ai"]
    # nobody's hand but seat 1's travels in the events shown
    assert port.submit(Draw(), port.version)
    assert port.submit(Draw(), port.version)
    a, b = client.sent[-2:]
    assert a["type"] == "action" and a["version"] == match.version and action_from_json(a["action"]) == Draw()
    assert a["id"] != b["id"]
    # a reject gives a refused update, then the fresh state
    turn = match.state.turn
    moved = match.submit(turn, match.legal(turn)[0], match.version)
    client.inbox = [
        {"type": "reject", "id": a["id"], "code": "stale", "detail": ""},
        _state(match, 1, moved, by=turn, seq=2),
    ]
    port.tick(1 / 60)
    updates = port.poll()
    assert updates[0].refused == "stale" and updates[1].by == turn
    assert port.version == match.version
    assert isinstance(port.view, TableView)
    assert port.log  # the move log is told from the events


def test_leaving_the_table_gives_the_seat_up_and_closes():
    client = FakeClient()
    s = NetSession(client, None, seat=0)
    server = type("Server", (), {"stopped": False, "stop": lambda self: setattr(self, "stopped", True)})()
    s.server = server
    s.leave()
    assert client.sent[-1] == {"type": "leave"} and client.closed and server.stopped
    s.leave()
    assert client.sent.count({"type": "leave"}) == 1


def test_every_server_error_code_has_words_in_every_language():
    from game.i18n import Localizer
    from game.net.protocol import CLOSED_REASONS, ERROR_CODES
    from game.ui.netplay.words import error_text

    for lang in ("en", "sv", "da", "nb", "fi", "hu"):
        loc = Localizer(lang, strict=True)
        for code in ERROR_CODES:
            assert loc.has(f"ui-net-error-{code.replace('_', '-')}"), (lang, code)
            assert code not in error_text(loc.format, code)  # a sentence, not the code
        for reason in CLOSED_REASONS:
            assert loc.has(f"ui-net-closed-{reason.replace('_', '-')}"), (lang, reason)
        for emote in EMOTES:
            assert loc.has(f"ui-emote-{emote}"), (lang, emote)
    assert "mystery" in error_text(Localizer("en").format, "mystery")  # an unknown code is still said
