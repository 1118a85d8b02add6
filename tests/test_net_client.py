"""`NetClient`, the game's client: its own thread and event loop, `send` from any thread, `poll` per
frame, latency from ping/pong, and reconnecting by itself (with its token) after a lost connection."""

from __future__ import annotations

import time

import pytest
from netkit import fast_server

from game.net.client import NetClient
from game.net.config import Config
from game.net.thread import ServerThread

#: seconds that bound a wait for the server: only a hang is caught (a loaded machine is slow, not wrong)
WAIT = 30.0


def poll_until(client: NetClient, pred, timeout: float = WAIT) -> list[dict]:
    """Poll (as a frame loop would) until a message satisfies `pred`; every message polled so far."""
    got: list[dict] = []
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        got += client.poll()
        if any(pred(m) for m in got):
            return got
        time.sleep(0.01)
    raise AssertionError(f"not received; got {[m.get('type') for m in got]} status {client.status}")


CREATE = {
    "type": "create",
    "edition": "classic",
    "options": {"scoring": "single_round"},
    "seats": [{"kind": "person"}, {"kind": "normal"}],
    "code": None,
}


def test_the_client_opens_creates_a_table_and_measures_latency():
    server = fast_server()
    host, port = server.start()
    client = NetClient(f"ws://{host}:{port}/", "Ada", ping_every=0.05)
    try:
        # The welcome may already be in (a quiet machine answers within the constructor's thread start):
        # only a silent server pins "connecting", as test_send_never_waits_on_the_network does.
        assert client.status in ("connecting", "open")
        client.send(CREATE)  # queued if the welcome is not in yet; sent after it either way
        got = poll_until(client, lambda m: m["type"] == "lobby")
        assert [m["type"] for m in got][:3] == ["welcome", "joined", "lobby"]
        assert client.status == "open" and client.token
        client.send({"type": "start"})
        poll_until(client, lambda m: m["type"] == "state")
        deadline = time.monotonic() + WAIT
        while client.latency_ms is None and time.monotonic() < deadline:
            time.sleep(0.01)
        assert client.latency_ms is not None and 0 <= client.latency_ms < 1000
    finally:
        client.close()
        server.stop()
    assert client.status == "closed"


def test_send_never_waits_on_the_network():
    """A server that takes the connection and never answers: the frame loop's sends still return at once
    (queued for when the connection is up), however many, and the client is still connecting."""
    import socket
    import threading

    silent = socket.socket()
    silent.bind(("127.0.0.1", 0))
    silent.listen()
    host, port = silent.getsockname()
    client = NetClient(f"ws://{host}:{port}/", "Ada")
    try:
        sender = threading.Thread(target=lambda: [client.send({"type": "ping", "t": i}) for i in range(500)])
        sender.start()
        sender.join(WAIT)  # only a hang: a send that waited on this server would never return
        assert not sender.is_alive()
        assert client.status == "connecting" and client.poll() == []
    finally:
        client.close()
        silent.close()


def test_a_message_sent_before_the_clients_thread_has_begun_is_not_lost(monkeypatch):
    """The Join screen sends `join` as soon as it makes the client: when that came before the client's
    thread had made its queue, the message was dropped with an exception in the log and the screen
    waited for ever (one run in twenty of the two-instance UI test)."""
    import asyncio

    original = NetClient._main

    async def late_start(self):
        await asyncio.sleep(0.1)  # the thread is slow to begin: the machine is busy
        await original(self)

    monkeypatch.setattr(NetClient, "_main", late_start)
    server = fast_server()
    host, port = server.start()
    client = NetClient(f"ws://{host}:{port}/", "Ada")
    try:
        client.send(CREATE)
        got = poll_until(client, lambda m: m["type"] == "lobby")
        assert [m["type"] for m in got][:2] == ["welcome", "joined"]
    finally:
        client.close()
        server.stop()


def test_the_client_comes_back_after_the_server_restarts_and_rejoins_with_its_token(tmp_path):
    config = Config(pacing=0.0, tick=0.01, catch_hold=0.0, close_timeout=0.5)
    first = ServerThread("127.0.0.1", 0, data_dir=tmp_path, config=config)
    host, port = first.start()
    client = NetClient(f"ws://{host}:{port}/", "Ada", ping_every=0.2)
    second = None
    try:
        client.send(CREATE)
        poll_until(client, lambda m: m["type"] == "lobby")
        client.send({"type": "start"})
        got = poll_until(client, lambda m: m["type"] == "state")
        version = [m for m in got if m["type"] == "state"][-1]["view"]["version"]
        token = client.token
        first.stop()
        deadline = time.monotonic() + WAIT
        while client.status == "open" and time.monotonic() < deadline:
            time.sleep(0.01)
        assert client.status == "lost"
        # what the first server sent before it stopped (the computer's moves after the start, which on a
        # loaded machine arrive after the first state was polled) is not the rejoin's answer
        version = max([version] + [m["view"]["version"] for m in client.poll() if m["type"] == "state"])
        second = ServerThread("127.0.0.1", port, data_dir=tmp_path, config=config)
        second.start()
        client.retry()
        got = poll_until(client, lambda m: m["type"] == "joined")
        assert [m["type"] for m in got][:2] == ["welcome", "joined"] and got[1]["seat"] == 0
        if not any(m["type"] == "state" for m in got):
            got += poll_until(client, lambda m: m["type"] == "state")
        assert client.status == "open" and client.token == token
        state = [m for m in got if m["type"] == "state"][0]
        assert state["view"]["version"] >= version and state["presence"][0] == "here"
    finally:
        client.close()
        if second is not None:
            second.stop()


def test_a_dead_token_is_refused_and_the_client_stops_trying():
    server = fast_server()
    host, port = server.start()
    client = NetClient(f"ws://{host}:{port}/", "Eve", token="no-such-token-0123456789")
    try:
        got = poll_until(client, lambda m: m["type"] == "error")
        assert got[-1]["code"] == "bad_token"
        deadline = time.monotonic() + WAIT
        while client.status != "refused" and time.monotonic() < deadline:
            time.sleep(0.01)
        assert client.status == "refused" and client.refused_code == "bad_token"
    finally:
        client.close()
        server.stop()


def test_nothing_listening_means_lost_then_retrying():
    client = NetClient("ws://127.0.0.1:9/", "Ada")  # the discard port: nothing listens
    try:
        deadline = time.monotonic() + WAIT
        while client.status == "connecting" and time.monotonic() < deadline:
            time.sleep(0.01)
        assert client.status == "lost"
        client.send({"type": "ping", "t": 1})  # still never blocks nor raises
    finally:
        client.close()


@pytest.mark.parametrize("url", ["not a url", "http://127.0.0.1:1/"])
def test_a_bad_address_is_a_lost_connection_not_a_crash(url):
    client = NetClient(url, "Ada")
    try:
        deadline = time.monotonic() + WAIT
        while client.status == "connecting" and time.monotonic() < deadline:
            time.sleep(0.01)
        assert client.status == "lost"
    finally:
        client.close()
