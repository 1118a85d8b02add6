"""The table server's limits and pacing (NETWORK.md): read by the server, its connections and its rooms."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Config:
    """The server's limits and pacing (NETWORK.md); the tests shorten the times."""

    grace: float = 60.0  # a dropped person's seat waits this long before a computer player takes it
    empty_close: float = 300.0  # a table with nobody connected is closed after this long
    hello_timeout: float = 5.0
    rate: float = 10.0  # messages per second per connection...
    burst: int = 20  # ...with bursts of this many
    strikes: int = 10  # messages over the limit, or malformed, before the connection is closed
    emote_interval: float = 1.0
    max_tables: int = 1000
    send_buffer: int = 256 * 1024  # bytes waiting for a slow reader before it is dropped (~80 views)
    tick: float = 0.05  # the computer players' clock step (seconds)
    pacing: float = 1.0  # the computer players' natural pauses (0: none)
    catch_hold: float | None = None  # None: the match's own (from its computer players' reflexes)
    ping_interval: float = 15.0
    close_timeout: float = 5.0
    # per remote address (None: no limit). People behind one home router share an address: keep
    # these generous on a LAN (the game's own host leaves them off); `uno-table serve` sets them.
    connections_per_address: int | None = None
    tables_per_address: int | None = None  # new tables per `tables_window` seconds
    tables_window: float = 600.0
    # behind a front door (`serve --workers`): the client's address is the door's `X-Forwarded-For`
    forwarded: bool = False
    # the server runs inside a player's game (Host a network game): its tables end with that game, and
    # its `welcome` says so (guests then say "the table has ended" when it is gone, issue 40)
    game_hosted: bool = False
