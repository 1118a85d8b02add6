"""Stand-ins the network UI tests share: LAN discovery that finds nothing (no multicast in tests) is the
people soak's own (game/bench/people_player.py), so the tests and the soak stand in alike."""

from game.bench.people_player import NoDiscovery

__all__ = ["NoDiscovery"]
