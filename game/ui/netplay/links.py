"""The network parts the screens make: the host's own server, a client, the seat keeper, LAN discovery
and a server's table search, and the screens' patience. The screens call them through this module
(`links.make_browser()`) so that a test can stand in for the socket or for zeroconf by patching `links`.
"""

from __future__ import annotations

from game.net import lan

#: seconds without an answer before a join or a host is given up
CONNECT_TIMEOUT = 8.0
#: seconds of browsing before "no tables found"
BROWSE_PATIENCE = 4.0
#: seconds between two tries for a seat at a started table
WAIT_AGAIN = 5.0
MIN_SEATS, MAX_SEATS = 2, 10


def make_server(host: str, port: int, data_dir, pacing: float = 1.0, catch_hold: float | None = None):
    """The host's own server; its computer players keep the pace of this game's settings."""
    from game.net.config import Config
    from game.net.thread import ServerThread

    config = Config(pacing=pacing, catch_hold=catch_hold, game_hosted=True)
    return ServerThread(host=host, port=port, data_dir=data_dir, config=config)


def make_client(url: str, name: str, token: str | None = None):
    from game.net.client import NetClient

    return NetClient(url, name, token)


def seat_keeper(ctx):
    """Where this player's seat is kept for a rejoin (None: no data folder)."""
    from game.storage.rejoin import SeatKeeper

    storage = ctx.storage
    return SeatKeeper(storage.paths.data_dir) if storage is not None else None


def make_browser():
    return lan.Browser()


def make_announcer(name: str, port: int, address: str, room: str = ""):
    return lan.Announcer(name, port, address, room)


def make_search(host: str, port: int, name: str):
    from game.net.finder import TableSearch

    return TableSearch(host, port, name).start()
